// Who sits at a game's table: each seat's person or the AI, their names, who is connected now, and
// the seats of people who dropped out that the AI plays meanwhile. A person who was at the table
// and dropped out leaves their seat waiting the game's chosen time (stored with the game) while
// someone else is at the table, then the AI stands in for it until a connection holding it is
// back. A seat whose person has not arrived yet is waited for (or handed on by the creator); with
// nobody at the table nothing is played for anyone: the game waits for its people.
import type { Seat } from '@delve/engine';
import type { SeatInfo } from '@delve/protocol';
import type { SeatRecord } from './storage/store.ts';

export interface PresenceDeps {
  seats: () => readonly SeatRecord[];
  /** The seats some open connection holds now. */
  connected: () => ReadonlySet<Seat>;
  /** The game's wait before the AI stands in, in seconds; null: never. */
  waitSeconds: number | null;
  /** The AI now stands in for `seat` (its person stayed away the whole wait). */
  onStandIn: (seat: Seat) => void;
  now?: () => number;
}

export class TablePresence {
  readonly #deps: PresenceDeps;
  readonly #now: () => number;
  /** People's seats the AI plays until they come back. */
  readonly #standIns = new Set<Seat>();
  /** Since when (ms) each person's seat has had no connection. */
  readonly #absentSince = new Map<Seat, number>();
  /** Seats whose person has been at the table since the game was loaded. */
  readonly #seen = new Set<Seat>();
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(deps: PresenceDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.review();
  }

  get standIns(): ReadonlySet<Seat> {
    return this.#standIns;
  }

  /** Reads again who is here, after any join, drop or hand-over: a seat whose person is back (or
   * that the AI now plays by the creator's word) is no longer stood in for; returns those whose
   * stand-in ended. Arms the timer for the next seat whose wait runs out. */
  review(): Seat[] {
    const here = this.#deps.connected();
    const ended: Seat[] = [];
    const now = this.#now();
    for (const s of this.#deps.seats()) {
      const person = s.kind === 'human';
      if (here.has(s.seat)) this.#seen.add(s.seat);
      if (!person || here.has(s.seat)) {
        this.#absentSince.delete(s.seat);
        if (this.#standIns.delete(s.seat)) ended.push(s.seat);
      } else if (this.#seen.has(s.seat) && !this.#absentSince.has(s.seat)) {
        this.#absentSince.set(s.seat, now);
      }
    }
    this.#arm();
    return ended;
  }

  /** A seat handed to a new invite: its new person has not arrived yet, and is waited for. */
  forget(seat: Seat): void {
    this.#seen.delete(seat);
    this.#absentSince.delete(seat);
    this.#standIns.delete(seat);
  }

  /** The table as every seat may know it: no token, nothing of the game. */
  seats(): SeatInfo[] {
    const here = this.#deps.connected();
    return this.#deps.seats().map((s) => ({ seat: s.seat, kind: s.kind, name: s.name, connected: here.has(s.seat), standIn: this.#standIns.has(s.seat) }));
  }

  /** Whether a person other than the one at `seat` is at the table. */
  #someoneElseHere(seat: Seat): boolean {
    const here = this.#deps.connected();
    return this.#deps.seats().some((s) => s.seat !== seat && s.kind === 'human' && here.has(s.seat));
  }

  #arm(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const wait = this.#deps.waitSeconds;
    if (wait === null) return;
    let next = Infinity;
    for (const [seat, since] of this.#absentSince) {
      if (!this.#standIns.has(seat) && this.#someoneElseHere(seat)) next = Math.min(next, since + wait * 1000);
    }
    if (next === Infinity) return;
    this.#timer = setTimeout(() => this.#due(), Math.max(0, next - this.#now()));
    this.#timer.unref();
  }

  #due(): void {
    this.#timer = null;
    const wait = this.#deps.waitSeconds;
    if (wait === null) return;
    const now = this.#now();
    for (const [seat, since] of this.#absentSince) {
      if (this.#standIns.has(seat) || now < since + wait * 1000 || !this.#someoneElseHere(seat)) continue;
      this.#standIns.add(seat);
      this.#deps.onStandIn(seat);
    }
    this.#arm();
  }

  dispose(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
