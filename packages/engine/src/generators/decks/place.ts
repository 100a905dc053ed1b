// Laying cards on the grid: a room or corridor behind a way on, never overlapping what is there
// (GLD-B01) and inside the playing area (GLD-B02); 2×1 doors (GLD-D05) with the 2 squares of a
// way on behind them; corridor ends that go on, turn when forced, or end blind (GLD-B02).
// The frame and rectangle helpers are the tables generator's: only what differs lives here.
import type { GameState, MapState, Section, Wall } from '../../types.ts';
import { emit } from '../../runtime.ts';
import { furnishingCells, wallCells } from '../../board.ts';
import type { Dir } from '../tables/state.ts';
import {
  at, back, carve, cellsOf, fitsRect, left, neighbourFloor, rectOf, right, setTiles, WALL_OF, type Frame, type Rect,
} from '../tables/geometry.ts';
import { decksState, type Exit } from './state.ts';
import { addSection, addStub, removeStub } from '../common.ts';

type Sq = [number, number];

const frameOf = (e: Exit): Frame => ({ x: e.x, y: e.y, dir: e.dir });
const tile = (map: MapState, [x, y]: Sq): string => map.tiles[y * map.width + x] ?? ' ';
const cell = (map: MapState, [x, y]: Sq): number => y * map.width + x;

/** Squares a section laid at `exit` may take or touch: the way on, what it opens from, its door,
 * and at an open corridor end the wall corners beside it (the corridor runs into the new wall). */
function allowedAround(s: GameState, exit: Exit): Set<number> {
  const map = s.map;
  const out = neighbourFloor(map, exit.cells);
  if (exit.door) for (const c of map.doors[exit.door]!.cells) out.add(c);
  if (exit.via === 'junction') {
    // A door on the corridor's last squares may touch the new section at a corner.
    for (const c of exit.cells) {
      for (const dy of [-1, 1]) for (const dx of [-1, 1]) {
        const n = c + dy * map.width + dx;
        if (map.tiles[n] === 'D') out.add(n);
      }
    }
    const f = frameOf(exit);
    for (const j of [-1, 2]) {
      const sq = at(f, 0, j);
      const [x, y] = sq;
      const beside = [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]] as Sq[];
      // Never where it would open the corridor's side wall.
      if (tile(map, sq) === '#' && beside.every((b) => exit.cells.includes(cell(map, b)) || !'.<D'.includes(tile(map, b)))) out.add(cell(map, sq));
    }
  }
  return out;
}

/** Every place a room `across`×`deep` fits at the way on, in either orientation, its door squares
 * on its wall, centred on the way in first (GLD-B01): the GM chooses among them. */
export function roomRects(s: GameState, exit: Exit, size: [number, number]): Rect[] {
  const allowed = allowedAround(s, exit);
  const f = frameOf(exit);
  const shapes: [number, number][] = size[0] === size[1] ? [size] : [size, [size[1], size[0]]];
  const out: Rect[] = [];
  for (const [across, deep] of shapes) {
    const mid = Math.floor((across - 2) / 2);
    const ks = Array.from({ length: across - 1 }, (_, k) => k).sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid) || a - b);
    for (const k of ks) {
      const r = rectOf(f, 0, deep, -k, across - k);
      if (fitsRect(s.map, r, allowed)) out.push(r);
    }
  }
  return out;
}

/** A corridor straight on from the way on, as long as the card says or shortened to fit, at least
 * 2 squares (GLD-B02). */
export function corridorRect(s: GameState, exit: Exit, length: number): { rect: Rect; length: number } | null {
  const allowed = allowedAround(s, exit);
  const f = frameOf(exit);
  for (let n = length; n >= 2; n--) {
    const r = rectOf(f, 0, n, 0, 2);
    if (fitsRect(s.map, r, allowed)) return { rect: r, length: n };
  }
  return null;
}

/** A new section of the dungeon where the way on was, hidden until revealed. */
export function laySection(s: GameState, exit: Exit, kind: 'room' | 'passage', r: Rect): Section {
  removeExit(s, exit, false);
  carve(s.map, [r]);
  return addSection(s, decksState(s), kind, r);
}

