// What a seat knows of the board, read from its view only (DEC-17): which squares can be walked,
// who stands where, and walking distances over the known map. Bots plan with these; the engine
// still decides what is legal.
import { carveInt16, carveUint8, sameSnapshot, type Answer, type ModelView, type View } from '@delve/engine';

export interface Pt {
  x: number;
  y: number;
}

export interface Board {
  view: View;
  width: number;
  height: number;
  /** 1 where a model could stand or pass with doors as they are now. */
  floor: Uint8Array;
  /** Models standing on the board, by cell. */
  occupant: Map<number, ModelView>;
  /** The same models (`present`), by id. */
  on: ModelView[];
  byId: Map<string, ModelView>;
  /** The squares' part, shared between decisions while it is unchanged (the floor above). */
  static: StaticBoard;
}

/** Cells of sections the GM has not revealed yet (monsters there have not been met), per view's sections;
 * filled by `readBoard`, read by `present`. */
const hiddenCells = new WeakMap<View['map']['sections'], Uint8Array>();

/** A model that still stands on the board as far as this view tells: not dead (a hero struck
 * while knocked out dies at zero wounds, AHQ-C43), not gone up the stairs, not off the board. */
export function present(m: ModelView, v: View): boolean {
  if (m.dead || m.left || m.x < 0 || m.y < 0) return false;
  // Only the GM's view hides anyone (monsters not met yet): no cells to look up for the rest.
  return m.side === 'monsters' && v.seat === 'gm' ? presentWith(m, v, hiddenCells.get(v.map.sections)) : true;
}

/** `present`, with the cells of unrevealed sections at hand (or none known). */
function presentWith(m: ModelView, v: View, hidden: Uint8Array | null | undefined): boolean {
  if (m.dead || m.left || m.x < 0 || m.y < 0) return false;
  if (m.side === 'monsters' && v.seat === 'gm') {
    // Monsters in an unrevealed section have not been met yet.
    if (hidden) return hidden[m.y * v.map.width + m.x] !== 1;
    const sec = v.map.sections.find((s) => m.x >= s.x && m.x < s.x + s.w && m.y >= s.y && m.y < s.y + s.h);
    if (sec && !sec.revealed) return false;
  }
  return true;
}

/** A model that may still act this combat: on the board and not knocked out. */
export function standing(m: ModelView, v: View): boolean {
  return present(m, v) && !m.ko;
}

/** What a board's squares are, models aside: the same for every decision until a door opens, a
 * section is revealed, a chest opens or a trap is spotted. Kept per game and side, with the walking
 * distances from the squares asked about, which would otherwise be searched again at every
 * decision. */
export interface StaticBoard {
  /** What it was built from: the tiles, and a snapshot of the rest (`sameSquares`). */
  tiles: string;
  seen: number[];
  /** The view's map parts it was last found to match (the same objects: nothing to compare). */
  parts: readonly object[];
  floor: Uint8Array;
  /** Floor or a closed door: where a way goes once someone opens the doors. */
  passable: Uint8Array;
  /** Whether no square on the board's edge is passable (nor floor, then): a search need not
   * check for the edge (`breadthFirst`). */
  edgeClosed: boolean;
  /** GM: cells of sections not revealed yet. */
  hidden: Uint8Array | null;
  /** Distances (closed doors counted open) from single squares, by square. */
  fromCell: Map<number, Int16Array>;
  /** Walking distances with the doors as they are (closed ones shut), by square. */
  walkFrom: Map<number, Int16Array>;
  /** Anything else derived from the squares alone, by name (the explorer's frontier, say). */
  derived: Map<string, unknown>;
  /** Lists of the board's size free to be written over: the distances kept for the squares as
   * they were before (`staticBoard`), taken by `distancesFrom` before it makes new ones. */
  spare: Int16Array[];
}

const statics = new WeakMap<object, { gm?: StaticBoard; heroes?: StaticBoard }>();

/** The furniture the view shows: squares nobody enters. */
function furnishings(v: View): readonly { cells: readonly number[] }[] {
  return v.map.furnishings ?? [];
}

