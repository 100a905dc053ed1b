// Room furniture laid by the generators (content `furnishings`): each piece on free squares of
// its room, picked with the dungeon's dice. A piece fills its squares (no model enters or ends on
// them, as on a chest), so it never stands in front of a way in, never on a chest, trap, door or
// model, and never cuts the room's floor in two.
import type { Content } from '../content-types.ts';
import type { Furnishing, GameState, MapState, Section } from '../types.ts';
import { roll } from '../runtime.ts';
import { modelsInOrder, onBoard } from '../board.ts';
import { carveInt32, carveUint8 } from '../arrays.ts';

type Rect = { x: number; y: number; w: number; h: number };

/** The floor cells of a rectangle, row by row. */
export function rectCells(map: MapState, r: Rect): number[] {
  const out: number[] = [];
  for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) out.push(y * map.width + x);
  return out;
}

/** Whether the floor less the blocked squares is one piece. */
export function connected(width: number, floor: readonly number[], blocked: ReadonlySet<number>): boolean {
  const open = floor.filter((c) => !blocked.has(c));
  if (open.length === 0) return false;
  const inRoom = new Set(open);
  const seen = new Set([open[0]!]);
  const todo = [open[0]!];
  while (todo.length > 0) {
    const c = todo.pop()!;
    for (const n of [c - width, c + width, c % width > 0 ? c - 1 : -1, c % width < width - 1 ? c + 1 : -1]) {
      if (inRoom.has(n) && !seen.has(n)) {
        seen.add(n);
        todo.push(n);
      }
    }
  }
  return seen.size === open.length;
}

/** Whether `c` is orthogonally next to one of `ways` (a way into the room: a door's square, an
 * opening's square). */
export function inFront(width: number, c: number, ways: readonly number[]): boolean {
  const x = c % width, y = Math.floor(c / width);
  return ways.some((d) => Math.abs((d % width) - x) + Math.abs(Math.floor(d / width) - y) === 1);
}

/** The ways into a room: the squares just outside its floor that are a door or open floor (a
 * doorway, an opening onto a junction). */
export function waysInto(map: MapState, room: Rect): number[] {
  const out: number[] = [];
  const look = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= map.width || y >= map.height) return;
    const t = map.tiles[y * map.width + x];
    if (t === 'D' || t === '.' || t === '<') out.push(y * map.width + x);
  };
  for (let x = room.x; x < room.x + room.w; x++) {
    look(x, room.y - 1);
    look(x, room.y + room.h);
  }
  for (let y = room.y; y < room.y + room.h; y++) {
    look(room.x - 1, y);
    look(room.x + room.w, y);
  }
  return out;
}

/** Every place a piece of `size` could go in the room: as written, then turned a quarter. */
export function furnishingPlaces(s: GameState, room: Rect, size: readonly [number, number], ways: readonly number[]): number[][] {
  const found = placesOf(s, room, size, ways);
  const out: number[][] = [];
  for (let k = 0; k < found.length; k += 4) out.push(rectCells(s.map, { x: found[k]!, y: found[k + 1]!, w: found[k + 2]!, h: found[k + 3]! }));
  return out;
}

/** `furnishingPlaces` as one list of numbers, x, y, w, h for each place in turn: the squares of
 * only the place picked are listed. */
function placesOf(s: GameState, room: Rect, size: readonly [number, number], ways: readonly number[]): number[] {
  const map = s.map;
  // The room's squares on a small grid of its own, worked out once for every place tried:
  // `barred` where no piece may stand (a chest, furniture, a trap or a model, in front of a way
  // in), `base` the squares already blocked (chests and furniture); `connected` over the same
  // floor, on this grid. Only what stands in the room is marked.
  const rw = room.w, rh = room.h;
  const barred = carveUint8(rw * rh);
  const base = carveUint8(rw * rh);
  const mark = (x: number, y: number, blocks: boolean) => {
    const lx = x - room.x, ly = y - room.y;
    if (lx < 0 || ly < 0 || lx >= rw || ly >= rh) return;
    barred[ly * rw + lx] = 1;
    if (blocks) base[ly * rw + lx] = 1;
  };
  const markCell = (c: number, blocks: boolean) => mark(c % map.width, Math.floor(c / map.width), blocks);
  if (map.furnishings) for (const id in map.furnishings) for (const c of map.furnishings[id]!.cells) markCell(c, true);
  for (const id in map.chests) markCell(map.chests[id]!.cell, true);
  for (const id in map.traps) markCell(map.traps[id]!.cell, false);
  for (const m of modelsInOrder(s)) if (onBoard(m)) mark(m.x, m.y, false);
  for (const d of ways) {
    const x = d % map.width, y = Math.floor(d / map.width);
    mark(x, y - 1, false);
    mark(x, y + 1, false);
    mark(x - 1, y, false);
    mark(x + 1, y, false);
  }
  const grid = carveUint8(rw * rh);
  const todo = carveInt32(rw * rh);
  grid.set(base);
  const whole = gridConnected(grid, rw, rh, todo);
  const shapes: [number, number][] = size[0] === size[1] ? [[size[0], size[1]]] : [[size[0], size[1]], [size[1], size[0]]];
  const out: number[] = [];
  for (const [w, h] of shapes) {
    for (let y = room.y; y + h <= room.y + room.h; y++) {
      for (let x = room.x; x + w <= room.x + room.w; x++) {
        const lx0 = x - room.x, ly0 = y - room.y;
        let free = true;
        for (let dy = 0; dy < h && free; dy++) for (let dx = 0; dx < w; dx++) if (barred[(ly0 + dy) * rw + lx0 + dx]) { free = false; break; }
        if (!free) continue;
        if (!whole || !openAllRound(base, rw, rh, lx0, ly0, w, h)) {
          grid.set(base);
          for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) grid[(ly0 + dy) * rw + lx0 + dx] = 1;
          if (!gridConnected(grid, rw, rh, todo)) continue;
        }
        out.push(x, y, w, h);
      }
    }
  }
  return out;
}

