// The SQLite file's checkpoints run on a thread of their own (checkpointer.ts): a commit of the
// games' connection only appends to the log, however long the log grows, and the thread copies
// the log back into the file without anyone committing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkpointsAside, openSqlite } from './connect.ts';
import { SqliteStore } from './sqlite-store.ts';

/** A file with a table, and a writer of 4 KB rows, each its own commit. */
function setup(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `delve-checkpoints-${name}-`));
  const file = path.join(dir, 'delve.sqlite');
  const db = openSqlite(file);
  db.exec('CREATE TABLE rows (n INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO rows (text) VALUES (?)');
  const write = (rows: number) => {
    for (let i = 0; i < rows; i++) insert.run('x'.repeat(4000));
  };
  return { dir, file, db, write, size: () => statSync(file).size };
}

async function until(ok: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (ok()) return true;
  return ok();
}

test('a commit never checkpoints on the connection whose checkpoints are set aside, past 1,000 pages of log', async () => {
  const f = setup('main');
  // A thread that would checkpoint only after an hour: every checkpoint seen is the writer's.
  const aside = checkpointsAside(f.db, f.file, 3_600_000);
  const before = f.size();
  // 1,500 commits of a page each: SQLite's own setting checkpoints at 1,000 pages of log.
  f.write(1500);
  assert.equal(f.size(), before, 'the file did not grow: nothing was copied back from the log');
  assert.ok(statSync(`${f.file}-wal`).size > 1000 * 4096, 'the log holds the commits');
  await aside.close();
  f.db.close();
  // The last connection to close checkpoints what is left: the rows are in the file.
  assert.ok(f.size() > 1500 * 4000, `the file holds the rows after close (${f.size()} bytes)`);
  rmSync(f.dir, { recursive: true, force: true });
});

test('the checkpoints thread copies the log back into the file while the writer goes on', async () => {
  const f = setup('thread');
  const aside = checkpointsAside(f.db, f.file, 50);
  const before = f.size();
  f.write(300);
  assert.ok(await until(() => f.size() > before + 300 * 4000, 5_000), `the thread checkpointed (${before} → ${f.size()} bytes)`);
  // The writer goes on, and what it writes is read back whole.
  f.write(10);
  assert.equal((f.db.prepare('SELECT COUNT(*) AS n FROM rows').get() as { n: number }).n, 310);
  await aside.close();
  f.db.close();
  rmSync(f.dir, { recursive: true, force: true });
});

test("the games' store sets its checkpoints aside, and closes their thread with it", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'delve-checkpoints-store-'));
  const file = path.join(dir, 'delve.sqlite');
  const store = new SqliteStore(file);
  // A hundred answers, each its own commit, far from SQLite's 1,000 pages: only the thread
  // checkpoints them into the file.
  await store.createGame({ id: 'g', header: { ruleset: 'ahq' } as never, user: null, createdAt: '2026-01-01T00:00:00Z', seats: [], dropWaitSeconds: null, hostHash: null });
  const before = statSync(file).size;
  for (let step = 0; step < 100; step++) await store.appendAnswer('g', step, { seat: 'p1', answer: { kind: 'endPhase' } });
  assert.ok(await until(() => statSync(file).size > before, 5_000), 'the answers reached the file, checkpointed by the thread');
  await store.close();
  const again = new SqliteStore(file);
  assert.equal((await again.loadGame('g'))!.answers.length, 100);
  await again.close();
  rmSync(dir, { recursive: true, force: true });
});
