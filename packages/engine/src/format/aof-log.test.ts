// The aof-quest log's numbers as each language writes them: a plural that agrees with its count
// in English and Italian, and inches with the decimal comma in Italian.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameEvent } from '../types.ts';
import { formatEvent, type Names } from './index.ts';

const names: Names = { model: (id) => ({ u1: 'Orc Warriors 1', h1: 'Knight' })[id] ?? id, item: (id) => id };

const charge = (charge: number, shoot: number): GameEvent => ({ type: 'aofAi', unit: 'u1', branch: 'charge', action: 'charge', target: 'h1', goal: null, range: 0, shoot, charge });

test("AOF-I01 the AI's charge reason says 1 wound and 2 wounds, in English and Italian", () => {
  assert.equal(formatEvent(charge(1, 0), names, 'en'), 'Orc Warriors 1: Knight in sight and a charge deals more (1 wound against 0 by shooting): charge.');
  assert.equal(formatEvent(charge(2, 0.5), names, 'en'), 'Orc Warriors 1: Knight in sight and a charge deals more (2 wounds against 0.5 by shooting): charge.');
  assert.equal(formatEvent(charge(1, 0), names, 'it'), 'Orc Warriors 1: Knight in vista e una carica fa più danni (1 ferita contro 0 al tiro): carica.');
  assert.equal(formatEvent(charge(1.33, 0.67), names, 'it'), 'Orc Warriors 1: Knight in vista e una carica fa più danni (1,33 ferite contro 0,67 al tiro): carica.');
});

test('AOF-P02 inches in the Italian log take the decimal comma, in the English a point', () => {
  const moved: GameEvent = { type: 'aofMoved', unit: 'h1', to: { x: 3, y: 4 }, inches: 4.5 };
  assert.equal(formatEvent(moved, names, 'en'), 'Knight moves to [3, 4] (4.5").');
  assert.equal(formatEvent(moved, names, 'it'), 'Knight si muove in [3, 4] (4,5").');
  const fell: GameEvent = { type: 'aofFell', unit: 'h1', model: 'h1', inches: 5.5 };
  assert.equal(formatEvent(fell, names, 'it'), 'Knight cade di 5,5".');
  const shoot: GameEvent = { type: 'aofAi', unit: 'u1', branch: 'shoot', action: 'advance', target: 'h1', goal: null, range: 10.5, shoot: 0, charge: 0 };
  assert.equal(formatEvent(shoot, names, 'it'), 'Orc Warriors 1: Knight in vista, un’Avanzata lo porta entro 10,5": avanza e tira.');
  assert.equal(formatEvent(shoot, names, 'en'), 'Orc Warriors 1: Knight in sight, an Advance brings it within 10.5": advance and shoot.');
});
