// A typed wrapper over the Colyseus client for one connection to one game: the web client, the
// terminal and the tests talk to the server through this, never with raw message names.
import { Client, type Room } from '@colyseus/sdk';
import type { Answer, Seat, View } from '@delve/engine';
import { CLIENT_MESSAGES, ROOM_NAME, SERVER_MESSAGES, type ServerMessageType } from './codes.ts';
import type { ClientMessages, GameSummary, HttpError, JoinOptions, ReplayResponse, SavedGameFile, SeatLogFile, ServerMessages, UpdateMessage } from './messages.ts';
import { restoreView, type ViewPatch } from './view-patch.ts';

export type ServerMessageHandler = <K extends ServerMessageType>(type: K, message: ServerMessages[K]) => void;

export class GameConnection {
  readonly room: Room;
  readonly gameId: string;

  /** The latest whole view of each seat, which the next update's patch applies to. */
  #views = new Map<Seat, View>();

  constructor(room: Room, gameId: string) {
    this.room = room;
    this.gameId = gameId;
    // First of the update's listeners: the view is made whole before any other reads it.
    room.onMessage(SERVER_MESSAGES.update, (u: UpdateMessage) => {
      if (u.same) {
        u.view = restoreView(this.#views.get(u.seat), u.view as ViewPatch, u.same);
        delete u.same;
      }
      this.#views.set(u.seat, u.view);
    });
    // Every message type has a listener from the start, so none is reported as unhandled.
    for (const type of Object.values(SERVER_MESSAGES)) room.onMessage(type, () => {});
  }

  /** Every server message, in order, with its type. */
  onAny(handler: ServerMessageHandler): () => void {
    const offs = Object.values(SERVER_MESSAGES).map((type) =>
      this.room.onMessage(type, (payload: unknown) => handler(type, payload as ServerMessages[typeof type])));
    return () => offs.forEach((off) => off());
  }

  on<K extends ServerMessageType>(type: K, handler: (message: ServerMessages[K]) => void): () => void {
    return this.room.onMessage(type, (payload: unknown) => handler(payload as ServerMessages[K]));
  }

  send<K extends keyof ClientMessages>(type: K, message: ClientMessages[K]): void {
    this.room.send(type, message);
  }

  answer(seat: Seat, step: number, answer: Answer): void {
    this.send(CLIENT_MESSAGES.answer, { seat, step, answer });
  }

  undo(seat: Seat): void {
    this.send(CLIENT_MESSAGES.undo, { seat });
  }

  requestLog(seat: Seat): void {
    this.send(CLIENT_MESSAGES.log, { seat });
  }

  /** Asks the odds of one of `seat`'s legal attacks (or of the `option` of its pending choice that
   * attacks); the reply comes as an `odds` message. */
  requestOdds(seat: Seat, attacker: string, target: string, kind: 'attack' | 'shoot', weapon?: string, option?: string): void {
    this.send(CLIENT_MESSAGES.odds, { seat, attacker, target, kind, ...(weapon !== undefined ? { weapon } : {}), ...(option !== undefined ? { option } : {}) });
  }

  chat(seat: Seat, text: string): void {
    this.send(CLIENT_MESSAGES.chat, { seat, text });
  }

  setName(seat: Seat, name: string): void {
    this.send(CLIENT_MESSAGES.name, { seat, name });
  }

  handSeat(host: string, seat: Seat, to: 'ai' | 'human' | 'invite'): void {
    this.send(CLIENT_MESSAGES.handSeat, { host, seat, to });
  }

  claim(token: string): void {
    this.send(CLIENT_MESSAGES.claim, { token });
  }

  leave(): Promise<number> {
    return this.room.leave(true);
  }
}

/** Joins a game with one seat's token; the room is loaded from storage if it is not running. */
export async function joinGame(url: string, options: JoinOptions): Promise<GameConnection> {
  const room = await new Client(url).joinOrCreate(ROOM_NAME, options);
  return new GameConnection(room, options.gameId);
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  const body = (await res.json()) as T | HttpError;
  if (!res.ok) {
    const e = (body as HttpError).error;
    throw Object.assign(new Error(`${e?.code ?? res.status}: ${e?.message ?? res.statusText}`), { code: e?.code, status: res.status });
  }
  return body as T;
}

/** The games the given tokens open (GET /api/games?token=…), with their progress. */
export async function fetchGames(url: string, tokens: readonly string[]): Promise<GameSummary[]> {
  const q = new URLSearchParams();
  for (const t of tokens) q.append('token', t);
  return (await getJson<{ games: GameSummary[] }>(`${url}/api/games?${q}`)).games;
}

/** A game's log with one seat's token: the saved game once it is over, the seat's own log before. */
export function fetchGameLog(url: string, gameId: string, token: string): Promise<SavedGameFile | SeatLogFile> {
  return getJson(`${url}/api/games/${encodeURIComponent(gameId)}/log?token=${encodeURIComponent(token)}`);
}

/** Replay frames `from`..`to` of a game, as `seat` saw them (default: the token's seat). */
export function fetchReplay(url: string, gameId: string, token: string, range: { seat?: string; from?: number; to?: number } = {}): Promise<ReplayResponse> {
  const q = new URLSearchParams({ token });
  if (range.seat) q.set('seat', range.seat);
  if (range.from !== undefined) q.set('from', String(range.from));
  if (range.to !== undefined) q.set('to', String(range.to));
  return getJson(`${url}/api/games/${encodeURIComponent(gameId)}/replay?${q}`);
}