/** Everything the squares depend on besides the tiles, as numbers: each door open, shut or onto rock, each
 * chest's square and lid, the traps a hero seat knows, each section revealed or not. Written into
 * `out` from its start (asked at every decision, it reuses one list); returns how many. */
function snapshot(v: View, out: number[]): number {
  const { map } = v;
  // Plain loops: the map's lists are frozen (ARCHITECTURE.md).
  let n = 0;
  out[n++] = map.width;
  const { doors, chests, traps, sections } = map;
  out[n++] = doors.length;
  for (let i = 0; i < doors.length; i++) {
    const d = doors[i]!;
    out[n++] = d.open ? (d.rock ? 2 : 1) : 0;
    out[n++] = d.cells[0] ?? -1;
  }
  out[n++] = chests.length;
  for (let i = 0; i < chests.length; i++) {
    out[n++] = chests[i]!.cell;
    out[n++] = chests[i]!.open ? 1 : 0;
  }
  if (v.seat !== 'gm') for (let i = 0; i < traps.length; i++) if (traps[i]!.spotted && traps[i]!.chest === null) out[n++] = traps[i]!.cell;
  const furniture = furnishings(v);
  for (let i = 0; i < furniture.length; i++) {
    out[n++] = -2;
    const cells = furniture[i]!.cells;
    for (let j = 0; j < cells.length; j++) out[n++] = cells[j]!;
  }
  out[n++] = -1;
  out[n++] = sections.length;
  for (let i = 0; i < sections.length; i++) {
    const sec = sections[i]!;
    out[n++] = sec.revealed ? (sec.closed ? 2 : 1) : 0;
    out[n++] = sec.x;
    out[n++] = sec.y;
  }
  return n;
}

function partsOf(v: View): readonly object[] {
  return [v.map.doors, v.map.chests, v.map.traps, v.map.sections, furnishings(v)];
}

function sameParts(parts: readonly object[], v: View): boolean {
  return parts[0] === v.map.doors && parts[1] === v.map.chests && parts[2] === v.map.traps && parts[3] === v.map.sections && parts[4] === furnishings(v);
}

/** The tiles' bytes while a static board is built: one buffer for every build. */
let tileBytes = new Uint8Array(0);
const encoder = new TextEncoder();

/** The snapshot being compared: one list for every decision. */
const scratch: number[] = [];

function buildStatic(v: View, seen: number[]): StaticBoard {
  const { width, height, tiles } = v.map;
  const floor = carveUint8(width * height);
  // The tiles' characters copied out whole as bytes (quicker than reading them one by one), or
  // read one by one if some is not a single byte (never in a map).
  const n = tiles.length;
  if (tileBytes.length < n) tileBytes = new Uint8Array(n);
  const copied = encoder.encodeInto(tiles, tileBytes);
  if (copied.read === n && copied.written === n) {
    for (let i = 0; i < n; i++) {
      const t = tileBytes[i]!;
      if (t === 46 || t === 60) floor[i] = 1; // '.' or '<'
    }
  } else {
    for (let i = 0; i < n; i++) {
      const t = tiles.charCodeAt(i);
      if (t === 46 || t === 60) floor[i] = 1;
    }
  }
  // A chest stands on its square, furniture on its squares: nobody walks through them. Plain
  // loops: the map's lists are frozen (ARCHITECTURE.md).
  const { chests, traps, doors } = v.map;
  for (let i = 0; i < chests.length; i++) floor[chests[i]!.cell] = 0;
  const furniture = furnishings(v);
  for (let i = 0; i < furniture.length; i++) {
    const cells = furniture[i]!.cells;
    for (let j = 0; j < cells.length; j++) floor[cells[j]!] = 0;
  }
  // Heroes walk round a trap they have spotted.
  if (v.seat !== 'gm') for (let i = 0; i < traps.length; i++) if (traps[i]!.spotted && traps[i]!.chest === null) floor[traps[i]!.cell] = 0;
  for (let i = 0; i < doors.length; i++) {
    const d = doors[i]!;
    if (d.open) for (let j = 0; j < d.cells.length; j++) floor[d.cells[j]!] = 1;
  }
  // Floor or a closed door: the floor copied whole, then the closed doors' few cells.
  const passable = carveUint8(width * height);
  passable.set(floor);
  for (let i = 0; i < doors.length; i++) {
    const d = doors[i]!;
    if (!d.open) for (let j = 0; j < d.cells.length; j++) passable[d.cells[j]!] = 1;
  }
  let hidden: Uint8Array | null = null;
  if (v.seat === 'gm') {
    hidden = carveUint8(width * height);
    // The first section in order that holds a square decides, as a scan would.
    for (let i = v.map.sections.length - 1; i >= 0; i--) {
      const sec = v.map.sections[i]!;
      for (let y = Math.max(0, sec.y); y < Math.min(height, sec.y + sec.h); y++) {
        for (let x = Math.max(0, sec.x); x < Math.min(width, sec.x + sec.w); x++) hidden[y * width + x] = sec.revealed ? 0 : 1;
      }
    }
  }
  return { tiles, seen, parts: partsOf(v), floor, passable, edgeClosed: edgeClosed(passable, width, height), hidden, fromCell: new Map(), walkFrom: new Map(), derived: new Map(), spare: [] };
}

