// The `aof-quest` battlefield: 1" squares, each with a terrain kind and a height (DEC-14, DEC-24),
// the distances between models (DEC-23), lines of sight and cover (DEC-24, AOF-T01), and where a
// model can move on it (DEC-23, AOF-M01, AOF-T02, AOF-J01): what the ruleset's rules ask of the
// ground. Costs are counted in half inches, so that a diagonal step (1.5") stays a whole number.
import type { Point } from '../geometry/points.ts';
import { lineOfSight, type Sight } from '../geometry/line-of-sight.ts';
import type { AofTerrainKind, AofTerrainPiece } from './content-types.ts';

/** One character a square: its terrain kind (DEC-24). */
export const KIND_CHAR: Readonly<Record<AofTerrainKind, string>> = {
  open: '.', cover: 'c', difficult: 'd', dangerous: 'x', blocker: '#', gap: '_',
};
const CHAR_KIND: Readonly<Record<string, AofTerrainKind>> = Object.fromEntries(Object.entries(KIND_CHAR).map(([k, c]) => [c, k as AofTerrainKind]));

/** The ground: `size` squares a side, row by row. Plain data, kept in the game state. */
export interface Battlefield {
  size: number;
  /** One `KIND_CHAR` a square. */
  kinds: string;
  /** Height of each square in inches (a gap's is its bottom). */
  heights: number[];
}

export function buildBattlefield(size: number, pieces: readonly AofTerrainPiece[]): Battlefield {
  const kinds = new Array<string>(size * size).fill(KIND_CHAR.open);
  const heights = new Array<number>(size * size).fill(0);
  for (const p of pieces) {
    for (let dy = 0; dy < p.size[1]; dy++) {
      for (let dx = 0; dx < p.size[0]; dx++) {
        const x = p.at[0] + dx;
        const y = p.at[1] + dy;
        if (x < 0 || y < 0 || x >= size || y >= size) continue;
        kinds[y * size + x] = KIND_CHAR[p.kind];
        heights[y * size + x] = p.height;
      }
    }
  }
  return { size, kinds: kinds.join(''), heights };
}

export function kindAt(bf: Battlefield, x: number, y: number): AofTerrainKind | null {
  if (x < 0 || y < 0 || x >= bf.size || y >= bf.size) return null;
  return CHAR_KIND[bf.kinds[y * bf.size + x]!]!;
}

export function heightAt(bf: Battlefield, p: Point): number {
  return bf.heights[p.y * bf.size + p.x]!;
}

/** The gap between two models, in inches: the straight line between their squares' centres
 * less a base's width, so that neighbours, diagonal ones too, are in base contact (DEC-23). */
export function gapBetween(a: Point, b: Point): number {
  return Math.max(0, Math.hypot(a.x - b.x, a.y - b.y) - 1);
}

/** Base contact: neighbouring squares, diagonals included (DEC-14). */
export function inContact(a: Point, b: Point): boolean {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 1;
}

/** Within striking reach in melee: a gap of at most 2" horizontally, and at most 4" of height
 * between the two squares (AOF-L02, DEC-23). */
export function inMeleeReach(bf: Battlefield, a: Point, b: Point): boolean {
  return gapBetween(a, b) <= 2 && Math.abs(heightAt(bf, a) - heightAt(bf, b)) <= 4;
}

/** Whether `to` is seen from `from`: blocker squares block (models never do); a cover square
 * crossed, or a blocker's corner grazed, makes it 'obscured', which is cover (DEC-24). */
export function sightOn(bf: Battlefield, from: Point, to: Point): Sight {
  return lineOfSight(from, to, {
    blocks: (x, y) => kindAt(bf, x, y) === 'blocker',
    obscures: (x, y) => kindAt(bf, x, y) === 'cover',
    grazeObscures: true,
  });
}

/** Whether a model at `at` is in cover from a shooter at `from` (AOF-T01, DEC-24): it stands on
 * cover, or the line to it crosses cover other than the shooter's own square or grazes a
 * blocker's corner. */
