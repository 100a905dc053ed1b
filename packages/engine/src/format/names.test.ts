// Things named as the table names them: monsters by kind and a number that holds for the fight,
// heroes by name, doors, chests and traps by where they are, in English and Italian, and never by
// an internal id; the log told after the fact names a slain monster as it was named alive.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, createGame } from '../game.ts';
import { modelRefs, modelsNamed, view, viewEvents } from '../view.ts';
import type { Answer, GameEvent, GameState, Seat } from '../types.ts';
import type { Content } from '../content-types.ts';
import { fixtureContent } from '../testing/fixture-content.ts';
import { formatEvent, formatPrompt, type PromptDecision } from './index.ts';
import { contentWords, naming } from './names.ts';

/** The fixture content, with Italian names for what these tests name. */
const content: Content = {
  ...fixtureContent,
  monsters: {
    ...fixtureContent.monsters,
    goblin: { ...fixtureContent.monsters.goblin!, names: { en: 'Goblin', it: 'Goblin' } },
    orc: { ...fixtureContent.monsters.orc!, names: { en: 'Orc', it: 'Orco' } },
  },
  heroes: { ...fixtureContent.heroes, barbarian: { ...fixtureContent.heroes.barbarian!, names: { en: 'Barbarian', it: 'Barbaro' } } },
  weapons: { ...fixtureContent.weapons, sword: { ...fixtureContent.weapons.sword!, names: { en: 'Sword', it: 'Spada' } } },
};

/** A room (with a door in its north wall and a chest) and a passage beyond; three goblins and an
 * orc in the room, the barbarian among them. */
function fight(dice: number[]): GameState {
  return createGame({
    ruleset: 'ahq', options: {}, packs: ['fixture'], seed: 1, dice,
    setup: {
      map: ['###+####', '#......#', '#......#', '#......#', '########'],
      sections: [{ id: 'hall', kind: 'room', x: 1, y: 1, w: 6, h: 3, revealed: true }],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [2, 2], id: 'barbarian', fate: 0 }],
      monsters: [
        { type: 'goblin', at: [3, 2], id: 'm1' }, { type: 'goblin', at: [5, 1], id: 'm2' },
        { type: 'goblin', at: [5, 3], id: 'm3' }, { type: 'orc', at: [6, 2], id: 'm4' },
      ],
      chests: [{ at: [1, 3], gold: 5 }],
      start: 'combat',
    },
  }, content);
}

function play(s: GameState, seat: Seat, a: Answer): { s: GameState; events: GameEvent[] } {
  const r = apply(s, seat, a);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return { s: r.state, events: r.events };
}

// Seats (p1…) are named by the players' own names, elsewhere.
// Dice (d6, d12) are no ids.
const ID = /\b(?:m\d+|d(?!(?:3|6|12)\b)\d+(?:-\d+)?|c\d+|s\d+|t\d+(?:-\d+)?)\b/;

test('monsters are named by kind and a number that a death does not change; heroes by name; in English and Italian', () => {
  let s = fight([10, 12, 12, ...Array(40).fill(6)]);
  const v = view(s, 'p1');
  const en = naming(v, contentWords(content), 'en');
  const it = naming(v, contentWords(content), 'it');
  assert.deepEqual(['m1', 'm2', 'm3', 'm4', 'barbarian'].map(en.model), ['Goblin 1', 'Goblin 2', 'Goblin 3', 'Orc 1', 'Barbarian']);
  assert.deepEqual(['m4', 'barbarian'].map(it.model), ['Orco 1', 'Barbaro']);
  // The barbarian kills goblin 1: the others keep their numbers.
  const events: GameEvent[] = [...s.events];
  if (s.pending!.kind === 'choosePlayer') ({ s } = play(s, 'p1', { kind: 'choosePlayer', player: 'p1' }));
  const r = play(s, 'p1', { kind: 'attack', model: 'barbarian', target: 'm1' });
  s = r.s;
  events.push(...r.events);
  assert.ok(s.models.m1!.status.dead, 'goblin 1 is slain');
  const after = view(s, 'p1');
  assert.ok(!after.models.some((m) => m.id === 'm1'), 'the slain goblin leaves the hero seat\'s view');
  const known = modelRefs(s, 'p1', modelsNamed(events));
  const later = naming(after, contentWords(content), 'en', known);
  assert.deepEqual(['m1', 'm2', 'm3'].map(later.model), ['Goblin 1', 'Goblin 2', 'Goblin 3']);
  // The log, told again from the events: the slain goblin by its name, no id anywhere.
  const log = viewEvents(s, events, 'p1').map((e) => formatEvent(e, later, 'en'));
  assert.ok(log.some((l) => /Goblin 1 dies/.test(l)), log.join(" / "));
  for (const l of log) assert.doesNotMatch(l, ID, l);
  const itLog = viewEvents(s, events, 'p1').map((e) => formatEvent(e, naming(after, contentWords(content), 'it', known), 'it'));
  assert.ok(itLog.some((l) => /^Il Barbaro attacca il Goblin 1 con la Spada/.test(l)), itLog.join('\n'));
});

