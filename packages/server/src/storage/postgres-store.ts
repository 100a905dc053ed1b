// The store for servers that share a database (DATABASE_URL): the same tables as SQLite in
// PostgreSQL, through a pg pool. An append locks the game's row so that two processes can never
// interleave answers. Headers and answers are kept as the very JSON text the engine checked
// (TEXT, not JSONB: JSONB reorders object keys and would hand back another answer than the one
// played); tables made as JSONB by earlier versions are turned into TEXT when the store opens.
import pg from 'pg';
import { openPgPool, pgTx } from './connect.ts';
import type { GameStore, GameRecord, GameRow, Snapshot, StoredAnswer, StoredGame } from './store.ts';
import { StoreConflictError, type SeatChange } from './store.ts';
import { dropWaitOf } from './sqlite-store.ts';
import type { ChatLine } from '@delve/protocol';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  header TEXT NOT NULL,
  user_name TEXT,
  created_at TEXT NOT NULL,
  step INTEGER NOT NULL DEFAULT 0,
  finished BOOLEAN NOT NULL DEFAULT FALSE,
  snapshot_step INTEGER,
  snapshot_hash TEXT,
  set_aside TEXT
);
ALTER TABLE games ADD COLUMN IF NOT EXISTS set_aside TEXT;
ALTER TABLE games ADD COLUMN IF NOT EXISTS drop_wait INTEGER;
ALTER TABLE games ADD COLUMN IF NOT EXISTS host_hash TEXT;
CREATE INDEX IF NOT EXISTS games_user ON games(user_name);
CREATE TABLE IF NOT EXISTS seats (
  game_id TEXT NOT NULL REFERENCES games(id),
  seat TEXT NOT NULL,
  kind TEXT NOT NULL,
  token_hash TEXT UNIQUE,
  PRIMARY KEY (game_id, seat)
);
ALTER TABLE seats ADD COLUMN IF NOT EXISTS name TEXT;
CREATE TABLE IF NOT EXISTS chat (
  game_id TEXT NOT NULL REFERENCES games(id),
  n INTEGER NOT NULL,
  seat TEXT NOT NULL,
  name TEXT,
  at TEXT NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (game_id, n)
);
CREATE TABLE IF NOT EXISTS answers (
  game_id TEXT NOT NULL REFERENCES games(id),
  step INTEGER NOT NULL,
  seat TEXT NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (game_id, step)
);
`;

/** Tables of earlier versions kept headers and answers as JSONB: they become TEXT (JSONB's own
 * text of each value, which the engine's state hash reads the same as the text first stored). */
async function migrateJsonb(c: pg.PoolClient): Promise<void> {
  const cols = (await c.query(`SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND data_type = 'jsonb'
    AND ((table_name = 'games' AND column_name = 'header') OR (table_name = 'answers' AND column_name = 'answer'))`)).rows as { table_name: string; column_name: string }[];
  for (const { table_name: t, column_name: col } of cols) await c.query(`ALTER TABLE ${t} ALTER COLUMN ${col} TYPE TEXT USING ${col}::text`);
}

export class PostgresStore implements GameStore {
  readonly kind = 'postgres';
  #pool: pg.Pool;

  private constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  /** Connects and creates the tables if they are missing. `schema` isolates tests. */
  static async open(url: string, schema?: string): Promise<PostgresStore> {
    return new PostgresStore(await openPgPool(url, {
      schema, max: 10, lock: 7242,
      setup: async (c) => {
        await c.query(SCHEMA);
        await migrateJsonb(c);
      },
    }));
  }

  #tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return pgTx(this.#pool, fn);
  }

  async createGame(r: GameRecord): Promise<void> {
    await this.#tx(async (c) => {
      await c.query('INSERT INTO games (id, header, user_name, created_at, drop_wait, host_hash) VALUES ($1, $2, $3, $4, $5, $6)', [r.id, JSON.stringify(r.header), r.user, r.createdAt, r.dropWaitSeconds ?? -1, r.hostHash]);
      for (const s of r.seats) await c.query('INSERT INTO seats (game_id, seat, kind, token_hash, name) VALUES ($1, $2, $3, $4, $5)', [r.id, s.seat, s.kind, s.tokenHash, s.name]);
    });
  }

  async loadGame(id: string): Promise<StoredGame | null> {
    const g = (await this.#pool.query('SELECT * FROM games WHERE id = $1', [id])).rows[0];
    if (!g) return null;
    const seats = (await this.#pool.query('SELECT seat, kind, token_hash, name FROM seats WHERE game_id = $1 ORDER BY seat', [id])).rows;
    const answers = (await this.#pool.query('SELECT seat, answer FROM answers WHERE game_id = $1 ORDER BY step', [id])).rows;
    return {
      record: {
        id: g.id, header: JSON.parse(g.header), user: g.user_name, createdAt: g.created_at,
        dropWaitSeconds: dropWaitOf(g.drop_wait), hostHash: g.host_hash,
        seats: seats.map((s) => ({ seat: s.seat, kind: s.kind, tokenHash: s.token_hash, name: s.name })),
      },
      answers: answers.map((a) => ({ seat: a.seat, answer: JSON.parse(a.answer) })),
      snapshot: g.snapshot_step === null ? null : { step: g.snapshot_step, hash: g.snapshot_hash },
      finished: g.finished,
      setAside: g.set_aside,
    };
  }

  async appendAnswer(id: string, step: number, a: StoredAnswer): Promise<void> {
    await this.#tx(async (c) => {
      const g = (await c.query('SELECT step FROM games WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!g) throw new StoreConflictError(`no game ${id}`);
      if (g.step !== step) throw new StoreConflictError(`game ${id} has ${g.step} answers stored, not ${step}`);
      await c.query('INSERT INTO answers (game_id, step, seat, answer) VALUES ($1, $2, $3, $4)', [id, step, a.seat, JSON.stringify(a.answer)]);
      await c.query('UPDATE games SET step = $1 WHERE id = $2', [step + 1, id]);
    });
  }

  async truncate(id: string, step: number): Promise<void> {
    await this.#tx(async (c) => {
      await c.query('DELETE FROM answers WHERE game_id = $1 AND step >= $2', [id, step]);
      await c.query(`UPDATE games SET step = LEAST(step, $1),
        snapshot_hash = CASE WHEN snapshot_step > $1 THEN NULL ELSE snapshot_hash END,
        snapshot_step = CASE WHEN snapshot_step > $1 THEN NULL ELSE snapshot_step END WHERE id = $2`, [step, id]);
    });
  }

  async saveSnapshot(id: string, s: Snapshot): Promise<void> {
    await this.#pool.query('UPDATE games SET snapshot_step = $1, snapshot_hash = $2 WHERE id = $3', [s.step, s.hash, id]);
  }

  async setFinished(id: string, finished: boolean): Promise<void> {
    await this.#pool.query('UPDATE games SET finished = $1 WHERE id = $2', [finished, id]);
  }

  async setAside(id: string, reason: string | null): Promise<void> {
    await this.#pool.query('UPDATE games SET set_aside = $1 WHERE id = $2', [reason, id]);
  }

  async bindSeat(gameId: string, seat: string, tokenHash: string): Promise<boolean> {
    await this.#pool.query("UPDATE seats SET token_hash = $1 WHERE game_id = $2 AND seat = $3 AND kind = 'human' AND token_hash IS NULL", [tokenHash, gameId, seat]);
    const r = (await this.#pool.query('SELECT token_hash FROM seats WHERE game_id = $1 AND seat = $2', [gameId, seat])).rows[0] as { token_hash: string | null } | undefined;
    return r?.token_hash === tokenHash;
  }

  async updateSeat(id: string, seat: string, change: SeatChange): Promise<void> {
    const sets: string[] = [];
    const args: (string | null)[] = [];
    const set = (col: string, v: string | null) => {
      args.push(v);
      sets.push(`${col} = $${args.length}`);
    };
    if (change.kind !== undefined) set('kind', change.kind);
    if (change.tokenHash !== undefined) set('token_hash', change.tokenHash);
    if (change.name !== undefined) set('name', change.name);
    if (sets.length === 0) return;
    await this.#pool.query(`UPDATE seats SET ${sets.join(', ')} WHERE game_id = $${args.length + 1} AND seat = $${args.length + 2}`, [...args, id, seat]);
  }

  async appendChat(id: string, line: ChatLine, keep: number): Promise<void> {
    await this.#tx(async (c) => {
      await c.query('INSERT INTO chat (game_id, n, seat, name, at, text) VALUES ($1, $2, $3, $4, $5, $6)', [id, line.n, line.seat, line.name, line.at, line.text]);
      await c.query('DELETE FROM chat WHERE game_id = $1 AND n <= $2', [id, line.n - keep]);
    });
  }

  async loadChat(id: string, limit: number): Promise<ChatLine[]> {
    const rows = (await this.#pool.query('SELECT n, seat, name, at, text FROM chat WHERE game_id = $1 ORDER BY n DESC LIMIT $2', [id, limit])).rows as ChatLine[];
    return rows.map((r) => ({ n: r.n, seat: r.seat, name: r.name, at: r.at, text: r.text })).reverse();
  }

  async seatForToken(tokenHash: string): Promise<{ gameId: string; seat: string } | null> {
    const r = (await this.#pool.query('SELECT game_id, seat FROM seats WHERE token_hash = $1', [tokenHash])).rows[0];
    return r ? { gameId: r.game_id, seat: r.seat } : null;
  }

  async listGames(filter: { unfinished?: boolean; user?: string; ids?: readonly string[]; limit?: number }): Promise<GameRow[]> {
    const where: string[] = [];
    const args: (string | number)[] = [];
    if (filter.unfinished) where.push('NOT finished AND set_aside IS NULL');
    if (filter.user !== undefined) {
      args.push(filter.user);
      where.push(`user_name = $${args.length}`);
    }
    if (filter.ids !== undefined) {
      args.push([...filter.ids] as unknown as string);
      where.push(`id = ANY($${args.length}::text[])`);
    }
    args.push(filter.limit ?? 1_000_000);
    const rows = (await this.#pool.query(`SELECT id, user_name, created_at, step, finished FROM games ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at, id LIMIT $${args.length}`, args)).rows;
    const out: GameRow[] = [];
    for (const g of rows) {
      const seats = (await this.#pool.query('SELECT seat, kind, name FROM seats WHERE game_id = $1 ORDER BY seat', [g.id])).rows;
      out.push({ id: g.id, user: g.user_name, createdAt: g.created_at, step: g.step, finished: g.finished, seats });
    }
    return out;
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
