// Rooms: type and size from the tables, laid so that they share the wall of the door they were
// found through (AHQ-E25), turned or made smaller when they do not fit; then what is in them:
// monsters, chests with their gold, items and traps, furnishings, traps on the floor, hidden treasure.
import type { Content, RoomKind } from '../../content-types.ts';
import type { GameState, Section } from '../../types.ts';
import { roll } from '../../runtime.ts';
import { laidTrapId } from '../../state.ts';
import { addSection, allowedAround, carve, centreFirst, fitsRect, rectOf, removeStub, type Frame, type Rect } from './geometry.ts';
import { rollOn, type ChestSpec, type Quest } from './roll.ts';
import { tablesState, type Exit } from './state.ts';
import { gridConnected, inFront, layFurnishings } from '../furnish.ts';
import { carveInt32, carveUint8 } from '../../arrays.ts';
import { furnishingCells } from '../../board.ts';

const MIN_SIDE = 2;

/** Sizes to try, as [across the door, away from it]: as rolled, turned, then smaller, largest
 * first. The same few rolled sizes come up all game: each list is worked out once. */
function sizes(w: number, h: number, dir: number): readonly (readonly [number, number])[] {
  const key = `${w}x${h}${dir % 2 === 0 ? 'v' : 'h'}`;
  let known = sizeLists.get(key);
  if (!known) sizeLists.set(key, (known = Object.freeze(sizeList(w, h, dir))));
  return known;
}

const sizeLists = new Map<string, readonly (readonly [number, number])[]>();

function sizeList(w: number, h: number, dir: number): [number, number][] {
  const vertical = dir % 2 === 0;
  const out: [number, number][] = [];
  const add = (a: number, b: number) => {
    if (!out.some(([x, y]) => x === a && y === b)) out.push([a, b]);
  };
  add(vertical ? w : h, vertical ? h : w);
  add(vertical ? h : w, vertical ? w : h);
  const big = Math.max(w, h);
  const small: [number, number][] = [];
  for (let a = MIN_SIDE; a <= big; a++) for (let b = MIN_SIDE; b <= big; b++) if (a * b < w * h && ((a <= w && b <= h) || (a <= h && b <= w))) small.push([a, b]);
  small.sort((p, q) => q[0] * q[1] - p[0] * p[1] || Math.abs(p[0] - p[1]) - Math.abs(q[0] - q[1]) || p[0] - q[0]);
  for (const [a, b] of small) add(a, b);
  return out;
}

/** Rolls the room behind a door and finds where it may go: every place the first size that fits
 * (as rolled, turned, then smaller) takes, sharing the wall of the door (AHQ-E25), centred on the
 * door first. Null when not even the smallest room fits. */
export function roomPlaces(s: GameState, content: Content, q: Quest, exit: Exit): { kind: RoomKind; places: Rect[]; fallback: boolean } | null {
  const kind: RoomKind = rollOn(s, content, q.table('roomType')).room ?? 'normal';
  const [w, h] = rollOn(s, content, q.roomSize(kind)).size ?? [4, 4];
  const allowed = allowedAround(s, exit);
  const f: Frame = { x: exit.x, y: exit.y, dir: exit.dir };
  let tries = 0;
  for (const [across, away] of sizes(w, h, exit.dir)) {
    const places = centreFirst(across).map((k) => rectOf(f, 0, away, -k, across - k)).filter((r) => fitsRect(s.map, r, allowed));
    if (places.length > 0) return { kind, places, fallback: tries > 0 };
    tries++;
  }
  return null;
}

/** Lays the room where it was placed, furnishes it and rolls its doors. */
export function layRoom(s: GameState, content: Content, q: Quest, exit: Exit, kind: RoomKind, placed: Rect, fallback: boolean): { room: Section; doors: number } {
  const g = tablesState(s);
  if (fallback) g.fallbacks++;
  removeStub(s, exit, false);
  carve(s.map, [placed]);
  const room = addSection(s, 'room', placed, kind);
  g.rooms.push({ id: room.id, from: exit.from, door: exit.door });
  furnish(s, content, q, room, exit.door);
  const doors = rollOn(s, content, q.table('roomDoors')).doors;
  return { room, doors };
}