test('a monster coming into play takes the number after the highest of its kind still in play; a new fight begins at 1', () => {
  const s = fight([]);
  const numbers = () => Object.values(s.models).filter((m) => m.side === 'monsters').map((m) => `${m.type} ${m.number}`);
  assert.deepEqual(numbers(), ['goblin 1', 'goblin 2', 'goblin 3', 'orc 1']);
});

test('doors, chests and traps are named by wall and section, "this room" to a model standing in it, never by id', () => {
  const s = fight([]);
  const v = view(s, 'p1');
  const en = naming(v, contentWords(content), 'en');
  const it = naming(v, contentWords(content), 'it');
  const door = v.map.doors[0]!.id;
  const chest = v.map.chests[0]!.id;
  assert.equal(en.door(door, 'barbarian'), 'the north door of this room');
  assert.equal(en.door(door), 'the north door of room 1');
  assert.equal(it.door(door, 'barbarian'), 'la porta nord di questa stanza');
  assert.equal(it.door(door), 'la porta nord della stanza 1');
  assert.equal(en.chest(chest, 'barbarian'), 'the chest in this room');
  assert.equal(it.chest(chest), 'lo scrigno nella stanza 1');
  assert.equal(en.side('hall', 'east'), 'the east side of room 1');
});

test('DEC-17 a door is named after the revealed sections beside it, never after an unexplored one behind it', () => {
  const s = createGame({
    ruleset: 'ahq', options: {}, packs: ['fixture'], seed: 1, dice: [],
    setup: {
      map: ['#######', '#...+.#', '#######'],
      sections: [
        { id: 'hall', kind: 'room', x: 1, y: 1, w: 3, h: 1, revealed: true },
        { id: 'vault', kind: 'room', x: 5, y: 1, w: 1, h: 1, revealed: false },
      ],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'barbarian', fate: 0 }],
    },
  }, content);
  const v = view(s, 'p1');
  const en = naming(v, contentWords(content), 'en');
  assert.equal(en.door(v.map.doors[0]!.id), 'the east door of room 1');
  // The GM's names count the same sections: the vault is no room of the table's until revealed.
  assert.equal(naming(view(s, 'gm'), contentWords(content), 'en').door(v.map.doors[0]!.id), 'the east door of room 1');
});

test('DEC-17 a hero seat asked to place monsters gets their names with the question, and no name of a monster it was not told of', () => {
  const s = fight([]);
  // Goblins 2 and 3 wait off the board (AHQ-C50): only the GM sees them.
  for (const id of ['m2', 'm3']) Object.assign(s.models[id]!, { x: -1, y: -1, status: { ...s.models[id]!.status, away: true } });
  assert.deepEqual(Object.keys(view(s, 'p1').named ?? {}), [], 'the waiting goblins are the GM\'s secret');
  s.pending = { kind: 'placeMonsters', seat: 'p1', monsters: ['m2'], section: 'hall' };
  const v = view(s, 'p1');
  assert.deepEqual(Object.keys(v.named ?? {}), ['m2']);
  assert.equal(naming(v, contentWords(content), 'en', v.named).model('m2'), 'Goblin 2');
  assert.equal(naming(v, contentWords(content), 'en', v.named).model('m3'), 'm3', 'goblin 3 is not named to the heroes');
});

test('a generator question names its section by kind and number, never by id, in English and Italian', () => {
  const s = fight([]);
  const d: PromptDecision = { kind: 'generator', seat: 'gm', question: { id: 'roomDoor', rule: 'AHQ-E23', section: 'hall' }, options: [] };
  const en = formatPrompt(d, naming(view(s, 'gm'), contentWords(content), 'en'), 'en');
  const it = formatPrompt(d, naming(view(s, 'gm'), contentWords(content), 'it'), 'it');
  assert.equal(en, 'The GM places a door of room 1: one door per wall (AHQ-E23).');
  assert.equal(it, 'Il GM piazza una porta della stanza 1: una porta per parete (AHQ-E23).');
});
