// The enemies' decision tree (AOF-I01) and their groups (AOF-I02), played as rules (DEC-26).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { aiDecision, placeGroup, type AiSituation, type AiUnit } from './ai.ts';
import { buildBattlefield, gapBetween } from './battlefield.ts';
import type { AofTerrainPiece } from './content-types.ts';

const wall = (x: number, y: number, w: number, h: number): AofTerrainPiece => ({ kind: 'blocker', at: [x, y], size: [w, h], height: 4 });

function unit(over: Partial<AiUnit> = {}): AiUnit {
  return {
    id: 'orcs', models: [{ x: 2, y: 10 }], advance: 6, rush: 12, range: 0,
    shootDamage: () => 0, chargeDamage: () => 1, move: { occupied: () => false }, ...over,
  };
}

function situation(over: Partial<AiSituation> & { unit: AiUnit }, pieces: AofTerrainPiece[] = []): AiSituation {
  return { bf: buildBattlefield(48, pieces), enemies: [], goals: [], pick: () => 0, ...over };
}

test('AOF-I01 with no enemy in sight a unit rushes to the nearest AI Goal, and holds within 3" of one', () => {
  const hidden = [{ id: 'elf', models: [{ x: 20, y: 10 }] }];
  const far = aiDecision(situation({ unit: unit(), enemies: hidden, goals: [{ id: 'altar', at: { x: 2, y: 30 } }, { id: 'well', at: { x: 40, y: 40 } }] }, [wall(10, 0, 2, 48)]));
  assert.equal(far.action, 'rush');
  assert.deepEqual(far.reason, { branch: 'rush-to-goal', goal: 'altar' });
  assert.equal(far.to.x, 2);
  assert.equal(far.to.y, 22); // 12" straight down towards the altar
  const near = aiDecision(situation({ unit: unit({ models: [{ x: 2, y: 27 }] }), enemies: hidden, goals: [{ id: 'altar', at: { x: 2, y: 30 } }] }, [wall(10, 0, 2, 48)]));
  assert.equal(near.action, 'hold');
  assert.deepEqual(near.reason, { branch: 'hold-at-goal', goal: 'altar' });
});

test('AOF-I01 a shooter in range holds and shoots the closest; out of range, it advances just far enough to shoot', () => {
  const archers = unit({ range: 18, shootDamage: () => 1, chargeDamage: () => 0.5 });
  const inRange = aiDecision(situation({ unit: archers, enemies: [{ id: 'elf', models: [{ x: 15, y: 10 }] }, { id: 'dwarf', models: [{ x: 2, y: 30 }] }] }));
  assert.equal(inRange.action, 'hold');
  assert.deepEqual(inRange.reason, { branch: 'shoot', target: 'elf', moved: false });
  const beyond = aiDecision(situation({ unit: archers, enemies: [{ id: 'elf', models: [{ x: 25, y: 10 }] }] }));
  assert.equal(beyond.action, 'advance');
  assert.equal(gapBetween(beyond.to, { x: 25, y: 10 }), 18); // at the very edge of its range
  assert.ok(gapBetween(beyond.to, { x: 2, y: 10 }) <= 6);
});

test('AOF-I01 DEC-26 a unit charges the closest when that deals more damage than shooting, else shoots; a unit that can neither rushes to it', () => {
  const enemies = [{ id: 'elf', models: [{ x: 10, y: 10 }] }];
  const brutes = aiDecision(situation({ unit: unit({ range: 12, shootDamage: () => 0.4, chargeDamage: () => 1.3 }), enemies }));
  assert.equal(brutes.action, 'charge');
  assert.deepEqual(brutes.reason, { branch: 'charge', target: 'elf', shoot: 0.4, charge: 1.3 });
  assert.equal(Math.max(Math.abs(brutes.to.x - 10), Math.abs(brutes.to.y - 10)), 1, 'it ends in base contact');
  const archers = aiDecision(situation({ unit: unit({ range: 12, shootDamage: () => 1.3, chargeDamage: () => 0.4 }), enemies }));
  assert.equal(archers.reason.branch, 'shoot');
  const farAway = aiDecision(situation({ unit: unit(), enemies: [{ id: 'elf', models: [{ x: 40, y: 10 }] }] }));
  assert.equal(farAway.action, 'rush');
  assert.deepEqual(farAway.reason, { branch: 'rush-to-enemy', target: 'elf' });
  assert.equal(farAway.to.x, 14);
});

test('DEC-26 two enemies as close are chosen between by the dice, never by list order', () => {
  const enemies = [{ id: 'elf', models: [{ x: 2, y: 4 }] }, { id: 'dwarf', models: [{ x: 2, y: 16 }] }];
  const first = aiDecision(situation({ unit: unit({ range: 24, shootDamage: () => 1 }), enemies, pick: () => 0 }));
  const second = aiDecision(situation({ unit: unit({ range: 24, shootDamage: () => 1 }), enemies, pick: (n) => n - 1 }));
  assert.equal(first.target, 'elf');
  assert.equal(second.target, 'dwarf');
});

test('AOF-I02 the rest of a unit follows its leader, each within 1" of another and 3" of all', () => {
  const bf = buildBattlefield(48, [wall(8, 11, 1, 1)]);
  const models = [{ x: 2, y: 10 }, { x: 3, y: 10 }, { x: 2, y: 11 }, { x: 3, y: 11 }];
  const placed = placeGroup(bf, models, { x: 8, y: 10 }, { inches: 12, occupied: () => false });
  assert.equal(placed.length, 4);
  assert.deepEqual(placed[0], { x: 8, y: 10 });
  for (const p of placed) {
    assert.ok(placed.some((q) => q !== p && gapBetween(p, q) <= 1), `${p.x},${p.y} within 1" of another`);
    assert.ok(placed.every((q) => gapBetween(p, q) <= 3), `${p.x},${p.y} within 3" of all`);
    assert.notDeepEqual(p, { x: 8, y: 11 }, 'none on the rock');
  }
  assert.equal(new Set(placed.map((p) => `${p.x},${p.y}`)).size, 4, 'one model a square');
});

test('AOF-I02 AOF-P02 on 24×24 a unit keeps together at half the distances: within 0.5" of another and 1.5" of all', () => {
  const bf = buildBattlefield(24, [wall(8, 11, 1, 1)]);
  const models = [{ x: 2, y: 10 }, { x: 3, y: 10 }, { x: 2, y: 11 }, { x: 3, y: 11 }, { x: 2, y: 12 }, { x: 3, y: 12 }];
  for (const to of [{ x: 8, y: 10 }, { x: 7, y: 12 }, { x: 9, y: 9 }]) {
    const placed = placeGroup(bf, models, to, { inches: 12, occupied: () => false }, 0.5);
    assert.equal(placed.length, models.length);
    assert.deepEqual(placed[0], to);
    for (const p of placed) {
      assert.ok(placed.some((q) => q !== p && gapBetween(p, q) <= 0.5), `${p.x},${p.y} within 0.5" of another`);
      assert.ok(placed.every((q) => gapBetween(p, q) <= 1.5), `${p.x},${p.y} within 1.5" of all`);
    }
    assert.equal(new Set(placed.map((p) => `${p.x},${p.y}`)).size, models.length, 'one model a square');
  }
});
