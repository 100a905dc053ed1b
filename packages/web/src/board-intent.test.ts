// A click on the board builds the answer the engine expects: checked against the engine itself
// on its fixture dungeon, so a change to the answer shapes breaks here and not in a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, createGame, legalAnswers, view, type GameState } from '@delve/engine';
import { fixtureContent } from '../../engine/src/testing/fixture-content.ts';
import { dungeonHeader } from '../../engine/src/testing/fixture-dungeon.ts';
import { highlights, intentAt } from './board-intent.ts';

function actingP1(): GameState {
  let s = createGame(dungeonHeader(1), fixtureContent);
  // The wizard's components, then the Leader's choice of player (AHQ-C37, E03): p1 acts.
  for (let i = 0; i < 5 && s.pending && s.pending.kind !== 'act'; i++) {
    const d = s.pending;
    const r = apply(s, d.seat, d.kind === 'choosePlayer' ? { kind: 'choosePlayer', player: 'p1' } : legalAnswers(s, d.seat)[0]!);
    assert.ok(r.ok);
    s = r.state;
  }
  assert.equal(s.pending?.kind, 'act');
  return s;
}

test('clicking one of your models picks it; a square then moves it there, as the engine accepts', () => {
  const s = actingP1();
  const v = view(s, 'p1');
  const d = s.pending!;
  assert.deepEqual(intentAt(v, d, { model: null }, 2, 2), { kind: 'select', model: 'barbarian' });
  assert.equal(intentAt(v, d, { model: null }, 3, 3).kind, 'none', 'nothing picked yet');
  const move = legalAnswers(s, 'p1').find((a) => a.kind === 'move')!;
  assert.equal(move.kind, 'move');
  const intent = intentAt(v, d, { model: 'barbarian' }, move.to[0], move.to[1]);
  assert.deepEqual(intent, { kind: 'answer', answer: { kind: 'move', model: 'barbarian', to: move.to } });
  assert.ok(intent.kind === 'answer' && apply(s, 'p1', intent.answer).ok);
});

test('a closed door opens, an unexplored square is refused before it is sent', () => {
  const s = actingP1();
  const v = view(s, 'p1');
  // The start room's east door at (6, 2) and the hall beyond it, still unexplored.
  assert.deepEqual(intentAt(v, s.pending!, { model: 'barbarian' }, 6, 2), { kind: 'answer', answer: { kind: 'door', model: 'barbarian', door: v.map.doors.find((x) => x.cells.includes(2 * v.map.width + 6))!.id } });
  assert.equal(intentAt(v, s.pending!, { model: 'barbarian' }, 9, 2).kind, 'none');
});

test('the decision names what to highlight; without a decision a click does nothing', () => {
  const s = actingP1();
  assert.deepEqual(highlights(s.pending), { models: ['barbarian'], cells: [] });
  assert.equal(intentAt(view(s, 'p2'), null, { model: null }, 2, 2).kind, 'none');
});
