// What the hero bot buys between chapters (CMP-Q05): the upgrade worth most per XP, saved for
// while chapters remain, everything it affords before the final.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { playAofStep, startAofCampaign, type AofCampaign, type AofCampaignHero } from '@delve/engine';
import { chooseUpgrades, fightWorth, heroScores, upgradeGain } from './upgrades.ts';

const content = await loadDefaultContent('aof-quest');
const aof = content.aof!;
const campaign = (): AofCampaign => startAofCampaign(content, {
  ruleset: 'aof-quest', packs: content.packs, seed: 4, size: 24,
  heroes: [{ class: 'knight', seat: 'p1' }, { class: 'wizard', seat: 'p2' }, { class: 'ranger', seat: 'p3' }, { class: 'priest', seat: 'p4' }],
});
const hero = (c: AofCampaign, cls: string, xp: number, upgrades: Record<string, number> = {}): AofCampaignHero => ({ ...c.party.find((h) => h.class === cls)!, xp, upgrades });
const up = (c: AofCampaign, id: string) => c.def.upgrades.find((u) => u.id === id)!;

describe('aof-quest campaigns: the hero bot\'s upgrades', () => {
  it('CMP-Q05 weighs an upgrade by what it adds to the fight of the hero per XP: a better Defense for the Knight, whose hits already land', () => {
    const c = campaign();
    const k = hero(c, 'knight', 6);
    const s = heroScores(aof, c.def, k);
    // Defense 3+ to 2+: against AP(1) the Knight fails a block on 1-3, then on 1-2: a third fewer wounds.
    assert.ok(upgradeGain(aof, 'knight', s, up(c, 'guarded')) > upgradeGain(aof, 'knight', s, up(c, 'tough')));
    assert.ok(upgradeGain(aof, 'knight', s, up(c, 'guarded')) > upgradeGain(aof, 'knight', s, up(c, 'veteran')));
    // The Knight's skill is a Wil test: Str and Dex add nothing it fights with.
    assert.ok(upgradeGain(aof, 'knight', s, up(c, 'strong')) === 0 && upgradeGain(aof, 'knight', s, up(c, 'quick')) === 0);
    assert.ok(upgradeGain(aof, 'knight', s, up(c, 'willed')) > 0);
    assert.deepEqual(chooseUpgrades(aof, c.def, k, false), ['guarded']);
    // A score at 2+ goes no further (the ruleset keeps scores 2+ to 6+): nothing gained.
    const best = heroScores(aof, c.def, hero(c, 'knight', 0, { guarded: 1 }));
    assert.equal(best.defense, 2);
    assert.equal(upgradeGain(aof, 'knight', { ...best, quality: 2 }, up(c, 'veteran')), 0);
  });

  it('CMP-Q05 the spells of a Caster are cast on 4+ whatever its Quality: the Wizard gains less from Quality than the Ranger, who shoots', () => {
    const c = campaign();
    const w = heroScores(aof, c.def, hero(c, 'wizard', 0));
    const r = heroScores(aof, c.def, hero(c, 'ranger', 0));
    const rel = (cls: string, s: typeof w) => upgradeGain(aof, cls, s, up(c, 'veteran')) / upgradeGain(aof, cls, s, up(c, 'tough'));
    assert.ok(rel('wizard', w) < rel('ranger', r), `wizard ${rel('wizard', w)}, ranger ${rel('ranger', r)}`);
    assert.ok(fightWorth(aof, 'wizard', { ...w, toughness: w.toughness + 1 }) > fightWorth(aof, 'wizard', w));
  });

  it('CMP-Q05 saves for the best upgrade while chapters remain, and spends what it can before the final', () => {
    const c = campaign();
    // 5 XP: the Knight's best (Guarded, 6) is out of reach; Tougher (3) is not.
    const k = hero(c, 'knight', 5);
    assert.deepEqual(chooseUpgrades(aof, c.def, k, false), [], 'it saves for Guarded');
    const last = chooseUpgrades(aof, c.def, k, true);
    assert.equal(last.length, 1);
    assert.ok(['tough', 'power', 'willed'].includes(last[0]!), last[0]);
    // Everything bought is within the campaign's limits and what the XP pays, in order.
    const rich = hero(c, 'priest', 40);
    const all = chooseUpgrades(aof, c.def, rich, true);
    const count = (id: string) => all.filter((x) => x === id).length;
    for (const u of c.def.upgrades) assert.ok(count(u.id) <= u.max, `${u.id} ${count(u.id)}`);
    assert.ok(all.reduce((n, id) => n + up(c, id).xp, 0) <= 40);
    assert.ok(all.length >= 6, all.join(', '));
    assert.deepEqual(chooseUpgrades(aof, c.def, hero(c, 'priest', 2), true), [], 'nothing costs 2 XP');
  });

  it('CMP-Q05 the upgrades it chooses are ones the campaign accepts, between chapters', () => {
    const c = campaign();
    // Between chapters: the first chapter played, XP given by hand.
    c.history.push({} as never);
    c.chapter = 1;
    for (const h of c.party) h.xp = 13;
    for (const id of c.party.map((h) => h.id)) {
      const chosen = chooseUpgrades(aof, c.def, c.party.find((h) => h.id === id)!, c.outline.chapters[1]!.final);
      for (const u of chosen) playAofStep(content, c, { kind: 'upgrade', hero: id, upgrade: u });
      const h = c.party.find((x) => x.id === id)!;
      assert.ok(h.xp < 13 && chosen.length > 0, `${h.class} bought nothing with 13 XP`);
      assert.equal(h.xp, 13 - chosen.reduce((n, u) => n + up(c, u).xp, 0));
    }
  });
});
