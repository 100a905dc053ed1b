// The 'decks' generator against the rules (GLD-R01..R04, D01..D05, B01..B03, C05, T02, K01, K02,
// X08..X10), on the fixture decks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DeckDef } from '../../content-types.ts';
import type { DecksSetup, Decision, GameState, Section, Wall } from '../../types.ts';
import { view, viewEvents } from '../../view.ts';
import { wallCells } from '../../board.ts';
import { seededChooser } from '../tables/headless.ts';
import { decksContent, FIXTURE_DECKS, FIXTURE_PARTY } from './fixture.ts';
import { decksDriver, generateDecksDungeon, type DecksDriver } from './headless.ts';
import { decksState } from './state.ts';
import { doorSlots, placeDoor } from './place.ts';
import { findSecretDoor } from './doors.ts';
import { stepDungeonCard, stepTreasureCard, stepWanderingMonsters } from './card-steps.ts';

const content = decksContent();
const WALLS: Wall[] = ['north', 'east', 'south', 'west'];
type Gen = Extract<Decision, { kind: 'generator' }>;

function driver(decks: DecksSetup, more: { seed?: number; width?: number; height?: number; auto?: boolean; c?: typeof content } = {}): DecksDriver {
  const seed = more.seed ?? 1;
  return decksDriver(more.c ?? content, { seed, decks, heroes: FIXTURE_PARTY, width: more.width ?? 48, height: more.height ?? 40, ...(more.auto === false ? {} : { choose: seededChooser(seed) }) });
}
const laidCards = (s: GameState) => decksState(s).laid.map((l) => l.card);
const area = (c: { size: [number, number] }) => c.size[0] * c.size[1];
const room = (id: string) => (FIXTURE_DECKS.rooms as Extract<DeckDef, { kind: 'rooms' }>).cards.find((c) => c.id === id)!;
const firstExit = (s: GameState) => Object.keys(decksState(s).exits)[0]!;

test('GLD-R01 random: the deck holds as many Room cards as the Objective card says, its room in the second half, drawn from the top', () => {
  for (const seed of [1, 2, 3, 4]) {
    const d = driver({ mode: 'random', objective: 'vault-raid' }, { seed });
    const g = decksState(d.state);
    const first = g.laid[0]!;
    const dealt = [first.drawn ?? first.card, ...g.draw];
    assert.equal(dealt.length, 20);
    assert.ok(dealt.indexOf('vault') >= 9, `the objective's room lies at ${dealt.indexOf('vault')}`);
    while (g.laid.length < 5 && Object.keys(g.exits).length > 0) d.explore(firstExit(d.state));
    // Cards are taken from the top; one that fits nowhere is spent on a false door (GLD-B01).
    const spent = dealt.slice(0, dealt.length - g.draw.length);
    let k = 0;
    for (const l of g.laid) {
      while (k < spent.length && spent[k] !== (l.drawn ?? l.card)) k++;
      assert.ok(k++ < spent.length, `seed ${seed}: ${l.card} laid out of the deck's order`);
    }
  }
});

test("GLD-R01 hand: the GM plays a Room card of the hand, in the GM's chosen order", () => {
  const d = driver({ mode: 'hand', objective: 'vault-raid' }, { auto: false });
  const s = d.state;
  const q = s.pending as unknown as Gen;
  assert.equal(q.kind, 'generator');
  assert.equal(q.seat, 'gm');
  const options = q.options as { card: string }[];
  assert.ok(options.length > 1);
  const hand = decksState(s).hand.length;
  const pick = options.findIndex((o) => room(o.card).kind === 'room' && room(o.card).size[0] <= 4);
  d.answer(pick >= 0 ? pick : 0);
  assert.equal(decksState(s).hand.length, hand - 1);
  // Where the room goes behind the way in is the GM's next choice.
  if ((s.pending as Gen | null)?.question.id === 'cardPlace') d.answer(0);
  const l = decksState(s).laid[0]!;
  assert.equal(l.drawn ?? l.card, options[pick >= 0 ? pick : 0]!.card);
});

