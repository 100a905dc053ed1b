// A run of AI answers (the Gamesmaster's, a seat handed to the AI) reaches each connection in one
// write of its socket, each update still its own message: one system call per message was the biggest single cost of the server under load
// (docs/performance.md). Counted on the server's own sockets, in the same process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';
import { keenChoice, SeatBot, until } from './testing/seat-bot.ts';

test('the updates of a run of AI answers go out to a connection in one write, one update per answer', async () => {
  // Writes on the server's side of its sockets (a socket a server accepted has `server`).
  let writes = 0;
  const proto = net.Socket.prototype as unknown as Record<'_writev' | '_write', (this: net.Socket, ...a: unknown[]) => unknown>;
  const original = { _writev: proto._writev, _write: proto._write };
  for (const k of ['_writev', '_write'] as const) {
    proto[k] = function (this: net.Socket, ...a: unknown[]) {
      if ((this as unknown as { server?: unknown }).server) writes++;
      return original[k].apply(this, a);
    };
  }
  const srv = await startTestServer({ aiDelayMs: 0 });
  try {
    const g = await srv.create(dungeonRequest({ p1: 'human', p2: 'ai', gm: 'ai' }));
    const tok = g.seats.find((s) => s.seat === 'p1')!.token!;
    const state = () => srv.room(g.gameId)?.session.state;
    const maxStep = 150;
    const p1 = new SeatBot(await srv.join(g.gameId, tok), { state, choose: keenChoice(5), maxStep });
    await until(() => (p1.updates().at(-1)?.step ?? 0) >= maxStep || p1.updates().at(-1)?.view.result != null, 60_000, 'the game to reach step 150');
    await srv.room(g.gameId)!.settled();
    await new Promise((r) => setTimeout(r, 100));
    const stored = await srv.store.loadGame(g.gameId);
    const answers = stored!.answers;
    const updates = p1.updates().filter((u) => u.cause === 'answer');
    const bySeat = answers.map((a) => a.seat);
    const ai = bySeat.filter((seat) => seat !== 'p1').length;
    let runs = 0;
    for (let i = 0; i < bySeat.length; i++) if (bySeat[i] !== 'p1' && (i === 0 || bySeat[i - 1] === 'p1')) runs++;
    assert.ok(ai - runs >= 20, `AI answers in runs: ${ai} answers in ${runs} runs`);
    // One update per answer played since the join, each its own message.
    const joined = p1.updates().find((u) => u.cause === 'join')!.step;
    assert.equal(updates.length, answers.length - joined, 'one update per answer');
    // Writes: one per message of the person's own answers (and the joins and table messages),
    // one per run of AI answers rather than one per AI answer.
    const messages = p1.received.length;
    assert.ok(writes <= messages - (ai - runs) + 10, `${writes} writes for ${messages} messages (${ai} AI answers in ${runs} runs)`);
  } finally {
    Object.assign(proto, original);
    await srv.close();
  }
});
