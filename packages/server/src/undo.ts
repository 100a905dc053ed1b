// Undo that cannot cheat: a seat may take back its latest answer only while nothing it (or any
// other seat) learned since could have changed its mind. A die rolled, a section revealed, a
// monster moved, a trap sprung: any of these is information, and undo stops before it.
import type { GameEvent, GameState, Seat } from '@delve/engine';
import type { SeatKind } from '@delve/protocol';

/** Events that state what the answering seat itself chose, or that only mark time. */
function isChoiceOrNeutral(s: GameState, e: GameEvent, answerer: Seat): boolean {
  const ownModel = (id: string) => s.models[id]?.seat === answerer;
  switch (e.type) {
    case 'turnStarted':
    case 'phaseStarted':
      return true;
    case 'moved':
    case 'componentsChosen':
    case 'armourRemoved':
      return ownModel(e.model);
    case 'doorClosed':
      return ownModel(e.by);
    case 'playerChosen':
    case 'leaderChosen':
    case 'routineChosen':
    case 'pursuit':
      return true;
    default:
      return false;
  }
}

export interface UndoEntry {
  seat: Seat;
  events: GameEvent[];
}

/** The step to go back to when `seat` asks to undo, or the reason it may not. The latest answer
 * by `seat`, or by any seat in `holds` (the seats the asking person holds: one person playing
 * every hero of a solo game undoes across them), is taken back with every later AI answer;
 * another person's answer since, or any information in between, refuses the undo. */
export function undoTarget(
  s: GameState,
  entries: readonly UndoEntry[],
  seat: Seat,
  kindOf: (seat: Seat) => SeatKind | undefined,
  holds: ReadonlySet<Seat> = new Set([seat]),
): { ok: true; to: number } | { ok: false; reason: string } {
  const mine = (x: Seat) => x === seat || holds.has(x);
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (!mine(e.seat) && kindOf(e.seat) !== 'ai') return { ok: false, reason: `seat ${e.seat} has answered since` };
    const informative = e.events.find((ev) => !isChoiceOrNeutral(s, ev, e.seat) || (!mine(e.seat) && ev.type === 'moved'));
    if (informative) return { ok: false, reason: `new information appeared since (${informative.type})` };
    if (mine(e.seat)) return { ok: true, to: i };
  }
  return { ok: false, reason: 'no answer of this seat to take back' };
}