/** The 2 squares of a way on, as floor in an unrevealed section of its own. */
export function addExit(s: GameState, e: Omit<Exit, 'id' | 'cells'>): Exit {
  const f: Frame = { x: e.x, y: e.y, dir: e.dir };
  const cells = [cell(s.map, at(f, 0, 0)), cell(s.map, at(f, 0, 1))] as [number, number];
  return addStub<Exit>(s, decksState(s), 'passage', { ...e, cells });
}

/** Takes a way on off the map: its squares become the new section's, or rock (or wall) again. */
export function removeExit(s: GameState, exit: Exit, close: boolean): void {
  removeStub(s, decksState(s), exit, close ? (exit.via === 'junction' ? '#' : ' ') : null);
}

/** The far end of a corridor that goes on: straight if a 2×2 fits beyond, else turned left or
 * right (a forced turn), else a dead end (GLD-B02). Returns the way on, or null. */
export function corridorEnd(s: GameState, sec: Section, f: Frame, length: number): Exit | null {
  const own = new Set(cellsOf(s.map, sec));
  const options: Frame[] = [
    { ...xy(at(f, length, 0)), dir: f.dir },
    { ...xy(at(f, length - 2, -1)), dir: left(f.dir) },
    { ...xy(at(f, length - 1, 2)), dir: right(f.dir) },
  ];
  for (const o of options) {
    const stub = [cell(s.map, at(o, 0, 0)), cell(s.map, at(o, 0, 1))];
    if (fitsRect(s.map, rectOf(o, 0, 2, 0, 2), new Set([...own, ...stub]))) {
      if (o !== options[0]) decksState(s).fallbacks++;
      return addExit(s, { via: 'junction', from: sec.id, door: null, x: o.x, y: o.y, dir: o.dir });
    }
  }
  return null;
}

const xy = ([x, y]: Sq) => ({ x, y });

// ---- doors (GLD-D01, D03, D05) --------------------------------------------------------------------

/** A 2×1 door's place on a wall: its two squares, and what lies behind. */
export interface DoorSlot {
  wall: Wall;
  at: [Sq, Sq];
  /** 'rock': a way on fits behind; 'explored': revealed floor behind, a door the heroes failed to
   * find from the other side (GLD-D03). */
  behind: 'rock' | 'explored';
}

export function wallHasDoor(map: MapState, sec: Rect, wall: Wall): boolean {
  return wallCells(sec, wall).some((sq) => tile(map, sq) === 'D');
}

/** The frame of the squares behind a door on `wall`: the first square, the second to its right. */
export function behindFrame(wall: Wall, pair: [Sq, Sq]): Frame {
  const dir = WALL_OF.indexOf(wall) as Dir;
  const DX = [0, 1, 0, -1];
  const DY = [-1, 0, 1, 0];
  const b = pair.map(([x, y]) => [x + DX[dir]!, y + DY[dir]!] as Sq);
  const r = right(dir);
  const first = b[0]![0] + DX[r]! === b[1]![0] && b[0]![1] + DY[r]! === b[1]![1] ? b[0]! : b[1]!;
  return { x: first[0], y: first[1], dir };
}

/** Where 2×1 doors could go on `sec`'s walls that have none (one door per wall, GLD-D01), not
 * where one would open onto a chest or a piece of furniture, on either side. `explored` adds the places behind which revealed floor lies. */
export function doorSlots(s: GameState, sec: Section, walls: readonly Wall[], explored: boolean): DoorSlot[] {
  const map = s.map;
  const chests = furnishingCells(map);
  for (const c of Object.values(map.chests)) chests.add(c.cell);
  const out: DoorSlot[] = [];
  for (const wall of walls) {
    if (wallHasDoor(map, sec, wall)) continue;
    const sqs = wallCells(sec, wall);
    for (let i = 0; i + 1 < sqs.length; i++) {
      const pair: [Sq, Sq] = [sqs[i]!, sqs[i + 1]!];
      if (pair.some((sq) => tile(map, sq) !== '#') || sharedWallTaken(s, sec, pair)) continue;
      const f = behindFrame(wall, pair);
      const inner = [at(f, -2, 0), at(f, -2, 1)];
      if (inner.some((sq) => chests.has(cell(map, sq)))) continue;
      const doorCells = new Set(pair.map((sq) => cell(map, sq)));
      if (fitsRect(map, rectOf(f, 0, 2, 0, 2), doorCells)) out.push({ wall, at: pair, behind: 'rock' });
      else if (explored && [at(f, 0, 0), at(f, 0, 1)].every((sq) => tile(map, sq) === '.' && revealedAt(s, sq) && !chests.has(cell(map, sq)))) out.push({ wall, at: pair, behind: 'explored' });
    }
  }
  return out;
}

