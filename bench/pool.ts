// Whole games per second through the worker pool, on one core and on every core, for both
// rulesets: AI-vs-AI room fights and whole expeditions. Each timing has a pool of its own, started
// and warmed (threads up, content loaded, code compiled) before it is timed and closed after, so
// that no idle pool works beside it; each workload is timed on one thread and then on all, back
// to back, several times (POOL_RUNS, default 3), because the machine
// may be running other work: every figure is the median with the range over the runs, beside the
// load average at the time. Scaling is all-core throughput over one-core throughput, as a share
// of linear; CPU efficiency is CPU time per game on one thread over CPU time per game in the full
// pool (every thread of the process counted), which other work on the machine does not skew;
// "cores obtained" is the CPU time the pool got over the wall time, which it does. One JavaScript
// thread keeps more than one core busy (V8 collects garbage and compiles on helper threads), so
// wall-clock scaling from one thread to every core falls short of linear even with a perfect
// pool; the scaling against one core's worth of CPU time (games per CPU-second on one thread,
// times the cores) is printed beside it. POOL_ONLY keeps
// the workloads whose name contains it (`POOL_ONLY=ahq npx node bench/pool.ts`).
import { availableParallelism, loadavg } from 'node:os';
import { openPool, type FightJob, type SimPool } from '../packages/ai/src/sim/index.ts';
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

/** `count` games on a warm pool: games per second, CPU ms per game, cores obtained. */
async function timed(pool: SimPool, w: Workload, count: number, from: number): Promise<Timing> {
  const jobs = Array.from({ length: count }, (_, i) => w.job(from + i));
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  await pool.run(jobs);
  const ms = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  return { rate: (count / ms) * 1000, cpuPerGame: cpuMs / count, cores: cpuMs / ms };
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
/** How long each pool plays a workload before it is timed. */
const WARM_MS = Number(process.env.POOL_WARM_MS ?? 1500);

export async function benchPool(runs = Number(process.env.POOL_RUNS ?? 3), msPerTiming = Number(process.env.POOL_MS ?? 2000), workloads = WORKLOADS.filter((w) => !only || w.name.includes(only))): Promise<BenchFigure[]> {
  const threads = availableParallelism();
  const out: BenchFigure[] = [];
  const loads: number[] = [];
  const results = new Map<Workload, { one: Timing; all: Timing }[]>(workloads.map((w) => [w, []]));
  // Each timing has a pool of its own, opened, warmed and timed alone: an idle pool's threads
  // still collect garbage and shrink their heaps after their games, on the cores the timed pool
  // would use. Warming: each thread plays WARM_MS of games first (the JIT compiles the bots' and
  // the engine's many paths over the first few dozen games; a cold thread would be timed
  // compiling); the one-core warm-up sizes both timings.
  const warmed = async (n: number, w: Workload): Promise<{ pool: SimPool; perGameMs: number }> => {
    const pool = openPool(n);
    let seed = 3_000_000;
    let t = await timed(pool, w, 8 * n, seed);
    for (const t0 = performance.now(); performance.now() - t0 < WARM_MS;) t = await timed(pool, w, 8 * n, (seed += 8 * n));
    return { pool, perGameMs: (1000 / t.rate) * n };
  };
  for (let r = 0; r < runs; r++) {
    for (const w of workloads) {
      loads.push(loadavg()[0]!);
      const seed = 1 + r * 100_000;
      const one = await warmed(1, w);
      const count = Math.max(threads * 8, Math.round(msPerTiming / one.perGameMs));
      const t1 = await timed(one.pool, w, count, seed);
      await one.pool.destroy();
      const all = await warmed(threads, w);
      const tn = await timed(all.pool, w, count * threads, seed);
      await all.pool.destroy();
      results.get(w)!.push({ one: t1, all: tn });
    }
  }
  for (const w of workloads) {
    const rs = results.get(w)!;
    out.push(
      figure(`${w.name}, one core (warm pool of 1)`, rs.map((x) => x.one.rate), w.unit, 1),
      figure(`${w.name}, all ${threads} cores (warm pool)`, rs.map((x) => x.all.rate), w.unit, 1),
      figure(`${w.name}: scaling on ${threads} cores`, rs.map((x) => (x.all.rate / x.one.rate / threads) * 100), '% of linear', 1),
      figure(`${w.name}: scaling on ${threads} cores against one core's CPU time (games per CPU-second on one thread × ${threads})`, rs.map((x) => (x.all.rate * x.one.cpuPerGame) / 1000 / threads * 100), '% of linear', 1),
      figure(`${w.name}: cores one thread keeps busy (its own and V8's helper threads)`, rs.map((x) => x.one.cores), 'cores', 2),
      figure(`${w.name}: pool CPU efficiency (CPU per game on one thread ÷ in the full pool)`, rs.map((x) => (x.one.cpuPerGame / x.all.cpuPerGame) * 100), '%', 1),
      figure(`${w.name}: cores the full pool obtained (CPU time ÷ wall time)`, rs.map((x) => x.all.cores), `of ${threads}`, 2),
    );
  }
  out.push(figure(`machine load average (1 min) while the pool ran, ${runs} runs`, loads, `on ${threads} cores`, 2));
  return out;
}

if (import.meta.main) {
  for (const f of await benchPool()) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}${f.range ? ` (range ${f.range[0].toLocaleString('en')}–${f.range[1].toLocaleString('en')})` : ''}`);
}