/** Whether the squares around the w×h block at (lx0, ly0) of a room's grid, diagonals included,
 * that are open (0 in `grid`, inside the room) run unbroken round it, and there is one at least.
 * Then blocking it cuts no floor that was in one piece: a way through the block goes round it
 * along them. */
function openAllRound(grid: Uint8Array, rw: number, rh: number, lx0: number, ly0: number, w: number, h: number): boolean {
  let first = false;
  let prev = false;
  let opens = 0;
  // Clockwise from the corner above and left of the block, each square beside the one before: the
  // row above (w + 2 squares), the column to the right (h + 1), the row below (w + 1), the column
  // to the left (h). One loop, with no helper made for each block tried.
  const top = w + 2, right = top + h + 1, bottom = right + w + 1, all = bottom + h;
  for (let i = 0; i < all; i++) {
    let lx: number, ly: number;
    if (i < top) {
      lx = lx0 - 1 + i;
      ly = ly0 - 1;
    } else if (i < right) {
      lx = lx0 + w;
      ly = ly0 + i - top;
    } else if (i < bottom) {
      lx = lx0 + w - 1 - (i - right);
      ly = ly0 + h;
    } else {
      lx = lx0 - 1;
      ly = ly0 + h - 1 - (i - bottom);
    }
    const open = lx >= 0 && ly >= 0 && lx < rw && ly < rh && grid[ly * rw + lx] === 0;
    if (i === 0) first = open;
    else if (open && !prev) opens++;
    prev = open;
  }
  if (first && !prev) opens++;
  // `opens` counts the runs of open squares, going round (all open is one run, none is none).
  return opens === 1 || (opens === 0 && first);
}

/** `connected` on a room's own grid: whether its open squares (0) are one piece (none is not).
 * Marks the squares it reaches (2). */
export function gridConnected(grid: Uint8Array, w: number, h: number, todo: Int32Array): boolean {
  let open = 0;
  let first = -1;
  for (let i = 0; i < grid.length; i++) {
    if (grid[i] !== 0) continue;
    if (first < 0) first = i;
    open++;
  }
  if (first < 0) return false;
  let n = 0;
  let seen = 1;
  todo[n++] = first;
  grid[first] = 2;
  // Each neighbour written out rather than through a helper made anew for every square taken.
  const size = w * h;
  while (n > 0) {
    const c = todo[--n]!;
    const x = c % w;
    let k = c - w;
    if (c >= w && grid[k] === 0) {
      grid[k] = 2;
      seen++;
      todo[n++] = k;
    }
    k = c + w;
    if (k < size && grid[k] === 0) {
      grid[k] = 2;
      seen++;
      todo[n++] = k;
    }
    k = c - 1;
    if (x > 0 && grid[k] === 0) {
      grid[k] = 2;
      seen++;
      todo[n++] = k;
    }
    k = c + 1;
    if (x < w - 1 && grid[k] === 0) {
      grid[k] = 2;
      seen++;
      todo[n++] = k;
    }
  }
  return seen === open;
}

/** Lays the furnishings `types` in the room, each on a place picked with a die among those
 * `furnishingPlaces` gives; a piece with no place left is not laid. Nothing goes in front of a
 * way into the room (`waysInto`, and any `ways` given besides). Returns the ids laid. */
export function layFurnishings(s: GameState, content: Content, room: Section, types: readonly string[], ways: readonly number[] = []): string[] {
  const laid: string[] = [];
  const around = [...ways, ...waysInto(s.map, room)];
  for (const type of types) {
    const def = content.furnishings?.[type];
    if (!def) throw new Error(`no furnishing '${type}' in the content (${Object.keys(content.furnishings ?? {}).join(', ') || 'none'})`);
    const places = placesOf(s, room, def.size, around);
    const n = places.length / 4;
    if (n === 0) continue;
    const k = 4 * (n === 1 ? 0 : roll(s, 'dungeon', null, 1, n)[0]! - 1);
    const all = (s.map.furnishings ??= {});
    const id = `f${Object.keys(all).length + 1}`;
    const cells = rectCells(s.map, { x: places[k]!, y: places[k + 1]!, w: places[k + 2]!, h: places[k + 3]! });
    all[id] = { id, type, cells } satisfies Furnishing;
    laid.push(id);
  }
  return laid;
}
