// Where a model can move this phase: cheapest paths over per-square entry costs, with squares that
// end the move on entering (Death Zones, control zones) and squares that may be crossed but not
// ended on (allies). The geometry asks the rules through callbacks, or reads their answers off a
// grid when every square costs one step, and knows nothing else.
//
// Costs come in half squares, so the search counts in integer half-points: sums are exact and a
// bucket queue (one bucket per half-point of budget) replaces a heap; with every step costing the
// same, the queue is a plain first-in first-out list. Only the window of squares the budget could
// possibly reach is searched, so the cost of a move does not grow with the map.

import { ALL_DIRECTIONS, isAdjacent, type Point } from './points.ts';
import { carveInt32 } from '../arrays.ts';

export interface MoveRules {
  width: number;
  height: number;
  /** Cost to enter the square, a multiple of 0.5; Infinity = cannot enter. */
  cost(x: number, y: number): number;
  /** Whether a move may end here. Squares that cannot be ended on may still be crossed. */
  canEndOn(x: number, y: number): boolean;
  /** Entering the square ends the move. Never asked about the square the move starts on. */
  stopsOn(x: number, y: number): boolean;
  /** Where the first step from the origin may go, if not to every square (unset: anywhere).
   * Searches with one ask `cost` of each square rather than read a grid. */
  firstStep?(x: number, y: number): boolean;
  /** Whether diagonal steps are allowed (off for AHQ). */
  diagonal?: boolean;
  /** For rules where every square that may be entered costs one: what `cost`, `canEndOn` and
   * `stopsOn` say of each square, as GRID_* bits, one byte per square of the map (y × width + x).
   * The search reads it rather than asking three questions per square. */
  grid?: Uint8Array;
}

/** A `MoveRules.grid` square may be entered (at a cost of one). */
export const GRID_ENTER = 1;
/** Entering a `MoveRules.grid` square ends the move. */
export const GRID_STOPS = 2;
/** A move may not end on a `MoveRules.grid` square. */
export const GRID_NO_END = 4;

export interface Reach {
  readonly origin: Point;
  readonly budget: number;
  /** Cheapest cost of a move ending here; 0 at the origin; Infinity if not a legal end square. */
  costTo(x: number, y: number): number;
  /** Whether a move can end here (true at the origin: staying put is always possible). */
  canReach(x: number, y: number): boolean;
  /** The cheapest path, excluding the origin and ending at the destination; [] at the origin;
   * null if a move cannot end there. */
  pathTo(x: number, y: number): Point[] | null;
  /** Legal end squares, excluding the origin, in row-major order. */
  destinations(): Point[];
  /** The same squares in the same order, handed to `visit` one by one (no list made). */
  eachDestination(visit: (x: number, y: number) => void): void;
}

export type PathCheck =
  | { ok: true; cost: number }
  | { ok: false; reason: 'not-adjacent' | 'blocked' | 'too-far' | 'stopped' | 'cannot-end'; at: number };

/** ALL_DIRECTIONS as two plain lists of numbers (ORTHOGONAL is their first four), which the
 * searches read faster than the frozen points. */
const STEP_X: readonly number[] = ALL_DIRECTIONS.map((d) => d.x);
const STEP_Y: readonly number[] = ALL_DIRECTIONS.map((d) => d.y);

/** Budgets beyond this many half squares are treated as this: far more than any board needs,
 * and it bounds the bucket array. */
const MAX_BUDGET_HALVES = 1 << 16;

/** Bit layout of a searched square: (half-point cost << 4) | (can end here << 3) | step index. */
const ENDABLE = 8;
const STEP_MASK = 7;
const UNSEEN = -1;
/** Entry-cost cache states (otherwise the cost in half-points). */
const COST_UNKNOWN = -2;
const COST_BLOCKED = -1;

function budgetHalves(budget: number): number {
  if (!(budget > 0)) return 0;
  // Floor: a budget between half-points never buys the next half square.
  return Math.min(MAX_BUDGET_HALVES, Math.floor(budget * 2));
}

/** Entry cost in half-points, or COST_BLOCKED. Rounds up so an off-grid cost never moves a model
 * further than the rules allow; negative or NaN costs are treated as impassable. */
function costHalves(raw: number): number {
  if (!(raw >= 0) || raw === Infinity) return COST_BLOCKED;
  return Math.ceil(raw * 2);
}

/** Queue scratch, reused between calls so a search allocates only its result. */
interface Scratch {
  head: Int32Array; // first entry per bucket, -1 if empty
  tail: Int32Array; // last entry per bucket
  entryCell: Int32Array;
  entryNext: Int32Array;
  cost: Int32Array; // entry cost per window square
  cells: Int32Array; // a grid search's squares, before the part reached is copied out
}