export function inCoverFrom(bf: Battlefield, from: Point, at: Point): boolean {
  return kindAt(bf, at.x, at.y) === 'cover' || sightOn(bf, from, at) === 'obscured';
}

// ---- moving ------------------------------------------------------------------------------------

/** How a model may move: its budget, and what the ground and the other models do to it. */
export interface MoveSpec {
  /** Inches it may move. */
  inches: number;
  /** Ignores terrain and models while moving (AOF-X13). */
  flying?: boolean;
  /** Ignores difficult terrain (AOF-X26). */
  strider?: boolean;
  /** Crosses 1" gaps as regular movement: heroes (AOF-J01). */
  crossesGaps?: boolean;
  /** Squares it may not enter (other models); `ends` may narrow where it may stop. */
  occupied(x: number, y: number): boolean;
  /** Squares it may pass but not stop on (within 1" of another unit, AOF-M01). */
  noStop?(x: number, y: number): boolean;
}

/** An `occupied` that reads one byte a square of `grid` (1: taken), carrying the grid with it:
 * a search given it reads the bytes, with no call per step it weighs. A spec whose `occupied`
 * is replaced (`{ ...spec, occupied }`) is asked again, as any other. */
export function takenIn(grid: Uint8Array, size: number): MoveSpec['occupied'] {
  const f = (x: number, y: number) => grid[y * size + x] === 1;
  return Object.assign(f, { grid });
}

/** Where a model may go: the half inches each square costs from the start, and the square it came
 * from, so that a path can be read back. */
export interface MoveReach {
  /** Squares it may end on, as cells, nearest first (cost, then reading order). */
  ends: number[];
  cost(cell: number): number;
  path(cell: number): Point[] | null;
  /** Whether any square of the path to `cell` is dangerous (AOF-T03). */
  crossesDangerous(cell: number): boolean;
}

/** Most a move through difficult terrain may cover, in half inches (AOF-T02). */
const DIFFICULT_CAP = 12;
/** A drop of up to 3" is walked down (AOF-J01); more needs a jump. */
const FREE_DROP = 3;

const STEPS: readonly [number, number, number][] = [
  [0, -1, 2], [1, 0, 2], [0, 1, 2], [-1, 0, 2], [1, -1, 3], [1, 1, 3], [-1, 1, 3], [-1, -1, 3],
];

/** The steps of a search from a square: the 8 to its neighbours, then the 8 hops of two squares
 * in a line (over a 1" gap, AOF-J01). */
const DX = new Int8Array(16);
const DY = new Int8Array(16);
for (let h = 0; h < 16; h++) {
  DX[h] = STEPS[h & 7]![0] * (h >= 8 ? 2 : 1);
  DY[h] = STEPS[h & 7]![1] * (h >= 8 ? 2 : 1);
}

/** What the ground does to a step, worked out once a battlefield, whose ground never changes:
 * for each square and each of its 16 steps (`DX`, `DY`), the cost in half inches of walking it
 * (`walk`) and of flying it (`fly`), -1 where it cannot be made, each square's row made the
 * first time a search steps from it (`ready`); and each square's kind as a byte. A search read
 * the kinds' text and the heights, and weighed the corners and drops, at every step it weighed
 * (docs/performance.md). */
interface GroundSteps {
  kinds: string;
  heights: readonly number[];
  walk: Int16Array | Float64Array;
  fly: Int16Array;
  code: Uint8Array;
  ready: Uint8Array;
}

const ROUGH = 1;
const DANGER = 2;
const BLOCK = 3;
const GAP = 4;
const GROUND = new WeakMap<Battlefield, GroundSteps>();

