// Campaigns of aof-quest (docs/campaign.md, CMP-Q01..Q05): the builder's chapters at rising
// difficulty, missions played by the hero bot and read back, XP, travel, injuries, upgrades.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import {
  CampaignError, applyInPlace, chapterDifficulty, createGame, playAofStep, replayAofCampaign, settleMission, startAofCampaign,
  type AofCampaign, type AofCampaignHeader, type AofCampaignStep, type AofMissionDef, type CoreState,
} from '@delve/engine';
import { aofHeroPolicy } from './aof/bot.ts';

const content = await loadDefaultContent('aof-quest');
const header = (seed: number | string = 5): AofCampaignHeader => ({
  ruleset: 'aof-quest', packs: content.packs, seed, size: 24,
  heroes: [{ class: 'knight', seat: 'p1', name: 'Sir Kay' }, { class: 'wizard', seat: 'p1' }, { class: 'ranger', seat: 'p2' }],
});

/** Sets off and plays the mission with the hero bot; returns the steps it took. */
function playMission(c: AofCampaign): AofCampaignStep[] {
  const depart: AofCampaignStep = { kind: 'depart', seed: `${String(c.header.seed)}/${c.steps}` };
  playAofStep(content, c, depart);
  const s = createGame<CoreState>(c.away!, content);
  const answers: { seat: string; answer: ReturnType<typeof aofHeroPolicy> }[] = [];
  for (let n = 0; s.pending && !s.result && n < 20_000; n++) {
    const seat = s.pending.seat;
    const answer = aofHeroPolicy(s, seat);
    assert.ok(applyInPlace(s, seat, answer).ok);
    answers.push({ seat, answer });
  }
  const back: AofCampaignStep = { kind: 'return', game: { header: c.away!, answers } };
  playAofStep(content, c, back);
  return [depart, back];
}

function refused(c: AofCampaign, step: AofCampaignStep, code: string): void {
  const before = JSON.stringify(c);
  assert.throws(() => playAofStep(content, c, step), (e: unknown) => e instanceof CampaignError && e.code === code);
  assert.equal(JSON.stringify(c), before, 'a refused step changes nothing');
}

