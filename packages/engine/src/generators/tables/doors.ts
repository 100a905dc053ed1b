// New doors and the decisions they take: the Leader picks a passage section and side, the GM the
// square (AHQ-E23); the GM places a room's doors; the finder of a secret door places it on the
// searched wall (AHQ-E11, E12). One door per wall, always.
import type { Content } from '../../content-types.ts';
import type { GameState, Model, Section, Step, Wall } from '../../types.ts';
import { decide, emit, push } from '../../runtime.ts';
import { leaderSeat } from '../../crawl/common.ts';
import { doorCount, doorFits, doorsOnWall, DX, DY, placeDoorWithStub, wallHasDoor, WALL_OF } from './geometry.ts';
import { furnishingCells } from '../../board.ts';
import { canEverFind, questOf, rollOn, type Table } from './roll.ts';
import { tablesState } from './state.ts';
import { checkClosed } from '../common.ts';

type Square = [number, number];

/** Wall squares where a door could go and lead somewhere: never opening onto furniture nor onto a
 * chest, since a door is opened from its one inside square (AHQ-E04) and a door nobody can stand
 * beside could never be opened. */
function squares(s: GameState, sec: Section, wall: Wall): Square[] {
  const map = s.map;
  const d = WALL_OF.indexOf(wall);
  const out: Square[] = [];
  let blocked: Set<number> | null = null;
  // The wall's squares in `wallCells`' order, walked without a list of them: along the row above
  // or below, or down the column to the left or right.
  const along = d % 2 === 0;
  const n = along ? sec.w : sec.h;
  for (let k = 0; k < n; k++) {
    const x = along ? sec.x + k : d === 3 ? sec.x - 1 : sec.x + sec.w;
    const y = !along ? sec.y + k : d === 0 ? sec.y - 1 : sec.y + sec.h;
    if (map.tiles[y * map.width + x] !== '#' || !doorFits(map, sec, wall, x, y)) continue;
    // What blocks is gathered only once a square could take a door.
    if (!blocked) {
      blocked = furnishingCells(map);
      for (const id in map.chests) blocked.add(map.chests[id]!.cell);
    }
    if (blocked.size > 0 && blocked.has((y - DY[d]!) * map.width + (x - DX[d]!))) continue;
    out.push([x, y]);
  }
  return out;
}

/** The passage's doors still to place (AHQ-E23): the Leader chooses the section and side. */
export function stepPassageDoors(s: GameState, st: Step): void {
  const left = st.left as number;
  if (left <= 0) return;
  const axis = st.axis as 'x' | 'y';
  const sides: Wall[] = axis === 'x' ? ['north', 'south'] : ['west', 'east'];
  const options: { section: string; wall: Wall }[] = [];
  for (const id of st.pieces as string[]) {
    const sec = s.map.sections[id]!;
    for (const wall of sides) if (!wallHasDoor(s.map, sec, wall) && squares(s, sec, wall).length > 0) options.push({ section: id, wall });
  }
  if (options.length === 0) return;
  const resume: Step = { k: 'gen', g: 'passageDoorWall', pieces: st.pieces, axis, left, options };
  if (options.length === 1) {
    push(s, { ...resume, choice: 0 });
    return;
  }
  decide(s, { kind: 'generator', seat: leaderSeat(s), question: { id: 'passageDoorSide', rule: 'AHQ-E23' }, options }, resume);
}

export function stepPassageDoorWall(s: GameState, st: Step): void {
  const pick = (st.options as { section: string; wall: Wall }[])[st.choice as number]!;
  const sec = s.map.sections[pick.section]!;
  const options = squares(s, sec, pick.wall);
  const resume: Step = { k: 'gen', g: 'passageDoorSquare', pieces: st.pieces, axis: st.axis, left: st.left, section: sec.id, wall: pick.wall, options };
  if (options.length === 1) {
    push(s, { ...resume, choice: 0 });
    return;
  }
  decide(s, { kind: 'generator', seat: 'gm', question: { id: 'passageDoorSquare', rule: 'AHQ-E23', section: sec.id, wall: pick.wall }, options }, resume);
}

export function stepPassageDoorSquare(s: GameState, st: Step): void {
  const [x, y] = (st.options as Square[])[st.choice as number]!;
  placeDoorWithStub(s, s.map.sections[st.section as string]!, st.wall as Wall, x, y);
  push(s, { k: 'gen', g: 'passageDoors', pieces: st.pieces, axis: st.axis, left: (st.left as number) - 1 });
}

/** The room's doors still to place: the GM chooses each square, one door per wall. */
export function stepRoomDoors(s: GameState, st: Step): void {
  const left = st.left as number;
  if (left <= 0) return;
  const sec = s.map.sections[st.room as string]!;
  const options: (Square & unknown[])[] = [];
  const walls: Wall[] = [];
  for (const wall of WALL_OF) {
    if (wallHasDoor(s.map, sec, wall)) continue;
    for (const sq of squares(s, sec, wall)) {
      options.push(sq);
      walls.push(wall);
    }
  }
  if (options.length === 0) return;
  const resume: Step = { k: 'gen', g: 'roomDoorSquare', room: sec.id, left, options, walls };
  if (options.length === 1) {
    push(s, { ...resume, choice: 0 });
    return;
  }
  decide(s, { kind: 'generator', seat: 'gm', question: { id: 'roomDoor', rule: 'AHQ-E23', section: sec.id }, options }, resume);
}

