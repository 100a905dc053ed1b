// Undo in aof-quest, on a live session over the SQLite store: a hero's activation and its moves
// are taken back while they taught no one anything; another seat's answer since, or the enemies'
// turn (their AI's choices, their moves, the dice of their attacks), is never taken back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stateHash, type CoreState } from '@delve/engine';
import { SqliteStore } from './storage/sqlite-store.ts';
import { GameSession } from './game-session.ts';
import { createStoredGame } from './create-game.ts';
import { cachedContentSource, SERVED_PACKS } from './content-source.ts';

async function newSession() {
  const store = new SqliteStore(':memory:');
  const deps = { store, content: cachedContentSource(), snapshotEvery: 5, publicUrl: 'http://x', packs: [...SERVED_PACKS], seed: () => 'aof-web-1' };
  const made = await createStoredGame({
    ruleset: 'aof-quest',
    aof: { mission: { mission: 'wolves-at-the-mill' }, heroes: [{ class: 'knight', seat: 'p1', id: 'k' }, { class: 'ranger', seat: 'p2', id: 'r' }] },
    seats: { p1: 'human', p2: 'human' },
  }, deps);
  assert.ok(made.ok, JSON.stringify(made));
  return { store, id: made.response.gameId, session: (await GameSession.load(made.response.gameId, deps))! };
}

async function answer(session: GameSession, seat: string, option: string) {
  assert.equal(session.state.pending?.seat, seat);
  const r = await session.submit(seat, session.step, { kind: 'choice', option });
  assert.ok(r.ok, JSON.stringify(r));
  return r.events;
}

const hash = (s: CoreState) => stateHash(s as never);

test('aof-quest undo takes back an activation and a move that showed nothing new; the stored game follows', async () => {
  const { session, store, id } = await newSession();
  const start = hash(session.state);
  await answer(session, 'p1', 'k');
  assert.deepEqual(session.undoTarget('p1'), { ok: true, to: 0 });
  assert.deepEqual(await session.undo('p1'), { ok: true, to: 0 });
  assert.equal(hash(session.state), start);
  assert.equal((await store.loadGame(id))!.answers.length, 0);

  await answer(session, 'p1', 'k');
  const activated = hash(session.state);
  const moved = await answer(session, 'p1', 'advance:10.9');
  assert.deepEqual(moved.map((e) => e.type), ['aofAction', 'aofMoved']);
  // The latest answer goes back, the activation before it stays.
  assert.deepEqual(await session.undo('p1'), { ok: true, to: 1 });
  assert.equal(hash(session.state), activated);
  assert.equal(session.state.pending?.seat, 'p1');
  // The other seat has nothing of its own to take back.
  const other = await session.undo('p2');
  assert.equal(!other.ok && other.error.code, 'undo/refused');
});

test('aof-quest undo stops at another seat\'s answer and at the enemies\' turn', async () => {
  const { session } = await newSession();
  await answer(session, 'p1', 'k');
  await answer(session, 'p1', 'advance:10.9');
  await answer(session, 'p1', 'end');
  await answer(session, 'p2', 'r');
  // p2 has seen the Knight's move and answered: p1 may not take it back...
  assert.deepEqual(session.undoTarget('p1'), { ok: false, reason: 'seat p2 has answered since' });
  // ...unless one person holds both seats (a solo game), who takes back the latest of either.
  assert.deepEqual(session.undoTarget('p1', new Set(['p1', 'p2'])), { ok: true, to: 3 });
  const turn = await answer(session, 'p2', 'end');
  // The Ranger's last answer ended the heroes' part: the enemies acted, moved and rolled.
  assert.ok(turn.some((e) => e.type === 'aofAi') && turn.some((e) => e.type === 'aofAttack'), JSON.stringify(turn.map((e) => e.type)));
  const before = hash(session.state);
  const r = await session.undo('p2');
  assert.equal(!r.ok && r.error.code, 'undo/refused');
  assert.match(!r.ok ? r.error.message : '', /new information appeared since \(aofActivation\)/);
  assert.equal(session.undoTarget('p2', new Set(['p1', 'p2'])).ok, false);
  assert.equal(hash(session.state), before, 'a refused undo changes nothing');
});
