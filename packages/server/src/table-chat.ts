// A game's chat: part of its record like the log. A line is stored (the latest CHAT_KEPT kept)
// before anyone hears it; each connection may say so many lines a minute, and a line past that is
// refused with the wait while the connection stays. The words were cleaned when the message was
// read (`cleanText`); clients show them as text, never as markup. Nothing is kept in memory but
// the latest line's number.
import type { Seat } from '@delve/engine';
import { CHAT_KEPT, CLIENT_MESSAGES as C, PROTOCOL_ERRORS as P, type ChatLine, type ErrorMessage } from '@delve/protocol';
import type { GameStore } from './storage/store.ts';
import { TokenBuckets } from './limits.ts';

export class TableChat {
  readonly #store: GameStore;
  readonly #gameId: string;
  readonly #perMinute: number;
  readonly #allowance: TokenBuckets;
  /** The number of the game's latest line. */
  #n: number;

  private constructor(store: GameStore, gameId: string, perMinute: number, n: number) {
    this.#store = store;
    this.#gameId = gameId;
    this.#perMinute = perMinute;
    this.#allowance = new TokenBuckets(perMinute / 60, Math.max(1, Math.round(perMinute / 5)));
    this.#n = n;
  }

  static async open(store: GameStore, gameId: string, perMinute: number): Promise<TableChat> {
    return new TableChat(store, gameId, perMinute, (await store.loadChat(gameId, 1))[0]?.n ?? 0);
  }

  /** A line said on connection `by` as the person at `seat` (named `name`): stored, or why not. */
  async say(by: string, seat: Seat, name: string | null, text: string): Promise<{ ok: true; line: ChatLine } | { ok: false; error: ErrorMessage }> {
    const wait = this.#allowance.take(by);
    if (wait > 0) return { ok: false, error: { code: P.rateLimited, message: `at most ${this.#perMinute} chat lines a minute: try again in ${Math.ceil(wait)} s`, about: C.chat } };
    const line: ChatLine = { n: this.#n + 1, seat, name, at: new Date().toISOString(), text };
    try {
      await this.#store.appendChat(this.#gameId, line, CHAT_KEPT);
    } catch (e) {
      return { ok: false, error: { code: P.storage, message: `the line could not be stored: ${(e as Error).message}`, about: C.chat } };
    }
    this.#n = line.n;
    return { ok: true, line };
  }

  /** The kept lines, oldest first, for a connection that joins. */
  lines(): Promise<ChatLine[]> {
    return this.#store.loadChat(this.#gameId, CHAT_KEPT);
  }
}
