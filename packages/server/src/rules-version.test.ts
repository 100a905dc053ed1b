// A game is played by the rules of its version. Games stored before headers named one (the
// fixtures: made by the server code of that time, before and with the first difficulty levels)
// reload by the rules they were played by, meet the monsters they met then, and play on by
// those rules; a game whose version this server does not play is set aside, kept, and named
// with its version, while the others load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RULES_VERSION, RULES_VERSIONS, versionsToTry, type GameState } from '@delve/engine';
import { aiPolicy } from '@delve/ai';
import { SqliteStore } from './storage/sqlite-store.ts';
import { DEFAULT_DROP_WAIT_SECONDS, type GameStore, type StoredGame } from './storage/store.ts';
import { GameSession, ReplayMismatchError, replayByItsRules } from './game-session.ts';
import { fixtureContent } from '../../engine/src/testing/fixture-content.ts';
import { dungeonRequest, fixtureContentSource, startTestServer } from './testing/test-server.ts';
import { cachedContentSource } from './content-source.ts';

type Fixture = 'stored-rules-v0' | 'stored-rules-v1' | 'stored-rules-v2' | 'stored-named-3-guilds-hard';

/** Stores a fixture game as its version stored it; `createdAt` moves it to another time. */
async function storeFixture(store: GameStore, name: Fixture, createdAt?: string): Promise<StoredGame> {
  const g = JSON.parse(readFileSync(path.join(import.meta.dirname, `testing/fixtures/${name}.json`), 'utf8')) as StoredGame;
  // Records of the first version had no wait or host yet, and seats no names: what the store reads.
  g.record = {
    ...g.record, createdAt: createdAt ?? g.record.createdAt, dropWaitSeconds: g.record.dropWaitSeconds ?? DEFAULT_DROP_WAIT_SECONDS,
    hostHash: g.record.hostHash ?? null, seats: g.record.seats.map((s) => ({ ...s, name: s.name ?? null })),
  };
  if (name !== 'stored-named-3-guilds-hard') assert.equal(g.record.header.rulesVersion, undefined, 'stored before headers named a version');
  await store.createGame(g.record);
  for (const [k, a] of g.answers.entries()) await store.appendAnswer(g.record.id, k, a);
  await store.saveSnapshot(g.record.id, g.snapshot!);
  return g;
}

const deps = (store: GameStore) => ({ store, content: fixtureContentSource, snapshotEvery: 0 });
const hallMonsters = (s: GameState) => Object.values(s.models).filter((m) => m.side === 'monsters').map((m) => m.type).sort();

/** The live game plays one more answer, and loaded again, with that answer played by its rules,
 * the same version replays it all. */
async function playsOnByVersion(store: SqliteStore, live: GameSession, g: StoredGame, version: number): Promise<void> {
  const seat = live.state.pending!.seat;
  assert.ok((await live.submit(seat, live.step, aiPolicy(live.state, seat))).ok, 'it plays on');
  const again = await GameSession.load(g.record.id, deps(store));
  assert.equal(again!.step, g.answers.length + 1);
  assert.equal(again!.record.header.rulesVersion, version);
}

test('a game stored with the first difficulty levels reloads by their values (rules version 2) and plays on', async () => {
  // Stored at 03:51 (version 2 in force), and again as if stored after version 3 came in: the
  // answers replay only by version 2's values, which are found either way.
  for (const createdAt of [undefined, '2026-11-28T07:00:00.000Z']) {
    const store = new SqliteStore(':memory:');
    const g = await storeFixture(store, 'stored-rules-v2', createdAt);
    const live = await GameSession.load(g.record.id, deps(store));
    assert.ok(live);
    assert.equal(live.step, g.answers.length);
    // At normal, version 2 brought 0.7 of the hall's orc and champion: the orc alone.
    assert.deepEqual(hallMonsters(live.state), ['orc']);
    assert.equal(live.record.header.rulesVersion, 2);
    assert.equal((await store.loadGame(g.record.id))!.record.header.rulesVersion, undefined, 'the stored header stays as it was stored');
    await playsOnByVersion(store, live, g, 2);
    await store.close();
  }
});

test('a game stored before the difficulty levels reloads by the rules of then (version 1)', async () => {
  const store = new SqliteStore(':memory:');
  const g = await storeFixture(store, 'stored-rules-v1');
  const live = await GameSession.load(g.record.id, deps(store));
  assert.ok(live);
  assert.deepEqual(hallMonsters(live.state), ['champion', 'orc']);
  assert.equal(live.record.header.rulesVersion, 1);
  await store.close();
});

