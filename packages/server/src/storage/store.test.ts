// One contract, every backend: SQLite always, PostgreSQL when DATABASE_URL is set.
import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GameStore, GameRecord } from './store.ts';
import { SqliteStore } from './sqlite-store.ts';
import pg from 'pg';
import { PostgresStore } from './postgres-store.ts';

const header = { ruleset: 'ahq', options: {}, packs: ['fixture'], seed: 7, setup: { map: ['#.#'], heroes: [] } };

function record(id: string, user: string | null = null): GameRecord {
  return {
    id, header, user, createdAt: `2025-01-01T00:00:0${id.length % 10}Z`,
    seats: [{ seat: 'gm', kind: 'ai', tokenHash: null, name: null }, { seat: 'p1', kind: 'human', tokenHash: `hash-${id}-p1`, name: null }],
    dropWaitSeconds: null, hostHash: `host-${id}`,
  };
}

function contract(name: string, open: () => Promise<GameStore>) {
  describe(`${name} store`, () => {
    let store: GameStore;
    test('creates, appends in order and loads a game', async () => {
      store = await open();
      await store.createGame(record('g1', 'ann'));
      await store.appendAnswer('g1', 0, { seat: 'p1', answer: { kind: 'endPhase' } });
      await store.appendAnswer('g1', 1, { seat: 'gm', answer: { kind: 'pursue', pursue: true } });
      const g = await store.loadGame('g1');
      assert.ok(g);
      assert.deepEqual(g.record.header, header);
      assert.deepEqual(g.answers, [{ seat: 'p1', answer: { kind: 'endPhase' } }, { seat: 'gm', answer: { kind: 'pursue', pursue: true } }]);
      assert.deepEqual(g.record.seats.map((s) => s.seat), ['gm', 'p1']);
      assert.equal(g.finished, false);
      assert.equal(await store.loadGame('nope'), null);
    });
    test('refuses an append out of order', async () => {
      await assert.rejects(store.appendAnswer('g1', 5, { seat: 'p1', answer: { kind: 'endPhase' } }), /StoreConflict|answers stored/);
      await assert.rejects(store.appendAnswer('g1', 1, { seat: 'p1', answer: { kind: 'endPhase' } }));
      assert.equal((await store.loadGame('g1'))!.answers.length, 2);
    });
    test('answers of several games sent at once are each stored or refused on their own', async () => {
      await store.createGame(record('b1'));
      await store.createGame(record('b2'));
      const sent = [
        store.appendAnswer('b1', 0, { seat: 'p1', answer: { kind: 'endPhase' } }),
        store.appendAnswer('b2', 3, { seat: 'p1', answer: { kind: 'endPhase' } }),
        store.appendAnswer('b2', 0, { seat: 'gm', answer: { kind: 'pursue', pursue: true } }),
        store.appendAnswer('b1', 0, { seat: 'gm', answer: { kind: 'pursue', pursue: false } }),
        store.appendAnswer('b1', 1, { seat: 'gm', answer: { kind: 'pursue', pursue: false } }),
      ];
      const settled = await Promise.allSettled(sent);
      assert.deepEqual(settled.map((r) => r.status), ['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
      assert.deepEqual((await store.loadGame('b1'))!.answers, [{ seat: 'p1', answer: { kind: 'endPhase' } }, { seat: 'gm', answer: { kind: 'pursue', pursue: false } }]);
      assert.deepEqual((await store.loadGame('b2'))!.answers, [{ seat: 'gm', answer: { kind: 'pursue', pursue: true } }]);
      assert.deepEqual((await store.listGames({ ids: ['b1', 'b2'] })).map((g) => g.step), [2, 1]);
      // Out of the listings the later tests check.
      await store.setFinished('b1', true);
      await store.setFinished('b2', true);
    });
    test('truncates for undo and drops a snapshot past the cut', async () => {
      await store.saveSnapshot('g1', { step: 2, hash: 'abcd0123' });
      assert.deepEqual((await store.loadGame('g1'))!.snapshot, { step: 2, hash: 'abcd0123' });
      await store.truncate('g1', 1);
      const g = (await store.loadGame('g1'))!;
      assert.equal(g.answers.length, 1);
      assert.equal(g.snapshot, null);
      await store.appendAnswer('g1', 1, { seat: 'p1', answer: { kind: 'endPhase' } });
    });
    test('binds a human seat no token holds, once', async () => {
      await store.createGame({ ...record('g3'), seats: [{ seat: 'gm', kind: 'ai', tokenHash: null, name: null }, { seat: 'p1', kind: 'human', tokenHash: null, name: null }] });
      assert.equal(await store.bindSeat('g3', 'gm', 'hash-x'), false, 'an AI seat takes no token');
      assert.equal(await store.bindSeat('g3', 'p1', 'hash-g3-p1'), true);
      assert.equal(await store.bindSeat('g3', 'p1', 'hash-g3-p1'), true, 'the same token again');
      assert.equal(await store.bindSeat('g3', 'p1', 'hash-other'), false, 'another token does not take it');
      assert.deepEqual(await store.seatForToken('hash-g3-p1'), { gameId: 'g3', seat: 'p1' });
      await store.setFinished('g3', true);
    });
    test('finds seats by token hash and lists games', async () => {
      assert.deepEqual(await store.seatForToken('hash-g1-p1'), { gameId: 'g1', seat: 'p1' });
      assert.equal(await store.seatForToken('forged'), null);
      await store.createGame(record('g22', 'bob'));
      await store.setFinished('g1', true);
      assert.deepEqual((await store.listGames({ unfinished: true })).map((g) => g.id), ['g22']);
      assert.deepEqual((await store.listGames({ ids: ['g1', 'g22', 'nope'] })).map((g) => g.id).sort(), ['g1', 'g22']);
      assert.deepEqual(await store.listGames({ ids: [] }), []);
      const ann = await store.listGames({ user: 'ann' });
      assert.equal(ann.length, 1);
      assert.equal(ann[0]!.step, 2);
      assert.equal(ann[0]!.finished, true);
      assert.deepEqual(ann[0]!.seats, [{ seat: 'gm', kind: 'ai', name: null }, { seat: 'p1', kind: 'human', name: null }]);
    });
    test('hands back headers and answers as the very JSON text stored, key order and all', async () => {
      const r = { ...record('g333'), header: { ...header, setup: { map: ['#.#'], heroes: [{ type: 'wizard', seat: 'p1', at: [1, 0] as [number, number], components: { water: 1, fire: 2 } }] } } };
      await store.createGame(r);
      const answer = { kind: 'components', picks: { water: 1, fire: 1, air: 1, earth: 1 } } as const;
      await store.appendAnswer('g333', 0, { seat: 'p1', answer });
      const g = (await store.loadGame('g333'))!;
      assert.equal(JSON.stringify(g.answers[0]!.answer), JSON.stringify(answer));
      assert.equal(JSON.stringify(g.record.header), JSON.stringify(r.header));
    });
    test('keeps the table: the wait chosen, the host, seats handed on and named, and a bounded chat', async () => {
      await store.createGame({ ...record('g4444'), dropWaitSeconds: 45 });
      let g = (await store.loadGame('g4444'))!;
      assert.equal(g.record.dropWaitSeconds, 45);
      assert.equal(g.record.hostHash, 'host-g4444');
      assert.equal((await store.loadGame('g22'))!.record.dropWaitSeconds, null);
      await store.updateSeat('g4444', 'p1', { name: 'Anna' });
      await store.updateSeat('g4444', 'p1', { kind: 'human', tokenHash: 'hash-g4444-p1-new' });
      g = (await store.loadGame('g4444'))!;
      assert.deepEqual(g.record.seats[1], { seat: 'p1', kind: 'human', tokenHash: 'hash-g4444-p1-new', name: 'Anna' });
      assert.equal(await store.seatForToken('hash-g4444-p1'), null);
      assert.deepEqual(await store.seatForToken('hash-g4444-p1-new'), { gameId: 'g4444', seat: 'p1' });
      for (let n = 1; n <= 7; n++) await store.appendChat('g4444', { n, seat: 'p1', name: 'Anna', at: '2025-01-01T00:00:00Z', text: `line <${n}>` }, 5);
      const kept = await store.loadChat('g4444', 100);
      assert.deepEqual(kept.map((l) => l.n), [3, 4, 5, 6, 7]);
      assert.deepEqual(kept[4], { n: 7, seat: 'p1', name: 'Anna', at: '2025-01-01T00:00:00Z', text: 'line <7>' });
      assert.deepEqual((await store.loadChat('g4444', 2)).map((l) => l.n), [6, 7]);
      assert.deepEqual(await store.loadChat('g1', 10), []);
    });
    test('sets a game aside: kept, with its reason, and no longer listed as unfinished', async () => {
      assert.equal((await store.loadGame('g22'))!.setAside, null);
      await store.setAside('g22', 'state at step 0 is not the stored one');
      assert.equal((await store.loadGame('g22'))!.setAside, 'state at step 0 is not the stored one');
      assert.deepEqual((await store.listGames({ unfinished: true })).map((g) => g.id), ['g333', 'g4444']);
      await store.close();
    });
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'delve-store-'));
after(() => rmSync(dir, { recursive: true, force: true }));
contract('sqlite', async () => new SqliteStore(path.join(dir, 'test.sqlite')));

const url = process.env.DATABASE_URL;
describe('postgres store', { skip: url ? false : 'DATABASE_URL is not set' }, () => {
  contract('postgres', () => PostgresStore.open(url!, `delve_test_${process.pid}_${Date.now()}`));
  test('tables of earlier versions (JSONB headers and answers) become TEXT, their games kept', async () => {
    const schema = `delve_old_${process.pid}_${Date.now()}`;
    const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
    try {
      await pool.query(`CREATE SCHEMA ${schema}`);
      await pool.query(`CREATE TABLE games (id TEXT PRIMARY KEY, header JSONB NOT NULL, user_name TEXT, created_at TEXT NOT NULL,
        step INTEGER NOT NULL DEFAULT 0, finished BOOLEAN NOT NULL DEFAULT FALSE, snapshot_step INTEGER, snapshot_hash TEXT);
        CREATE TABLE seats (game_id TEXT NOT NULL REFERENCES games(id), seat TEXT NOT NULL, kind TEXT NOT NULL, token_hash TEXT UNIQUE, PRIMARY KEY (game_id, seat));
        CREATE TABLE answers (game_id TEXT NOT NULL REFERENCES games(id), step INTEGER NOT NULL, seat TEXT NOT NULL, answer JSONB NOT NULL, PRIMARY KEY (game_id, step));`);
      await pool.query('INSERT INTO games (id, header, created_at, step) VALUES ($1, $2, $3, 1)', ['old1', JSON.stringify(header), '2025-01-01T00:00:00Z']);
      await pool.query('INSERT INTO answers (game_id, step, seat, answer) VALUES ($1, 0, $2, $3)', ['old1', 'p2', JSON.stringify({ kind: 'components', picks: { water: 1, fire: 3 } })]);
      const store = await PostgresStore.open(url!, schema);
      const types = (await pool.query(`SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = $1 AND column_name IN ('header', 'answer') ORDER BY column_name`, [schema])).rows;
      assert.deepEqual(types, [{ column_name: 'answer', data_type: 'text' }, { column_name: 'header', data_type: 'text' }]);
      const g = (await store.loadGame('old1'))!;
      assert.deepEqual(g.record.header, header);
      assert.deepEqual(g.answers, [{ seat: 'p2', answer: { kind: 'components', picks: { fire: 3, water: 1 } } }]);
      assert.equal(g.setAside, null);
      await store.close();
    } finally {
      await pool.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
      await pool.end();
    }
  });
});
