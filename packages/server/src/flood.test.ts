// A connection that floods its room is told why and closed at once (an error message, then close
// code 4103 with the reason), holds no reconnection slot, and may join again by token; a
// well-behaved bot holding three seats of a fast AI game is never cut off: accepted answers do
// not count against it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { aiPolicy } from '@delve/ai';
import type { ErrorMessage, UpdateMessage } from '@delve/protocol';
import { cachedContentSource } from './content-source.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';
import { until } from './testing/seat-bot.ts';

test('a flooding connection gets an error and close code 4103 with the reason at once, and may come back', async () => {
  const srv = await startTestServer({ limits: { messagesPerSecond: 5 } });
  try {
    const g = await srv.create(dungeonRequest());
    const tok = (seat: string) => g.seats.find((s) => s.seat === seat)!.token!;
    const honest = await srv.join(g.gameId, tok('p2'));
    const flooder = await srv.join(g.gameId, tok('p1'));
    const errors: ErrorMessage[] = [];
    flooder.on('error', (e) => errors.push(e));
    let closed: { code: number; reason: string | undefined; after: number } | null = null;
    const t0 = Date.now();
    flooder.room.onLeave((code, reason) => (closed = { code, reason, after: Date.now() - t0 }));
    for (let i = 0; i < 200; i++) flooder.room.send('log', { seat: 'p1' });
    await until(() => closed !== null, 5000, 'the flooder to be closed');
    const c = closed as unknown as { code: number; reason: string; after: number };
    assert.equal(c.code, 4103);
    assert.match(c.reason, /^protocol\/rate-limited: too many messages/);
    assert.ok(c.after < 3000, `closed after ${c.after} ms`);
    assert.equal(errors.at(-1)?.code, 'protocol/rate-limited');
    assert.match(errors.at(-1)!.message, /more than 5 messages a second per seat held/);
    // No seat is held for it, and the honest connection plays on.
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(srv.room(g.gameId)!.clients.length, 1);
    honest.answer('p2', 0, { kind: 'components', picks: { fire: 4 } });
    await until(() => srv.room(g.gameId)!.session.step === 1, 5000, 'the honest answer');
    const back = await srv.join(g.gameId, tok('p1'));
    await until(() => srv.room(g.gameId)!.clients.length === 2, 5000, 'the flooder back by token');
    await back.leave();
    await honest.leave();
  } finally {
    await srv.close();
  }
});

test('a bot holding three seats of a fast AI game plays on under the default limits', { timeout: 120_000 }, async (t) => {
  // The production limits: Colyseus' backstop and the per-seat allowance as a server has them.
  const srv = await startTestServer({ content: cachedContentSource(), maxMessagesPerSecond: undefined, limits: { messagesPerSecond: DEFAULT_LIMITS.messagesPerSecond }, aiDelayMs: 0 });
  try {
    const heroes = ['barbarian', 'dwarf', 'elf', 'wizard'].map((type, i) => ({ type, seat: `p${i + 1}` }));
    const g = await srv.create({ expedition: { quest: 'standard', heroes }, seats: { p1: 'human', p2: 'human', p3: 'human', p4: 'ai' } });
    const tok = (seat: string) => g.seats.find((s) => s.seat === seat)!.token!;
    const conn = await srv.join(g.gameId, tok('p1'));
    conn.claim(tok('p2'));
    conn.claim(tok('p3'));
    let closed: number | null = null;
    conn.room.onLeave((code) => (closed = code));
    const errors: ErrorMessage[] = [];
    conn.on('error', (e) => errors.push(e));
    const state = () => srv.room(g.gameId)!.session.state;
    const target = 1000;
    let answered = 0;
    let over = false;
    /** Answers per whole second since the start. */
    const perSecond: number[] = [];
    const t0 = Date.now();
    conn.on('update', (u: UpdateMessage) => {
      if (u.view.result) over = true;
      if (!u.decision || answered >= target) return;
      // The bot plays as the AI would (a test driver may read the server's state); one answer per decision.
      const s = state();
      if (s.pending?.seat !== u.seat || srv.room(g.gameId)!.session.step !== u.step) return;
      answered++;
      const sec = Math.floor((Date.now() - t0) / 1000);
      perSecond[sec] = (perSecond[sec] ?? 0) + 1;
      conn.answer(u.seat, u.step, aiPolicy(s, u.seat));
    });
    await until(() => over || closed !== null || answered >= target, 90_000, 'a thousand answers');
    assert.equal(closed, null, `the bot was cut off after ${answered} answers`);
    assert.deepEqual(errors.filter((e) => e.code === 'protocol/rate-limited'), []);
    assert.ok(over || answered >= target);
    // Colyseus' own limit, 100 messages a second, cut such a bot off (its busiest second here is
    // usually well past 100 answers).
    t.diagnostic(`${answered} answers in ${((Date.now() - t0) / 1000).toFixed(1)} s, ${Math.max(...perSecond.filter((n) => n !== undefined))} in the busiest second`);
    await conn.leave();
  } finally {
    await srv.close();
  }
});
