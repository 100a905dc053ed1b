// Undo that cannot cheat: a seat may take back its latest answer only while nothing it (or any
// other seat) learned since could have changed its mind. A die rolled, a section revealed, a
// monster moved, a trap sprung: any of these is information, and undo stops before it; so is any
// answer another seat gave since, a person's or the AI's: an answer another seat has seen, and
// answered, is never taken back.
// Which events tell nothing new is the ruleset's to say (engine `tellsNothing`).
import { tellsNothing, type CoreState, type GameEvent, type Seat } from '@delve/engine';
import type { SeatKind } from '@delve/protocol';

export interface UndoEntry {
  seat: Seat;
  events: readonly GameEvent[];
}

/** The answers undo may read, the latest last: a list, or anything that gives them by index
 * (the live session makes only those read, from the latest back). */
export interface UndoEntries {
  readonly length: number;
  at(i: number): UndoEntry | undefined;
}

/** The step to go back to when `seat` asks to undo, or the reason it may not. The latest answer
 * by `seat`, or by any seat in `holds` (the seats the asking person holds: one person playing
 * every hero of a solo game undoes across them), is taken back with the answers of those seats
 * after it; an answer of any other seat since (a person's or the AI's, which saw the answer and
 * replied), or any information in between, refuses the undo. */
export function undoTarget(
  s: CoreState,
  entries: UndoEntries,
  seat: Seat,
  kindOf: (seat: Seat) => SeatKind | undefined,
  holds: ReadonlySet<Seat> = new Set([seat]),
): { ok: true; to: number } | { ok: false; reason: string } {
  const mine = (x: Seat) => x === seat || holds.has(x);
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries.at(i)!;
    if (!mine(e.seat)) return { ok: false, reason: kindOf(e.seat) === 'ai' ? `the AI at seat ${e.seat} has answered since` : `seat ${e.seat} has answered since` };
    const informative = e.events.find((ev) => !tellsNothing(s, ev, e.seat));
    if (informative) return { ok: false, reason: `new information appeared since (${informative.type})` };
    if (mine(e.seat)) return { ok: true, to: i };
  }
  return { ok: false, reason: 'no answer of this seat to take back' };
}
