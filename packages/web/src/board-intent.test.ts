// A click on the board builds the answer the engine expects: checked against the engine itself
// on its fixture dungeon, so a change to the answer shapes breaks here and not in a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, createGame, legalAnswers, view, type Decision, type GameState } from '@delve/engine';
import { fixtureContent } from '../../engine/src/testing/fixture-content.ts';
import { dungeonHeader } from '../../engine/src/testing/fixture-dungeon.ts';
import { highlights, intentAt, optionRects, placeKey, placePicked } from './board-intent.ts';
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
  // The east door is out of reach this activation: the engine, refusing to open it, says why.
  const far = intentAt(v, s.pending, { model: 'barbarian' }, 6, 2, mine);
  assert.equal(far.kind, 'why');
  const refused = far.kind === 'why' ? apply(s, 'p1', far.answer) : null;
  assert.ok(refused && !refused.ok && /not next to that door \(AHQ-E04\)/.test(refused.error.message), refused && !refused.ok ? refused.error.message : '');
  assert.equal(legalFor(v, legal, null).moves.size, 0);
});

test('a generator question with squares: they are highlighted, and a click on one answers with its option', () => {
  const s = actingP1();
  const v = view(s, 'gm');
  const square: Decision = { kind: 'generator', seat: 'gm', question: { id: 'passageDoorSquare', rule: 'AHQ-E23', section: 's1', wall: 'east' }, options: [[5, 2], [5, 3], [5, 4]] };
  assert.deepEqual(highlights(square).cells, [[5, 2], [5, 3], [5, 4]]);
  assert.deepEqual(intentAt(v, square, { model: null }, 5, 3), { kind: 'answer', answer: { kind: 'generator', choice: 1 } });
  assert.equal(intentAt(v, square, { model: null }, 6, 3).kind, 'none');
  // A 2×1 door's place: either of its squares picks it.
  const door: Decision = { kind: 'generator', seat: 'p1', question: { id: 'secretDoor', rule: 'GLD-D04', model: 'barbarian', wall: 'north' }, options: [
    { wall: 'north', at: [[2, 1], [3, 1]], behind: [[2, 0], [3, 0]] },
    { wall: 'north', at: [[4, 1], [5, 1]], behind: [[4, 0], [5, 0]] },
  ] };
  assert.deepEqual(intentAt(v, door, { model: null }, 5, 1), { kind: 'answer', answer: { kind: 'generator', choice: 1 } });
});

test('a room\'s or passage\'s place is picked on the board: a click shows one, the next click over it places it, overlapping places in turn', () => {
  const v = view(actingP1(), 'gm');
  const room: Decision = { kind: 'generator', seat: 'gm', question: { id: 'cardPlace', rule: 'GLD-B01', card: 'hall' }, options: [{ x: 1, y: 1, w: 3, h: 3 }, { x: 2, y: 1, w: 3, h: 3 }, { x: 6, y: 1, w: 2, h: 2 }] };
  assert.deepEqual(highlights(room).cells, []);
  assert.deepEqual(room.options.map(optionRects), [[{ x: 1, y: 1, w: 3, h: 3 }], [{ x: 2, y: 1, w: 3, h: 3 }], [{ x: 6, y: 1, w: 2, h: 2 }]]);
  // Square (1, 1) lies in the first place alone: shown, then placed.
  assert.deepEqual(intentAt(v, room, { model: null }, 1, 1), { kind: 'select', model: placeKey(0) });
  assert.deepEqual(intentAt(v, room, { model: placeKey(0) }, 1, 1), { kind: 'answer', answer: { kind: 'generator', choice: 0 } });
  // Square (3, 2) lies in both of the first two: clicks go round them, none placed unseen.
  assert.deepEqual(intentAt(v, room, { model: null }, 3, 2), { kind: 'select', model: placeKey(0) });
  assert.deepEqual(intentAt(v, room, { model: placeKey(0) }, 3, 2), { kind: 'select', model: placeKey(1) });
  assert.deepEqual(intentAt(v, room, { model: placeKey(1) }, 3, 2), { kind: 'select', model: placeKey(0) });
  assert.equal(placePicked(placeKey(2)), 2);
  assert.equal(intentAt(v, room, { model: null }, 9, 4).kind, 'none');
  // A passage's place is its pieces.
  assert.deepEqual(optionRects({ pieces: [{ x: 1, y: 1, w: 1, h: 4 }, { x: 1, y: 5, w: 3, h: 1 }], ends: [] }), [{ x: 1, y: 1, w: 1, h: 4 }, { x: 1, y: 5, w: 3, h: 1 }]);
});

test('DEC-30 a Dungeon Counter decision: every entry\'s squares lit until one is picked, then its own; a click on one of them plays it, as the engine accepts', () => {
  const h = dungeonHeader(1);
  const content = { ...fixtureContent, counterTables: { c: { id: 'c', name: 'C', entries: [
    { id: 'band', name: { en: 'Goblins', it: 'Goblin' }, cost: 2, moment: 'exploration' as const, effect: { kind: 'wandering' as const, monsters: [{ type: 'goblin' }] } },
  ] } } };
  let s = createGame({ ...h, setup: { ...h.setup, counters: 'c', gmCounters: 2 } }, content);
  for (let i = 0; i < 10 && s.pending && s.pending.kind !== 'dungeonCounter'; i++) {
    const r = apply(s, s.pending.seat, legalAnswers(s, s.pending.seat)[0]!);
    assert.ok(r.ok);
    s = r.state;
  }
  const d = s.pending!;
  assert.equal(d.kind, 'dungeonCounter');
  const v = view(s, 'gm');
  assert.deepEqual(highlights(d).cells, [[2, 2], [3, 2], [4, 2]]);
  assert.deepEqual(highlights(d, 'band').cells, [[2, 2], [3, 2], [4, 2]]);
  assert.deepEqual(highlights(d, 'other').cells, []);
  assert.deepEqual(intentAt(v, d, { model: null }, 3, 2), { kind: 'none', why: 'intent.chooseCounter' });
  assert.deepEqual(intentAt(v, d, { model: 'band' }, 1, 1), { kind: 'none', why: 'intent.chooseSquares' });
  const intent = intentAt(v, d, { model: 'band' }, 3, 2);
  assert.deepEqual(intent, { kind: 'answer', answer: { kind: 'dungeonCounter', entry: 'band', at: [3, 2] } });
  assert.ok(intent.kind === 'answer' && apply(s, 'gm', intent.answer).ok);
});

test('alike monsters are placed square by square on the board: with none picked, a click drafts the next one not yet placed', () => {
  const v = view(actingP1(), 'gm');
  const d: Decision = { kind: 'placeMonsters', seat: 'gm', monsters: ['m1', 'm2', 'm3'] } as Decision;
  assert.deepEqual(intentAt(v, d, { model: null, drafted: [] }, 2, 2), { kind: 'draft', model: 'm1', at: [2, 2] });
  assert.deepEqual(intentAt(v, d, { model: null, drafted: ['m1'] }, 3, 2), { kind: 'draft', model: 'm2', at: [3, 2] });
  assert.deepEqual(intentAt(v, d, { model: 'm3', drafted: ['m1', 'm2'] }, 4, 2), { kind: 'draft', model: 'm3', at: [4, 2] });
  assert.equal(intentAt(v, d, { model: null, drafted: ['m1', 'm2', 'm3'] }, 5, 2).kind, 'none');
});
