// The AI's speed: GM decisions per second, whole AI-vs-AI fights per second on one core and on
// every core through the worker pool (and how that scales), and a 20-monster GM phase.
import { availableParallelism } from 'node:os';
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { aiPolicy, gmPolicy, heroPolicy, newRoomFight } from '../packages/ai/src/index.ts';
import { runJob, runJobs, type FightJob } from '../packages/ai/src/sim/index.ts';
import { applyInPlace, type Content } from '../packages/engine/src/index.ts';
import type { BenchFigure } from './geometry.ts';

const MIN_MS = 2000;

export async function benchAi(content?: Content): Promise<BenchFigure[]> {
  const c = content ?? (await loadDefaultContent('ahq'));
  const job = (seed: number): FightJob => ({ setup: 'room-fight', seed, heroes: 'ai', gm: 'ai' });
  for (let i = 0; i < 10; i++) runJob(job(1_000_000 + i), c); // warm up the JIT

  // GM decisions alone, timed inside AI-vs-AI fights.
  let gmDecisions = 0;
  let gmMs = 0;
  for (let seed = 1; gmMs < MIN_MS / 2; seed++) {
    const s = newRoomFight(c, seed);
    while (s.pending && !s.result) {
      const seat = s.pending.seat;
      const t0 = performance.now();
      const a = seat === 'gm' ? gmPolicy(s, seat) : null;
      if (a) {
        gmMs += performance.now() - t0;
        gmDecisions++;
      }
      applyInPlace(s, seat, a ?? heroPolicy(s, seat));
    }
  }

  let fights = 0;
  const t1 = performance.now();
  while (performance.now() - t1 < MIN_MS) runJob(job(++fights), c);
  const oneCore = fights / ((performance.now() - t1) / 1000);

  const threads = availableParallelism();
  // Enough games that starting the threads (content loaded once per worker) weighs little.
  const n = Math.max(40, Math.round(oneCore * threads * 8));
  const t2 = performance.now();
  await runJobs(Array.from({ length: n }, (_, i) => job(i + 1)), { threads });
  const allCores = n / ((performance.now() - t2) / 1000);

  return [
    { name: 'GM AI decisions (standard room fight)', value: Math.round(gmDecisions / (gmMs / 1000)), unit: 'decisions/s' },
    { name: 'AI vs AI fights, 4 heroes vs 8 monsters, one core', value: Math.round(oneCore * 10) / 10, unit: 'fights/s' },
    { name: `AI vs AI fights on all ${threads} cores (piscina, pool start included)`, value: Math.round(allCores * 10) / 10, unit: 'fights/s' },
    { name: `worker-pool scaling on ${threads} cores`, value: Math.round((allCores / oneCore) * 100) / 100, unit: '× one core' },
    ...gmPhase(c),
  ];
}

/** A whole GM phase of 20 monsters against four heroes, every answer from the GM AI. */
function gmPhase(c: Content): BenchFigure[] {
  const monsters = Array.from({ length: 20 }, (_, i) => ['orc', 'goblin', 'skaven', 'goblin-archer'][i % 4]!);
  const times: number[] = [];
  for (let seed = 1; seed <= 30; seed++) {
    const s = newRoomFight(c, seed, { monsters });
    while (s.pending && s.pending.seat !== 'gm') applyInPlace(s, s.pending.seat, aiPolicy(s, s.pending.seat));
    const t0 = performance.now();
    while (s.pending && s.pending.seat === 'gm' && !s.result) applyInPlace(s, 'gm', gmPolicy(s, 'gm'));
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return [
    { name: 'GM AI phase of 20 monsters, median', value: Math.round(times[times.length >> 1]! * 10) / 10, unit: 'ms' },
    { name: 'GM AI phase of 20 monsters, slowest of 30', value: Math.round(times[times.length - 1]! * 10) / 10, unit: 'ms' },
  ];
}

if (import.meta.main) {
  for (const f of await benchAi()) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}`);
}
