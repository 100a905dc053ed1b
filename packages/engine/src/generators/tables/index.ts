// The 'tables' dungeon generator for `ahq`: the dungeon is rolled on the quest's dice tables as it
// is explored (AHQ-E19..E27, DEC-13), through the engine's generator hooks, posing the Leader's and
// the GM's choices as 'generator' decisions.
// It must not import generator.ts or the ahq step files (they import it): shared rules live here.
import type { DungeonGenerator } from '../../generator.ts';
import type { RoomKind } from '../../content-types.ts';
import type { GameState, Section, Step } from '../../types.ts';
import { GM } from '../../types.ts';
import { decide, emit, push } from '../../runtime.ts';
import { addStub, attachStub, cellsOf, rectOf, removeStub, type Rect } from './geometry.ts';
import { exitOf, finishGeneration, meet as meetOne, queueGeneration, STAIRWAY, wallAt } from '../common.ts';
import { buildPassage, passageBounds, passagePlaces, type Layout } from './passage.ts';
import { layRoom, roomPlaces } from './room.ts';
import { questOf, rollOn } from './roll.ts';
import { newTablesState, tablesState, type Exit } from './state.ts';
import {
  stepCheckClosed, wayOnLeft, stepPassageDoorSquare, stepPassageDoorWall, stepPassageDoors, stepRoomDoorSquare, stepRoomDoors,
  stepSearchSecret, stepSecretDoorSquare,
} from './doors.ts';

export { STAIRWAY };

/** Before the first turn: the passage beyond the stairway the heroes came down (AHQ-E19). */
function stepStart(s: GameState): void {
  const quest = s.ctx.header.setup.quest;
  if (!quest) throw new Error("setup.quest: the 'tables' generator needs a quest");
  const q = questOf(s.ctx.content, quest);
  const stairs = s.map.sections[STAIRWAY];
  if (!stairs) throw new Error(`the 'tables' generator starts from a section '${STAIRWAY}' (see questHeader)`);
  s.gen = newTablesState(quest);
  // The stairway opens north onto the first passage.
  const cells = cellsOf(s.map, rectOf({ x: stairs.x, y: stairs.y - 1, dir: 0 }, 0, 1, 0, q.passageWidth));
  const exit = addStub(s, { via: 'junction', from: stairs.id, fromKind: 'passage', door: null, x: stairs.x, y: stairs.y - 1, dir: 0, cells });
  s.toGenerate.push({ via: 'junction', door: null, section: exit.id, at: s.phaseIndex });
  push(s, { k: 'generatePending' });
}

/** The Exploration phase (or the end of a combat phase): everything queued is generated, in
 * order, then monsters met start or join a fight (AHQ-E19, E20, C12). */
function stepGeneratePending(s: GameState): void {
  if (s.toGenerate.length === 0) return;
  queueGeneration(s, tablesState(s));
}

/** What lies beyond one door or junction. A junction leads on to a passage; a passage's door to a
 * room (AHQ-E22); a room's door to a room or a passage by the table (AHQ-E21, DEC-13). */
function stepExplore(s: GameState, st: Step): void {
  const g = tablesState(s);
  const exit = exitOf(g, st);
  if (!exit) return;
  const content = s.ctx.content;
  const q = questOf(content, g.quest);
  const leadsTo = exit.via === 'junction' ? 'passage'
    : exit.fromKind === 'passage' ? 'room'
    : rollOn(s, content, q.table('behindRoomDoor')).leadsTo ?? 'room';
  if (leadsTo === 'room') {
    const found = roomPlaces(s, content, q, exit);
    if (!found) return falseDoor(s, exit);
    const resume: Step = { k: 'gen', g: 'room', exit: exit.id, kind: found.kind, fallback: found.fallback, options: found.places };
    if (found.places.length === 1) return push(s, { ...resume, choice: 0 });
    return decide(s, { kind: 'generator', seat: GM, question: { id: 'roomPlace', rule: 'AHQ-E25', room: found.kind }, options: found.places }, resume);
  }
  const found = passagePlaces(s, content, q, exit);
  if (!found) return falseDoor(s, exit);
  const resume: Step = { k: 'gen', g: 'passage', exit: exit.id, fallback: found.fallback, layouts: found.places, options: found.places.map(passageBounds) };
  if (found.places.length === 1) return push(s, { ...resume, choice: 0 });
  decide(s, { kind: 'generator', seat: GM, question: { id: 'passagePlace', rule: 'AHQ-E26' }, options: resume.options as unknown[] }, resume);
}

