// Whole games per second through the worker pool, on one core and on every core, for both
// rulesets: AI-vs-AI room fights and whole expeditions. Each timing runs in a process of its own
// (bench/child.ts) with a pool of its own, warmed before it is timed: the one-core timing is a
// pool of one thread in a process pinned to one CPU, so that V8's helper threads (the optimizing
// compiler, the collector) share that core as they share the cores of the full pool; the
// all-core timing is a pool of one thread per core in a process free to use them all. Scaling is
// all-core throughput over one-core throughput, as a share of linear. Without `taskset` (not
// Linux) the one-core process runs unpinned, and its thread gets help from the idle cores.
// Each workload is timed on one core and then on all, back to back, several times (POOL_RUNS,
// default 2), because the machine may be running other work: every figure is the median with
// the range over the runs, beside the load average at the time. POOL_ONLY keeps the workloads
// whose name contains it (`POOL_ONLY=ahq npx node bench/pool.ts`).
import { availableParallelism, loadavg } from 'node:os';
import { openPool, type FightJob } from '../packages/ai/src/sim/index.ts';
import { pinnableCpu, runChild } from './child.ts';
import type { BenchFigure } from './geometry.ts';

interface Workload {
  name: string;
  unit: string;
  job: (seed: number) => FightJob;
}

export const WORKLOADS: Workload[] = [
  { name: 'ahq AI-vs-AI room fights (4 heroes vs 8 monsters)', unit: 'fights/s', job: (seed) => ({ setup: 'room-fight', seed, heroes: 'ai', gm: 'ai' }) },
  { name: 'guilds AI-vs-AI room fights (4 heroes vs 8 monsters)', unit: 'fights/s', job: (seed) => ({ setup: 'room-fight', ruleset: 'guilds', seed, heroes: 'ai', gm: 'ai' }) },
  { name: 'ahq standard expeditions, AI on every seat', unit: 'expeditions/s', job: (seed) => ({ setup: 'expedition', quest: 'standard', seed, heroes: 'ai', gm: 'ai' }) },
  { name: 'guilds expeditions (random Room deck), AI on every seat', unit: 'expeditions/s', job: (seed) => ({ setup: 'expedition', ruleset: 'guilds', seed, heroes: 'ai', gm: 'ai' }) },
];

interface Timing {
  rate: number;
  cpuPerGame: number;
  cores: number;
}

/** `count` games on a pool of `threads`, after `warmMs` of games to warm it: games per second,
 * CPU ms per game (every thread of the process), cores obtained. Run in the child process. */
async function timed(threads: number, w: Workload, count: number, from: number, warmMs: number): Promise<Timing> {
  const pool = openPool(threads);
  try {
    let seed = 3_000_000;
    for (const t0 = performance.now(); performance.now() - t0 < warmMs; seed += 8 * threads) await pool.run(Array.from({ length: 8 * threads }, (_, i) => w.job(seed + i)));
    const jobs = Array.from({ length: count }, (_, i) => w.job(from + i));
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    await pool.run(jobs);
    const ms = performance.now() - t0;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    return { rate: (count / ms) * 1000, cpuPerGame: cpuMs / count, cores: cpuMs / ms };
  } finally {
    await pool.destroy();
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

function figure(name: string, xs: number[], unit: string, places: number): BenchFigure {
  return { name, value: round(median(xs), places), unit, range: [round(Math.min(...xs), places), round(Math.max(...xs), places)] };
}

const only = process.env.POOL_ONLY;
const long = (w: Workload) => w.unit === 'expeditions/s';
/** How long each pool plays a workload before it is timed: the JIT compiles the rarer paths of a
 * whole expedition over its first few hundred games. */
const warmMs = (w: Workload) => Number(process.env.POOL_WARM_MS ?? (long(w) ? 12_000 : 3000));
/** How long the full pool plays each timing, about: long enough that the last games, which leave
 * a thread idle while another finishes, weigh little (an expedition may take a tenth of a second). */
const playMs = (w: Workload) => Number(process.env.POOL_MS ?? (long(w) ? 4000 : 2000));

export async function benchPool(runs = Number(process.env.POOL_RUNS ?? 2), workloads = WORKLOADS.filter((w) => !only || w.name.includes(only))): Promise<BenchFigure[]> {
  const threads = availableParallelism();
  const cpu = pinnableCpu();
  const out: BenchFigure[] = [];
  const loads: number[] = [];
  const results = new Map<Workload, { one: Timing; all: Timing }[]>(workloads.map((w) => [w, []]));
  const inChild = (n: number, w: Workload, count: number, seed: number, pin: number | null, warm = warmMs(w)) =>
    runChild<Timing>('./pool.ts', ['--timing', String(n), String(WORKLOADS.indexOf(w)), String(count), String(seed), String(warm)], pin);
  // Games per timing: about playMs of play on every core, sized by a first short timing.
  const counts = new Map<Workload, number>();
  for (let r = 0; r < runs; r++) {
    for (const w of workloads) {
      loads.push(loadavg()[0]!);
      const seed = 1 + r * 100_000;
      let count = counts.get(w);
      if (count === undefined) {
        const probe = inChild(1, w, 20, 2_000_000, cpu, 1000);
        counts.set(w, (count = Math.max(threads * 8, Math.round((playMs(w) / 1000) * probe.rate))));
      }
      // The same games on both: games differ in length (an expedition may end at the first
      // room or after fifty), so different seeds would time different work.
      const one = inChild(1, w, count * threads, seed, cpu);
      const all = inChild(threads, w, count * threads, seed, null);
      results.get(w)!.push({ one, all });
    }
  }
  const pinned = cpu === null ? ' (not pinned: no taskset here)' : ', pinned to one CPU';
  for (const w of workloads) {
    const rs = results.get(w)!;
    out.push(
      figure(`${w.name}, one core (pool of 1${pinned})`, rs.map((x) => x.one.rate), w.unit, 1),
      figure(`${w.name}, all ${threads} cores (pool of ${threads})`, rs.map((x) => x.all.rate), w.unit, 1),
      figure(`${w.name}: scaling on ${threads} cores`, rs.map((x) => (x.all.rate / x.one.rate / threads) * 100), '% of linear', 1),
      figure(`${w.name}: pool CPU efficiency (CPU per game on one core ÷ in the full pool)`, rs.map((x) => (x.one.cpuPerGame / x.all.cpuPerGame) * 100), '%', 1),
      figure(`${w.name}: cores the full pool obtained (CPU time ÷ wall time)`, rs.map((x) => x.all.cores), `of ${threads}`, 2),
    );
  }
  out.push(figure(`machine load average (1 min) while the pool ran, ${runs} runs`, loads, `on ${threads} cores`, 2));
  return out;
}

if (import.meta.main && process.argv[2] === '--timing') {
  const [n, w, count, seed, warm] = process.argv.slice(3).map(Number);
  console.log(JSON.stringify(await timed(n!, WORKLOADS[w!]!, count!, seed!, warm!)));
} else if (import.meta.main) {
  for (const f of await benchPool()) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}${f.range ? ` (range ${f.range[0].toLocaleString('en')}–${f.range[1].toLocaleString('en')})` : ''}`);
}
