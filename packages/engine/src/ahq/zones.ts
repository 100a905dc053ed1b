// Death Zones (AHQ-C14, C15, C16): the adjacent squares a model can attack hand-to-hand; the
// focusing itself is shared (rules/zones.ts).
import type { GameState, Model } from '../types.ts';
import { blocksSight } from '../board.ts';
import * as shared from '../rules/zones.ts';
import type { Point } from '../geometry/points.ts';
import { gridModule } from '../crawl/rules.ts';

/** Whether `e` can strike the square `p` hand-to-hand: adjacent, diagonals only with a weapon
 * that allows them and not squeezed between two walls. */
export function threatens(s: GameState, e: Model, p: Point): boolean {
  // A module played on top (the front sector and reach, FAC-K02, R01) says instead.
  const mod = gridModule(s);
  if (mod) return mod.strikes(s, e, p);
  // Most squares asked about are further off: their weapons are not looked up.
  if (Math.abs(e.x - p.x) > 1 || Math.abs(e.y - p.y) > 1) return false;
  return threatensWith(s, e, p, handReach(s, e));
}

/** `threatens`, with `e`'s hand reach (`handReach`) given. */
function threatensWith(s: GameState, e: Model, p: Point, reach: 0 | 1 | 2): boolean {
  const dx = Math.abs(e.x - p.x);
  const dy = Math.abs(e.y - p.y);
  if (dx > 1 || dy > 1 || (dx === 0 && dy === 0)) return false;
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
  // Asked of an enemy's eight squares in turn, with nothing changed in between: its weapons are
  // looked up once for the eight, not once a square.
  let reachOf: Model | null = null;
  let reach: 0 | 1 | 2 = 0;
  return shared.zoneStops(s, mover, (s, e, p) => {
    if (e !== reachOf) {
      reachOf = e;
      reach = handReach(s, e);
    }
    return threatensWith(s, e, p, reach);
  });
}

export function updateFocus(s: GameState, mover: Model | null): void {
  shared.updateFocus(s, mover, threatens);
}

export function refreshFocus(s: GameState): void {
  shared.refreshFocus(s, threatens);
}
