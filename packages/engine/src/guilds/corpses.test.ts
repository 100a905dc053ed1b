// The corpses a `guilds` hero seat sees are those its moves are charged for (GLD-M01, DEC-17).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { view } from '../view.ts';
import { corpsesView } from '../view-features.ts';
import { known, roomsGame as game, slay } from '../testing/fixture-rooms.ts';
import { corpsesAt } from './common.ts';

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

