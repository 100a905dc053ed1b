// A live game plays each answer on its state in place, and only once the answer is stored; it keeps
// the events of its latest steps only, and a seat's log is made from the stored answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalAnswers, stateHash } from '@delve/engine';
import { SqliteStore } from './storage/sqlite-store.ts';
import { GameSession } from './game-session.ts';
import { createStoredGame } from './create-game.ts';
import { seatLog } from './replay.ts';
import { dungeonRequest, fixtureContentSource } from './testing/test-server.ts';

async function newSession(failing = { on: false }) {
  const store = new SqliteStore(':memory:');
  // The store as it is, but for answers while `failing.on`.
  const flaky = new Proxy(store, {
    get(target, key) {
      if (key === 'appendAnswer') {
        return (...args: Parameters<SqliteStore['appendAnswer']>) => {
          if (failing.on) return Promise.reject(new Error('the disk is full'));
          return target.appendAnswer(...args);
        };
      }
      const v = Reflect.get(target, key, target) as unknown;
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  const deps = { store: flaky, content: fixtureContentSource, snapshotEvery: 5, publicUrl: 'http://x', packs: ['fixture'] };
  const made = await createStoredGame(dungeonRequest({ p1: 'human', p2: 'human', gm: 'human' }), deps);
  assert.ok(made.ok);
  return (await GameSession.load(made.response.gameId, deps))!;
}

test('an answer that cannot be stored changes nothing; stored, it is played on the state in place', async () => {
  const failing = { on: true };
  const session = await newSession(failing);
  const state = session.state;
  const before = stateHash(state);
  const seat = state.pending!.seat;
  const answer = legalAnswers(state, seat)[0]!;
  const r = await session.submit(seat, 0, answer);
  assert.ok(!r.ok && /the disk is full/.test(r.error.message));
  assert.equal(stateHash(session.state), before, 'the state is as it was');
  assert.equal(session.step, 0);
  failing.on = false;
  const ok = await session.submit(seat, 0, answer);
  assert.ok(ok.ok);
  assert.equal(session.state, state, 'the same state, played in place: no copy an answer');
  assert.equal(session.step, 1);
});

test('a long game keeps only its latest steps\' events, and a seat\'s log is still whole, made from the stored answers', async () => {
  const session = await newSession();
  const live: number[] = [];
  for (let i = 0; i < 150 && session.state.pending && !session.state.result; i++) {
    const seat = session.state.pending.seat;
    const r = await session.submit(seat, session.step, legalAnswers(session.state, seat)[0]!);
    assert.ok(r.ok);
    live.push(r.events.length);
  }
  assert.ok(session.step > 64, 'the game ran past the events kept');
  assert.equal(session.eventsAt(1), null, 'the first steps\' events are not kept');
  assert.ok(session.eventsAt(session.step) !== null);
  const log = seatLog(session.stored, session.state.ctx.content, 'gm');
  assert.equal(log.entries.length, session.step + 1);
  assert.deepEqual(log.entries.slice(1).map((e) => e.events.length), live, 'every step\'s events, as they were played');
});
