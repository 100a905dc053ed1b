// The crawls' events that tell nothing new (take-back.ts): a turn or a phase begun, a seat's own
// model moved or its components chosen, a door it closed, and the choices of who plays next.
import type { GameEvent, GameState, Seat } from '../types.ts';

export function crawlTellsNothing(s: GameState, e: GameEvent, answerer: Seat): boolean {
  const own = (id: string) => s.models[id]?.seat === answerer;
  switch (e.type) {
    case 'turnStarted':
    case 'phaseStarted':
      return true;
    case 'moved':
    case 'componentsChosen':
    case 'armourRemoved':
      return own(e.model);
    case 'doorClosed':
      return own(e.by);
    case 'playerChosen':
    case 'leaderChosen':
    case 'routineChosen':
    case 'pursuit':
      return true;
    default:
      return false;
  }
}
