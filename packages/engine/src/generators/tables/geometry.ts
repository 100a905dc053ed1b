// Laying sections on the grid: frames (an origin and a direction), rectangles, the checks that
// keep sections apart (they never overlap, and touch only through their walls, a door or an
// open junction), and carving floor, walls, stubs and doors into the map.
import type { GameState, MapState, Section, Wall } from '../../types.ts';
import { emit } from '../../runtime.ts';
import { bytesOfTiles, tileString, withTiles } from '../../tiles.ts';
import { tablesState, type Dir, type Exit } from './state.ts';
import { addSection as newSection, addStub as newStub, removeStub as dropStub } from '../common.ts';

export const DX = [0, 1, 0, -1] as const;
export const DY = [-1, 0, 1, 0] as const;
export const right = (d: Dir): Dir => ((d + 1) % 4) as Dir;
export const left = (d: Dir): Dir => ((d + 3) % 4) as Dir;
export const back = (d: Dir): Dir => ((d + 2) % 4) as Dir;
export const WALL_OF: readonly Wall[] = ['north', 'east', 'south', 'west'];

/** A local grid: i runs along `dir`, j to its right. */
export interface Frame {
  x: number;
  y: number;
  dir: Dir;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function at(f: Frame, i: number, j: number): [number, number] {
  const r = right(f.dir);
  return [f.x + i * DX[f.dir] + j * DX[r], f.y + i * DY[f.dir] + j * DY[r]];
}

/** The rectangle of squares i in [i0, i1), j in [j0, j1) of a frame. Its corners are worked out
 * as `at` does, with no pair made for each. */
export function rectOf(f: Frame, i0: number, i1: number, j0: number, j1: number): Rect {
  const dx = DX[f.dir], dy = DY[f.dir];
  const r = right(f.dir);
  const rx = DX[r], ry = DY[r];
  const ax = f.x + i0 * dx + j0 * rx, ay = f.y + i0 * dy + j0 * ry;
  const bx = f.x + (i1 - 1) * dx + (j1 - 1) * rx, by = f.y + (i1 - 1) * dy + (j1 - 1) * ry;
  return { x: Math.min(ax, bx), y: Math.min(ay, by), w: Math.abs(ax - bx) + 1, h: Math.abs(ay - by) + 1 };
}

/** 0 … n-1, closest to the middle first (the lower of two as close): the order places along a
 * wall are offered in. Worked out once per length, as the same few lengths come up all game. */
export function centreFirst(n: number): readonly number[] {
  let known = centreOrders[n];
  if (!known) {
    const order = [...Array(n).keys()].sort((a, b) => Math.abs(a - (n - 1) / 2) - Math.abs(b - (n - 1) / 2) || a - b);
    known = centreOrders[n] = Object.freeze(order);
  }
  return known;
}

const centreOrders: (readonly number[])[] = [];

export function cellsOf(map: MapState, r: Rect): number[] {
  const out: number[] = [];
  for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) out.push(y * map.width + x);
  return out;
}

function ring(map: MapState, cells: Iterable<number>, own: Set<number>): Set<number> {
  const out = new Set<number>();
  for (const c of cells) {
    const x = c % map.width;
    const y = Math.floor(c / map.width);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= map.width || ny >= map.height) continue;
        const n = ny * map.width + nx;
        if (!own.has(n)) out.add(n);
      }
    }
  }
  return out;
}

/** Whether floor may go on `cells`: inside the playing area with room for walls, on bare rock
 * (or `allowed` squares), and touching no other floor or door but `allowed` ones, diagonals
 * included, so sections never overlap and meet only through walls (AHQ-E25). */
export function fits(map: MapState, cells: number[], allowed: ReadonlySet<number>): boolean {
  const own = new Set(cells);
  for (const c of cells) {
    const x = c % map.width;
    const y = Math.floor(c / map.width);
    if (x < 1 || y < 1 || x > map.width - 2 || y > map.height - 2) return false;
    if (map.tiles[c] !== ' ' && !allowed.has(c)) return false;
  }
  for (const n of ring(map, cells, own)) {
    const t = map.tiles[n];
    if (t !== ' ' && t !== '#' && !allowed.has(n)) return false;
  }
  return true;
}

