// Moving in `guilds` (GLD-M01..M03, X02, C07, C08, DEC-04): orthogonal steps; combat movement is
// half Speed with halves kept; corpses make a square dearer; allies may be passed through but not
// ended on; enemies block; entering a control zone that holds no one ends the move.
import type { GameState, Model } from '../types.ts';
import { cellOf, isOpenFloor, obstacleCells, occupancy } from '../board.ts';
import { reachable, type MoveRules, type Reach } from '../geometry/reach.ts';
import { combatMove, corpseCost, corpsesAt, zoneStops } from './common.ts';

export function moveRules(s: GameState, m: Model, occ = occupancy(s)): MoveRules {
  const map = s.map;
  const stops = s.turnKind === 'combat' ? zoneStops(s, m) : () => false;
  // In exploration a hero opens a door and steps through it (GLD-X04); in a fight it may not (GLD-C09).
  const openedDoor = s.turnKind === 'combat' && m.act.openedDoor ? map.doors[m.act.openedDoor]! : null;
  const obstacles = obstacleCells(map);
  return {
    width: map.width,
    height: map.height,
    diagonal: false,
    cost: (x, y) => {
      const cell = cellOf(map, x, y);
      if (obstacles.has(cell) || !isOpenFloor(map, x, y)) return Infinity;
      const other = occ.get(cell);
      // Enemies block; allies and knocked-down heroes may be passed (GLD-M02, W02).
      if (other && other !== m && other.side !== m.side && !other.status.ko) return Infinity;
      // No opening a door and passing through it in the same turn (GLD-C09).
      if (openedDoor && openedDoor.cells.includes(cell)) return Infinity;
      return 1 + corpseCost(corpsesAt(s, x, y));
    },
    // A move ends on an empty square (GLD-M02, X02).
    canEndOn: (x, y) => {
      const other = occ.get(cellOf(map, x, y));
      return !other || other === m;
    },
    stopsOn: stops,
  };
}

/** Movement points now: half Speed in combat, double that when running, Speed in exploration
 * (DEC-04, GLD-C08, X02). */
export function moveBudget(s: GameState, m: Model): number {
  if (s.turnKind !== 'combat') return m.profile.speed - (m.act.used ?? 0);
  return m.act.ran ? combatMove(m) * 2 : combatMove(m);
}

export function reachFor(s: GameState, m: Model, budget = moveBudget(s, m), occ = occupancy(s)): Reach {
  return reachable(m, budget, moveRules(s, m, occ));
}
