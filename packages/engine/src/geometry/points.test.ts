import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ALL_DIRECTIONS, DIAGONAL, ORTHOGONAL, chebyshev, isAdjacent, manhattan, pointKey, samePoint } from './points.ts';

test('directions come in a fixed order: N, E, S, W, then NE, SE, SW, NW', () => {
  assert.deepEqual(ORTHOGONAL, [{ x: 0, y: -1 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: -1, y: 0 }]);
  assert.deepEqual(DIAGONAL, [{ x: 1, y: -1 }, { x: 1, y: 1 }, { x: -1, y: 1 }, { x: -1, y: -1 }]);
  assert.deepEqual(ALL_DIRECTIONS, [...ORTHOGONAL, ...DIAGONAL]);
  assert.ok(Object.isFrozen(ALL_DIRECTIONS) && Object.isFrozen(ALL_DIRECTIONS[0]));
});

test('distances', () => {
  assert.equal(chebyshev({ x: 1, y: 1 }, { x: 4, y: -1 }), 3);
  assert.equal(manhattan({ x: 1, y: 1 }, { x: 4, y: -1 }), 5);
  assert.equal(chebyshev({ x: 2, y: 2 }, { x: 2, y: 2 }), 0);
});

test('adjacency: orthogonal only unless diagonal; never to itself', () => {
  const o = { x: 5, y: 5 };
  for (const d of ORTHOGONAL) {
    assert.ok(isAdjacent(o, { x: 5 + d.x, y: 5 + d.y }, false));
    assert.ok(isAdjacent(o, { x: 5 + d.x, y: 5 + d.y }, true));
  }
  for (const d of DIAGONAL) {
    assert.ok(!isAdjacent(o, { x: 5 + d.x, y: 5 + d.y }, false));
    assert.ok(isAdjacent(o, { x: 5 + d.x, y: 5 + d.y }, true));
  }
  assert.ok(!isAdjacent(o, o, false));
  assert.ok(!isAdjacent(o, o, true));
  assert.ok(!isAdjacent(o, { x: 7, y: 5 }, true));
});

test('samePoint and pointKey', () => {
  assert.ok(samePoint({ x: 3, y: -2 }, { x: 3, y: -2 }));
  assert.ok(!samePoint({ x: 3, y: -2 }, { x: -2, y: 3 }));
  assert.equal(pointKey({ x: 3, y: -2 }), '3,-2');
});
