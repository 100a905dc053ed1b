// The ruleset interface is enough for a game unlike the crawls: the toy Race (race.ts), with no
// dungeon, map or models, plays through createGame, apply, the views, legal answers and replay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, createGame, legalAnswers, registerRuleset, replay, rulesetOf, seatEvents, seatView } from '../game.ts';
import { SetupError, stateHash } from '../state.ts';
import type { Content } from '../content-types.ts';
import type { Answer, GameHeader, Seat } from '../types.ts';
import race, { racePolicy, type RaceSetup, type RaceState, type RaceView } from './race.ts';

registerRuleset(race.ruleset);
const content = {} as Content; // the race reads no content
const header = (seed: number, dice?: number[]): GameHeader<RaceSetup> => ({ ...race.setups.race(seed), ...(dice ? { dice } : {}) }) as GameHeader<RaceSetup>;

test('a ruleset with no dungeon is created, answered, viewed per seat and refused like any other', () => {
  const s = createGame<RaceState>(header(1, [4, 1]), content);
  assert.deepEqual(s.pending, { kind: 'choice', seat: 'p1', question: 'race.rollOrHold', options: ['roll', 'hold'] });
  assert.deepEqual(legalAnswers(s, 'p1'), [{ kind: 'choice', option: 'roll' }, { kind: 'choice', option: 'hold' }]);
  assert.deepEqual(legalAnswers(s, 'gm'), []);
  // Refused answers change nothing, whoever gives them.
  const before = stateHash(s);
  const wrongSeat = apply(s, 'gm', { kind: 'choice', option: 'roll' });
  assert.ok(!wrongSeat.ok && wrongSeat.error.code === 'answer/wrong-seat');
  const notAnOption = apply(s, 'p1', { kind: 'choice', option: 'cheat' });
  assert.ok(!notAnOption.ok && /not one of roll, hold/.test(notAnOption.error.message));
  assert.equal(stateHash(s), before);
  // R2: a 4 goes into the pot; then R3: banked, hidden from the GM's seat (R5).
  const r1 = apply(s, 'p1', { kind: 'choice', option: 'roll' });
  assert.ok(r1.ok);
  assert.deepEqual(r1.events, [{ type: 'dice', purpose: 'random', faces: [4], by: 'p1', sides: 6 }]);
  const r2 = apply(r1.state, 'p1', { kind: 'choice', option: 'hold' });
  assert.ok(r2.ok);
  assert.equal((seatView(r2.state, 'p1') as RaceView).scores.p1, 4);
  assert.equal((seatView(r2.state, 'gm') as RaceView).scores.p1, null);
  assert.deepEqual(seatEvents(r2.state, r1.events, 'gm'), r1.events);
  // The state before is untouched: apply works on a copy.
  assert.equal(s.pot, 0);
  assert.equal(r1.state.pot, 4);
});

test('a ruleset with no dungeon replays its saved answers to the same state, and refuses a bad setup by field', () => {
  const s = createGame<RaceState>(header(42), content);
  const answers: { seat: Seat; answer: Answer }[] = [];
  let cur = s;
  while (cur.pending && !cur.result) {
    const seat = cur.pending.seat;
    const answer = racePolicy(cur, seat);
    const r = apply(cur, seat, answer);
    assert.ok(r.ok);
    answers.push({ seat, answer });
    cur = r.state;
  }
  assert.ok(cur.result, 'the race ends');
  assert.ok(Math.max(cur.scores.p1!, cur.scores.gm!) >= 20);
  const again = replay<RaceState>({ header: header(42), answers }, content);
  assert.equal(stateHash(again), stateHash(cur));
  assert.deepEqual(seatView(again, 'gm'), seatView(cur, 'gm'));
  assert.throws(() => createGame({ ...header(1), setup: { seats: ['p1', 'p1'] } }, content), (e: unknown) => e instanceof SetupError && e.field === 'setup.seats');
  assert.throws(() => createGame({ ...header(1), options: { goal: 'ten' } }, content), (e: unknown) => e instanceof SetupError && e.field === 'options.goal');
  assert.equal(rulesetOf('race'), race.ruleset);
  assert.throws(() => registerRuleset(race.ruleset), /already known/);
});
