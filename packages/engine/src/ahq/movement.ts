// Moving models (AHQ-E02, E05, C09, C10, C13, C14, C44): orthogonal steps, never through models,
// walls or closed doors, stopping in unfocused Death Zones.
import type { GameState, Model } from '../types.ts';
import { occupancy } from '../board.ts';
import { decisionReach, gridMoveRules, gridReach, type GridMove } from '../rules/movement.ts';
import type { MoveRules, Reach } from '../geometry/reach.ts';
import { threatens, zoneStops } from './zones.ts';

/** Squares per exploration move (AHQ-E02). */
export const EXPLORATION_MOVE = 12;
/** Squares of a drag (AHQ-C44). */
export const DRAG_SQUARES = 3;

export function moveRules(s: GameState, m: Model): MoveRules {
  return gridMoveRules(s, m, gridMove(s, m));
}

function gridMove(s: GameState, m: Model): GridMove {
  return {
    // Models block every move (AHQ-C13).
    blocks: () => true,
    endOnModels: true,
    stops: s.turnKind === 'combat' ? zoneStops(s, m) : [],
    // No opening a door and moving through it in the same phase (AHQ-C12, E05).
    openedDoor: m.act.openedDoor ? s.map.doors[m.act.openedDoor]! : null,
  };
}

/** How far the model may move now. */
export function moveBudget(s: GameState, m: Model): number {
  if (m.act.ran) return m.act.runSquares;
  return s.turnKind === 'combat' ? m.profile.speed : EXPLORATION_MOVE;
}

/** Where `m` can move with `budget`; the same search serves the listing and the check of one decision. */
export function reachFor(s: GameState, m: Model, budget = moveBudget(s, m)): Reach {
  return decisionReach(s, m, budget, () => gridReach(s, m, budget, gridMove(s, m)));
}

/** Where `m` could move with `budget` were no Death Zone to stop it: for saying why a move is refused. */
export function freeReach(s: GameState, m: Model, budget: number): Reach {
  return gridReach(s, m, budget, { ...gridMove(s, m), stops: [] });
}

/** Whether a monster could make a normal move that ends next to a hero it can attack. */
export function canReachAndStrike(s: GameState, m: Model): boolean {
  const foes = [...occupancy(s).values()].filter((h) => h.side !== m.side);
  if (foes.some((h) => threatens(s, m, h))) return true;
  const reach = reachFor(s, m, m.profile.speed);
  return reach.destinations().some((p) => foes.some((h) => threatens(s, { ...m, x: p.x, y: p.y } as Model, h)));
}
