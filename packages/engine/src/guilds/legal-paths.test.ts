// The paths the legal listing gives under `guilds` are the paths the engine walks: a client that
// previews a move's cost from the listing counts what the log will record. A step through an open
// doorway into a section not yet revealed walks to the doorway first (the exploration rule of
// stepping through to see behind a door), and the listing says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, createGame, legalAnswers } from '../game.ts';
import type { Answer, GameHeader, GameState } from '../types.ts';
import { fixtureContent } from '../testing/fixture-content.ts';

/** A revealed hall with the hero at [2, 1] and an open door at [7, 1] into a room not revealed. */
function hall(): GameState {
  const header: GameHeader = {
    ruleset: 'guilds', options: {}, packs: [], seed: 1,
    setup: {
      map: ['###########', '#....../..#', '#......#..#', '###########'],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [2, 1], id: 'hero', fate: 0 }],
      sections: [
        { id: 'hall', kind: 'room', x: 1, y: 1, w: 6, h: 2, revealed: true },
        { id: 'beyond', kind: 'room', x: 8, y: 1, w: 2, h: 2, revealed: false },
      ],
    },
  };
  return createGame(header, fixtureContent);
}

test('a step through an open doorway into the unknown is listed with the squares walked to it', () => {
  const s = hall();
  const moves = legalAnswers(s, 'p1', { paths: true }).filter((a): a is Extract<Answer, { kind: 'move' }> => a.kind === 'move');
  const through = moves.find((a) => a.to[0] === 8 && a.to[1] === 1);
  assert.ok(through, 'the square beyond the door is offered');
  assert.deepEqual(through.path, [[3, 1], [4, 1], [5, 1], [6, 1], [7, 1], [8, 1]]);
});

test('every move listed with its path walks exactly that path', () => {
  const s = hall();
  const moves = legalAnswers(s, 'p1', { paths: true }).filter((a): a is Extract<Answer, { kind: 'move' }> => a.kind === 'move');
  assert.ok(moves.length > 10);
  for (const a of moves) {
    assert.ok(a.path, `the move to ${a.to.join(',')} has its path`);
    const r = apply(s, 'p1', a);
    assert.ok(r.ok, JSON.stringify(r));
    const moved = r.events.find((e) => e.type === 'moved');
    assert.ok(moved && moved.type === 'moved');
    assert.deepEqual(moved.path.map((p) => [p.x, p.y]), a.path, `the move to ${a.to.join(',')}`);
  }
});
