// Who can do what with a token: a stored game is loaded through Colyseus' matchmaking only for a
// caller holding a token of that very game (never by game id alone), and the games listed are
// those the caller's own tokens open (a user name opens nothing).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fetchGames, joinErrorOf, ROOM_NAME, type CreateGameResponse } from '@delve/protocol';
import { createStoredGame } from './create-game.ts';
import { dungeonRequest, fixtureContentSource, startTestServer } from './testing/test-server.ts';

test('a stored game is loaded through the matchmaker only with a token of that game', async () => {
  const srv = await startTestServer();
  try {
    // Two games stored but not loaded (as after a restart, or once idle).
    const deps = { store: srv.store, content: fixtureContentSource, publicUrl: srv.url, packs: ['fixture'] };
    const made = await createStoredGame(dungeonRequest(), deps);
    const other = await createStoredGame(dungeonRequest(), deps);
    assert.ok(made.ok && other.ok);
    const id = made.response.gameId;
    const tok = (g: { response: CreateGameResponse }, seat: string) => g.response.seats.find((s) => s.seat === seat)!.token!;
    const matchmake = async (method: string, body: unknown) => {
      const res = await fetch(`${srv.url}/matchmake/${method}/${ROOM_NAME}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const json = (await res.json()) as { code?: number; error?: string };
      return { status: res.status, code: joinErrorOf({ code: json.code, message: json.error }) };
    };
    for (const method of ['joinOrCreate', 'create', 'join']) {
      assert.deepEqual(await matchmake(method, { gameId: id }), { status: 403, code: 'auth/bad-token' }, `${method} without a token`);
      assert.deepEqual(await matchmake(method, { gameId: id, token: 'A'.repeat(32) }), { status: 403, code: 'auth/bad-token' }, `${method} with a forged token`);
      assert.deepEqual(await matchmake(method, { gameId: id, token: tok(other, 'p1') }), { status: 403, code: 'auth/bad-token' }, `${method} with another game's token`);
    }
    assert.equal((await matchmake('joinOrCreate', { gameId: 'nope1234', token: tok(other, 'p1') })).code, 'game/unknown');
    assert.equal(srv.room(id), undefined, 'nothing loaded the game');
    assert.equal(srv.room(other.response.gameId), undefined);
    // Its own token loads it and joins.
    const conn = await srv.join(id, tok(made, 'p1'));
    assert.ok(srv.room(id));
    await conn.leave();
    const refused = await srv.join(other.response.gameId, tok(made, 'p2')).then(() => 'joined', (e: { code?: number; message?: string }) => joinErrorOf(e));
    assert.equal(refused, 'auth/bad-token');
  } finally {
    await srv.close();
  }
});

test('games are listed by the caller\'s own tokens; a user name lists nothing', async () => {
  const srv = await startTestServer();
  try {
    const mine = await srv.create({ ...dungeonRequest(), user: 'ann' });
    const also = await srv.create({ ...dungeonRequest(), user: 'ann' });
    const theirs = await srv.create({ ...dungeonRequest(), user: 'bob' });
    const tok = (g: CreateGameResponse, seat: string) => g.seats.find((s) => s.seat === seat)!.token!;
    for (const q of ['?user=bob', '?user=ann']) {
      const res = await fetch(`${srv.url}/api/games${q}`);
      const body = (await res.json()) as { games: unknown[]; note: string };
      assert.deepEqual(body.games, [], `${q} lists nothing`);
      assert.match(body.note, /list games by their tokens/);
    }
    const none = await fetch(`${srv.url}/api/games`);
    assert.equal(none.status, 400);
    assert.match(((await none.json()) as { error: { message: string } }).error.message, /list games by their tokens/);
    const listed = await fetchGames(srv.url, [tok(mine, 'p1'), tok(mine, 'p2'), tok(also, 'p2'), 'F'.repeat(32)]);
    assert.deepEqual(listed.map((g) => g.gameId).sort(), [mine.gameId, also.gameId].sort());
    assert.ok(!listed.some((g) => g.gameId === theirs.gameId));
    const bearer = await fetch(`${srv.url}/api/games`, { headers: { authorization: `Bearer ${tok(theirs, 'p1')}` } });
    assert.deepEqual(((await bearer.json()) as { games: { gameId: string }[] }).games.map((g) => g.gameId), [theirs.gameId]);
    assert.deepEqual(await fetchGames(srv.url, ['G'.repeat(32)]), []);
  } finally {
    await srv.close();
  }
});
