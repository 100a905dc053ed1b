import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameEvent } from '@delve/engine';
import { rolledIn, type LogLine } from './game-client.ts';

const line = (key: string, event: GameEvent): LogLine => ({ key, step: 1, event });

test('a to-hit roll carries what the attack made of it: a great weapon\'s 2 is a fumble', () => {
  const lines = [
    line('1.0', { type: 'dice', purpose: 'to-hit', faces: [2], by: 'dwarf' }),
    line('1.1', { type: 'attack', attacker: 'dwarf', target: 'orc', weapon: 'great-axe', ranged: false, free: false, roll: 2, need: 6, result: 'fumble', fumbleOn: 2 }),
    line('1.2', { type: 'dice', purpose: 'damage', faces: [1, 4], by: 'orc', sides: 6, symbols: ['skull', 'shield'] }),
  ];
  const dice = rolledIn(lines);
  assert.deepEqual(dice.map((d) => [d.key, d.outcome]), [['1.0', 'fumble'], ['1.2', undefined]]);
});
