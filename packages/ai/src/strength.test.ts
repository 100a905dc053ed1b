// The AI plays well, not just legally: on the same seeds its monsters beat the fixed policy's
// heroes more often than the fixed policy's monsters do, and a party of hero bots wins most
// standard room fights against the GM AI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { fixedPolicy, gmPolicy, heroPolicy, newRoomFight, playOut } from './index.ts';

const TOUGH = ['orc', 'orc', 'orc', 'orc', 'orc-archer', 'goblin-archer', 'orc-champion', 'chaos-warrior', 'ogre'];

test('GM AI monsters beat fixed-policy heroes more often than fixed-policy monsters do (same 150 seeds)', async () => {
  const c = await loadDefaultContent('ahq');
  let ai = 0;
  let fixed = 0;
  let aiDeaths = 0;
  let fixedDeaths = 0;
  for (let seed = 1; seed <= 150; seed++) {
    const a = playOut(newRoomFight(c, seed, { monsters: TOUGH }), { gm: gmPolicy, '*': fixedPolicy }).state;
    const f = playOut(newRoomFight(c, seed, { monsters: TOUGH }), fixedPolicy).state;
    if (a.result?.winner === 'monsters') ai++;
    if (f.result?.winner === 'monsters') fixed++;
    for (const m of Object.values(a.models)) if (m.side === 'heroes' && m.status.dead) aiDeaths++;
    for (const m of Object.values(f.models)) if (m.side === 'heroes' && m.status.dead) fixedDeaths++;
  }
  assert.ok(ai > fixed, `GM AI won ${ai} of 150, the fixed policy ${fixed}`);
  assert.ok(aiDeaths > fixedDeaths, `heroes killed: GM AI ${aiDeaths}, fixed policy ${fixedDeaths}`);
});

test('a party of four hero bots wins most standard room fights against the GM AI', async () => {
  const c = await loadDefaultContent('ahq');
  let wins = 0;
  for (let seed = 1; seed <= 100; seed++) {
    if (playOut(newRoomFight(c, seed), { gm: gmPolicy, '*': heroPolicy }).state.result?.winner === 'heroes') wins++;
  }
  assert.ok(wins >= 80, `the bots won ${wins} of 100`);
});

test('hero bots lose fewer wounds than fixed-policy heroes against the same GM AI (tough line-up, 60 seeds)', async () => {
  const c = await loadDefaultContent('ahq');
  const lost = (policy: typeof heroPolicy) => {
    let w = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const s = playOut(newRoomFight(c, seed, { monsters: TOUGH }), { gm: gmPolicy, '*': policy }).state;
      for (const m of Object.values(s.models)) if (m.side === 'heroes') w += m.profile.wounds - Math.max(0, m.wounds);
    }
    return w;
  };
  const bots = lost(heroPolicy);
  const fixed = lost(fixedPolicy);
  assert.ok(bots < fixed, `wounds lost: bots ${bots}, fixed policy ${fixed}`);
});
