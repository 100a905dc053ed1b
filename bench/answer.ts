// What an answer costs online, against the engine's in-place path, and what a live game holds in
// memory: the server's session (check, store in a SQLite file as the server does, play on the
// state in place, the state hash stored as the server does) against `applyInPlace` for the same
// answers of the same games, in CPU time (on a shared machine the wall clock counts other people's
// work); and the heap a session keeps, measured over many sessions held at once, half-way through
// a game. Part of `npm run bench`, or alone: `node --max-semi-space-size=64 bench/answer.ts`.
// The load test (`npm run load-test`) gives the whole server's figures.
//
// Each way of playing (online, online with the answers stored nowhere, in place, one game alone)
// is measured in a process of its own (`--pass`), so that none collects another's garbage or
// runs on code another warmed: the games' answers are worked out first (by the AI, on the
// engine), then played once the pass's own way to warm it, then ANSWER_REPEATS times, each on
// fresh games after a full collection. ANSWER_CHILDREN processes of each way are run, the ways
// taken in turn, so that each meets the machine as the others did; a figure is the median of the
// processes' (each the mean of its passes), their lowest and highest beside it, and a ratio the
// median of each round's. CPU time is the process's (V8's helper threads and the store's
// checkpoints included) and, beside it, the main thread's alone.
// `--passes online,inplace` measures only those and prints each process's figures;
// ANSWER_PROFILE=DIR profiles each measured pass of a `--pass` child (see below).
import { aiPolicy } from '../packages/ai/src/index.ts';
import { applyInPlace, createGame, view, type Answer, type GameState, type Seat, type View } from '../packages/engine/src/index.ts';
import { SqliteStore } from '../packages/server/src/storage/sqlite-store.ts';
import { GameSession, SNAPSHOT_EVERY } from '../packages/server/src/game-session.ts';
import { createStoredGame } from '../packages/server/src/create-game.ts';
import { dungeonRequest, fixtureContentSource } from '../packages/server/src/testing/test-server.ts';
import { setFlagsFromString } from 'node:v8';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session as InspectorSession } from 'node:inspector';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type { BenchFigure } from './geometry.ts';
import { runChild } from './child.ts';

const GAMES = Number(process.env.ANSWER_GAMES ?? 20);
const LIVE = Number(process.env.ANSWER_LIVE ?? 200);
/** Processes of each way of playing, and passes in each: warming and measured. */
const CHILDREN = Number(process.env.ANSWER_CHILDREN ?? 5);
const REPEATS = Number(process.env.ANSWER_REPEATS ?? 5);
const WARM_UPS = Number(process.env.ANSWER_WARM_UPS ?? 2);

/** The ways of playing a pass measures: `online` the server's session on a SQLite file, its games
 * side by side (one answer of each a turn of the event loop, as a server with many tables meets
 * them: their answers are committed together); `unstored` the same on a store that keeps answers
 * nowhere; `inplace` `applyInPlace` on the same answers in the same order; `alone` the session,
 * one game after the other, each answer its own commit. */
const PASSES = ['online', 'unstored', 'inplace', 'alone'] as const;
type Pass = (typeof PASSES)[number];

/** A session of game `g`, the same game in every process: its seed is `answer-bench-g`. */
async function session(store: SqliteStore, g: number): Promise<GameSession> {
  const deps = { store, content: fixtureContentSource, snapshotEvery: SNAPSHOT_EVERY, publicUrl: 'http://x', packs: ['fixture'], seed: () => `answer-bench-${g}` };
  const made = await createStoredGame(dungeonRequest({ p1: 'ai', p2: 'ai', gm: 'ai' }), deps);
  if (!made.ok) throw new Error(JSON.stringify(made));
  return (await GameSession.load(made.response.gameId, deps))!;
}

/** A whole game's answers, played by the AI on the engine alone. */
function answersOf(s: GameState): { seat: Seat; answer: Answer }[] {
  const out: { seat: Seat; answer: Answer }[] = [];
  while (s.pending && !s.result && out.length < 2000) {
    const seat = s.pending.seat;
    const answer = aiPolicy(s, seat);
    out.push({ seat, answer });
    if (!applyInPlace(s, seat, answer).ok) throw new Error('refused');
  }
  return out;
}

/** CPU time since `from`, in ms: of every thread of the process (V8's helpers, which collect
 * garbage and compile beside the main thread, and the store's checkpoints), and of the main
 * thread alone, the one that plays the answers. */