function groundSteps(bf: Battlefield): GroundSteps {
  const kept = GROUND.get(bf);
  if (kept && kept.kinds === bf.kinds && kept.heights === bf.heights) return kept;
  const { size, kinds, heights } = bf;
  const n = size * size;
  const code = new Uint8Array(n);
  for (let c = 0; c < n; c++) {
    const k = kinds[c];
    code[c] = k === KIND_CHAR.difficult ? ROUGH : k === KIND_CHAR.dangerous ? DANGER : k === KIND_CHAR.blocker ? BLOCK : k === KIND_CHAR.gap ? GAP : 0;
  }
  const walk = heights.every(Number.isInteger) ? new Int16Array(n * 16) : new Float64Array(n * 16);
  const g: GroundSteps = { kinds, heights, walk, fly: new Int16Array(n * 16), code, ready: new Uint8Array(n) };
  GROUND.set(bf, g);
  return g;
}

/** Costs the 16 steps from `cell` into the ground's tables (DEC-23): 2 orthogonally, 3
 * diagonally (twice that for a hop), plus twice the height climbed. A step may not end on a
 * blocker or a gap, nor cut diagonally between two blockers, nor drop more than 3" (more needs a
 * jump); a hop crosses a gap square to the square beyond it (AOF-J01). A flyer's step costs its
 * base wherever it stays on the battlefield. */
function groundRow(bf: Battlefield, g: GroundSteps, cell: number): void {
  const { size, heights } = bf;
  const { code, walk, fly } = g;
  const px = cell % size;
  const py = (cell - px) / size;
  for (let h = 0; h < 16; h++) {
    const at = cell * 16 + h;
    const qx = px + DX[h]!;
    const qy = py + DY[h]!;
    fly[at] = -1;
    walk[at] = -1;
    if (qx < 0 || qy < 0 || qx >= size || qy >= size) continue;
    const base = STEPS[h & 7]![2];
    if (h < 8) fly[at] = base;
    if (h >= 8 && code[(py + DY[h & 7]!) * size + px + DX[h & 7]!] !== GAP) continue;
    const qc = qy * size + qx;
    if (code[qc] === BLOCK || code[qc] === GAP) continue;
    if (qx !== px && qy !== py && code[py * size + qx] === BLOCK && code[qy * size + px] === BLOCK) continue;
    const rise = heights[qc]! - heights[cell]!;
    if (-rise > FREE_DROP) continue;
    walk[at] = base * (h >= 8 ? 2 : 1) + (rise > 0 ? rise * 2 : 0);
  }
  g.ready[cell] = 1;
}

/** Every square a model starting at `from` may reach with `spec` (a cheapest-first search). A
 * move that enters difficult terrain anywhere covers 6" at most in all (AOF-T02): the search
 * keeps, for each square, whether its cheapest way there crossed difficult ground. Given several
 * squares to start from, one search gives each square its cost from the nearest of them. */
export function moveReach(bf: Battlefield, from: Point | readonly Point[], spec: MoveSpec): MoveReach {
  const n = bf.size * bf.size;
  const b: SearchBuffers = { cost: new Float64Array(n).fill(Infinity), prev: new Int32Array(n).fill(-1), rough: new Uint8Array(n), danger: new Uint8Array(n), done: new Uint8Array(n), order: new Int32Array(n) };
  const ends = search(bf, from, spec, b, -1, false, true, 0, true);
  const { cost, prev, danger } = b;
  return {
    ends,
    cost: (cell) => cost[cell]!,
    path: (cell) => {
      if (!Number.isFinite(cost[cell]!)) return null;
      const out: Point[] = [];
      for (let c = cell; prev[c] !== -1; c = prev[c]!) out.push({ x: c % bf.size, y: Math.floor(c / bf.size) });
      return out.reverse();
    },
    crossesDangerous: (cell) => danger[cell] === 1,
  };
}

/** The squares `moveReach` gives as `ends`, alone: the search runs in buffers kept for the next
 * one instead of five board-sized arrays of its own (an AI unit's every follower searches once a
 * move; docs/performance.md). */
export function moveEnds(bf: Battlefield, from: Point | readonly Point[], spec: MoveSpec): number[] {
  const n = bf.size * bf.size;
  resetKept(n, false);
  return search(bf, from, spec, KEPT);
}

