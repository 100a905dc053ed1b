// An aof-quest campaign's depart step names the rules version its mission's game is played by,
// as the crawls' does (campaign/depart.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { playAofStep, startAofCampaign } from './campaign-play.ts';
import { RULES_VERSION } from '../rules-versions.ts';

const aof = await loadDefaultContent('aof-quest');

test('CMP-A03 the game of an aof-quest mission names the rules version of its depart step', () => {
  const c = startAofCampaign(aof, { ruleset: 'aof-quest', packs: aof.packs, seed: 1, size: 24, heroes: [{ class: 'knight', seat: 'p1' }, { class: 'wizard', seat: 'p2' }] });
  assert.throws(() => playAofStep(aof, c, { kind: 'depart', seed: 'm', rulesVersion: 99 }), /steps\[0\]\.rulesVersion: rules version 99/);
  assert.equal(c.away, null);
  playAofStep(aof, c, { kind: 'depart', seed: 'm', rulesVersion: RULES_VERSION });
  assert.equal(c.away!.rulesVersion, RULES_VERSION);
});