test("GLD-R01 map: the quest map's Room cards are laid in its order, with no choice of card", () => {
  const d = driver({ mode: 'map', map: 'test-map' }, { width: 60, height: 50 });
  while (decksState(d.state).laid.length < 4 && Object.keys(decksState(d.state).exits).length > 0) d.explore(firstExit(d.state));
  const order = (FIXTURE_DECKS['test-map'] as Extract<DeckDef, { kind: 'map' }>).order;
  assert.deepEqual(decksState(d.state).laid.map((l) => l.drawn ?? l.card), order.slice(0, decksState(d.state).laid.length));
});

test('GLD-D01 GLD-D05 GLD-B01 doors are 2×1 and closed when found, one per wall; sections never overlap and stay in the playing area', () => {
  for (const decks of [{ mode: 'random', objective: 'deep' }, { mode: 'hand', objective: 'deep' }, { mode: 'map', map: 'test-map' }] as DecksSetup[]) {
    for (let seed = 1; seed <= 12; seed++) {
      const { state: s } = generateDecksDungeon(content, { seed, decks, heroes: FIXTURE_PARTY, width: 40, height: 32 });
      const g = decksState(s);
      for (const door of Object.values(s.map.doors)) {
        assert.equal(door.cells.length, 2, `seed ${seed}: door ${door.id} is 2 squares`);
        const [a, b] = door.cells as [number, number];
        assert.ok(Math.abs(a - b) === 1 || Math.abs(a - b) === s.map.width, `seed ${seed}: door ${door.id} squares side by side`);
      }
      for (const e of Object.values(g.exits)) if (e.door) assert.equal(s.map.doors[e.door]!.open, false, `seed ${seed}: an unexplored door is closed`);
      const secs = g.laid.map((l) => s.map.sections[l.section]!);
      for (const sec of secs) {
        assert.ok(sec.x >= 1 && sec.y >= 1 && sec.x + sec.w <= s.map.width - 1 && sec.y + sec.h <= s.map.height - 1, `seed ${seed}: ${sec.id} inside the area`);
        for (const w of WALLS) {
          const ids = new Set(wallCells(sec, w).map(([x, y]) => s.map.doorAt[y * s.map.width + x]).filter((id) => id !== undefined));
          assert.ok(ids.size <= 1, `seed ${seed}: ${sec.id} has ${ids.size} doors on its ${w} wall`);
        }
      }
      for (const a of secs) for (const b of secs) {
        if (a === b) continue;
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        assert.ok(apart, `seed ${seed}: ${a.id} overlaps ${b.id}`);
      }
    }
  }
});

test("GLD-R02 GLD-D01 the GM places a room's doors; the discovering hero places a corridor's, on its side walls", () => {
  const d = driver({ mode: 'map', map: 'test-map' }, { auto: false });
  const s = d.state;
  // The corridor beyond the stairway: found by a hero standing next to its opening.
  let q = s.pending as unknown as Gen;
  assert.equal(q.seat, 'p1');
  const corridor = s.map.sections[decksState(s).laid[0]!.section]!;
  for (const o of q.options as { wall: Wall }[]) assert.ok(o.wall === 'west' || o.wall === 'east');
  d.answer(0);
  assert.equal(s.pending, null);
  d.explore(firstExit(s), 'dwarf');
  // The hall: two doors, the GM's, one per wall.
  q = s.pending as unknown as Gen;
  assert.equal(q.seat, 'gm');
  d.answer(0);
  q = s.pending as unknown as Gen;
  if (!q) return;
  assert.equal(q.seat, 'gm');
  const hall = s.map.sections[decksState(s).laid[1]!.section]!;
  const walls = (q.options as { wall: Wall }[]).map((o) => o.wall);
  const used = WALLS.filter((w) => wallCells(hall, w).some(([x, y]) => s.map.tiles[y * s.map.width + x] === 'D'));
  for (const w of used) assert.ok(!walls.includes(w), `the ${w} wall already has a door`);
  assert.ok(corridor.kind === 'passage' && hall.kind === 'room');
});