describe('aof-quest campaigns', () => {
  it('CMP-Q01 D3+1 chapters of D3 missions and a final one, each chapter at its difficulty, the final the hardest', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const c = startAofCampaign(content, header(seed));
      const chapters = c.outline.chapters;
      assert.ok(chapters.length >= 3 && chapters.length <= 5, `${chapters.length} chapters`);
      for (const ch of chapters.slice(0, -1)) assert.ok(ch.missions.length >= 1 && ch.missions.length <= 3 && !ch.final);
      assert.equal(chapters.at(-1)!.final, true);
      assert.equal(chapters.at(-1)!.missions.length, 1);
      const threat = (i: number) => content.aof!.difficulties[chapterDifficulty(c, i)]!.threatPerHero;
      for (let i = 1; i < chapters.length; i++) assert.ok(threat(i) >= threat(i - 1), 'difficulty never falls');
      assert.ok(threat(chapters.length - 1) > threat(0));
    }
    const c = startAofCampaign(content, header());
    playAofStep(content, c, { kind: 'depart', seed: 'x' });
    const d = content.aof!.difficulties[chapterDifficulty(c, 0)]!;
    // The first chapter's mission is generated at the first chapter's difficulty.
    assert.equal((c.away!.setup.mission as AofMissionDef).type, c.outline.chapters[0]!.missions[0]!.type);
    assert.ok(d.threatPerHero <= content.aof!.difficulties['normal']!.threatPerHero);
  });

  it('CMP-Q02 CMP-Q03 CMP-Q05 missions played by the bot: XP for objectives and missions, travel within a chapter, healed only between chapters', () => {
    const c = startAofCampaign(content, header(7));
    const first = c.outline.chapters[0]!;
    playMission(c);
    const rec = c.history[0]!;
    const mission = rec.header.setup.mission as AofMissionDef;
    const objectiveXp = rec.objectives.reduce((n, id) => n + (mission.objectives.find((o) => o.id === id)?.xp ?? 0), 0);
    for (const h of c.party) {
      assert.ok(rec.xp[h.id] === objectiveXp + c.def.xpPerMission || rec.xp[h.id] === objectiveXp, `${h.id} gained ${rec.xp[h.id]}`);
    }
    if (first.missions.length > 1) {
      // Still in the chapter: a travel event for each hero, wounds and power carried over.
      assert.equal(c.mission, 1);
      assert.deepEqual(Object.keys(rec.travel).sort(), c.party.map((h) => h.id).sort());
      for (const h of c.party) {
        const ev = rec.travel[h.id]!;
        if (['crippled', 'afflicted', 'impaired', 'diseased'].includes(ev)) assert.ok(h.statuses.includes(ev as never), `${h.id} took ${ev}`);
      }
      refused(c, { kind: 'upgrade', hero: c.party[0]!.id, upgrade: 'tough' }, 'campaign/upgrade');
    } else {
      assert.equal(c.chapter, 1);
      assert.deepEqual(rec.travel, {});
      for (const h of c.party) {
        assert.equal(h.wounds, 0);
        assert.deepEqual(h.statuses, []);
      }
    }
  });

  it('CMP-Q03 the road rolls 1 Crippled, 2 Afflicted, 3 Impaired, 4 Diseased, 5 +1 XP, 6 nothing, the same for the same campaign', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12 && seen.size < 6; seed++) {
      const c = startAofCampaign(content, header(seed));
      if (c.outline.chapters[0]!.missions.length < 2) continue;
      playMission(c);
      for (const ev of Object.values(c.history[0]!.travel)) seen.add(ev);
    }
    for (const ev of seen) assert.ok(['crippled', 'afflicted', 'impaired', 'diseased', 'xp', 'nothing'].includes(ev), ev);
    assert.ok(seen.size >= 3, `travel events seen: ${[...seen].join(', ')}`);
  });

  it('CMP-Q04 a hero revived in a mission, or carried off it unconscious, rolls an injury that lasts to the chapter\'s end', () => {
    // A campaign whose first chapter has two missions or more: the injury outlasts the first.
    let seed = 1;
    while (startAofCampaign(content, header(seed)).outline.chapters[0]!.missions.length < 2) seed++;
    const c = startAofCampaign(content, header(seed));
    playAofStep(content, c, { kind: 'depart', seed: 'q04' });
    type Units = CoreState & { units: Record<string, { hero: { unconscious: boolean } | null; toughness: number; models: { wounds: number }[] }>; result: unknown };
    const end = createGame<Units>(c.away!, content);
    const [down, revived, fine] = c.party;
    end.units[down!.id]!.hero!.unconscious = true;
    end.result = { winner: 'heroes', reason: 'objective' };
    settleMission(content, c, end as never, [{ type: 'aofRevived', unit: revived!.id, by: fine!.id }]);
    const rec = c.history[0]!;
    assert.deepEqual(Object.keys(rec.injuries).sort(), [down!.id, revived!.id].sort(), 'the revived and the carried off roll; the others do not');
    for (const id of [down!.id, revived!.id]) {
      const name = rec.injuries[id]!;
      const row = c.def.injuries.find((i) => i.name.en === name)!;
      const h = c.party.find((x) => x.id === id)!;
      assert.equal(h.injuries.length, Object.keys(row.change).length ? 1 : 0);
    }
    assert.equal(rec.xp[down!.id], rec.xp[fine!.id]! - c.def.xpPerMission, 'the one carried off gets no mission XP');
    // The injury is in the next mission's header, until the chapter ends.
    assert.equal(c.mission, 1);
    const hurt = c.party.find((h) => h.injuries.length > 0);
    if (hurt) {
      playAofStep(content, c, { kind: 'depart', seed: 'q04b' });
      assert.deepEqual(c.away!.setup.heroes.find((x) => x.id === hurt.id)!.adjust, hurt.injuries[0]!.change);
    }
  });

  it('CMP-Q05 XP buys upgrades between chapters only, refused when short or taken, and the upgrade is in the next mission', () => {
    const c = startAofCampaign(content, header(11));
    while (c.chapter === 0 && !c.over) playMission(c);
    // Between chapters: the road's statuses and the injuries are gone, wounds healed.
    for (const h of c.party) {
      assert.deepEqual(h.injuries, []);
      assert.deepEqual(h.statuses, []);
      assert.equal(h.wounds, 0);
    }
    const h = c.party[0]!;
    h.xp = 5;
    refused(c, { kind: 'upgrade', hero: h.id, upgrade: 'veteran' }, 'campaign/afford');
    refused(c, { kind: 'upgrade', hero: h.id, upgrade: 'wings' }, 'campaign/upgrade');
    playAofStep(content, c, { kind: 'upgrade', hero: h.id, upgrade: 'strong' });
    assert.equal(c.party[0]!.xp, 1);
    c.party[0]!.xp = 9;
    refused(c, { kind: 'upgrade', hero: h.id, upgrade: 'strong' }, 'campaign/upgrade');
    playAofStep(content, c, { kind: 'upgrade', hero: h.id, upgrade: 'tough' });
    playAofStep(content, c, { kind: 'depart', seed: 'q05' });
    const setup = c.away!.setup.heroes.find((x) => x.id === h.id)!;
    assert.deepEqual(setup.adjust, { str: -1, toughness: 1 });
    const s = createGame<CoreState & { units: Record<string, { toughness: number; hero: { str: number } }> }>(c.away!, content);
    assert.equal(s.units[h.id]!.toughness, content.aof!.heroes[h.class]!.toughness + 1);
    assert.equal(s.units[h.id]!.hero.str, Math.max(2, content.aof!.heroes[h.class]!.str - 1));
  });

  it('CMP-A03 an aof-quest campaign replays from its steps; a forged game or a step out of turn is refused', () => {
    const c = startAofCampaign(content, header(3));
    const steps = [...playMission(c), ...playMission(c)];
    assert.deepEqual(replayAofCampaign(content, { header: header(3), steps }), c);
    const forged = structuredClone(steps);
    const ret = forged[1] as Extract<AofCampaignStep, { kind: 'return' }>;
    ret.game.answers = ret.game.answers.slice(0, 3);
    assert.throws(() => replayAofCampaign(content, { header: header(3), steps: forged }), (e: unknown) => e instanceof CampaignError && /steps\[1\]\.game/.test(e.field));
    refused(c, { kind: 'return', game: (steps[1] as Extract<AofCampaignStep, { kind: 'return' }>).game }, 'campaign/away');
  });
});
