// What a hero seat's view shows of the exploration map (DEC-17): the scenario format checks only
// which models a view shows, so the map itself (tiles, doors, traps, sections, chests) is checked here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, createGame, legalAnswers } from './game.ts';
import { view, views, viewEvents, viewsEvents, type View } from './view.ts';
import { cloneState } from './state.ts';
import type { Answer, GameHeader, GameState, Seat } from './types.ts';
import { fixtureContent } from './testing/fixture-content.ts';
import { dungeonHeader } from './testing/fixture-dungeon.ts';

function game(setup: Partial<GameHeader['setup']> & { map: string[] }, dice: number[]): GameState {
  return createGame({
    ruleset: 'ahq', options: {}, packs: ['fixture'], seed: 1, dice,
    setup: { heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'barbarian', fate: 0 }], ...setup },
  }, fixtureContent);
}

function play(s: GameState, ...answers: [Seat, Answer][]): GameState {
  for (const [seat, a] of answers) {
    const r = apply(s, seat, a);
    assert.ok(r.ok, `${JSON.stringify(a)} refused: ${!r.ok ? r.error.message : ''}`);
    s = r.state;
  }
  return s;
}

const tile = (s: GameState, seat: Seat, x: number, y: number) => view(s, seat).map.tiles[y * s.map.width + x];

/** A room with one entrance door (d1), so a secret door may be found in it (AHQ-E12): in its east
 * wall, found by a search of that wall (the dice: a search of another wall, then of that one). */
function secretDoorRoom(): GameState {
  return game({
    map: ['#######', '#....S.', '#....##', '##+####'],
    sections: [
      { id: 'cell', kind: 'room', x: 1, y: 1, w: 4, h: 2, revealed: true },
      { id: 'beyond', kind: 'passage', x: 6, y: 1, w: 1, h: 1, revealed: false },
    ],
  }, [5, 5]);
}

test('DEC-17 AHQ-E11 an unfound secret door is a wall in the view of a hero seat, a door to the GM, and a door to everyone once found', () => {
  let s = secretDoorRoom();
  const secret = s.map.doorAt[1 * s.map.width + 5]!;
  assert.equal(tile(s, 'p1', 5, 1), '#');
  assert.ok(!view(s, 'p1').map.doors.some((d) => d.id === secret));
  assert.equal(tile(s, 'gm', 5, 1), 'D');
  assert.ok(view(s, 'gm').map.doors.some((d) => d.id === secret && d.secret && d.unfound === true));
  // A search of the wrong wall leaves it hidden; of the east wall, finds it.
  s = play(s, ['p1', { kind: 'searchSecret', model: 'barbarian', wall: 'north' }]);
  assert.equal(tile(s, 'p1', 5, 1), '#');
  s = play(s, ['p1', { kind: 'searchSecret', model: 'barbarian', wall: 'east' }]);
  assert.equal(s.map.doors[secret]!.found, true);
  assert.equal(tile(s, 'p1', 5, 1), 'D');
  assert.ok(view(s, 'p1').map.doors.some((d) => d.id === secret && !d.open));
  // Found, it is no longer the GM's secret: no seat's view marks it unfound.
  for (const seat of ['gm', 'p1']) assert.ok(view(s, seat).map.doors.every((d) => d.unfound === undefined), seat);
});

test('DEC-17 a view keeps each list of its map the dungeon left unchanged and makes again those it changed: a wall searched, then a secret door found', () => {
  let s = secretDoorRoom();
  const secret = s.map.doorAt[1 * s.map.width + 5]!;
  const before = view(s, 'p1').map;
  s = play(s, ['p1', { kind: 'searchSecret', model: 'barbarian', wall: 'north' }]);
  const searched = view(s, 'p1').map;
  // Only the sections changed: the rest are the same lists, which readers may keep things by.
  assert.notEqual(searched.sections, before.sections);
  assert.deepEqual(searched.sections.find((sec) => sec.id === 'cell')!.searchedWalls, ['north']);
  for (const k of ['doors', 'traps', 'chests', 'furnishings'] as const) assert.equal(searched[k], before[k], k);
  s = play(s, ['p1', { kind: 'searchSecret', model: 'barbarian', wall: 'east' }]);
  const found = view(s, 'p1').map;
  assert.notEqual(found.doors, searched.doors);
  assert.ok(found.doors.some((d) => d.id === secret && !d.open));
  assert.deepEqual(found.sections.find((sec) => sec.id === 'cell')!.searchedWalls, ['north', 'east']);
  assert.equal(found.traps, searched.traps);
  // Every list reads as in a view made afresh from the same state.
  assert.deepEqual(found, view(cloneState(s), 'p1').map);
});