export function stepRoomDoorSquare(s: GameState, st: Step): void {
  const k = st.choice as number;
  const [x, y] = (st.options as Square[])[k]!;
  placeDoorWithStub(s, s.map.sections[st.room as string]!, (st.walls as Wall[])[k]!, x, y);
  push(s, { k: 'gen', g: 'roomDoors', room: st.room, left: (st.left as number) - 1 });
}

/** Walls where a secret door may be (AHQ-E12): the side walls of dead ends, and the walls of a
 * room with only one entrance door; never a wall that already has a door. */
export function secretDoorWalls(s: GameState, sec: Section): Wall[] {
  const g = tablesState(s);
  if (!sec.revealed) return [];
  const walls = sec.kind === 'room'
    ? (g.rooms.some((r) => r.id === sec.id) && doorCount(s.map, sec) <= 1 ? [...WALL_OF] : [])
    : g.deadEnds.find((d) => d.section === sec.id)?.walls ?? [];
  return walls.filter((w) => !wallHasDoor(s.map, sec, w));
}

/** The sections that may hide a secret door somewhere: the generated rooms and dead ends. */
export function secretDoorSections(s: GameState): Section[] {
  const g = tablesState(s);
  const out: Section[] = [];
  const add = (id: string) => {
    const sec = s.map.sections[id];
    if (sec?.revealed) out.push(sec);
  };
  for (const r of g.rooms) add(r.id);
  for (const d of g.deadEnds) add(d.section);
  return out;
}

/** A hero searches a wall for secret doors (AHQ-E11): replaces the engine's default search. The
 * search roll is the quest's secretDoor table; the finder places the door on that wall. */
export function stepSearchSecret(s: GameState, st: Step): void {
  const m = s.models[st.model as string]!;
  const sec = s.map.sections[st.section as string]!;
  const wall = st.wall as Wall;
  if (!sec.searchedWalls.includes(wall)) sec.searchedWalls.push(wall);
  const nothing = () => {
    emit(s, { type: 'searched', model: m.id, kind: 'secret', wall, found: false });
    push(s, { k: 'gen', g: 'checkClosed' });
  };
  if (!secretDoorWalls(s, sec).includes(wall)) return nothing();
  const q = questOf(s.ctx.content, tablesState(s).quest);
  if (!rollOn(s, s.ctx.content, q.table('secretDoor'), m.id).secretDoor) return nothing();
  const options = squares(s, sec, wall);
  if (options.length === 0) return nothing();
  const resume: Step = { k: 'gen', g: 'secretDoorSquare', model: m.id, section: sec.id, wall, options };
  if (options.length === 1) {
    push(s, { ...resume, choice: 0 });
    return;
  }
  decide(s, { kind: 'generator', seat: m.seat, question: { id: 'secretDoor', rule: 'AHQ-E12', model: m.id, wall }, options }, resume);
}

export function stepSecretDoorSquare(s: GameState, st: Step): void {
  const [x, y] = (st.options as Square[])[st.choice as number]!;
  const m: Model = s.models[st.model as string]!;
  const door = placeDoorWithStub(s, s.map.sections[st.section as string]!, st.wall as Wall, x, y, { secret: true, event: false });
  emit(s, { type: 'searched', model: m.id, kind: 'secret', wall: st.wall as Wall, found: true });
  emit(s, { type: 'secretDoorFound', door, by: m.id });
  push(s, { k: 'gen', g: 'checkClosed' });
}

/** `canEverFind` of a quest's search table, worked out once: `questOf` keeps the quest's tables. */
function searchCanFind(content: Content, table: Table): boolean {
  let can = searchFinds.get(table);
  if (can === undefined) searchFinds.set(table, (can = canEverFind(content, table)));
  return can;
}

const searchFinds = new WeakMap<Table, boolean>();

/** Whether some way on is left: an unexplored stub, or a wall not yet searched that may hide a
 * secret door (only walls the heroes can tell apart count, so the answer leaks nothing). */
export function wayOnLeft(s: GameState): boolean {
  const g = tablesState(s);
  // A stub not yet explored (the first found will do: no list of them all is made).
  for (const _ in g.exits) return true;
  if (!searchCanFind(s.ctx.content, questOf(s.ctx.content, g.quest).table('secretDoor'))) return false;
  // The walls `secretDoorWalls` gives, read from the rooms and dead ends where they are listed: no
  // list of sections or walls is made, nor is each looked up again among the others.
  const map = s.map;
  for (const r of g.rooms) {
    const sec = map.sections[r.id];
    if (!sec?.revealed) continue;
    // A room with more than one door hides none; its walls' doors are counted once.
    let doors = 0;
    let unsearched = false;
    for (const w of WALL_OF) {
      const n = doorsOnWall(map, sec, w);
      doors += n;
      if (n === 0 && !sec.searchedWalls.includes(w)) unsearched = true;
    }
    if (unsearched && doors <= 1) return true;
  }
  for (const d of g.deadEnds) {
    const sec = map.sections[d.section];
    if (!sec?.revealed) continue;
    for (const w of d.walls) if (!sec.searchedWalls.includes(w) && !wallHasDoor(map, sec, w)) return true;
  }
  return false;
}

/** The dungeon has closed off when no way on is left: said once, as an event. */
export function stepCheckClosed(s: GameState): void {
  const g = tablesState(s);
  // Once closed off, it stays so: no need to look for a way on again.
  if (g.closed) return;
  checkClosed(s, g, wayOnLeft(s));
}