/** Hands the distances `old` kept to `made`, which replaces it: those searched over squares that
 * read the same on both (a door opened leaves the way through doors as it was; a chest opened, the
 * floor) to be read again, the others to be written over. The squares change only between
 * decisions, and a board is read at a decision's start: nothing reads the old distances again,
 * and `old` forgets them (a board still holding it searches afresh). A dungeon's decisions search
 * from a few hundred squares in all, each list memory outside V8's heap, which it counts against
 * its collector. */
function passSpares(old: StaticBoard, made: StaticBoard): void {
  const n = made.floor.length;
  if (old.floor.length !== n) return;
  if (sameBytes(old.passable, made.passable)) [made.fromCell, old.fromCell] = [old.fromCell, made.fromCell];
  if (sameBytes(old.floor, made.floor)) [made.walkFrom, old.walkFrom] = [old.walkFrom, made.walkFrom];
  for (const list of [old.spare, old.fromCell.values(), old.walkFrom.values()]) for (const d of list) made.spare.push(d);
  old.spare = [];
  old.fromCell.clear();
  old.walkFrom.clear();
}

/** Whether two lists of bytes read the same: four at a time where both lie on a word's boundary. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  const n = a.length;
  if (b.length !== n) return false;
  let i = 0;
  if (a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0) {
    const wa = new Uint32Array(a.buffer, a.byteOffset, n >>> 2);
    const wb = new Uint32Array(b.buffer, b.byteOffset, n >>> 2);
    for (let k = 0; k < wa.length; k++) if (wa[k] !== wb[k]) return false;
    i = wa.length * 4;
  }
  for (; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The static part of `v`'s board, reused while it is unchanged; `game` is any object that lives
 * as long as the game (the state's context), or none to build it afresh. */
export function staticBoard(v: View, game?: object): StaticBoard {
  const side = v.seat === 'gm' ? 'gm' : 'heroes';
  const slot = game ? statics.get(game) ?? {} : {};
  const known = slot[side];
  // The engine shares a view's map parts between views while the dungeon leaves them unchanged.
  if (known && known.tiles === v.map.tiles && sameParts(known.parts, v)) return known;
  const n = snapshot(v, scratch);
  if (known && known.tiles === v.map.tiles && sameSnapshot(known.seen, scratch, n)) {
    known.parts = partsOf(v);
    return known;
  }
  const made = buildStatic(v, scratch.slice(0, n));
  if (game) {
    if (known) passSpares(known, made);
    slot[side] = made;
    statics.set(game, slot);
  }
  return made;
}

/** The board as `v` shows it; with `game`, the squares' part is shared with earlier decisions. */
export function readBoard(v: View, game?: object): Board {
  const st = staticBoard(v, game);
  // Kept by the view's list of sections, which the engine shares between views while the
  // sections are unchanged: one entry for many decisions.
  if (st.hidden && hiddenCells.get(v.map.sections) !== st.hidden) hiddenCells.set(v.map.sections, st.hidden);
  const { width } = v.map;
  const occupant = new Map<number, ModelView>();
  const models = new Map<string, ModelView>();
  const on: ModelView[] = [];
  for (const m of v.models) {
    models.set(m.id, m);
    if (presentWith(m, v, st.hidden)) {
      const c = m.y * width + m.x;
      occupant.set(c, m);
      on.push(m);
    }
  }
  return new ViewBoard(v, st, idOrder(on, v.seat === 'gm' ? 'gm' : 'heroes', game), occupant, models);
}

