// The squares a move may cross, shared by the grid rulesets: orthogonal steps over open floor, never
// through walls, obstacles or unexplored rock, nor through a door its mover opened this turn where
// the ruleset says so; each ruleset says which models block, what a square costs beyond its step,
// where a move may end and where it must stop.
import type { Door, GameState, Model } from '../types.ts';
import { cellOf, isOpenFloor, obstacleCells } from '../board.ts';
import type { MoveRules } from '../geometry/reach.ts';

export interface GridMove {
  /** Whether a model standing on a square keeps the mover out of it. */
  blocks(other: Model): boolean;
  /** Movement a square costs beyond the step itself. */
  extra?(x: number, y: number): number;
  /** Whether a move may end on a square another model stands on. */
  endOnModels: boolean;
  /** Squares where the move must stop. */
  stopsOn(x: number, y: number): boolean;
  /** The door the mover opened and may not pass through this turn, if any. */
  openedDoor: Door | null;
}

export function gridMoveRules(s: GameState, m: Model, occ: Map<number, Model>, g: GridMove): MoveRules {
  const map = s.map;
  const obstacles = obstacleCells(map);
  const shut = g.openedDoor?.cells ?? [];
  return {
    width: map.width,
    height: map.height,
    diagonal: false,
    cost: (x, y) => {
      const cell = cellOf(map, x, y);
      if (obstacles.has(cell) || !isOpenFloor(map, x, y)) return Infinity;
      const other = occ.get(cell);
      if (other && other !== m && g.blocks(other)) return Infinity;
      if (shut.includes(cell)) return Infinity;
      return 1 + (g.extra ? g.extra(x, y) : 0);
    },
    canEndOn: g.endOnModels ? () => true : (x, y) => {
      const other = occ.get(cellOf(map, x, y));
      return !other || other === m;
    },
    stopsOn: g.stopsOn,
  };
}
