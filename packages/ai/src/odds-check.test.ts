// The engine's exact attack odds agree with the engine's own dice: each case's attack made 4,000
// times with fresh dice (hand-to-hand and ranged, criticals, fumbles, free-attack chains, critical
// damage, fumbled shots onto friends), for `ahq` and for `guilds` (skull and shield). `npm run bench`
// makes the same check with a million attacks per case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { AHQ_CASES, GUILDS_CASES, disagreements, sample } from './odds-check.ts';

const content = await loadDefaultContent('ahq');

test('ahq: exact attack odds match 4,000 simulated attacks per case within sampling error', () => {
  for (const [i, k] of AHQ_CASES.entries()) {
    const { exact, sampled } = sample(k, content, 4000, 100 + i);
    // 4.5 standard errors: about one false alarm in 150,000 checks.
    assert.deepEqual(disagreements(exact, sampled, 4.5), [], k.name);
  }
});

test('guilds: exact skull-and-shield odds match 4,000 simulated attacks per case within sampling error', async () => {
  const guilds = await loadDefaultContent('guilds');
  for (const [i, k] of GUILDS_CASES.entries()) {
    const { exact, sampled } = sample(k, guilds, 4000, 200 + i);
    assert.deepEqual(disagreements(exact, sampled, 4.5), [], k.name);
  }
});

test('the check notices wrong odds', () => {
  const { exact, sampled } = sample(AHQ_CASES[0]!, content, 4000, 7);
  const wrong = { ...exact, kill: exact.kill + 0.05 };
  assert.equal(disagreements(wrong, sampled, 4.5)[0]?.what, 'kill');
});
