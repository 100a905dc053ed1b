// The GM's reasons (crawl/reasons.ts): a reason on the GM seat's answer becomes a `gmReason` event
// told before what the answer does, kept by the record and a replay; a bad one is refused by
// field with nothing changed; hero seats see one only where its facts are in their view (DEC-17).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, createGame, legalAnswers, replay } from '../game.ts';
import { viewEvents } from '../view.ts';
import { stateHash } from '../state.ts';
import { formatEvent } from '../format/index.ts';
import type { Answer, GameEvent, GameHeader, GameState } from '../types.ts';
import { fixtureContent } from '../testing/fixture-content.ts';
import { dungeonHeader } from '../testing/fixture-dungeon.ts';

/** A room with the heroes at the bottom, an orc and a goblin at the top; the monsters act first. */
function fight(): GameHeader {
  const map = ['##########', ...Array.from({ length: 6 }, () => '#........#'), '##########'];
  return {
    ruleset: 'ahq', options: {}, packs: ['fixture'], seed: 7,
    setup: {
      map,
      heroes: [{ type: 'barbarian', seat: 'p1', at: [2, 6], id: 'barbarian' }, { type: 'wizard', seat: 'p2', at: [6, 6], id: 'wizard', components: { fire: 4 } }],
      monsters: [{ type: 'orc', at: [2, 1], id: 'orc' }, { type: 'goblin', at: [6, 1], id: 'goblin' }],
      start: 'combat', firstSide: 'monsters',
    },
  } as GameHeader;
}

/** The game at the GM's first monster activation. */
function atGmAct(): GameState {
  const s = createGame(fight(), fixtureContent);
  for (let i = 0; i < 20 && s.pending && !(s.pending.seat === 'gm' && s.pending.kind === 'act'); i++) {
    const seat = s.pending.seat;
    const r = applyInPlace(s, seat, legalAnswers(s, seat)[0]!);
    assert.ok(r.ok);
  }
  assert.equal(s.pending?.kind, 'act');
  return s;
}

function reasonsFor(s: GameState, events: readonly GameEvent[], seat: string) {
  return viewEvents(s, events, seat).filter((e) => e.type === 'gmReason');
}

test('DEC-17 a GM reason is told before what its answer does, to a hero seat only where its facts are in view', () => {
  const s = atGmAct();
  const move = legalAnswers(s, 'gm', { model: 'orc' }).find((a) => a.kind === 'move')!;
  const r = applyInPlace(s, 'gm', { ...move, reason: { code: 'closeOn', model: 'orc', target: 'wizard' } } as Answer);
  assert.ok(r.ok, !r.ok ? r.error.message : '');
  assert.equal(r.events[0]!.type, 'gmReason');
  assert.deepEqual(r.events[0], { type: 'gmReason', reason: { code: 'closeOn', model: 'orc', target: 'wizard' }, heroes: true });
  assert.equal(reasonsFor(s, r.events, 'p1').length, 1, 'the orc and the wizard are in the heroes\' view');
  assert.equal(formatEvent(r.events[0]!, { model: (id) => id === 'orc' ? 'Orc' : 'Wizard', item: (id) => id }, 'en'), 'Orc closes on Wizard, the nearest hero.');
  assert.match(formatEvent(r.events[0]!, { model: (id) => id === 'orc' ? 'Orco' : 'Mago', item: (id) => id }, 'it'), /^Orco si avvicina a Mago/);
});

test('DEC-17 a reason naming a monster the heroes do not see, or what is behind the screen, never reaches a hero seat', () => {
  // A monster still waiting in an unrevealed section of the prepared dungeon.
  const s = createGame(dungeonHeader(2), fixtureContent);
  const hidden = Object.values(s.models).find((m) => m.side === 'monsters');
  const probe = atGmAct();
  const behind = applyInPlace(probe, 'gm', { ...legalAnswers(probe, 'gm', { model: 'orc' })[0]!, reason: { code: 'trapAhead' } } as Answer);
  assert.ok(behind.ok);
  assert.equal(reasonsFor(probe, behind.events, 'gm').length, 1, 'the GM sees its own reason');
  assert.equal(reasonsFor(probe, behind.events, 'p1').length, 0, 'a trap laid ahead is the GM\'s to know');
  // The goblin taken off the board (waiting where it was met, AHQ-C50): a reason naming it stays behind the screen.
  const t = atGmAct();
  t.models.goblin!.status.away = true;
  const away = applyInPlace(t, 'gm', { ...legalAnswers(t, 'gm', { model: 'orc' })[0]!, reason: { code: 'closeOn', model: 'goblin', target: 'barbarian' } } as Answer);
  assert.ok(away.ok);
  for (const seat of ['p1', 'p2']) assert.equal(reasonsFor(t, away.events, seat).length, 0, seat);
  assert.equal(hidden, undefined, 'the prepared dungeon\'s monsters are made only as their section is revealed');
});

test('a bad reason is refused naming the field, and changes nothing', () => {
  const s = atGmAct();
  const before = stateHash(s);
  const act = legalAnswers(s, 'gm', { model: 'orc' })[0]!;
  const bad: [unknown, RegExp][] = [
    [{ code: 'becauseISaidSo' }, /^reason\.code/],
    [{ code: 'closeOn', model: 'nobody' }, /^reason\.model: no model 'nobody'/],
    [{ code: 'closeOn', model: 'wizard' }, /^reason\.model: the monster/],
    [{ code: 'closeOn', target: 'orc' }, /^reason\.target/],
    [{ code: 'closeOn', note: 'free text' }, /^reason\.note/],
    ['closeOn', /^reason: an object/],
  ];
  for (const [reason, msg] of bad) {
    const r = applyInPlace(s, 'gm', { ...act, reason } as Answer);
    assert.ok(!r.ok);
    assert.match(r.error.message, msg);
  }
  assert.equal(stateHash(s), before);
});

test('a hero seat gives no reasons; a replay tells the GM\'s again', () => {
  const h = fight();
  const s = createGame(h, fixtureContent);
  const answers: { seat: string; answer: Answer }[] = [];
  for (let i = 0; i < 40 && s.pending && !s.result; i++) {
    const seat = s.pending.seat;
    const a = legalAnswers(s, seat)[0]!;
    if (seat !== 'gm') {
      const refused = applyInPlace(s, seat, { ...a, reason: { code: 'closeOn' } } as Answer);
      assert.ok(!refused.ok && /only the GM/.test(refused.error.message));
    }
    const answer = seat === 'gm' ? { ...a, reason: { code: 'letGo' } } as Answer : a;
    assert.ok(applyInPlace(s, seat, answer).ok);
    answers.push({ seat, answer });
  }
  assert.equal(stateHash(replay({ header: h, answers }, fixtureContent)), stateHash(s));
});
