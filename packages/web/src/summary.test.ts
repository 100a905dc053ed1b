import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameEvent, ModelView, View } from '@delve/engine';
import { expeditionSummary } from './summary.ts';

const hero = (id: string, name: string, o: Partial<ModelView>): ModelView =>
  ({ id, name, side: 'heroes', kind: 'hero', gold: 0, wounds: 5, maxWounds: 10, dead: false, left: false, ko: false, ...o }) as ModelView;

test('the end screen sums up gold, kills, wounds taken and who fell, member by member', () => {
  const view = {
    turn: 12,
    models: [hero('a', 'Barbarian', { gold: 40, left: true }), hero('b', 'Elf', { gold: 15, dead: true, wounds: 0 }),
      { id: 'x', name: 'Orc', side: 'monsters', kind: 'monster' } as ModelView],
  } as View;
  const log: { event: GameEvent }[] = [
    { event: { type: 'wounded', model: 'b', wounds: 3, remaining: 4 } },
    { event: { type: 'wounded', model: 'x', wounds: 2, remaining: 0 } },
    { event: { type: 'died', model: 'x', by: 'a' } },
    { event: { type: 'died', model: 'y', by: null } },
    { event: { type: 'wounded', model: 'b', wounds: 4, remaining: 0 } },
    { event: { type: 'died', model: 'b', by: 'x' } },
  ];
  const s = expeditionSummary(view, log);
  assert.equal(s.gold, 55);
  assert.equal(s.kills, 2, 'every monster that died, whoever slew it');
  assert.equal(s.woundsTaken, 7);
  assert.deepEqual(s.fallen, ['Elf']);
  assert.deepEqual(s.members.map((m) => [m.name, m.kills, m.woundsTaken, m.fate]), [['Barbarian', 1, 0, 'left'], ['Elf', 0, 7, 'fell']]);
});
