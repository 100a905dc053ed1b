// What a seat sees of furniture and corpses (DEC-17): the GM all of it, a hero seat what lies on
// known squares of revealed sections; corpses as corpses (no profile, no wounds), and in `guilds`
// only, where the slain stay on the board and make their squares dearer (GLD-M01).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame } from './game.ts';
import { view } from './view.ts';
import type { FurnishingDef } from './content-types.ts';
import type { GameHeader, GameState, Seat } from './types.ts';
import { fixtureContent } from './testing/fixture-content.ts';
import { corpsesView, furnishingsView, viewFeatures } from './view-features.ts';
import { corpsesAt } from './guilds/common.ts';

const FURNISHINGS: Record<string, FurnishingDef> = {
  table: { id: 'table', name: 'Table', size: [2, 1], icon: 'table' },
  statue: { id: 'statue', name: 'Statue', size: [1, 1], icon: 'colombian-statue' },
};
const content = { ...fixtureContent, furnishings: FURNISHINGS };

/** A revealed room (x 1-4) with a table, a closed door, and an unrevealed room (x 6-8) with a
 * statue and two orcs, one disguised sentry among them. */
function game(ruleset: 'ahq' | 'guilds'): GameState {
  const header: GameHeader = {
    ruleset, options: {}, packs: [], seed: 1,
    setup: {
      map: ['##########', '#....+...#', '#....#...#', '##########'],
      sections: [
        { id: 'near', kind: 'room', x: 1, y: 1, w: 4, h: 2, revealed: true },
        { id: 'far', kind: 'room', x: 6, y: 1, w: 3, h: 2, revealed: false },
      ],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'hero', fate: 0 }],
      monsters: [
        { type: 'orc', at: [3, 2], id: 'near-orc' },
        { type: 'orc', at: [7, 2], id: 'far-orc' },
        { type: 'sentry', at: [8, 2], id: 'far-sentry' },
      ],
      furnishings: [{ type: 'table', at: [2, 1] }, { type: 'statue', at: [8, 1] }],
    },
  };
  return createGame(header, content);
}

const known = (s: GameState, seat: Seat) => {
  const tiles = view(s, seat).map.tiles;
  return (c: number) => tiles[c] !== '?';
};
const slay = (s: GameState, ...ids: string[]) => {
  for (const id of ids) s.models[id]!.status.dead = true;
};

test('DEC-17 a hero seat sees the furniture of revealed sections only, the GM all of it, each with its name, icon and squares', () => {
  const s = game('ahq');
  const w = s.map.width;
  assert.deepEqual(furnishingsView(s, 'p1', known(s, 'p1')), [{ id: 'f1', type: 'table', name: 'Table', icon: 'table', cells: [w + 2, w + 3] }]);
  assert.deepEqual(furnishingsView(s, 'gm', known(s, 'gm')).map((f) => f.type), ['table', 'statue']);
  s.map.sections.far!.revealed = true;
  assert.deepEqual(furnishingsView(s, 'p1', known(s, 'p1')).map((f) => [f.type, f.cells]), [['table', [w + 2, w + 3]], ['statue', [w + 8]]]);
});

test('GLD-M01 GLD-A08 DEC-17 a hero seat sees the corpses on revealed squares as corpses; the GM sees every one', () => {
  const s = game('guilds');
  slay(s, 'near-orc', 'far-orc', 'far-sentry');
  const corpses = corpsesView(s, 'p1', known(s, 'p1'));
  assert.deepEqual(corpses, [{ id: 'near-orc', type: 'orc', name: s.models['near-orc']!.name, side: 'monsters', x: 3, y: 2 }]);
  // The view of the models leaves the slain monster out: the corpse is all a hero seat learns.
  assert.ok(!view(s, 'p1').models.some((m) => m.id === 'near-orc'));
  assert.deepEqual(corpsesView(s, 'gm', known(s, 'gm')).map((c) => c.id), ['near-orc', 'far-orc', 'far-sentry']);
  // Revealed, the far room shows its corpses; the sentry still as the orc it passed for (AHQ-C51).
  s.map.sections.far!.revealed = true;
  const far = corpsesView(s, 'p1', known(s, 'p1')).filter((c) => c.x > 5);
  assert.deepEqual(far.map((c) => [c.id, c.type, c.name]), [['far-orc', 'orc', 'Orc'], ['far-sentry', 'orc', 'Orc']]);
  assert.equal(corpsesView(s, 'gm', known(s, 'gm')).find((c) => c.id === 'far-sentry')!.type, 'sentry');
});

test('GLD-M01 the corpses a hero seat sees, with the knocked-down heroes among its models, are those the engine charges for, square by square', () => {
  const s = game('guilds');
  s.models['far-orc']!.x = 4;
  s.models['far-orc']!.y = 2;
  slay(s, 'near-orc', 'far-orc');
  s.models.hero!.status.ko = true;
  const v = view(s, 'p1');
  const corpses = corpsesView(s, 'p1', known(s, 'p1'));
  for (let y = 1; y <= 2; y++) {
    for (let x = 1; x <= 4; x++) {
      const seen = corpses.filter((c) => c.x === x && c.y === y).length + v.models.filter((m) => m.ko && !m.dead && m.x === x && m.y === y).length;
      assert.equal(seen, corpsesAt(s, x, y), `${x},${y}`);
    }
  }
  assert.equal(corpses.length, 2);
});

test('AHQ-C42 in ahq the slain leave their square empty: no corpses in any view', () => {
  const s = game('ahq');
  slay(s, 'near-orc', 'far-orc');
  assert.deepEqual(corpsesView(s, 'p1', known(s, 'p1')), []);
  assert.deepEqual(corpsesView(s, 'gm', known(s, 'gm')), []);
});

test('viewFeatures reads the furniture and corpses a view carries, and says when it carries no corpses', () => {
  const table = { id: 'f1', type: 'table', name: 'Table', icon: 'table', cells: [3, 4] };
  const corpse = { id: 'm1', type: 'orc', name: 'Orc', side: 'monsters' as const, x: 1, y: 1 };
  assert.deepEqual(viewFeatures({ map: { furnishings: [table], corpses: [corpse] } }), { furnishings: [table], corpses: [corpse] });
  assert.deepEqual(viewFeatures({ map: {} }), { furnishings: [], corpses: null });
});