/** `fits` for one rectangle, checking only its border for the ring: the common case, made fast. */
export function fitsRect(map: MapState, r: Rect, allowed: ReadonlySet<number>): boolean {
  if (r.x < 1 || r.y < 1 || r.x + r.w > map.width - 1 || r.y + r.h > map.height - 1) return false;
  const t = map.tiles;
  for (let y = r.y; y < r.y + r.h; y++) {
    for (let x = r.x; x < r.x + r.w; x++) {
      const c = y * map.width + x;
      if (t[c] !== ' ' && !allowed.has(c)) return false;
    }
  }
  const edge = (x: number, y: number) => {
    const c = y * map.width + x;
    const ch = t[c];
    return ch === ' ' || ch === '#' || allowed.has(c);
  };
  for (let x = r.x - 1; x <= r.x + r.w; x++) if (!edge(x, r.y - 1) || !edge(x, r.y + r.h)) return false;
  for (let y = r.y; y < r.y + r.h; y++) if (!edge(r.x - 1, y) || !edge(r.x + r.w, y)) return false;
  return true;
}

/** Floor cells of sections that touch `cells` (a stub's neighbours: where it was generated from). */
export function neighbourFloor(map: MapState, cells: number[]): Set<number> {
  const { width, height } = map;
  const out = new Set<number>(cells);
  // The squares around the cells, diagonals included, that are not among them, as x, y pairs (a
  // square may come twice), and the box they make: a section touches the cells when one of its
  // squares is one of these, and only sections that reach into the box can.
  const near: number[] = [];
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const c of cells) {
    const x = c % width;
    const y = (c - x) / width;
    if (x - 1 < x0) x0 = x - 1;
    if (x + 1 > x1) x1 = x + 1;
    if (y - 1 < y0) y0 = y - 1;
    if (y + 1 > y1) y1 = y + 1;
    for (let ny = y - 1; ny <= y + 1; ny++) {
      for (let nx = x - 1; nx <= x + 1; nx++) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || cells.includes(ny * width + nx)) continue;
        near.push(nx, ny);
      }
    }
  }
  for (const id of map.sectionOrder) {
    const sec = map.sections[id]!;
    const sx1 = sec.x + sec.w - 1, sy1 = sec.y + sec.h - 1;
    if (sec.x > x1 || sec.y > y1 || sx1 < x0 || sy1 < y0) continue;
    let touches = false;
    for (let k = 0; k < near.length; k += 2) {
      const nx = near[k]!, ny = near[k + 1]!;
      if (nx >= sec.x && nx <= sx1 && ny >= sec.y && ny <= sy1) {
        touches = true;
        break;
      }
    }
    if (touches) for (let y = sec.y; y <= sy1; y++) for (let x = sec.x; x <= sx1; x++) out.add(y * width + x);
  }
  return out;
}

/** Squares a section generated at `exit` may touch: the stub, what it opens from, its door. */
export function allowedAround(s: GameState, exit: Exit): Set<number> {
  const out = neighbourFloor(s.map, exit.cells);
  if (exit.door) for (const c of s.map.doors[exit.door]!.cells) out.add(c);
  return out;
}

/** Writes tiles: floor on the squares of the `floor` rectangles, walls on the bare rock around
 * them; then stairs up on the `stairs` squares (of that floor), and floor on the `open` squares
 * (stubs laid with it), with no walls of their own. */
export function carve(map: MapState, floor: readonly Rect[], open: readonly number[] = [], stairs: readonly number[] = []): void {
  const { width, height, tiles } = map;
  const out = bytesOfTiles(tiles);
  // The rock around a rectangle's squares is the rock of the rectangle one square larger each way.
  for (const r of floor) {
    const x0 = Math.max(0, r.x - 1), x1 = Math.min(width - 1, r.x + r.w);
    const y1 = Math.min(height - 1, r.y + r.h);
    for (let y = Math.max(0, r.y - 1); y <= y1; y++) {
      for (let n = y * width + x0, end = y * width + x1; n <= end; n++) if (tiles.charCodeAt(n) === 32) out[n] = 35; // bare rock ' ' becomes wall '#'
    }
  }
  // The floor itself after: its own squares were marked as wall above.
  for (const r of floor) for (let y = r.y; y < r.y + r.h; y++) out.fill(46, y * width + r.x, y * width + r.x + r.w); // '.'
  for (const c of stairs) out[c] = 60; // '<'
  for (const c of open) out[c] = 46;
  map.tiles = tileString(out, tiles.length);
}

/** Changes a few tiles of the map's one string in a single pass. */
export function setTiles(map: MapState, changes: Iterable<readonly [number, string]>): void {
  map.tiles = withTiles(map.tiles, changes);
}

/** A new section of the dungeon, hidden until revealed. */
export function addSection(s: GameState, kind: 'room' | 'passage', r: Rect, type: Section['type'] = 'normal'): Section {
  return newSection(s, tablesState(s), kind, r, type);
}

