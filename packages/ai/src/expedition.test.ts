// Whole expeditions on generated dungeons (the standard quest), every seat played by the GM AI and
// the hero bots: every answer legal, every expedition ends (the heroes leave by the stairs or
// fall), and a party of four bots clears the first lair it meets more often than not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, createGame } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { aiPolicy, playOut, setupHeader } from './index.ts';
import { firstLair } from './lair.ts';
import { partyBroken, questTaken } from './heroes/explore.ts';
import { situation } from './situation.ts';

const content = await loadDefaultContent('ahq');

test('20 standard expeditions played by the AI end legally, and four bots clear the first lair more often than not', () => {
  let reached = 0;
  let cleared = 0;
  const endings: Record<string, number> = {};
  for (let seed = 1; seed <= 20; seed++) {
    const s = createGame(setupHeader('expedition', seed, { quest: 'standard' }, content), content);
    const { state } = playOut(s, aiPolicy, 20_000);
    assert.ok(state.result, `seed ${seed}: the expedition did not end`);
    const key = `${state.result.winner}:${state.result.reason}`;
    endings[key] = (endings[key] ?? 0) + 1;
    const l = firstLair(state);
    if (l.reached) reached++;
    if (l.cleared) cleared++;
  }
  assert.ok(reached >= 5, `only ${reached} of 20 expeditions reached a lair (${JSON.stringify(endings)})`);
  assert.ok(cleared > reached / 2, `the bots cleared ${cleared} of ${reached} first lairs`);
});

test('with the quest room taken (AHQ-E27), or half the party slain, the bots open no other door and go up the stairs out', () => {
  const homeward = { quest: 0, broken: 0 };
  for (let seed = 1; seed <= 40; seed++) {
    const s = createGame(setupHeader('expedition', seed, { quest: 'standard' }, content), content);
    let since = -1;
    for (let n = 0; n < 20_000 && s.pending && !s.result; n++) {
      const seat = s.pending.seat;
      if (since < 0 && seat !== 'gm') {
        const x = situation(s, seat);
        if (questTaken(x)) homeward.quest++;
        else if (partyBroken(x)) homeward.broken++;
        if (questTaken(x) || partyBroken(x)) since = n;
      }
      const a = aiPolicy(s, seat);
      if (since >= 0 && !s.combat) assert.ok(a.kind !== 'door' && a.kind !== 'searchSecret', `seed ${seed}: ${a.kind} at answer ${n}, homeward since ${since}`);
      applyInPlace(s, seat, a);
    }
    if (since < 0) continue;
    assert.ok(s.result, `seed ${seed}: the expedition did not end`);
    // A wandering monster on the way home may still cut the party down.
    if (s.result.winner === 'heroes') assert.equal(s.result.reason, 'left-dungeon', `seed ${seed}`);
  }
  assert.ok(homeward.quest >= 15 && homeward.broken >= 2, `homeward: ${JSON.stringify(homeward)}`);
});

test('AHQ-E27 the hero on the stairs goes up when the party waiting there shuts a friend out of the way to them (seed 605 waited for ever)', () => {
  const s = createGame(setupHeader('expedition', 605, { quest: 'standard' }, content), content);
  const { state } = playOut(s, aiPolicy, 8000);
  assert.ok(state.result, 'the expedition did not end');
  assert.equal(state.result.reason, 'left-dungeon');
});
