// What the server keeps of a game: its header, its seats, and the ordered answers applied to it
// (DESIGN: a saved game is the header plus the answers). Each backend implements this one
// interface in one file; a snapshot is only a state hash at a step, to catch an engine that no
// longer replays a stored game the same way.
import type { Answer, GameHeader, Seat } from '@delve/engine';
import type { SeatKind } from '@delve/protocol';

export interface SeatRecord {
  seat: Seat;
  kind: SeatKind;
  /** SHA-256 of the invite token (the token itself is never stored); null for AI seats. */
  tokenHash: string | null;
}

export interface GameRecord {
  id: string;
  header: GameHeader;
  seats: SeatRecord[];
  user: string | null;
  createdAt: string;
}

export interface StoredAnswer {
  seat: Seat;
  answer: Answer;
}

export interface Snapshot {
  step: number;
  hash: string;
}

export interface StoredGame {
  record: GameRecord;
  answers: StoredAnswer[];
  snapshot: Snapshot | null;
  finished: boolean;
  /** Why the game was set aside (it no longer replays), or null: a game set aside is kept but
   * not loaded, until someone fixes it and clears the mark. */
  setAside: string | null;
}

export interface GameRow {
  id: string;
  user: string | null;
  createdAt: string;
  step: number;
  finished: boolean;
  seats: { seat: Seat; kind: SeatKind }[];
}

/** Thrown when an append does not follow the stored answers (another writer, or a lost one). */
export class StoreConflictError extends Error {
  override name = 'StoreConflictError';
}

export interface GameStore {
  readonly kind: 'sqlite' | 'postgres';
  createGame(record: GameRecord): Promise<void>;
  loadGame(id: string): Promise<StoredGame | null>;
  /** Stores `answer` as answer number `step` (0-based); refuses if `step` answers are not
   * exactly what is stored already. Resolves once it is durable. */
  appendAnswer(id: string, step: number, answer: StoredAnswer): Promise<void>;
  /** Drops every answer from `step` on (undo). */
  truncate(id: string, step: number): Promise<void>;
  saveSnapshot(id: string, snapshot: Snapshot): Promise<void>;
  setFinished(id: string, finished: boolean): Promise<void>;
  /** Marks a game that cannot be replayed: kept as it is, no longer reloaded at boot (nor
   * listed as unfinished), refused on join with the reason. */
  setAside(id: string, reason: string): Promise<void>;
  seatForToken(tokenHash: string): Promise<{ gameId: string; seat: Seat } | null>;
  /** Binds a human seat no token holds yet to `tokenHash` (a campaign member coming to its
   * expedition); true if the seat is now bound to it, false if another token holds it. */
  bindSeat(gameId: string, seat: Seat, tokenHash: string): Promise<boolean>;
  /** `unfinished`: games still to play and not set aside. */
  listGames(filter: { unfinished?: boolean; user?: string; ids?: readonly string[]; limit?: number }): Promise<GameRow[]>;
  close(): Promise<void>;
}