/** The squares `moveEnds` gives that lie within `radius` squares (across and down) of `near`, in
 * the same order: a search guided towards that box, which stops once every square of it the move
 * can reach is settled. A follower's move (AOF-I02) may end only near its leader's new square: it
 * was a search of the follower's whole reach (docs/performance.md). */
export function moveEndsNear(bf: Battlefield, from: Point, spec: MoveSpec, near: Point, radius: number): number[] {
  const n = bf.size * bf.size;
  resetKept(n, false);
  return search(bf, from, spec, KEPT, near.y * bf.size + near.x, true, true, Math.max(1, radius));
}

/** The squares `moveEnds` gives, each with its cost in half inches: an AI leader's one search
 * serves its Advance, its Rush and its Charge (the squares an Advance may end on are those a Rush
 * reaches for an Advance's inches or fewer; docs/performance.md). */
export function moveEndsCosts(bf: Battlefield, from: Point, spec: MoveSpec): { cells: number[]; costs: number[] } {
  const cells = moveEnds(bf, from, spec);
  const costs = new Array<number>(cells.length);
  for (let i = 0; i < cells.length; i++) costs[i] = KEPT.cost[cells[i]!]!;
  return { cells, costs };
}

/** The walk out from `from` over the whole battlefield (an AI unit's walk still to go, `walkLeft`
 * in ai.ts), searched only as far as its askers need and resumed for the next one: a unit
 * rushing at a far hero needs the walk from him to the squares its Rush reaches, not to every
 * square of the battlefield (docs/performance.md). It has buffers of its own, kept with it. */
export interface Walk {
  run: SearchRun;
}

export function startWalk(bf: Battlefield, from: readonly Point[], spec: MoveSpec): Walk {
  const n = bf.size * bf.size;
  // A walk keeps no way (`prev`, `danger`): only its costs are read.
  const buf: SearchBuffers = { cost: new Float64Array(n).fill(Infinity), prev: new Int32Array(0), rough: new Uint8Array(n), danger: new Uint8Array(0), done: new Uint8Array(n), order: new Int32Array(n) };
  return { run: startRun(bf, from, spec, buf, -1, false, 0, false, newBuckets()) };
}

/** Walks on until the cheapest of `cells` and every one as cheap are settled (or no square is
 * left): then `walkCost` of each of `cells` is its cost, or Infinity if it costs more than the
 * cheapest. The squares are settled cheapest first, as a walk to the end would settle them. */
export function walkOn(w: Walk, cells: readonly number[]): void {
  const { run } = w;
  const cost = run.buf.cost;
  // Indexed loops: the lists are a leader's reach, hundreds of squares, and a for..of made an
  // object a square until the function was optimized.
  for (let i = 0; i < cells.length; i++) if (cost[cells[i]!]! < run.f) return;
  const n = run.bf.size * run.bf.size;
  if (WANTED.length < n) WANTED = new Uint8Array(n);
  for (let i = 0; i < cells.length; i++) WANTED[cells[i]!] = 1;
  runSearch(run, WANTED);
  for (let i = 0; i < cells.length; i++) WANTED[cells[i]!] = 0;
}

/** The walk's cost in half inches to `cell`: Infinity where it is not settled yet, or never. */
export function walkCost(w: Walk, cell: number): number {
  const c = w.run.buf.cost[cell]!;
  return c < w.run.f ? c : Infinity;
}

/** The squares a walk is asked for, one byte a square, cleared after each. */
let WANTED = new Uint8Array(0);

/** The cost in half inches of the cheapest way from `from` to `to` with `spec`, and whether it
 * crosses dangerous ground; null when `to` is out of reach. The search stops once `to` is
 * settled, in the kept buffers: a model's move is checked with it once its square is chosen. */
