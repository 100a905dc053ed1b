import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accepts, apply, applyInPlace, createGame, legalAnswers, replay } from './game.ts';
import { stateHash } from './state.ts';
import type { Answer, GameHeader, GameState } from './types.ts';
import { fixtureContent } from './testing/fixture-content.ts';
import { ScriptedDiceError } from './rng.ts';
import { chooser } from './testing/prng.ts';

const ROOM = ['##########', '#........#', '#........#', '#........#', '#........#', '#........#', '##########'];

function fight(seed: number, dice?: number[]): GameHeader {
  return {
    ruleset: 'ahq', options: {}, packs: ['fixture'], seed, ...(dice ? { dice } : {}),
    setup: {
      map: ROOM,
      heroes: [
        { type: 'barbarian', seat: 'p1', at: [2, 5], id: 'barbarian' },
        { type: 'elf', seat: 'p2', at: [4, 5], id: 'elf' },
        { type: 'wizard', seat: 'p2', at: [6, 5], id: 'wizard', components: { fire: 2, water: 1, earth: 1 } },
      ],
      monsters: [{ type: 'orc', at: [2, 1] }, { type: 'goblin', at: [5, 1] }, { type: 'archer', at: [7, 1] }, { type: 'champion', at: [8, 2] }],
      start: 'combat',
    },
  };
}


function randomGame(seed: number): { state: GameState; answers: { seat: string; answer: Answer }[]; hashes: string[] } {
  const pick = chooser(seed * 7919);
  let s = createGame(fight(seed), fixtureContent);
  const answers: { seat: string; answer: Answer }[] = [];
  const hashes = [stateHash(s)];
  for (let i = 0; i < 400 && s.pending && !s.result; i++) {
    const seat = s.pending.seat;
    const options = legalAnswers(s, seat);
    assert.ok(options.length > 0, `no legal answer for ${s.pending.kind}`);
    // Prefer ending over wandering a third of the time so games move on.
    const answer = options[pick(options.length)]!;
    const r = apply(s, seat, answer);
    assert.ok(r.ok, `a listed legal answer was refused: ${JSON.stringify(answer)} → ${!r.ok && r.error.message}`);
    s = r.state;
    answers.push({ seat, answer });
    hashes.push(stateHash(s));
  }
  return { state: s, answers, hashes };
}

test('a saved game (header + answers) replays to the same state, over many random games', () => {
  for (let seed = 1; seed <= 60; seed++) {
    const { answers, hashes } = randomGame(seed);
    const again = replay({ header: fight(seed), answers }, fixtureContent);
    assert.equal(stateHash(again), hashes[hashes.length - 1], `seed ${seed}: replay diverged`);
    // Step by step too.
    let s = createGame(fight(seed), fixtureContent);
    answers.forEach((a, i) => {
      const r = applyInPlace(s, a.seat, a.answer);
      assert.ok(r.ok);
      s = r.state;
      assert.equal(stateHash(s), hashes[i + 1], `seed ${seed}: state ${i + 1} differs on replay`);
    });
  }
});

test('apply leaves the given state untouched, even when it accepts', () => {
  const s = createGame(fight(3), fixtureContent);
  const before = stateHash(s);
  const seat = s.pending!.seat;
  const r = apply(s, seat, legalAnswers(s, seat)[1]!);
  assert.ok(r.ok);
  assert.equal(stateHash(s), before);
  assert.notEqual(stateHash(r.state), before);
});