interface Cpu { process: NodeJS.CpuUsage; thread: NodeJS.CpuUsage }
const cpuNow = (): Cpu => ({ process: process.cpuUsage(), thread: process.threadCpuUsage() });
const cpuMs = (from: Cpu): { process: number; thread: number } => {
  const p = process.cpuUsage(from.process);
  const t = process.threadCpuUsage(from.thread);
  return { process: (p.user + p.system) / 1000, thread: (t.user + t.system) / 1000 };
};

/** The store as it is, but for answers, which it keeps nowhere (each "stored" at the next turn of
 * the event loop, as the store commits them): what a session costs beyond the durable write. */
function unstored(store: SqliteStore): SqliteStore {
  const waiting: (() => void)[] = [];
  const append = (): Promise<void> => new Promise((done) => {
    if (waiting.length === 0) setImmediate(() => { for (const f of waiting.splice(0)) f(); });
    waiting.push(done);
  });
  return new Proxy(store, {
    get(target, key) {
      if (key === 'appendAnswer') return append;
      const v = Reflect.get(target, key, target) as unknown;
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

/** ANSWER_PROFILE=DIR: each measured pass's main thread is profiled (DIR/PASS-N.cpuprofile), the
 * pass alone: not the games' making, nor the collections before it. */
const PROFILE_DIR = process.env.ANSWER_PROFILE;
let profiler: InspectorSession | null = null;
let profiled = 0;
const post = (method: string, params?: object) => new Promise<unknown>((resolve, reject) => profiler!.post(method, params ?? {}, (e, r) => (e ? reject(e) : resolve(r))));
async function profileStart(measured: boolean): Promise<void> {
  if (!PROFILE_DIR || !measured) return;
  if (!profiler) {
    profiler = new InspectorSession();
    profiler.connect();
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 100 });
  }
  await post('Profiler.start');
}
async function profileStop(pass: Pass, measured: boolean): Promise<void> {
  if (!PROFILE_DIR || !measured) return;
  const { profile } = await post('Profiler.stop') as { profile: object };
  mkdirSync(PROFILE_DIR, { recursive: true });
  writeFileSync(path.join(PROFILE_DIR, `${pass}-${profiled++}.cpuprofile`), JSON.stringify(profile));
}

/** A full collection, and a pause for V8's helper threads to finish what it left them (sweeping)
 * before a clock starts. */
async function settle(gc: () => void): Promise<void> {
  gc();
  await new Promise((r) => setTimeout(r, 50));
}

type Plan = { seat: Seat; answer: Answer }[];

/** One pass of `pass` over `plans` (game g plays plans[g]), its games made before the clock
 * starts: CPU ms. */
async function playPass(pass: Pass, store: SqliteStore, plans: Plan[], gc: () => void, measured: boolean): Promise<{ process: number; thread: number }> {
  if (pass === 'inplace') {
    const games = await Promise.all(plans.map(async (_, g) => {
      const live = await session(store, g);
      return createGame(live.state.ctx.header, live.state.ctx.content);
    }));
    await settle(gc);
    await profileStart(measured);
    const t = cpuNow();
    // In the order the online passes play them: one answer of each game in turn.
    for (let k = 0; plans.some((p) => k < p.length); k++) {
      for (let g = 0; g < games.length; g++) {
        const next = plans[g]![k];
        if (next && !applyInPlace(games[g]!, next.seat, next.answer).ok) throw new Error('refused in place');
      }
    }
    const used = cpuMs(t);
    await profileStop(pass, measured);
    return used;
  }
  const lives = await Promise.all(plans.map((_, g) => session(store, g)));
  await settle(gc);
  await profileStart(measured);
  const t = cpuNow();
  if (pass === 'alone') {
    for (const [g, live] of lives.entries()) {
      for (const { seat, answer } of plans[g]!) {
        const r = await live.submit(seat, live.step, answer);
        if (!r.ok) throw new Error(r.error.message);
      }
    }
  } else {
    for (let k = 0; plans.some((p) => k < p.length); k++) {
      const round = lives.flatMap((live, g) => {
        const next = plans[g]![k];
        return next ? [live.submit(next.seat, live.step, next.answer)] : [];
      });
      for (const r of await Promise.all(round)) if (!r.ok) throw new Error(r.error.message);
    }
  }
  const used = cpuMs(t);
  await profileStop(pass, measured);
  return used;
}

/** A child's figures: µs of CPU per answer over all its measured passes, of the process and of
 * its main thread. */
interface PassFigures { pass: Pass; process: number; thread: number; answers: number }

/** In a child process: WARM_UPS passes of `pass`, then REPEATS measured ones. */
async function measurePass(pass: Pass): Promise<PassFigures> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const dir = mkdtempSync(path.join(tmpdir(), 'delve-bench-answer-'));
  const file = new SqliteStore(path.join(dir, 'delve.sqlite'));
  const store = pass === 'unstored' ? unstored(file) : file;
  const plans: Plan[] = [];
  for (let g = 0; g < GAMES; g++) {
    const live = await session(store, g);
    plans.push(answersOf(createGame(live.state.ctx.header, live.state.ctx.content)));
  }
  const answers = plans.reduce((n, p) => n + p.length, 0);
  for (let r = 0; r < WARM_UPS; r++) await playPass(pass, store, plans, gc, false);
  let processMs = 0, threadMs = 0;
  for (let r = 0; r < REPEATS; r++) {
    const t = await playPass(pass, store, plans, gc, true);
    processMs += t.process;
    threadMs += t.thread;
  }
  await file.close();
  rmSync(dir, { recursive: true, force: true });
  const us = (ms: number) => +(ms / (answers * REPEATS) * 1000).toFixed(2);
  return { pass, process: us(processMs), thread: us(threadMs), answers };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const spread = (xs: readonly number[]): [number, number] => [Math.min(...xs), Math.max(...xs)];
const r2 = (x: number): number => +x.toFixed(2);

/** CHILDREN processes of each pass, the passes in turn (each round starting one later, so that no
 * pass always follows the same one). */
export function measurePasses(passes: readonly Pass[] = PASSES): PassFigures[][] {
  const rounds: PassFigures[][] = [];
  for (let c = 0; c < CHILDREN; c++) {
    const round: PassFigures[] = [];
    for (let i = 0; i < passes.length; i++) {
      round.push(runChild<PassFigures>('./answer.ts', ['--pass', passes[(c + i) % passes.length]!], null));
    }
    rounds.push(round);
  }
  return rounds;
}

type Clock = 'process' | 'thread';

/** A pass's µs per answer, the median of its processes with their lowest and highest. */
function figureOf(rounds: PassFigures[][], pass: Pass, clock: Clock): { value: number; range: [number, number] } {
  const xs = rounds.flatMap((r) => r.filter((f) => f.pass === pass).map((f) => f[clock]));
  return { value: r2(median(xs)), range: spread(xs) };
}

/** A pass's µs per answer over in place's, each round's ratio: their median, lowest and highest. */
function ratioOf(rounds: PassFigures[][], pass: Pass, clock: Clock): { value: number; range: [number, number] } {
  const xs = rounds.map((r) => r.find((f) => f.pass === pass)![clock] / r.find((f) => f.pass === 'inplace')![clock]);
  return { value: r2(median(xs)), range: spread(xs).map(r2) as [number, number] };
}

/** How long the event loop waits on a commit, when 1,000 games each commit an answer now and
 * then (5 answers a commit, as a loop turn of a busy server gathers them): the longest commits
 * are those that checkpoint the file, which storage/checkpointer.ts moves to a thread of its own. */
async function benchCommits(dir: string): Promise<BenchFigure[]> {
  const store = new SqliteStore(path.join(dir, 'commits.sqlite'));
  const GAMES = 1000, COMMITS = 3000;
  const ids = Array.from({ length: GAMES }, (_, i) => `game-${i}`);
  for (const id of ids) await store.createGame({ id, header: { ruleset: 'ahq', note: 'h'.repeat(3000) } as never, user: null, createdAt: '2026-01-01T00:00:00Z', seats: [], dropWaitSeconds: null, hostHash: null });
  const steps = new Array<number>(GAMES).fill(0);
  const answer = { kind: 'move', model: 'barbarian', to: { x: 12, y: 7 } } as unknown as Answer;
  const waits: number[] = [];
  let x = 1;
  for (let k = 0; k < COMMITS; k++) {
    const round: Promise<void>[] = [];
    for (let j = 0; j < 5; j++) {
      x = (x * 48271) % 2147483647;
      const g = x % GAMES;
      round.push(store.appendAnswer(ids[g]!, steps[g]!++, { seat: 'p1', answer }));
    }
    const t = performance.now();
    await Promise.all(round);
    waits.push(performance.now() - t);
  }
  await store.close();
  waits.sort((a, b) => a - b);
  const at = (q: number) => +waits[Math.min(waits.length - 1, Math.floor(waits.length * q))]!.toFixed(2);
  return [
    { name: `a commit of 5 answers among ${GAMES} games (SQLite file)`, value: at(0.999), unit: `ms by the clock at p99.9 (p50 ${at(0.5)}, p99 ${at(0.99)}, longest ${at(1)} of ${COMMITS})` },
  ];
}

export async function benchAnswer(): Promise<BenchFigure[]> {
  const load = loadavg()[0]!;
  const rounds = measurePasses();
  const answers = rounds[0]![0]!.answers;
  const passes = `median of ${CHILDREN} processes, ${REPEATS} passes each`;

  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const dir = mkdtempSync(path.join(tmpdir(), 'delve-bench-answer-'));
  const store = new SqliteStore(path.join(dir, 'delve.sqlite'));
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: { live: GameSession; sent: View[] }[] = [];
  for (let g = 0; g < LIVE; g++) {
    const live = await session(store, g);
    // Half-way through a game: the size a table holds while it plays.
    const plan = answersOf(createGame(live.state.ctx.header, live.state.ctx.content));
    for (const { seat, answer } of plan.slice(0, plan.length >> 1)) await live.submit(seat, live.step, answer);
    // And what its room keeps beside it: the view last sent of each seat, which the next update
    // is a patch on (game-room.ts).
    kept.push({ live, sent: live.record.seats.map((s) => view(live.state, s.seat)) });
  }
  gc();
  const after = process.memoryUsage().heapUsed;
  await store.close();
  const commits = await benchCommits(dir);
  rmSync(dir, { recursive: true, force: true });

  return [
    { name: `online answer, ${GAMES} games side by side: check, store (SQLite file), play in place`, ...figureOf(rounds, 'online', 'process'), unit: `µs CPU per answer, ${passes} (${answers} answers a pass, committed together; load average ${load.toFixed(1)})` },
    { name: 'the same answers in place (applyInPlace), in the same order', ...figureOf(rounds, 'inplace', 'process'), unit: `µs CPU per answer, ${passes}` },
    { name: `online ÷ in place, ${GAMES} games side by side`, ...ratioOf(rounds, 'online', 'process'), unit: '× (median of each round\'s ratio; target: at most 2)' },
    { name: 'online ÷ in place, the main thread alone', ...ratioOf(rounds, 'online', 'thread'), unit: `× (${figureOf(rounds, 'online', 'thread').value} µs against ${figureOf(rounds, 'inplace', 'thread').value} µs: V8's helper threads left out)` },
    { name: `online answer, ${GAMES} games side by side, the answers stored nowhere`, ...figureOf(rounds, 'unstored', 'process'), unit: `µs CPU per answer, ${passes}` },
    { name: 'online ÷ in place, the answers stored nowhere', ...ratioOf(rounds, 'unstored', 'process'), unit: '× (what the session costs beyond the durable write)' },
    { name: 'online answer, one game alone', ...figureOf(rounds, 'alone', 'process'), unit: `µs CPU per answer, ${passes} (each answer its own commit)` },
    { name: 'online ÷ in place, one game alone', ...ratioOf(rounds, 'alone', 'process'), unit: '×' },
    ...commits,
    { name: 'heap a live game and its room\'s views hold half-way through', value: Math.round((after - before) / kept.length / 1024), unit: `KB per game (${kept.length} held at once; target: at most 1 MB)` },
  ];
}

const print = (figures: BenchFigure[]) => {
  for (const f of figures) console.log(`${f.name}: ${f.value.toLocaleString('en')} ${f.unit}${f.range ? ` (range ${f.range[0]}–${f.range[1]})` : ''}`);
};

if (import.meta.main && process.argv[2] === '--pass') {
  const pass = process.argv[3] as Pass;
  if (!PASSES.includes(pass)) throw new Error(`--pass: one of ${PASSES.join(', ')}, not ${JSON.stringify(pass)}`);
  console.log(JSON.stringify(await measurePass(pass)));
} else if (import.meta.main && process.argv[2] === '--passes') {
  // Some passes only, e.g. `--passes online,inplace`: each process's figures, and the ratios.
  const chosen = process.argv[3]!.split(',') as Pass[];
  for (const p of chosen) if (!PASSES.includes(p)) throw new Error(`--passes: each one of ${PASSES.join(', ')}, not ${JSON.stringify(p)}`);
  console.log(`load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}; ${CHILDREN} processes a pass, ${REPEATS} passes each`);
  const rounds = measurePasses(chosen);
  for (const clock of ['process', 'thread'] as const) {
    for (const p of chosen) {
      const f = figureOf(rounds, p, clock);
      const each = rounds.map((r) => r.find((x) => x.pass === p)![clock]).join(' ');
      const ratio = chosen.includes('inplace') && p !== 'inplace' ? `; ÷ in place ${JSON.stringify(ratioOf(rounds, p, clock))}` : '';
      console.log(`${clock} ${p}: ${f.value} µs an answer (each process: ${each})${ratio}`);
    }
  }
} else if (import.meta.main) {
  print(await benchAnswer());
}
