// A game nobody is connected to unloads after a while, but not while someone is on their way in:
// a seat matchmaking has reserved keeps the room until its connection comes (it used to unload
// under them, and their socket was refused "seat reservation expired": past 300 games in the
// load test, where the idle wait is 3 s and joins take longer).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@colyseus/sdk';
import { GameConnection, ROOM_NAME, type UpdateMessage } from '@delve/protocol';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a room with a seat reserved waits for its connection past the idle time, then unloads once nobody is there', async () => {
  const srv = await startTestServer({ idleSeconds: 1 });
  try {
    const made = await srv.create(dungeonRequest());
    const token = made.seats.find((s) => s.seat === 'p1')!.token!;
    const client = new Client(srv.url);
    // The seat is reserved over HTTP; the socket comes well after the idle time.
    const res = await fetch(`${srv.url}/matchmake/joinOrCreate/${ROOM_NAME}`, {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ gameId: made.gameId, token }),
    });
    assert.equal(res.status, 200);
    const reservation = await res.json();
    await sleep(2500);
    assert.ok(srv.room(made.gameId), 'the room is still loaded');
    const conn = new GameConnection(await client.consumeSeatReservation(reservation), made.gameId);
    const u = await new Promise<UpdateMessage>((resolve) => conn.on('update', resolve));
    assert.equal(u.seat, 'p1');
    await conn.leave();
    // Nobody there, nobody on the way: it unloads.
    const end = Date.now() + 5000;
    while (srv.room(made.gameId) && Date.now() < end) await sleep(100);
    assert.equal(srv.room(made.gameId), undefined, 'unloaded once idle');
  } finally {
    await srv.close();
  }
});
