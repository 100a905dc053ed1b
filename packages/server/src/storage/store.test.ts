// One contract, every backend: SQLite always, PostgreSQL when DATABASE_URL is set.
import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GameStore, GameRecord } from './store.ts';
import { SqliteStore } from './sqlite-store.ts';
import { PostgresStore } from './postgres-store.ts';

const header = { ruleset: 'ahq', options: {}, packs: ['fixture'], seed: 7, setup: { map: ['#.#'], heroes: [] } };

function record(id: string, user: string | null = null): GameRecord {
  return {
    id, header, user, createdAt: `2025-01-01T00:00:0${id.length % 10}Z`,
    seats: [{ seat: 'gm', kind: 'ai', tokenHash: null }, { seat: 'p1', kind: 'human', tokenHash: `hash-${id}-p1` }],
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
    test('truncates for undo and drops a snapshot past the cut', async () => {
      await store.saveSnapshot('g1', { step: 2, hash: 'abcd0123' });
      assert.deepEqual((await store.loadGame('g1'))!.snapshot, { step: 2, hash: 'abcd0123' });
      await store.truncate('g1', 1);
      const g = (await store.loadGame('g1'))!;
      assert.equal(g.answers.length, 1);
      assert.equal(g.snapshot, null);
      await store.appendAnswer('g1', 1, { seat: 'p1', answer: { kind: 'endPhase' } });
    });
    test('finds seats by token hash and lists games', async () => {
      assert.deepEqual(await store.seatForToken('hash-g1-p1'), { gameId: 'g1', seat: 'p1' });
      assert.equal(await store.seatForToken('forged'), null);
      await store.createGame(record('g22', 'bob'));
      await store.setFinished('g1', true);
      assert.deepEqual((await store.listGames({ unfinished: true })).map((g) => g.id), ['g22']);
      const ann = await store.listGames({ user: 'ann' });
      assert.equal(ann.length, 1);
      assert.equal(ann[0]!.step, 2);
      assert.equal(ann[0]!.finished, true);
      assert.deepEqual(ann[0]!.seats, [{ seat: 'gm', kind: 'ai' }, { seat: 'p1', kind: 'human' }]);
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
});