/** The room, where it was placed: its monsters are met, then the GM places its doors. */
function stepRoom(s: GameState, st: Step): void {
  const exit = tablesState(s).exits[st.exit as string]!;
  const q = questOf(s.ctx.content, tablesState(s).quest);
  const laid = layRoom(s, s.ctx.content, q, exit, st.kind as RoomKind, (st.options as Rect[])[st.choice as number]!, st.fallback === true);
  meet(s, [laid.room]);
  push(s, { k: 'gen', g: 'roomDoors', room: laid.room.id, left: laid.doors });
}

/** The passage, where it was placed: its features are rolled once, doors and wandering monsters in
 * its far section; then the Leader and the GM place its doors (AHQ-E23). */
function stepPassage(s: GameState, st: Step): void {
  const g = tablesState(s);
  const content = s.ctx.content;
  const exit = g.exits[st.exit as string]!;
  const q = questOf(content, g.quest);
  const passage = buildPassage(s, q, exit, (st.layouts as Layout[])[st.choice as number]!, st.fallback === true);
  const ids = [...passage.pieces, ...passage.blocks];
  const features = rollOn(s, content, q.table('passageFeatures'));
  const far = s.map.sections[passage.pieces[passage.pieces.length - 1]!]!;
  far.monsters.push(...features.monsters.map((type) => ({ type })));
  meet(s, ids.map((id) => s.map.sections[id]!));
  push(s, { k: 'gen', g: 'passageDoors', pieces: passage.pieces, axis: passage.axis, left: features.doors });
}

/** Nothing fits behind the door: it opens onto rock. */
function falseDoor(s: GameState, exit: Exit): void {
  const g = tablesState(s);
  removeStub(s, exit, true);
  if (exit.door) {
    g.falseDoors.push(exit.door);
    emit(s, { type: 'falseDoor', door: exit.door });
  }
}

function meet(s: GameState, sections: Section[]): void {
  for (const sec of sections) meetOne(s, tablesState(s), sec);
}

/** After the generation: has the dungeon closed off; then the monsters met, if any (AHQ-E20). */
function stepFinish(s: GameState): void {
  finishGeneration(s, tablesState(s));
}

export const tablesGenerator: DungeonGenerator = {
  id: 'tables',
  explore() {
    throw new Error("the 'tables' generator explores through its own steps (the generatePending hook)");
  },
  searchSecretDoor() {
    throw new Error("the 'tables' generator searches through its own steps (the searchSecret hook)");
  },
  /** Hidden treasure (AHQ-E13): what the room's contents put there, else a roll on the table. */
  searchTreasure(s, hero, sec) {
    const t = sec.hiddenTreasure;
    if (t) {
      sec.hiddenTreasure = null;
      return t.gold > 0 || t.items.length > 0 ? t : null;
    }
    if (sec.kind !== 'room') return null;
    const got = rollOn(s, s.ctx.content, questOf(s.ctx.content, tablesState(s).quest).table('hiddenTreasure'), hero.id);
    return got.gold > 0 || got.items.length > 0 ? { gold: got.gold, items: got.items } : null;
  },
  /** Some way on is left: an unexplored door or junction, or a wall that may hide a secret door. */
  unexplored: (s) => wayOnLeft(s),
  /** A door the rules add (a Sentry's room, AHQ-C05) leads somewhere like any other. */
  doorAdded(s, doorId) {
    const cell = s.map.doors[doorId]!.cells[0]!;
    const x = cell % s.map.width;
    const y = Math.floor(cell / s.map.width);
    const on = wallAt(s, x, y);
    if (on) attachStub(s, on.sec, doorId, on.wall, x, y);
  },
  steps: {
    start: stepStart,
    generatePending: stepGeneratePending,
    searchSecret: stepSearchSecret,
    explore: stepExplore,
    room: stepRoom,
    passage: stepPassage,
    finish: stepFinish,
    passageDoors: stepPassageDoors,
    passageDoorWall: stepPassageDoorWall,
    passageDoorSquare: stepPassageDoorSquare,
    roomDoors: stepRoomDoors,
    roomDoorSquare: stepRoomDoorSquare,
    secretDoorSquare: stepSecretDoorSquare,
    checkClosed: stepCheckClosed,
  },
};
