// Room furniture laid by the generators (content `furnishings`): each piece on free squares of
// its room, picked with the dungeon's dice. A piece fills its squares (no model enters or ends on
// them, as on a chest), so it never stands in front of a way in, never on a chest, trap, door or
// model, and never cuts the room's floor in two.
import type { Content } from '../content-types.ts';
import type { Furnishing, GameState, MapState, Section } from '../types.ts';
import { roll } from '../runtime.ts';
import { furnishingCells } from '../board.ts';

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

/** Squares a generator must keep clear of a new blocking piece: chests and furniture (which
 * block), and traps and models (which stand on their square). */
function takenCells(s: GameState): { blocked: Set<number>; taken: Set<number> } {
  const map = s.map;
  const blocked = furnishingCells(map);
  for (const id in map.chests) blocked.add(map.chests[id]!.cell);
  const taken = new Set(blocked);
  for (const id in map.traps) taken.add(map.traps[id]!.cell);
  for (const id of s.order) {
    const m = s.models[id]!;
    if (!m.status.dead && !m.status.left && !m.status.away) taken.add(m.y * map.width + m.x);
  }
  return { blocked, taken };
}

/** Every place a piece of `size` could go in the room: as written, then turned a quarter. */
export function furnishingPlaces(s: GameState, room: Rect, size: readonly [number, number], ways: readonly number[]): number[][] {
  const map = s.map;
  const floor = rectCells(map, room);
  const { blocked, taken } = takenCells(s);
  const shapes: [number, number][] = size[0] === size[1] ? [[size[0], size[1]]] : [[size[0], size[1]], [size[1], size[0]]];
  const out: number[][] = [];
  for (const [w, h] of shapes) {
    for (let y = room.y; y + h <= room.y + room.h; y++) {
      for (let x = room.x; x + w <= room.x + room.w; x++) {
        const cells = rectCells(map, { x, y, w, h });
        if (cells.some((c) => taken.has(c) || inFront(map.width, c, ways))) continue;
        if (!connected(map.width, floor, new Set([...blocked, ...cells]))) continue;
        out.push(cells);
      }
    }
  }
  return out;
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
    const places = furnishingPlaces(s, room, def.size, around);
    if (places.length === 0) continue;
    const k = places.length === 1 ? 0 : roll(s, 'dungeon', null, 1, places.length)[0]! - 1;
    const all = (s.map.furnishings ??= {});
    const id = `f${Object.keys(all).length + 1}`;
    all[id] = { id, type, cells: places[k]! } satisfies Furnishing;
    laid.push(id);
  }
  return laid;
}