test('GLD-B01 a Room card too big for the space is replaced by a smaller one; with none that fits the door is false', () => {
  const big: Record<string, DeckDef> = {
    rooms: { id: 'rooms', name: 'R', kind: 'rooms', cards: [room('great-hall'), room('hall'), room('chamber'), room('corridor')] },
    m: { id: 'm', name: 'M', kind: 'map', rooms: 'rooms', order: ['great-hall', 'corridor', 'corridor'] },
  };
  const c = decksContent(big);
  const d = driver({ mode: 'map', map: 'm' }, { width: 20, height: 12, c });
  const l = decksState(d.state).laid[0]!;
  assert.equal(l.drawn, 'great-hall');
  assert.ok(area(room(l.card)) < area(room('great-hall')), `${l.card} is smaller`);
  assert.ok(decksState(d.state).fallbacks >= 1);
  // Rock is filled in behind a door: nothing fits there, not even a corridor.
  const s = d.state;
  const exit = Object.values(decksState(s).exits).find((e) => e.door)!;
  assert.ok(exit, 'the room has a door');
  const beyond = exit.cells.map((cell) => cell + (exit.dir === 0 ? -s.map.width : exit.dir === 2 ? s.map.width : exit.dir === 1 ? 1 : -1));
  for (const cell of beyond) s.map.tiles = s.map.tiles.slice(0, cell) + '#' + s.map.tiles.slice(cell + 1);
  const before = s.events.length;
  d.explore(exit.id);
  assert.ok(s.events.slice(before).some((e) => e.type === 'falseDoor' && e.door === exit.door));
  assert.ok(decksState(s).falseDoors.includes(exit.door!));
});

test('GLD-B02 in a small playing area only what fits is laid: corridors shortened, turned or ended blind, rooms made smaller', () => {
  let fallbacks = 0;
  let shortened = 0;
  let smaller = 0;
  for (let seed = 1; seed <= 10; seed++) {
    const { state: s, summary } = generateDecksDungeon(content, { seed, decks: { mode: 'random', objective: 'deep' }, heroes: FIXTURE_PARTY, width: 24, height: 20 });
    fallbacks += summary.fallbacks;
    for (const l of decksState(s).laid) {
      const sec = s.map.sections[l.section]!;
      assert.ok(sec.x >= 1 && sec.y >= 1 && sec.x + sec.w <= 23 && sec.y + sec.h <= 19);
      // A corridor laid shorter than its card, a room laid as a smaller card than the one drawn.
      if (l.kind === 'corridor' && Math.max(sec.w, sec.h) < room(l.card).size[1]) shortened++;
      if (l.kind === 'room' && l.drawn !== null) smaller++;
    }
  }
  assert.ok(fallbacks > 5, `only ${fallbacks} fallbacks`);
  assert.ok(shortened > 0, 'no corridor was shortened to fit');
  assert.ok(smaller > 0, 'no room was made smaller to fit');
});

test('GLD-D03 with nothing else left a door may open onto explored floor, as a secret door unfound from the other side', () => {
  let checked = 0;
  for (let seed = 1; seed <= 10 && checked === 0; seed++) {
    const { state: s } = generateDecksDungeon(content, { seed, decks: { mode: 'random', objective: 'deep' }, heroes: FIXTURE_PARTY, width: 30, height: 24 });
    for (const l of decksState(s).laid) {
      const sec = s.map.sections[l.section]!;
      const slot = doorSlots(s, sec, WALLS, true).find((x) => x.behind === 'explored');
      if (!slot) continue;
      const exits = Object.keys(decksState(s).exits).length;
      const id = placeDoor(s, sec, slot);
      const door = s.map.doors[id]!;
      assert.equal(door.secret, true);
      assert.equal(door.cells.length, 2);
      assert.equal(Object.keys(decksState(s).exits).length, exits, 'no way on behind: it is explored');
      checked++;
      break;
    }
  }
  assert.equal(checked, 1);
});

test('GLD-B03 a dungeon with no way on left is detected and the players are told', () => {
  let closed = 0;
  for (let seed = 1; seed <= 8; seed++) {
    const { state: s, summary } = generateDecksDungeon(content, { seed, decks: { mode: 'map', map: 'test-map' }, heroes: FIXTURE_PARTY, width: 30, height: 24, maxSections: 100 });
    if (!summary.closed) continue;
    closed++;
    assert.equal(Object.keys(decksState(s).exits).length, 0);
    assert.ok(viewEvents(s, s.events, 'p1').some((e) => e.type === 'dungeonClosed'), 'told to the heroes');
    assert.equal(s.events.filter((e) => e.type === 'dungeonClosed').length, 1, 'once');
  }
  assert.ok(closed > 0);
});

