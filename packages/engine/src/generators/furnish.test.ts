// Furniture laid by both generators over many dungeons: each piece inside one room, on squares no
// chest, trap, door, model or other piece holds, never in front of a way in, never cutting the
// room in two; the same seed lays the same pieces; doors placed later never open onto one.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Content, FurnishingDef, TableDef } from '../content-types.ts';
import type { GameState, Section } from '../types.ts';
import { questContent } from '../testing/fixture-quest.ts';
import { decksContent, FIXTURE_DECKS, FIXTURE_PARTY } from './decks/fixture.ts';
import { generateDungeon } from './tables/headless.ts';
import { generateDecksDungeon } from './decks/headless.ts';
import { connected, furnishingPlaces, layFurnishings, rectCells, waysInto } from './furnish.ts';
import { initialState } from '../state.ts';
import { rulesetOf } from '../game.ts';
import { fixtureContent } from '../testing/fixture-content.ts';
import { furnishingAt, obstacleCells, walkable } from '../board.ts';

const FURNISHINGS: Record<string, FurnishingDef> = {
  table: { id: 'table', name: 'Table', size: [2, 1], icon: 'table' },
  'round-table': { id: 'round-table', name: 'Round table', size: [2, 2], icon: 'round-table' },
  statue: { id: 'statue', name: 'Statue', size: [1, 1], icon: 'colombian-statue' },
  bed: { id: 'bed', name: 'Bed', size: [1, 2], icon: 'bed' },
};

function tablesContent(width: number): Content {
  const base = questContent({ width, height: width });
  const furnished = (id: string, rows: TableDef['rows']): TableDef => ({ ...base.tables[id]!, rows });
  const pieces = [['table'], ['round-table', 'statue'], ['bed', 'table', 'statue'], [], ['statue', 'statue'], ['round-table', 'round-table', 'bed']];
  return {
    ...base,
    furnishings: FURNISHINGS,
    tables: {
      ...base.tables,
      empty: furnished('empty', base.tables.empty!.rows.map((r, i) => ({ ...r, furnishings: pieces[i]! }))),
      lair: furnished('lair', base.tables.lair!.rows.map((r, i) => ({ ...r, furnishings: pieces[(i + 2) % 6]! }))),
    },
  };
}

function decksFurnished(): Content {
  const rooms = FIXTURE_DECKS.rooms!;
  if (rooms.kind !== 'rooms') throw new Error('fixture rooms deck');
  const cards = rooms.cards.map((c) => (c.kind === 'room' ? { ...c, furnishings: c.size[0] * c.size[1] >= 16 ? ['round-table', 'table', 'bed', 'statue'] : ['statue', 'table'] } : c));
  return { ...decksContent({ rooms: { ...rooms, cards } }), furnishings: FURNISHINGS };
}

const roomsOf = (s: GameState) => s.map.sectionOrder.map((id) => s.map.sections[id]!).filter((sec) => sec.kind === 'room');
const inside = (sec: Section, c: number, w: number) => {
  const x = c % w, y = Math.floor(c / w);
  return x >= sec.x && y >= sec.y && x < sec.x + sec.w && y < sec.y + sec.h;
};

/** Every rule a laid piece keeps; returns how many pieces there were. */
function checkFurniture(name: string, s: GameState, content: Content): { pieces: number; turned: number; big: number } {
  const map = s.map;
  const w = map.width;
  const all = Object.values(map.furnishings ?? {});
  const seen = new Map<number, string>();
  let turned = 0, big = 0;
  for (const f of all) {
    const def = content.furnishings![f.type]!;
    const xs = f.cells.map((c) => c % w), ys = f.cells.map((c) => Math.floor(c / w));
    const fw = Math.max(...xs) - Math.min(...xs) + 1, fh = Math.max(...ys) - Math.min(...ys) + 1;
    assert.equal(f.cells.length, fw * fh, `${name}: ${f.id} is a rectangle`);
    assert.ok((fw === def.size[0] && fh === def.size[1]) || (fw === def.size[1] && fh === def.size[0]), `${name}: ${f.id} is ${def.size}, as written or turned`);
    if (fw !== def.size[0]) turned++;
    if (f.cells.length >= 4) big++;
    const room = roomsOf(s).find((sec) => inside(sec, f.cells[0]!, w));
    assert.ok(room, `${name}: ${f.id} stands in a room`);
    for (const c of f.cells) {
      assert.ok(inside(room, c, w), `${name}: ${f.id} lies wholly in ${room.id}`);
      assert.equal(map.tiles[c], '.', `${name}: ${f.id} stands on floor`);
      assert.equal(seen.get(c), undefined, `${name}: ${f.id} overlaps ${seen.get(c)}`);
      seen.set(c, f.id);
      assert.ok(!Object.values(map.chests).some((ch) => ch.cell === c), `${name}: ${f.id} on a chest`);
      assert.ok(!Object.values(map.traps).some((t) => t.cell === c), `${name}: ${f.id} on a trap`);
      for (const id of s.order) {
        const m = s.models[id]!;
        if (!m.status.dead && !m.status.left && !m.status.away) assert.notEqual(m.y * w + m.x, c, `${name}: ${m.id} stands on ${f.id}`);
      }
      // Never in front of a door or an opening, whenever that was made.
      for (const way of waysInto(map, room)) {
        assert.notEqual(Math.abs((way % w) - (c % w)) + Math.abs(Math.floor(way / w) - Math.floor(c / w)), 1, `${name}: ${f.id} in front of the way in at ${way % w},${Math.floor(way / w)}`);
      }
    }
  }
  for (const room of roomsOf(s)) {
    const blocked = obstacleCells(map);
    assert.ok(connected(w, rectCells(map, room), blocked), `${name}: ${room.id}'s floor is in one piece`);
  }
  return { pieces: all.length, turned, big };
}