function newScratch(): Scratch {
  return { head: new Int32Array(0), tail: new Int32Array(0), entryCell: new Int32Array(0), entryNext: new Int32Array(0), cost: new Int32Array(0), cells: new Int32Array(0) };
}

function fitScratch(s: Scratch, buckets: number, entries: number, cells: number): void {
  if (s.head.length < buckets) {
    s.head = new Int32Array(buckets);
    s.tail = new Int32Array(buckets);
  }
  if (s.entryCell.length < entries) {
    s.entryCell = new Int32Array(entries);
    s.entryNext = new Int32Array(entries);
  }
  if (s.cost.length < cells) s.cost = new Int32Array(cells);
}

const shared = newScratch();
// A rules callback that itself computes a reach must not trample the search in progress.
let sharedBusy = false;

/** A box of window squares, inclusive. */
interface Span {
  lx0: number;
  ly0: number;
  lx1: number;
  ly1: number;
}

class WindowReach implements Reach {
  readonly origin: Point;
  readonly budget: number;
  private readonly x0: number;
  private readonly y0: number;
  private readonly w: number;
  private readonly h: number;
  private readonly cells: Int32Array;
  /** The rows and columns of the window that hold every square reached: the listing looks no further. */
  private readonly span: Span;

  constructor(origin: Point, budget: number, x0: number, y0: number, w: number, h: number, cells: Int32Array, span: Span = { lx0: 0, ly0: 0, lx1: w - 1, ly1: h - 1 }) {
    this.origin = origin;
    this.budget = budget;
    this.x0 = x0;
    this.y0 = y0;
    this.w = w;
    this.h = h;
    this.cells = cells;
    this.span = span;
  }

  /** Packed entry of a legal end square other than the origin, or UNSEEN. */
  private endEntry(x: number, y: number): number {
    const lx = x - this.x0;
    const ly = y - this.y0;
    if (!(lx >= 0 && ly >= 0 && lx < this.w && ly < this.h) || !Number.isInteger(lx) || !Number.isInteger(ly)) return UNSEEN;
    const v = this.cells[ly * this.w + lx]!;
    return v !== UNSEEN && (v & ENDABLE) !== 0 ? v : UNSEEN;
  }

  private isOrigin(x: number, y: number): boolean {
    return x === this.origin.x && y === this.origin.y && this.w > 0;
  }

  costTo(x: number, y: number): number {
    if (this.isOrigin(x, y)) return 0;
    const v = this.endEntry(x, y);
    return v === UNSEEN ? Infinity : (v >> 4) / 2;
  }

  canReach(x: number, y: number): boolean {
    return this.isOrigin(x, y) || this.endEntry(x, y) !== UNSEEN;
  }

  pathTo(x: number, y: number): Point[] | null {
    if (this.isOrigin(x, y)) return [];
    if (this.endEntry(x, y) === UNSEEN) return null;
    const out: Point[] = [];
    let cx = x;
    let cy = y;
    while (cx !== this.origin.x || cy !== this.origin.y) {
      out.push({ x: cx, y: cy });
      const step = ALL_DIRECTIONS[this.cells[(cy - this.y0) * this.w + (cx - this.x0)]! & STEP_MASK]!;
      cx -= step.x;
      cy -= step.y;
    }
    return out.reverse();
  }

  destinations(): Point[] {
    const out: Point[] = [];
    this.eachDestination((x, y) => out.push({ x, y }));
    return out;
  }

  eachDestination(visit: (x: number, y: number) => void): void {
    const { w, cells, span } = this;
    for (let ly = span.ly0; ly <= span.ly1; ly++) {
      for (let lx = span.lx0; lx <= span.lx1; lx++) {
        const v = cells[ly * w + lx]!;
        if (v === UNSEEN || (v & ENDABLE) === 0) continue;
        const x = lx + this.x0;
        const y = ly + this.y0;
        if (x !== this.origin.x || y !== this.origin.y) visit(x, y);
      }
    }
  }
}

/**
 * Every square a model at `origin` can end a move on with `budget` squares of movement.
 * Dijkstra over a bucket queue; ties keep the first path found, trying steps in the fixed order
 * of ALL_DIRECTIONS, so the result is deterministic. Each callback is asked at most once per
 * square, and never about squares off the map.
 */
export function reachable(origin: Point, budget: number, rules: MoveRules): Reach {
  const budgetH = budgetHalves(budget);
  const at: Point = { x: origin.x, y: origin.y };
  // Assume every step costs at least a whole square; a search that finds it could have left the
  // window (cheaper squares) says so and is redone on a wider one.
  let radius = budgetH >> 1;
  for (;;) {
    const scratch = sharedBusy ? newScratch() : shared;
    const mine = scratch === shared;
    if (mine) sharedBusy = true;
    try {
      const r = rules.grid ? searchGrid(at, budget, budgetH, rules, rules.grid, radius, scratch) : search(at, budget, budgetH, rules, radius, scratch);
      if (r instanceof WindowReach) return r;
      radius = r === 0 ? Math.max(rules.width, rules.height) : Math.max(radius + 1, Math.floor(budgetH / r));
    } finally {
      if (mine) sharedBusy = false;
    }
  }
}

