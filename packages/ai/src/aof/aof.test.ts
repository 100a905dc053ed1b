// aof-quest played whole: the hero bot on every seat of every mission answers only legally and
// plays each mission to its end; answers drawn at random from the legal ones never break a game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, createGame, legalAnswers, stateHash, type CoreState } from '@delve/engine';
import { runModuleJob } from '../sim/job.ts';
import mod from './module.ts';

const missions = Object.keys(mod.setups).filter((k) => k !== 'mission').sort();

test('AOF-I01 AOF-R01 the hero bot plays every mission to its end against the engine\'s AI, never answering illegally', () => {
  assert.ok(missions.length >= 4);
  const outcomes: string[] = [];
  for (const m of missions) {
    for (const seed of [1, 2]) {
      const r = runModuleJob({ setup: m, seed, heroes: 'ai', gm: 'ai' }, mod, mod.content);
      assert.notEqual(r.winner, null, `${m} seed ${seed} did not end in ${r.decisions} answers`);
      outcomes.push(`${m}:${r.winner}:${r.reason}`);
    }
  }
  assert.ok(outcomes.every((o) => /:(heroes|monsters):(objective|heroes-fallen|round-limit)$/.test(o)));
});

test('the hero bot is deterministic: the same seed plays the same mission', () => {
  const play = () => {
    const s = createGame<CoreState>(mod.setups.mission!(7), mod.content);
    for (let n = 0; n < 2000 && s.pending && !s.result; n++) assert.ok(applyInPlace(s, s.pending.seat, mod.policy(s, s.pending.seat)).ok);
    return stateHash(s);
  };
  assert.equal(play(), play());
});

test('answers drawn at random from the legal ones never break a mission', () => {
  let x = 12345;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0);
  for (const m of missions) {
    const s = createGame<CoreState>(mod.setups[m]!(3), mod.content);
    for (let n = 0; n < 1500 && s.pending && !s.result; n++) {
      const opts = legalAnswers(s, s.pending.seat);
      assert.ok(opts.length > 0, `${m}: a decision with no legal answer`);
      const r = applyInPlace(s, s.pending.seat, opts[next() % opts.length]!);
      assert.ok(r.ok, r.ok ? '' : r.error.message);
    }
    assert.ok(s.result, `${m}: no end in 1,500 random answers`);
  }
});
