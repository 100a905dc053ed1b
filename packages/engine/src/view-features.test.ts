// What a seat sees of furniture and corpses (DEC-17): the GM all of it, a hero seat what lies on
// known squares of revealed sections; corpses as corpses (no profile, no wounds), and in `guilds`
// only, where the slain stay on the board and make their squares dearer (GLD-M01).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { view } from './view.ts';
import { known, roomsGame as game, slay } from './testing/fixture-rooms.ts';
import { corpsesView, furnishingsView, viewFeatures } from './view-features.ts';

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
