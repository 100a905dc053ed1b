// The people at a table, over real websockets: who is connected and who is the AI, names instead
// of seats, a dropped player told to the others and played by the AI after the game's wait until
// they return, the creator handing a seat to the AI or to a new invite (the old token then losing
// it), and all of it kept across a restart.
import { test } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import type { GameConnection, ServerMessages, ServerMessageType, TableMessage } from '@delve/protocol';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';
import { until } from './testing/seat-bot.ts';

/** Every message a connection receives, in order. */
function record(conn: GameConnection): { type: ServerMessageType; message: ServerMessages[ServerMessageType] }[] {
  const got: { type: ServerMessageType; message: ServerMessages[ServerMessageType] }[] = [];
  conn.onAny((type, message) => got.push({ type, message }));
  return got;
}

const tables = (got: ReturnType<typeof record>) => got.filter((g) => g.type === 'table').map((g) => g.message as TableMessage);
const notices = (got: ReturnType<typeof record>) => tables(got).flatMap((t) => (t.notice ? [`${t.notice.kind} ${t.notice.seat}${t.notice.to ? ` ${t.notice.to}` : ''}`] : []));

test('the table shows who is here; a dropped player is told, played by the AI after the wait, and takes the seat back', async () => {
  const srv = await startTestServer({ reconnectSeconds: 0 });
  try {
    const made = await srv.create({ ...dungeonRequest({ p1: 'human', p2: 'human' }), names: { p1: 'Anna' }, dropWaitSeconds: 1 });
    const tok = (seat: string) => made.seats.find((s) => s.seat === seat)!.token!;
    const anna = await srv.join(made.gameId, tok('p1'));
    const annaGot = record(anna);
    await until(() => tables(annaGot).length > 0, 5000, 'the table');
    // Alone at the table: p2 (whose decision is pending) is not played for anyone, however long.
    const first = tables(annaGot).at(-1)!;
    assert.deepEqual(first.seats.map((s) => [s.seat, s.kind, s.name, s.connected, s.standIn]), [
      ['gm', 'ai', null, false, false], ['p1', 'human', 'Anna', true, false], ['p2', 'human', null, false, false],
    ]);
    assert.equal(first.dropWaitSeconds, 1);

    // p2 has not arrived yet: it is waited for, however long, not played by the AI.
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(srv.room(made.gameId)!.session.step, 0);
    let bob = await srv.join(made.gameId, tok('p2'));
    await until(() => notices(annaGot).includes('joined p2'), 5000, 'p2 joining');
    bob.setName('p2', 'Bob\n<b>');
    await until(() => notices(annaGot).includes('named p2'), 5000, 'p2 naming');
    assert.equal(tables(annaGot).at(-1)!.seats.find((s) => s.seat === 'p2')!.name, 'Bob <b>');
    const room = srv.room(made.gameId)!;
    assert.equal(room.session.state.pending!.seat, 'p2');
    const stepBefore = room.session.step;

    await bob.leave();
    await until(() => notices(annaGot).includes('dropped p2'), 5000, 'the drop told');
    assert.equal(tables(annaGot).at(-1)!.seats.find((s) => s.seat === 'p2')!.connected, false);
    assert.equal(room.session.step, stepBefore, 'the seat waits first');
    await until(() => notices(annaGot).includes('standIn p2'), 5000, 'the AI standing in');
    await until(() => room.session.step > stepBefore, 5000, 'the AI answering for p2');

    bob = await srv.join(made.gameId, tok('p2'));
    await until(() => notices(annaGot).includes('returned p2'), 5000, 'p2 back');
    const back = tables(annaGot).at(-1)!.seats.find((s) => s.seat === 'p2')!;
    assert.deepEqual([back.connected, back.standIn, back.name], [true, false, 'Bob <b>']);
    // Nothing of the game, and no token, is in what the table says.
    for (const t of tables(annaGot)) assert.doesNotMatch(JSON.stringify(t), new RegExp(`${tok('p2')}|${made.host}|token`));
    await bob.leave();
    await anna.leave();
  } finally {
    await srv.close();
  }
});

test('the creator hands seats on: a forged host token changes nothing; a new invite takes the seat from the old token; the AI plays a seat handed to it; a restart keeps it all', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'delve-table-'));
  const srv = await startTestServer({ dataDir, reconnectSeconds: 0 });
  let again: Awaited<ReturnType<typeof startTestServer>> | null = null;
  try {
    const made = await srv.create({ ...dungeonRequest({ p1: 'human', p2: 'human' }), dropWaitSeconds: null });
    const tok = (seat: string) => made.seats.find((s) => s.seat === seat)!.token!;
    const host = await srv.join(made.gameId, tok('p1'));
    const hostGot = record(host);
    const old = await srv.join(made.gameId, tok('p2'));
    const oldGot = record(old);
    old.setName('p2', 'Bob');
    let oldLeft = false;
    old.room.onLeave(() => (oldLeft = true));
    await until(() => notices(hostGot).includes('joined p2'), 5000, 'p2 joining');

    host.handSeat(tok('p1'), 'p2', 'invite');
    await until(() => hostGot.some((g) => g.type === 'error'), 5000, 'the forged host refused');
    assert.equal((hostGot.find((g) => g.type === 'error')!.message as { code: string }).code, 'auth/bad-token');
    assert.equal(srv.room(made.gameId)!.session.record.seats.find((s) => s.seat === 'p2')!.kind, 'human');

    host.handSeat(made.host, 'p2', 'invite');
    await until(() => hostGot.some((g) => g.type === 'invite'), 5000, 'the new invite');
    const fresh = (hostGot.find((g) => g.type === 'invite')!.message as { seat: string; token: string });
    assert.equal(fresh.seat, 'p2');
    await until(() => oldLeft, 5000, 'the old token\'s connection closed');
    assert.ok(oldGot.some((g) => g.type === 'error' && (g.message as { code: string }).code === 'auth/bad-token'));
    await assert.rejects(srv.join(made.gameId, tok('p2')), /bad-token|opens no seat/);
    const newcomer = await srv.join(made.gameId, fresh.token);
    await until(() => notices(hostGot).includes('joined p2'), 5000, 'the newcomer');
    // The newcomer is someone else: the old person's name went with the old token.
    assert.equal(tables(hostGot).at(-1)!.seats.find((s) => s.seat === 'p2')!.name, null);
    await newcomer.leave();

    // Handed to the AI: it answers p2's pending decision at once, though the wait is "never".
    const room = srv.room(made.gameId)!;
    const stepBefore = room.session.step;
    assert.equal(room.session.state.pending!.seat, 'p2');
    host.handSeat(made.host, 'p2', 'ai');
    await until(() => room.session.step > stepBefore, 5000, 'the AI playing p2');
    await until(() => notices(hostGot).includes('handed p2 ai'), 5000, 'the hand-over told');
    await host.leave();
    await srv.close();

    again = await startTestServer({ dataDir, reconnectSeconds: 0 });
    const conn = await again.join(made.gameId, tok('p1'));
    const got = record(conn);
    await until(() => tables(got).length > 0, 5000, 'the table after a restart');
    const t = tables(got).at(-1)!;
    assert.equal(t.dropWaitSeconds, null);
    assert.deepEqual(t.seats.map((s) => [s.seat, s.kind]), [['gm', 'ai'], ['p1', 'human'], ['p2', 'ai']]);
    await assert.rejects(again.join(made.gameId, tok('p2')), /bad-token|opens no seat/);
    await conn.leave();
  } finally {
    await again?.close();
    await srv.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
});
