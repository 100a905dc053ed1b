// Campaigns of the grid crawls (docs/campaign.md): the town's steps, an expedition's end read
// from its game, and whole campaigns played by bots and replayed from their steps.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import {
  CampaignError, createGame, localSeed, playStep, replayCampaign, settleExpedition, startCampaign,
  type Campaign, type CampaignHeader, type CampaignStep, type Content, type GameState,
} from '@delve/engine';
import { playCampaign } from './campaign.ts';
import { playOut } from './play.ts';
import { aiPolicy } from './policies.ts';

const ahq = await loadDefaultContent('ahq');
const guilds = await loadDefaultContent('guilds');

const ahqHeader = (heroes = ['barbarian', 'dwarf', 'elf', 'wizard']): CampaignHeader => ({
  ruleset: 'ahq', packs: ahq.packs, campaign: 'the-orc-warrens', seed: 7, heroes: heroes.map((type, i) => ({ type, seat: `p${i + 1}` })),
});
const guildsHeader = (): CampaignHeader => ({
  ruleset: 'guilds', packs: guilds.packs, campaign: 'the-guild-contracts', seed: 7,
  heroes: ['warrior', 'dwarf', 'elf', 'rogue'].map((type, i) => ({ type, seat: `p${i + 1}` })),
});

/** Plays `step` and expects it refused with `code` at `field`, the campaign unchanged. */
function refused(content: Content, c: Campaign, step: CampaignStep, code: string, field?: RegExp): CampaignError {
  const before = JSON.stringify(c);
  let err: unknown;
  try {
    playStep(content, c, step);
  } catch (e) {
    err = e;
  }
  assert.ok(err instanceof CampaignError, `expected a refusal, got ${String(err)}`);
  assert.equal(err.code, code, err.message);
  if (field) assert.match(err.field, field);
  assert.equal(JSON.stringify(c), before, 'a refused step changes nothing');
  return err;
}

/** Sets off, and ends the expedition with the heroes' models as `shape` makes them. */
function expedition(content: Content, c: Campaign, shape: (s: GameState) => void): GameState {
  playStep(content, c, { kind: 'depart', seed: localSeed(c) });
  const s = createGame<GameState>(c.away!, content);
  shape(s);
  settleExpedition(content, c, s);
  return s;
}

const hero = (c: Campaign, id: string) => c.party.find((h) => h.id === id)!;

