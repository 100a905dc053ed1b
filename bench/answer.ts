// What an answer costs online, against the engine's in-place path, and what a live game holds in
// memory: the server's session (check, store in a SQLite file as the server does, play on the
// state in place, the state hash stored as the server does) against `applyInPlace` for the same answers of the
// same games, in CPU time (on a shared machine the wall clock counts other people's work); and
// the heap a session keeps, measured over many sessions held at once, half-way through a game.
// Part of `npm run bench`; the load test (`npm run load-test`) gives the whole server's figures.
import { aiPolicy } from '../packages/ai/src/index.ts';
import { applyInPlace, createGame, view, type Answer, type GameState, type Seat, type View } from '../packages/engine/src/index.ts';
import { SqliteStore } from '../packages/server/src/storage/sqlite-store.ts';
import { GameSession, SNAPSHOT_EVERY } from '../packages/server/src/game-session.ts';
import { createStoredGame } from '../packages/server/src/create-game.ts';
import { dungeonRequest, fixtureContentSource } from '../packages/server/src/testing/test-server.ts';
import { setFlagsFromString } from 'node:v8';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type { BenchFigure } from './geometry.ts';

const GAMES = Number(process.env.ANSWER_GAMES ?? 20);
const LIVE = Number(process.env.ANSWER_LIVE ?? 200);

async function session(store: SqliteStore): Promise<GameSession> {
  const deps = { store, content: fixtureContentSource, snapshotEvery: SNAPSHOT_EVERY, publicUrl: 'http://x', packs: ['fixture'] };
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

/** CPU time since `from`, in ms. */
const cpuMs = (from: NodeJS.CpuUsage): number => {
  const c = process.cpuUsage(from);
  return (c.user + c.system) / 1000;
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

/** GAMES games played side by side, one answer of each in every turn of the event loop, as a
 * server with many tables meets them (their answers are committed together); then in place once
 * more, right after, for a ratio taken at the same moment of a busy machine. In CPU time, ms. */
async function sideBySide(store: SqliteStore): Promise<{ online: number; answers: number; inPlace: number; inPlaceAnswers: number }> {
  const lives = await Promise.all(Array.from({ length: GAMES }, () => session(store)));
  const plans = lives.map((live) => answersOf(createGame(live.state.ctx.header, live.state.ctx.content)));
  let answers = 0;
  const t0 = process.cpuUsage();
  for (let k = 0; plans.some((p) => k < p.length); k++) {
    const round = lives.flatMap((live, g) => {
      const next = plans[g]![k];
      return next ? [live.submit(next.seat, live.step, next.answer)] : [];
    });
    for (const r of await Promise.all(round)) if (!r.ok) throw new Error(r.error.message);
    answers += round.length;
  }
  const online = cpuMs(t0);
  let inPlaceAnswers = 0;
  const t1 = process.cpuUsage();
  for (const [g, live] of lives.entries()) {
    const bare = createGame(live.state.ctx.header, live.state.ctx.content);
    for (const { seat, answer } of plans[g]!) applyInPlace(bare, seat, answer);
    inPlaceAnswers += plans[g]!.length;
  }
  return { online, answers, inPlace: cpuMs(t1), inPlaceAnswers };
}

const ratio = (r: { online: number; answers: number; inPlace: number; inPlaceAnswers: number }): number => +((r.online / r.answers) / (r.inPlace / r.inPlaceAnswers)).toFixed(2);

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
  const dir = mkdtempSync(path.join(tmpdir(), 'delve-bench-answer-'));
  const store = new SqliteStore(path.join(dir, 'delve.sqlite'));
  let online = 0;
  let inPlace = 0;
  let answers = 0;
  const load = loadavg()[0]!;
  // Each game is played both ways, one after the other, so both meet the same machine.
  for (let g = 0; g < GAMES; g++) {
    const live = await session(store);
    const plan = answersOf(createGame(live.state.ctx.header, live.state.ctx.content));
    const t0 = process.cpuUsage();
    for (const { seat, answer } of plan) {
      const r = await live.submit(seat, live.step, answer);
      if (!r.ok) throw new Error(r.error.message);
    }
    online += cpuMs(t0);
    const bare = createGame(live.state.ctx.header, live.state.ctx.content);
    const t1 = process.cpuUsage();
    for (const { seat, answer } of plan) applyInPlace(bare, seat, answer);
    inPlace += cpuMs(t1);
    answers += plan.length;
  }

  const side = await sideBySide(store);
  // And with the answers stored nowhere: what the session costs beyond the durable write.
  const bare = await sideBySide(unstored(store));

  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: { live: GameSession; sent: View[] }[] = [];
  for (let g = 0; g < LIVE; g++) {
    const live = await session(store);
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
    { name: 'online answer: check, store (SQLite), play in place', value: +(online / answers * 1000).toFixed(1), unit: `µs CPU per answer (${answers} answers of ${GAMES} games; load average ${load.toFixed(1)})` },
    { name: 'the same answers in place (applyInPlace)', value: +(inPlace / answers * 1000).toFixed(1), unit: 'µs CPU per answer' },
    { name: 'online ÷ in place, one game alone', value: +(online / inPlace).toFixed(2), unit: '× (each answer its own commit)' },
    { name: `online answer, ${GAMES} games side by side`, value: +(side.online / side.answers * 1000).toFixed(1), unit: 'µs CPU per answer (committed together)' },
    { name: `online ÷ in place, ${GAMES} games side by side`, value: ratio(side), unit: `× (in place right after: ${(side.inPlace / side.inPlaceAnswers * 1000).toFixed(1)} µs; target: at most 2)` },
    { name: `online ÷ in place, ${GAMES} games side by side, the answers stored nowhere`, value: ratio(bare), unit: `× (${(bare.online / bare.answers * 1000).toFixed(1)} µs online, ${(bare.inPlace / bare.inPlaceAnswers * 1000).toFixed(1)} µs in place; played after the pass above, in its garbage)` },
    ...commits,
    { name: 'heap a live game and its room\'s views hold half-way through', value: Math.round((after - before) / kept.length / 1024), unit: `KB per game (${kept.length} held at once; target: at most 1 MB)` },
  ];
}
