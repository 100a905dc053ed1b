// The difficulty levels' figures (docs/difficulty.md), on the same seeds every run:
//   expeditions  each ruleset at each level: the games in which no hero fell and those in which
//                the whole party came out alive (Wilson 95 % intervals), hero deaths a game;
//   fights       each ruleset's hard room fought against the fixed policy and the GM AI at each
//                level: hero deaths, falls and wounds dealt to the heroes a fight, and the paired
//                difference (same seeds) against the fixed policy and against the level below.
//   doorway      the same, in the doorway fight (setups.ts): two rooms, one door, the stairs behind
//                the heroes, where the GM's waiting behaviours have something to work with.
//   node --single-threaded-gc scripts/difficulty-figures.ts [expeditions|fights|doorway] [-n 1000] [--threads 2] [--ruleset ahq|guilds] [--levels hard,deadly] [--first 1] [--room orc,orc,orc-archer]
import { runJobs, wilson, type FightJob, type FightRecord, type Interval } from '../packages/ai/src/sim/index.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : fallback;
};
const n = Number(flag('-n', '1000'));
/** `--first 501`: seeds from 501 on, to add to a measure of seeds 1–500. */
const first = Number(flag('--first', '1'));
const threads = Number(flag('--threads', '2'));
const what = args[0] === 'fights' || args[0] === 'expeditions' || args[0] === 'doorway' ? [args[0]] : ['expeditions', 'fights', 'doorway'];
const ALL_LEVELS = ['story', 'normal', 'hard', 'deadly'] as const;
/** `--levels hard,deadly`: these levels only (fights: against the fixed policy and each other). */
const LEVELS = ALL_LEVELS.filter((l) => flag('--levels', ALL_LEVELS.join(',')).split(',').includes(l));
const ALL_RULESETS = ['ahq', 'guilds'] as const;
const RULESETS = ALL_RULESETS.filter((r) => flag('--ruleset', r) === r);
/** Rooms where the monsters can kill: a hard `ahq` room, all hand-to-hand, where a
 * monster seldom has two heroes to choose between; an `ahq` band with archers, who choose among
 * every hero in sight; and `guilds`' strongest monsters, crossbows among them. */
const ROOMS: Record<(typeof ALL_RULESETS)[number], string[][]> = {
  ahq: [
    ['ogre', 'troll', 'chaos-warrior', 'orc-champion', 'orc', 'orc'],
    ['chaos-warrior', 'orc-champion', 'orc', 'orc', 'orc-archer', 'orc-archer', 'goblin-archer', 'goblin-archer'],
  ],
  guilds: [['ogre', 'orc-sentinel', 'orc', 'orc', 'orc', 'orc-crossbowman', 'orc-crossbowman', 'goblin-archer']],
};
/** `--room orc,orc,orc-archer`: these monsters instead of the ruleset's rooms. */
const rooms = (ruleset: (typeof ALL_RULESETS)[number]) => (args.includes('--room') ? [flag('--room', '').split(',')] : ROOMS[ruleset]);

const Z = 1.959963984540054;
const pct = (i: Interval) => `${(i.value * 100).toFixed(1)} % (${(i.low * 100).toFixed(1)}–${(i.high * 100).toFixed(1)})`;
/** A mean of counts: its interval never below 0. */
const num = (i: Interval) => `${i.value.toFixed(2)} (${Math.max(0, i.low).toFixed(2)}–${i.high.toFixed(2)})`;
const signed = (i: Interval) => `${i.value >= 0 ? '+' : ''}${i.value.toFixed(2)} (${i.low.toFixed(2)} to ${i.high.toFixed(2)})`;

function mean(xs: readonly number[]): Interval {
  const m = xs.reduce((t, x) => t + x, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((t, x) => t + (x - m) ** 2, 0) / Math.max(1, xs.length - 1));
  const half = (Z * sd) / Math.sqrt(xs.length);
  return { value: m, low: m - half, high: m + half };
}

