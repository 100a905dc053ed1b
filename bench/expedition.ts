// Whole standard `ahq` expeditions, every seat the AI: time per expedition, memory allocated,
// endings, survival, first lairs cleared. Run by bench/ai.ts in a process of its own, pinned to
// one CPU where the machine allows (bench/child.ts), so that the time is what one core gives: V8's
// helper threads (the optimizing compiler, the collector) share that core. Prints the figures as
// JSON.
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { aiPolicy, playOut, setupHeader } from '../packages/ai/src/index.ts';
import { firstLair } from '../packages/ai/src/lair.ts';
import { createGame, type Content, type GameState } from '../packages/engine/src/index.ts';
import type { BenchFigure } from './geometry.ts';
import { hostGauge } from './host.ts';
import { allocatedBytes, megabytes } from './alloc.ts';

/** Expeditions played before timing. The JIT compiles the bots' and the engine's many paths over
 * the first few hundred games, the rarer ones last (a path met once in ten games is compiled
 * late, and a rare case met later still sends a compiled function back to be compiled again); a
 * simulation plays thousands, so the figure is the rate once compiling is done. After 800
 * expeditions the compiler still took 1.5 ms of CPU per expedition, on the same core; after 2,400,
 * 0.65 ms, with no function sent back. */
const WARM_UP = Number(process.env.EXPEDITION_WARM_UP ?? 2000);

/** Times the same expeditions are played over, each pass timed alone: the machine may be running
 * other work that comes and goes within seconds, and the median pass, with the range beside it,
 * tells the code's speed from such passing work. A machine shared with others may also run at
 * half its speed for minutes on end: the host's line-of-sight rate, measured just before each
 * pass, is printed beside the times, so that a figure can be read against the speed it got. */
const PASSES = Number(process.env.EXPEDITION_PASSES ?? 5);

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

interface Pass {
  wall: number;
  thread: number;
  all: number;
}

/** Plays expeditions 1..seeds, returning their total times; `each` sees every finished game. */
function pass(c: Content, seeds: number, each?: (s: GameState, decisions: number) => void): Pass {
  let wall = 0;
  const cpu0 = process.cpuUsage();
  const thread0 = process.threadCpuUsage();
  for (let seed = 1; seed <= seeds; seed++) {
    const s = createGame(setupHeader('expedition', seed, { quest: 'standard' }, c), c);
    const t0 = performance.now();
    const r = playOut(s, aiPolicy, 20_000);
    wall += performance.now() - t0;
    each?.(s, r.decisions);
  }
  return { wall, thread: cpuMs(process.threadCpuUsage(thread0)), all: cpuMs(process.cpuUsage(cpu0)) };
}

export function expeditions(c: Content, seeds = 100): BenchFigure[] {
  for (let seed = 1_000_000; seed < 1_000_000 + WARM_UP; seed++) playOut(createGame(setupHeader('expedition', seed, { quest: 'standard' }, c), c), aiPolicy, 20_000);
  let decisions = 0;
  let left = 0;
  let fallen = 0;
  let heroes = 0;
  let survived = 0;
  let reached = 0;
  let cleared = 0;
  const host = hostGauge();
  // The gauge's first reading compiles its walk: not counted.
  host.read();
  // The games are the same on every pass (bots and dice follow the seed): tallied on the first.
  const hosts = [host.read()];
  const passes = [pass(c, seeds, (s, n) => {
    decisions += n;
    if (s.result?.winner === 'heroes') left++;
    else if (s.result) fallen++;
    for (const m of Object.values(s.models)) {
      if (m.side !== 'heroes') continue;
      heroes++;
      if (!m.status.dead) survived++;
    }
    const l = firstLair(s);
    if (l.reached) reached++;
    if (l.cleared) cleared++;
  })];
  while (passes.length < PASSES) {
    hosts.push(host.read());
    passes.push(pass(c, seeds));
  }
  // Counted on a pass of its own, untimed: the count asks something of every collection.
  const allocated = allocatedBytes(() => pass(c, seeds)) / seeds;
  const pct = (n: number, of: number) => Math.round((n / Math.max(1, of)) * 1000) / 10;
  const median = (values: number[]): Pick<BenchFigure, 'value' | 'range'> => {
    const xs = [...values].sort((a, b) => a - b);
    return { value: xs[xs.length >> 1]!, range: [xs[0]!, xs[xs.length - 1]!] };
  };
  const perGame = (k: keyof Pass) => median(passes.map((p) => Math.round((p[k] / seeds) * 10) / 10));
  const of = `median of ${passes.length} passes over the same ${seeds}`;
  return [
    { name: `standard expedition, AI on every seat, one core (${of}, after ${WARM_UP} to warm up)`, unit: 'ms', ...perGame('wall') },
    // Where they go: the thread playing, and the rest (V8's compiler and collector threads).
    { name: 'standard expedition: CPU time of the thread playing', unit: 'ms', ...perGame('thread') },
    { name: 'standard expedition: CPU time, every thread of the process', unit: 'ms', ...perGame('all') },
    { name: 'standard expedition: the host\'s line-of-sight rate just before each pass', unit: 'queries/s', ...median(hosts) },
    { name: 'standard expedition: answers per expedition', value: Math.round(decisions / seeds), unit: 'answers' },
    { name: 'standard expedition: memory allocated per expedition', value: megabytes(allocated), unit: 'MB' },
    { name: 'standard expedition: the heroes come out alive (stairs out or every monster slain)', value: pct(left, seeds), unit: '%' },
    { name: 'standard expedition: the party falls', value: pct(fallen, seeds), unit: '%' },
    { name: 'standard expedition: heroes surviving', value: pct(survived, heroes), unit: '%' },
    { name: `standard expedition: first lair cleared (of ${reached} reached)`, value: pct(cleared, reached), unit: '%' },
  ];
}

if (import.meta.main) console.log(JSON.stringify(expeditions(await loadDefaultContent('ahq'))));
