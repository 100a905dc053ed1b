// The doorway fight (`setups.ts`): two rooms joined by one door, the heroes by the stairs out, the
// monsters out of their reach at the far end. The GM's waiting behaviours of the higher levels
// (gm/cunning.ts: `strikeFirst`, `cutOff`) have something to work with there, where the open room
// fight gave them nothing; at normal the GM has neither.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { applyInPlace, createGame } from '@delve/engine';
import { aiPolicy } from './policies.ts';
import { setupHeader } from './setups.ts';

const ROOMS: Record<string, string[]> = {
  ahq: ['ogre', 'troll', 'chaos-warrior', 'orc-champion', 'orc', 'orc'],
  guilds: ['ogre', 'orc-sentinel', 'orc', 'orc', 'orc', 'orc-crossbowman', 'orc-crossbowman', 'goblin-archer'],
};

/** The reasons the GM gave in the fight's first `rounds` rounds, by code. */
async function reasons(ruleset: string, difficulty: string, seed: number, rounds = 3): Promise<Set<string>> {
  const content = await loadDefaultContent(ruleset as 'ahq' | 'guilds');
  const s = createGame(setupHeader('doorway-fight', seed, { ruleset, monsters: ROOMS[ruleset], options: { difficulty } }, content), content);
  const codes = new Set<string>();
  for (let n = 0; n < 5000 && s.pending && !s.result && (s.combat?.round ?? 0) <= rounds; n++) {
    const seat = s.pending.seat;
    const a = aiPolicy(s, seat);
    if (seat === 'gm' && a.reason) codes.add(a.reason.code);
    assert.ok(applyInPlace(s, seat, a).ok);
  }
  return codes;
}

for (const ruleset of ['ahq', 'guilds']) {
  test(`${ruleset}: in the doorway fight the GM at hard waits to strike first or holds the heroes' way back, and at normal does neither`, async () => {
    const hard = new Set<string>();
    const normal = new Set<string>();
    for (const seed of [1, 2, 3]) {
      for (const c of await reasons(ruleset, 'hard', seed)) hard.add(c);
      for (const c of await reasons(ruleset, 'normal', seed)) normal.add(c);
    }
    assert.ok(hard.has('strikeFirst') || hard.has('holdWayBack'), `at hard: ${[...hard].join(', ')}`);
    assert.ok(!normal.has('strikeFirst') && !normal.has('holdWayBack'), `at normal: ${[...normal].join(', ')}`);
  });
}
