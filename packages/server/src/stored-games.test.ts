// Stored games that come back as they were played: a game whose answers storage hands back with
// their keys reordered (PostgreSQL's JSONB did) reloads to its snapshot, a game stored before the
// state gained a field reloads and plays on, and a game that does not replay is set aside, kept
// and reported, while every other game loads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { legalAnswers, stateHash, type Answer } from '@delve/engine';
import { joinErrorOf } from '@delve/protocol';
import { SqliteStore } from './storage/sqlite-store.ts';
import { DEFAULT_DROP_WAIT_SECONDS, type GameStore, type StoredGame } from './storage/store.ts';
import { aiPolicy } from '@delve/ai';
import { GameSession, GameSetAsideError, legacyStateHash } from './game-session.ts';
import { createStoredGame } from './create-game.ts';
import { dungeonRequest, fixtureContentSource, startTestServer } from './testing/test-server.ts';
import { jsonbOrder } from './testing/jsonb-order.ts';

const components: Answer = { kind: 'components', picks: { water: 1, fire: 1, air: 1, earth: 1 } };

/** A store that hands back headers and answers with their keys reordered, as JSONB did. */
function reordering(store: GameStore): GameStore {
  return {
    kind: store.kind,
    createGame: (r) => store.createGame(r),
    loadGame: async (id) => {
      const g = await store.loadGame(id);
      return g && { ...g, record: { ...g.record, header: jsonbOrder(g.record.header) }, answers: g.answers.map((a) => jsonbOrder(a)) };
    },
    appendAnswer: (id, step, a) => store.appendAnswer(id, step, a),
    truncate: (id, step) => store.truncate(id, step),
    saveSnapshot: (id, s) => store.saveSnapshot(id, s),
    setFinished: (id, f) => store.setFinished(id, f),
    setAside: (id, reason) => store.setAside(id, reason),
    seatForToken: (h) => store.seatForToken(h),
    bindSeat: (id, seat, h) => store.bindSeat(id, seat, h),
    updateSeat: (id, seat, change) => store.updateSeat(id, seat, change),
    appendChat: (id, line, keep) => store.appendChat(id, line, keep),
    loadChat: (id, limit) => store.loadChat(id, limit),
    listGames: (f) => store.listGames(f),
    close: () => store.close(),
  };
}

test('a game whose answers come back from storage with their keys reordered reloads to its snapshot', async () => {
  const store = new SqliteStore(':memory:');
  const deps = { store, content: fixtureContentSource, snapshotEvery: 1, publicUrl: 'http://127.0.0.1:1', packs: ['fixture'] };
  const made = await createStoredGame(dungeonRequest({ p1: 'human', p2: 'human', gm: 'human' }), deps);
  assert.ok(made.ok);
  const live = (await GameSession.load(made.response.gameId, deps))!;
  const r = await live.submit('p2', 0, components);
  assert.ok(r.ok);
  const snap = (await store.loadGame(made.response.gameId))!.snapshot;
  assert.deepEqual(snap, { step: 1, hash: stateHash(live.state) });
  const again = await GameSession.load(made.response.gameId, { ...deps, store: reordering(store) });
  assert.equal(stateHash(again!.state), stateHash(live.state));
  // A snapshot stored by an earlier version (the hash of the state's JSON as written) still vouches for its game.
  await store.saveSnapshot(made.response.gameId, { step: 1, hash: legacyStateHash(live.state) });
  assert.equal(stateHash((await GameSession.load(made.response.gameId, deps))!.state), stateHash(live.state));
  await store.close();
});