export function moveTo(bf: Battlefield, from: Point, to: Point, spec: MoveSpec): { cost: number; dangerous: boolean } | null {
  const n = bf.size * bf.size;
  resetKept(n, true);
  const goal = to.y * bf.size + to.x;
  search(bf, from, spec, KEPT, goal, true, true, 0, true);
  const cost = KEPT.cost[goal]!;
  return Number.isFinite(cost) ? { cost, dangerous: KEPT.danger[goal] === 1 } : null;
}

interface SearchBuffers {
  cost: Float64Array;
  prev: Int32Array;
  rough: Uint8Array;
  danger: Uint8Array;
  done: Uint8Array;
  /** The squares in the order they were settled (`SearchRun.settled` of them). */
  order: Int32Array;
}

let KEPT: SearchBuffers = { cost: new Float64Array(0), prev: new Int32Array(0), rough: new Uint8Array(0), danger: new Uint8Array(0), done: new Uint8Array(0), order: new Int32Array(0) };

/** The kept buffers, grown to `n` squares if need be and cleared for a new search; the way
 * (`prev`, `danger`) only for a search that keeps it. */
function resetKept(n: number, way: boolean): void {
  if (KEPT.cost.length < n) KEPT = { cost: new Float64Array(n), prev: new Int32Array(n), rough: new Uint8Array(n), danger: new Uint8Array(n), done: new Uint8Array(n), order: new Int32Array(n) };
  KEPT.cost.fill(Infinity, 0, n);
  if (way) {
    KEPT.prev.fill(-1, 0, n);
    KEPT.danger.fill(0, 0, n);
  }
  KEPT.rough.fill(0, 0, n);
  KEPT.done.fill(0, 0, n);
}

/** A search's buckets of squares by cost (plus the guide), first in first out, as lists in typed
 * arrays: bucket b's entries run from `head[b]` by `next` to `tail[b]`, each entry a `cell`; a
 * square is entered again when a cheaper way to it is found. They were an array per cost, made
 * and grown at every search (twenty leaders', every follower's and every model's move a turn),
 * an eighth of what an AI turn allocated; these are kept and cleared for the next search, a walk
 * having its own (docs/performance.md). */
interface Buckets {
  head: Int32Array;
  tail: Int32Array;
  cell: Int32Array;
  next: Int32Array;
  /** Entries made. */
  used: number;
  /** One past the highest bucket entered. */
  top: number;
}

function newBuckets(): Buckets {
  return { head: new Int32Array(256).fill(-1), tail: new Int32Array(256), cell: new Int32Array(2048), next: new Int32Array(2048), used: 0, top: 0 };
}

/** The buckets of every search run to its end at once (all but the walks), cleared for each. */
const QUEUE = newBuckets();

function clearBuckets(q: Buckets): Buckets {
  q.head.fill(-1, 0, q.top);
  q.used = 0;
  q.top = 0;
  return q;
}

/** Enters `cell` last in bucket `b`. */
function enter(q: Buckets, b: number, cell: number): void {
  if (b >= q.head.length) {
    const head = new Int32Array(Math.max(2 * q.head.length, b + 1)).fill(-1);
    head.set(q.head);
    const tail = new Int32Array(head.length);
    tail.set(q.tail);
    q.head = head;
    q.tail = tail;
  }
  if (q.used === q.cell.length) {
    const cell = new Int32Array(2 * q.used);
    cell.set(q.cell);
    const next = new Int32Array(2 * q.used);
    next.set(q.next);
    q.cell = cell;
    q.next = next;
  }
  const e = q.used++;
  q.cell[e] = cell;
  q.next[e] = -1;
  if (q.head[b]! < 0) q.head[b] = e;
  else q.next[q.tail[b]!] = e;
  q.tail[b] = e;
  if (b >= q.top) q.top = b + 1;
}

/** A cheapest-first search under way: its buffers, its buckets of squares by cost (plus the
 * guide) and the next bucket to take. `search` runs one to its end; a walk (`walkFrom`) is run
 * only as far as its askers need, and resumed for the next. */
