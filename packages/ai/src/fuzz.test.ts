// The GM AI and the hero bots answer every decision legally: a refused answer throws in playOut
// and runJob. Room fights of many line-ups (in worker threads), the engine's prepared fixture
// dungeon, the ahq-core prepared dungeon, and whole expeditions of both rulesets on generated
// dungeons. FUZZ_SCALE=10 (or more) plays that many times as many games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, stateHash } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { dungeonHeader } from '../../engine/src/testing/fixture-dungeon.ts';
import { fixtureContent } from '../../engine/src/testing/fixture-content.ts';
import { aiPolicy, fixedPolicy, gmPolicy, heroPolicy, playOut, setupHeader } from './index.ts';
import { runJobs, type FightJob } from './sim/index.ts';

const LINEUPS = [
  undefined,
  ['orc', 'orc', 'orc-archer', 'goblin-archer', 'orc-champion', 'chaos-warrior'],
  ['orc-sentry', 'skaven-sentry', 'goblin', 'goblin', 'chaos-sorcerer', 'skaven'],
  ['ogre', 'troll', 'orc-archer', 'giant-rat', 'giant-rat', 'zombie', 'skeleton', 'fimir'],
];
const PARTIES = [undefined, ['barbarian', 'elf'], ['dwarf', 'wizard', 'man-at-arms', 'crossbowman'], ['elf', 'elf', 'wizard']];
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1));

test('AI and bots never give an illegal answer in 1,000 seeded room fights, either side against AI or fixed policy', async () => {
  const jobs: FightJob[] = Array.from({ length: 1000 * SCALE }, (_, i) => ({
    setup: 'room-fight', seed: 10_000 + i, monsters: LINEUPS[i % 4], party: PARTIES[(i >> 2) % 4],
    heroes: i % 8 === 7 ? 'fixed' : 'ai', gm: i % 8 === 3 ? 'fixed' : 'ai',
  }));
  const records = await runJobs(jobs);
  assert.equal(records.length, 1000 * SCALE);
  // Every fight ends: the AI does not stall a fight.
  assert.equal(records.filter((r) => r.winner === null).length, 0);
});

test('AI and bots never give an illegal answer in 200 games of the engine fixture dungeon', () => {
  for (let seed = 1; seed <= 200; seed++) {
    const s = createGame(dungeonHeader(seed), fixtureContent);
    playOut(s, seed % 5 === 0 ? { gm: gmPolicy, '*': fixedPolicy } : aiPolicy, 3000);
  }
});

test('AI and bots never give an illegal answer in 100 games of the ahq-core prepared dungeon', async () => {
  const c = await loadDefaultContent('ahq');
  let ended = 0;
  for (let seed = 1; seed <= 100; seed++) {
    const s = createGame(setupHeader('dungeon', seed, {}, c), c);
    if (playOut(s, aiPolicy, 5000).state.result) ended++;
  }
  // The bots explore to an end (victory, defeat or the stairs) in most games.
  assert.ok(ended >= 70, `only ${ended} of 100 dungeon games ended`);
});

test('the AI is deterministic: the same seed plays the same game', async () => {
  const c = await loadDefaultContent('ahq');
  for (const seed of [1, 2, 3]) {
    const a = playOut(createGame(setupHeader('room-fight', seed, { monsters: LINEUPS[1] }, c), c), { gm: gmPolicy, '*': heroPolicy }, 10_000, true);
    const b = playOut(createGame(setupHeader('room-fight', seed, { monsters: LINEUPS[1] }, c), c), { gm: gmPolicy, '*': heroPolicy }, 10_000, true);
    assert.deepEqual(a.answers, b.answers);
    assert.equal(stateHash(a.state), stateHash(b.state));
  }
});

test('AI and bots never give an illegal answer in whole expeditions of both rulesets: ahq quests on dice tables, guilds on random Room decks', async () => {
  const GUILDS_PARTIES = [undefined, ['warrior', 'elf'], ['dwarf', 'squire', 'halberdier', 'crossbowman']];
  const OBJECTIVES = ['short-errand', 'rob-the-vault'];
  // An expedition takes some 400 to 2,500 answers; one still going after 8,000 is a party that
  // dithers (goals it cannot reach, a way it cannot see is closed, a fight nobody can finish).
  const maxDecisions = 8000;
  const jobs: FightJob[] = [
    ...Array.from({ length: 24 * SCALE }, (_, i): FightJob => ({
      setup: 'expedition', seed: 30_000 + i, quest: 'standard', party: PARTIES[i % 3], heroes: 'ai', gm: i % 6 === 2 ? 'fixed' : 'ai', maxDecisions,
    })),
    ...Array.from({ length: 24 * SCALE }, (_, i): FightJob => ({
      setup: 'expedition', ruleset: 'guilds', seed: 40_000 + i, objective: OBJECTIVES[i % 2], party: GUILDS_PARTIES[i % 3], heroes: 'ai', gm: i % 6 === 2 ? 'fixed' : 'ai', maxDecisions,
    })),
  ];
  const records = await runJobs(jobs);
  assert.equal(records.length, jobs.length);
  // Every expedition ends: victory, the stairs, or the party fallen.
  const unfinished = records.filter((r) => r.winner === null).map((r) => r.seed);
  assert.deepEqual(unfinished, [], `unfinished expeditions: ${unfinished.join(', ')}`);
  // The guilds bots go through the dungeon, not just back up the stairs.
  const guilds = records.slice(24 * SCALE);
  assert.ok(guilds.filter((r) => r.reason === 'objective').length > guilds.length / 2, `guilds endings: ${guilds.map((r) => r.reason).join(', ')}`);
});
