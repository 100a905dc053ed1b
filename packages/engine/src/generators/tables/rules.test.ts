// The 'tables' generator against the rules, with scripted dice on a small test quest: each die
// below is named by the table it is rolled on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, createGame } from '../../game.ts';
import type { Answer, Decision, GameState } from '../../types.ts';
import { questHeader } from './setup.ts';
import { placeDoor } from '../../crawl/surprise.ts';
import { questContent } from '../../testing/fixture-quest.ts';
import { dungeonDriver, type DungeonDriver } from './headless.ts';
import { tablesState } from './state.ts';

const content = questContent();
type Gen = Extract<Decision, { kind: 'generator' }>;

function driver(dice: number[], heroes?: Parameters<typeof dungeonDriver>[1]['heroes']): DungeonDriver {
  return dungeonDriver(content, { quest: 'test', seed: 1, dice, ...(heroes ? { heroes } : {}) });
}
const pending = (s: GameState): Gen => s.pending as Gen;
const used = (s: GameState): number => (s.rng.kind === 'scripted' ? s.rng.next : -1);
const cell = (s: GameState, x: number, y: number): number => y * s.map.width + x;
const exitBehind = (s: GameState, door: string) => Object.values(tablesState(s).exits).find((e) => e.door === door)!;
/** The GM places a room or a passage beyond a room, when it fits in several places (AHQ-E25, E26):
 * here at the first place offered, centred on the door. */
const placeFirst = (d: DungeonDriver) => {
  while (d.state.pending && /AHQ-E25|AHQ-E26/.test(pending(d.state).question.rule)) d.answer(0);
};
type Box = { x: number; y: number; w: number; h: number };
const inBox = (r: Box, x: number, y: number) => x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;

/** Start: a 1-section dead end (length 1, end 1) with one door (features 2), placed at the first options. */
function passageWithDoor(): DungeonDriver {
  const d = driver([1, 1, 2, 1, 3, 1, 2]);
  d.answer(0); // the Leader: west wall
  d.answer(0); // the GM: its first square
  return d;
}

test('AHQ-E23 the Leader picks the passage section and side of a new door, the GM its square; one door per wall', () => {
  // The dwarf leads: the choice of wall is his player's (p2), whatever the order of seats.
  const d = driver([1, 1, 3], [
    { type: 'dwarf', seat: 'p2', at: [0, 0], id: 'dwarf' },
    { type: 'barbarian', seat: 'p1', at: [0, 0], id: 'barbarian' },
  ]);
  const s = d.state;
  const first = tablesState(s).passages[0]!.pieces[0]!;
  const sec = s.map.sections[first]!;
  let q = pending(s);
  assert.equal(q.seat, 'p2');
  assert.deepEqual(q.options, [{ section: first, wall: 'west' }, { section: first, wall: 'east' }]);
  const refused = apply(s, 'p2', { kind: 'generator', choice: 2 });
  assert.equal(refused.ok, false);
  d.answer(0);
  q = pending(s);
  assert.equal(q.seat, 'gm');
  assert.equal(q.options.length, sec.h);
  for (const [x, y] of q.options as [number, number][]) assert.ok(x === sec.x - 1 && y >= sec.y && y < sec.y + sec.h, `[${x}, ${y}] is on the west wall`);
  d.answer(2);
  assert.equal(s.map.tiles[cell(s, sec.x - 1, sec.y + 2)], 'D');
  // The second door: only the east wall is left, so the Leader has no choice to make.
  q = pending(s);
  assert.equal(q.seat, 'gm');
  for (const [x] of q.options as [number, number][]) assert.equal(x, sec.x + sec.w);
  d.answer(0);
  assert.equal(s.pending, null);
  assert.equal(Object.keys(s.map.doors).length, 2);
  assert.equal(used(s), 3);
});

