// Stored games that come back as they were played: a game whose answers storage hands back with
// their keys reordered (PostgreSQL's JSONB did) reloads to its snapshot, and a game that does not
// replay is set aside, kept and reported, while every other game loads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stateHash, type Answer } from '@delve/engine';
import { joinErrorOf } from '@delve/protocol';
import { SqliteStore } from './storage/sqlite-store.ts';
import type { GameStore } from './storage/store.ts';
import { GameSession, legacyStateHash } from './game-session.ts';
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
