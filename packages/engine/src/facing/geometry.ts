// The geometry of facing (FAC-F01, K01, B01, L01): the four ways a figure faces, the sector of
// the board another square lies in as seen from a figure, its blocking zone and its arc of fire.
import type { Facing, Model } from '../types.ts';
import type { Point } from '../geometry/points.ts';

export const FACINGS: readonly Facing[] = ['N', 'E', 'S', 'W'];

/** One step ahead, for each facing (north is towards y = 0). */
const AHEAD: Readonly<Record<Facing, Point>> = { N: { x: 0, y: -1 }, E: { x: 1, y: 0 }, S: { x: 0, y: 1 }, W: { x: -1, y: 0 } };

export function isFacing(v: unknown): v is Facing {
  return v === 'N' || v === 'E' || v === 'S' || v === 'W';
}

export function ahead(f: Facing): Point {
  return AHEAD[f];
}

/** Where a figure may be attacked from, as it faces (FAC-K01). */
export type Sector = 'front' | 'left' | 'right' | 'rear';

/** `p` in the frame of a figure at `at` facing `f`: how far ahead, and how far to its right. */
export function frame(at: Point, f: Facing, p: Point): { fwd: number; right: number } {
  const dx = p.x - at.x;
  const dy = p.y - at.y;
  switch (f) {
    case 'N': return { fwd: -dy, right: dx };
    case 'S': return { fwd: dy, right: -dx };
    case 'E': return { fwd: dx, right: dy };
    case 'W': return { fwd: -dx, right: -dy };
  }
}

/** The sector of a figure at `at` facing `f` that square `p` lies in (FAC-K01): the three squares
 * ahead are its front, the one behind its rear, the two on each side its flanks; further off, the
 * 90° arcs ahead (diagonals included) and behind (diagonals excluded), and the flanks between. */
export function sectorOf(at: Point, f: Facing, p: Point): Sector {
  const { fwd, right } = frame(at, f, p);
  if (fwd > 0 && Math.abs(right) <= fwd) return 'front';
  if (fwd < 0 && Math.abs(right) < -fwd) return 'rear';
  return right < 0 ? 'left' : 'right';
}

/** Whether `p` lies in the 90° arc ahead of a figure at `at` facing `f` (FAC-L01, R01). */
export function inArc(at: Point, f: Facing, p: Point): boolean {
  const { fwd, right } = frame(at, f, p);
  return fwd > 0 && Math.abs(right) <= fwd;
}

/** The three squares ahead of a figure: its front sector, and its blocking zone if it has one
 * (FAC-B01, K01). */
export function frontSquares(at: Point, f: Facing): Point[] {
  const a = AHEAD[f];
  const x = at.x + a.x;
  const y = at.y + a.y;
  return a.x === 0 ? [{ x: x - 1, y }, { x, y }, { x: x + 1, y }] : [{ x, y: y - 1 }, { x, y }, { x, y: y + 1 }];
}

/** The facing that turns a figure at `from` towards `to`: the axis of the larger difference, north
 * and south on a tie. */
export function facingTowards(from: Point, to: Point): Facing {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'E' : 'W';
  return dy > 0 ? 'S' : 'N';
}

/** The facings under which `to` lies in the front sector of a figure at `from`. */
export function facingsFacing(from: Point, to: Point): Facing[] {
  return FACINGS.filter((f) => sectorOf(from, f, to) === 'front');
}

/** A figure's facing; a figure placed before the module gave it one faces north. */
export function facingOf(m: Model): Facing {
  return m.facing ?? 'N';
}