test('DEC-17 AHQ-E14 AHQ-E15 a trap no one has spotted is absent from the view of a hero seat, shown to the GM, and shown to all once spotted', () => {
  let s = game({ map: ['#######', '#.....#', '#######'], traps: [{ trap: 'pit', at: [3, 1] }] }, [8]);
  assert.deepEqual(view(s, 'p1').map.traps, []);
  assert.deepEqual(view(s, 'gm').map.traps.map((t) => [t.id, t.spotted]), [['t3-1', false]]);
  // Walking onto it: spot roll 8 against the pit's 8.
  s = play(s, ['p1', { kind: 'move', model: 'barbarian', to: [5, 1] }]);
  assert.deepEqual(view(s, 'p1').map.traps.map((t) => [t.id, t.spotted, t.cell]), [['t3-1', true, 1 * s.map.width + 3]]);
});

test('DEC-17 AHQ-E14 the trap and contents of a chest stay hidden from a hero seat until the chest is opened', () => {
  let s = game({
    map: ['#######', '#.....#', '#######'],
    sections: [{ id: 'lair', kind: 'room', type: 'lair', x: 1, y: 1, w: 5, h: 1, revealed: true }],
    chests: [{ at: [3, 1], gold: 20, items: ['ring'], trap: 'pit' }],
  }, [3]);
  const hero = view(s, 'p1').map;
  assert.deepEqual(hero.traps, []);
  assert.deepEqual(hero.chests.map((c) => [c.id, c.open, c.gold, c.items]), [['c1', false, null, null]]);
  const gm = view(s, 'gm').map;
  assert.deepEqual(gm.traps.map((t) => [t.id, t.chest]), [['t3-1', 'c1']]);
  assert.deepEqual(gm.chests.map((c) => [c.gold, c.items]), [[20, ['ring']]]);
  // Opened: the trap (spot 3, missed) goes off and the contents are shown to all (AHQ-E07).
  s = play(s, ['p1', { kind: 'move', model: 'barbarian', to: [2, 1] }], ['p1', { kind: 'chest', model: 'barbarian', chest: 'c1' }]);
  assert.deepEqual(view(s, 'p1').map.chests.map((c) => [c.open, c.gold, c.items]), [[true, 20, ['ring']]]);
});

test('DEC-17 AHQ-E20 an unexplored section, its chest and a monster standing in it are unknown to a hero seat until the Exploration phase reveals it', () => {
  const map = ['###########', '#B...+....#', '#....#..o.#', '###########'];
  let s = game({
    map,
    heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'barbarian', fate: 0 }, { type: 'dwarf', seat: 'p1', at: [1, 2], id: 'dwarf', fate: 0 }],
    monsters: [{ type: 'orc', at: [8, 2], id: 'orc' }],
    chests: [{ at: [9, 1], gold: 5 }],
    sections: [
      { id: 'hall', kind: 'room', x: 1, y: 1, w: 4, h: 2, revealed: true },
      { id: 'lair', kind: 'room', type: 'lair', x: 6, y: 1, w: 4, h: 2, revealed: false },
    ],
  }, [6, 2]);
  const hidden = (st: GameState) => {
    const v = view(st, 'p1');
    for (let y = 1; y <= 2; y++) for (let x = 6; x <= 9; x++) assert.equal(v.map.tiles[y * st.map.width + x], '?', `[${x}, ${y}]`);
    assert.deepEqual(v.map.sections.map((x) => x.id), ['hall']);
    assert.deepEqual(v.map.chests, []);
    assert.ok(!v.models.some((m) => m.id === 'orc'));
  };
  hidden(s);
  const gm = view(s, 'gm');
  assert.ok(!gm.map.tiles.includes('?'));
  assert.deepEqual(gm.map.sections.map((x) => [x.id, x.revealed]), [['hall', true], ['lair', false]]);
  assert.ok(gm.models.some((m) => m.id === 'orc'));
  assert.equal(gm.map.chests.length, 1);
  // The door opened in the Hero phase: the lair stays unknown while the Hero phase goes on.
  s = play(s, ['p1', { kind: 'move', model: 'barbarian', to: [4, 1] }], ['p1', { kind: 'door', model: 'barbarian', door: 'd1' }]);
  assert.equal(s.phase, 'hero');
  hidden(s);
  // The dwarf ends its activation: the Exploration phase reveals the lair, the orc is met
  // (surprise 6 against 2).
  s = play(s, ['p1', { kind: 'end', model: 'dwarf' }]);
  const v = view(s, 'p1');
  assert.equal(v.map.tiles[2 * s.map.width + 7], '.');
  assert.deepEqual(v.map.sections.map((x) => x.id), ['hall', 'lair']);
  assert.equal(v.map.chests.length, 1);
  assert.ok(v.models.some((m) => m.id === 'orc'));
  assert.equal(s.turnKind, 'combat');
});

