// What the server keeps of a game: its header, its seats, and the ordered answers applied to it
// (DESIGN: a saved game is the header plus the answers). Each backend implements this one
// interface in one file; a snapshot is only a state hash at a step, to catch an engine that no
// longer replays a stored game the same way.
import type { Answer, GameHeader, Seat } from '@delve/engine';
import type { ChatLine, SeatKind } from '@delve/protocol';

export interface SeatRecord {
  seat: Seat;
  kind: SeatKind;
  /** SHA-256 of the invite token (the token itself is never stored); null for AI seats. */
  tokenHash: string | null;
  /** The name the person at the seat goes by, if given. */
  name: string | null;
}

/** What the creator may change of a seat after creation, and what its person may (the name). */
export type SeatChange = Partial<Pick<SeatRecord, 'kind' | 'tokenHash' | 'name'>>;

/** A dropped person's seat waits this long before the AI plays it, unless the game says otherwise
 * (games stored before the choice existed). */
export const DEFAULT_DROP_WAIT_SECONDS = 120;

export interface GameRecord {
  id: string;
  header: GameHeader;
  seats: SeatRecord[];
  user: string | null;
  createdAt: string;
  /** Seconds a dropped person's seat waits before the AI plays it; null: it waits for them. */
  dropWaitSeconds: number | null;
  /** SHA-256 of the creator's host token; null for games stored before there was one. */
  hostHash: string | null;
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
  seats: { seat: Seat; kind: SeatKind; name: string | null }[];
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
   * listed as unfinished), refused on join with the reason. `null` clears the mark: the game
   * replays again (a game a later version can read once more). */
  setAside(id: string, reason: string | null): Promise<void>;
  /** Changes a seat: who plays it (the creator's hand-over), its token (a new invite: the old
   * token no longer opens it), its person's name. */
  updateSeat(id: string, seat: Seat, change: SeatChange): Promise<void>;
  /** Stores a chat line (its `n` one past the last stored), keeping the latest `keep` lines. */
  appendChat(id: string, line: ChatLine, keep: number): Promise<void>;
  /** The latest `limit` chat lines, oldest first. */
  loadChat(id: string, limit: number): Promise<ChatLine[]>;
  seatForToken(tokenHash: string): Promise<{ gameId: string; seat: Seat } | null>;
  /** Binds a human seat no token holds yet to `tokenHash` (a campaign member coming to its
   * expedition); true if the seat is now bound to it, false if another token holds it. */
  bindSeat(gameId: string, seat: Seat, tokenHash: string): Promise<boolean>;
  /** `unfinished`: games still to play and not set aside. */
  listGames(filter: { unfinished?: boolean; user?: string; ids?: readonly string[]; limit?: number }): Promise<GameRow[]>;
  close(): Promise<void>;
}
