// Questions about the board that every grid ruleset asks: what stands where, what blocks sight,
// where a model may step. Rules-specific zones (Death Zones, control zones) live in the rulesets.
import type { Door, Furnishing, GameEvent, GameState, MapState, Model, RollPurpose, Section, Side, Wall } from './types.ts';
import { lineOfSight, type Sight, type SightQuery } from './geometry/line-of-sight.ts';
import { chebyshev, type Point } from './geometry/points.ts';
import { carveUint16, carveUint8 } from './arrays.ts';
import { bytesOfTiles } from './tiles.ts';

/** The squares of one wall of a section (any floor rectangle), just outside its floor. */
export function wallCells(sec: { x: number; y: number; w: number; h: number }, wall: Wall): [number, number][] {
  const out: [number, number][] = [];
  if (wall === 'north' || wall === 'south') {
    const y = wall === 'north' ? sec.y - 1 : sec.y + sec.h;
    for (let x = sec.x; x < sec.x + sec.w; x++) out.push([x, y]);
  } else {
    const x = wall === 'west' ? sec.x - 1 : sec.x + sec.w;
    for (let y = sec.y; y < sec.y + sec.h; y++) out.push([x, y]);
  }
  return out;
}

export function cellOf(map: MapState, x: number, y: number): number {
  return y * map.width + x;
}

export function pointOf(map: MapState, cell: number): Point {
  return { x: cell % map.width, y: Math.floor(cell / map.width) };
}

export function inBounds(map: MapState, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < map.width && y < map.height;
}

export function tileAt(map: MapState, x: number, y: number): string {
  return inBounds(map, x, y) ? map.tiles[y * map.width + x]! : ' ';
}

/** Which section (by its place in `sectionOrder`, plus one; 0 for none) covers each cell: the
 * first in order wins, as in a scan. Built again whenever the map's tiles or its list of sections
 * change (the generators replace the one and push onto or replace the other). With it, the map's
 * sections and doors as lists, in order: the records are keyed by id, and past a dozen entries V8
 * keeps such a record as a hash table, slow to go through, which the caches' checks do at every
 * decision. A door is only ever added with its `D` squares, so the tiles change with the doors. */
interface SectionIndex {
  tiles: string;
  order: string[];
  count: number;
  sectionsOf: MapState['sections'];
  doorsOf: MapState['doors'];
  at: Uint16Array;
  sections: Section[];
  doors: Door[];
}

const sectionIndexes = new WeakMap<MapState, SectionIndex>();

function sectionIndex(map: MapState): SectionIndex {
  const known = sectionIndexes.get(map);
  if (known && known.tiles === map.tiles && known.order === map.sectionOrder && known.count === map.sectionOrder.length && known.sectionsOf === map.sections && known.doorsOf === map.doors) return known;
  const at = carveUint16(map.width * map.height);
  const order = map.sectionOrder;
  const sections: Section[] = [];
  for (const id of order) sections.push(map.sections[id]!);
  for (let i = order.length - 1; i >= 0; i--) {
    const sec = sections[i]!;
    const x0 = Math.max(0, sec.x);
    const x1 = Math.min(map.width, sec.x + sec.w);
    // A loop, not `fill`: a section's rows are short, and a call per row costs more than its squares.
    for (let y = Math.max(0, sec.y); y < Math.min(map.height, sec.y + sec.h); y++) for (let c = y * map.width + x0, end = y * map.width + x1; c < end; c++) at[c] = i + 1;
  }
  const doors: Door[] = [];
  for (const id in map.doors) doors.push(map.doors[id]!);
  const index = { tiles: map.tiles, order, count: order.length, sectionsOf: map.sections, doorsOf: map.doors, at, sections, doors };
  sectionIndexes.set(map, index);
  return index;
}

/** The map's sections (in `sectionOrder`) and doors (in the record's order) as lists, kept with
 * the section index. */
export function mapLists(map: MapState): { readonly sections: readonly Section[]; readonly doors: readonly Door[] } {
  return sectionIndex(map);
}

