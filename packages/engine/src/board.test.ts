import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sightBetween, walkable } from './board.ts';
import { buildMap } from './state.ts';
import type { GameState } from './types.ts';

/** A board with no models: the map's questions read only the map, the models and what is pending. */
function board(rows: string[], sections: Parameters<typeof buildMap>[1] = []): GameState {
  return { map: buildMap(rows, sections), models: {}, order: [], pending: null } as unknown as GameState;
}

test('DEC-12 a line found blocked by a closed door is seen again once the door is opened in place', () => {
  const s = board(['#######', '#..+..#', '#######']);
  const from = { x: 1, y: 1 };
  const to = { x: 5, y: 1 };
  assert.equal(sightBetween(s, from, to, 'heroes'), 'blocked');
  assert.equal(sightBetween(s, from, to, 'heroes'), 'blocked');
  s.map.doors.d1!.open = true;
  // An open door blocks unless one end is next to it (DEC-12): these two ends are not.
  assert.equal(sightBetween(s, from, to, 'heroes'), 'blocked');
  assert.equal(sightBetween(s, { x: 2, y: 1 }, to, 'heroes'), 'clear');
  s.map.doors.d1!.open = false;
  assert.equal(sightBetween(s, { x: 2, y: 1 }, to, 'heroes'), 'blocked');
});

test('the grids follow a section revealed and a spotted trap deleted in place', () => {
  const s = board(['#######', '#.....#', '#######'], [
    { id: 'a', kind: 'room', x: 1, y: 1, w: 2, h: 1, revealed: true },
    { id: 'b', kind: 'room', x: 3, y: 1, w: 3, h: 1 },
  ] as Parameters<typeof buildMap>[1]);
  assert.equal(walkable(s, 4, 1), false);
  assert.equal(sightBetween(s, { x: 1, y: 1 }, { x: 5, y: 1 }, 'heroes'), 'blocked');
  s.map.sections.b!.revealed = true;
  assert.equal(walkable(s, 4, 1), true);
  assert.equal(sightBetween(s, { x: 1, y: 1 }, { x: 5, y: 1 }, 'heroes'), 'clear');
  s.map.traps.t1 = { cell: 1 * 7 + 4, spotted: true, chest: null } as GameState['map']['traps'][string];
  assert.equal(walkable(s, 4, 1), false);
  delete s.map.traps.t1;
  assert.equal(walkable(s, 4, 1), true);
});