test('refusals: wrong seat, malformed and illegal answers get typed errors and change nothing', () => {
  const s = createGame(fight(3), fixtureContent);
  const before = stateHash(s);
  const cases: [string, unknown, string][] = [
    ['gm', { kind: 'end', model: 'barbarian' }, 'answer/wrong-seat'],
    ['p1', null, 'answer/malformed'],
    ['p1', { kind: 42 }, 'answer/malformed'],
    ['p1', { kind: 'fly', model: 'barbarian' }, 'answer/wrong-kind'],
    ['p1', { kind: 'move', model: 'barbarian', to: 'north' }, 'answer/malformed'],
    ['p1', { kind: 'move', model: 'nobody', to: [1, 1] }, 'answer/unknown-model'],
    ['p1', { kind: 'move', model: 'barbarian', to: [0, 0] }, 'rules/illegal-move'],
    ['p1', { kind: 'attack', model: 'barbarian', target: 'm1' }, 'rules/not-adjacent'],
    ['p1', { kind: 'choosePlayer', player: 'p1' }, 'answer/wrong-kind'],
  ];
  const seat = s.pending!.seat;
  assert.equal(s.pending!.kind, 'choosePlayer');
  for (const [who, answer, code] of cases.slice(0, 4)) {
    const r = apply(s, who, answer as Answer);
    assert.ok(!r.ok);
    assert.equal(r.error.code, code, JSON.stringify(answer));
    assert.ok(r.error.message.length > 10);
  }
  const r0 = apply(s, seat, { kind: 'choosePlayer', player: 'p1' });
  assert.ok(r0.ok);
  const t = r0.state;
  const tBefore = stateHash(t);
  for (const [who, answer, code] of cases.slice(4)) {
    const r = apply(t, who, answer as Answer);
    assert.ok(!r.ok, JSON.stringify(answer));
    assert.equal(r.error.code, code, JSON.stringify(answer));
  }
  assert.equal(stateHash(s), before);
  assert.equal(stateHash(t), tBefore);
});

test('an answer is checked against the state as it is, not as the moves were listed: a model put in the way by hand refuses the move', () => {
  const s = createGame(fight(3), fixtureContent);
  assert.ok(applyInPlace(s, s.pending!.seat, { kind: 'choosePlayer', player: 'p1' }).ok);
  const moves = legalAnswers(s, 'p1', { model: 'barbarian', kinds: ['move'] });
  const to = moves.find((a) => a.kind === 'move' && a.to[0] === 3 && a.to[1] === 4);
  assert.ok(to, 'the barbarian can step to [3, 4]');
  // The listing's search is kept for the answer's check; a change made since must not pass.
  s.models.elf!.x = 3;
  s.models.elf!.y = 4;
  const r = applyInPlace(s, 'p1', to);
  assert.ok(!r.ok);
  assert.equal(r.error.code, 'rules/illegal-move');
  s.models.elf!.x = 4;
  s.models.elf!.y = 5;
  assert.ok(applyInPlace(s, 'p1', to).ok);
});

test('accepts says what apply would accept, and changes nothing', () => {
  const s = createGame(fight(3), fixtureContent);
  const before = stateHash(s);
  const seat = s.pending!.seat;
  for (const a of legalAnswers(s, seat)) assert.ok(accepts(s, seat, a), JSON.stringify(a));
  assert.ok(!accepts(s, 'gm', legalAnswers(s, seat)[0]!), 'another seat');
  assert.ok(!accepts(s, seat, { kind: 'choosePlayer', player: 'nobody' } as Answer));
  assert.ok(!accepts(s, seat, null as unknown as Answer));
  assert.equal(stateHash(s), before);
});

test('scripted dice fail loudly when they run dry', () => {
  const s = createGame(fight(1, []), fixtureContent);
  const r0 = apply(s, 'p1', { kind: 'choosePlayer', player: 'p1' });
  assert.ok(r0.ok);
  assert.throws(() => apply(r0.state, 'p1', { kind: 'run', model: 'barbarian' }), ScriptedDiceError);
});

test('a bad header is refused with the field that is wrong', () => {
  const h = fight(1);
  assert.throws(() => createGame({ ...h, ruleset: 'chess' }, fixtureContent), /ruleset/);
  assert.throws(() => createGame({ ...h, setup: { ...h.setup, heroes: [{ type: 'paladin', seat: 'p1', at: [1, 1] }] } }, fixtureContent), /setup\.heroes\[0\]\.type/);
  assert.throws(() => createGame({ ...h, setup: { ...h.setup, heroes: [{ type: 'elf', seat: 'p1', at: [0, 0] }] } }, fixtureContent), /setup\.heroes\[0\]\.at.*not floor/);
  assert.throws(() => createGame({ ...h, options: { nonsense: true } }, fixtureContent), /options\.nonsense/);
});
