// The prepared dungeon (`delve play --setup dungeon`) played by the bots on every seat: a trap
// spotted on the only square before the door south (t3-6, the gas cloud in the passage to the
// cellar) is disarmed, not walked round for ever; a party with no way out in sight goes on
// exploring to find one, even homeward bound.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { aiPolicy, playOut, setupHeader } from './index.ts';

const content = await loadDefaultContent('ahq');

test('AHQ-E16 the hero bots disarm a spotted trap that stands on the only way on, and every prepared dungeon ends', () => {
  // Which seeds take the party through that passage moves with the bots' play; over 40, some do.
  const disarmed: number[] = [];
  for (let seed = 1; seed <= 40; seed++) {
    const { state, answers } = playOut(createGame(setupHeader('dungeon', seed, {}, content), content), aiPolicy, 5000, true);
    assert.ok(state.result, `seed ${seed}: the game did not end`);
    if (answers.some(({ answer }) => answer.kind === 'disarm' && answer.trap === 't3-6')) disarmed.push(seed);
  }
  assert.ok(disarmed.length > 0, 'in no game of 40 was the gas cloud before the door south disarmed');
});

test('AHQ-E27 homeward bound with no stairs found yet, the bots go on exploring for the way out', () => {
  const s = createGame(setupHeader('dungeon', 1, { party: ['barbarian', 'dwarf'] }, content), content);
  // Half the party slain before the first step: the other goes home, by stairs it must find.
  const dwarf = s.models.dwarf!;
  dwarf.status.dead = true;
  dwarf.wounds = -1;
  const { state, answers } = playOut(s, aiPolicy, 5000, true);
  assert.ok(state.result, 'the game did not end');
  assert.ok(answers.some(({ answer }) => answer.kind === 'door' || answer.kind === 'move'), 'the barbarian never left the first room');
});
