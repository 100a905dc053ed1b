// The default store: one SQLite file through node:sqlite, nothing to set up. WAL with
// synchronous=NORMAL survives a killed process (the case that matters for a game server); only a
// power cut may lose the last transactions.
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { GameStore, GameRecord, GameRow, Snapshot, StoredAnswer, StoredGame } from './store.ts';
import { StoreConflictError } from './store.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  header TEXT NOT NULL,
  user_name TEXT,
  created_at TEXT NOT NULL,
  step INTEGER NOT NULL DEFAULT 0,
  finished INTEGER NOT NULL DEFAULT 0,
  snapshot_step INTEGER,
  snapshot_hash TEXT,
  set_aside TEXT
);
CREATE INDEX IF NOT EXISTS games_user ON games(user_name);
CREATE TABLE IF NOT EXISTS seats (
  game_id TEXT NOT NULL REFERENCES games(id),
  seat TEXT NOT NULL,
  kind TEXT NOT NULL,
  token_hash TEXT UNIQUE,
  PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS answers (
  game_id TEXT NOT NULL REFERENCES games(id),
  step INTEGER NOT NULL,
  seat TEXT NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (game_id, step)
);
`;

interface GameDbRow {
  id: string;
  header: string;
  user_name: string | null;
  created_at: string;
  step: number;
  finished: number;
  snapshot_step: number | null;
  snapshot_hash: string | null;
  set_aside: string | null;
}

export class SqliteStore implements GameStore {
  readonly kind = 'sqlite';
  #db: DatabaseSync;

  /** `file` is a path, or ':memory:'. */
  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    this.#db = new DatabaseSync(file);
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
    this.#db.exec(SCHEMA);
    // Files made by earlier versions lack the column for games set aside.
    const cols = this.#db.prepare('PRAGMA table_info(games)').all() as { name: string }[];
    if (!cols.some((c) => c.name === 'set_aside')) this.#db.exec('ALTER TABLE games ADD COLUMN set_aside TEXT');
  }

  #tx<T>(fn: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const out = fn();
      this.#db.exec('COMMIT');
      return out;
    } catch (e) {
      this.#db.exec('ROLLBACK');
      throw e;
    }
  }

  async createGame(r: GameRecord): Promise<void> {
    this.#tx(() => {
      this.#db.prepare('INSERT INTO games (id, header, user_name, created_at) VALUES (?, ?, ?, ?)')
        .run(r.id, JSON.stringify(r.header), r.user, r.createdAt);
      const seat = this.#db.prepare('INSERT INTO seats (game_id, seat, kind, token_hash) VALUES (?, ?, ?, ?)');
      for (const s of r.seats) seat.run(r.id, s.seat, s.kind, s.tokenHash);
    });
  }

  async loadGame(id: string): Promise<StoredGame | null> {
    const g = this.#db.prepare('SELECT * FROM games WHERE id = ?').get(id) as GameDbRow | undefined;
    if (!g) return null;
    const seats = this.#db.prepare('SELECT seat, kind, token_hash FROM seats WHERE game_id = ? ORDER BY seat').all(id) as { seat: string; kind: 'human' | 'ai'; token_hash: string | null }[];
    const answers = this.#db.prepare('SELECT seat, answer FROM answers WHERE game_id = ? ORDER BY step').all(id) as { seat: string; answer: string }[];
    return {
      record: {
        id: g.id, header: JSON.parse(g.header), user: g.user_name, createdAt: g.created_at,
        seats: seats.map((s) => ({ seat: s.seat, kind: s.kind, tokenHash: s.token_hash })),
      },
      answers: answers.map((a) => ({ seat: a.seat, answer: JSON.parse(a.answer) })),
      snapshot: g.snapshot_step === null ? null : { step: g.snapshot_step, hash: g.snapshot_hash! },
      finished: g.finished === 1,
      setAside: g.set_aside,
    };
  }

  async appendAnswer(id: string, step: number, a: StoredAnswer): Promise<void> {
    this.#tx(() => {
      const g = this.#db.prepare('SELECT step FROM games WHERE id = ?').get(id) as { step: number } | undefined;
      if (!g) throw new StoreConflictError(`no game ${id}`);
      if (g.step !== step) throw new StoreConflictError(`game ${id} has ${g.step} answers stored, not ${step}`);
      this.#db.prepare('INSERT INTO answers (game_id, step, seat, answer) VALUES (?, ?, ?, ?)').run(id, step, a.seat, JSON.stringify(a.answer));
      this.#db.prepare('UPDATE games SET step = ? WHERE id = ?').run(step + 1, id);
    });
  }

  async truncate(id: string, step: number): Promise<void> {
    this.#tx(() => {
      this.#db.prepare('DELETE FROM answers WHERE game_id = ? AND step >= ?').run(id, step);
      // A snapshot past the cut no longer describes a stored step.
      this.#db.prepare('UPDATE games SET step = MIN(step, ?), snapshot_step = CASE WHEN snapshot_step > ? THEN NULL ELSE snapshot_step END, snapshot_hash = CASE WHEN snapshot_step > ? THEN NULL ELSE snapshot_hash END WHERE id = ?')
        .run(step, step, step, id);
    });
  }

  async saveSnapshot(id: string, s: Snapshot): Promise<void> {
    this.#db.prepare('UPDATE games SET snapshot_step = ?, snapshot_hash = ? WHERE id = ?').run(s.step, s.hash, id);
  }

  async setFinished(id: string, finished: boolean): Promise<void> {
    this.#db.prepare('UPDATE games SET finished = ? WHERE id = ?').run(finished ? 1 : 0, id);
  }

  async setAside(id: string, reason: string): Promise<void> {
    this.#db.prepare('UPDATE games SET set_aside = ? WHERE id = ?').run(reason, id);
  }

  async bindSeat(gameId: string, seat: string, tokenHash: string): Promise<boolean> {
    this.#db.prepare("UPDATE seats SET token_hash = ? WHERE game_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL").run(tokenHash, gameId, seat);
    const r = this.#db.prepare('SELECT token_hash FROM seats WHERE game_id = ? AND seat = ?').get(gameId, seat) as { token_hash: string | null } | undefined;
    return r?.token_hash === tokenHash;
  }

  async seatForToken(tokenHash: string): Promise<{ gameId: string; seat: string } | null> {
    const r = this.#db.prepare('SELECT game_id, seat FROM seats WHERE token_hash = ?').get(tokenHash) as { game_id: string; seat: string } | undefined;
    return r ? { gameId: r.game_id, seat: r.seat } : null;
  }

  async listGames(filter: { unfinished?: boolean; user?: string; ids?: readonly string[]; limit?: number }): Promise<GameRow[]> {
    const where: string[] = [];
    const args: (string | number)[] = [];
    if (filter.unfinished) where.push('finished = 0 AND set_aside IS NULL');
    if (filter.user !== undefined) {
      where.push('user_name = ?');
      args.push(filter.user);
    }
    if (filter.ids !== undefined) {
      where.push(`id IN (${filter.ids.map(() => '?').join(', ') || 'NULL'})`);
      args.push(...filter.ids);
    }
    args.push(filter.limit ?? 1_000_000);
    const rows = this.#db.prepare(`SELECT id, user_name, created_at, step, finished FROM games ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at, id LIMIT ?`).all(...args) as unknown as GameDbRow[];
    const seats = this.#db.prepare('SELECT seat, kind FROM seats WHERE game_id = ? ORDER BY seat');
    return rows.map((g) => ({
      id: g.id, user: g.user_name, createdAt: g.created_at, step: g.step, finished: g.finished === 1,
      seats: (seats.all(g.id) as { seat: string; kind: 'human' | 'ai' }[]).map((s) => ({ seat: s.seat, kind: s.kind })),
    }));
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}
