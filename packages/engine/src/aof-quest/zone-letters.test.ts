import { test } from 'node:test';
import assert from 'node:assert/strict';
import { zoneLetters } from './zone-letters.ts';

test('zone letters: H for the heroes\' zone wherever it stands, the others A, B, C… skipping G, H and T', () => {
  const ids = ['north', 'heroes', ...'abcdefghijklmnopqrst'.split('').map((c) => `z-${c}`)];
  const letters = zoneLetters({ heroZone: 'heroes', zones: ids.map((id) => ({ id })) });
  assert.equal(letters.get('heroes'), 'H');
  assert.equal(letters.get('north'), 'A');
  const others = ids.filter((id) => id !== 'heroes').map((id) => letters.get(id));
  assert.deepEqual(others, 'ABCDEFIJKLMNOPQRSUVWX'.split(''));
  assert.equal(new Set(letters.values()).size, ids.length, 'no two zones share a letter');
});
