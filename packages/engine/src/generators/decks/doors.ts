// Doors of a laid card and the decisions they take: the GM places a room's doors (GLD-R02), the
// discovering hero a corridor's (GLD-D01), one per wall; a Sentinel's section gets a door from the
// GM if none was generated (GLD-C05); a found secret door goes where its finder is (GLD-D04).
// When no way on is left the dungeon has closed off, and the players are told (GLD-B03).
import type { GameState, GeneratorQuestion, Model, Section, Step, Wall } from '../../types.ts';
import { decide, emit, push } from '../../runtime.ts';
import { doorSlots, moveDoor, placeDoor, wallHasDoor, wallsByDoors, type DoorSlot } from './place.ts';
import { decksState } from './state.ts';
import { checkClosed } from '../common.ts';
import { WALL_OF } from '../tables/geometry.ts';

type CardDoorRule = Extract<GeneratorQuestion, { id: 'cardDoor' }>['rule'];

const describe = (slots: DoorSlot[]) => slots.map((d) => ({ wall: d.wall, at: d.at, behind: d.behind }));

/** The next door of a laid card: walls with no door only (GLD-D01, R02); onto explored floor as a
 * secret door only when no other place is left (GLD-D03). */
export function stepCardDoors(s: GameState, st: Step): void {
  const left = st.left as number;
  if (left <= 0) return;
  const sec = s.map.sections[st.section as string]!;
  const walls = ((st.walls as Wall[] | undefined) ?? wallsByDoors(s, sec)).filter((w) => !wallHasDoor(s.map, sec, w));
  let slots = doorSlots(s, sec, walls, false);
  if (slots.length === 0) slots = doorSlots(s, sec, walls, true);
  if (slots.length === 0) return;
  const seat = st.seat as string;
  const resume: Step = { ...st, g: 'cardDoorPlaced', options: describe(slots) };
  if (slots.length === 1) {
    push(s, { ...resume, choice: 0 });
    return;
  }
  decide(s, { kind: 'generator', seat, question: { id: 'cardDoor', rule: st.rule as CardDoorRule, section: sec.id }, options: resume.options as unknown[] }, resume);
}

export function stepCardDoorPlaced(s: GameState, st: Step): void {
  const slot = (st.options as DoorSlot[])[st.choice as number]!;
  const sec = s.map.sections[st.section as string]!;
  placeDoor(s, sec, slot);
  push(s, { k: 'gen', g: 'cardDoors', section: sec.id, left: (st.left as number) - 1, seat: st.seat, rule: st.rule, ...(st.walls ? { walls: st.walls } : {}) });
}

/** A Sentinel's section has at least one door: the GM places one if none was generated; not on a
 * predetermined quest map (GLD-C05). */
export function stepSentinelDoor(s: GameState, st: Step): void {
  const g = decksState(s);
  if (g.mode === 'map') return;
  const sec = s.map.sections[st.section as string]!;
  const sentinel = s.order.some((id) => s.models[id]!.home === sec.id && s.models[id]!.role === 'sentry' && !s.models[id]!.status.dead);
  if (!sentinel || WALL_OF.some((w) => wallHasDoor(s.map, sec, w))) return;
  push(s, { k: 'gen', g: 'cardDoors', section: sec.id, left: 1, seat: 'gm', rule: 'GLD-C05' });
}

/** A secret door found on `wall` (GLD-X09): its finder places it along that wall (GLD-D04). The
 * ruleset needs the door's id at once, so it goes first where the finder stands nearest, and when
 * the wall has other places the finder's seat chooses among them (`secretDoorSquare`); a way on
 * lies behind it. Null when nothing could lie behind. The places offered are the wall squares a
 * 2×1 door fits with rock behind: the heroes see the wall, and the only unrevealed floor near it
 * lies behind doors and openings they see (DEC-17). */
export function findSecretDoor(s: GameState, hero: Model, sec: Section, wall: Wall): string | null {
  if (wallHasDoor(s.map, sec, wall)) return null;
  const slots = doorSlots(s, sec, [wall], false);
  if (slots.length === 0) return null;
  const dist = (d: DoorSlot) => Math.min(...d.at.map(([x, y]) => Math.abs(x - hero.x) + Math.abs(y - hero.y)));
  const nearest = slots.reduce((best, d, i) => (dist(d) < dist(slots[best]!) ? i : best), 0);
  const id = placeDoor(s, sec, slots[nearest]!, { secret: true, event: false });
  if (slots.length > 1) push(s, { k: 'gen', g: 'secretDoorSquare', model: hero.id, section: sec.id, door: id, at: nearest, options: describe(slots) });
  push(s, { k: 'gen', g: 'checkClosed' });
  return id;
}

/** The finder chooses where along the searched wall the secret door it found goes (GLD-D04). */
export function stepSecretDoorSquare(s: GameState, st: Step): void {
  if (st.choice === undefined) {
    const m = s.models[st.model as string]!;
    const wall = (st.options as DoorSlot[])[0]!.wall;
    decide(s, { kind: 'generator', seat: m.seat, question: { id: 'secretDoor', rule: 'GLD-D04', model: m.id, wall }, options: st.options as unknown[] }, st);
    return;
  }
  if (st.choice === st.at) return;
  const sec = s.map.sections[st.section as string]!;
  moveDoor(s, sec, st.door as string, (st.options as DoorSlot[])[st.choice as number]!);
}

/** Whether some way on is left: a door or corridor end not yet taken, or a wall of an explored
 * section not yet searched where a secret door could lead somewhere (GLD-X09, B03). Both are
 * things the heroes can see, so the answer leaks nothing (DEC-17). */
export function wayOnLeft(s: GameState): boolean {
  const g = decksState(s);
  if (Object.keys(g.exits).length > 0) return true;
  return s.map.sectionOrder.some((id) => {
    const sec = s.map.sections[id]!;
    if (!sec.revealed) return false;
    const walls = WALL_OF.filter((w) => !sec.searchedWalls.includes(w));
    return walls.length > 0 && doorSlots(s, sec, walls, false).length > 0;
  });
}

/** The dungeon has closed off: said once, to everyone (GLD-B03). */
export function stepCheckClosed(s: GameState): void {
  checkClosed(s, decksState(s), wayOnLeft(s));
}