const heroes = (r: FightRecord) => r.models.filter((m) => m.side === 'heroes');
const deaths = (r: FightRecord) => heroes(r).filter((m) => m.died).length;
const falls = (r: FightRecord) => heroes(r).filter((m) => m.died || m.knockedOut > 0).length;
const wounds = (r: FightRecord) => heroes(r).reduce((t, m) => t + m.woundsTaken, 0);
const bySeed = (rs: FightRecord[]) => [...rs].sort((a, b) => a.seed - b.seed);

async function run(arms: Omit<FightJob, 'seed' | 'arm'>[]): Promise<FightRecord[][]> {
  const jobs: FightJob[] = [];
  arms.forEach((a, arm) => {
    for (let i = first; i < first + n; i++) jobs.push({ ...a, seed: i, arm });
  });
  const records = await runJobs(jobs, { threads });
  return arms.map((_, arm) => bySeed(records.filter((r) => r.arm === arm)));
}

if (what.includes('expeditions')) {
  console.log(`## Expeditions, ${n} a level, seeds ${first}–${first + n - 1}\n`);
  console.log('| ruleset | level | no hero fell | whole party alive | hero deaths a game | unfinished |');
  console.log('|---|---|---|---|---|---|');
  for (const ruleset of RULESETS) {
    const arms = await run(LEVELS.map((difficulty) => ({ setup: 'expedition', ruleset, heroes: 'ai' as const, gm: 'ai' as const, options: { difficulty } })));
    arms.forEach((rs, i) => {
      const none = rs.filter((r) => falls(r) === 0).length;
      const alive = rs.filter((r) => deaths(r) === 0).length;
      const open = rs.filter((r) => r.winner === null).map((r) => r.seed);
      console.log(`| ${ruleset} | ${LEVELS[i]} | ${pct(wilson(none, rs.length))} | ${pct(wilson(alive, rs.length))} | ${num(mean(rs.map(deaths)))} | ${open.length}${open.length ? ` (${open.join(', ')})` : ''} |`);
    });
  }
  console.log('');
}

for (const setup of (['fights', 'doorway'] as const).filter((w) => what.includes(w))) {
  for (const ruleset of RULESETS) for (const monsters of rooms(ruleset)) {
    const where = setup === 'fights' ? 'room fights' : 'doorway fights';
    console.log(`## ${ruleset} ${where}, ${n} an arm, seeds ${first}–${first + n - 1}: ${monsters.join(', ')}\n`);
    const base = { setup: setup === 'fights' ? 'room-fight' : 'doorway-fight', ruleset, heroes: 'ai' as const, monsters };
    const labels = ['fixed', ...LEVELS];
    const arms = await run([{ ...base, gm: 'fixed' }, ...LEVELS.map((difficulty) => ({ ...base, gm: 'ai' as const, options: { difficulty } }))]);
    // Under guilds no hero dies in a fight (GLD-W02): the harm compared is the knock-downs.
    const harm = ruleset === 'guilds' ? falls : deaths;
    const hurt = ruleset === 'guilds' ? 'falls' : 'deaths';
    console.log(`| GM | hero deaths a fight | heroes fallen a fight | wounds dealt to heroes | ${hurt} vs fixed | wounds vs fixed | ${hurt} vs level below | wounds vs level below |`);
    console.log('|---|---|---|---|---|---|---|---|');
    const paired = (a: FightRecord[], b: FightRecord[], f: (r: FightRecord) => number) => mean(b.map((r, i) => f(r) - f(a[i]!)));
    arms.forEach((rs, i) => {
      const vsFixed = i === 0 ? ['', ''] : [signed(paired(arms[0]!, rs, harm)), signed(paired(arms[0]!, rs, wounds))];
      const vsBelow = i <= 1 ? ['', ''] : [signed(paired(arms[i - 1]!, rs, harm)), signed(paired(arms[i - 1]!, rs, wounds))];
      console.log(`| ${labels[i]} | ${num(mean(rs.map(deaths)))} | ${num(mean(rs.map(falls)))} | ${num(mean(rs.map(wounds)))} | ${vsFixed.join(' | ')} | ${vsBelow.join(' | ')} |`);
    });
    console.log('');
  }
}