test('AHQ-E22 AHQ-E25 a door from a passage leads into a room, which shares the wall of that door', () => {
  const d = passageWithDoor();
  const s = d.state;
  const door = Object.values(s.map.doors)[0]!;
  const before = used(s);
  // Room type 1 (normal), size 3 (3×3), contents 1 (empty), doors 2 (one): no roll for room or passage.
  const stub = exitBehind(s, door.id);
  const [sx, sy] = [stub.cells[0]! % s.map.width, Math.floor(stub.cells[0]! / s.map.width)];
  d.explore(stub.id);
  // The GM places the room: every place offered takes in the square behind the door (AHQ-E25).
  const q = pending(s);
  assert.equal(q.seat, 'gm');
  assert.equal(q.question.id, 'roomPlace');
  assert.equal(q.question.rule, 'AHQ-E25');
  assert.equal(q.options.length, 3, 'a 3×3 room may sit at any of 3 offsets along the door');
  for (const r of q.options as Box[]) assert.ok(inBox(r, sx, sy) && r.w === 3 && r.h === 3);
  const chosen = q.options[2] as Box;
  d.answer(2);
  assert.equal(used(s) - before, 4);
  const room = tablesState(s).rooms[0]!;
  const sec = s.map.sections[room.id]!;
  assert.deepEqual([sec.x, sec.y, sec.w, sec.h], [chosen.x, chosen.y, chosen.w, chosen.h], 'the room is where the GM put it');
  assert.equal(sec.kind, 'room');
  assert.equal(sec.revealed, true);
  assert.deepEqual([sec.w, sec.h], [3, 3]);
  // The door lies on the room's wall and on the passage's: the two share that wall.
  const [dx, dy] = [door.cells[0]! % s.map.width, Math.floor(door.cells[0]! / s.map.width)];
  const passage = s.map.sections[room.from]!;
  assert.equal(dx, passage.x - 1);
  assert.equal(dx, sec.x + sec.w);
  assert.ok(dy >= sec.y && dy < sec.y + sec.h);
});

/** A room (via the passage's door) with one door of its own (room doors 2), placed by the GM. */
function roomWithDoor(square = 0): { d: DungeonDriver; roomDoor: string } {
  const d = passageWithDoor();
  const s = d.state;
  const door = Object.values(s.map.doors)[0]!.id;
  d.explore(exitBehind(s, door).id);
  placeFirst(d);
  assert.equal(pending(s).seat, 'gm');
  d.answer(square);
  const roomDoor = Object.keys(s.map.doors).find((id) => id !== door)!;
  return { d, roomDoor };
}

test('AHQ-E21 DEC-13 a door in a room leads to a passage on an even d12, to a room on an odd one', () => {
  const even = roomWithDoor();
  const s = even.d.state;
  s.rng = { kind: 'scripted', faces: [4, 1, 1, 1, 1], next: 0 }; // behind 4, length 1, ends 1 and 1, features 1
  even.d.explore(exitBehind(s, even.roomDoor).id);
  placeFirst(even.d);
  assert.equal(used(s), 5);
  const passage = tablesState(s).passages.at(-1)!;
  assert.equal(passage.beyondRoom, tablesState(s).rooms[0]!.id);

  const odd = roomWithDoor();
  const t = odd.d.state;
  t.rng = { kind: 'scripted', faces: [3, 1, 3, 1, 1], next: 0 }; // behind 3, type 1, size 3, contents 1, doors 1
  odd.d.explore(exitBehind(t, odd.roomDoor).id);
  placeFirst(odd.d);
  assert.equal(used(t), 5);
  assert.equal(tablesState(t).rooms.length, 2);
});

test('AHQ-E26 a passage beyond a room runs alongside it, sharing its wall, with both ends generated', () => {
  const { d, roomDoor } = roomWithDoor();
  const s = d.state;
  s.rng = { kind: 'scripted', faces: [2, 1, 4, 2, 1], next: 0 }; // behind 2, length 1, ends 4 (turn right) and 2 (T), features 1
  d.explore(exitBehind(s, roomDoor).id);
  assert.equal(s.pending, null, 'here the passage fits in one place only: nothing to choose');
  const g = tablesState(s);
  const p = g.passages.at(-1)!;
  const room = s.map.sections[g.rooms[0]!.id]!;
  assert.deepEqual(p.ends, ['turn-right', 't-junction']);
  assert.equal(p.blocks.length, 2, 'a junction square at each end');
  const piece = s.map.sections[p.pieces[0]!]!;
  const dc = s.map.doors[roomDoor]!.cells[0]!;
  const [dx, dy] = [dc % s.map.width, Math.floor(dc / s.map.width)];
  // Alongside: the passage runs along the room's wall that holds the door, just beyond it.
  if (dy === room.y - 1 || dy === room.y + room.h) {
    assert.equal(p.axis, 'x');
    assert.ok(piece.y + piece.h === dy || piece.y === dy + 1);
  } else {
    assert.equal(p.axis, 'y');
    assert.ok(piece.x + piece.w === dx || piece.x === dx + 1);
  }
  // Each end leads on: a turn and a T-junction leave three ways to explore.
  assert.equal(Object.values(g.exits).filter((e) => e.via === 'junction' && p.blocks.includes(e.from)).length, 3);
});

