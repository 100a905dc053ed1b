// Opening the databases the stores share: a SQLite file with the settings every store wants, and
// a PostgreSQL pool whose tables are made under an advisory lock (two processes booting at once
// may both try), with one transaction helper. The games' store and the campaigns' use both.
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
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
