// The default store: one SQLite file through node:sqlite, nothing to set up. WAL with
// synchronous=NORMAL survives a killed process (the case that matters for a game server); only a
// power cut may lose the last transactions.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { checkpointsAside, openSqlite } from './connect.ts';
import type { GameStore, GameRecord, GameRow, Snapshot, StoredAnswer, StoredGame } from './store.ts';
import { DEFAULT_DROP_WAIT_SECONDS, StoreConflictError, type SeatChange } from './store.ts';
import type { ChatLine } from '@delve/protocol';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  header TEXT NOT NULL,
  user_name TEXT,
  created_at TEXT NOT NULL,
  -- Unused: a game's step is read from its answers (versions before kept it here too).
  step INTEGER NOT NULL DEFAULT 0,
  finished INTEGER NOT NULL DEFAULT 0,
  snapshot_step INTEGER,
  snapshot_hash TEXT,
  set_aside TEXT,
  drop_wait INTEGER,
  host_hash TEXT
);
CREATE INDEX IF NOT EXISTS games_user ON games(user_name);
CREATE TABLE IF NOT EXISTS seats (
  game_id TEXT NOT NULL REFERENCES games(id),
  seat TEXT NOT NULL,
  kind TEXT NOT NULL,
  token_hash TEXT UNIQUE,
  name TEXT,
  PRIMARY KEY (game_id, seat)
);
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
  drop_wait: number | null;
  host_hash: string | null;
}

/** `drop_wait`: NULL for games stored before the choice (the default wait), -1 for "wait for the
 * player", else seconds. */
export function dropWaitOf(v: number | null): number | null {
  return v === null ? DEFAULT_DROP_WAIT_SECONDS : v < 0 ? null : v;
}

interface PendingAppend {
  id: string;
  step: number;
  seat: string;
  answer: string;
  resolve: () => void;
  reject: (e: Error) => void;
}

const APPEND = 'INSERT INTO answers (game_id, step, seat, answer) VALUES (?, ?, ?, ?)';
const STEP_OF = 'SELECT COALESCE(MAX(step) + 1, 0) AS n FROM answers WHERE game_id = ?';

export class SqliteStore implements GameStore {
  readonly kind = 'sqlite';
  #db: DatabaseSync;
  /** Statements kept prepared, by their text: preparing one costs as much as running it. */
  #statements = new Map<string, StatementSync>();
  /** Answers waiting for the next commit (`appendAnswer`). */
  #appends: PendingAppend[] = [];
  /** The thread that checkpoints the file, so that no commit of the games stalls the event loop
   * with one; none in memory. */
  #checkpoints: { close(): Promise<void> } | null;

  /** `file` is a path, or ':memory:'. */
  constructor(file: string) {
    this.#db = openSqlite(file);
    this.#db.exec(SCHEMA);
    // Files made by earlier versions lack the column for games set aside.
    const cols = (table: string) => (this.#db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
    const games = cols('games');
    if (!games.includes('set_aside')) this.#db.exec('ALTER TABLE games ADD COLUMN set_aside TEXT');
    // And those of the table's people: the wait before the AI stands in, the host, names.
    if (!games.includes('drop_wait')) this.#db.exec('ALTER TABLE games ADD COLUMN drop_wait INTEGER');
    if (!games.includes('host_hash')) this.#db.exec('ALTER TABLE games ADD COLUMN host_hash TEXT');
    if (!cols('seats').includes('name')) this.#db.exec('ALTER TABLE seats ADD COLUMN name TEXT');
    this.#checkpoints = file === ':memory:' ? null : checkpointsAside(this.#db, file);
  }

  #tx<T>(fn: () => T): T {
    this.#statement('BEGIN IMMEDIATE').run();
    try {
      const out = fn();
      this.#statement('COMMIT').run();
      return out;
    } catch (e) {
      this.#statement('ROLLBACK').run();
      throw e;
    }
  }

