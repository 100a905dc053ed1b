// aof-quest power and statuses: tests bought with power, exhaustion, and the four statuses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { moveInches, payPower, startOfActivation, statTest, type PowerHero } from './power.ts';

const hero = (over: Partial<PowerHero> = {}): PowerHero => ({ power: 4, wounds: 0, toughness: 6, str: 4, dex: 3, wil: 5, statuses: [], ...over });
const dice = (...faces: number[]) => () => faces.shift()!;

test('AOF-A04 DEC-15 a hero pays power it has; short of it, it pays nothing and takes the whole cost as wounds', () => {
  assert.deepEqual(payPower(hero(), 2), { power: 2, wounds: 0, exhausted: false });
  assert.deepEqual(payPower(hero({ power: 1 }), 2), { power: 1, wounds: 2, exhausted: true });
  assert.deepEqual(payPower(hero({ power: 2 }), 2), { power: 0, wounds: 0, exhausted: false });
});

test('AOF-U03 a Diseased hero takes a wound for each power it spends; a Wil test at activation cures it', () => {
  assert.deepEqual(payPower(hero({ statuses: ['diseased'] }), 2), { power: 2, wounds: 2, exhausted: false });
  assert.deepEqual(startOfActivation(hero({ statuses: ['diseased'] }), 'diseased', dice(5)), { removed: true, wounds: 0, cost: 0, rolls: [5] });
  assert.equal(startOfActivation(hero({ statuses: ['diseased'] }), 'diseased', dice(4)).removed, false);
});

test('AOF-U01 AOF-U02 Afflicted: a Str test removes it, a fail costs a wound; Crippled: a Dex test removes it, and it halves every move', () => {
  assert.deepEqual(startOfActivation(hero(), 'afflicted', dice(3)), { removed: false, wounds: 1, cost: 0, rolls: [3] });
  assert.deepEqual(startOfActivation(hero(), 'afflicted', dice(4)), { removed: true, wounds: 0, cost: 0, rolls: [4] });
  assert.equal(startOfActivation(hero(), 'crippled', dice(3)).removed, true);
  assert.equal(moveInches(12, ['crippled']), 6);
  assert.equal(moveInches(12, []), 12);
});

test('AOF-U04 AOF-G03 Impaired gives -1 to every stat roll, never to an unmodified 6; D3 power removes it', () => {
  assert.ok(statTest(hero(), 'str', 4));
  assert.ok(!statTest(hero({ statuses: ['impaired'] }), 'str', 4));
  assert.ok(statTest(hero({ statuses: ['impaired'], str: 6 }), 'str', 6));
  assert.deepEqual(startOfActivation(hero({ statuses: ['impaired'] }), 'impaired', dice(5)), { removed: true, wounds: 0, cost: 3, rolls: [5] });
});
