// A click on the board builds the answer the engine expects: checked against the engine itself
// on its fixture dungeon, so a change to the answer shapes breaks here and not in a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, createGame, legalAnswers, view, type GameState } from '@delve/engine';
import { fixtureContent } from '../../engine/src/testing/fixture-content.ts';
import { dungeonHeader } from '../../engine/src/testing/fixture-dungeon.ts';
import { highlights, intentAt } from './board-intent.ts';
import { legalFor } from './legal.ts';

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

test('with the legal answers: a destination sends its path, a square out of reach is refused before it is sent', () => {
  const s = actingP1();
  const v = view(s, 'p1');
  const legal = legalAnswers(s, 'p1', { paths: true });
  const mine = legalFor(v, legal, 'barbarian');
  const move = legal.find((a) => a.kind === 'move' && a.model === 'barbarian' && (a.path?.length ?? 0) > 1)!;
  assert.ok(move.kind === 'move' && move.path);
  assert.equal(mine.moves.size, legal.filter((a) => a.kind === 'move' && a.model === 'barbarian').length);
  const intent = intentAt(v, s.pending, { model: 'barbarian' }, move.to[0], move.to[1], mine);
  assert.deepEqual(intent, { kind: 'answer', answer: { kind: 'move', model: 'barbarian', to: move.to, path: move.path } });
  assert.ok(intent.kind === 'answer' && apply(s, 'p1', intent.answer).ok);
  // The east door is out of reach this activation: not sent, with the reason in words.
  assert.deepEqual(intentAt(v, s.pending, { model: 'barbarian' }, 6, 2, mine), { kind: 'none', why: 'intent.cannot', params: { name: 'Barbarian' } });
  assert.equal(legalFor(v, legal, null).moves.size, 0);
});
