// Moving models (AHQ-E02, E05, C09, C10, C13, C14, C44): orthogonal steps, never through models,
// walls or closed doors, stopping in unfocused Death Zones; heroes set off traps on new squares.
import type { GameState, Model } from '../types.ts';
import { cellOf, isOpenFloor, obstacleCells, occupancy } from '../board.ts';
import { reachable, type MoveRules, type Reach } from '../geometry/reach.ts';
import type { Point } from '../geometry/points.ts';
import { threatens, zoneStops } from './zones.ts';

/** Squares per exploration move (AHQ-E02). */
export const EXPLORATION_MOVE = 12;
/** Squares of a drag (AHQ-C44). */
export const DRAG_SQUARES = 3;

export function moveRules(s: GameState, m: Model, occ = occupancy(s)): MoveRules {
  const map = s.map;
  const inCombat = s.turnKind === 'combat';
  const stops = inCombat ? zoneStops(s, m) : () => false;
  const openedDoor = m.act.openedDoor ? map.doors[m.act.openedDoor]! : null;
  const obstacles = obstacleCells(map);
  return {
    width: map.width,
    height: map.height,
    diagonal: false,
    cost: (x, y) => {
      const cell = cellOf(map, x, y);
      if (obstacles.has(cell) || !isOpenFloor(map, x, y)) return Infinity;
      const other = occ.get(cell);
      if (other && other !== m) return Infinity;
      // No opening a door and moving through it in the same phase (AHQ-C12, E05).
      if (openedDoor && openedDoor.cells.includes(cell)) return Infinity;
      return 1;
    },
    canEndOn: () => true,
    stopsOn: stops,
  };
}

/** How far the model may move now. */
export function moveBudget(s: GameState, m: Model): number {
  if (m.act.ran) return m.act.runSquares;
  return s.turnKind === 'combat' ? m.profile.speed : EXPLORATION_MOVE;
}

export function reachFor(s: GameState, m: Model, budget = moveBudget(s, m), occ = occupancy(s)): Reach {
  return reachable(m, budget, moveRules(s, m, occ));
}

/** Whether a monster could make a normal move that ends next to a hero it can attack. */
export function canReachAndStrike(s: GameState, m: Model): boolean {
  const occ = occupancy(s);
  const foes = [...occ.values()].filter((h) => h.side !== m.side);
  if (foes.some((h) => threatens(s, m, h))) return true;
  const reach = reachFor(s, m, m.profile.speed, occ);
  return reach.destinations().some((p) => foes.some((h) => threatens(s, { ...m, x: p.x, y: p.y } as Model, h)));
}

/** The first square of the path where a hidden trap waits on a square never entered (AHQ-E14). */
export function trapOnPath(s: GameState, m: Model, path: readonly Point[]): { index: number; trap: string } | null {
  if (m.side !== 'heroes') return null;
  for (let i = 0; i < path.length; i++) {
    const cell = cellOf(s.map, path[i]!.x, path[i]!.y);
    if (s.map.entered[cell]) continue;
    for (const id in s.map.traps) {
      const t = s.map.traps[id]!;
      if (t.cell === cell && !t.spotted && t.chest === null) return { index: i, trap: id };
    }
  }
  return null;
}