test('DEC-17 a game stored before monsters and traps were numbered apart reloads by the numbering of then (rules version 0) and plays on', async () => {
  const store = new SqliteStore(':memory:');
  const g = await storeFixture(store, 'stored-rules-v0');
  // By the numbering of today its 42nd answer opens a door that is not there.
  const today = { ...g, record: { ...g.record, header: { ...g.record.header, rulesVersion: 1 } } };
  assert.throws(() => replayByItsRules(today, fixtureContent), /stored answer 41 is refused on replay: .*there is no door 'd5'/);
  const live = await GameSession.load(g.record.id, deps(store));
  assert.ok(live);
  assert.equal(live.step, g.answers.length);
  assert.equal(live.record.header.rulesVersion, 0);
  // The chest's trap, numbered after the setup's two (sprung by now); today it is t16-3.
  assert.deepEqual(Object.keys(live.state.map.traps), ['t3']);
  assert.equal(live.state.map.doors.d5!.cells[0], 7 * live.state.map.width + 3);
  await playsOnByVersion(store, live, g, 0);
  await store.close();
});

test('a game whose header names version 3, stored while main played guilds hard at 1.7 (version 3.5, written later), reloads by those rules and plays on', async () => {
  const store = new SqliteStore(':memory:');
  const g = await storeFixture(store, 'stored-named-3-guilds-hard');
  assert.equal(g.record.header.rulesVersion, 3);
  // By version 3's values (1.9 times a card's monsters) it is not the game stored.
  const content = await cachedContentSource()(g.record.header.packs);
  assert.throws(() => replayByItsRules({ ...g, record: { ...g.record, createdAt: '2026-11-28T08:00:00.000Z' } }, content), /not the stored one|is refused on replay/);
  const live = await GameSession.load(g.record.id, { store, content: cachedContentSource(), snapshotEvery: 0 });
  assert.ok(live);
  assert.equal(live.step, g.answers.length);
  assert.equal(live.record.header.rulesVersion, 3.5);
  const seat = live.state.pending!.seat;
  assert.ok((await live.submit(seat, live.step, aiPolicy(live.state, seat))).ok, 'it plays on');
  await store.close();
});

test('a game the rules of no version replay is not loaded, and its error names the game and the versions tried', async () => {
  const store = new SqliteStore(':memory:');
  const g = await storeFixture(store, 'stored-rules-v2');
  await store.saveSnapshot(g.record.id, { step: g.answers.length, hash: '00000000' });
  await assert.rejects(GameSession.load(g.record.id, deps(store)), (e: Error) => {
    assert.ok(e instanceof ReplayMismatchError);
    // The version in force when it was stored first, then the others newest first.
    assert.match(e.message, new RegExp(`^game ${g.record.id}.*it names no rules version; tried versions ${versionsToTry({}, '2026-11-28T03:51:00Z').join(', ')}`));
    assert.match(e.message, /tried versions 2, /);
    return true;
  });
  await store.close();
});

test('new games name the current rules version; one whose version this server does not play is set aside, kept, and named', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'delve-rules-version-'));
  let srv = await startTestServer({ dataDir });
  try {
    const a = await srv.create(dungeonRequest());
    const b = await srv.create(dungeonRequest());
    assert.equal((await srv.store.loadGame(a.gameId))!.record.header.rulesVersion, RULES_VERSION);
    await srv.close();
    // Game a as a later server would store it, by rules this one does not have.
    const file = new SqliteStore(path.join(dataDir, 'delve.sqlite'));
    const stored = (await file.loadGame(a.gameId))!;
    await file.close();
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(path.join(dataDir, 'delve.sqlite'));
    db.prepare('UPDATE games SET header = ? WHERE id = ?').run(JSON.stringify({ ...stored.record.header, rulesVersion: 99 }), a.gameId);
    db.close();

    srv = await startTestServer({ dataDir });
    assert.equal(srv.reloaded, 1, 'the other game loads');
    assert.ok(srv.room(b.gameId));
    assert.deepEqual(srv.setAside.map((x) => x.id), [a.gameId]);
    assert.match(srv.setAside[0]!.reason, new RegExp(`game ${a.gameId} is played by rules version 99, which this server does not play \\(it plays versions ${RULES_VERSIONS.map((r) => r.version).join(', ')}\\)`));
    const kept = await srv.store.loadGame(a.gameId);
    assert.equal(kept!.answers.length, stored.answers.length, 'kept as it was');
    assert.match(kept!.setAside ?? '', /rules version 99/);
  } finally {
    await srv.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