test('a game that no longer replays is set aside at boot, kept and reported, and the others load', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'delve-set-aside-'));
  let srv = await startTestServer({ dataDir });
  try {
    const a = await srv.create(dungeonRequest());
    const b = await srv.create(dungeonRequest());
    await srv.close();
    // Game a's snapshot no longer matches what its answers replay to (an engine changed under it).
    const file = new SqliteStore(path.join(dataDir, 'delve.sqlite'));
    await file.saveSnapshot(a.gameId, { step: 0, hash: '00000000' });
    await file.close();

    srv = await startTestServer({ dataDir });
    assert.equal(srv.reloaded, 1);
    assert.deepEqual(srv.setAside.map((g) => g.id), [a.gameId]);
    assert.match(srv.setAside[0]!.reason, /state at step 0 is not the stored one/);
    assert.ok(srv.room(b.gameId), 'the other game is live');
    assert.equal(srv.room(a.gameId), undefined);
    const kept = await srv.store.loadGame(a.gameId);
    assert.ok(kept, 'the game is kept');
    assert.match(kept.setAside ?? '', /not the stored one/);
    const tok = a.seats.find((s) => s.seat === 'p1')!.token!;
    const refused = await srv.join(a.gameId, tok).then(() => 'joined', (e: { code?: number; message?: string }) => joinErrorOf(e));
    assert.equal(refused, 'game/set-aside');
    await srv.close();

    // The next boot does not try it again.
    srv = await startTestServer({ dataDir });
    assert.equal(srv.reloaded, 1);
    assert.deepEqual(srv.setAside, []);
  } finally {
    await srv.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** A game as the server stored it before models had a number (the naming layer): made by that
 * version's own server code, its store's contents written out as they were. */
async function storeGameBeforeModelNumbers(store: GameStore): Promise<StoredGame> {
  const file = path.join(import.meta.dirname, 'testing/fixtures/stored-before-model-numbers.json');
  const g = JSON.parse(readFileSync(file, 'utf8')) as StoredGame;
  // That version's records had no wait, host or seat names yet: what the store reads for them.
  g.record = { ...g.record, dropWaitSeconds: DEFAULT_DROP_WAIT_SECONDS, hostHash: null, seats: g.record.seats.map((s) => ({ ...s, name: null })) };
  await store.createGame(g.record);
  for (const [k, a] of g.answers.entries()) await store.appendAnswer(g.record.id, k, a);
  await store.saveSnapshot(g.record.id, g.snapshot!);
  return g;
}

test('a game stored before models had a number reloads to its snapshot and plays on', async () => {
  const store = new SqliteStore(':memory:');
  const deps = { store, content: fixtureContentSource, snapshotEvery: 20 };
  const g = await storeGameBeforeModelNumbers(store);
  assert.equal(g.snapshot!.step, g.answers.length);
  const live = await GameSession.load(g.record.id, deps);
  assert.ok(live);
  assert.equal(live.step, g.answers.length);
  // The state now holds the field its snapshot was hashed without.
  assert.ok(Object.values(live.state.models).every((m) => Number.isInteger(m.number)));
  const seat = live.state.pending!.seat;
  const r = await live.submit(seat, live.step, aiPolicy(live.state, seat));
  assert.ok(r.ok, 'it plays on');
  await store.close();
});

test('a game set aside because its snapshot was hashed before models had a number loads again', async () => {
  const store = new SqliteStore(':memory:');
  const deps = { store, content: fixtureContentSource, snapshotEvery: 20 };
  const g = await storeGameBeforeModelNumbers(store);
  await store.setAside(g.record.id, `game ${g.record.id}: state at step 6 is not the stored one`);
  assert.ok(await GameSession.load(g.record.id, deps));
  assert.equal((await store.loadGame(g.record.id))!.setAside, null, 'the mark is cleared');
  assert.equal((await store.listGames({ unfinished: true })).length, 1, 'it is listed to reload at boot again');
  // A game whose snapshot still does not match stays set aside.
  await store.saveSnapshot(g.record.id, { step: 6, hash: '00000000' });
  await store.setAside(g.record.id, `game ${g.record.id}: state at step 6 is not the stored one`);
  await assert.rejects(GameSession.load(g.record.id, deps), GameSetAsideError);
  assert.match((await store.loadGame(g.record.id))!.setAside ?? '', /not the stored one/);
  await store.close();
});

test('a game\'s state hash is stored when its room unloads, not with its answers, and vouches for it on reload', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'delve-rest-'));
  let srv = await startTestServer({ dataDir, snapshotEvery: 0 });
  try {
    const made = await srv.create(dungeonRequest());
    const conn = await srv.join(made.gameId, made.seats.find((s) => s.seat === 'p1')!.token!);
    const session = srv.room(made.gameId)!.session;
    const seat = session.state.pending!.seat;
    const r = await session.submit(seat, session.step, legalAnswers(session.state, seat)[0]!);
    assert.ok(r.ok);
    assert.equal((await srv.store.loadGame(made.gameId))!.snapshot, null, 'no hash on the answers\' path');
    const step = session.step;
    const hash = stateHash(session.state);
    await conn.leave();
    await srv.close();
    const file = new SqliteStore(path.join(dataDir, 'delve.sqlite'));
    assert.deepEqual((await file.loadGame(made.gameId))!.snapshot, { step, hash }, 'stored as the room unloaded');
    await file.close();
    srv = await startTestServer({ dataDir });
    assert.equal(srv.reloaded, 1);
    assert.deepEqual(srv.setAside, []);
  } finally {
    await srv.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