  async createGame(r: GameRecord): Promise<void> {
    this.#tx(() => {
      this.#statement('INSERT INTO games (id, header, user_name, created_at, drop_wait, host_hash) VALUES (?, ?, ?, ?, ?, ?)')
        .run(r.id, JSON.stringify(r.header), r.user, r.createdAt, r.dropWaitSeconds ?? -1, r.hostHash);
      const seat = this.#statement('INSERT INTO seats (game_id, seat, kind, token_hash, name) VALUES (?, ?, ?, ?, ?)');
      for (const s of r.seats) seat.run(r.id, s.seat, s.kind, s.tokenHash, s.name);
    });
  }

  async loadGame(id: string): Promise<StoredGame | null> {
    const g = this.#statement('SELECT * FROM games WHERE id = ?').get(id) as GameDbRow | undefined;
    if (!g) return null;
    const seats = this.#statement('SELECT seat, kind, token_hash, name FROM seats WHERE game_id = ? ORDER BY seat').all(id) as { seat: string; kind: 'human' | 'ai'; token_hash: string | null; name: string | null }[];
    const answers = this.#statement('SELECT seat, answer FROM answers WHERE game_id = ? ORDER BY step').all(id) as { seat: string; answer: string }[];
    return {
      record: {
        id: g.id, header: JSON.parse(g.header), user: g.user_name, createdAt: g.created_at,
        dropWaitSeconds: dropWaitOf(g.drop_wait), hostHash: g.host_hash,
        seats: seats.map((s) => ({ seat: s.seat, kind: s.kind, tokenHash: s.token_hash, name: s.name })),
      },
      answers: answers.map((a) => ({ seat: a.seat, answer: JSON.parse(a.answer) })),
      snapshot: g.snapshot_step === null ? null : { step: g.snapshot_step, hash: g.snapshot_hash! },
      finished: g.finished === 1,
      setAside: g.set_aside,
    };
  }

  #statement(sql: string): StatementSync {
    let st = this.#statements.get(sql);
    if (!st) this.#statements.set(sql, (st = this.#db.prepare(sql)));
    return st;
  }

  /** Resolves once the answer is committed. The answers of every game that arrive in one turn of
   * the event loop are committed together (`#commitAppends`): one transaction, one write of the
   * log, for what cost one each (a commit is most of an append's cost; bench/answer.ts). */
  appendAnswer(id: string, step: number, a: StoredAnswer): Promise<void> {
    const answer = JSON.stringify(a.answer);
    // One promise an answer and nothing more: its own settling functions are kept, not a closure
    // over them (this runs for every answer of every game).
    return new Promise((resolve, reject) => {
      if (this.#appends.length === 0) setImmediate(this.#commitAppends);
      this.#appends.push({ id, step, seat: a.seat, answer, resolve, reject });
    });
  }

  #commitAppends = (): void => {
    const batch = this.#appends;
    // Already committed by `close`.
    if (batch.length === 0) return;
    this.#appends = [];
    // Each answer's refusal, at its index in the batch (null: stored).
    const refused: (Error | null)[] = [];
    try {
      this.#tx(() => {
        const stepOf = this.#statement(STEP_OF);
        const append = this.#statement(APPEND);
        for (const p of batch) refused.push(this.#appendOne(stepOf, append, p));
      });
    } catch (e) {
      // The commit itself failed: nothing of the batch is stored.
      for (const p of batch) p.reject(e as Error);
      return;
    }
    for (let i = 0; i < batch.length; i++) {
      const e = refused[i];
      if (e) batch[i]!.reject(e);
      else batch[i]!.resolve();
    }
  };

  /** One answer in the open transaction, or the reason it is refused (having changed nothing).
   * The game's row is not touched: its header spills over several pages, and SQLite writes a
   * changed row whole, so counting the step there wrote the header again with every answer. A
   * game's step is one past its last stored answer's (answers are stored in order from 0, and
   * the primary key finds the last at once). An answer is stored only right after the answers
   * already stored: another writer's answer, or a lost one, refuses it. That is asked first, then
   * the answer inserted, in two statements: one `INSERT … SELECT … WHERE` reading the table it
   * writes made SQLite copy the row through a temporary table, about 1 µs an answer more
   * (bench/sqlite-append.ts, docs/performance.md). */
  #appendOne(stepOf: StatementSync, append: StatementSync, p: PendingAppend): Error | null {
    try {
      const stored = (stepOf.get(p.id) as { n: number }).n;
      if (stored !== p.step) return new StoreConflictError(`game ${p.id} has ${stored} answers stored, not ${p.step}`);
      append.run(p.id, p.step, p.seat, p.answer);
      return null;
    } catch (e) {
      // A failed statement changes nothing; the batch's other answers are kept.
      if (!this.#statement('SELECT 1 FROM games WHERE id = ?').get(p.id)) return new StoreConflictError(`no game ${p.id}`);
      return e as Error;
    }
  }

  async truncate(id: string, step: number): Promise<void> {
    this.#tx(() => {
      this.#statement('DELETE FROM answers WHERE game_id = ? AND step >= ?').run(id, step);
      // A snapshot past the cut no longer describes a stored step.
      this.#statement('UPDATE games SET snapshot_step = NULL, snapshot_hash = NULL WHERE id = ? AND snapshot_step > ?').run(id, step);
    });
  }

  async saveSnapshot(id: string, s: Snapshot): Promise<void> {
    this.#statement('UPDATE games SET snapshot_step = ?, snapshot_hash = ? WHERE id = ?').run(s.step, s.hash, id);
  }

  async setFinished(id: string, finished: boolean): Promise<void> {
    this.#statement('UPDATE games SET finished = ? WHERE id = ?').run(finished ? 1 : 0, id);
  }

  async setAside(id: string, reason: string | null): Promise<void> {
    this.#statement('UPDATE games SET set_aside = ? WHERE id = ?').run(reason, id);
  }

  async bindSeat(gameId: string, seat: string, tokenHash: string): Promise<boolean> {
    this.#statement("UPDATE seats SET token_hash = ? WHERE game_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL").run(tokenHash, gameId, seat);
    const r = this.#statement('SELECT token_hash FROM seats WHERE game_id = ? AND seat = ?').get(gameId, seat) as { token_hash: string | null } | undefined;
    return r?.token_hash === tokenHash;
  }

  async updateSeat(id: string, seat: string, change: SeatChange): Promise<void> {
    const sets: string[] = [];
    const args: (string | null)[] = [];
    if (change.kind !== undefined) (sets.push('kind = ?'), args.push(change.kind));
    if (change.tokenHash !== undefined) (sets.push('token_hash = ?'), args.push(change.tokenHash));
    if (change.name !== undefined) (sets.push('name = ?'), args.push(change.name));
    if (sets.length === 0) return;
    this.#db.prepare(`UPDATE seats SET ${sets.join(', ')} WHERE game_id = ? AND seat = ?`).run(...args, id, seat);
  }

  async appendChat(id: string, line: ChatLine, keep: number): Promise<void> {
    this.#tx(() => {
      this.#statement('INSERT INTO chat (game_id, n, seat, name, at, text) VALUES (?, ?, ?, ?, ?, ?)').run(id, line.n, line.seat, line.name, line.at, line.text);
      this.#statement('DELETE FROM chat WHERE game_id = ? AND n <= ?').run(id, line.n - keep);
    });
  }

  async loadChat(id: string, limit: number): Promise<ChatLine[]> {
    const rows = this.#statement('SELECT n, seat, name, at, text FROM chat WHERE game_id = ? ORDER BY n DESC LIMIT ?').all(id, limit) as unknown as ChatLine[];
    return rows.map((r) => ({ n: r.n, seat: r.seat, name: r.name, at: r.at, text: r.text })).reverse();
  }

  async seatForToken(tokenHash: string): Promise<{ gameId: string; seat: string } | null> {
    const r = this.#statement('SELECT game_id, seat FROM seats WHERE token_hash = ?').get(tokenHash) as { game_id: string; seat: string } | undefined;
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
    const rows = this.#db.prepare(`SELECT id, user_name, created_at, (SELECT COALESCE(MAX(step) + 1, 0) FROM answers WHERE game_id = games.id) AS step, finished FROM games ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at, id LIMIT ?`).all(...args) as unknown as GameDbRow[];
    const seats = this.#statement('SELECT seat, kind, name FROM seats WHERE game_id = ? ORDER BY seat');
    return rows.map((g) => ({
      id: g.id, user: g.user_name, createdAt: g.created_at, step: g.step, finished: g.finished === 1,
      seats: (seats.all(g.id) as { seat: string; kind: 'human' | 'ai'; name: string | null }[]).map((s) => ({ seat: s.seat, kind: s.kind, name: s.name })),
    }));
  }

  async close(): Promise<void> {
    // Answers still waiting for their commit are committed first.
    if (this.#appends.length > 0) this.#commitAppends();
    await this.#checkpoints?.close();
    this.#checkpoints = null;
    if (this.#db.isOpen) this.#db.close();
  }
}