/** The order `byId` puts a view's models in, by their places in the view's list, kept per game and
 * side with the ids it was found for. */
interface IdOrder {
  ids: string[];
  places: number[];
}

const idOrders = new WeakMap<object, { gm?: IdOrder; heroes?: IdOrder }>();

/** `on` sorted by id. The same models are listed alike decision after decision (the game's order):
 * the order found last is used again while the ids read the same. */
function idOrder(on: ModelView[], side: 'gm' | 'heroes', game?: object): ModelView[] {
  const slot = game ? idOrders.get(game) ?? {} : {};
  const kept = slot[side];
  let same = kept !== undefined && kept.ids.length === on.length;
  for (let i = 0; same && i < on.length; i++) same = kept!.ids[i] === on[i]!.id;
  if (!same) {
    const places = on.map((_, i) => i).sort((a, b) => byId(on[a]!, on[b]!));
    slot[side] = { ids: on.map((m) => m.id), places };
    if (game) idOrders.set(game, slot);
  }
  const { places } = slot[side]!;
  const out: ModelView[] = [];
  for (const i of places) out.push(on[i]!);
  return out;
}

/** A board read from a view. */
class ViewBoard implements Board {
  readonly view: View;
  readonly width: number;
  readonly height: number;
  readonly floor: Uint8Array;
  readonly occupant: Map<number, ModelView>;
  readonly on: ModelView[];
  readonly byId: Map<string, ModelView>;
  readonly static: StaticBoard;

  constructor(v: View, st: StaticBoard, on: ModelView[], occupant: Map<number, ModelView>, byId: Map<string, ModelView>) {
    this.view = v;
    this.width = v.map.width;
    this.height = v.map.height;
    this.floor = st.floor;
    this.occupant = occupant;
    this.on = on;
    this.byId = byId;
    this.static = st;
  }
}

/** Walking distance from one square with closed doors counted open (or, with `throughDoors`
 * false, shut), shared by every decision while the board's squares are unchanged. */
export function distancesFrom(b: Board, cell: number, throughDoors = true): Int16Array {
  const cache = throughDoors ? b.static.fromCell : b.static.walkFrom;
  let d = cache.get(cell);
  if (!d) {
    // A long game asks from many squares: keep the memory bounded (the lists dropped may still be
    // read at this decision, so they are not written over).
    if (cache.size >= 256) cache.clear();
    cache.set(cell, (d = distances(b, [cell], { throughDoors, into: b.static.spare.pop() })));
  }
  return d;
}

export const cellOf = (b: Board, p: Pt): number => p.y * b.width + p.x;
export const chebyshev = (a: Pt, b: Pt): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
export const manhattan = (a: Pt, b: Pt): number => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

export interface DistanceOptions {
  /** Count closed doors as passable (a route once someone opens them). */
  throughDoors?: boolean;
  /** The squares a way may go through (1), instead of the floor (and closed doors, with
   * `throughDoors`) the board shows: the floor with a spotted trap gone, say. */
  open?: Uint8Array;
  /** Cells that cannot be entered (other models, say); sources are always entered. */
  blocked?: (cell: number) => boolean;
  /** Squares that cannot be entered but for `enterable` (the models on the board, `b.on`, say):
   * the same as `blocked` for the common case of a few squares, without a call per square. */
  around?: readonly Pt[];
  enterable?: number;
  /** Stop once this cell's distance is known and every cell as near is reached: farther ones
   * are left unreached. */
  until?: number;
  /** Where to write the distances, instead of a new list: one of the board's size (`searchBuffer`)
   * that the caller reads only until it searches into it again. Searches many a decision makes
   * and forgets then take no fresh memory, which V8 counts against the collector (every list
   * of this size is memory outside its heap). */
  into?: Int16Array;
}

