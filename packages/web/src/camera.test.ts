import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameEvent, View } from '@delve/engine';
import { eventCells } from './camera.ts';

const view = { map: { sections: [{ id: 'room-a', x: 10, y: 4, w: 5, h: 3 }] } } as unknown as View;

test('the camera follows a section revealed, monsters placed and figures moved', () => {
  const events: GameEvent[] = [
    { type: 'sectionRevealed', section: 'room-a' },
    { type: 'placed', model: 'x', at: { x: 12, y: 5 } },
    { type: 'moved', model: 'y', path: [{ x: 1, y: 1 }, { x: 2, y: 1 }], ran: false },
    { type: 'dice', purpose: 'to-hit', faces: [3], by: null },
  ];
  assert.deepEqual(eventCells(view, events), [[10, 4], [14, 6], [12, 5], [2, 1]]);
});

test('events that happen nowhere leave the camera where it is', () => {
  assert.deepEqual(eventCells(view, [{ type: 'turnStarted', turn: 2, kind: 'exploration' }]), []);
});