export function sectionAt(map: MapState, x: number, y: number): Section | null {
  if (!inBounds(map, x, y) || !Number.isInteger(x) || !Number.isInteger(y) || map.sectionOrder.length >= 0xffff) {
    for (const id of map.sectionOrder) {
      const sec = map.sections[id]!;
      if (x >= sec.x && y >= sec.y && x < sec.x + sec.w && y < sec.y + sec.h) return sec;
    }
    return null;
  }
  const index = sectionIndex(map);
  const k = index.at[y * map.width + x]!;
  return k === 0 ? null : index.sections[k - 1]!;
}

/** A model that stands on the board and can be seen, attacked or blocked by. */
export function onBoard(m: Model): boolean {
  return !m.status.dead && !m.status.left && !m.status.away;
}

/** Able to act: on the board and not knocked out. */
export function active(m: Model): boolean {
  return onBoard(m) && !m.status.ko;
}

/** The models in the game's order, as a list kept while the order and the record are the same
 * ones (a model is only ever added with its id pushed onto the order). Looking each id of the
 * order up in `s.models` is a lookup by name in a record V8 cannot tell the shape of, at every
 * step of the loops over the models that the rules and bots run many times a decision. */
interface ModelList {
  order: string[];
  count: number;
  models: GameState['models'];
  list: Model[];
}

const modelLists = new WeakMap<GameState, ModelList>();

export function modelsInOrder(s: GameState): readonly Model[] {
  const kept = modelLists.get(s);
  if (kept && kept.order === s.order && kept.count === s.order.length && kept.models === s.models) return kept.list;
  const list = s.order.map((id) => s.models[id]!);
  modelLists.set(s, { order: s.order, count: s.order.length, models: s.models, list });
  return list;
}

export function occupancy(s: GameState): Map<number, Model> {
  const occ = new Map<number, Model>();
  for (const m of modelsInOrder(s)) if (onBoard(m)) occ.set(m.y * s.map.width + m.x, m);
  return occ;
}

/** The models on the board within the box with corners `a` and `b`, in the game's order, written
 * into `out` from its start; returns how many. */
function modelsInBox(s: GameState, a: Point, b: Point, out: Model[]): number {
  const x0 = Math.min(a.x, b.x), x1 = Math.max(a.x, b.x), y0 = Math.min(a.y, b.y), y1 = Math.max(a.y, b.y);
  let n = 0;
  for (const m of modelsInOrder(s)) if (m.x >= x0 && m.x <= x1 && m.y >= y0 && m.y <= y1 && onBoard(m)) out[n++] = m;
  return n;
}

/** The model of the first `n` of `models` at (x, y), as `occupancy` would give it (the last in order). */
function standingIn(models: readonly Model[], n: number, x: number, y: number): Model | undefined {
  let found: Model | undefined;
  for (let i = 0; i < n; i++) {
    const m = models[i]!;
    if (m.x === x && m.y === y) found = m;
  }
  return found;
}

/** The models near the line of sight being walked (`Sightlines`): one list serves every line,
 * since one line is walked at a time. A list made per line was 3 % of what a room fight between
 * bots allocates. */
const nearScratch: Model[] = [];

export function doorAtCell(map: MapState, cell: number) {
  const id = map.doorAt[cell];
  return id === undefined ? null : map.doors[id]!;
}

/** The squares a model may step on, models aside, one byte per cell: known floor (floor or
 * stairs outside any section or in a revealed one, and open doors) that no obstacle fills
 * (`obstacleCells`). Kept as `mapGrids` says: every move search asks about every square it
 * explores. */
export function walkableCells(s: GameState): Uint8Array {
  return mapGrids(s).walk;
}

const SIGHT_CLEAR = 0;
const SIGHT_BLOCKS = 1;
const SIGHT_DOOR = 2;

/** Four squares of rock (' ') read as one 32-bit word, whichever the byte order. */
const ROCK_FOUR = 0x20202020;

interface MapGrids {
  key: unknown[];
  walk: Uint8Array;
  /** What each square does to sight (`blocksSight`), one byte per cell: SIGHT_CLEAR,
   * SIGHT_BLOCKS, or SIGHT_DOOR for an open door, which blocks unless one end of the line is next
   * to it. */
  sight: Uint8Array;
  /** Lines found blocked on these squares, by their two squares (`Sightlines`). */
  blockedLines: Set<number>;
  pending: object | null;
  /** A view's map key (`view.ts`) the map was found to read when these grids were found good
   * for it, or null: the grids are made of part of what that key holds, so whenever a view finds
   * the map reading that same key again, they are still good (`gridsSeenAt`). */
  seen: readonly unknown[] | null;
}