/** The squares within `radius` of `origin` on the map, as an inclusive box; null when the origin
 * is not a square of the map. */
function windowAround(origin: Point, rules: MoveRules, radius: number): { x0: number; y0: number; x1: number; y1: number } | null {
  const { width, height } = rules;
  const { x, y } = origin;
  if (!(x >= 0 && y >= 0 && x < width && y < height) || !Number.isInteger(x) || !Number.isInteger(y)) return null;
  return { x0: Math.max(0, x - radius), y0: Math.max(0, y - radius), x1: Math.min(width - 1, x + radius), y1: Math.min(height - 1, y + radius) };
}

/** The search on one window; returns the cheapest step cost seen (half-points) if the window was
 * too small. */
function search(origin: Point, budget: number, budgetH: number, rules: MoveRules, radius: number, s: Scratch): WindowReach | number {
  const { width, height } = rules;
  const ox = origin.x;
  const oy = origin.y;
  const win = windowAround(origin, rules, radius);
  if (!win) return new WindowReach(origin, budget, 0, 0, 0, 0, new Int32Array(0));
  const { x0, y0, x1, y1 } = win;
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const size = w * h;
  const nSteps = rules.diagonal === true ? 8 : 4;

  const cells = carveInt32(size).fill(UNSEEN);
  // Each square's cost can only drop once per neighbour, so this many entries always suffice.
  fitScratch(s, budgetH + 1, size * nSteps + 1, size);
  const { head, tail, entryCell, entryNext, cost } = s;
  head.fill(-1, 0, budgetH + 1);
  cost.fill(COST_UNKNOWN, 0, size);

  let entries = 0;
  let pending = 0;
  let minStep = Infinity;
  const originCell = (oy - y0) * w + (ox - x0);
  cells[originCell] = 0;
  entryCell[0] = originCell;
  entryNext[0] = -1;
  head[0] = tail[0] = 0;
  entries = pending = 1;

  for (let d = 0; d <= budgetH && pending > 0; d++) {
    // Entries appended to this bucket while it is walked (zero-cost squares) are still reached.
    for (let e = head[d]!; e !== -1; e = entryNext[e]!) {
      pending--;
      const c = entryCell[e]!;
      const v = cells[c]!;
      if (v >> 4 !== d) continue; // superseded by a cheaper entry
      const ly = (c / w) | 0;
      const x = x0 + c - ly * w;
      const y = y0 + ly;
      if (c !== originCell) {
        if (rules.canEndOn(x, y)) cells[c] = v | ENDABLE;
        if (rules.stopsOn(x, y)) continue;
      }
      const first = c === originCell ? rules.firstStep : undefined;
      for (let k = 0; k < nSteps; k++) {
        const nx = x + STEP_X[k]!;
        const ny = y + STEP_Y[k]!;
        if (first && !first(nx, ny)) continue;
        if (nx < x0 || ny < y0 || nx > x1 || ny > y1) {
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          // Beyond the window but on the map: only matters if it is affordable.
          const sh = costHalves(rules.cost(nx, ny));
          if (sh !== COST_BLOCKED && d + sh <= budgetH) return Math.min(minStep, sh);
          continue;
        }
        const nc = (ny - y0) * w + (nx - x0);
        const old = cells[nc]!;
        if (old !== UNSEEN && old >> 4 <= d) continue; // settled: no step can improve it
        let sh = cost[nc]!;
        if (sh === COST_UNKNOWN) sh = cost[nc] = costHalves(rules.cost(nx, ny));
        if (sh === COST_BLOCKED) continue;
        if (sh < minStep) minStep = sh;
        const nd = d + sh;
        if (nd > budgetH || (old !== UNSEEN && old >> 4 <= nd)) continue;
        cells[nc] = (nd << 4) | k;
        entryCell[entries] = nc;
        entryNext[entries] = -1;
        if (head[nd] === -1) head[nd] = entries;
        else entryNext[tail[nd]!] = entries;
        tail[nd] = entries;
        entries++;
        pending++;
      }
    }
  }
  return new WindowReach(origin, budget, x0, y0, w, h, cells);
}

/** `search` for rules that give a grid: every step costs one square (two half-points), so the
 * cheapest paths are found breadth first, and the first path to reach a square is the one the
 * bucket queue would keep. Each step costing a whole square, the window always suffices. */
