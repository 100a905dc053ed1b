// A campaign's depart step names the rules version its game is played by: the game's header
// names it, a version this engine does not play is refused naming the field, and a step stored
// before steps named one gives the header it gave then.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { CampaignError, playStep, startCampaign, type Campaign } from './crawl.ts';
import { playAofStep, startAofCampaign } from '../aof-quest/campaign-play.ts';
import { RULES_VERSION } from '../rules-versions.ts';

const ahq = await loadDefaultContent('ahq');
const aof = await loadDefaultContent('aof-quest');

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

test('CMP-A03 the game of an aof-quest mission names the rules version of its depart step', () => {
  const c = startAofCampaign(aof, { ruleset: 'aof-quest', packs: aof.packs, seed: 1, size: 24, heroes: [{ class: 'knight', seat: 'p1' }, { class: 'wizard', seat: 'p2' }] });
  assert.throws(() => playAofStep(aof, c, { kind: 'depart', seed: 'm', rulesVersion: 99 }), /steps\[0\]\.rulesVersion: rules version 99/);
  assert.equal(c.away, null);
  playAofStep(aof, c, { kind: 'depart', seed: 'm', rulesVersion: RULES_VERSION });
  assert.equal(c.away!.rulesVersion, RULES_VERSION);
});
