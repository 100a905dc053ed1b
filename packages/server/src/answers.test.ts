// Answers carry only the fields of their kind: junk fields, or a field of the wrong type, are
// refused naming the field, before the engine sees the answer and before anything is stored; and
// every answer the engine lists or the AI gives, in whole games of both rulesets, is read as it is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, legalAnswers, applyInPlace } from '@delve/engine';
import { aiPolicy, setupHeader } from '@delve/ai';
import { loadDefaultContent } from '@delve/content';
import { readAnswer } from '@delve/protocol';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';
import { SeatBot, until } from './testing/seat-bot.ts';

test('every answer the engine lists and the AI gives, in whole expeditions of both rulesets, passes the protocol\'s reading', async () => {
  const kinds = new Set<string>();
  for (const ruleset of ['ahq', 'guilds'] as const) {
    const c = await loadDefaultContent(ruleset);
    for (let seed = 1; seed <= 3; seed++) {
      const s = createGame(setupHeader('expedition', seed, ruleset === 'ahq' ? { quest: 'standard', ruleset } : { ruleset }, c), c);
      for (let i = 0; s.pending && !s.result && i < 4000; i++) {
        const seat = s.pending.seat;
        for (const a of legalAnswers(s, seat, { paths: true })) {
          const r = readAnswer(a);
          assert.ok(r.ok, `${JSON.stringify(a)}: ${!r.ok && r.error.message}`);
          kinds.add(a.kind);
        }
        const a = aiPolicy(s, seat);
        const r = readAnswer(a);
        assert.ok(r.ok, `${JSON.stringify(a)}: ${!r.ok && r.error.message}`);
        kinds.add(a.kind);
        assert.ok(applyInPlace(s, seat, a).ok);
      }
    }
  }
  assert.ok(kinds.size >= 15, `answers of ${kinds.size} kinds seen`);
});

test('an answer with junk fields is refused naming the field, and nothing is stored', async () => {
  const srv = await startTestServer();
  try {
    const g = await srv.create(dungeonRequest());
    const tok = (seat: string) => g.seats.find((s) => s.seat === seat)!.token!;
    const state = () => srv.room(g.gameId)?.session.state;
    const p2 = new SeatBot(await srv.join(g.gameId, tok('p2')), { state, choose: () => ({ kind: 'endPhase' }), maxStep: 0 });
    await until(() => p2.updates().length > 0, 5000, 'p2 joined');
    const junk = 'x'.repeat(15 * 1024);
    const sent: unknown[] = [
      { kind: 'components', picks: { fire: 4 }, junk },
      { kind: 'components', picks: { fire: 4, junk: 'x'.repeat(100) } },
      { kind: 'components', picks: { fire: 4 }, __proto__: { polluted: true }, constructor: junk },
      { kind: 'endPhase', note: 'hello' },
      { kind: 'move', model: 'wizard', to: [1, 1], path: [[1, 1]], cost: 3 },
      { kind: 'place', placements: [{ model: 'm1', at: [1, 1], extra: junk }] },
      { kind: 'nonsense' },
    ];
    for (const a of sent) p2.conn.room.send('answer', { seat: 'p2', step: 0, answer: a });
    p2.conn.room.send('answer', { seat: 'p2', step: 0, answer: { kind: 'endPhase' }, junk });
    await until(() => p2.errors().length >= sent.length + 1, 5000, 'an error for each');
    const messages = p2.errors().map((e) => `${e.code} ${e.message}`);
    assert.deepEqual(messages, [
      'protocol/malformed answer.junk: an answer of kind components has no such field (its fields: picks)',
      'protocol/malformed answer.picks: { component: count } for at most 64 components',
      'protocol/malformed answer.constructor: an answer of kind components has no such field (its fields: picks)',
      'protocol/malformed answer.note: an answer of kind endPhase has no such field (it has none)',
      'protocol/malformed answer.cost: an answer of kind move has no such field (its fields: model, to, path, facing)',
      'protocol/malformed answer.placements: a list of at most 64 { model, at: [x, y] }',
      "protocol/malformed answer.kind: no answer is of kind 'nonsense'",
      'protocol/malformed junk: an answer message has only seat, step and answer',
    ]);
    assert.equal((await srv.store.loadGame(g.gameId))!.answers.length, 0, 'nothing stored');
    // The honest answer goes through.
    p2.conn.answer('p2', 0, { kind: 'components', picks: { fire: 4 } });
    await until(() => srv.room(g.gameId)!.session.step === 1, 5000, 'the answer');
    assert.deepEqual((await srv.store.loadGame(g.gameId))!.answers, [{ seat: 'p2', answer: { kind: 'components', picks: { fire: 4 } } }]);
    await p2.conn.leave();
  } finally {
    await srv.close();
  }
});
