// `aof-quest` as a ruleset module for `delve sim` (`--ruleset aof-quest`): a game per mission of
// the default content, a party of four heroes on two seats, and the hero bot on every seat.
import { RULESETS, type GameHeader } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { aofHeroPolicy } from './bot.ts';

const content = await loadDefaultContent('aof-quest');
const missions = Object.keys(content.aof?.missions ?? {}).sort();

/** The party every simulated mission is played by. */
export const AOF_PARTY = ['knight', 'wizard', 'ranger', 'priest'] as const;

function header(mission: string, seed: number): GameHeader<unknown> {
  return {
    ruleset: 'aof-quest', options: {}, packs: ['aof-core'], seed,
    setup: { mission, heroes: AOF_PARTY.map((c, i) => ({ class: c, seat: i < 2 ? 'p1' : 'p2', id: c })) },
  };
}

const setups: Record<string, (seed: number) => GameHeader<unknown>> = {
  // Every mission in turn, by seed.
  mission: (seed) => header(missions[Math.abs(seed) % missions.length]!, seed),
};
for (const m of missions) setups[m] = (seed) => header(m, seed);

export default { ruleset: RULESETS['aof-quest']!, content, setups, policy: aofHeroPolicy };