test("GLD-C05 a Sentinel's section gets a door from the GM when none was generated, never on a quest map", () => {
  const rooms: DeckDef = { id: 'rooms', name: 'R', kind: 'rooms', cards: [room('vault'), { ...room('corridor'), doors: 0, id: 'bare' }] };
  const decks: Record<string, DeckDef> = {
    rooms, objectives: { id: 'objectives', name: 'O', kind: 'objectives', cards: [{ id: 'o', name: 'O', rooms: 2, room: 'vault' }] },
    vm: { id: 'vm', name: 'VM', kind: 'map', rooms: 'rooms', order: ['vault'] },
  };
  const c = decksContent(decks);
  const doorsOf = (s: GameState, sec: Section) => WALLS.filter((w) => wallCells(sec, w).some(([x, y]) => s.map.tiles[y * s.map.width + x] === 'D')).length;
  for (const seed of [1, 2, 3]) {
    const d = driver({ mode: 'random' }, { seed, c });
    while (Object.keys(decksState(d.state).exits).length > 0 && !decksState(d.state).laid.some((l) => l.card === 'vault')) d.explore(firstExit(d.state));
    const v = decksState(d.state).laid.find((l) => l.card === 'vault')!;
    assert.ok(doorsOf(d.state, d.state.map.sections[v.section]!) >= 1, `seed ${seed}: the vault has a door`);
  }
  const m = driver({ mode: 'map', map: 'vm' }, { c });
  const v = decksState(m.state).laid[0]!;
  assert.equal(doorsOf(m.state, m.state.map.sections[v.section]!), 0, 'a quest map is as drawn');
});

test('GLD-T02 GLD-K02 Wandering Monsters surprise a random hero in its section; an Ambush waits for a room or corridor encounter', () => {
  const d = driver({ mode: 'map', map: 'test-map' });
  const s = d.state;
  const g = decksState(s);
  g.piles.dungeon = ['ambush'];
  stepDungeonCard(s, { k: 'gen', g: 'dungeonCard' });
  assert.deepEqual(g.ambush, ['goblin', 'goblin']);
  g.piles.wandering = ['orcs'];
  stepWanderingMonsters(s);
  const enc = s.stack.at(-1)!;
  assert.equal(enc.k, 'encounter');
  const met = (enc.monsters as string[]).map((id) => s.models[id]!);
  assert.deepEqual(met.map((m) => m.type), ['orc', 'orc'], 'no ambushers among wandering monsters');
  const drawn = s.events.filter((e) => e.type === 'cardDrawn' && e.deck === 'wandering').at(-1)!;
  const hero = s.models[(drawn as { model: string }).model]!;
  assert.equal(hero.side, 'heroes');
  assert.equal(enc.section, Object.values(s.map.sections).find((x) => hero.x >= x.x && hero.y >= x.y && hero.x < x.x + x.w && hero.y < x.y + x.h)!.id);
  assert.deepEqual(g.ambush, ['goblin', 'goblin'], 'still waiting');
  s.stack = [];
  // The den (3 goblins) is the third card of the map: the ambushers join it.
  while (g.laid.length < 3) d.explore(firstExit(s));
  const den = g.laid.find((l) => l.card === 'den');
  if (den) {
    const there = s.order.filter((id) => s.models[id]!.home === den.section).map((id) => s.models[id]!.type);
    // Three goblins and two ambushers: the normal level is the game as printed (docs/difficulty.md).
    assert.equal(there.filter((t) => t === 'goblin').length, 5);
    assert.deepEqual(g.ambush, []);
  }
});