test('AHQ-E23 AHQ-E26 the GM places a passage beyond a room along the wall, where it fits in several places', () => {
  // The room's door on its south wall, where the passage has room to lie in more than one place.
  const { d, roomDoor } = roomWithDoor(3);
  const s = d.state;
  s.rng = { kind: 'scripted', faces: [2, 1, 1, 1, 1], next: 0 }; // behind 2, length 1, dead ends, features 1
  const stub = exitBehind(s, roomDoor);
  d.explore(stub.id);
  const q = pending(s);
  assert.equal(q.seat, 'gm');
  assert.deepEqual(q.question, { id: 'passagePlace', rule: 'AHQ-E26' });
  assert.ok(q.options.length > 1);
  // Every place takes in the square beyond the door, and runs along the wall (one row deep here).
  for (const r of q.options as Box[]) assert.ok(inBox(r, stub.cells[0]! % s.map.width, Math.floor(stub.cells[0]! / s.map.width)));
  const k = q.options.length - 1;
  const chosen = q.options[k] as Box;
  d.answer(k);
  const p = tablesState(s).passages.at(-1)!;
  const laid = [...p.pieces, ...p.blocks].map((id) => s.map.sections[id]!);
  assert.deepEqual([Math.min(...laid.map((x) => x.x)), Math.min(...laid.map((x) => x.y))], [chosen.x, chosen.y], 'the passage is where the GM put it');
});

test('AHQ-E24 passages run straight between junctions; a T-junction leaves two branches, generated when reached', () => {
  const d = driver([2, 2, 1]); // length 2, T-junction, nothing
  const s = d.state;
  const p = tablesState(s).passages[0]!;
  const [a, b] = p.pieces.map((id) => s.map.sections[id]!);
  assert.equal(p.axis, 'y');
  assert.equal(a!.x, b!.x);
  assert.equal(b!.y + b!.h, a!.y, 'the second section follows the first, straight on');
  const branches = Object.values(tablesState(s).exits);
  assert.deepEqual(branches.map((e) => e.dir).sort(), [1, 3]);
  s.rng = { kind: 'scripted', faces: [1, 1, 1], next: 0 };
  d.explore(branches[0]!.id);
  const branch = tablesState(s).passages[1]!;
  assert.equal(branch.axis, 'x');
});

test('AHQ-E24 a quest may give the passage beyond the stairway an end table of its own; later passages roll on passageEnd', () => {
  const first = {
    ...content,
    quests: { ...content.quests, first: { id: 'first', name: 'First', extends: 'test', tables: { firstPassageEnd: { dice: 'd12', rows: [{ roll: '1-12', end: 'x-junction' as const }] } } } },
  };
  // length 1, first end 1 (x-junction by the quest's own table; a dead end on passageEnd), features 1
  const d = dungeonDriver(first, { quest: 'first', seed: 1, dice: [1, 1, 1] });
  const s = d.state;
  assert.deepEqual(tablesState(s).passages[0]!.ends, ['x-junction']);
  assert.equal(Object.keys(tablesState(s).exits).length, 3);
  s.rng = { kind: 'scripted', faces: [1, 1, 1], next: 0 };
  d.explore(Object.keys(tablesState(s).exits)[0]!);
  assert.deepEqual(tablesState(s).passages[1]!.ends, ['dead-end'], 'the next passage rolls on passageEnd');
  // Without the table of its own, the first passage rolls on passageEnd too.
  assert.deepEqual(tablesState(driver([1, 1, 1]).state).passages[0]!.ends, ['dead-end']);
});

test('AHQ-E27 stairs out end a passage, and a hero on them may leave the dungeon', () => {
  const d = driver([1, 5, 1]);
  const s = d.state;
  const sec = s.map.sections[tablesState(s).passages[0]!.pieces[0]!]!;
  assert.equal(s.map.tiles[cell(s, sec.x, sec.y)], '<');
  assert.equal(s.map.tiles[cell(s, sec.x + 1, sec.y)], '<');
  assert.deepEqual(tablesState(s).stairs.map((x) => x.kind), ['out']);
  // In play: the barbarian walks up the passage onto the stairs and leaves (AHQ-E27).
  let g = createGame(questHeader(content, { quest: 'test', seed: 1, dice: [1, 5, 1] }), content);
  for (const [seat, answer] of [
    ['p1', { kind: 'choosePlayer', player: 'p1' }],
    ['p1', { kind: 'move', model: 'barbarian', to: [sec.x, sec.y] }],
    ['p1', { kind: 'leave', model: 'barbarian' }],
  ] as [string, Answer][]) {
    const r = apply(g, seat, answer);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    g = r.state;
  }
  assert.equal(g.models.barbarian!.status.left, true);
});