const UNREACHED = 0x7fff;

/** The search's queue, shared by every search (none runs inside another): grown as boards grow. */
let queueBuffer = new Int32Array(1024);

/** A square kept out of a search (`around`, `blocked`), as its distance while the search runs:
 * the search enters only squares still UNREACHED, so it reads no list but the open squares and
 * the distances (a list of marks beside them, read at every step, made it a fifth slower). */
const KEPT_OUT = -1;

/** A list for `DistanceOptions.into`, kept by its caller: `searchBuffer(b, kept)` gives `kept`
 * again while it is of `b`'s size, else a new one. */
export function searchBuffer(b: Board, kept: Int16Array | undefined): Int16Array {
  const n = b.width * b.height;
  return kept && kept.length === n ? kept : new Int16Array(n);
}

/** Whether none of the `open` squares of a board `width` wide lies on its edge. */
function edgeClosed(open: Uint8Array, width: number, height: number): boolean {
  const n = width * height;
  for (let x = 0; x < width; x++) if (open[x] === 1 || open[n - width + x] === 1) return false;
  for (let c = width; c < n - width; c += width) if (open[c] === 1 || open[c + width - 1] === 1) return false;
  return true;
}

/** Orthogonal walking distance from the nearest source to every square; UNREACHED elsewhere. */
export function distances(b: Board, sources: readonly number[], opts: DistanceOptions = {}): Int16Array {
  const n = b.width * b.height;
  const into = opts.into;
  if (into !== undefined && into.length !== n) throw new Error(`distances: a list of ${into.length} squares given for a board of ${n}`);
  const dist = (into ?? carveInt16(n)).fill(UNREACHED);
  if (queueBuffer.length < n) queueBuffer = new Int32Array(n);
  const queue = queueBuffer;
  let tail = 0;
  for (const s of sources) {
    if (s >= 0 && s < n && dist[s] === UNREACHED) {
      dist[s] = 0;
      queue[tail++] = s;
    }
  }
  const w = b.width;
  // Floor, or (through doors) floor and closed doors.
  const open = opts.open ?? (opts.throughDoors ? b.static.passable : b.floor);
  // The floor is passable too: the board's answer holds for both.
  const closed = open === b.static.passable || open === b.floor ? b.static.edgeClosed : edgeClosed(open, w, b.height);
  const around = opts.around;
  const blocked = opts.blocked;
  const enterable = opts.enterable ?? -1;
  // The squares kept out are marked in the distances (a source is entered all the same), and
  // unmarked once the search is done. Few searches ask a question per square: asked of every open
  // square once, the search stays one plain loop.
  if (around !== undefined) {
    for (let i = 0; i < around.length; i++) {
      const c = around[i]!.y * w + around[i]!.x;
      if (c >= 0 && c < n && c !== enterable && dist[c] === UNREACHED) dist[c] = KEPT_OUT;
    }
  }
  if (blocked !== undefined) for (let c = 0; c < n; c++) if (open[c] === 1 && dist[c] === UNREACHED && blocked(c)) dist[c] = KEPT_OUT;
  // A square kept out is never reached: the search goes on to the end, as it would for any.
  const until = opts.until !== undefined && opts.until >= 0 && opts.until < n && dist[opts.until] !== KEPT_OUT ? opts.until : -1;
  if (closed) breadthFirst(w, open, dist, queue, tail, until);
  else breadthFirstToEdge(w, n, open, dist, queue, tail, until);
  if (blocked !== undefined) {
    for (let c = 0; c < n; c++) if (dist[c] === KEPT_OUT) dist[c] = UNREACHED;
  } else if (around !== undefined) {
    for (let i = 0; i < around.length; i++) {
      const c = around[i]!.y * w + around[i]!.x;
      if (c >= 0 && c < n && dist[c] === KEPT_OUT) dist[c] = UNREACHED;
    }
  }
  return dist;
}

/** The breadth-first search of `distances` from the `tail` sources queued, over `open` squares
 * not kept out, on a board whose edge is closed: a step off a square on the edge (only a
 * source may be one) lands on another square of the edge, or off the list, neither open, so
 * nothing checks for the edge: about three fifths of the time of a search that does, and a
 * dungeon's decisions make a few hundred. */
