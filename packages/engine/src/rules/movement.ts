// The squares a move may cross, shared by the grid rulesets: orthogonal steps over open floor, never
// through walls, obstacles or unexplored rock, nor through a door its mover opened this turn where
// the ruleset says so; each ruleset says which models block, what a square costs beyond its step,
// where a move may end and where it must stop.
import type { Door, GameState, Model } from '../types.ts';
import { cellOf, modelsInOrder, onBoard, sameSnapshot, walkableCells } from '../board.ts';
import { carveUint8 } from '../arrays.ts';
import { gridModule } from '../crawl/rules.ts';
import { GRID_ENTER, GRID_NO_END, GRID_STOPS, reachable, type MoveRules, type Reach } from '../geometry/reach.ts';

export interface GridMove {
  /** Whether a model standing on a square keeps the mover out of it. */
  blocks(other: Model): boolean;
  /** Movement a square costs beyond the step itself. */
  extra?(x: number, y: number): number;
  /** Whether a move may end on a square another model stands on. */
  endOnModels: boolean;
  /** Squares (as cells) where the move must stop. */
  stops: readonly number[];
  /** The door the mover opened and may not pass through this turn, if any. */
  openedDoor: Door | null;
  /** Where the first step may go, if not everywhere (`facing`: straight back out of blocking
   * zones, FAC-B02, B04). */
  firstStep?(x: number, y: number): boolean;
}

/** `g` as the module played on top of the ruleset changes it, if one does. */
function played(s: GameState, m: Model, g: GridMove): GridMove {
  const mod = gridModule(s);
  return mod ? mod.move(s, m, g) : g;
}

export function gridMoveRules(s: GameState, m: Model, g: GridMove): MoveRules {
  return rulesOn(s, m, played(s, m, g), carveUint8(walkableCells(s).length));
}

/** The grid searches mark their squares in (`gridReach`), shared: none runs inside another. */
let searchGrid = new Uint8Array(0);
let searchGridBusy = false;

/** `m`'s reach with `budget` under `g`: the search alone reads the squares it marks, so they are
 * marked in one grid shared by every search instead of a new one each (a search a decision or
 * more, and memory outside V8's heap taken afresh each time is counted against its collector). */
export function gridReach(s: GameState, m: Model, budget: number, given: GridMove): Reach {
  const g = played(s, m, given);
  if (searchGridBusy) return reachable(m, budget, gridMoveRules(s, m, g));
  const n = walkableCells(s).length;
  if (searchGrid.length !== n) searchGrid = new Uint8Array(n);
  searchGridBusy = true;
  try {
    return reachable(m, budget, rulesOn(s, m, g, searchGrid));
  } finally {
    searchGridBusy = false;
  }
}

/** `gridMoveRules` with its squares marked in `grid`, written over whole. */
function rulesOn(s: GameState, m: Model, g: GridMove, grid: Uint8Array): MoveRules {
  const map = s.map;
  // What each square is to this move, marked once: the search asks of many squares.
  const walkable = walkableCells(s);
  grid.set(walkable); // walkable squares are 1: GRID_ENTER
  // A square's model is the last in the game's order to stand there, as in `occupancy`.
  for (const other of modelsInOrder(s)) {
    if (!onBoard(other)) continue;
    const cell = cellOf(map, other.x, other.y);
    if (cell < 0 || cell >= grid.length) continue;
    if (other === m) grid[cell] = walkable[cell]!;
    else grid[cell] = (g.blocks(other) ? 0 : walkable[cell]!) | (g.endOnModels ? 0 : GRID_NO_END);
  }
  for (const cell of g.openedDoor?.cells ?? []) grid[cell]! &= ~GRID_ENTER;
  for (const cell of g.stops) if (cell >= 0 && cell < grid.length) grid[cell]! |= GRID_STOPS;
  return {
    width: map.width,
    height: map.height,
    diagonal: false,
    cost: (x, y) => {
      if ((grid[cellOf(map, x, y)]! & GRID_ENTER) === 0) return Infinity;
      return 1 + (g.extra ? g.extra(x, y) : 0);
    },
    canEndOn: (x, y) => (grid[cellOf(map, x, y)]! & GRID_NO_END) === 0,
    stopsOn: (x, y) => (grid[cellOf(map, x, y)]! & GRID_STOPS) !== 0,
    ...(g.firstStep ? { firstStep: g.firstStep } : {}),
    // With squares dearer than one step, or a first step bound, the search asks `cost` of each.
    grid: g.extra || g.firstStep ? undefined : grid,
  };
}

/** The reaches a decision's move listing searched, kept for the answer's check that follows at
 * the same decision (a bot lists the moves, then answers one): the search is the costliest part of
 * both. One serves only while the decision is the same object and nothing a move depends on has
 * changed since (every model's square, state, focus and struck square, the slain aside; the
 * mover's activation; the squares one may step on), so a state changed by hand in between is
 * searched anew. */
interface KeptReaches {
  pending: object;
  /** A few a decision: looked through in turn. */
  reaches: KeptReach[];
}

interface KeptReach {
  model: string;
  budget: number;
  snap: unknown[];
  reach: Reach;
}

const keptReach = new WeakMap<GameState, KeptReaches>();
const snapScratch: unknown[] = [];

function moveSnapshot(s: GameState, m: Model, out: unknown[]): number {
  let n = 0;
  out[n++] = s.turnKind;
  out[n++] = s.map.tiles;
  for (const e of modelsInOrder(s)) {
    // The slain stand nowhere: late in an expedition they are most of the models.
    if (e.status.dead) continue;
    out[n++] = e;
    out[n++] = e.x;
    out[n++] = e.y;
    out[n++] = (e.status.ko ? 1 : 0) | (e.status.left ? 4 : 0) | (e.status.away ? 8 : 0);
    out[n++] = e.focus;
    out[n++] = (e.act as { struck?: number }).struck;
    out[n++] = e.facing;
  }
  const a = m.act as typeof m.act & { used?: number };
  out[n++] = a.moved;
  out[n++] = a.ran;
  out[n++] = a.runSquares;
  out[n++] = a.openedDoor;
  out[n++] = a.used;
  // The squares a model may step on: the same grid while tiles, doors, sections and obstacles are.
  out[n++] = walkableCells(s);
  return n;
}

/** `m`'s reach with `budget` at the pending decision: searched by `search`, or the one searched
 * for it earlier at this decision. */
export function decisionReach(s: GameState, m: Model, budget: number, search: () => Reach): Reach {
  const d = s.pending;
  if (!d) return search();
  let kept = keptReach.get(s);
  if (!kept || kept.pending !== d) keptReach.set(s, (kept = { pending: d, reaches: [] }));
  const n = moveSnapshot(s, m, snapScratch);
  let known: KeptReach | undefined;
  for (const k of kept.reaches) if (k.model === m.id && k.budget === budget) known = k;
  if (known && sameSnapshot(known.snap, snapScratch, n)) return known.reach;
  const reach = search();
  if (known) {
    known.snap = snapScratch.slice(0, n);
    known.reach = reach;
  } else kept.reaches.push({ model: m.id, budget, snap: snapScratch.slice(0, n), reach });
  return reach;
}
