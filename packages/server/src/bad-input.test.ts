// Bad input over real websockets: forged and foreign tokens, unknown games, another seat's
// decision, stale steps, malformed and oversized messages, and a seeded fuzz of all of them.
// Each gets a typed error to its sender, nothing changes, and the room keeps serving.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@colyseus/sdk';
import { ROOM_NAME, joinErrorOf } from '@delve/protocol';
import { chooser } from '../../engine/src/testing/prng.ts';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';
import { SeatBot, keenChoice, until } from './testing/seat-bot.ts';

const joinError = (p: Promise<unknown>) => p.then(() => 'joined', (e: { code?: number; message?: string }) => joinErrorOf(e));

test('joins need a token of that very game; answers need the sender\'s seat and the current step', async () => {
  const srv = await startTestServer();
  try {
    const a = await srv.create(dungeonRequest());
    const b = await srv.create(dungeonRequest());
    const tok = (g: typeof a, seat: string) => g.seats.find((s) => s.seat === seat)!.token!;

    const forged = await joinError(srv.join(a.gameId, 'A'.repeat(32)));
    assert.equal(forged, 'auth/bad-token');
    const foreign = await joinError(srv.join(a.gameId, tok(b, 'p1')));
    assert.equal(foreign, 'auth/bad-token');
    const unknown = await joinError(srv.join('no-such-game', tok(a, 'p1')));
    assert.equal(unknown, 'game/unknown');
    const noOptions = await joinError(new Client(srv.url).joinOrCreate(ROOM_NAME, {}));
    assert.equal(noOptions, 'game/unknown', 'a join without options is refused');

    const state = () => srv.room(a.gameId)?.session.state;
    const p1 = new SeatBot(await srv.join(a.gameId, tok(a, 'p1')), { state, choose: keenChoice(1), maxStep: 0 });
    await until(() => p1.updates().length > 0, 5000, 'p1 joined');
    const session = srv.room(a.gameId)!.session;
    const before = session.step;
    // The first decision is the wizard's components (p2): p1 may not answer it, nor claim p2 with b's token.
    p1.conn.answer('p2', before, { kind: 'components', picks: { fire: 4 } });
    p1.conn.answer('p1', before, { kind: 'components', picks: { fire: 4 } });
    p1.conn.answer('p1', before + 5, { kind: 'endPhase' });
    p1.conn.claim(tok(b, 'p2'));
    p1.conn.undo('p1');
    await until(() => p1.errors().length >= 5, 5000, 'five errors');
    assert.deepEqual(p1.errors().map((e) => e.code), ['auth/not-your-seat', 'answer/wrong-seat', 'game/stale', 'auth/bad-token', 'undo/refused']);
    assert.equal(session.step, before, 'nothing changed');
    assert.equal((await srv.store.loadGame(a.gameId))!.answers.length, before);
    await p1.conn.leave();
  } finally {
    await srv.close();
  }
});

test('protocol fuzz: random messages get typed errors, and the game plays on afterwards', async () => {
  const srv = await startTestServer();
  try {
    const g = await srv.create(dungeonRequest());
    const tok = (seat: string) => g.seats.find((s) => s.seat === seat)!.token!;
    const state = () => srv.room(g.gameId)?.session.state;
    const fuzzer = new SeatBot(await srv.join(g.gameId, tok('p1')), { state, choose: keenChoice(2), maxStep: 0 });
    const pick = chooser(99);
    const values: unknown[] = [null, 0, -1, 1.5, 1e308, '', 'p1', 'gm', 'x'.repeat(20_000), [], [1, 2], {}, { kind: 'move' },
      { kind: 'move', model: 'elf', to: [99, 99] }, { kind: 'attack', model: 'barbarian', target: 'barbarian' }, true, { __proto__: { x: 1 } }];
    const types = ['answer', 'undo', 'log', 'claim', 'nonsense', 'update', 'error'];
    const v = () => values[pick(values.length)];
    const sent = 300;
    for (let i = 0; i < sent; i++) {
      const type = types[pick(types.length)]!;
      const body = pick(4) === 0 ? v() : { seat: pick(2) ? 'p1' : v(), step: pick(2) ? 0 : v(), answer: v(), token: v() };
      fuzzer.conn.room.send(type, body);
    }
    const step = () => srv.room(g.gameId)!.session.step;
    await until(() => fuzzer.errors().length + fuzzer.received.filter((r) => r.type === 'log').length >= sent, 10_000, 'a reply to every fuzzed message');
    const codes = new Set(fuzzer.errors().map((e) => e.code));
    for (const c of codes) assert.match(c, /^(protocol|auth|game|undo|answer|rules)\//);
    assert.equal(step(), 0, 'no fuzzed message changed the game');

    // The same room and server still play a game with two honest players.
    const opts = { state, choose: keenChoice(3), maxStep: 40 };
    fuzzer.playing = false;
    const b1 = new SeatBot(await srv.join(g.gameId, tok('p1')), opts);
    const b2 = new SeatBot(await srv.join(g.gameId, tok('p2')), opts);
    await until(() => step() >= 40 || srv.room(g.gameId)!.session.finished, 20_000, 'the game to go on');
    assert.deepEqual([...b1.errors(), ...b2.errors()], []);
    for (const b of [fuzzer, b1, b2]) await b.conn.leave();
  } finally {
    await srv.close();
  }
});
