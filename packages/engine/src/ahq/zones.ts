// Death Zones (AHQ-C14, C15, C16): the adjacent squares a model can attack hand-to-hand, and their
// focus on the first enemy to enter.
import type { GameState, Model } from '../types.ts';
import { active, blocksSight, occupancy } from '../board.ts';
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
export function inFocusedZone(s: GameState, m: Model): boolean {
  for (const id of s.order) {
    const e = s.models[id]!;
    if (e.side !== m.side && active(e) && e.focus === m.id) return true;
  }
  return false;
}

/** Squares that end a move for `mover`: inside an unfocused enemy Death Zone (AHQ-C14, C15). */
export function zoneStops(s: GameState, mover: Model): (x: number, y: number) => boolean {
  const threats = s.order.map((id) => s.models[id]!).filter((e) => e.side !== mover.side && active(e) && e.focus === null && handReach(s, e) > 0);
  if (threats.length === 0) return () => false;
  // The zones' squares, gathered once: reachability asks about every square it explores.
  const w = s.map.width;
  const cells = new Set<number>();
  for (const e of threats) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const p = { x: e.x + dx, y: e.y + dy };
        if ((dx || dy) && threatens(s, e, p)) cells.add(p.y * w + p.x);
      }
    }
  }
  return (x, y) => cells.has(y * w + x);
}

/** After a move: zones focus on the mover if it entered them, lost focuses clear, and a free
 * zone with an enemy inside focuses on it. */
export function updateFocus(s: GameState, mover: Model | null): void {
  if (mover && active(mover)) {
    for (const id of s.order) {
      const e = s.models[id]!;
      if (e.side !== mover.side && active(e) && e.focus === null && threatens(s, e, mover)) e.focus = mover.id;
    }
  }
  refreshFocus(s);
}

export function refreshFocus(s: GameState): void {
  const occ = occupancy(s);
  for (const id of s.order) {
    const e = s.models[id]!;
    if (!active(e)) {
      e.focus = null;
      continue;
    }
    if (e.focus) {
      const f = s.models[e.focus]!;
      // A knocked-out model no longer holds a zone's focus.
      if (!active(f) || !threatens(s, e, f)) e.focus = null;
    }
    if (!e.focus) {
      for (const [, other] of occ) {
        if (other.side !== e.side && active(other) && threatens(s, e, other)) {
          e.focus = other.id;
          break;
        }
      }
    }
  }
}