/** The map's walkable and sight grids, kept per map while its tiles, doors, revealed sections and
 * obstacles are unchanged. While one decision is pending nothing changes the map (answers do), so
 * they are checked once a decision; while an answer is played, each time they are asked for. */
function mapGrids(s: GameState): MapGrids {
  const map = s.map;
  const kept = keptGrids.get(map);
  if (kept && s.pending !== null && kept.pending === s.pending) return kept;
  const n = gridKey(map, gridScratch);
  if (kept && sameSnapshot(kept.key, gridScratch, n)) {
    kept.pending = s.pending;
    return kept;
  }
  const { width, height, tiles } = map;
  const walk = carveUint8(width * height);
  const sight = carveUint8(width * height);
  const index = sectionIndex(map);
  // Each section's state read once, by its place in the index (0: in no section), not per square.
  const revealedAt = carveUint8(index.order.length + 1);
  revealedAt[0] = 1;
  for (let k = 1; k <= index.order.length; k++) revealedAt[k] = index.sections[k - 1]!.revealed ? 1 : 0;
  // Every square blocks sight and is no way until found otherwise: most of a dungeon is rock and
  // walls, passed over at a test each.
  sight.fill(SIGHT_BLOCKS);
  // The tiles read as bytes, four squares at a time: four squares of rock, most of the board, are
  // passed over at one test.
  const cells = tiles.length;
  const bytes = bytesOfTiles(tiles);
  const whole = cells >>> 2;
  const fours = new Uint32Array(bytes.buffer, bytes.byteOffset, whole);
  for (let f = 0; f * 4 < cells; f++) {
    if (f < whole && fours[f] === ROCK_FOUR) continue;
    for (let c = f * 4, end = Math.min(c + 4, cells); c < end; c++) {
      const t = bytes[c]!;
      if (t === 32 || t === 35) continue; // ' ' or '#'
      if (t === 68) { // 'D'
        const open = map.doors[map.doorAt[c]!]!.open;
        walk[c] = open ? 1 : 0;
        sight[c] = open ? SIGHT_DOOR : SIGHT_BLOCKS;
      } else if (revealedAt[index.at[c]!] === 1) {
        sight[c] = SIGHT_CLEAR;
        if (t === 46 || t === 60) walk[c] = 1; // '.' or '<'
      }
    }
  }
  for (const c of obstacleCells(map)) walk[c] = 0;
  const made = { key: gridScratch.slice(0, n), walk, sight, blockedLines: new Set<number>(), pending: s.pending, seen: null };
  keptGrids.set(map, made);
  return made;
}

/** Whether a kept snapshot `a` holds the same values as the first `n` of `b`, a scratch list just
 * written: how the caches of things made from the state check that it has not changed. */
