// Undo that cannot cheat, on a live session over the SQLite store.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalAnswers, stateHash, type Answer } from '@delve/engine';
import { SqliteStore } from './storage/sqlite-store.ts';
import { GameSession } from './game-session.ts';
import { createStoredGame } from './create-game.ts';
import { dungeonRequest, fixtureContentSource } from './testing/test-server.ts';

async function newSession() {
  const store = new SqliteStore(':memory:');
  const deps = { store, content: fixtureContentSource, snapshotEvery: 5, publicUrl: 'http://x', packs: ['fixture'] };
  const made = await createStoredGame(dungeonRequest({ p1: 'human', p2: 'human', gm: 'human' }), deps);
  assert.ok(made.ok);
  return { store, session: (await GameSession.load(made.response.gameId, deps))!, deps, id: made.response.gameId };
}

/** Answers the pending seat with the first legal answer of `kind` (or any), returns the events. */
async function play(session: GameSession, kind?: Answer['kind']) {
  const seat = session.state.pending!.seat;
  const options = legalAnswers(session.state, seat);
  const a = options.find((o) => o.kind === kind) ?? options[0]!;
  const r = await session.submit(seat, session.step, a);
  assert.ok(r.ok, JSON.stringify(r));
  return { seat, answer: a, events: r.events };
}

test('a seat takes back a move that showed nothing new; the stored game follows', async () => {
  const { session, store, id } = await newSession();
  await play(session); // the wizard's components
  while (session.state.pending!.kind !== 'act') await play(session);
  const seat = session.state.pending!.seat;
  const hashBefore = stateHash(session.state);
  const stepBefore = session.step;
  const mv = await play(session, 'move');
  assert.ok(mv.events.every((e) => e.type === 'moved'), JSON.stringify(mv.events));
  const u = await session.undo(seat);
  assert.deepEqual(u, { ok: true, to: stepBefore });
  assert.equal(stateHash(session.state), hashBefore);
  assert.equal((await store.loadGame(id))!.answers.length, stepBefore);
  const other = seat === 'p1' ? 'p2' : 'p1';
  const refused = await session.undo(other);
  assert.equal(!refused.ok && refused.error.code, 'undo/refused');
});

test('no undo past a die or a revealed section', async () => {
  const { session } = await newSession();
  for (let i = 0; i < 400 && session.state.pending; i++) {
    const { seat, events } = await play(session, 'door');
    if (events.some((e) => e.type === 'sectionRevealed' || e.type === 'dice')) {
      const r = await session.undo(seat);
      assert.equal(!r.ok && r.error.code, 'undo/refused');
      assert.match(!r.ok ? r.error.message : '', /information|answered/);
      return;
    }
  }
  assert.fail('no door was opened');
});

test('a reloaded session replays to the same state and checks its snapshot', async () => {
  const { session, deps, id } = await newSession();
  for (let i = 0; i < 23 && session.state.pending; i++) await play(session);
  const again = (await GameSession.load(id, deps))!;
  assert.equal(stateHash(again.state), stateHash(session.state));
  await deps.store.saveSnapshot(id, { step: 20, hash: 'deadbeef' });
  await assert.rejects(GameSession.load(id, deps), /ReplayMismatch|not the stored one/);
});

test('an answer another seat has seen and answered is never taken back, the AI\'s answer included', async () => {
  const { undoTarget } = await import('./undo.ts');
  const { session } = await newSession();
  // A hero's Fate answer, then the AI Gamesmaster's routine: the hero has seen the GM's reply.
  const entries = [
    { seat: 'p1', events: [] },
    { seat: 'gm', events: [{ type: 'routineChosen', routine: 'attackThenMove' } as const] },
  ];
  const ai = (seat: string) => (seat === 'gm' ? 'ai' as const : 'human' as const);
  assert.deepEqual(undoTarget(session.state, entries, 'p1', ai), { ok: false, reason: 'the AI at seat gm has answered since' });
  // The same answer with nothing after it may still be taken back.
  assert.deepEqual(undoTarget(session.state, entries.slice(0, 1), 'p1', ai), { ok: true, to: 0 });
  // The person holding both seats takes back the last of them.
  assert.deepEqual(undoTarget(session.state, entries, 'p1', () => 'human', new Set(['p1', 'gm'])), { ok: true, to: 1 });
});
