// Whether an answer may be taken back across an event: an event that tells only what the
// answering seat itself chose, or that only marks time, teaches no one anything; a die rolled, a
// section revealed, a monster moved, a trap sprung, an enemy's decision does. Each ruleset says
// which of its events are of the first kind (`Ruleset.tellsNothing`); one that says nothing has
// every event count as news, and nothing of it is taken back.
import type { CoreState, GameEvent, Seat } from './types.ts';

/** Whether `e`, an event of `answerer`'s answer, tells nothing that seat (or any other) did not
 * choose or know: an undo (the server's, the terminal's) may take the answer back across it. */
export function tellsNothing(s: CoreState, e: GameEvent, answerer: Seat): boolean {
  return s.ctx.ruleset.tellsNothing?.(s, e, answerer) ?? false;
}