function breadthFirst(w: number, open: Uint8Array, dist: Int16Array, queue: Int32Array, tail: number, until: number): void {
  let head = 0;
  // A square is entered once: floor (or a closed door counted open) that nothing blocks.
  while (head < tail) {
    const c = queue[head++]!;
    // Breadth first: once the cell wanted is known, the next ring is farther than it.
    if (until >= 0 && dist[until] !== UNREACHED && dist[c]! >= dist[until]!) break;
    const d = dist[c]! + 1;
    let nc = c - 1;
    if (open[nc] === 1 && dist[nc] === UNREACHED) { dist[nc] = d; queue[tail++] = nc; }
    nc = c + 1;
    if (open[nc] === 1 && dist[nc] === UNREACHED) { dist[nc] = d; queue[tail++] = nc; }
    nc = c - w;
    if (open[nc] === 1 && dist[nc] === UNREACHED) { dist[nc] = d; queue[tail++] = nc; }
    nc = c + w;
    if (open[nc] === 1 && dist[nc] === UNREACHED) { dist[nc] = d; queue[tail++] = nc; }
  }
}

/** Per square of a board `width` wide: 1 if it has a square to its west, 2 to its east. Read at
 * every step of a search instead of working the column out (a division). */
let sidesWidth = 0;
let sidesBuffer = new Uint8Array(0);

function sidesOf(width: number, n: number): Uint8Array {
  if (sidesWidth !== width || sidesBuffer.length < n) {
    sidesBuffer = new Uint8Array(n);
    for (let c = 0; c < n; c++) {
      const x = c % width;
      sidesBuffer[c] = (x > 0 ? 1 : 0) | (x < width - 1 ? 2 : 0);
    }
    sidesWidth = width;
  }
  return sidesBuffer;
}

/** `breadthFirst` on a board with open squares on its edge: each step checks it stays on the board. */
function breadthFirstToEdge(w: number, n: number, open: Uint8Array, dist: Int16Array, queue: Int32Array, tail: number, until: number): void {
  let head = 0;
  const sides = sidesOf(w, n);
  while (head < tail) {
    const c = queue[head++]!;
    if (until >= 0 && dist[until] !== UNREACHED && dist[c]! >= dist[until]!) break;
    const d = dist[c]! + 1;
    const side = sides[c]!;
    let nc = c - 1;
    if ((side & 1) !== 0 && open[nc] === 1 && dist[nc] === UNREACHED) { dist[nc] = d; queue[tail++] = nc; }
    nc = c + 1;
    if ((side & 2) !== 0 && open[nc] === 1 && dist[nc] === UNREACHED) { dist[nc] = d; queue[tail++] = nc; }
    nc = c - w;
    if (nc >= 0 && open[nc] === 1 && dist[nc] === UNREACHED) { dist[nc] = d; queue[tail++] = nc; }
    nc = c + w;
    if (nc < n && open[nc] === 1 && dist[nc] === UNREACHED) { dist[nc] = d; queue[tail++] = nc; }
  }
}

export function reached(d: number): boolean {
  return d < UNREACHED;
}

/** Cells orthogonally or diagonally around `p` inside the board. */
export function around(b: Board, p: Pt, diagonal = true): number[] {
  const out: number[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (!dx && !dy) continue;
      if (!diagonal && dx && dy) continue;
      const x = p.x + dx;
      const y = p.y + dy;
      if (x >= 0 && y >= 0 && x < b.width && y < b.height) out.push(y * b.width + x);
    }
  }
  return out;
}

export function pointOf(b: Board, cell: number): Pt {
  return { x: cell % b.width, y: Math.floor(cell / b.width) };
}

/** The answer moving `model` to `cell` (one of the engine's `moveSquares`). */
export function moveTo(b: Board, model: string, cell: number): Extract<Answer, { kind: 'move' }> {
  return { kind: 'move', model, to: [cell % b.width, Math.floor(cell / b.width)] };
}

/** Stable tie-break between equal scores, derived from ids so bots stay deterministic. */
export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
