// Opening the databases the stores share: a SQLite file with the settings every store wants, and
// a PostgreSQL pool whose tables are made under an advisory lock (two processes booting at once
// may both try), with one transaction helper. The games' store and the campaigns' use both.
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import pg from 'pg';

/** `file` is a path, or ':memory:'. WAL with synchronous=NORMAL survives a killed process; only a
 * power cut may lose the last transactions. */
export function openSqlite(file: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return db;
}

/** How often the checkpoints' thread copies the log back into the file. */
export const CHECKPOINT_EVERY_MS = 250;

/** Moves `db`'s checkpoints off the event loop (checkpointer.ts): `db` no longer checkpoints as
 * it commits, a thread of its own does, on `file`. Should that thread fail, `db` checkpoints as
 * it commits again, as SQLite does by default. `close` stops the thread (before `db` closes, so
 * that the last connection closing is `db`'s, which checkpoints what is left). */
export function checkpointsAside(db: DatabaseSync, file: string, everyMs = CHECKPOINT_EVERY_MS): { close(): Promise<void> } {
  db.exec('PRAGMA wal_autocheckpoint = 0');
  const worker = new Worker(new URL('./checkpointer.ts', import.meta.url), { workerData: { file, everyMs } });
  // The thread keeps no process alive: a server that stops without closing its store loses
  // nothing, the log being part of the file.
  worker.unref();
  let closing = false;
  const back = () => {
    if (!closing && db.isOpen) db.exec('PRAGMA wal_autocheckpoint = 1000');
  };
  worker.on('error', (e) => {
    console.error(`the SQLite checkpoints' thread failed (${e.message}): ${file} checkpoints as it commits again`);
    back();
  });
  worker.on('exit', back);
  return {
    async close() {
      closing = true;
      // Held again while it closes, or nothing would keep the process up to see it exit.
      worker.ref();
      const exited = once(worker, 'exit');
      worker.postMessage('close');
      await exited;
    },
  };
}

/** A pool on `url` (in `schema` when given: tests isolate themselves so), its tables made by
 * `setup` while holding advisory lock `lock`. */
export async function openPgPool(url: string, o: { schema?: string | undefined; max: number; lock: number; setup: (c: pg.PoolClient) => Promise<void> }): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: o.max, ...(o.schema ? { options: `-c search_path=${o.schema}` } : {}) });
  if (o.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${o.schema}`);
  const c = await pool.connect();
  try {
    await c.query(`SELECT pg_advisory_lock(${o.lock})`);
    await o.setup(c);
    await c.query(`SELECT pg_advisory_unlock(${o.lock})`);
  } finally {
    c.release();
  }
  return pool;
}

/** Runs `fn` in one transaction on a client of `pool`: committed if it returns, rolled back if it throws. */
export async function pgTx<T>(pool: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const out = await fn(c);
    await c.query('COMMIT');
    return out;
  } catch (e) {
    await c.query('ROLLBACK');
    throw e;
  } finally {
    c.release();
  }
}
