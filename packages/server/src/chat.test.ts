// The table's chat over real websockets: part of the game's record (stored before anyone hears a
// line, replayed on rejoining and after a restart), lines bounded in length and cleaned of control
// characters, a seat one does not hold refused, and a chatty connection slowed, not dropped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_CHAT_CHARS, type ChatLines, type ErrorMessage, type GameConnection } from '@delve/protocol';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';
import { until } from './testing/seat-bot.ts';

function listen(conn: GameConnection) {
  const lines = new Map<number, ChatLines['lines'][number]>();
  const errors: ErrorMessage[] = [];
  conn.on('chat', (m) => m.lines.forEach((l) => lines.set(l.n, l)));
  conn.on('error', (e) => errors.push(e));
  return { lines, errors, texts: () => [...lines.values()].sort((a, b) => a.n - b.n).map((l) => `${l.name ?? l.seat}: ${l.text}`) };
}

test('chat is stored with the game, replayed on rejoin and after a restart, bounded, cleaned and rate-limited', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'delve-chat-'));
  let srv = await startTestServer({ dataDir, limits: { chatPerMinute: 10 } });
  try {
    const made = await srv.create({ ...dungeonRequest({ p1: 'human', p2: 'human' }), names: { p1: 'Anna', p2: 'Bob' } });
    const tok = (seat: string) => made.seats.find((s) => s.seat === seat)!.token!;
    const anna = await srv.join(made.gameId, tok('p1'));
    const bob = await srv.join(made.gameId, tok('p2'));
    const a = listen(anna);
    const b = listen(bob);
    anna.chat('p1', 'Hello <img src=x onerror=alert(1)>');
    await until(() => b.lines.size === 1, 5000, 'the first line heard');
    bob.chat('p2', 'hi\u0000 there\n\u202eevil');
    await until(() => a.lines.size === 2 && b.lines.size === 2, 5000, 'both lines heard');
    assert.deepEqual(b.texts(), ['Anna: Hello <img src=x onerror=alert(1)>', 'Bob: hi there evil']);

    // Refused, and nothing stored: a seat not held, an oversized line, an empty one.
    anna.chat('p2', 'as Bob');
    anna.chat('p1', 'x'.repeat(MAX_CHAT_CHARS + 1));
    anna.chat('p1', '   \n ');
    await until(() => a.errors.length === 3, 5000, 'three refusals');
    assert.deepEqual(a.errors.map((e) => e.code).sort(), ['auth/not-your-seat', 'protocol/malformed', 'protocol/too-large']);
    // A burst past the allowance (10 a minute, bursts of 2 here) is refused with the wait; the
    // connection stays.
    for (let i = 0; i < 4; i++) anna.chat('p1', `line ${i}`);
    await until(() => a.errors.some((e) => e.code === 'protocol/rate-limited'), 5000, 'the chat quota');
    assert.match(a.errors.find((e) => e.code === 'protocol/rate-limited')!.message, /chat lines a minute: try again in \d+ s/);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(anna.room.connection.isOpen, true);
    const said = b.texts();

    // Rejoining hears the lines again, in order; so does a restarted server's client.
    await bob.leave();
    const bob2 = await srv.join(made.gameId, tok('p2'));
    const b2 = listen(bob2);
    await until(() => b2.lines.size === said.length, 5000, 'the chat replayed');
    assert.deepEqual(b2.texts(), said);
    await bob2.leave();
    await anna.leave();
    await srv.close();

    srv = await startTestServer({ dataDir });
    const again = await srv.join(made.gameId, tok('p1'));
    const c = listen(again);
    await until(() => c.lines.size === said.length, 5000, 'the chat after a restart');
    assert.deepEqual(c.texts(), said);
    again.chat('p1', 'after the restart');
    await until(() => c.lines.size === said.length + 1, 5000, 'a new line numbered on');
    assert.equal(Math.max(...c.lines.keys()), said.length + 1);
    await again.leave();
  } finally {
    await srv.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
