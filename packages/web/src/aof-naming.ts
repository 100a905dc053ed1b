// How an aof-quest page names what its views hold, for the game page and the replay alike: each
// unit and model by the engine's words (format/aof-words.ts), the AI Goals and objectives by their
// names, and each unit drawn on the battlefield with its short label.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { aofWords, type AofSeatView, type AofUnitView, type AofWords, type AofWordsContent, type GameEvent, type Locale } from '@delve/engine';
import type { ReplayFrame } from '@delve/protocol';
import type { AofDrawnUnit } from './aof-choices.ts';
import { getContent } from './api.ts';
import { contentNamesIn } from './words.ts';

const NO_WORDS: AofWordsContent = { spells: {}, items: {}, traps: {} };

/** The names of the spells, items and traps options and events speak of, from the server's listing. */
export function useAofWordsContent(): AofWordsContent {
  const [content, setContent] = useState<AofWordsContent>(NO_WORDS);
  useEffect(() => {
    getContent().then((c) => {
      const w = c.rulesets.find((r) => r.id === 'aof-quest')?.aof?.words;
      if (w) setContent(w);
    }, () => undefined);
  }, []);
  return content;
}

/** Names by id for the log: the content's in the page's language (weapons, items, spells), every
 * unit seen (`known`, the slain too), its models, goals, objectives. */
export function aofNameMap(known: Iterable<AofUnitView>, words: AofWords, view: AofSeatView, locale: Locale): Record<string, string> {
  const out: Record<string, string> = contentNamesIn(locale, 'aof-quest');
  for (const u of known) {
    out[u.id] = words.unit(u.id);
    for (let k = 1; k <= u.startModels; k++) out[`${u.id}.${k}`] = `${words.unit(u.id)} #${k}`;
  }
  view.aiGoals.forEach((goal, i) => (out[goal.id] = goal.name?.[locale] ?? `G${i + 1}`));
  for (const o of view.objectives) out[o.id] = o.name[locale];
  return out;
}

/** The units drawn on the battlefield: heroes by the first letters of their names, enemies by
 * their initials and number ("OW2"); a hero who left the field is not drawn. */
export function aofDrawnUnits(view: AofSeatView, unitName: (id: string) => string, locale: Locale): AofDrawnUnit[] {
  return view.units.filter((u) => !u.hero?.escaped).map((u) => ({
    id: u.id, side: u.side, toughness: u.toughness, models: u.models, activating: view.activating === u.id, down: u.hero?.unconscious === true,
    label: u.side === 'heroes' ? unitName(u.id).slice(0, 2) : `${u.name[locale].split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase()}${u.number}`,
  }));
}

/** Whether a frame's view is an aof-quest battlefield rather than a dungeon. */
export const isAofView = (v: unknown): v is AofSeatView => typeof v === 'object' && v !== null && 'battlefield' in v;

/** Names by id for a replay of aof-quest, from every frame fetched so far; empty for a dungeon. */
export function useAofReplayNames(frames: ReadonlyMap<number, ReplayFrame>, frame: ReplayFrame | null, locale: Locale): Record<string, string> | null {
  const content = useAofWordsContent();
  return useMemo(() => {
    if (!frame || !isAofView(frame.view)) return null;
    const known = new Map<string, AofUnitView>();
    const events: GameEvent[] = [];
    for (const f of [...frames.values()].sort((a, b) => a.step - b.step)) {
      if (!isAofView(f.view)) continue;
      for (const u of f.view.units) known.set(u.id, u);
      events.push(...f.events);
    }
    const view = frame.view;
    const words = aofWords({ ...view, units: [...known.values()] }, content, locale, events);
    return aofNameMap(known.values(), words, view, locale);
  }, [frames, frame, content, locale]);
}