/** Floor behind a door or beyond a junction, kept for what will be generated there; `paint` as
 * for the common `addStub`. */
export function addStub(s: GameState, exit: Omit<Exit, 'id'>, paint = true): Exit {
  return newStub(s, tablesState(s), exit.fromKind === 'room' ? 'passage' : 'room', exit, paint);
}

/** Takes a stub off the map, before its floor is used by what was generated there. */
export function removeStub(s: GameState, exit: Exit, rock: boolean): void {
  dropStub(s, tablesState(s), exit, rock ? ' ' : null);
}

/** Doors on one wall of a section. */
export function doorsOnWall(map: MapState, sec: Rect, wall: Wall): number {
  let n = 0;
  if (wall === 'north' || wall === 'south') {
    const row = (wall === 'north' ? sec.y - 1 : sec.y + sec.h) * map.width;
    for (let x = sec.x; x < sec.x + sec.w; x++) if (map.tiles[row + x] === 'D') n++;
  } else {
    const x = wall === 'west' ? sec.x - 1 : sec.x + sec.w;
    for (let y = sec.y; y < sec.y + sec.h; y++) if (map.tiles[y * map.width + x] === 'D') n++;
  }
  return n;
}

export function wallHasDoor(map: MapState, sec: Rect, wall: Wall): boolean {
  return doorsOnWall(map, sec, wall) > 0;
}

/** Doors on a section's walls, found secret doors included (unfound ones never exist here). */
export function doorCount(map: MapState, sec: Rect): number {
  return WALL_OF.reduce((n, w) => n + doorsOnWall(map, sec, w), 0);
}

/** The square beyond a wall square of `sec`, and the direction away from `sec`. */
export function beyond(sec: Rect, wall: Wall, x: number, y: number): { x: number; y: number; dir: Dir } {
  const dir = WALL_OF.indexOf(wall) as Dir;
  return { x: x + DX[dir], y: y + DY[dir], dir };
}

/** Whether a door on this wall square could lead somewhere: a 2×2 room would fit behind it. */
export function doorFits(map: MapState, sec: Rect, wall: Wall, x: number, y: number): boolean {
  const t = map.tiles[y * map.width + x];
  if (t !== '#' && t !== 'D') return false;
  const b = beyond(sec, wall, x, y);
  // The room may touch the door's square, on its edge: a wall there passes as wall, so only a door
  // already placed needs a set of its own.
  const door = t === '#' ? NO_SQUARES : new Set([y * map.width + x]);
  const f: Frame = { x: b.x, y: b.y, dir: b.dir };
  for (let k = 0; k <= 1; k++) {
    if (fitsRect(map, rectOf(f, 0, 2, -k, 2 - k), door)) return true;
  }
  return false;
}

const NO_SQUARES: ReadonlySet<number> = new Set();

/** Puts a door on a wall square of `sec`, with a stub behind it when something fits there;
 * without one it is a false door, opening onto rock. Returns the door id. */
export function placeDoorWithStub(s: GameState, sec: Section, wall: Wall, x: number, y: number, opts: { secret?: boolean; event?: boolean } = {}): string {
  const map = s.map;
  const cell = y * map.width + x;
  const fitsBehind = doorFits(map, sec, wall, x, y);
  // The door and the stub's floor behind it are written in one pass over the map's tiles.
  const b = beyond(sec, wall, x, y);
  setTiles(map, fitsBehind ? [[cell, 'D'], [b.y * map.width + b.x, '.']] : [[cell, 'D']]);
  const id = `d${Object.keys(map.doors).length + 1}`;
  map.doors[id] = { id, cells: [cell], open: false, secret: opts.secret === true, found: opts.secret === true, openedPhase: -1, openedBy: null };
  map.doorAt[cell] = id;
  if (opts.event !== false) emit(s, { type: 'doorPlaced', door: id, at: { x, y } });
  attachStub(s, sec, id, wall, x, y, fitsBehind, false);
  return id;
}

/** The stub behind a door just placed on `sec`'s wall (or a false door when nothing fits);
 * without `paint`, its floor is written already. */
export function attachStub(s: GameState, sec: Section, door: string, wall: Wall, x: number, y: number, fitsBehind = doorFits(s.map, sec, wall, x, y), paint = true): void {
  if (!fitsBehind) {
    tablesState(s).falseDoors.push(door);
    return;
  }
  const b = beyond(sec, wall, x, y);
  addStub(s, { via: 'door', from: sec.id, fromKind: sec.kind, door, x: b.x, y: b.y, dir: b.dir, cells: [b.y * s.map.width + b.x] }, paint);
}
