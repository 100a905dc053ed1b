// The GM AI and the hero bots play `guilds` (AHQ3 The Guilds): every answer legal over a thousand
// room fights of many line-ups (FUZZ_SCALE=10 plays ten times as many) (control zones, Speed checks, pushes, skull-and-shield damage),
// every fight ends, and the tactics' arithmetic is right.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runJobs, type FightJob } from './sim/index.ts';
import { pushWins, speedPass } from './tactics/guilds.ts';

const LINEUPS = [
  undefined,
  ['orc', 'orc', 'orc-sentinel', 'orc-crossbowman', 'ogre'],
  ['goblin', 'goblin', 'goblin', 'goblin-archer', 'goblin-archer', 'giant-rat', 'giant-rat'],
  ['skeleton', 'skeleton', 'ogre', 'orc', 'orc-crossbowman', 'goblin-archer'],
];
const PARTIES = [undefined, ['warrior', 'elf'], ['dwarf', 'squire', 'halberdier', 'crossbowman'], ['rogue', 'elf', 'warrior']];

const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1));

test('guilds: the AI and bots never give an illegal answer in 1,000 seeded room fights, either side against AI or fixed policy', async () => {
  const jobs: FightJob[] = Array.from({ length: 1000 * SCALE }, (_, i) => ({
    setup: 'room-fight', ruleset: 'guilds', seed: 20_000 + i, monsters: LINEUPS[i % 4], party: PARTIES[(i >> 2) % 4],
    heroes: i % 4 === 1 ? 'fixed' : 'ai', gm: i % 4 === 3 ? 'fixed' : 'ai',
  }));
  const records = await runJobs(jobs);
  assert.equal(records.length, 1000 * SCALE);
  assert.equal(records.filter((r) => r.winner === null).length, 0);
  // The monsters win some: the GM AI fights, it does not just stand there.
  assert.ok(records.some((r) => r.winner === 'monsters'));
});

test('guilds tactics: Speed checks pass on Speed or less (1 always, 12 never); pushes need strictly more', () => {
  assert.equal(speedPass(4), 4 / 12);
  assert.equal(speedPass(0), 1 / 12);
  assert.equal(speedPass(15), 11 / 12);
  // Equal Strength: ties fail the pusher, so under one half.
  assert.equal(pushWins(3, 3), 66 / 144);
  assert.ok(pushWins(5, 3) > 0.6 && pushWins(3, 5) < 0.35, `${pushWins(5, 3)} ${pushWins(3, 5)}`);
});
