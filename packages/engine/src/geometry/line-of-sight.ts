// Line of sight between square centres (DEC-12). The geometry knows nothing of walls, doors or
// models: the caller says which squares block and which obscure.
//
// The walk is exact. With the start centre as origin and n = |to - from| per axis, the segment
// crosses its (i+1)-th vertical grid line at t = (i + 1/2) / nx and its (j+1)-th horizontal one at
// t = (j + 1/2) / ny. Comparing (1 + 2i)·ny with (1 + 2j)·nx (doubled, so all integers) says which
// comes first; equal means the segment passes exactly through a lattice corner. Events are
// geometric, so walking from either end meets the same squares and corners: results are symmetric.

import type { Point } from './points.ts';

export type Sight = 'clear' | 'obscured' | 'blocked';

export interface SightQuery {
  /** Walls, closed doors, open doors the rules say block this particular line. */
  blocks(x: number, y: number): boolean;
  /** Models that partly hide the target. */
  obscures?(x: number, y: number): boolean;
  /** A corner of a single blocking square that the line grazes partly hides the target too (the
   * `aof-quest` cover, DEC-24); by default a grazed corner does nothing. */
  grazeObscures?: boolean;
}

/**
 * Whether `to` can be seen from `from`. Only squares strictly between the two are asked about:
 * the endpoints never block or obscure themselves. A square the segment crosses blocks; where
 * the segment passes exactly through a corner it is blocked only if both squares flanking that
 * corner block (a single wall corner is grazed, a gap between two diagonal walls is not). Only
 * crossed squares obscure, never the flanking squares of a corner.
 */
export function lineOfSight(from: Point, to: Point, q: SightQuery): Sight {
  const nx = Math.abs(to.x - from.x);
  const ny = Math.abs(to.y - from.y);
  const sx = to.x > from.x ? 1 : -1;
  const sy = to.y > from.y ? 1 : -1;
  let x = from.x;
  let y = from.y;
  let ix = 0;
  let iy = 0;
  let obscured = false;
  while (ix < nx || iy < ny) {
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision === 0) {
      const a = q.blocks(x + sx, y);
      if (a && q.blocks(x, y + sy)) return 'blocked';
      if (q.grazeObscures && (a || q.blocks(x, y + sy))) obscured = true;
      x += sx;
      y += sy;
      ix++;
      iy++;
    } else if (decision < 0) {
      x += sx;
      ix++;
    } else {
      y += sy;
      iy++;
    }
    if (ix === nx && iy === ny) break; // arrived at `to`
    if (q.blocks(x, y)) return 'blocked';
    // Keep walking after an obscuring square: a wall further on still blocks.
    if (!obscured && q.obscures !== undefined && q.obscures(x, y)) obscured = true;
  }
  return obscured ? 'obscured' : 'clear';
}

/**
 * The squares whose interior the centre-to-centre segment crosses, in order from `from`,
 * excluding both endpoints (the same walk as lineOfSight; corner-flanking squares are not
 * included).
 */
export function squaresBetween(from: Point, to: Point): Point[] {
  const nx = Math.abs(to.x - from.x);
  const ny = Math.abs(to.y - from.y);
  const sx = to.x > from.x ? 1 : -1;
  const sy = to.y > from.y ? 1 : -1;
  const out: Point[] = [];
  let x = from.x;
  let y = from.y;
  let ix = 0;
  let iy = 0;
  while (ix < nx || iy < ny) {
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision <= 0) {
      x += sx;
      ix++;
    }
    if (decision >= 0) {
      y += sy;
      iy++;
    }
    if (ix === nx && iy === ny) break;
    out.push({ x, y });
  }
  return out;
}