test('DEC-17 a view without the slain leaves out the monsters slain and keeps every hero, the fallen too; by default the GM sees them all', () => {
  const s = game({
    map: ['#######', '#.....#', '#.....#', '#######'],
    heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'barbarian', fate: 0 }, { type: 'dwarf', seat: 'p1', at: [1, 2], id: 'dwarf', fate: 0 }],
    monsters: [{ type: 'orc', at: [4, 1], id: 'orc' }, { type: 'orc', at: [5, 2], id: 'orc2' }],
    sections: [{ id: 'hall', kind: 'room', x: 1, y: 1, w: 5, h: 2, revealed: true }],
  }, []);
  s.models.orc!.status.dead = true;
  s.models.dwarf!.status.dead = true;
  // The heroes see no monster that is off the board, the slain among them.
  assert.deepEqual(view(s, 'gm').models.map((m) => m.id), ['barbarian', 'dwarf', 'orc', 'orc2']);
  assert.deepEqual(view(s, 'p1').models.map((m) => m.id), ['barbarian', 'dwarf', 'orc2']);
  for (const seat of ['p1', 'gm'] as const) {
    const lean = view(s, seat, { shared: true, slain: false });
    assert.deepEqual(lean.models.map((m) => [m.id, m.dead]), [['barbarian', false], ['dwarf', true], ['orc2', false]], seat);
  }
});

test('DEC-17 AHQ-C51 the GM view notes as what the heroes see a disguised monster; no hero view does', () => {
  const s = game({ map: ['#######', '#.....#', '#######'], monsters: [{ type: 'champion', at: [4, 1] }, { type: 'orc', at: [5, 1] }] }, []);
  const champion = Object.values(s.models).find((m) => m.type === 'champion')!;
  const gm = view(s, 'gm').models.find((m) => m.id === champion.id)!;
  assert.deepEqual([gm.type, gm.disguise, gm.hidden], ['champion', 'orc', false]);
  const hero = view(s, 'p1').models.find((m) => m.id === champion.id)!;
  assert.deepEqual([hero.type, hero.disguise, hero.hidden], ['orc', undefined, true]);
  const orc = Object.values(s.models).find((m) => m.type === 'orc')!;
  assert.equal(view(s, 'gm').models.find((m) => m.id === orc.id)!.disguise, undefined);
});

test('DEC-17 the views and events of several seats made at once are each seat\'s own; the heroes\' seats share only what they see alike', () => {
  // The fixture dungeon (hidden sections, a secret door, traps, a disguised champion), played by
  // a fixed pick among the legal answers; at every step the views made at once are compared with
  // each seat's view made alone.
  let s = createGame(dungeonHeader(3), fixtureContent);
  const seats: Seat[] = ['p1', 'p2', 'gm'];
  let checked = 0;
  let differed = 0;
  let eventsDiffered = 0;
  for (let step = 0; step < 400 && s.pending && !s.result; step++) {
    const together = views(s, seats);
    assert.deepEqual(together, seats.map((seat) => view(s, seat)), `step ${step}`);
    const [p1, p2, gm] = together as [View, View, View];
    assert.equal(p1.models, p2.models, `step ${step}: the heroes' seats share their models`);
    assert.equal(p1.map, p2.map, `step ${step}: and their map`);
    assert.notEqual(gm.models, p1.models, `step ${step}: the GM's models are its own`);
    assert.equal(p1.seat, 'p1');
    assert.equal(p2.seat, 'p2');
    if (JSON.stringify(p1.pending) !== JSON.stringify(p2.pending) || JSON.stringify(gm.models) !== JSON.stringify(p1.models)) differed++;
    checked++;
    const seat = s.pending.seat;
    const legal = legalAnswers(s, seat);
    const r = apply(s, seat, legal[(step * 7) % legal.length]!);
    assert.ok(r.ok, `step ${step}: ${!r.ok ? r.error.message : ''}`);
    s = r.state;
    const told = viewsEvents(s, r.events, seats);
    assert.deepEqual(told, seats.map((x) => viewEvents(s, r.events, x)), `step ${step}: the events`);
    assert.equal(told[0], told[1], `step ${step}: the heroes' seats share their events`);
    if (JSON.stringify(told[2]) !== JSON.stringify(told[0])) eventsDiffered++;
  }
  assert.ok(checked > 100, `checked ${checked} steps`);
  // The seats' views did differ where they may: one seat's decision, what the GM alone sees.
  assert.ok(differed > 10, `the seats' views differed at ${differed} steps`);
  assert.ok(eventsDiffered > 0, `the GM's events and the heroes' differed at ${eventsDiffered} steps`);
});
