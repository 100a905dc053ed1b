// A test player over a real connection: records every message its connection receives, and
// answers its seats' decisions with a seeded, exploration-keen choice among the legal answers.
// Choosing peeks at the server's state (same process), which is fine for a test driver: what is
// checked is what the connection received, never what the bot looked at.
import { legalAnswers, type Answer, type GameState, type Seat } from '@delve/engine';
import type { GameConnection, ServerMessages, ServerMessageType, UpdateMessage } from '@delve/protocol';
import { chooser } from '../../../engine/src/testing/prng.ts';

export interface Received {
  type: ServerMessageType;
  message: ServerMessages[ServerMessageType];
  /** The message as JSON text, to search for things that must never appear. */
  text: string;
}

const KEEN = new Set(['door', 'searchSecret', 'searchTreasure', 'chest', 'attack', 'shoot', 'disarm', 'leave']);

export function keenChoice(seed: number): (s: GameState, seat: Seat) => Answer {
  const pick = chooser(seed);
  return (s, seat) => {
    const options = legalAnswers(s, seat);
    const keen = options.filter((a) => KEEN.has(a.kind));
    return keen.length > 0 && pick(3) > 0 ? keen[pick(keen.length)]! : options[pick(options.length)]!;
  };
}

export class SeatBot {
  readonly received: Received[] = [];
  readonly conn: GameConnection;
  /** Set to false to stop answering (the test then drives by hand). */
  playing = true;
  #latest = new Map<Seat, UpdateMessage>();

  constructor(conn: GameConnection, opts: { state: () => GameState | undefined; choose: (s: GameState, seat: Seat) => Answer; maxStep: number }) {
    this.conn = conn;
    conn.onAny((type, message) => {
      this.received.push({ type, message, text: JSON.stringify(message) });
      if (type !== 'update') return;
      const u = message as UpdateMessage;
      this.#latest.set(u.seat, u);
      if (!this.playing || !u.decision || u.step >= opts.maxStep) return;
      // Only the newest update of a seat is answered; older ones are stale by now.
      setImmediate(() => {
        const s = opts.state();
        if (!s || this.#latest.get(u.seat) !== u || s.pending?.seat !== u.seat) return;
        conn.answer(u.seat, u.step, opts.choose(s, u.seat));
      });
    });
  }

  latest(seat: Seat): UpdateMessage | undefined {
    return this.#latest.get(seat);
  }

  updates(): UpdateMessage[] {
    return this.received.filter((r) => r.type === 'update').map((r) => r.message as UpdateMessage);
  }

  errors(): ServerMessages['error'][] {
    return this.received.filter((r) => r.type === 'error').map((r) => r.message as ServerMessages['error']);
  }
}

export async function until(cond: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
