import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPasses } from './checks.ts';

test('DEC-05 a check passes on a d12 at or below the characteristic; a 1 always passes, a 12 always fails', () => {
  for (let value = 0; value <= 14; value++) {
    for (let face = 1; face <= 12; face++) {
      const expected = face === 1 ? true : face === 12 ? false : face <= value;
      assert.equal(checkPasses(face, value), expected, `face ${face} against ${value}`);
    }
  }
  // The edges named by the decision: a 1 passes even below 1 (a characteristic lowered by a
  // modifier), a 12 fails even at 12 and above.
  assert.equal(checkPasses(1, 0), true);
  assert.equal(checkPasses(1, -3), true);
  assert.equal(checkPasses(12, 12), false);
  assert.equal(checkPasses(12, 20), false);
  assert.equal(checkPasses(11, 11), true);
  assert.equal(checkPasses(2, 1), false);
});
