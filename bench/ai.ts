// The AI's speed: GM decisions per second, whole AI-vs-AI fights per second on the main thread,
// whole standard expeditions (time, wins, survival, first lairs cleared) and a 20-monster GM phase.
// Throughput through the worker pool, on one core and on all, is bench/pool.ts.
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { aiPolicy, gmPolicy, heroPolicy, newRoomFight, playOut, setupHeader } from '../packages/ai/src/index.ts';
import { runJob, type FightJob } from '../packages/ai/src/sim/index.ts';
import { firstLair } from '../packages/ai/src/lair.ts';
import { applyInPlace, createGame, type Content, type GameState } from '../packages/engine/src/index.ts';
import type { BenchFigure } from './geometry.ts';

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
  return [
    { name: 'GM AI decisions (ahq room fight, 4 heroes vs 8 monsters)', value: gmDecisionsPerSecond((seed) => newRoomFight(c, seed)), unit: 'decisions/s' },
    { name: 'GM AI decisions (guilds room fight, 4 heroes vs 8 monsters)', value: gmDecisionsPerSecond((seed) => createGame(setupHeader('room-fight', seed, { ruleset: 'guilds' }, guilds), guilds)), unit: 'decisions/s' },
    { name: 'AI vs AI fights, 4 heroes vs 8 monsters, main thread', value: Math.round(oneCore * 10) / 10, unit: 'fights/s' },
    ...expeditions(c),
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

/** Expeditions played before timing: the bots' and the engine's many paths are compiled by the
 * JIT over the first few dozen games (a simulation plays thousands); the figure is the warm rate. */
const EXPEDITION_WARM_UP = 50;

/** Whole standard expeditions, every seat the AI: time on one core, endings, survival, lairs. */
function expeditions(c: Content, seeds = 100): BenchFigure[] {
  for (let seed = 1_000_000; seed < 1_000_000 + EXPEDITION_WARM_UP; seed++) playOut(createGame(setupHeader('expedition', seed, { quest: 'standard' }, c), c), aiPolicy, 20_000);
  let ms = 0;
  const cpu0 = process.cpuUsage();
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
  const used = process.cpuUsage(cpu0);
  const cpuMs = (used.user + used.system) / 1000;
  return [
    { name: `standard expedition, AI on every seat, one core (mean of ${seeds}, after ${EXPEDITION_WARM_UP} to warm up)`, value: Math.round((ms / seeds) * 10) / 10, unit: 'ms' },
    // The CPU time the process spent meanwhile, V8's helper threads (the optimizing compiler, the
    // collector) included: what one expedition costs where no core is idle.
    { name: 'standard expedition: CPU time, every thread of the process', value: Math.round((cpuMs / seeds) * 10) / 10, unit: 'ms' },
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