/** Whether the squares lie on a wall another section shares, which already has its door: one
 * door per wall, for both sections it divides (GLD-D01). */
function sharedWallTaken(s: GameState, sec: Section, pair: [Sq, Sq]): boolean {
  const [[x, y]] = pair;
  for (const id of s.map.sectionOrder) {
    const o = s.map.sections[id]!;
    if (o === sec || !o.revealed || x < o.x - 1 || y < o.y - 1 || x > o.x + o.w || y > o.y + o.h) continue;
    for (const w of WALL_OF) {
      const on = wallCells(o, w);
      if (pair.some(([px, py]) => on.some(([a, b]) => a === px && b === py)) && wallHasDoor(s.map, o, w)) return true;
    }
  }
  return false;
}

function revealedAt(s: GameState, [x, y]: Sq): boolean {
  return s.map.sectionOrder.some((id) => {
    const sec = s.map.sections[id]!;
    return sec.revealed && x >= sec.x && y >= sec.y && x < sec.x + sec.w && y < sec.y + sec.h;
  });
}

/** Puts a closed 2×1 door (GLD-D01, D05) in a slot: a way on behind it, or, onto explored floor, a
 * secret door the heroes failed to find from the other side (GLD-D03). Returns its id. */
export function placeDoor(s: GameState, sec: Section, slot: DoorSlot, opts: { secret?: boolean; event?: boolean } = {}): string {
  const map = s.map;
  const cells = slot.at.map((sq) => cell(map, sq));
  setTiles(map, new Map(cells.map((c) => [c, 'D'])));
  const id = `d${Object.keys(map.doors).length + 1}`;
  const secret = opts.secret === true || slot.behind === 'explored';
  map.doors[id] = { id, cells, open: false, secret, found: secret, openedPhase: -1, openedBy: null };
  for (const c of cells) map.doorAt[c] = id;
  if (opts.event !== false) emit(s, { type: 'doorPlaced', door: id, at: xy(slot.at[0]) });
  if (slot.behind === 'rock') {
    const f = behindFrame(slot.wall, slot.at);
    addExit(s, { via: 'door', from: sec.id, door: id, x: f.x, y: f.y, dir: f.dir });
  }
  return id;
}

/** Moves a door just placed on `sec` to another slot: the way on behind it moves with it. */
export function moveDoor(s: GameState, sec: Section, id: string, slot: DoorSlot): void {
  const map = s.map;
  const door = map.doors[id]!;
  const exit = Object.values(decksState(s).exits).find((e) => e.door === id);
  if (exit) removeExit(s, exit, true);
  setTiles(map, new Map(door.cells.map((c) => [c, '#'])));
  for (const c of door.cells) delete map.doorAt[c];
  door.cells = slot.at.map((sq) => cell(map, sq));
  setTiles(map, new Map(door.cells.map((c) => [c, 'D'])));
  for (const c of door.cells) map.doorAt[c] = id;
  if (slot.behind === 'rock') {
    const f = behindFrame(slot.wall, slot.at);
    addExit(s, { via: 'door', from: sec.id, door: id, x: f.x, y: f.y, dir: f.dir });
  }
}

/** The walls of a section, those with no door first (GLD-R02). */
export function wallsByDoors(s: GameState, sec: Section): Wall[] {
  return [...WALL_OF].sort((a, b) => Number(wallHasDoor(s.map, sec, a)) - Number(wallHasDoor(s.map, sec, b)));
}

export { back };
