// A header names the rules version it is played by: absent, today's; one the engine does not play
// is refused naming the field; an earlier one plays by the values of then.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame } from './game.ts';
import { SetupError } from './state.ts';
import { atVersion, RULES_VERSION, RULES_VERSIONS, rulesVersionOf, versionAt, versionsToTry } from './rules-versions.ts';
import { levelContent } from './crawl/difficulty.ts';
import { dungeonHeader } from './testing/fixture-dungeon.ts';
import { fixtureContent } from './testing/fixture-content.ts';

test('a header without a version plays today\'s rules; one the engine does not play is refused naming rulesVersion', () => {
  assert.equal(rulesVersionOf({}), RULES_VERSION);
  assert.equal(RULES_VERSION, RULES_VERSIONS.at(-1)!.version);
  for (const bad of [-1, 99, 2.5, '2', null]) {
    assert.throws(() => createGame({ ...dungeonHeader(1), rulesVersion: bad as number }, fixtureContent), (e: Error) => e instanceof SetupError && /rulesVersion/.test(e.message) && e.message.includes(`rules version ${JSON.stringify(bad)} is not one this engine plays`));
  }
});

test('each version plays the level values of its time', () => {
  const at = (v: number, ruleset: string, difficulty: string) => {
    const h = { ...atVersion(dungeonHeader(1), v), ruleset, options: { difficulty } };
    return levelContent(createGame(h, fixtureContent));
  };
  assert.deepEqual(at(3, 'ahq', 'normal'), { band: 1 });
  assert.deepEqual(at(2, 'ahq', 'normal'), { band: 0.7 });
  assert.equal(at(2, 'ahq', 'deadly').startCounters, 6);
  assert.equal(at(3, 'ahq', 'deadly').startCounters, 12);
  assert.equal(at(4, 'guilds', 'hard').band, 1.7);
  assert.equal(at(3.5, 'guilds', 'hard').band, 1.7);
  assert.equal(at(3, 'guilds', 'hard').band, 1.9);
  assert.deepEqual(at(3, 'guilds', 'normal'), { band: 1 });
  assert.equal(at(2, 'guilds', 'normal').band, 1.4);
  // Before the levels there was no such option: the header is refused, and without it the dungeon is the printed one.
  assert.throws(() => at(1, 'ahq', 'normal'), /options.difficulty/);
  assert.deepEqual(levelContent(createGame(atVersion(dungeonHeader(1), 1), fixtureContent)), { band: 1 });
});

test('a header stored without a version tries the one in force when it was stored first, then the others newest first', () => {
  assert.deepEqual(versionsToTry({ rulesVersion: 2 }), [2]);
  assert.deepEqual(versionsToTry({}), [4, 3.5, 3, 2, 1, 0]);
  assert.deepEqual(versionsToTry({}, '2026-11-28T04:00:00Z'), [2, 4, 3.5, 3, 1, 0]);
  assert.deepEqual(versionsToTry({}, '2026-11-28T07:00:00Z'), [3, 4, 3.5, 2, 1, 0]);
  assert.deepEqual(versionsToTry({}, '2026-11-28T09:10:00Z'), [3.5, 4, 3, 2, 1, 0]);
  assert.deepEqual(versionsToTry({}, '2026-11-28T01:00:00Z'), [1, 4, 3.5, 3, 2, 0]);
  assert.deepEqual(versionsToTry({}, '2026-11-28T00:30:00Z'), [0, 4, 3.5, 3, 2, 1]);
  assert.deepEqual(versionsToTry({}, '2026-11-20T00:00:00Z'), [4, 3.5, 3, 2, 1, 0], 'before the first stored games: newest first');
  assert.equal(versionAt('not a date'), null);
  assert.throws(() => versionsToTry({ rulesVersion: 7 }), /rules version 7/);
});

test('a header that names a version also tries the later ones in force when it was stored: headers named 3 while main played 3.5 and 4', () => {
  assert.deepEqual(versionsToTry({ rulesVersion: 3 }, '2026-11-28T08:00:00Z'), [3]);
  assert.deepEqual(versionsToTry({ rulesVersion: 3 }, '2026-11-28T09:10:00Z'), [3, 3.5]);
  assert.deepEqual(versionsToTry({ rulesVersion: 3 }, '2026-11-28T09:30:00Z'), [3, 4, 3.5]);
  assert.deepEqual(versionsToTry({ rulesVersion: 4 }, '2026-11-28T10:00:00Z'), [4]);
  assert.deepEqual(versionsToTry({ rulesVersion: 4 }, '2026-11-28T07:00:00Z'), [4], 'never an earlier one than it names');
});

test('DEC-17 version 0 numbers traps and doors as games of then did; every later version as today, telling a hero nothing hidden', () => {
  const ids = (v: number) => {
    const s = createGame(atVersion(dungeonHeader(1), v), fixtureContent);
    return { traps: Object.keys(s.map.traps).sort(), doors: Object.keys(s.map.doors).sort() };
  };
  assert.deepEqual(ids(0), { traps: ['t1', 't2', 't3'], doors: ['d1', 'd2', 'd3', 'd4', 'd5'] });
  for (const v of [1, RULES_VERSION]) assert.deepEqual(ids(v), { traps: ['t16-3', 't3-6', 't9-2'], doors: ['d1', 'd15-4', 'd2', 'd3', 'd4'] });
});
