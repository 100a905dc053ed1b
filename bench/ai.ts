// The AI's speed: GM decisions per second, whole AI-vs-AI fights per second on the main thread and
// the memory each allocates (both rulesets, bench/alloc.ts), whole standard expeditions (time on
// one core, memory, wins, survival, first lairs cleared: bench/expedition.ts, in a process of its
// own) and a 20-monster GM phase.
// Throughput through the worker pool, on one core and on all, is bench/pool.ts.
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { aiPolicy, gmPolicy, heroPolicy, newRoomFight, playOut, roomFightHeader, setupHeader } from '../packages/ai/src/index.ts';
import { runJob, type FightJob } from '../packages/ai/src/sim/index.ts';
import { applyInPlace, createGame, type Content, type GameState } from '../packages/engine/src/index.ts';
import type { BenchFigure } from './geometry.ts';
import { pinnableCpu, runChild } from './child.ts';
import { allocatedBytes, megabytes } from './alloc.ts';

const MIN_MS = 2000;

export async function benchAi(content?: Content): Promise<BenchFigure[]> {
  const c = content ?? (await loadDefaultContent('ahq'));
  const job = (seed: number): FightJob => ({ setup: 'room-fight', seed, heroes: 'ai', gm: 'ai' });
  for (let i = 0; i < 10; i++) runJob(job(1_000_000 + i), c); // warm up the JIT

  let fights = 0;
  const t1 = performance.now();
  while (performance.now() - t1 < MIN_MS) runJob(job(++fights), c);
  const oneCore = fights / ((performance.now() - t1) / 1000);

  const guilds = await loadDefaultContent('guilds');
  const guildsJob = (seed: number): FightJob => ({ ...job(seed), ruleset: 'guilds' });
  for (let i = 0; i < 30; i++) runJob(guildsJob(1_000_000 + i), guilds); // warm up the JIT
  // The same fights each time: the seeds decide them.
  const perFight = (n: number, play: (seed: number) => void) => megabytes(allocatedBytes(() => { for (let seed = 1; seed <= n; seed++) play(seed); }) / n);
  return [
    { name: 'ahq AI vs AI fight: memory allocated per fight (seeds 1–200)', value: perFight(200, (seed) => runJob(job(seed), c)), unit: 'MB' },
    { name: 'guilds AI vs AI fight: memory allocated per fight (seeds 1–40)', value: perFight(40, (seed) => runJob(guildsJob(seed), guilds)), unit: 'MB' },
    { name: 'GM AI decisions (ahq room fight, 4 heroes vs 8 monsters)', value: gmDecisionsPerSecond((seed) => newRoomFight(c, seed)), unit: 'decisions/s' },
    { name: 'GM AI decisions (guilds room fight, 4 heroes vs 8 monsters)', value: gmDecisionsPerSecond((seed) => createGame(setupHeader('room-fight', seed, { ruleset: 'guilds' }, guilds), guilds)), unit: 'decisions/s' },
    { name: 'AI vs AI fights, 4 heroes vs 8 monsters, main thread', value: Math.round(oneCore * 10) / 10, unit: 'fights/s' },
    ...expeditions(),
    ...gmPhase(c),
  ];
}

/** GM decisions alone, timed inside AI-vs-AI fights (the heroes' answers not counted). */
function gmDecisionsPerSecond(fight: (seed: number) => GameState): number {
  for (let seed = 1_000_000; seed < 1_000_005; seed++) playOut(fight(seed), aiPolicy); // warm up the JIT
  let n = 0;
  let ms = 0;
  for (let seed = 1; ms < MIN_MS / 2; seed++) {
    const s = fight(seed);
    for (let guard = 0; s.pending && !s.result && guard < 20_000; guard++) {
      const seat = s.pending.seat;
      if (seat !== 'gm') {
        applyInPlace(s, seat, heroPolicy(s, seat));
        continue;
      }
      const t0 = performance.now();
      const a = gmPolicy(s, seat);
      ms += performance.now() - t0;
      n++;
      applyInPlace(s, seat, a);
    }
  }
  return Math.round(n / (ms / 1000));
}

/** A whole GM phase of 20 monsters against four heroes, every answer from the GM AI: at the
 * default level and at the most cunning one (docs/difficulty.md). Timed twice: by the clock, and by
 * the main thread's CPU time (`process.threadCpuUsage`), which leaves out the time the thread waits
 * for a core on a machine other work shares (docs/performance.md: a phase of 0.8 ms of CPU took
 * 93 ms by the clock there) but keeps the GM's own work and the collections the thread runs. */
export function gmPhase(c: Content): BenchFigure[] {
  return [...gmPhaseAt(c, 'normal'), ...gmPhaseAt(c, 'deadly')];
}

const threadMs = (): number => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
};

function gmPhaseAt(c: Content, difficulty: string): BenchFigure[] {
  const monsters = Array.from({ length: 20 }, (_, i) => ['orc', 'goblin', 'skaven', 'goblin-archer'][i % 4]!);
  const times: number[] = [];
  const cpu: number[] = [];
  const at = difficulty === 'normal' ? '' : ` at ${difficulty}`;
  // Phases of other seeds first, as the other figures warm up the JIT: the level's own code (the
  // waiting behaviours run only at hard and deadly) would otherwise be compiled inside the first
  // phases timed. Seeds 1001-1010: ten phases, every monster acting in most of them.
  for (let seed = -9; seed <= 30; seed++) {
    const s = createGame({ ...roomFightHeader(seed < 1 ? 1010 + seed : seed, { monsters }), options: { difficulty } }, c);
    while (s.pending && s.pending.seat !== 'gm') applyInPlace(s, s.pending.seat, aiPolicy(s, s.pending.seat));
    if (seed < 1) {
      while (s.pending && s.pending.seat === 'gm' && !s.result) applyInPlace(s, 'gm', gmPolicy(s, 'gm'));
      continue;
    }
    const c0 = threadMs();
    const t0 = performance.now();
    while (s.pending && s.pending.seat === 'gm' && !s.result) applyInPlace(s, 'gm', gmPolicy(s, 'gm'));
    times.push(performance.now() - t0);
    cpu.push(threadMs() - c0);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const ms = (x: number) => Math.round(x * 10) / 10;
  return [
    { name: `GM AI phase of 20 monsters${at}, median`, value: ms(times[times.length >> 1]!), unit: 'ms' },
    { name: `GM AI phase of 20 monsters${at}, slowest of 30`, value: ms(times[times.length - 1]!), unit: 'ms' },
    { name: `GM AI phase of 20 monsters${at}, slowest of 30 in the main thread's CPU time`, value: ms(cpu[cpu.length - 1]!), unit: 'ms' },
  ];
}

if (import.meta.main) {
  for (const f of await benchAi()) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}`);
}

/** Whole standard expeditions, timed in a process of their own pinned to one CPU (bench/expedition.ts). */
function expeditions(): BenchFigure[] {
  const cpu = pinnableCpu();
  const figures = runChild<BenchFigure[]>('./expedition.ts', [], cpu);
  if (cpu === null) figures[0]!.name += ' (not pinned: no taskset here)';
  return figures;
}
