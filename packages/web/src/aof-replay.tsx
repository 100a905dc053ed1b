// An aof-quest game's replay frame: the battlefield as the seat saw it after the step, with its
// units, and the names its events are told with (the units of every frame fetched, the slain too).
import { useMemo } from 'preact/hooks';
import { aofWords, type AofSeatView, type AofUnitView, type GameEvent, type Locale } from '@delve/engine';
import type { ReplayFrame } from '@delve/protocol';
import { AofBoard } from './aof-board.tsx';
import { aofDrawnUnits, aofNameMap, useAofWordsContent } from './aof-naming.ts';

const NO_MARKS = { squares: [], rings: [] };

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

export function AofReplayBoard({ view, names, locale }: { view: AofSeatView; names: Readonly<Record<string, string>>; locale: Locale }) {
  const drawn = useMemo(() => aofDrawnUnits(view, (id) => names[id] ?? '', locale), [view, names, locale]);
  return <AofBoard view={view} marks={NO_MARKS} units={drawn} picked={null} onCell={() => {}} />;
}
