import { test } from 'node:test';
import assert from 'node:assert/strict';
import { YOUNG_GENERATION_MB, youngGenerationMb } from './pool.ts';

test('a pool playing only room fights gives its threads the smaller young generation; any other game among the jobs, the larger', () => {
  assert.ok(YOUNG_GENERATION_MB.fights < YOUNG_GENERATION_MB.expedition);
  assert.equal(youngGenerationMb([{ setup: 'room-fight' }, { setup: 'room-fight' }]), YOUNG_GENERATION_MB.fights);
  assert.equal(youngGenerationMb([{ setup: 'room-fight' }, { setup: 'expedition' }]), YOUNG_GENERATION_MB.expedition);
  assert.equal(youngGenerationMb([{ setup: 'dungeon' }]), YOUNG_GENERATION_MB.expedition);
  assert.equal(youngGenerationMb([]), YOUNG_GENERATION_MB.expedition);
});
