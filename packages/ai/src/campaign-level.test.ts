// A campaign's level (docs/campaign.md, CMP-A04, CMP-Q06): chosen at its founding, kept in its
// header, every expedition played at it; aof-quest's chapters moved along the difficulties.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import {
  CampaignError, chapterDifficulty, createGame, playAofStep, playStep, startAofCampaign, startCampaign, DIFFICULTIES,
  type AofCampaignHeader, type AofMissionDef, type CampaignHeader, type Difficulty, type GameState,
} from '@delve/engine';

const ahq = await loadDefaultContent('ahq');
const guilds = await loadDefaultContent('guilds');
const aof = await loadDefaultContent('aof-quest');

const crawlHeader = (ruleset: 'ahq' | 'guilds', difficulty?: Difficulty): CampaignHeader => {
  const content = ruleset === 'ahq' ? ahq : guilds;
  const def = Object.values(content.campaigns ?? {}).find((c) => c.ruleset === ruleset)!;
  const hero = Object.values(content.heroes).find((h) => h.kind === 'hero')!;
  return { ruleset, packs: content.packs, campaign: def.id, seed: 3, heroes: [{ type: hero.id, seat: 'p1' }], ...(difficulty ? { difficulty } : {}) };
};

const aofHeader = (difficulty?: unknown): AofCampaignHeader => ({
  ruleset: 'aof-quest', packs: aof.packs, seed: 11, size: 24,
  heroes: [{ class: 'knight', seat: 'p1' }, { class: 'wizard', seat: 'p2' }],
  ...(difficulty !== undefined ? { difficulty: difficulty as Difficulty } : {}),
});

describe('a campaign\'s level', () => {
  it('CMP-A04 every expedition of an ahq or guilds campaign is played at the level chosen at its founding', () => {
    for (const ruleset of ['ahq', 'guilds'] as const) {
      const content = ruleset === 'ahq' ? ahq : guilds;
      for (const level of DIFFICULTIES) {
        const c = startCampaign(content, crawlHeader(ruleset, level));
        playStep(content, c, { kind: 'depart', seed: 9 });
        assert.equal(c.away!.options.difficulty, level, `${ruleset} at ${level}: the expedition's header`);
        const s = createGame<GameState>(c.away!, content);
        assert.equal(s.ctx.options.difficulty, level, `${ruleset} at ${level}: the game's option`);
      }
      // None chosen: the rules' own, normal.
      const plain = startCampaign(content, crawlHeader(ruleset));
      playStep(content, plain, { kind: 'depart', seed: 9 });
      assert.equal(createGame<GameState>(plain.away!, content).ctx.options.difficulty ?? 'normal', 'normal');
    }
  });

  it('CMP-A04 a level that is none, or house rules at another level, is refused naming the field', () => {
    assert.throws(() => startCampaign(ahq, { ...crawlHeader('ahq'), difficulty: 'easy' as Difficulty }),
      (e: unknown) => e instanceof CampaignError && e.code === 'campaign/difficulty' && /^header\.difficulty: .*story, normal, hard, deadly, not 'easy'/.test(e.message));
    assert.throws(() => startCampaign(ahq, { ...crawlHeader('ahq', 'hard'), options: { difficulty: 'story' } }),
      (e: unknown) => e instanceof CampaignError && /^header\.options\.difficulty: the campaign's level is hard/.test(e.message));
  });

  it('CMP-Q06 aof-quest: the level moves every chapter along the difficulties, the rise kept, each mission generated there', () => {
    const threat = (id: string) => aof.aof!.difficulties[id]!.threatPerHero;
    const at = Object.fromEntries([...DIFFICULTIES, undefined].map((l) => [l ?? 'none', startAofCampaign(aof, aofHeader(l))]));
    const chapters = at.normal!.outline.chapters.length;
    const ladder = (l: string) => Array.from({ length: chapters }, (_, i) => chapterDifficulty(at[l]!, i));
    assert.deepEqual(ladder('none'), ladder('normal'), 'no level is normal');
    // builder.yaml: story -1, hard +1, deadly +2 steps along easy, normal, hard, heroic; the
    // final at the level's own name (heroic at deadly), each level's final a step above the last.
    assert.deepEqual(ladder('story').every((d) => d === 'easy'), true);
    assert.deepEqual(DIFFICULTIES.map((l) => ladder(l).at(-1)), ['easy', 'normal', 'hard', 'heroic']);
    assert.equal(ladder('normal')[0], 'easy');
    assert.equal(ladder('hard')[0], 'normal');
    assert.equal(ladder('deadly')[0], 'hard');
    for (const l of DIFFICULTIES) {
      const t = ladder(l).map(threat);
      for (let i = 1; i < t.length; i++) assert.ok(t[i]! >= t[i - 1]!, `${l}: difficulty never falls`);
    }
    for (let i = 0; i < chapters; i++) {
      const t = DIFFICULTIES.map((l) => threat(chapterDifficulty(at[l]!, i)));
      for (let k = 1; k < t.length; k++) assert.ok(t[k]! >= t[k - 1]!, `chapter ${i + 1}: a higher level is never easier`);
    }
    assert.ok(threat(chapterDifficulty(at.story!, 0)) < threat(chapterDifficulty(at.deadly!, 0)));
    // The first mission is rolled at the level's difficulty: a bigger force at deadly than at story.
    const force = (l: Difficulty) => {
      const c = at[l]!;
      playAofStep(aof, c, { kind: 'depart', seed: 'same' });
      const m = c.away!.setup.mission as AofMissionDef;
      return m.waves.reduce((n, w) => n + w.units.length, 0);
    };
    assert.ok(force('deadly') > force('story'), 'deadly brings more than story');
  });

  it('CMP-Q06 an aof-quest level that is none is refused naming the field', () => {
    assert.throws(() => startAofCampaign(aof, aofHeader('heroic')),
      (e: unknown) => e instanceof CampaignError && e.code === 'campaign/difficulty' && /^header\.difficulty: /.test(e.message));
  });
});