function searchGrid(origin: Point, budget: number, budgetH: number, rules: MoveRules, grid: Uint8Array, radius: number, s: Scratch): WindowReach {
  const { width } = rules;
  const ox = origin.x;
  const oy = origin.y;
  const win = windowAround(origin, rules, radius);
  if (!win) return new WindowReach(origin, budget, 0, 0, 0, 0, new Int32Array(0));
  const { x0, y0, x1, y1 } = win;
  const w = x1 - x0 + 1;
  const size = w * (y1 - y0 + 1);
  const nSteps = rules.diagonal === true ? 8 : 4;

  // Searched in the shared scratch; the box of squares reached is copied out at the end, often
  // far smaller than the window (a passage, a room), and the reach keeps only that.
  if (s.cells.length < size) s.cells = new Int32Array(size);
  const cells = s.cells.fill(UNSEEN, 0, size);
  // Each square joins the queue once, when first reached.
  fitScratch(s, 0, size, 0);
  const queue = s.entryCell;
  const originCell = (oy - y0) * w + (ox - x0);
  cells[originCell] = 0;
  queue[0] = originCell;
  let queued = 1;
  // The span reached is kept in locals while the search runs, as a plain object's fields are
  // slower to read and write in this loop; it becomes the reach's object at the end.
  let sx0 = ox - x0;
  let sy0 = oy - y0;
  let sx1 = sx0;
  let sy1 = sy0;
  for (let i = 0; i < queued; i++) {
    const c = queue[i]!;
    const v = cells[c]!;
    const ly = (c / w) | 0;
    const x = x0 + c - ly * w;
    const y = y0 + ly;
    if (c !== originCell) {
      const g = grid[y * width + x]!;
      if ((g & GRID_NO_END) === 0) cells[c] = v | ENDABLE;
      if ((g & GRID_STOPS) !== 0) continue;
    }
    const nd = (v >> 4) + 2;
    if (nd > budgetH) continue;
    for (let k = 0; k < nSteps; k++) {
      const nx = x + STEP_X[k]!;
      const ny = y + STEP_Y[k]!;
      if (nx < x0 || ny < y0 || nx > x1 || ny > y1) continue;
      const nc = (ny - y0) * w + (nx - x0);
      if (cells[nc] !== UNSEEN || (grid[ny * width + nx]! & GRID_ENTER) === 0) continue;
      cells[nc] = (nd << 4) | k;
      queue[queued++] = nc;
      const lx = nx - x0;
      const ly = ny - y0;
      if (lx < sx0) sx0 = lx;
      else if (lx > sx1) sx1 = lx;
      if (ly < sy0) sy0 = ly;
      else if (ly > sy1) sy1 = ly;
    }
  }
  const bw = sx1 - sx0 + 1;
  const bh = sy1 - sy0 + 1;
  const box = carveInt32(bw * bh);
  for (let ly = 0, i = 0; ly < bh; ly++) for (let c = (sy0 + ly) * w + sx0, end = c + bw; c < end; c++) box[i++] = cells[c]!;
  return new WindowReach(origin, budget, x0 + sx0, y0 + sy0, bw, bh, box);
}

/**
 * Validates a path a player drew from `origin`: each step adjacent (per rules.diagonal), on the
 * map and enterable, within budget, not going on after a square that stops the move, and ending
 * on a square the move may end on. `at` is the index in `path` of the offending square (for
 * 'stopped', the stop square the path goes on after).
 */
export function checkPath(origin: Point, path: readonly Point[], budget: number, rules: MoveRules): PathCheck {
  const budgetH = budgetHalves(budget);
  const diagonal = rules.diagonal === true;
  let prev = origin;
  let spent = 0;
  for (let i = 0; i < path.length; i++) {
    const p = path[i]!;
    if (i > 0 && rules.stopsOn(prev.x, prev.y)) return { ok: false, reason: 'stopped', at: i - 1 };
    if (!Number.isInteger(p.x) || !Number.isInteger(p.y) || !isAdjacent(prev, p, diagonal)) return { ok: false, reason: 'not-adjacent', at: i };
    if (i === 0 && rules.firstStep && !rules.firstStep(p.x, p.y)) return { ok: false, reason: 'blocked', at: i };
    const onMap = p.x >= 0 && p.y >= 0 && p.x < rules.width && p.y < rules.height;
    const sh = onMap ? costHalves(rules.cost(p.x, p.y)) : COST_BLOCKED;
    if (sh === COST_BLOCKED) return { ok: false, reason: 'blocked', at: i };
    spent += sh;
    if (spent > budgetH) return { ok: false, reason: 'too-far', at: i };
    prev = p;
  }
  if (path.length > 0 && !rules.canEndOn(prev.x, prev.y)) return { ok: false, reason: 'cannot-end', at: path.length - 1 };
  return { ok: true, cost: spent / 2 };
}