export function sameSnapshot(a: readonly unknown[], b: readonly unknown[], n: number): boolean {
  if (a.length !== n) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

const keptGrids = new WeakMap<MapState, MapGrids>();
const gridScratch: unknown[] = [];

/** The events that never come with a change to anything a view's map parts or the map's grids are
 * made of (tiles, sections, doors, traps, chests, furniture, the generator's ways on): an answer
 * whose events are all of these, or that brings none, left the map as it was, but for new tiles
 * and sections, which the generators put in place of the old lists (the views compare them). Any
 * other event, and dice rolled for anything but `NEUTRAL_DICE` (a search that finds nothing still
 * marks its wall searched), may have changed it. Whether every change to the map comes so is
 * tested over whole games of both rulesets (`ai/src/caches.test.ts`). */
const LEAVE_MAP: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>([
  'turnStarted', 'phaseStarted', 'dice', 'playerChosen', 'moved', 'runRolled', 'surprise', 'placed', 'combatStarted',
  'routineChosen', 'pursuit', 'attack', 'freeAttack', 'fumbleHit', 'damage', 'check', 'pushed', 'attackNegated',
  'endOfTurnRoll', 'heroicDealt', 'heroicPlayed', 'heroicDiscarded', 'wounded', 'fateSpent', 'knockedOut', 'died',
  'advanced', 'identityRevealed', 'spellCast', 'healed', 'warded', 'potionUsed', 'dragged', 'armourRemoved',
  'escapeDeferred', 'escaped', 'combatEnded', 'missileRecovered', 'leaderChosen', 'leftDungeon', 'gmCounter',
  'componentsChosen', 'spotBonus', 'gameOver',
]);

/** The dice rolled for these come with no change to the map but by other events. */
const NEUTRAL_DICE: ReadonlySet<RollPurpose> = new Set<RollPurpose>([
  'to-hit', 'damage', 'surprise', 'run', 'intelligence', 'gm-phase', 'recovery', 'roll-off', 'heal', 'defence', 'check', 'push', 'end-of-turn',
]);

/** Per map, how many answers played on it in place changed it (`noteAnswerPlayed`): while the
 * number reads the same, the map does too, and what was made from it at that number (a view's
 * map parts) is still good without reading the map again. A map changed otherwise (by hand, as a
 * test sets up a position) is not counted: `mapRevision` gives undefined until an answer is played
 * on it, and a map changed by hand after that must be played on no more through the same state. */
const revisions = new WeakMap<MapState, number>();

export function mapRevision(map: MapState): number | undefined {
  return revisions.get(map);
}

/** Counts the answer just played on `s` in place, with the events it brought. */
export function noteAnswerPlayed(s: GameState): void {
  const known = revisions.get(s.map);
  // Nothing was made from this map at a number yet: the count starts here.
  if (known === undefined) {
    revisions.set(s.map, 0);
    return;
  }
  let changed = false;
  for (let i = 0; i < s.events.length && !changed; i++) {
    const e = s.events[i]!;
    changed = !LEAVE_MAP.has(e.type) || (e.type === 'dice' && !NEUTRAL_DICE.has(e.purpose));
  }
  if (changed) revisions.set(s.map, known + 1);
}

/** Told by a view that the map reads `key` now (its map key, kept unchanged with its map parts,
 * which holds everything `gridKey` writes): the grids are marked checked for the decision pending
 * if they were found good at that same key before, or at a key `sameGrids` finds the same in every
 * part they are made of (a searched wall changes a key, not the grids), and else checked against
 * the map and, if still good, tied to it. A view is asked at nearly every decision, before the
 * move searches that fetch the grids, so the grids' own check, a second pass over the same
 * records, is spared. Grids found out of date are left to be made when asked for: a decision may
 * need none. */
export function gridsSeenAt(s: GameState, key: readonly unknown[], sameGrids?: (earlier: readonly unknown[], now: readonly unknown[]) => boolean): void {
  const kept = keptGrids.get(s.map);
  if (!kept) return;
  if (kept.seen !== key) {
    if (kept.seen === null || !sameGrids?.(kept.seen, key)) {
      const n = gridKey(s.map, gridScratch);
      if (!sameSnapshot(kept.key, gridScratch, n)) return;
    }
    kept.seen = key;
  }
  kept.pending = s.pending;
}

/** What the map's grids (`mapGrids`) depend on, written into `out` from its start; returns how many. */
function gridKey(map: MapState, out: unknown[]): number {
  let n = 0;
  out[n++] = map.tiles;
  const { sections, doors } = sectionIndex(map);
  out[n++] = sections.length;
  for (const sec of sections) out[n++] = sec.revealed;
  for (const d of doors) out[n++] = d.open;
  out[n++] = -1;
  for (const id in map.chests) out[n++] = map.chests[id]!.cell;
  out[n++] = -1;
  if (map.furnishings) for (const id in map.furnishings) out[n++] = map.furnishings[id]!.cells[0];
  out[n++] = -1;
  for (const id in map.traps) {
    const t = map.traps[id]!;
    out[n++] = t.spotted && t.chest === null ? t.cell : -1;
  }
  return n;
}

export function chestAt(map: MapState, cell: number) {
  for (const id in map.chests) if (map.chests[id]!.cell === cell) return map.chests[id]!;
  return null;
}

/** The furnishing that fills a cell, or null. */
export function furnishingAt(map: MapState, cell: number): Furnishing | null {
  for (const f of Object.values(map.furnishings ?? {})) if (f.cells.includes(cell)) return f;
  return null;
}

/** Cells filled by furniture. */
export function furnishingCells(map: MapState): Set<number> {
  const out = new Set<number>();
  for (const f of Object.values(map.furnishings ?? {})) for (const c of f.cells) out.add(c);
  return out;
}

/** Cells no model may enter: chests, furnishings, and spotted traps not yet disarmed. Sight
 * passes over all of them. */
export function obstacleCells(map: MapState): Set<number> {
  const out = new Set<number>();
  for (const id in map.chests) out.add(map.chests[id]!.cell);
  if (map.furnishings) for (const id in map.furnishings) for (const c of map.furnishings[id]!.cells) out.add(c);
  for (const id in map.traps) {
    const t = map.traps[id]!;
    if (t.spotted && t.chest === null) out.add(t.cell);
  }
  return out;
}

/** Squares a model may enter, other models aside: floor of explored sections and open doors,
 * less the obstacles (`walkableCells`). */
export function walkable(s: GameState, x: number, y: number): boolean {
  return inBounds(s.map, x, y) && walkableCells(s)[y * s.map.width + x] === 1;
}

/** Whether the square stops sight between `from` and `to` (DEC-12): walls, closed or unfound
 * doors, and open doors unless one end is next to (or in) the doorway. */
export function blocksSight(map: MapState, x: number, y: number, from: Point, to: Point): boolean {
  const t = tileAt(map, x, y);
  if (t === '#' || t === ' ') return true;
  if (t === 'D') {
    const door = doorAtCell(map, cellOf(map, x, y))!;
    if (!door.open) return true;
    // Next to the door is next to any of its squares: a 2×1 door is one door (AHQ-C27).
    const near = (q: Point) => door.cells.some((c) => chebyshev(pointOf(map, c), q) <= 1);
    return !near(from) && !near(to);
  }
  const sec = sectionAt(map, x, y);
  return sec !== null && !sec.revealed;
}

/** Line of sight between two squares for a looker of `side` (DEC-12): models on the line
 * obscure, except the looker's friends adjacent to the looker. */
export function sightBetween(s: GameState, from: Point, to: Point, side: Side, occ?: Map<number, Model>, figures = true): Sight {
  return new Sightlines(s, occ, figures).between(from, to, side);
}

/** `sightBetween` for many lines on one board: the map's sight grid is fetched once, at the first. */
export function sightlines(s: GameState, occ?: Map<number, Model>): (from: Point, to: Point, side: Side) => Sight {
  const lines = new Sightlines(s, occ);
  return (from, to, side) => lines.between(from, to, side);
}

/** How many blocked lines one map's grids keep at most (`MapGrids`). */
const BLOCKED_LINES_MAX = 50_000;

/** A line's ends before it is given any (none made per line). */
const NOWHERE: Point = Object.freeze({ x: -1, y: -1 });

/** The squares of one board as lines of sight ask about them: one object answers every square
 * of every line (no function made per line). */
class Sightlines implements SightQuery {
  /** The map's grids, fetched at the first question. */
  private grids: MapGrids | undefined;
  private from: Point = NOWHERE;
  private to: Point = NOWHERE;
  private side: Side = 'heroes';
  /** Without `occ`, the models on the board inside the line's bounding box (every square it
   * crosses is), listed into `nearScratch` at the line's first question about who stands where:
   * how many (-1 until listed). */
  private nearCount = -1;
  private readonly s: GameState;
  private readonly occ: Map<number, Model> | undefined;
  /** Whether models on the line obscure it (not on a `facing` line of fire, FAC-L01). */
  private readonly figures: boolean;

  constructor(s: GameState, occ: Map<number, Model> | undefined, figures = true) {
    this.s = s;
    this.occ = occ;
    this.figures = figures;
  }

  between(from: Point, to: Point, side: Side): Sight {
    this.from = from;
    this.to = to;
    this.side = side;
    this.nearCount = -1;
    // Only squares block a line, never models: a line found blocked stays so while the squares
    // are unchanged, and the bots ask the same lines again and again as they weigh squares.
    const { width, height } = this.s.map;
    const onMap = inBounds(this.s.map, from.x, from.y) && inBounds(this.s.map, to.x, to.y) &&
      Number.isInteger(from.x) && Number.isInteger(from.y) && Number.isInteger(to.x) && Number.isInteger(to.y);
    if (!onMap) return lineOfSight(from, to, this);
    const blocked = (this.grids ??= mapGrids(this.s)).blockedLines;
    const cells = width * height;
    const key = (from.y * width + from.x) * cells + to.y * width + to.x;
    if (blocked.has(key)) return 'blocked';
    const seen = lineOfSight(from, to, this);
    if (seen === 'blocked') {
      if (blocked.size >= BLOCKED_LINES_MAX) blocked.clear();
      blocked.add(key);
    }
    return seen;
  }

  /** As `blocksSight` says, read off the map's grid. */
  blocks(x: number, y: number): boolean {
    const map = this.s.map;
    if (x < 0 || y < 0 || x >= map.width || y >= map.height) return true;
    const k = (this.grids ??= mapGrids(this.s)).sight[y * map.width + x]!;
    return k === SIGHT_CLEAR ? false : k === SIGHT_BLOCKS ? true : blocksSight(map, x, y, this.from, this.to);
  }

  obscures(x: number, y: number): boolean {
    if (!this.figures) return false;
    // Who stands where is asked only of the few squares between the two: without `occ`, of the
    // few models inside the line's box rather than of every model (or a map of them all).
    if (!this.occ && this.nearCount < 0) this.nearCount = modelsInBox(this.s, this.from, this.to, nearScratch);
    const m = this.occ ? this.occ.get(y * this.s.map.width + x) : standingIn(nearScratch, this.nearCount, x, y);
    if (!m) return false;
    return !(m.side === this.side && chebyshev(m, this.from) <= 1);
  }
}

export function canSee(s: GameState, a: Model, b: Point, occ?: Map<number, Model>): boolean {
  return sightBetween(s, a, b, a.side, occ) !== 'blocked';
}

/** Orthogonal neighbours of a door's cells that are floor: the two sides of the door. */
export function doorSides(map: MapState, doorId: string): Point[] {
  const door = map.doors[doorId]!;
  const out: Point[] = [];
  for (const c of door.cells) {
    const p = pointOf(map, c);
    for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
      const x = p.x + dx;
      const y = p.y + dy;
      const t = tileAt(map, x, y);
      if ((t === '.' || t === '<') && !door.cells.includes(cellOf(map, x, y))) out.push({ x, y });
    }
  }
  return out;
}

