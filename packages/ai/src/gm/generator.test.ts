// The generator choices of the Gamesmaster AI and the hero bots: doors face open space, rooms and
// passages leave room around them, the objective's room comes last, and the whole dungeon grows
// larger than with the first or a random answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { dungeonDriver, generateDungeon, seededChooser, type Decision, type GameState } from '@delve/engine';
import { gmGenerator } from './generator.ts';
import { heroGenerator } from '../heroes/generator.ts';

type Gen = Extract<Decision, { kind: 'generator' }>;
const content = await loadDefaultContent('ahq');
const choice = (s: GameState, d: Gen) => {
  const a = d.seat === 'gm' ? gmGenerator(s, d) : heroGenerator(s, d);
  assert.equal(a.kind, 'generator');
  return (a as { choice: number }).choice;
};

/** A game of the standard quest at the Leader's first choice of a door's wall (west, then east), with
 * a revealed room laid `side` of the first passage: that side has no room to grow. */
function crowded(side: 'west' | 'east'): { s: GameState; d: Gen; wall: { west: [number, number]; east: [number, number] } } {
  for (let seed = 1; ; seed++) {
    const drv = dungeonDriver(content, { quest: 'standard', seed });
    const s = drv.state;
    const d = s.pending as Gen | null;
    if (!d || d.question.id !== 'passageDoorSide') continue;
    const options = d.options as { section: string; wall: string }[];
    if (options.length !== 2 || options[0]!.wall !== 'west' || options[0]!.section !== options[1]!.section) continue;
    const sec = s.map.sections[options[0]!.section]!;
    const x = side === 'west' ? sec.x - 7 : sec.x + sec.w + 2;
    const tiles = s.map.tiles.split('');
    for (let y = sec.y - 1; y <= sec.y + sec.h; y++) for (let cx = x - 1; cx <= x + 5; cx++) tiles[y * s.map.width + cx] = cx === x - 1 || cx === x + 5 || y === sec.y - 1 || y === sec.y + sec.h ? '#' : '.';
    s.map.tiles = tiles.join('');
    s.map.sections.fake = { id: 'fake', kind: 'room', type: 'normal', x, y: sec.y, w: 5, h: sec.h, revealed: true, monsters: [], hiddenTreasure: null, treasureSearched: false, searchedWalls: [] };
    s.map.sectionOrder.push('fake');
    const mid = sec.y + (sec.h >> 1);
    return { s, d, wall: { west: [sec.x - 1, mid], east: [sec.x + sec.w, mid] } };
  }
}

test('AHQ-E23 the Leader bot puts a new door on the side of the passage that faces unexplored space', () => {
  const w = crowded('west');
  assert.equal(choice(w.s, w.d), 1, 'the west side is taken up: the east wall');
  const e = crowded('east');
  assert.equal(choice(e.s, e.d), 0, 'the east side is taken up: the west wall');
});

test("AHQ-E23 the GM AI puts a door's square where open rock lies beyond, and a room where room is left around it", () => {
  for (const side of ['west', 'east'] as const) {
    const { s, d, wall } = crowded(side);
    // A door's square on either wall of the passage, as the GM places a room's doors (one per wall).
    const section = (d.options[0] as { section: string }).section;
    const squares: Gen = { kind: 'generator', seat: 'gm', question: { id: 'roomDoor', rule: 'AHQ-E23', section }, options: [wall.west, wall.east] };
    assert.equal(choice(s, squares), side === 'west' ? 1 : 0);
    const [wx, wy] = side === 'west' ? wall.east : wall.west;
    // Two places for a 4×4 room at the open wall: flush against the crowded side's row, or away.
    const rooms: Gen = { kind: 'generator', seat: 'gm', question: { id: 'roomPlace', rule: 'AHQ-E25', room: 'normal' }, options: [
      { x: side === 'west' ? wx + 1 : wx - 4, y: wy - 30, w: 4, h: 4 },
      { x: side === 'west' ? wx + 1 : wx - 4, y: wy - 1, w: 4, h: 4 },
    ] };
    assert.equal(choice(s, rooms), 1, 'not against the edge of the playing area');
  }
});

test("GLD-R01 the GM AI keeps the objective's room and the lairs for later, and plays what opens the dungeon first", () => {
  const { s } = crowded('west');
  const hand: Gen = { kind: 'generator', seat: 'gm', question: { id: 'handCard', rule: 'GLD-R01' }, options: [
    { card: 'vault', name: 'Vault', kind: 'room', size: [6, 5], doors: 0, monsters: 3, objective: true },
    { card: 'den', name: 'Den', kind: 'room', size: [5, 5], doors: 2, monsters: 4, objective: false },
    { card: 'corridor', name: 'Corridor', kind: 'corridor', size: [2, 8], doors: 1, monsters: 0, objective: false },
  ] };
  assert.equal(choice(s, hand), 2, 'early on: the corridor');
  // Deep in the dungeon: the objective.
  for (let i = 0; i < 12; i++) {
    s.map.sections[`deep${i}`] = { ...s.map.sections.fake!, id: `deep${i}` };
    s.map.sectionOrder.push(`deep${i}`);
  }
  assert.equal(choice(s, hand), 0, 'twelve sections in: the objective');
});

test('AHQ-E23 AHQ-E25 AHQ-E26 dungeons grow larger when the AI seats choose than with the first or a random answer', () => {
  const size = (choose?: (s: GameState, d: Gen) => number) => {
    let n = 0;
    for (let seed = 1; seed <= 60; seed++) n += generateDungeon(content, { quest: 'standard', seed, maxSections: Infinity, ...(choose ? { choose } : {}) }).summary.sections;
    return n / 60;
  };
  const ai = size(choice);
  const first = size(() => 0);
  // Random answers over several choosers: one chooser's 60 dungeons vary by three sections or so
  // from another's, more than the AI's lead over their mean.
  const randoms = [7, 8, 9].map((k) => size(seededChooser(k)));
  const random = randoms.reduce((a, b) => a + b, 0) / randoms.length;
  assert.ok(ai > first && ai > random, `AI ${ai} sections, first ${first}, random ${random} (${randoms.join(', ')})`);
});
