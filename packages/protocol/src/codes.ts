// Names shared by the server and every client: the room, the message types each way, and the
// error codes. `as const` tables so a typo is a compile error and the types derive from the data.
import type { ErrorCode as EngineErrorCode } from '@delve/engine';

/** The Colyseus room type every game runs in (one room per game). */
export const ROOM_NAME = 'game';

/** Messages a client sends to its game's room. */
export const CLIENT_MESSAGES = {
  /** Answer the pending decision for one of the seats this connection holds. */
  answer: 'answer',
  /** Take back this seat's latest answers, as far as the rules of undo allow. */
  undo: 'undo',
  /** Ask for the whole log as this seat may see it. */
  log: 'log',
  /** Bind one more seat (by its token) to this connection: one person may hold several seats. */
  claim: 'claim',
  /** Ask the exact odds of one of this seat's legal attacks before making it. */
  odds: 'odds',
  /** Say something to the table: a line of the game's chat, stored with the game. */
  chat: 'chat',
  /** The name the person at a seat goes by, shown to the table instead of the seat. */
  name: 'name',
  /** The game's creator (by the host token) hands a seat to the AI, back to its person, or to a
   * new invite (the old token then loses the seat). */
  handSeat: 'handSeat',
} as const;
export type ClientMessageType = (typeof CLIENT_MESSAGES)[keyof typeof CLIENT_MESSAGES];

/** Messages the room sends to one client. */
export const SERVER_MESSAGES = {
  /** Which seats this connection holds, sent on join and after a claim. */
  welcome: 'welcome',
  /** A seat's view after a change, the events it may see, its decision if pending. */
  update: 'update',
  /** The answer to `log`. */
  log: 'log',
  /** A refused message; nothing changed. */
  error: 'error',
  /** The answer to `odds`. */
  odds: 'odds',
  /** Who sits at the table: each seat's person or the AI, their names, who is connected, and
   * whom the AI stands in for; sent on join and whenever it changes, with what changed. */
  table: 'table',
  /** Lines of the game's chat: the kept ones on join, then each new one. */
  chat: 'chat',
  /** To the creator alone: a seat's new invite token, after handing it to a new invite. */
  invite: 'invite',
} as const;
export type ServerMessageType = (typeof SERVER_MESSAGES)[keyof typeof SERVER_MESSAGES];

/** Errors the server adds to the engine's own (`answer/…`, `rules/…`). */
export const PROTOCOL_ERRORS = {
  malformed: 'protocol/malformed',
  tooLarge: 'protocol/too-large',
  unknownMessage: 'protocol/unknown-message',
  /** Too many requests or messages from one client: its quota is spent for now. */
  rateLimited: 'protocol/rate-limited',
  badToken: 'auth/bad-token',
  notYourSeat: 'auth/not-your-seat',
  unknownGame: 'game/unknown',
  /** The answer was given against a step that is no longer the current one. */
  stale: 'game/stale',
  badSetup: 'game/bad-setup',
  /** The game no longer replays: it is kept, set aside, and not loaded until it is fixed. */
  setAside: 'game/set-aside',
  undoRefused: 'undo/refused',
  storage: 'server/storage',
  internal: 'server/internal',
} as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERRORS)[keyof typeof PROTOCOL_ERRORS];

/** Every code a client may receive in an `error` message or a refused join. */
export type DelveErrorCode = ProtocolErrorCode | EngineErrorCode;

/** Colyseus refuses a join with a numeric code; ours map onto 4100+ so they never clash with
 * the framework's own (4000–4099) and a client can name the reason. */
export const JOIN_ERROR_NUMBERS: Readonly<Record<ProtocolErrorCode, number>> = {
  'protocol/malformed': 4100,
  'protocol/too-large': 4101,
  'protocol/unknown-message': 4102,
  'protocol/rate-limited': 4103,
  'auth/bad-token': 4110,
  'auth/not-your-seat': 4111,
  'game/unknown': 4120,
  'game/stale': 4121,
  'game/bad-setup': 4122,
  'game/set-aside': 4123,
  'undo/refused': 4130,
  'server/storage': 4190,
  'server/internal': 4199,
};

export function joinErrorCode(n: number): ProtocolErrorCode | null {
  for (const [code, num] of Object.entries(JOIN_ERROR_NUMBERS)) if (num === n) return code as ProtocolErrorCode;
  return null;
}

/** The code of a refused join. A room that cannot be loaded fails inside Colyseus' HTTP
 * matchmaking, which only carries HTTP statuses, so the code also leads the message. */
export function joinErrorOf(e: { code?: unknown; message?: unknown }): ProtocolErrorCode | null {
  const byNumber = typeof e.code === 'number' ? joinErrorCode(e.code) : null;
  if (byNumber) return byNumber;
  const m = typeof e.message === 'string' ? /^([a-z]+\/[a-z-]+):/.exec(e.message) : null;
  return m && (Object.values(PROTOCOL_ERRORS) as string[]).includes(m[1]!) ? (m[1] as ProtocolErrorCode) : null;
}

/** Largest client message the room reads, as JSON text; larger ones are refused with
 * `protocol/too-large`. The websocket itself closes on frames past `MAX_FRAME_BYTES`. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
export const MAX_FRAME_BYTES = 64 * 1024;

/** Frames one replay request returns at most: a client pages through a long game. */
export const MAX_REPLAY_FRAMES = 100;

/** A chat line is at most this many characters; a person's name at most `MAX_NAME_CHARS`. */
export const MAX_CHAT_CHARS = 500;
export const MAX_NAME_CHARS = 40;
/** Chat lines a game keeps (older ones are dropped) and sends on join. */
export const CHAT_KEPT = 200;
/** The longest wait a new game may choose before the AI stands in for a dropped player. */
export const MAX_DROP_WAIT_SECONDS = 3600;
