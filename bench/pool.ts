// Whole games per second through the worker pool, on one core and on every core, for both
// rulesets: AI-vs-AI room fights and whole expeditions. Each pool lives in a process of its own
// (`--serve` below), started with the flags `delve sim` starts its own with (POOL_NODE_FLAGS),
// warmed once and then timed several times: the one-core pool is a pool of one thread in a
// process pinned to one CPU, so that V8's helper threads (the optimizing compiler) share that
// core as they share the cores of the full pool; the all-core pool is one thread per core in a
// process free to use them all. Scaling is all-core
// throughput over one-core throughput, as a share of linear. Without `taskset` (not Linux) the
// one-core process runs unpinned, and its thread gets help from the idle cores.
// Beside them, what the machine allows: the same games split between separate processes, one
// per core, each a pool of one pinned to its own CPU. They share nothing but the machine (its
// caches, its memory, whatever else the host runs beside it), so their scaling is what the
// machine allows games that share nothing, and the pool's throughput over theirs is what
// sharing one process costs.
// The machine may be running other work, which comes and goes within a second or two: timed on
// a shared machine, the same games' CPU time per game swings by a quarter from one second to the next.
// So the arrangements are timed by short turns, one right after the other, many times
// (POOL_RUNS, default 24), each turn starting with a different one: each turn's timings are
// seconds apart and see nearly the same machine. Each figure is the median over the turns with
// its range, scalings the median of each turn's own ratio, beside the load average at the time.
// A turn's full-pool timing is short (POOL_MS, about half a second of room fights, most of a
// second of expeditions, and at least 16 games a thread), so the last game of each timing, which
// leaves a thread idle while another finishes, weighs more than in a long simulation: the
// scaling is if anything understated. POOL_ONLY keeps the workloads whose name contains it
// (`POOL_ONLY=ahq npx node bench/pool.ts`).
import { availableParallelism, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { openPool, POOL_NODE_FLAGS, youngGenerationMb, type FightJob, type SimPool } from '../packages/ai/src/sim/index.ts';
import { pinnableCpus, serveChild, type ServingChild } from './child.ts';
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

/** `count` games (seeds from `from`) on `pool`: games per second, CPU ms per game (every thread
 * of the process), cores obtained. Run in the serving child. */
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

/** The serving child: a pool of `threads` playing `w`, warmed with `warmFor` ms of games, then timing
 * each `count seed` line it reads, one JSON line back for each, until its input ends. */
async function serve(threads: number, w: Workload, warmFor: number): Promise<void> {
  const pool = openPool(threads, youngGenerationMb([w.job(0)]));
  try {
    let seed = 3_000_000;
    for (const t0 = performance.now(); performance.now() - t0 < warmFor; seed += 8 * threads) await pool.run(Array.from({ length: 8 * threads }, (_, i) => w.job(seed + i)));
    for await (const line of createInterface({ input: process.stdin })) {
      const [count, from] = line.split(' ').map(Number);
      console.log(JSON.stringify(await timed(pool, w, count!, from!)));
    }
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

/** The workloads whose name contains POOL_ONLY (all without it): this bench's and bench/paired.ts'. */
export function chosenWorkloads(): Workload[] {
  const only = process.env.POOL_ONLY;
  return WORKLOADS.filter((w) => !only || w.name.includes(only));
}
const long = (w: Workload) => w.unit === 'expeditions/s';
/** How long each pool plays a workload before it is timed: the JIT compiles the rarer paths over
 * the first few thousand fights or expeditions (bench/expedition.ts). A pool of several threads,
 * whose compiler threads share the cores with the games, is still speeding up after 3 seconds of
 * fights: timed then, its scaling would be that of its warming. */
const warmMs = (w: Workload) => Number(process.env.POOL_WARM_MS ?? (long(w) ? 30_000 : 12_000));
/** How long the full pool plays each timing, about: short, so that a turn's timings see the same
 * machine, yet at least GAMES_PER_THREAD games a thread, so that the last games, which leave a
 * thread idle while another finishes, weigh little (an expedition may take a tenth of a second). */
const playMs = (w: Workload) => Number(process.env.POOL_MS ?? (long(w) ? 800 : 500));
const GAMES_PER_THREAD = 16;

/** Games timed at once on several serving children, `counts[i]` of them from seed `froms[i]` on
 * child i: together, games per second over the slowest child's time and CPU ms per game. */
async function together(children: ServingChild[], counts: number[], froms: number[]): Promise<Timing> {
  const ts = await Promise.all(children.map((c, i) => c.ask<Timing>(`${counts[i]} ${froms[i]}`)));
  const games = counts.reduce((a, b) => a + b, 0);
  const ms = Math.max(...ts.map((t, i) => (counts[i]! / t.rate) * 1000));
  const cpuMs = ts.reduce((a, t, i) => a + t.cpuPerGame * counts[i]!, 0);
  return { rate: (games / ms) * 1000, cpuPerGame: cpuMs / games, cores: cpuMs / ms };
}

export async function benchPool(runs = Number(process.env.POOL_RUNS ?? 24), workloads = chosenWorkloads()): Promise<BenchFigure[]> {
  const threads = availableParallelism();
  const cpus = pinnableCpus();
  const cpu = cpus?.[0] ?? null;
  const out: BenchFigure[] = [];
  const loads: number[] = [];
  const pinned = cpu === null ? ' (not pinned: no taskset here)' : ', pinned to one CPU';
  for (const w of workloads) {
    // Warmed one after the other: each warms on the cores it will be timed on.
    // Each started as `delve sim` starts its pool's process.
    const serving = (n: number, pin: number | null) => serveChild('./pool.ts', ['--serve', String(n), String(WORKLOADS.indexOf(w)), String(warmMs(w))], pin, POOL_NODE_FLAGS);
    const onePool = serving(1, cpu);
    // Games per timing: about playMs of play on every core, sized by a first short timing.
    const probe = await onePool.ask<Timing>(`20 2000000`);
    const allPool = serving(threads, null);
    await allPool.ask<Timing>(`${threads * 8} 2000000`);
    // The separate processes warm together, each on its own CPU.
    const apart = Array.from({ length: threads }, (_, i) => serving(1, cpus ? cpus[i % cpus.length]! : null));
    await Promise.all(apart.map((c) => c.ask<Timing>(`8 2000000`)));
    const count = Math.max(GAMES_PER_THREAD, Math.round((playMs(w) / 1000) * probe.rate)) * threads;
    // The separate processes' shares of the same games: consecutive runs of seeds.
    const shares = apart.map((_, i) => Math.floor(count / threads) + (i < count % threads ? 1 : 0));
    const rs: { one: Timing; all: Timing; apart: Timing }[] = [];
    for (let r = 0; r < runs; r++) {
      loads.push(loadavg()[0]!);
      // The same games on each: games differ in length (an expedition may end at the first
      // room or after fifty), so different seeds would time different work. Each turn starts
      // with a different arrangement, so that a drift in the machine's speed weighs on all alike.
      const from = 1 + r * 100_000;
      const froms = shares.map((_, i) => from + shares.slice(0, i).reduce((a, b) => a + b, 0));
      const timings: Record<'one' | 'all' | 'apart', () => Promise<Timing>> = {
        one: () => onePool.ask<Timing>(`${count} ${from}`),
        all: () => allPool.ask<Timing>(`${count} ${from}`),
        apart: () => together(apart, shares, froms),
      };
      const order = (['one', 'all', 'apart'] as const).map((_, i, a) => a[(i + r) % a.length]!);
      const got: Partial<Record<'one' | 'all' | 'apart', Timing>> = {};
      for (const k of order) got[k] = await timings[k]();
      rs.push(got as { one: Timing; all: Timing; apart: Timing });
    }
    await Promise.all([onePool.close(), allPool.close(), ...apart.map((c) => c.close())]);
    out.push(
      figure(`${w.name}, one core (pool of 1${pinned})`, rs.map((x) => x.one.rate), w.unit, 1),
      figure(`${w.name}, all ${threads} cores (pool of ${threads})`, rs.map((x) => x.all.rate), w.unit, 1),
      figure(`${w.name}: scaling on ${threads} cores`, rs.map((x) => (x.all.rate / x.one.rate / threads) * 100), '% of linear', 1),
      figure(`${w.name}: pool CPU efficiency (CPU per game on one core ÷ in the full pool)`, rs.map((x) => (x.one.cpuPerGame / x.all.cpuPerGame) * 100), '%', 1),
      figure(`${w.name}: cores the full pool obtained (CPU time ÷ wall time)`, rs.map((x) => x.all.cores), `of ${threads}`, 2),
      figure(`${w.name}: ${threads} separate processes${cpus ? ' each pinned to its own CPU' : ''}: scaling`, rs.map((x) => (x.apart.rate / x.one.rate / threads) * 100), '% of linear', 1),
      figure(`${w.name}: the pool's throughput ÷ the separate processes'`, rs.map((x) => (x.all.rate / x.apart.rate) * 100), '%', 1),
    );
  }
  out.push(figure(`machine load average (1 min) while the pool ran, ${runs} turns each`, loads, `on ${threads} cores`, 2));
  return out;
}

if (import.meta.main && process.argv[2] === '--serve') {
  const [n, w, warm] = process.argv.slice(3).map(Number);
  await serve(n!, WORKLOADS[w!]!, warm!);
} else if (import.meta.main) {
  for (const f of await benchPool()) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}${f.range ? ` (range ${f.range[0].toLocaleString('en')}–${f.range[1].toLocaleString('en')})` : ''}`);
}
