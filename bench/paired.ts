// Scaling measured in pairs, which the machine's own swings do not blur. Timings taken even a
// second apart may see different machines (bench/pool.ts): the same games' CPU time swings by a
// quarter from one second to the next on a shared host. Here one process, started with the
// pool's flags (POOL_NODE_FLAGS) and its young generation, runs one thread per core, as a full
// pool does: one thread plays the workload's games without pause and counts its answers; the
// others play beside it and are stopped and started together every PERIOD_MS. The measured
// thread's answers per second with the others playing ÷ with them stopped is what every other
// core at work costs a thread of the pool: the pool's scaling but for its own idle time (the last
// game of a run, the messages between batches), which bench/pool.ts reports as the cores the
// full pool obtained. Each on and off period is a quarter of a second, so both see the same
// machine; the first 50 ms of each are left out, while the stopped threads stop or start.
import { availableParallelism } from 'node:os';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { POLICIES, setupHeader } from '../packages/ai/src/index.ts';
import { POOL_NODE_FLAGS, youngGenerationMb } from '../packages/ai/src/sim/index.ts';
import { applyInPlace, createGame } from '../packages/engine/src/index.ts';
import { runChild } from './child.ts';
import type { BenchFigure } from './geometry.ts';
import { chosenWorkloads, WORKLOADS } from './pool.ts';

const PERIOD_MS = 250;
const SETTLE_MS = 50;
/** On and off periods, half each. */
const PERIODS = Number(process.env.PAIRED_PERIODS ?? 160);
const warmMs = (unit: string) => Number(process.env.PAIRED_WARM_MS ?? (unit === 'expeditions/s' ? 20_000 : 10_000));

/** The shared counters: the measured thread's answers, and whether the others play (1) or not. */
const ANSWERS = 0;
const PLAYING = 1;

interface Role {
  measured: boolean;
  workload: number;
  firstSeed: number;
  counters: SharedArrayBuffer;
}

/** A thread's games, one answer at a time, for ever: the measured thread replays the same 2,000
 * seeds, so that on and off periods sample the same games; the others stop between answers. */
async function play({ measured, workload, firstSeed, counters }: Role): Promise<never> {
  const w = WORKLOADS[workload]!;
  const shared = new Int32Array(counters);
  const content = await loadDefaultContent((w.job(0).ruleset ?? 'ahq') as 'ahq');
  for (let i = 0; ; i = (i + 1) % 2000) {
    const job = w.job(firstSeed + i);
    const s = createGame(setupHeader(job.setup, job.seed, job, content), content);
    // A game still undecided after 20,000 answers is left, as a simulation leaves it (sim/job.ts).
    for (let n = 0; s.pending && !s.result && n < 20_000; n++) {
      if (!measured) while (Atomics.load(shared, PLAYING) === 0) Atomics.wait(shared, PLAYING, 0);
      const seat = s.pending.seat;
      applyInPlace(s, seat, POLICIES[seat === 'gm' ? job.gm : job.heroes](s, seat));
      if (measured) Atomics.add(shared, ANSWERS, 1);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** In the child: the ratio for one workload, with the same ratio over each quarter of the
 * periods as its range. */
async function measure(workload: number): Promise<BenchFigure> {
  const w = WORKLOADS[workload]!;
  const threads = availableParallelism();
  const counters = new SharedArrayBuffer(8);
  const shared = new Int32Array(counters);
  const start = (role: Role) => new Worker(new URL(import.meta.url), { workerData: role, resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb([w.job(0)]) } });
  Atomics.store(shared, PLAYING, 1);
  const workers = [start({ measured: true, workload, firstSeed: 1, counters })];
  for (let i = 1; i < threads; i++) workers.push(start({ measured: false, workload, firstSeed: i * 1_000_000, counters }));
  await sleep(warmMs(w.unit));
  const rates: { on: boolean; rate: number }[] = [];
  for (let p = 0; p < PERIODS; p++) {
    const on = p % 2 === 1;
    Atomics.store(shared, PLAYING, on ? 1 : 0);
    Atomics.notify(shared, PLAYING);
    await sleep(SETTLE_MS);
    const n0 = Atomics.load(shared, ANSWERS);
    const t0 = performance.now();
    await sleep(PERIOD_MS - SETTLE_MS);
    rates.push({ on, rate: (Atomics.load(shared, ANSWERS) - n0) / (performance.now() - t0) });
  }
  await Promise.all(workers.map((x) => x.terminate()));
  const ratio = (xs: typeof rates) => {
    const mean = (on: boolean) => { const r = xs.filter((x) => x.on === on); return r.reduce((a, x) => a + x.rate, 0) / r.length; };
    return (mean(true) / mean(false)) * 100;
  };
  const quarter = PERIODS / 4;
  const quarters = [0, 1, 2, 3].map((q) => ratio(rates.slice(q * quarter, (q + 1) * quarter)));
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    name: `${w.name}: a pool thread's answers per second with the other ${threads - 1} playing beside it ÷ alone, paired (stopped and started every ${PERIOD_MS} ms, ${PERIODS} periods; range over each quarter)`,
    value: round(ratio(rates)), unit: '%', range: [round(Math.min(...quarters)), round(Math.max(...quarters))],
  };
}

/** Every workload (those whose name contains POOL_ONLY, as bench/pool.ts), each in a process of
 * its own started with the pool's flags. */
export function benchPaired(workloads = chosenWorkloads()): BenchFigure[] {
  if (availableParallelism() < 2) return [];
  return workloads.map((w) => runChild<BenchFigure>('./paired.ts', ['--measure', String(WORKLOADS.indexOf(w))], null, POOL_NODE_FLAGS));
}

if (!isMainThread) await play(workerData as Role);
else if (import.meta.main && process.argv[2] === '--measure') console.log(JSON.stringify(await measure(Number(process.argv[3]))));
else if (import.meta.main) for (const f of benchPaired()) console.log(`${f.name}: ${f.value} ${f.unit} (range ${f.range![0]}–${f.range![1]})`);
