// Moving in `guilds` (GLD-M01..M03, X02, C07, C08, DEC-04): orthogonal steps; combat movement is
// half Speed with halves kept; corpses make a square dearer; allies may be passed through but not
// ended on; enemies block; entering a control zone that holds no one ends the move.
import type { GameState, Model } from '../types.ts';
import { decisionReach, gridMoveRules, gridReach, type GridMove } from '../rules/movement.ts';
import type { MoveRules, Reach } from '../geometry/reach.ts';
import { combatMove, corpseCost, corpsesAt, zoneStops } from './common.ts';

export function moveRules(s: GameState, m: Model): MoveRules {
  return gridMoveRules(s, m, gridMove(s, m));
}

function gridMove(s: GameState, m: Model): GridMove {
  return {
    // Enemies block; allies and knocked-down heroes may be passed (GLD-M02, W02)...
    blocks: (other) => other.side !== m.side && !other.status.ko,
    extra: (x, y) => corpseCost(corpsesAt(s, x, y)),
    // ...but a move ends on an empty square (GLD-M02, X02).
    endOnModels: false,
    stops: s.turnKind === 'combat' ? zoneStops(s, m) : [],
    // In exploration a hero opens a door and steps through it (GLD-X04); in a fight it may not (GLD-C09).
    openedDoor: s.turnKind === 'combat' && m.act.openedDoor ? s.map.doors[m.act.openedDoor]! : null,
  };
}

/** Movement points now: half Speed in combat, double that when running, Speed in exploration
 * (DEC-04, GLD-C08, X02). */
export function moveBudget(s: GameState, m: Model): number {
  if (s.turnKind !== 'combat') return m.profile.speed - (m.act.used ?? 0);
  return m.act.ran ? combatMove(m) * 2 : combatMove(m);
}

/** Where `m` can move with `budget`; the same search serves the listing and the check of one decision. */
/** Where `m` could move with `budget` were no control zone to stop it: for saying why a move is refused. */
export function freeReach(s: GameState, m: Model, budget: number): Reach {
  return gridReach(s, m, budget, { ...gridMove(s, m), stops: [] });
}

export function reachFor(s: GameState, m: Model, budget = moveBudget(s, m)): Reach {
  return decisionReach(s, m, budget, () => gridReach(s, m, budget, gridMove(s, m)));
}
