// What a click on the aof-quest battlefield means, and what the decision marks on it: a move
// square answers, an enemy is charged by its cheapest charge (odds first), a square two charges
// share asks which, a ringed token is discovered, a shot's target is shot (odds first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AofSeatView, Decision } from '@delve/engine';
import { aofIntent, aofMarks } from './aof-choices.ts';

type Choice = Extract<Decision, { kind: 'choice' }>;
const unit = (id: string, side: 'heroes' | 'ai', at: [number, number][]) => ({ id, side, models: at.map((a, i) => ({ id: `${id}.${i}`, at: a, wounds: 0 })) });
const view = {
  activating: 'k',
  units: [unit('k', 'heroes', [[5, 5]]), unit('r', 'heroes', [[1, 1]]), unit('w', 'ai', [[8, 5], [8, 6]]), unit('g', 'ai', [[10, 5]])],
  tokens: [{ id: 'tok', at: [5, 7], revealed: false, contents: null }],
  aiGoals: [{ id: 'goal', at: [2, 2] }],
  objectives: [{ id: 'obj', goal: 'goal', name: { en: 'O', it: 'O' }, kind: 'marker', done: false }],
} as unknown as AofSeatView;
const act = (options: string[]): Choice => ({ kind: 'choice', seat: 'p1', question: 'aof.act', options });
const inches = { 'advance:6.5': 1, 'rush:7.3': 4.5, 'charge:w:7.5': 2, 'charge:w:7.6': 3.5, 'charge:w:9.5': 5, 'charge:g:9.5': 5 };
const d = act(['hold', 'advance:6.5', 'rush:7.3', 'charge:w:7.6', 'charge:w:7.5', 'charge:w:9.5', 'charge:g:9.5', 'discover:tok', 'objective:obj', 'end']);

test('AOF-A02 AOF-L01 a click on the battlefield: a move square answers, an enemy is charged by its cheapest charge, a shared square asks which', () => {
  assert.deepEqual(aofIntent(view, d, inches, 6, 5), { kind: 'answer', option: 'advance:6.5' });
  assert.deepEqual(aofIntent(view, d, inches, 7, 3), { kind: 'answer', option: 'rush:7.3' });
  assert.deepEqual(aofIntent(view, d, inches, 8, 6), { kind: 'attack', option: 'charge:w:7.5', attacker: 'k', target: 'w', attack: 'attack' });
  assert.deepEqual(aofIntent(view, d, inches, 7, 6), { kind: 'attack', option: 'charge:w:7.6', attacker: 'k', target: 'w', attack: 'attack' });
  assert.deepEqual(aofIntent(view, d, inches, 9, 5), { kind: 'choose', options: ['charge:w:9.5', 'charge:g:9.5'] });
  assert.deepEqual(aofIntent(view, d, inches, 5, 7), { kind: 'answer', option: 'discover:tok' });
  assert.deepEqual(aofIntent(view, d, inches, 2, 2), { kind: 'answer', option: 'objective:obj' });
  // A square or an enemy no option names is asked all the same: the engine says why not.
  assert.deepEqual(aofIntent(view, d, inches, 0, 9), { kind: 'why', option: 'rush:0.9' });
  assert.deepEqual(aofIntent(view, act(['hold', 'advance:6.5', 'end']), inches, 0, 9), { kind: 'why', option: 'advance:0.9' });
  assert.deepEqual(aofIntent(view, act(['hold', 'end']), inches, 10, 5), { kind: 'why', option: 'charge:g' });
  const shoot: Choice = { kind: 'choice', seat: 'p1', question: 'aof.shoot', options: ['g', 'none'] };
  assert.deepEqual(aofIntent(view, shoot, {}, 10, 5), { kind: 'attack', option: 'g', attacker: 'k', target: 'g', attack: 'shoot' });
  assert.deepEqual(aofIntent(view, shoot, {}, 8, 5), { kind: 'why', option: 'w' });
  assert.deepEqual(aofIntent(view, shoot, {}, 0, 9), { kind: 'none' });
  const activate: Choice = { kind: 'choice', seat: 'p1', question: 'aof.activate', options: ['r'] };
  assert.deepEqual(aofIntent(view, activate, {}, 1, 1), { kind: 'answer', option: 'r' });
  assert.deepEqual(aofIntent(view, activate, {}, 5, 5), { kind: 'why', option: 'k' });
});

test('AOF-A02 the decision marked on the battlefield: each move square once with its inches, targets, tokens and goals ringed', () => {
  const m = aofMarks(view, d, inches);
  const at = (x: number, y: number) => m.squares.find((s) => s.x === x && s.y === y);
  assert.deepEqual(at(6, 5), { x: 6, y: 5, kind: 'advance', inches: 1 });
  assert.deepEqual(at(7, 3), { x: 7, y: 3, kind: 'rush', inches: 4.5 });
  assert.deepEqual(at(9, 5), { x: 9, y: 5, kind: 'charge', inches: 5 });
  assert.equal(m.squares.length, 5);
  assert.ok(m.rings.some((r) => r.x === 10 && r.y === 5 && r.kind === 'enemy'));
  assert.ok(m.rings.some((r) => r.x === 5 && r.y === 7 && r.kind === 'thing'));
  assert.ok(m.rings.some((r) => r.x === 2 && r.y === 2 && r.kind === 'thing'));
  assert.deepEqual(aofMarks(view, null, {}), { squares: [], rings: [] });
});
