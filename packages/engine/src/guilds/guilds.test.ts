// Whole games under `guilds` driven by random legal answers: every answer listed is accepted, the
// game never throws, and replaying the answers reaches the same state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, createGame, legalAnswers, replay, RULESETS } from '../game.ts';
import { stateHash } from '../state.ts';
import { guildsFixtureContent } from '../testing/fixture-content.ts';
import { dungeonHeader } from '../testing/fixture-dungeon.ts';
import { chooser } from '../testing/prng.ts';
import type { Answer, Seat } from '../index.ts';

const content = guildsFixtureContent('reroll', 'speed', 'dodge', 'surprise', 'rise');

test('DEC-03 GLD-H01 the guilds ruleset is registered with its typed options', () => {
  const g = RULESETS.guilds!;
  // Its own two, the difficulty level, and the option of the module every grid crawl may be played with.
  assert.deepEqual(g.options.map((o) => [o.id, o.type, o.default]), [['difficulty', 'string', 'normal'], ['guilds.closeDoorsInCombat', 'boolean', false], ['guilds.heroicCards', 'boolean', false], ['facing', 'boolean', false]]);
});

test('GLD-T01 GLD-X01 GLD-H01 random legal play under guilds, Heroic cards on for half the games: every listed answer is accepted and replays identically', () => {
  for (let seed = 1; seed <= 12; seed++) {
    const pick = chooser(seed);
    const header = { ...dungeonHeader(seed), ruleset: 'guilds', options: { 'guilds.heroicCards': seed % 2 === 0 } };
    const s = createGame(header, content);
    const answers: { seat: Seat; answer: Answer }[] = [];
    for (let i = 0; i < 400 && s.pending && !s.result; i++) {
      const seat = s.pending.seat;
      const options = legalAnswers(s, seat);
      assert.ok(options.length > 0, `seed ${seed}: no legal answer to ${s.pending.kind}`);
      const answer = options[pick(options.length)]!;
      const r = applyInPlace(s, seat, answer);
      assert.ok(r.ok, `seed ${seed}: ${JSON.stringify(answer)} was listed but refused: ${r.ok ? '' : r.error.message}`);
      answers.push({ seat, answer });
    }
    assert.equal(stateHash(replay({ header, answers }, content)), stateHash(s));
  }
});