describe('furnishings laid by the generators', () => {
  it('the tables generator furnishes rooms from their contents rows: never overlapping, never before a door, never cutting a room, over 60 dungeons', () => {
    let pieces = 0, turned = 0, big = 0;
    for (const [width, seeds] of [[40, 40], [24, 20]] as const) {
      const content = tablesContent(width);
      for (let seed = 1; seed <= seeds; seed++) {
        const { state } = generateDungeon(content, { quest: 'test', seed, maxSections: 200 });
        const got = checkFurniture(`${width}×${width} seed ${seed}`, state, content);
        pieces += got.pieces; turned += got.turned; big += got.big;
      }
    }
    assert.ok(pieces > 100, `${pieces} pieces laid`);
    assert.ok(turned > 0 && big > 0, `${turned} turned, ${big} of 2×2`);
  });

  it('the decks generator lays the furnishings of Room cards the same way, in every mode', () => {
    const content = decksFurnished();
    let pieces = 0;
    for (const decks of [{ mode: 'random' as const, objective: 'deep' }, { mode: 'map' as const, map: 'test-map' }]) {
      for (let seed = 1; seed <= 15; seed++) {
        const { state } = generateDecksDungeon(content, { seed, decks, heroes: FIXTURE_PARTY, maxSections: 60 });
        pieces += checkFurniture(`${decks.mode} seed ${seed}`, state, content).pieces;
      }
    }
    assert.ok(pieces > 30, `${pieces} pieces laid`);
  });

  it('the same seed lays the same pieces on the same squares; another seed lays others', () => {
    const content = tablesContent(40);
    const a = generateDungeon(content, { quest: 'test', seed: 6, maxSections: 200 }).state.map.furnishings;
    const b = generateDungeon(content, { quest: 'test', seed: 6, maxSections: 200 }).state.map.furnishings;
    const c = generateDungeon(content, { quest: 'test', seed: 9, maxSections: 200 }).state.map.furnishings;
    assert.ok(Object.keys(a ?? {}).length > 0);
    assert.deepEqual(a, b);
    assert.notDeepEqual(a, c);
  });

  it('a piece never cuts a room in two, stands before its door or on a chest or a model; a room too full lays no more', () => {
    // A 3×3 room (x 1-3, y 1-3) with its door in the middle of the west wall, at [0, 2].
    const s = initialState({
      ruleset: 'ahq', options: {}, packs: [], seed: 1,
      setup: {
        map: ['#####', '#...#', 'D...#', '#...#', '#####'],
        sections: [{ id: 'r', kind: 'room', x: 1, y: 1, w: 3, h: 3, revealed: true }],
        heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1] }],
        chests: [{ at: [3, 1] }],
      },
    }, { ...fixtureContent, furnishings: FURNISHINGS }, {}, rulesetOf('ahq'));
    const room = s.map.sections.r!;
    const ways = waysInto(s.map, room);
    assert.deepEqual(ways, [2 * 5 + 0]);
    // A 1×2 bed: never on [1, 2] (before the door), the hero at [1, 1] or the chest at [3, 1];
    // never down [2, 2]-[2, 3], which would cut [3, 2] and [3, 3] off the rest of the floor.
    const xy = (cells: number[]) => cells.map((c) => [c % 5, Math.floor(c / 5)]);
    assert.deepEqual(furnishingPlaces(s, room, [1, 2], ways).map(xy), [
      [[2, 1], [2, 2]], [[3, 2], [3, 3]],
      [[2, 2], [3, 2]], [[1, 3], [2, 3]], [[2, 3], [3, 3]],
    ]);
    // A 2×2 table fits in one corner only.
    assert.deepEqual(furnishingPlaces(s, room, [2, 2], ways).map(xy), [[[2, 2], [3, 2], [2, 3], [3, 3]]]);
    const laid = layFurnishings(s, { ...fixtureContent, furnishings: FURNISHINGS }, room, ['round-table', 'bed', 'statue']);
    assert.deepEqual(laid.map((id) => s.map.furnishings![id]!.type), ['round-table', 'statue'], 'the round table fills the corner, leaving the bed no place');
    assert.throws(() => layFurnishings(s, fixtureContent, room, ['bed']), /no furnishing 'bed' in the content/);
  });

  it('the places offered are those where a piece leaves the floor in one piece, in rooms however cluttered', () => {
    // Small rooms with chests and statues strewn about at random (a fixed sequence), each place
    // checked against `connected` over the room's floor.
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const content = { ...fixtureContent, furnishings: FURNISHINGS };
    for (let k = 0; k < 200; k++) {
      const rw = 2 + next(5), rh = 2 + next(5);
      const width = rw + 2;
      const free = [...Array(rw * rh).keys()].map((i) => [1 + (i % rw), 1 + Math.floor(i / rw)] as [number, number]);
      const take = () => free.splice(next(free.length), 1)[0]!;
      const hero = take();
      const clutter = Array.from({ length: next(Math.min(free.length, 6)) }, take);
      const chests = clutter.filter((_, i) => i % 2 === 0).map((at) => ({ at }));
      const furnishings = clutter.filter((_, i) => i % 2 === 1).map((at) => ({ type: 'statue', at }));
      const s = initialState({
        ruleset: 'ahq', options: {}, packs: [], seed: 1,
        setup: {
          map: Array.from({ length: rh + 2 }, (_, y) => (y === 0 || y === rh + 1 ? '#'.repeat(width) : `#${'.'.repeat(rw)}#`)),
          sections: [{ id: 'r', kind: 'room', x: 1, y: 1, w: rw, h: rh, revealed: true }],
          heroes: [{ type: 'barbarian', seat: 'p1', at: hero }],
          chests,
          furnishings,
        },
      }, content, {}, rulesetOf('ahq'));
      const room = s.map.sections.r!;
      const floor = rectCells(s.map, room);
      const blocked = new Set(clutter.map(([x, y]) => y * width + x));
      const taken = new Set([...blocked, hero[1] * width + hero[0]]);
      for (const size of [[1, 1], [2, 1], [2, 2], [3, 1]] as [number, number][]) {
        const want: number[][] = [];
        for (const [w, h] of size[0] === size[1] ? [size] : [size, [size[1], size[0]]]) {
          for (let y = 1; y + h <= rh + 1; y++) {
            for (let x = 1; x + w <= rw + 1; x++) {
              const cells = rectCells(s.map, { x, y, w: w!, h: h! });
              if (cells.some((c) => taken.has(c))) continue;
              if (connected(width, floor, new Set([...blocked, ...cells]))) want.push(cells);
            }
          }
        }
        assert.deepEqual(furnishingPlaces(s, room, size, []), want, `room ${k}, ${size.join('×')}`);
      }
    }
  });

  it('a furnishing fills its squares: no model may enter them, whatever their size', () => {
    const s = initialState({
      ruleset: 'ahq', options: {}, packs: [], seed: 1,
      setup: {
        map: ['######', '#....#', '#....#', '######'],
        sections: [{ id: 'r', kind: 'room', x: 1, y: 1, w: 4, h: 2, revealed: true }],
        heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1] }],
        furnishings: [{ type: 'table', at: [2, 1] }, { type: 'bed', at: [4, 1], turned: false }],
      },
    }, { ...fixtureContent, furnishings: FURNISHINGS }, {}, rulesetOf('ahq'));
    assert.equal(furnishingAt(s.map, 1 * 6 + 3)?.type, 'table');
    assert.equal(furnishingAt(s.map, 2 * 6 + 4)?.type, 'bed');
    assert.equal(furnishingAt(s.map, 2 * 6 + 2), null);
    for (const [x, y] of [[2, 1], [3, 1], [4, 1], [4, 2]]) assert.equal(walkable(s, x!, y!), false, `${x},${y}`);
    for (const [x, y] of [[1, 2], [2, 2], [3, 2]]) assert.equal(walkable(s, x!, y!), true, `${x},${y}`);
  });

  it('a setup furnishing off the floor, on a model or of a type the content lacks is refused with its field', () => {
    const make = (furnishings: { type: string; at: [number, number]; turned?: boolean }[]) => () => initialState({
      ruleset: 'ahq', options: {}, packs: [], seed: 1,
      setup: { map: ['#####', '#...#', '#####'], heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1] }], furnishings },
    }, { ...fixtureContent, furnishings: FURNISHINGS }, {}, rulesetOf('ahq'));
    assert.throws(make([{ type: 'round-table', at: [2, 1] }]), /setup\.furnishings\[0\]\.at.*\[2, 2\] is not floor/);
    assert.throws(make([{ type: 'table', at: [1, 1] }]), /setup\.furnishings\[0\]\.at.*holds a model/);
    assert.throws(make([{ type: 'statue', at: [3, 1] }, { type: 'bed', at: [3, 1], turned: true }]), /setup\.furnishings\[1\]\.at/);
    assert.throws(make([{ type: 'wardrobe', at: [2, 1] }]), /setup\.furnishings\[0\]\.type.*no furnishing 'wardrobe'/);
  });
});
