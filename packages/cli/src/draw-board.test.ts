// The terminal board and `delve dungeon`'s map draw furniture (F) and, in `guilds`, corpses (%),
// and list them under the board; a hero seat's map shows no furniture of an unrevealed room.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { corpsesView, createGame, furnishingsView, view, type GameState, type View } from '@delve/engine';
import { fixtureContent } from '../../engine/src/testing/fixture-content.ts';
import { drawBoard, legend } from './draw-board.ts';
import { asciiMap } from './commands/dungeon-map.ts';

const content = { ...fixtureContent, furnishings: { table: { id: 'table', name: 'Table', size: [2, 1] as [number, number], icon: 'table' }, statue: { id: 'statue', name: 'Statue', size: [1, 1] as [number, number], icon: 'colombian-statue' } } };

function game(): GameState {
  const s = createGame({
    ruleset: 'guilds', options: {}, packs: [], seed: 1,
    setup: {
      map: ['#########', '#....+..#', '#....#..#', '#########'],
      sections: [{ id: 'near', kind: 'room', x: 1, y: 1, w: 4, h: 2, revealed: true }, { id: 'far', kind: 'room', x: 6, y: 1, w: 2, h: 2 }],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'hero', fate: 0 }],
      monsters: [{ type: 'orc', at: [4, 2], id: 'orc' }],
      furnishings: [{ type: 'table', at: [2, 1] }, { type: 'statue', at: [7, 1] }],
    },
  }, content);
  s.models.orc!.status.dead = true;
  return s;
}

/** The hero seat's view as it is once view.ts carries the furniture and corpses. */
function featured(s: GameState, seat: string): View {
  const v = view(s, seat);
  const known = (c: number) => v.map.tiles[c] !== '?';
  return { ...v, map: { ...v.map, furnishings: furnishingsView(s, seat, known), corpses: corpsesView(s, seat, known) } } as View;
}

test('delve play draws furniture as F and corpses as %, and names them under the board', () => {
  const v = featured(game(), 'p1');
  const rows = drawBoard(v, false).split('\n').slice(1);
  assert.equal(rows[1], '  1 #1FF.+???');
  assert.equal(rows[2], '  2 #...%#???');
  const text = legend(v, false);
  assert.match(text, /^F Table at 2,1–3,1$/m);
  assert.match(text, /^% the corpse of .+ at 4,2$/m);
  assert.doesNotMatch(text, /Statue/);
});

test('delve dungeon marks furniture F: the heroes\' map only in revealed rooms, the GM\'s everywhere', () => {
  const s = game();
  assert.deepEqual(asciiMap(s, false).split('\n').slice(1, 2), ['#@FF.+']);
  assert.match(asciiMap(s, true), /#@FF\.\+\.F#/);
});

test('FAC-F01 with facing the terminal board shows an arrow ahead of each figure, and the legend its facing', () => {
  const s = createGame({
    ruleset: 'ahq', options: { facing: true }, packs: [], seed: 1,
    setup: {
      map: ['#######', '#.....#', '#.....#', '#######'],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'hero', fate: 0, facing: 'E' }],
      monsters: [{ type: 'orc', at: [5, 2], id: 'orc', facing: 'N' }],
    },
  }, fixtureContent);
  const v = view(s, 'p1');
  const rows = drawBoard(v, false).split('\n').slice(1);
  assert.equal(rows[1], '  1 #1→..↑#');
  assert.equal(rows[2], '  2 #....a#');
  const text = legend(v, false);
  assert.match(text, /Barbarian .*\(faces east →/);
  assert.match(text, /Orc .*\(faces north ↑/);
});