test('GLD-K01 Dungeon cards: wounds as skulls against shields (none for a pit, which allows no defence), a passage caved in, gold lost', () => {
  const d = driver({ mode: 'random', objective: 'deep' });
  const s = d.state;
  const g = decksState(s);
  g.piles.dungeon = ['darts', 'cave-in', 'cutpurse'];
  stepDungeonCard(s, { k: 'gen', g: 'dungeonCard', model: 'dwarf' });
  const dmg = s.events.filter((e) => e.type === 'damage').at(-1)! as Extract<GameState['events'][number], { type: 'damage' }>;
  assert.equal(dmg.target, 'dwarf');
  assert.equal(dmg.faces.length, 2);
  assert.equal(dmg.wounds, Math.max(0, dmg.skulls! - dmg.shields!));
  assert.deepEqual(s.stack.at(-1), { k: 'wound', target: 'dwarf', wounds: dmg.wounds, by: null, critical: false });
  s.stack = [];
  const exits = Object.keys(g.exits).length;
  assert.ok(exits > 0);
  stepDungeonCard(s, { k: 'gen', g: 'dungeonCard' });
  assert.equal(Object.keys(g.exits).length, exits - 1);
  assert.ok(s.events.some((e) => e.type === 'passageClosed'));
  s.stack = [];
  s.models.dwarf!.gold = 25;
  stepDungeonCard(s, { k: 'gen', g: 'dungeonCard' });
  assert.equal(s.models.dwarf!.gold, 15);
  // A card that allows no defence (a pit): the hero rolls no shields, every skull is a wound.
  const dungeon = FIXTURE_DECKS.dungeon as Extract<DeckDef, { kind: 'dungeon' }>;
  const pit = { id: 'pit', name: 'Pit', effect: { type: 'wounds' as const, dice: 2, who: 'one' as const, noDefence: true } };
  const p = driver({ mode: 'random', objective: 'deep' }, { c: decksContent({ dungeon: { ...dungeon, cards: [...dungeon.cards, pit] } }) }).state;
  decksState(p).piles.dungeon = ['pit'];
  stepDungeonCard(p, { k: 'gen', g: 'dungeonCard', model: 'dwarf' });
  const fall = p.events.filter((e) => e.type === 'damage').at(-1)! as Extract<GameState['events'][number], { type: 'damage' }>;
  assert.equal(fall.target, 'dwarf');
  assert.equal(fall.faces.length, 2);
  assert.deepEqual(fall.defence, []);
  assert.equal(fall.wounds, fall.skulls);
});

test('GLD-X08 GLD-X10 a Treasure card goes to its finder; a chest holds one, hidden until opened', () => {
  const d = driver({ mode: 'map', map: 'test-map' }, { width: 60, height: 50 });
  const s = d.state;
  decksState(s).piles.treasure = ['purse'];
  const gold = s.models.elf!.gold;
  stepTreasureCard(s, { k: 'gen', g: 'treasureCard', model: 'elf' });
  assert.equal(s.models.elf!.gold, gold + 30);
  while (decksState(s).laid.length < 3 && Object.keys(decksState(s).exits).length > 0) d.explore(firstExit(s));
  const chests = Object.values(s.map.chests);
  assert.ok(chests.length > 0, 'the den has a chest');
  for (const c of view(s, 'p1').map.chests) assert.equal(c.items, null);
});

test('GLD-X09 GLD-D05 a found secret door goes on the searched wall, first where its finder stands nearest, 2×1, with a way on behind', () => {
  const d = driver({ mode: 'map', map: 'test-map' }, { width: 60, height: 50 });
  const s = d.state;
  const sec = s.map.sections[decksState(s).laid[0]!.section]!;
  const hero = s.models.barbarian!;
  const wall = WALLS.find((w) => doorSlots(s, sec, [w], false).length > 0)!;
  const exits = Object.keys(decksState(s).exits).length;
  const id = findSecretDoor(s, hero, sec, wall)!;
  assert.ok(id);
  const door = s.map.doors[id]!;
  assert.equal(door.secret, true);
  assert.equal(door.cells.length, 2);
  assert.equal(Object.keys(decksState(s).exits).length, exits + 1);
  assert.equal(findSecretDoor(s, hero, sec, wall), null, 'one door per wall');
});

