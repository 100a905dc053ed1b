// aof-quest morale: when a unit tests, on what Quality, and what failing does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { moraleQuality, mustTest, testMorale, type MoraleUnit } from './morale.ts';

const unit = (over: Partial<MoraleUnit> = {}): MoraleUnit => ({
  startModels: 5, models: 5, toughness: 1, wounds: 0, quality: 4, shaken: false, fearless: false, hero: false, ...over,
});
const dice = (...faces: number[]) => () => {
  const f = faces.shift();
  if (f === undefined) throw new Error('no die left');
  return f;
};

test('AOF-O01 DEC-25 a unit tests at half or fewer of its models, a single model at half or less of its Toughness, and only after taking wounds', () => {
  assert.ok(!mustTest(unit({ models: 3 }), 2));
  assert.ok(mustTest(unit({ models: 2 }), 3));
  assert.ok(!mustTest(unit({ models: 2 }), 0));
  const troll = unit({ startModels: 1, models: 1, toughness: 6 });
  assert.ok(!mustTest({ ...troll, wounds: 2 }, 2));
  assert.ok(mustTest({ ...troll, wounds: 3 }, 1));
});

test('AOF-X11 Fear counts as more wounds dealt in melee, once at least one real wound was', () => {
  const troll = unit({ startModels: 1, models: 1, toughness: 6, wounds: 1 });
  assert.ok(!mustTest(troll, 1));
  assert.ok(mustTest(troll, 1, 2));
  assert.ok(!mustTest(troll, 0, 2), 'no wound, no test, whatever the Fear');
  // Five goblins of Toughness 1, three left: Fear(1) counts one more lost.
  assert.ok(mustTest(unit({ models: 3 }), 1, 1));
});

test('AOF-O03 AOF-X12 AOF-O04 a failed test shakes; a Shaken unit always fails; Fearless passes on a 4+ after; Toughness 9+ takes D3 wounds instead', () => {
  assert.deepEqual(testMorale(unit(), dice(4)), { kind: 'held', rolls: [4] });
  assert.deepEqual(testMorale(unit(), dice(3)), { kind: 'shaken', rolls: [3] });
  assert.deepEqual(testMorale(unit({ shaken: true }), dice(6)), { kind: 'shaken', rolls: [6] });
  assert.deepEqual(testMorale(unit({ fearless: true }), dice(2, 4)), { kind: 'held', rolls: [2, 4] });
  assert.deepEqual(testMorale(unit({ fearless: true }), dice(2, 3)), { kind: 'shaken', rolls: [2, 3] });
  assert.deepEqual(testMorale(unit({ toughness: 9, startModels: 1, models: 1 }), dice(2, 5)), { kind: 'wounds', rolls: [2, 5], wounds: 3 });
  // A hero of Toughness 9 is Shaken like any hero (it may spend power to ignore it, AOF-O02).
  assert.equal(testMorale(unit({ toughness: 9, startModels: 1, models: 1, hero: true }), dice(2)).kind, 'shaken');
});

test('AOF-X30 an AI unit near a Villain tests on the Villain\'s Quality when it is better', () => {
  assert.equal(moraleQuality(unit({ quality: 5, villainQuality: 3 })), 3);
  assert.equal(moraleQuality(unit({ quality: 3, villainQuality: 4 })), 3);
  assert.deepEqual(testMorale(unit({ quality: 5, villainQuality: 3 }), dice(3)), { kind: 'held', rolls: [3] });
});
