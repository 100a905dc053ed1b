// aof-quest's speed: the engine's AI turn of 20 enemy units against four heroes (the time of the
// answer that ends the heroes' part and of any the AI turn asks of heroes, until the round ends;
// the hero bot's own thinking not counted), and whole generated missions, 48×48 and 24×24, the
// hero bot on every seat, from the generator's seed to the game's end, on one core. Times are the
// process's CPU time (`process.cpuUsage`), not the wall clock: on a machine shared by many
// processes the wall clock counts the others' turns on the core too.
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { applyInPlace, createGame } from '../packages/engine/src/index.ts';
import { generateMission } from '../packages/engine/src/aof-quest/mission-gen.ts';
import { kindAt } from '../packages/engine/src/aof-quest/battlefield.ts';
import type { AofState, AofUnitSetup } from '../packages/engine/src/aof-quest/state.ts';
import type { AofMissionDef } from '../packages/engine/src/aof-quest/content-types.ts';
import { aofHeroPolicy } from '../packages/ai/src/aof/bot.ts';
import type { BenchFigure } from './geometry.ts';

type Loaded = Awaited<ReturnType<typeof loadDefaultContent>>;

const PARTY = ['knight', 'wizard', 'ranger', 'priest'];

/** Milliseconds of CPU the thread playing has used: the engine's own work. V8's compiler and
 * collector threads are counted apart (`processMs`), as the expedition bench does. */
function cpuMs(): number {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
}

/** Milliseconds of CPU every thread of this process has used. */
function processMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function header(mission: AofMissionDef, seed: number, units: AofUnitSetup[] = []) {
  return {
    ruleset: 'aof-quest', options: {}, packs: ['aof-core'], seed,
    setup: { mission, heroes: PARTY.map((c, i) => ({ class: c, seat: `p${(i % 2) + 1}`, id: c })), units },
  };
}

/** A 48×48 generated mission with no waves, and 20 units of its content placed on the north half
 * on open ground, a square between units. */
export function twentyUnits(c: Loaded, seed: number): AofState {
  const aof = c.aof!;
  const m = generateMission(aof, { seed, size: 48, heroes: 4, type: 'recover-relic' });
  const bare: AofMissionDef = { ...m, waves: [] };
  const probe = createGame<AofState>(header(bare, seed), c);
  const types = Object.keys(aof.units).filter((id) => !aof.units[id]!.rules?.immobile).sort();
  const taken = new Set<number>();
  const open = (x: number, y: number) => x >= 0 && y >= 0 && x < 48 && y < 40 && kindAt(probe.bf, x, y) === 'open' && !taken.has(y * 48 + x);
  const units: AofUnitSetup[] = [];
  let cx = 1;
  let cy = 2;
  for (let i = 0; units.length < 20 && i < 400; i++) {
    const def = aof.units[types[(seed + i) % types.length]!]!;
    const at: [number, number][] = [];
    for (let dy = 0; dy < 3 && at.length < def.models; dy++) for (let dx = 0; dx < 3 && at.length < def.models; dx++) if (open(cx + dx, cy + dy)) at.push([cx + dx, cy + dy]);
    if (at.length === def.models) {
      for (const [x, y] of at) for (let a = -1; a <= 3; a++) for (let b = -1; b <= 3; b++) taken.add((y + b) * 48 + x + a);
      units.push({ unit: def.id, at });
    }
    cx += 5;
    if (cx > 44) {
      cx = 1;
      cy += 5;
    }
  }
  if (units.length < 20) throw new Error(`seed ${seed}: only ${units.length} units placed`);
  return createGame<AofState>(header(bare, seed, units), c);
}

/** The engine's time from the answer that ends the heroes' first round to the round's end. */
export function aiTurnMs(s: AofState): { thread: number; all: number } {
  let ms = 0;
  let all = 0;
  for (let guard = 0; guard < 500 && s.pending && !s.result; guard++) {
    const seat = s.pending.seat;
    const a = aofHeroPolicy(s as never, seat);
    const inAi = s.phase === 'ai';
    const t0 = cpuMs();
    const p0 = processMs();
    const r = applyInPlace(s as never, seat, a);
    const t = cpuMs() - t0;
    const p = processMs() - p0;
    if (!r.ok) throw new Error(r.error.message);
    if (inAi || s.phase === 'ai' || s.round > 1) {
      ms += t;
      all += p;
    }
    if (s.round > 1 || s.result) return { thread: ms, all };
  }
  throw new Error('the first round never ended');
}

/** A whole generated mission, the hero bot on every seat: generator, setup and play. */
export function wholeMission(c: Loaded, seed: number, size: 24 | 48): { ms: number; answers: number } {
  const t0 = cpuMs();
  const m = generateMission(c.aof!, { seed, size, heroes: 4 });
  const s = createGame<AofState>(header(m, seed), c);
  let answers = 0;
  for (; answers < 20_000 && s.pending && !s.result; answers++) {
    const r = applyInPlace(s as never, s.pending.seat, aofHeroPolicy(s as never, s.pending.seat));
    if (!r.ok) throw new Error(r.error.message);
  }
  if (!s.result) throw new Error(`mission seed ${seed} did not end`);
  return { ms: cpuMs() - t0, answers };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const round = (x: number) => Math.round(x * 100) / 100;

export async function benchAof(): Promise<BenchFigure[]> {
  const c = await loadDefaultContent('aof-quest');
  // A server or a simulation plays an AI turn in a process that has played many: the turns are
  // timed after 50 of other seeds, as the expedition bench times after 2,000 expeditions. Each
  // of the 30 is timed once, in the thread's CPU time and in the whole process's.
  for (let seed = 1000; seed < 1050; seed++) aiTurnMs(twentyUnits(c, seed));
  const turns: number[] = [];
  const all: number[] = [];
  for (let seed = 1; seed <= 30; seed++) {
    const t = aiTurnMs(twentyUnits(c, seed));
    turns.push(t.thread);
    all.push(t.all);
  }
  const out: BenchFigure[] = [
    { name: 'aof-quest AI turn of 20 units vs 4 heroes (48×48), CPU of the thread playing, median of 30', value: round(median(turns)), unit: 'ms', range: [round(Math.min(...turns)), round(Math.max(...turns))] },
    { name: 'aof-quest AI turn of 20 units vs 4 heroes (48×48), CPU of every thread, median of 30', value: round(median(all)), unit: 'ms', range: [round(Math.min(...all)), round(Math.max(...all))] },
  ];
  for (const size of [48, 24] as const) {
    for (let seed = 1000; seed < 1020; seed++) wholeMission(c, seed, size); // warmed as the AI turns are
    const runs = Array.from({ length: 30 }, (_, i) => wholeMission(c, i + 1, size));
    const ms = runs.map((r) => r.ms);
    out.push({ name: `aof-quest whole generated mission ${size}×${size}, bots on every seat, CPU of the thread playing, median of 30`, value: round(median(ms)), unit: 'ms', range: [round(Math.min(...ms)), round(Math.max(...ms))] });
    out.push({ name: `aof-quest whole generated mission ${size}×${size}: answers, median`, value: median(runs.map((r) => r.answers)), unit: 'answers' });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await benchAof()) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}${f.range ? ` (range ${f.range[0]}–${f.range[1]})` : ''}`);
}
