import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Decision, GameEvent, ModelView, View } from '@delve/engine';
import { fateMoment, fightEnd, pushOdds } from './moments.ts';
import { translator } from './i18n.ts';

const t = translator('en');
const model = (id: string, name: string, o: Partial<ModelView> = {}): ModelView =>
  ({ id, name, wounds: 9, fate: 2, profile: { strength: 4, intelligence: 6, speed: 6 }, ...o }) as ModelView;
const view = { models: [model('elf', 'Elf'), model('orc', 'Orc', { profile: { strength: 3 } as ModelView['profile'] })] } as View;
const names = { elf: 'Elf', orc: 'Orc' };
const fate = (reason: Extract<Decision, { kind: 'fate' }>['reason'], wounds?: number) => ({ kind: 'fate', seat: 'p1', model: 'elf', reason, ...(wounds ? { wounds } : {}) }) as Extract<Decision, { kind: 'fate' }>;

test('a Fate Point question says which roll failed, what it needed and what the point saves', () => {
  const log: GameEvent[] = [{ type: 'attack', attacker: 'elf', target: 'orc', weapon: 'sword', ranged: false, free: false, roll: 3, need: 7, result: 'miss' }];
  assert.equal(fateMoment(fate('to-hit'), view, log, names, t), 'The attack on Orc rolled 3, needing 7: a miss. A Fate Point turns it into a hit. (2 Fate Points left.)');
  assert.equal(fateMoment(fate('damage', 3), view, [], names, t), 'About to lose 3 wounds of 9 (to 6). A Fate Point negates the damage. (2 Fate Points left.)');
  assert.match(fateMoment(fate('damage', 9), view, [], names, t), /enough to fall/);
  const spot: GameEvent[] = [{ type: 'dice', purpose: 'spot', faces: [2], by: 'elf' }];
  assert.match(fateMoment(fate('spot'), view, spot, names, t), /spot the trap was 2, not enough: the trap goes off/);
});

test('GLD-P03 a failed push asks for Fate with both totals and the free attack it would give', () => {
  const log: GameEvent[] = [{ type: 'dice', purpose: 'push', faces: [7], by: 'elf' }, { type: 'dice', purpose: 'push', faces: [10], by: 'orc' }];
  assert.equal(fateMoment(fate('push'), view, log, names, t),
    'The push failed: 7 + Strength 4 = 11 against 10 + Strength 3 = 13 (a tie fails), and Orc would get a free attack. A Fate Point wins the push. (2 Fate Points left.)');
});

test('DEC-06 push odds: d12 + Strength must beat d12 + Strength, a tie failing', () => {
  assert.equal(pushOdds(3, 3), 66 / 144);
  assert.equal(pushOdds(4, 3), 78 / 144);
  assert.equal(pushOdds(3, 15), 0);
});

test('the end of a fight brings its loot to the question that follows', () => {
  const log: GameEvent[] = [
    { type: 'loot', shares: { a: 1 }, lost: 0 },
    { type: 'died', model: 'orc', by: 'elf' },
    { type: 'combatEnded', outcome: 'victory' },
    { type: 'loot', shares: { elf: 10 }, lost: 0 },
  ];
  assert.deepEqual(fightEnd(log).map((e) => e.type), ['combatEnded', 'loot']);
  assert.deepEqual(fightEnd(log.slice(0, 2)), []);
});
