// `aof-quest` as a ruleset module for `delve sim` (`--ruleset aof-quest`): a game per mission of
// the default content, or a mission the campaign builder generates (`generated:TYPE:DIFFICULTY:SIZE`,
// chosen with `--mission-type`, `--difficulty` and `--size`), a party of four heroes on two
// seats, and the hero bot on every seat. What each game records of its heroes: wounds taken, how
// many times each fell unconscious, and whether it was still down at the end.
import { generateMission, RULESETS, type CoreState, type GameEvent, type GameHeader } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { aofHeroPolicy } from './bot.ts';
import type { ModelRecord } from '../sim/job.ts';

const content = await loadDefaultContent('aof-quest');
const missions = Object.keys(content.aof?.missions ?? {}).sort();
/** The campaign builder's mission types, difficulties and sizes of the content. */
export const AOF_TYPES = Object.keys(content.aof?.missionTypes ?? {}).sort();
export const AOF_DIFFICULTIES = Object.keys(content.aof?.difficulties ?? {}).sort();
export const AOF_SIZES = [48, 24] as const;

/** The party every simulated mission is played by. */
export const AOF_PARTY = ['knight', 'wizard', 'ranger', 'priest'] as const;

function header(mission: unknown, seed: number): GameHeader<unknown> {
  return {
    ruleset: 'aof-quest', options: {}, packs: ['aof-core'], seed,
    setup: { mission, heroes: AOF_PARTY.map((c, i) => ({ class: c, seat: i < 2 ? 'p1' : 'p2', id: c })) },
  };
}

/** The setup name of a generated mission: `generated:TYPE:DIFFICULTY:SIZE`. */
export const generatedSetup = (type: string, difficulty: string, size: number): string => `generated:${type}:${difficulty}:${size}`;

/** A generated mission's game: the mission rolled from the game's own seed. */
function generated(type: string | undefined, difficulty: string, size: number) {
  return (seed: number) => header(generateMission(content.aof!, { seed, size, difficulty, heroes: AOF_PARTY.length, ...(type ? { type } : {}) }), seed);
}

const setups: Record<string, (seed: number) => GameHeader<unknown>> = {
  // Every mission in turn, by seed.
  mission: (seed) => header(missions[Math.abs(seed) % missions.length]!, seed),
  // A generated mission of a type the seed rolls, normal, 48×48.
  generated: generated(undefined, 'normal', 48),
};
for (const m of missions) setups[m] = (seed) => header(m, seed);
// Each type, or 'any' (the seed rolls it), at each difficulty and size.
for (const t of [...AOF_TYPES, 'any']) for (const d of AOF_DIFFICULTIES) for (const size of AOF_SIZES) setups[generatedSetup(t, d, size)] = generated(t === 'any' ? undefined : t, d, size);

/** The heroes' records of a finished game: wounds taken, times fallen unconscious (`knockedOut`),
 * and `died` when the hero is down (unconscious) at the end. */
function records(s: CoreState, events: readonly GameEvent[]): ModelRecord[] {
  const st = s as CoreState & { units: Record<string, { side: string; type: string; hero: { unconscious: boolean } | null }> };
  const out = new Map<string, ModelRecord>();
  for (const [id, u] of Object.entries(st.units)) {
    if (u.side !== 'heroes' || !u.hero) continue;
    out.set(id, { id, type: u.type, side: 'heroes', woundsDealt: 0, woundsTaken: 0, kills: 0, knockedOut: 0, died: u.hero.unconscious, gold: 0 });
  }
  let attacker: string | null = null;
  for (const e of events) {
    if (e.type === 'aofAttack') attacker = e.unit;
    if (e.type !== 'aofWounds') continue;
    const hurt = out.get(e.unit);
    if (hurt) {
      hurt.woundsTaken += e.wounds;
      if (e.unconscious) hurt.knockedOut++;
    }
    const by = attacker ? out.get(attacker) : undefined;
    if (by && !hurt) {
      by.woundsDealt += e.wounds;
      if (e.killed) by.kills++;
    }
  }
  return [...out.values()];
}

export default { ruleset: RULESETS['aof-quest']!, content, setups, policy: aofHeroPolicy, records };
