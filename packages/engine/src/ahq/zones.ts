// Death Zones (AHQ-C14, C15, C16): the adjacent squares a model can attack hand-to-hand; the
// focusing itself is shared (rules/zones.ts).
import type { GameState, Model } from '../types.ts';
import { blocksSight } from '../board.ts';
import * as shared from '../rules/zones.ts';
import type { Point } from '../geometry/points.ts';

/** Whether `e` can strike the square `p` hand-to-hand: adjacent, diagonals only with a weapon
 * that allows them and not squeezed between two walls. */
export function threatens(s: GameState, e: Model, p: Point): boolean {
  const dx = Math.abs(e.x - p.x);
  const dy = Math.abs(e.y - p.y);
  if (dx > 1 || dy > 1 || (dx === 0 && dy === 0)) return false;
  const reach = handReach(s, e);
  if (reach === 0) return false;
  if (dx === 1 && dy === 1) {
    if (reach === 1) return false;
    // Both squares beside the corner are walls: nothing passes between them.
    if (blocksSight(s.map, p.x, e.y, e, p) && blocksSight(s.map, e.x, p.y, e, p)) return false;
  }
  return true;
}

/** 0: no hand weapon; 1: orthogonal squares only; 2: diagonals too. Asked for every square a
 * search explores, so it allocates nothing. */
function handReach(s: GameState, e: Model): 0 | 1 | 2 {
  const weapons = s.ctx.content.weapons;
  let reach: 0 | 1 | 2 = 0;
  for (const id of e.weapons) {
    const w = weapons[id];
    if (w?.kind !== 'hand') continue;
    if (w.diagonal) return 2;
    reach = 1;
  }
  return reach;
}

/** An enemy's Death Zone is focused on this model (AHQ-C16). */
export const inFocusedZone = shared.inFocusedZone;

/** Squares (as cells) that end a move for `mover`: inside an unfocused enemy Death Zone (AHQ-C14, C15). */
export function zoneStops(s: GameState, mover: Model): number[] {
  return shared.zoneStops(s, mover, threatens);
}

export function updateFocus(s: GameState, mover: Model | null): void {
  shared.updateFocus(s, mover, threatens);
}

export function refreshFocus(s: GameState): void {
  shared.refreshFocus(s, threatens);
}
