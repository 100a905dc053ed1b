// A campaign's depart step names the rules version its game is played by: the game's header
// names it, a version this engine does not play is refused naming the field, and a step stored
// before steps named one gives the header it gave then.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { CampaignError, playStep, startCampaign, type Campaign } from './crawl.ts';
import { RULES_VERSION } from '../rules-versions.ts';

const ahq = await loadDefaultContent('ahq');

const crawl = (): Campaign => startCampaign(ahq, { ruleset: 'ahq', packs: ahq.packs, campaign: 'the-orc-warrens', seed: 7, heroes: [{ type: 'barbarian', seat: 'p1' }] });

test('CMP-A03 a depart step names the rules version of the game of its expedition; one the engine does not play is refused, naming the field, changing nothing', () => {
  for (const v of [RULES_VERSION, 3]) {
    const c = crawl();
    playStep(ahq, c, { kind: 'depart', seed: 1, rulesVersion: v });
    assert.equal(c.away!.rulesVersion, v);
  }
  const old = crawl();
  playStep(ahq, old, { kind: 'depart', seed: 1 });
  assert.equal('rulesVersion' in old.away!, false, 'a step stored before steps named a version gives the header of then');
  for (const bad of [99, '4', null]) {
    const c = crawl();
    const before = JSON.stringify(c);
    assert.throws(() => playStep(ahq, c, { kind: 'depart', seed: 1, rulesVersion: bad as number }), (e: Error) => {
      assert.ok(e instanceof CampaignError);
      assert.equal(e.code, 'campaign/rules-version');
      assert.equal(e.field, 'steps[0].rulesVersion');
      assert.match(e.message, new RegExp(`rules version ${JSON.stringify(bad)} is not one this engine plays`));
      return true;
    });
    assert.equal(JSON.stringify(c), before);
  }
});
