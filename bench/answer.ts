// What an answer costs online, against the engine's in-place path, and what a live game holds in
// memory: the server's session (check, store in SQLite in memory, play on the state in place,
// snapshot every 20 answers) against `applyInPlace` for the same answers of the same games; and
// the heap a session keeps, measured over many sessions held at once, half-way through a game.
// Part of `npm run bench`; the load test (`npm run load-test`) gives the whole server's figures.
import { aiPolicy } from '../packages/ai/src/index.ts';
import { applyInPlace, createGame, type Answer, type GameState, type Seat } from '../packages/engine/src/index.ts';
import { SqliteStore } from '../packages/server/src/storage/sqlite-store.ts';
import { GameSession } from '../packages/server/src/game-session.ts';
import { createStoredGame } from '../packages/server/src/create-game.ts';
import { dungeonRequest, fixtureContentSource } from '../packages/server/src/testing/test-server.ts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { BenchFigure } from './geometry.ts';

const GAMES = Number(process.env.ANSWER_GAMES ?? 20);
const LIVE = Number(process.env.ANSWER_LIVE ?? 200);

async function session(store: SqliteStore): Promise<GameSession> {
  const deps = { store, content: fixtureContentSource, snapshotEvery: 20, publicUrl: 'http://x', packs: ['fixture'] };
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

export async function benchAnswer(): Promise<BenchFigure[]> {
  const store = new SqliteStore(':memory:');
  let online = 0;
  let inPlace = 0;
  let answers = 0;
  for (let g = 0; g < GAMES; g++) {
    const live = await session(store);
    const plan = answersOf(createGame(live.state.ctx.header, live.state.ctx.content));
    const t0 = performance.now();
    for (const { seat, answer } of plan) {
      const r = await live.submit(seat, live.step, answer);
      if (!r.ok) throw new Error(r.error.message);
    }
    online += performance.now() - t0;
    const bare = createGame(live.state.ctx.header, live.state.ctx.content);
    const t1 = performance.now();
    for (const { seat, answer } of plan) applyInPlace(bare, seat, answer);
    inPlace += performance.now() - t1;
    answers += plan.length;
  }

  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: GameSession[] = [];
  for (let g = 0; g < LIVE; g++) {
    const live = await session(store);
    // Half-way through a game: the size a table holds while it plays.
    const plan = answersOf(createGame(live.state.ctx.header, live.state.ctx.content));
    for (const { seat, answer } of plan.slice(0, plan.length >> 1)) await live.submit(seat, live.step, answer);
    kept.push(live);
  }
  gc();
  const after = process.memoryUsage().heapUsed;

  return [
    { name: 'online answer: check, store (SQLite), play in place', value: +(online / answers * 1000).toFixed(1), unit: `µs per answer (${answers} answers of ${GAMES} games)` },
    { name: 'the same answers in place (applyInPlace)', value: +(inPlace / answers * 1000).toFixed(1), unit: 'µs per answer' },
    { name: 'online ÷ in place', value: +(online / inPlace).toFixed(2), unit: '× (target: at most 2)' },
    { name: 'heap a live game holds half-way through', value: Math.round((after - before) / kept.length / 1024), unit: `KB per game (${kept.length} held at once; target: at most 1 MB)` },
  ];
}