/** Whether a model stands orthogonally next to one of the door's cells. */
export function nextToDoor(map: MapState, m: Point, doorId: string): boolean {
  return map.doors[doorId]!.cells.some((c) => {
    const p = pointOf(map, c);
    return Math.abs(p.x - m.x) + Math.abs(p.y - m.y) === 1;
  });
}

/** The four squares beside one, west, east, north and south, as steps. */
const NEXT_X: readonly number[] = [-1, 1, 0, 0];
const NEXT_Y: readonly number[] = [0, 0, -1, 1];

/** Doors a model could open or close from where it stands (found, not secret-hidden). */
export function doorsNextTo(map: MapState, m: Point): string[] {
  // The doors on the four squares beside `m` (a door is next to whoever stands orthogonally next
  // to one of its squares), in the map's order of doors.
  const near: string[] = [];
  for (let k = 0; k < 4; k++) {
    const x = m.x + NEXT_X[k]!;
    const y = m.y + NEXT_Y[k]!;
    if (!inBounds(map, x, y)) continue;
    const id = map.doorAt[y * map.width + x];
    if (id === undefined || near.includes(id)) continue;
    const d = map.doors[id]!;
    if (!d.secret || d.found) near.push(id);
  }
  if (near.length < 2) return near;
  const out: string[] = [];
  for (const id in map.doors) if (near.includes(id)) out.push(id);
  return out;
}

/** Sections inside which `p` lies or which it borders through an open side (junctions). */
export function sectionsTouching(map: MapState, p: Point): Section[] {
  const out: Section[] = [];
  for (const id of map.sectionOrder) {
    const sec = map.sections[id]!;
    if (p.x >= sec.x - 1 && p.y >= sec.y - 1 && p.x <= sec.x + sec.w && p.y <= sec.y + sec.h) out.push(sec);
  }
  return out;
}