describe('campaigns of the grid crawls', () => {
  it('CMP-A01 a campaign follows its content: unknown campaigns and the wrong ruleset are refused; won after the last expedition', () => {
    assert.throws(() => startCampaign(ahq, { ...ahqHeader(), campaign: 'nowhere' }), /header\.campaign: no campaign 'nowhere'/);
    assert.throws(() => startCampaign(ahq, { ...ahqHeader(), ruleset: 'guilds' }), /played under ahq, not guilds/);
    assert.throws(() => startCampaign(ahq, ahqHeader(['barbarian', 'man-at-arms'])), /header\.heroes\[1\]\.type: no hero class 'man-at-arms'/);
    const c = startCampaign(ahq, ahqHeader());
    for (let i = 0; i < c.def.expeditions.length; i++) {
      assert.equal(c.over, null);
      expedition(ahq, c, (s) => {
        for (const m of Object.values(s.models)) if (m.side === 'heroes') m.status.left = true;
        s.result = { winner: 'heroes', reason: 'left-dungeon' };
      });
      assert.equal(c.next, i + 1);
    }
    assert.equal(c.over, 'won');
    refused(ahq, c, { kind: 'depart', seed: localSeed(c) }, 'campaign/over');
  });

  it('CMP-A03 an expedition gives its results once, from its own finished game; the town waits while it is away', () => {
    const c = startCampaign(ahq, ahqHeader());
    refused(ahq, c, { kind: 'return', game: { header: { ...ahqHeader(), setup: {} } as never, answers: [] } }, 'campaign/away');
    playStep(ahq, c, { kind: 'depart', seed: localSeed(c) });
    refused(ahq, c, { kind: 'buy', hero: 'barbarian', item: 'dagger' }, 'campaign/away');
    refused(ahq, c, { kind: 'return', game: { header: c.away!, answers: [] } }, 'campaign/unfinished', /game$/);
    refused(ahq, c, { kind: 'return', game: { header: { ...c.away!, seed: 'forged' }, answers: [] } }, 'campaign/game', /game\.header$/);
    const played = playOut(createGame<GameState>(c.away!, ahq), aiPolicy, 40_000, true);
    const game = { header: c.away!, answers: played.answers };
    const forged = structuredClone(game);
    forged.answers.splice(3, 1);
    const e = refused(ahq, c, { kind: 'return', game: forged }, 'campaign/game');
    assert.match(e.field, /game\.answers\[\d+\]/);
    playStep(ahq, c, { kind: 'return', game });
    assert.equal(c.history.length, 1);
    // The same game again: the campaign has moved on, and counts it no more.
    refused(ahq, c, { kind: 'return', game }, 'campaign/away');
    playStep(ahq, c, { kind: 'depart', seed: localSeed(c) });
    refused(ahq, c, { kind: 'return', game }, 'campaign/game');
  });

  it('CMP-K01 CMP-K04 a hero keeps what it carries out, and what it used is gone', () => {
    const c = startCampaign(ahq, ahqHeader());
    expedition(ahq, c, (s) => {
      const b = s.models['barbarian']!;
      b.gold = 140;
      b.items = ['ring-of-warding'];
      b.weapons = ['broadsword'];
      for (const m of Object.values(s.models)) if (m.side === 'heroes') m.status.left = true;
      s.result = { winner: 'heroes', reason: 'left-dungeon' };
    });
    const b = hero(c, 'barbarian');
    assert.equal(b.gold, 140);
    assert.deepEqual(b.items, ['ring-of-warding']);
    assert.deepEqual(b.weapons, ['broadsword']);
  });

  it('CMP-K02 gold beyond 250 waits in the stash, and is taken up again when the party sets off (AHQ-E09)', () => {
    const c = startCampaign(ahq, ahqHeader());
    hero(c, 'barbarian').stash = 300;
    hero(c, 'barbarian').gold = 100;
    playStep(ahq, c, { kind: 'depart', seed: localSeed(c) });
    assert.equal(c.away!.setup.heroes.find((h) => h.id === 'barbarian')!.gold, 250);
    assert.equal(hero(c, 'barbarian').stash, 150);
    const s = createGame<GameState>(c.away!, ahq);
    // Gold from a guilds-style share beyond the limit cannot happen under ahq; the stash is its
    // home when it does under a ruleset with a limit: 250 carried, 150 in town.
    for (const m of Object.values(s.models)) if (m.side === 'heroes') m.status.left = true;
    s.result = { winner: 'heroes', reason: 'left-dungeon' };
    settleExpedition(ahq, c, s);
    assert.equal(hero(c, 'barbarian').gold + hero(c, 'barbarian').stash, 400);
  });

  it('CMP-K03 Fate spent stays spent; coming out gains one, up to the class\'s plus two', () => {
    const c = startCampaign(ahq, ahqHeader());
    const out = (fate: number) => expedition(ahq, c, (s) => {
      s.models['wizard']!.fate = fate;
      for (const m of Object.values(s.models)) if (m.side === 'heroes') m.status.left = true;
      s.result = { winner: 'heroes', reason: 'left-dungeon' };
    });
    out(0);
    assert.equal(hero(c, 'wizard').fate, 1);
    out(5);
    assert.equal(hero(c, 'wizard').fate, 5, 'the wizard starts with 3: at most 5');
  });

  it('CMP-H01 a hero sets off healed, whatever wounds it came out with', () => {
    const c = startCampaign(ahq, ahqHeader());
    expedition(ahq, c, (s) => {
      s.models['dwarf']!.wounds = 1;
      for (const m of Object.values(s.models)) if (m.side === 'heroes') m.status.left = true;
      s.result = { winner: 'heroes', reason: 'left-dungeon' };
    });
    playStep(ahq, c, { kind: 'depart', seed: localSeed(c) });
    const s = createGame<GameState>(c.away!, ahq);
    assert.equal(s.models['dwarf']!.wounds, ahq.heroes['dwarf']!.profile.wounds);
  });

  it('CMP-H02 GLD-W06 a guilds hero carried out Knocked Down waits for the Healer, paid from its purse then the chest', () => {
    const c = startCampaign(guilds, guildsHeader());
    expedition(guilds, c, (s) => {
      const e = s.models['elf']!;
      e.status.ko = true;
      e.wounds = 0;
      e.gold = 10;
      for (const m of Object.values(s.models)) if (m.side === 'heroes') m.status.left = true;
      s.result = { winner: 'heroes', reason: 'left-dungeon' };
    });
    assert.equal(c.history[0]!.heroes['elf'], 'carried');
    assert.equal(hero(c, 'elf').healer, true);
    refused(guilds, c, { kind: 'hire', hero: 'elf', type: 'halberdier' }, 'campaign/healer');
    // Sets off without it.
    const copy = structuredClone(c);
    playStep(guilds, copy, { kind: 'depart', seed: localSeed(copy) });
    assert.equal(copy.away!.setup.heroes.some((h) => h.id === 'elf'), false);
    // 10 crowns of its own: the Healer's 60 need the chest.
    refused(guilds, c, { kind: 'heal', hero: 'elf' }, 'campaign/afford');
    c.chest = 50;
    playStep(guilds, c, { kind: 'heal', hero: 'elf' });
    assert.equal(hero(c, 'elf').healer, false);
    assert.equal(hero(c, 'elf').gold + hero(c, 'elf').stash, 0);
    assert.equal(c.chest, 0);
    refused(guilds, c, { kind: 'heal', hero: 'elf' }, 'campaign/healer');
  });

  it('CMP-H02 an ahq hero knocked out when the heroes win comes out on its feet: no Healer under ahq', () => {
    const c = startCampaign(ahq, ahqHeader());
    expedition(ahq, c, (s) => {
      s.models['elf']!.status.ko = true;
      s.result = { winner: 'heroes', reason: 'monsters-slain' };
    });
    assert.equal(c.history[0]!.heroes['elf'], 'out');
    assert.equal(hero(c, 'elf').healer, false);
  });

  it('CMP-D01 CMP-D02 the dead leave the party, their gear lost and their stash to the chest; who did not come out of a lost expedition is dead', () => {
    const c = startCampaign(ahq, ahqHeader());
    // It carries all it may (AHQ-E09): its stash stays in town.
    hero(c, 'elf').gold = 250;
    hero(c, 'elf').stash = 30;
    expedition(ahq, c, (s) => {
      s.models['elf']!.status.dead = true;
      s.models['barbarian']!.status.left = true;
      s.result = { winner: 'heroes', reason: 'left-dungeon' };
    });
    assert.deepEqual(c.party.map((h) => h.id), ['barbarian']);
    assert.equal(c.chest, 30);
    assert.deepEqual(c.fallen.map((f) => f.id).sort(), ['dwarf', 'elf', 'wizard']);
    assert.equal(c.next, 1, 'the barbarian came out: the campaign goes on');
    expedition(ahq, c, (s) => {
      s.models['barbarian']!.status.ko = true;
      s.result = { winner: 'monsters', reason: 'heroes-fallen' };
    });
    assert.equal(c.party.length, 0);
    assert.equal(c.next, 1, 'no one came out: the expedition is to be tried again');
    assert.equal(c.over, 'lost', 'the chest cannot pay a new hero');
  });

  it('CMP-S01 CMP-S02 AHQ-E10 AHQ-C35 buying pays from the purse then the stash, and never what a hero cannot afford or carry', () => {
    const c = startCampaign(ahq, ahqHeader());
    const b = hero(c, 'barbarian');
    b.gold = 20;
    b.stash = 390;
    refused(ahq, c, { kind: 'buy', hero: 'barbarian', item: 'plate-armour' }, 'campaign/carry', /item$/);
    playStep(ahq, c, { kind: 'sell', hero: 'barbarian', item: 'leather' });
    playStep(ahq, c, { kind: 'buy', hero: 'barbarian', item: 'plate-armour' });
    assert.equal(hero(c, 'barbarian').armour, 'plate-armour');
    assert.equal(hero(c, 'barbarian').gold, 0);
    assert.equal(hero(c, 'barbarian').stash, 390 + Math.floor(ahq.armour['leather']!.cost! / 2) - 380);
    refused(ahq, c, { kind: 'buy', hero: 'barbarian', item: 'healing-potion' }, 'campaign/afford');
    hero(c, 'barbarian').stash = 1000;
    refused(ahq, c, { kind: 'buy', hero: 'barbarian', item: 'chain-mail' }, 'campaign/carry', /item$/);
    playStep(ahq, c, { kind: 'buy', hero: 'barbarian', item: 'dagger' });
    refused(ahq, c, { kind: 'buy', hero: 'barbarian', item: 'halberd' }, 'campaign/carry');
    hero(c, 'wizard').stash = 1000;
    const e = refused(ahq, c, { kind: 'buy', hero: 'wizard', item: 'broadsword' }, 'campaign/carry');
    assert.match(e.message, /AHQ-C35/);
    refused(ahq, c, { kind: 'buy', hero: 'nobody', item: 'dagger' }, 'campaign/hero', /hero$/);
    refused(ahq, c, { kind: 'buy', hero: 'wizard', item: 'excalibur' }, 'campaign/item');
    playStep(ahq, c, { kind: 'buy', hero: 'elf', item: 'arrows', count: 12 });
    assert.equal(hero(c, 'elf').ammo['arrows'], (ahq.heroes['elf']!.ammo?.['arrows'] ?? 0) + 12);
    refused(ahq, c, { kind: 'buy', hero: 'elf', item: 'dagger', count: 2 }, 'campaign/count');
  });

  it('CMP-S03 selling gives half the price, rounded down, into the stash; only what the hero owns', () => {
    const c = startCampaign(ahq, ahqHeader());
    const before = hero(c, 'barbarian').stash;
    playStep(ahq, c, { kind: 'sell', hero: 'barbarian', item: 'two-handed-sword' });
    assert.equal(hero(c, 'barbarian').stash, before + Math.floor(ahq.weapons['two-handed-sword']!.cost! / 2));
    assert.equal(hero(c, 'barbarian').weapons.includes('two-handed-sword'), false);
    refused(ahq, c, { kind: 'sell', hero: 'barbarian', item: 'two-handed-sword' }, 'campaign/unowned');
  });

  it('CMP-R01 hirelings serve their master for one expedition and are paid again for the next', () => {
    const c = startCampaign(ahq, ahqHeader());
    hero(c, 'dwarf').stash = 100;
    playStep(ahq, c, { kind: 'hire', hero: 'dwarf', type: 'man-at-arms' });
    refused(ahq, c, { kind: 'hire', hero: 'dwarf', type: 'ogre' }, 'campaign/hire', /type$/);
    assert.equal(hero(c, 'dwarf').gold + hero(c, 'dwarf').stash, ahq.heroes['dwarf']!.gold! + 100 - 40);
    playStep(ahq, c, { kind: 'hire', hero: 'dwarf', type: 'spearman' });
    refused(ahq, c, { kind: 'hire', hero: 'dwarf', type: 'spearman' }, 'campaign/hire');
    playStep(ahq, c, { kind: 'depart', seed: localSeed(c) });
    const hired = c.away!.setup.heroes.filter((h) => h.master === 'dwarf');
    assert.deepEqual(hired.map((h) => h.type), ['man-at-arms', 'spearman']);
    const s = createGame<GameState>(c.away!, ahq);
    s.models[hired[0]!.id!]!.gold = 25;
    for (const m of Object.values(s.models)) if (m.side === 'heroes') m.status.left = true;
    s.result = { winner: 'heroes', reason: 'left-dungeon' };
    const stash = hero(c, 'dwarf').stash;
    settleExpedition(ahq, c, s);
    assert.deepEqual(hero(c, 'dwarf').hired, []);
    assert.equal(hero(c, 'dwarf').stash, stash + 25, 'a hireling hands over the gold it carried out');
  });

  it('CMP-T01 training: once per expedition come out of, at a rising price, up to the cap', () => {
    const c = startCampaign(ahq, ahqHeader());
    hero(c, 'barbarian').stash = 1000;
    refused(ahq, c, { kind: 'train', hero: 'barbarian', stat: 'ws' }, 'campaign/train');
    const out = () => expedition(ahq, c, (s) => {
      for (const m of Object.values(s.models)) if (m.side === 'heroes') m.status.left = true;
      s.result = { winner: 'heroes', reason: 'left-dungeon' };
    });
    out();
    const before = hero(c, 'barbarian').gold + hero(c, 'barbarian').stash;
    playStep(ahq, c, { kind: 'train', hero: 'barbarian', stat: 'ws' });
    assert.equal(hero(c, 'barbarian').gold + hero(c, 'barbarian').stash, before - 100);
    refused(ahq, c, { kind: 'train', hero: 'barbarian', stat: 'toughness' }, 'campaign/train');
    refused(ahq, c, { kind: 'train', hero: 'barbarian', stat: 'fate' as never }, 'campaign/stat');
    out();
    playStep(ahq, c, { kind: 'train', hero: 'barbarian', stat: 'ws' });
    assert.equal(hero(c, 'barbarian').gold + hero(c, 'barbarian').stash, before - 300, 'the second point costs twice the first');
    out();
    refused(ahq, c, { kind: 'train', hero: 'barbarian', stat: 'ws' }, 'campaign/train', /stat$/);
    playStep(ahq, c, { kind: 'depart', seed: localSeed(c) });
    const s = createGame<GameState>(c.away!, ahq);
    assert.equal(s.models['barbarian']!.profile.ws, ahq.heroes['barbarian']!.profile.ws + 2);
  });

  it('CMP-N01 a new hero joins with the party\'s average training; a party of none is founded from the chest', () => {
    const c = startCampaign(ahq, ahqHeader(['barbarian', 'dwarf']));
    hero(c, 'barbarian').training = { ws: 2, toughness: 1 };
    hero(c, 'dwarf').training = { ws: 1 };
    playStep(ahq, c, { kind: 'join', type: 'elf', seat: 'p3', name: 'Lirael' });
    const elf = hero(c, 'elf');
    assert.equal(elf.name, 'Lirael');
    assert.deepEqual(elf.training, { ws: 1, toughness: 1 }, 'an average of 2 points, in the order the rule names');
    refused(ahq, c, { kind: 'join', type: 'dragon', seat: 'p4' }, 'campaign/class', /type$/);
    c.party = [];
    c.chest = 200;
    refused(ahq, c, { kind: 'join', type: 'elf', seat: 'p1' }, 'campaign/party');
    refused(ahq, c, { kind: 'found', heroes: [{ type: 'elf', seat: 'p1' }, { type: 'dwarf', seat: 'p2' }] }, 'campaign/afford');
    playStep(ahq, c, { kind: 'found', heroes: [{ type: 'elf', seat: 'p1' }] });
    assert.equal(c.chest, 50);
    assert.deepEqual(c.party.map((h) => h.id), ['elf']);
  });

  it('CMP-M01 each expedition is a new dungeon: its own seed, its monsters restocked', () => {
    const c = startCampaign(ahq, ahqHeader());
    expedition(ahq, c, (s) => {
      for (const m of Object.values(s.models)) if (m.side === 'heroes') m.status.left = true;
      s.result = { winner: 'heroes', reason: 'left-dungeon' };
    });
    playStep(ahq, c, { kind: 'depart', seed: localSeed(c) });
    assert.notEqual(c.away!.seed, c.history[0]!.header.seed);
    assert.equal(c.away!.setup.quest, c.def.expeditions[1]!.quest);
  });

  it('CMP-A03 whole campaigns played by bots replay from their steps to the same record, under both rulesets', () => {
    for (const [content, header] of [[ahq, ahqHeader()], [guilds, guildsHeader()]] as const) {
      const run = playCampaign(content, { ...header, seed: 3 }, aiPolicy);
      assert.ok(run.campaign.history.length >= 1);
      const again = replayCampaign(content, { header: { ...header, seed: 3 }, steps: run.steps });
      assert.deepEqual(again, run.campaign);
      // A purse edited by hand: the steps no longer add up, and the step that breaks is named.
      const buys = run.steps.findIndex((s) => s.kind === 'buy');
      if (buys >= 0) {
        const edited = structuredClone(run.steps);
        edited.splice(buys, 0, ...Array.from({ length: 20 }, () => edited[buys]!));
        assert.throws(() => replayCampaign(content, { header: { ...header, seed: 3 }, steps: edited }), (e: unknown) => e instanceof CampaignError && /^steps\[\d+\]/.test(e.field));
      }
    }
  });
});