interface SearchRun {
  bf: Battlefield;
  spec: MoveSpec;
  buf: SearchBuffers;
  budget: number;
  goal: number;
  guided: boolean;
  radius: number;
  /** Whether it keeps the way to each square (`prev`) and whether it crossed dangerous ground:
   * only a move checked to its square and `moveReach` read them; the searches that list squares
   * (a leader's, a follower's) and the walks wrote them at every step for nothing. */
  way: boolean;
  buckets: Buckets;
  /** The next bucket to take: every square of a cost below it is settled, its cost final. */
  f: number;
  /** How many squares are settled, listed in `buf.order`. */
  settled: number;
}

function startRun(bf: Battlefield, from: Point | readonly Point[], spec: MoveSpec, buf: SearchBuffers, goal: number, guided: boolean, radius: number, way: boolean, buckets: Buckets): SearchRun {
  const size = bf.size;
  const starts = (Array.isArray(from) ? from : [from as Point]).map((p) => p.y * size + p.x);
  const run: SearchRun = { bf, spec, buf, budget: Math.floor(spec.inches * 2), goal, guided, radius, way, buckets, f: 0, settled: 0 };
  for (const c of starts) buf.cost[c] = 0;
  for (const c of starts) enter(buckets, guideOf(run, c), c);
  return run;
}

/** The least cost from a cell to the run's goal (0 when not guided): consistent, so a cell's cost
 * is final when it comes out, as without it. Guided towards a square of the box of `radius`
 * around the goal, the least is the walk to the box. */
function guideOf(run: SearchRun, cell: number): number {
  if (!run.guided) return 0;
  const size = run.bf.size;
  const gx = run.goal % size;
  const gy = (run.goal - gx) / size;
  const x = cell % size;
  const dx = Math.max(0, Math.abs(x - gx) - run.radius);
  const dy = Math.max(0, Math.abs((cell - x) / size - gy) - run.radius);
  return dx > dy ? 2 * dx + dy : 2 * dy + dx;
}

/** Takes the run's buckets in order until its goal is settled (a search towards a square), or,
 * given `wanted` (a byte a square), until a bucket that settled a wanted square is finished, or
 * to the end. Returns whether it stopped at the goal. */
function runSearch(run: SearchRun, wanted: Uint8Array | null = null): boolean {
  const { bf, spec, buf, budget, goal, guided, radius, way, buckets } = run;
  const size = bf.size;
  const { cost, prev, rough, danger, done, order } = buf;
  let settled = run.settled;
  const ground = groundSteps(bf);
  const code = ground.code;
  const ready = ground.ready;
  const flying = spec.flying === true;
  const table = flying ? ground.fly : ground.walk;
  const strider = spec.strider === true;
  const taken = (spec.occupied as { grid?: Uint8Array }).grid;
  const steps = spec.crossesGaps && !flying ? 16 : 8;
  const gx = goal % size;
  const gy = (goal - gx) / size;
  const guide = (cell: number): number => {
    if (!guided) return 0;
    const x = cell % size;
    const dx = Math.max(0, Math.abs(x - gx) - radius);
    const dy = Math.max(0, Math.abs((cell - x) / size - gy) - radius);
    return dx > dy ? 2 * dx + dy : 2 * dy + dx;
  };
  // Towards a box: every square of it within the budget is settled once the least total to come
  // exceeds the budget (a square of the box adds nothing to its cost so far).
  const last = guided && radius > 0 ? budget : Infinity;
  for (let f = run.f; f < buckets.top && f <= last; f++) {
    let hit = false;
    // Squares entered in this bucket while it is taken (a guided step may keep its total) are
    // taken after the others, as they were.
    for (let e = buckets.head[f]!; e >= 0; e = buckets.next[e]!) {
      const cell = buckets.cell[e]!;
      const c = cost[cell]!;
      if (done[cell] || c + guide(cell) !== f) continue;
      done[cell] = 1;
      order[settled++] = cell;
      // Cheapest first: the goal's cost and way are final once it comes out.
      if (cell === goal && last === Infinity) {
        run.f = f;
        run.settled = settled;
        return true;
      }
      if (wanted !== null && wanted[cell] === 1) hit = true;
      const px = cell % size;
      const py = (cell - px) / size;
      // The ground's cost of each step (`groundSteps`); a hero's steps include the hops over a
      // 1" gap, crossed as regular movement (AOF-J01).
      const row = cell * 16;
      if (ready[cell] === 0) groundRow(bf, ground, cell);
      for (let h = 0; h < steps; h++) {
        const step = table[row + h]!;
        if (step < 0) continue;
        const qx = px + DX[h]!;
        const qy = py + DY[h]!;
        const qc = qy * size + qx;
        if (!flying && (taken !== undefined ? taken[qc] === 1 : spec.occupied(qx, qy))) continue;
        const qk = flying ? 0 : code[qc]!;
        const total = c + step;
        const isRough = rough[cell] === 1 || (!strider && qk === ROUGH);
        if (total > (isRough ? Math.min(budget, DIFFICULT_CAP) : budget) || total >= cost[qc]!) continue;
        cost[qc] = total;
        rough[qc] = isRough ? 1 : 0;
        if (way) {
          prev[qc] = cell;
          danger[qc] = danger[cell] === 1 || qk === DANGER ? 1 : 0;
        }
        enter(buckets, total + guide(qc), qc);
      }
    }
    // Every step costs 2 or more: a bucket once taken gains no square of its own cost.
    if (hit) {
      run.f = f + 1;
      run.settled = settled;
      return false;
    }
  }
  run.f = buckets.top;
  run.settled = settled;
  return false;
}