/** The room's contents by its type: monsters wait to be met (and are placed later, on squares
 * free of furniture), chests, furnishings and traps go on free squares. */
function furnish(s: GameState, content: Content, q: Quest, room: Section, door: string | null): void {
  const got = rollOn(s, content, q.roomContents(room.type));
  room.monsters = got.monsters.map((type) => ({ type }));
  if (got.gold > 0 || got.items.length > 0) room.hiddenTreasure = { gold: got.gold, items: [...got.items] };
  for (const chest of got.chests) placeChest(s, content, room, chest, door);
  layFurnishings(s, content, room, got.furnishings);
  for (const trap of got.traps) {
    if (!content.traps[trap]) throw new Error(`no trap '${trap}' in the content`);
    const cell = freeSquare(s, room, door, false);
    if (cell === null) continue;
    const id = laidTrapId(s, cell);
    s.map.traps[id] = { id, trap, cell, spotted: false, chest: null };
  }
}

function placeChest(s: GameState, content: Content, room: Section, spec: ChestSpec, door: string | null): void {
  const cell = freeSquare(s, room, door, true);
  if (cell === null) return;
  const g = tablesState(s);
  const id = `c${++g.counters.chest}`;
  s.map.chests[id] = { id, cell, open: false, gold: spec.gold, items: [...spec.items] };
  if (spec.trap) {
    if (!content.traps[spec.trap]) throw new Error(`no trap '${spec.trap}' in the content`);
    const tid = laidTrapId(s, cell);
    s.map.traps[tid] = { id: tid, trap: spec.trap, cell, spotted: false, chest: id };
  }
}

/** A square of the room for a chest or trap, picked with a die: not in front of a door, not on
 * another chest, trap or furnishing, and (for a chest, which blocks) leaving the rest of the room
 * connected. */
function freeSquare(s: GameState, room: Section, door: string | null, blocks: boolean): number | null {
  const map = s.map;
  const w = map.width;
  const rw = room.w;
  const rh = room.h;
  // The room's squares on a grid of its own: `taken` where nothing more may go (a chest, trap or
  // furnishing), `base` what blocks already (chests and furnishings), for the check that the
  // floor stays in one piece.
  const taken = carveUint8(rw * rh);
  const base = carveUint8(rw * rh);
  const mark = (c: number, grid: Uint8Array) => {
    const lx = (c % w) - room.x;
    const ly = Math.floor(c / w) - room.y;
    if (lx >= 0 && ly >= 0 && lx < rw && ly < rh) grid[ly * rw + lx] = 1;
  };
  for (const id in map.chests) {
    mark(map.chests[id]!.cell, taken);
    mark(map.chests[id]!.cell, base);
  }
  for (const id in map.traps) mark(map.traps[id]!.cell, taken);
  for (const c of furnishingCells(map)) {
    mark(c, taken);
    mark(c, base);
  }
  const doorCells = door ? map.doors[door]!.cells : [];
  // One chest in an empty room at least 3 squares each way never cuts it in two.
  const mayCut = blocks && (Math.min(rw, rh) < 3 || base.includes(1));
  const grid = mayCut ? carveUint8(rw * rh) : null;
  const todo = carveInt32(mayCut ? rw * rh : 0);
  const candidates: number[] = [];
  for (let ly = 0; ly < rh; ly++) {
    for (let lx = 0; lx < rw; lx++) {
      const l = ly * rw + lx;
      const c = (room.y + ly) * w + room.x + lx;
      if (taken[l] || inFront(w, c, doorCells)) continue;
      if (grid) {
        grid.set(base);
        grid[l] = 1;
        if (!gridConnected(grid, rw, rh, todo)) continue;
      }
      candidates.push(c);
    }
  }
  if (candidates.length === 0) return null;
  const k = candidates.length === 1 ? 0 : roll(s, 'dungeon', null, 1, candidates.length)[0]! - 1;
  return candidates[k]!;
}
