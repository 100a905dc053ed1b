// The AI's speed: GM decisions per second, whole AI-vs-AI fights per second on one core and on
// every core through the worker pool (how that scales, with the pool's start and with a warm pool),
// whole standard expeditions (time, wins, survival, first lairs cleared), a 20-monster GM phase, and
// the engine's exact odds against a million attacks per case (ahq and guilds).
import { availableParallelism } from 'node:os';
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { aiPolicy, gmPolicy, heroPolicy, newRoomFight, playOut, setupHeader } from '../packages/ai/src/index.ts';
import { openPool, runJob, runJobs, type FightJob } from '../packages/ai/src/sim/index.ts';
import { firstLair } from '../packages/ai/src/lair.ts';
import { applyInPlace, createGame, type Content } from '../packages/engine/src/index.ts';
import type { BenchFigure } from './geometry.ts';
import { benchOdds } from './odds.ts';

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
  const cpu1 = process.cpuUsage();
  while (performance.now() - t1 < MIN_MS) runJob(job(++fights), c);
  const oneCore = fights / ((performance.now() - t1) / 1000);
  const cpuPerFight = cpuMs(cpu1) / fights;

  const threads = availableParallelism();
  // Enough games that starting the threads (content loaded once per worker) weighs little.
  const n = Math.max(40, Math.round(oneCore * threads * 8));
  const t2 = performance.now();
  await runJobs(Array.from({ length: n }, (_, i) => job(i + 1)), { threads });
  const allCores = n / ((performance.now() - t2) / 1000);

  // Steady state: a warm pool (threads started, content loaded, code compiled), timed alone.
  const pool = openPool(threads);
  let warm = 0;
  let warmCpuPerFight = 0;
  try {
    await pool.run(Array.from({ length: threads * 150 }, (_, i) => job(2_000_000 + i)), { batch: 25 });
    const t3 = performance.now();
    const cpu3 = process.cpuUsage();
    await pool.run(Array.from({ length: n }, (_, i) => job(i + 1)));
    warm = n / ((performance.now() - t3) / 1000);
    // CPU time of every thread of the process (main and workers) per fight: what the pool costs
    // beyond the games themselves, whatever else the machine is running.
    warmCpuPerFight = cpuMs(cpu3) / n;
  } finally {
    await pool.destroy();
  }

  return [
    { name: 'GM AI decisions (standard room fight)', value: Math.round(gmDecisions / (gmMs / 1000)), unit: 'decisions/s' },
    { name: 'AI vs AI fights, 4 heroes vs 8 monsters, one core', value: Math.round(oneCore * 10) / 10, unit: 'fights/s' },
    { name: `AI vs AI fights on all ${threads} cores (piscina, pool start included)`, value: Math.round(allCores * 10) / 10, unit: 'fights/s' },
    { name: `worker-pool scaling on ${threads} cores, pool start included`, value: Math.round((allCores / oneCore) * 100) / 100, unit: '× one core' },
    { name: `AI vs AI fights on all ${threads} cores, warm pool`, value: Math.round(warm * 10) / 10, unit: 'fights/s' },
    { name: `worker-pool scaling on ${threads} cores, warm pool`, value: Math.round((warm / oneCore / threads) * 1000) / 10, unit: '% of linear' },
    { name: 'worker-pool CPU efficiency, warm pool (CPU per fight alone ÷ in the pool; 100% = no pool overhead)', value: Math.round((cpuPerFight / warmCpuPerFight) * 1000) / 10, unit: '%' },
    { name: 'cores busy with other work while the pool ran (machine load)', value: Math.round(Math.max(0, busyOthers(threads, warm, cpuPerFight)) * 100) / 100, unit: 'cores' },
    ...expeditions(c),
    ...gmPhase(c),
    // The exact odds against a million attacks per case (ODDS_SAMPLES to change; bench/odds.ts).
    ...(await benchOdds()),
  ];
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
}

/** Cores the pool did not get: its threads less the cores its fight rate accounts for. */
function busyOthers(threads: number, fightsPerSecond: number, cpuPerFight: number): number {
  return threads - (fightsPerSecond * cpuPerFight) / 1000;
}

/** Whole standard expeditions, every seat the AI: time on one core, endings, survival, lairs. */
function expeditions(c: Content, seeds = 100): BenchFigure[] {
  let ms = 0;
  let decisions = 0;
  let left = 0;
  let fallen = 0;
  let heroes = 0;
  let survived = 0;
  let reached = 0;
  let cleared = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const s = createGame(setupHeader('expedition', seed, { quest: 'standard' }, c), c);
    const t0 = performance.now();
    const r = playOut(s, aiPolicy, 20_000);
    ms += performance.now() - t0;
    decisions += r.decisions;
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
  }
  return [
    { name: `standard expedition, AI on every seat, one core (mean of ${seeds})`, value: Math.round((ms / seeds) * 10) / 10, unit: 'ms' },
    { name: 'standard expedition: answers per expedition', value: Math.round(decisions / seeds), unit: 'answers' },
    { name: 'standard expedition: the heroes come out alive (stairs out or every monster slain)', value: Math.round((left / seeds) * 1000) / 10, unit: '%' },
    { name: 'standard expedition: the party falls', value: Math.round((fallen / seeds) * 1000) / 10, unit: '%' },
    { name: 'standard expedition: heroes surviving', value: Math.round((survived / Math.max(1, heroes)) * 1000) / 10, unit: '%' },
    { name: `standard expedition: first lair cleared (of ${reached} reached)`, value: Math.round((cleared / Math.max(1, reached)) * 1000) / 10, unit: '%' },
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