/** The cheapest-first search of `moveReach` into `buf` (costs Infinity, prev -1, flags 0 on
 * entry); returns the squares one may end on. With a `goal` and `guided`, the search is guided
 * towards it (A*): squares are taken by their cost so far plus the least a walk to the goal could
 * cost (2 a square straight, 3 diagonally: never more than any step costs), so that it settles
 * the goal's cost after a corridor of squares rather than a disc of the move's reach (a model's
 * move checked once its square is chosen, `moveTo`). */
function search(bf: Battlefield, from: Point | readonly Point[], spec: MoveSpec, buf: SearchBuffers, goal = -1, guided = false, listEnds = true, radius = 0, way = false): number[] {
  const size = bf.size;
  const run = startRun(bf, from, spec, buf, goal, guided, radius, way, clearBuckets(QUEUE));
  if (runSearch(run)) return [];
  const { cost, done } = buf;
  const gx = goal % size;
  const gy = (goal - gx) / size;
  const ends: number[] = [];
  if (!listEnds) return ends;
  if (guided) {
    // The box's squares settled, cheapest first, then in reading order, as `ends` lists them.
    const x0 = Math.max(0, gx - radius);
    const x1 = Math.min(size - 1, gx + radius);
    const y0 = Math.max(0, gy - radius);
    const y1 = Math.min(size - 1, gy + radius);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const cell = y * size + x;
        if (done[cell] !== 1 || cost[cell] === 0 || spec.occupied(x, y) || spec.noStop?.(x, y)) continue;
        ends.push(cell);
      }
    }
    ends.sort((a, b) => cost[a]! - cost[b]! || a - b);
    return ends;
  }
  // Unguided, squares are settled cost by cost: each cost's run of `order`, sorted, is the
  // reading order `ends` wants (it was each cost's bucket, pushes of other costs filtered out).
  const order = buf.order;
  const m = run.settled;
  for (let i = 0; i < m; ) {
    const c = cost[order[i]!]!;
    let j = i + 1;
    while (j < m && cost[order[j]!] === c) j++;
    if (c > 0) {
      if (j - i > 1) order.subarray(i, j).sort();
      for (let k = i; k < j; k++) {
        const cell = order[k]!;
        const x = cell % size;
        const y = (cell - x) / size;
        if (spec.occupied(x, y) || spec.noStop?.(x, y)) continue;
        ends.push(cell);
      }
    }
    i = j;
  }
  return ends;
}