test("GLD-D04 the finder's seat chooses where along the searched wall a found secret door goes, among places it can see", () => {
  let decisions = 0;
  for (let seed = 1; seed <= 30 && decisions < 5; seed++) {
    const d = driver({ mode: 'random', objective: 'deep' }, { seed, auto: false, width: 60, height: 50 });
    const s = d.state;
    const pick = seededChooser(seed);
    const settle = () => {
      while (s.pending) {
        const p = s.pending as Gen;
        if (p.question.rule !== 'GLD-D04') {
          d.answer(pick(s, p));
          continue;
        }
        decisions++;
        assert.equal(p.seat, 'p3', 'the decision is the finder\'s (the elf, p3), not the Leader\'s');
        const options = p.options as { wall: Wall; at: [[number, number], [number, number]]; behind: string }[];
        assert.ok(options.length > 1);
        assert.ok(options.every((o) => o.wall === options[0]!.wall), 'every place is on the searched wall');
        assert.deepEqual(p.question, { id: 'secretDoor', rule: 'GLD-D04', model: 'elf', wall: options[0]!.wall }, 'the elf is asked about its own find');
        const v = view(s, p.seat);
        assert.deepEqual(v.pending, p, 'the finder sees its decision');
        const tile = ([x, y]: [number, number]) => v.map.tiles[y * s.map.width + x];
        assert.ok(options.every((o) => o.at.every((sq) => tile(sq) === '#' || tile(sq) === 'D')), 'only wall squares the finder sees are offered');
        const placed = options.findIndex((o) => o.at.every((sq) => tile(sq) === 'D'));
        assert.ok(placed >= 0, 'the door stands at one of the places while the finder chooses');
        const k = (placed + 1) % options.length;
        const id = s.map.doorAt[options[placed]!.at[0][1] * s.map.width + options[placed]!.at[0][0]]!;
        d.answer(k);
        const door = s.map.doors[id]!;
        assert.deepEqual(door.cells, options[k]!.at.map(([x, y]) => y * s.map.width + x), 'the door moved to the place chosen');
        for (const [x, y] of options[placed]!.at) if (!door.cells.includes(y * s.map.width + x)) assert.equal(s.map.tiles[y * s.map.width + x], '#', 'the first place is wall again');
        const exit = Object.values(decksState(s).exits).find((e) => e.door === id);
        assert.ok(exit, 'a way on lies behind the door where it now is');
        assert.ok(exit.cells.every((c) => door.cells.some((dc) => Math.abs((c % s.map.width) - (dc % s.map.width)) + Math.abs(Math.floor(c / s.map.width) - Math.floor(dc / s.map.width)) === 1)));
      }
    };
    settle();
    for (let guard = 0; guard < 200 && !s.result; guard++) {
      const exit = firstExit(s);
      if (exit) {
        d.explore(exit);
        settle();
        continue;
      }
      const sec = s.map.sectionOrder.map((id) => s.map.sections[id]!).find((x) => x.revealed && WALLS.some((w) => !x.searchedWalls.includes(w) && doorSlots(s, x, [w], false).length > 1));
      if (!sec) break;
      d.search(sec.id, WALLS.find((w) => !sec.searchedWalls.includes(w) && doorSlots(s, sec, [w], false).length > 1)!, 'elf');
      settle();
    }
  }
  assert.ok(decisions >= 5, `only ${decisions} secret doors with a choice of place`);
});

test('GLD-R01 taking the objective: the heroes win when a hero stands in the Objective room, its monsters slain and its chest opened, no fight under way', () => {
  let checked = 0;
  for (let seed = 1; seed <= 20 && checked < 3; seed++) {
    const d = driver({ mode: 'random', objective: 'vault-raid' }, { seed, width: 70, height: 60 });
    const s = d.state;
    const g = decksState(s);
    for (let guard = 0; guard < 100 && !g.objectiveSection && firstExit(s); guard++) d.explore(firstExit(s));
    if (!g.objectiveSection) continue;
    checked++;
    const room = s.map.sections[g.objectiveSection]!;
    assert.equal(g.laid.find((l) => l.section === room.id)!.drawn ?? g.laid.find((l) => l.section === room.id)!.card, 'vault', 'the Objective room is the objective card\'s room');
    const check = () => {
      s.stack.push({ k: 'generatePending' });
      d.run();
      return s.result;
    };
    const hero = s.models.barbarian!;
    const guards = s.order.map((id) => s.models[id]!).filter((m) => m.home === room.id);
    assert.ok(guards.length > 0, 'the vault is guarded');
    [hero.x, hero.y] = [room.x, room.y];
    assert.equal(check(), null, 'not while its monsters live');
    for (const m of guards) m.status.dead = true;
    const chest = Object.values(s.map.chests).find((c) => c.cell === room.y * s.map.width + room.x + Math.floor(room.h / 2) * s.map.width + Math.floor(room.w / 2))!;
    assert.ok(chest && !chest.open, 'the vault holds a closed chest');
    assert.equal(check(), null, 'not while its chest is closed');
    chest.open = true;
    [hero.x, hero.y] = [room.x - 2, room.y - 2];
    assert.equal(check(), null, 'not while no hero stands in it');
    [hero.x, hero.y] = [room.x, room.y];
    hero.status.ko = true;
    assert.equal(check(), null, 'not by a hero knocked out');
    hero.status.ko = false;
    s.combat = { round: 1 } as GameState['combat'];
    assert.equal(check(), null, 'not during a fight');
    s.combat = null;
    assert.deepEqual(check(), { winner: 'heroes', reason: 'objective' });
    assert.ok(s.events.some((e) => e.type === 'gameOver' && e.result.reason === 'objective'));
  }
  assert.equal(checked, 3, 'three dungeons reached their Objective room');
});