test('AHQ-E11 AHQ-E12 a secret door is found only where the rules allow, by the quest search roll, and the finder places it', () => {
  const d = driver([1, 1, 1]); // a 1-section dead end
  const s = d.state;
  const id = tablesState(s).passages[0]!.pieces[0]!;
  const sec = s.map.sections[id]!;
  s.rng = { kind: 'scripted', faces: [6, 4], next: 0 };
  // The end wall of a dead end is not one of its side walls: nothing, and no roll.
  d.search(id, 'north', 'elf');
  assert.equal(used(s), 0);
  assert.equal(sec.searchedWalls.includes('north'), true);
  // A side wall: the roll (the elf's, shown to all) finds one, and the elf's player places it.
  d.search(id, 'west', 'elf');
  assert.equal(used(s), 1);
  const q = pending(s);
  assert.equal(q.seat, 'p3');
  assert.deepEqual(q.question, { id: 'secretDoor', rule: 'AHQ-E12', model: 'elf', wall: 'west' }, 'the elf is asked about its own find');
  for (const [x] of q.options as [number, number][]) assert.equal(x, sec.x - 1);
  d.answer(1);
  const door = Object.values(s.map.doors).find((x) => x.secret)!;
  assert.ok(door.found);
  assert.equal(door.cells[0], cell(s, ...(q.options[1] as [number, number])));
  assert.ok(exitBehind(s, door.id), 'the secret door leads somewhere');
  const searched = s.events.filter((e) => e.type === 'searched');
  assert.deepEqual(searched.map((e) => e.type === 'searched' && e.found), [false, true]);
  assert.ok(s.events.some((e) => e.type === 'dice' && e.purpose === 'search' && e.by === 'elf'));
  // One door per wall: the west wall cannot hide a second one.
  assert.equal(used(s), 1);
});

test('AHQ-E12 AHQ-E04 a secret door is never placed where its one inside square holds a chest: no hero could stand there to open it', () => {
  const d = driver([1, 1, 1]); // a 1-section dead end
  const s = d.state;
  const id = tablesState(s).passages[0]!.pieces[0]!;
  const sec = s.map.sections[id]!;
  // A chest on the first square inside the west wall.
  s.map.chests.c9 = { id: 'c9', cell: cell(s, sec.x, sec.y), open: false, gold: 0, items: [] };
  s.rng = { kind: 'scripted', faces: [6], next: 0 };
  d.search(id, 'west', 'elf');
  const offered = s.pending?.kind === 'generator' ? (pending(s).options as [number, number][]) : [];
  const placed = Object.values(s.map.doors).find((x) => x.secret);
  const squares = s.pending?.kind === 'generator' ? offered.map(([, y]) => y) : placed ? placed.cells.map((c) => Math.floor(c / s.map.width)) : [];
  assert.ok(squares.length > 0, 'the door is found and placed, or its place asked for');
  assert.ok(!squares.includes(sec.y), `the square beside the chest is offered: ${JSON.stringify(squares)} (chest row ${sec.y})`);
});

test('a dungeon that has closed off is reported once, as an event', () => {
  // Stairs down at the end of the only passage: nowhere to go, no wall that may hide a door.
  const closed = driver([1, 6, 1]).state;
  assert.equal(closed.events.filter((e) => e.type === 'dungeonClosed').length, 1);
  // A dead end closes only when both its side walls have been searched in vain.
  const d = driver([1, 1, 1]);
  const s = d.state;
  const id = tablesState(s).passages[0]!.pieces[0]!;
  s.rng = { kind: 'scripted', faces: [1, 2], next: 0 };
  d.search(id, 'west');
  assert.equal(s.events.some((e) => e.type === 'dungeonClosed'), false);
  d.search(id, 'east');
  assert.equal(s.events.filter((e) => e.type === 'dungeonClosed').length, 1);
});

test('a room too big for the playing area is made smaller (a fallback)', () => {
  const small = questContent({ width: 20, height: 20 });
  const d = dungeonDriver(small, { quest: 'test', seed: 1, dice: [1, 1, 2, 1, 2, 1, 2, 1] });
  d.answer(0);
  d.answer(0);
  const s = d.state;
  d.explore(Object.keys(tablesState(s).exits)[0]!);
  placeFirst(d);
  const room = s.map.sections[tablesState(s).rooms[0]!.id]!;
  assert.ok(room.w * room.h < 144 && room.w >= 2 && room.h >= 2, `${room.w}×${room.h}`);
  assert.ok(tablesState(s).fallbacks > 0);
});

test('AHQ-C05 the door the GM adds to a Sentry room leads somewhere, like any other', () => {
  const d = passageWithDoor();
  const s = d.state;
  d.explore(exitBehind(s, Object.values(s.map.doors)[0]!.id).id);
  placeFirst(d);
  const room = s.map.sections[tablesState(s).rooms[0]!.id]!;
  const id = placeDoor(s, { x: room.x + 1, y: room.y - 1 });
  const exit = exitBehind(s, id);
  assert.ok(exit, 'a stub waits behind the new door');
  assert.equal(exit.fromKind, 'room');
  assert.equal(exit.cells[0], cell(s, room.x + 1, room.y - 2));
});
