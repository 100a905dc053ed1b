// A typed wrapper over the Colyseus client for one connection to one game: the web client, the
// terminal and the tests talk to the server through this, never with raw message names.
import { Client, type Room } from '@colyseus/sdk';
import type { Answer, Seat } from '@delve/engine';
import { CLIENT_MESSAGES, ROOM_NAME, SERVER_MESSAGES, type ServerMessageType } from './codes.ts';
import type { ClientMessages, JoinOptions, ServerMessages } from './messages.ts';

export type ServerMessageHandler = <K extends ServerMessageType>(type: K, message: ServerMessages[K]) => void;

export class GameConnection {
  readonly room: Room;
  readonly gameId: string;

  constructor(room: Room, gameId: string) {
    this.room = room;
    this.gameId = gameId;
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
