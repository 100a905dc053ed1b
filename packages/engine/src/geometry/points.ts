// Squares on a grid and the distances between them. Screen orientation: x grows east, y grows
// south, so north is y - 1.

export interface Point {
  readonly x: number;
  readonly y: number;
}

function dir(x: number, y: number): Point {
  return Object.freeze({ x, y });
}

/** The four orthogonal steps, in the order N, E, S, W. */
export const ORTHOGONAL: readonly Point[] = Object.freeze([dir(0, -1), dir(1, 0), dir(0, 1), dir(-1, 0)]);

/** The four diagonal steps, in the order NE, SE, SW, NW. */
export const DIAGONAL: readonly Point[] = Object.freeze([dir(1, -1), dir(1, 1), dir(-1, 1), dir(-1, -1)]);

/** All eight steps: the orthogonal ones first, so searches that try them in order prefer straight
 * steps on ties. ORTHOGONAL is a prefix of this list, so a step index means the same in both. */
export const ALL_DIRECTIONS: readonly Point[] = Object.freeze([...ORTHOGONAL, ...DIAGONAL]);

/** Steps needed when diagonal steps are allowed: max(|dx|, |dy|). */
export function chebyshev(a: Point, b: Point): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** Steps needed with orthogonal steps only: |dx| + |dy|. */
export function manhattan(a: Point, b: Point): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/** Whether b is one step from a. A square is not adjacent to itself. */
export function isAdjacent(a: Point, b: Point, diagonal: boolean): boolean {
  return diagonal ? chebyshev(a, b) === 1 : manhattan(a, b) === 1;
}

export function samePoint(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y;
}

/** A string key for maps and sets: "x,y". */
export function pointKey(p: Point): string {
  return `${p.x},${p.y}`;
}