test('GLD-R01 a quest map has no Objective room: laying its rooms wins nothing', () => {
  const d = driver({ mode: 'map', map: 'test-map' }, { width: 70, height: 60 });
  for (let guard = 0; guard < 50 && firstExit(d.state); guard++) d.explore(firstExit(d.state));
  assert.ok(laidCards(d.state).includes('vault'));
  assert.equal(decksState(d.state).objectiveSection, null);
  assert.equal(d.state.result, null);
});

test('GLD-R01 GLD-B01 the GM places a room that fits in several places behind its way in; each place shares the wall of the way in', () => {
  let asked = 0;
  for (let seed = 1; seed <= 5; seed++) {
    const d = driver({ mode: 'random', objective: 'deep' }, { seed, auto: false, width: 60, height: 50 });
    const s = d.state;
    const pick = seededChooser(seed);
    for (let guard = 0; guard < 60; guard++) {
      const p = s.pending as Gen | null;
      if (p?.question.id === 'cardPlace') {
        asked++;
        assert.equal(p.seat, 'gm');
        const exit = Object.values(decksState(s).exits).find((e) => p.options.every((r) => {
          const { x, y, w, h } = r as { x: number; y: number; w: number; h: number };
          return e.cells.every((c) => (c % s.map.width) >= x && (c % s.map.width) < x + w && Math.floor(c / s.map.width) >= y && Math.floor(c / s.map.width) < y + h);
        }));
        assert.ok(exit, 'every place takes in the squares of the way in');
        const k = p.options.length - 1;
        const want = p.options[k] as { x: number; y: number; w: number; h: number };
        const before = decksState(s).laid.length;
        d.answer(k);
        const sec = s.map.sections[decksState(s).laid[before]!.section]!;
        assert.deepEqual([sec.x, sec.y, sec.w, sec.h], [want.x, want.y, want.w, want.h], 'the room is where the GM put it');
      } else if (p) d.answer(pick(s, p));
      else if (firstExit(s)) d.explore(firstExit(s));
      else break;
    }
  }
  assert.ok(asked > 5, `the GM placed only ${asked} rooms`);
});

test('GLD-C05 GLD-D05 a door the ruleset adds for a Sentinel is made 2×1 and leads on', async () => {
  const { placeDoor: rulesetDoor } = await import('../../crawl/surprise.ts');
  const d = driver({ mode: 'map', map: 'test-map' }, { width: 60, height: 50 });
  const s = d.state;
  const sec = s.map.sections[decksState(s).laid[0]!.section]!;
  const wall = WALLS.find((w) => doorSlots(s, sec, [w], false).length > 0)!;
  const slot = doorSlots(s, sec, [wall], false)[0]!;
  const exits = Object.keys(decksState(s).exits).length;
  const id = rulesetDoor(s, { x: slot.at[0][0], y: slot.at[0][1] });
  assert.equal(s.map.doors[id]!.cells.length, 2);
  for (const c of s.map.doors[id]!.cells) assert.equal(s.map.tiles[c], 'D');
  assert.equal(Object.keys(decksState(s).exits).length, exits + 1);
});
