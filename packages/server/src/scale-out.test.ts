// Two server processes, one Redis and one PostgreSQL: a game created on one process is joined
// through the other, and both players play it. Needs REDIS_URL and DATABASE_URL (.ci/run starts
// both); skipped otherwise, since processes that share games must share a database too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { RedisDriver } from '@colyseus/redis-driver';
import { roomFightHeader } from '@delve/ai';
import { joinGame, type CreateGameResponse } from '@delve/protocol';
import { until } from './testing/seat-bot.ts';
import { ViewBot } from './testing/view-bot.ts';
import { RedisPresence } from '@colyseus/redis-presence';
import { freePort, presenceClaims } from './scale-out.ts';

const REDIS_URL = process.env.REDIS_URL;
const DATABASE_URL = process.env.DATABASE_URL;
const root = new URL('../../../', import.meta.url).pathname;

async function boot(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; port: number }> {
  const port = await freePort();
  const child = spawn(`${root}node_modules/.bin/node`, ['packages/server/src/main.ts'], {
    cwd: root, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  await until(() => /Delve server on/.test(out) || child.exitCode !== null, 20_000, 'a server process to start');
  assert.equal(child.exitCode, null, `the server exited: ${out}`);
  return { child, url: `http://127.0.0.1:${port}`, port };
}

test('scale-out: a game created on one process is joined through another and played by both', {
  skip: REDIS_URL && DATABASE_URL ? false : 'REDIS_URL and DATABASE_URL are not both set',
  timeout: 90_000,
}, async () => {
  // A schema of its own in the shared database, so other tests' games are not reloaded here.
  const schema = `delve_scale_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = new URL(DATABASE_URL!);
  db.searchParams.set('options', `-c search_path=${schema}`);
  const env = { REDIS_URL: REDIS_URL!, DATABASE_URL: db.toString() };
  const procs: ChildProcess[] = [];
  const driver = new RedisDriver(REDIS_URL!);
  try {
    const a = await boot(env);
    procs.push(a.child);
    const b = await boot(env);
    procs.push(b.child);

    const h = roomFightHeader('ignored');
    const res = await fetch(`${a.url}/api/games`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ packs: h.packs, setup: h.setup, user: 'scale' }),
    });
    assert.equal(res.status, 201);
    const made = (await res.json()) as CreateGameResponse;
    const tok = (seat: string) => made.seats.find((s) => s.seat === seat)!.token!;

    // One room for the game, listed in Redis with the address of the process that holds it.
    const listing = await driver.findOne({ roomId: made.gameId });
    assert.ok(listing, 'the room is listed in the shared driver');
    assert.ok([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`].includes(listing.publicAddress!), `listed at ${listing.publicAddress}`);

    // Matchmaking through A for one player, through B for the other: one of them is always
    // answered by the process that does not hold the room.
    const maxStep = 60;
    const one = new ViewBot(await joinGame(a.url, { gameId: made.gameId, token: tok('p1') }), { maxStep });
    one.conn.claim(tok('p2'));
    const two = new ViewBot(await joinGame(b.url, { gameId: made.gameId, token: tok('p3') }), { maxStep });
    two.conn.claim(tok('p4'));
    await until(() => [one, two].every((x) => x.finished || (x.latest?.step ?? 0) >= maxStep), 60_000, 'both players to play the game to step 60 or its end').catch((e: Error) => {
      const at = (x: ViewBot) => JSON.stringify({ step: x.latest?.step, decision: x.latest?.decision, pending: x.latest?.view.pending, stats: { ...x.stats, latencies: x.stats.latencies.length, acked: x.stats.acked.length } });
      throw new Error(`${e.message}: ${at(one)} ${at(two)}`);
    });
    await new Promise((r) => setTimeout(r, 200));

    assert.ok(one.stats.acked.length > 0 && two.stats.acked.length > 0, 'both players had answers acknowledged');
    assert.deepEqual([...one.stats.errors, ...two.stats.errors], []);
    assert.equal(one.latest!.step, two.latest!.step, 'both see the same step');
    // Every acknowledged answer is in the shared database, at the step it was given.
    const rows = (await admin.query(`SELECT step, seat, answer FROM ${schema}.answers WHERE game_id = $1 ORDER BY step`, [made.gameId])).rows;
    assert.equal(rows.length, one.latest!.step);
    for (const ack of [...one.stats.acked, ...two.stats.acked]) {
      assert.deepEqual({ seat: rows[ack.step].seat, answer: JSON.parse(rows[ack.step].answer) }, { seat: ack.seat, answer: ack.answer });
    }
    // The game is listed for a holder of its tokens through either process.
    for (const url of [a.url, b.url]) {
      const list = (await (await fetch(`${url}/api/games?token=${tok('p1')}&token=${tok('p3')}`)).json()) as { games: { gameId: string }[] };
      assert.deepEqual(list.games.map((g) => g.gameId), [made.gameId]);
    }
    await one.conn.leave();
    await two.conn.leave();
  } finally {
    for (const c of procs) c.kill('SIGTERM');
    await Promise.all(procs.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))));
    await driver.shutdown();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
    await admin.end();
  }
});

test('scale-out: one process holds a game at a time, and frees it when it lets go', { skip: REDIS_URL ? false : 'REDIS_URL is not set' }, async () => {
  const a = new RedisPresence(REDIS_URL!);
  const b = new RedisPresence(REDIS_URL!);
  try {
    const id = `claim-test-${process.pid}-${Date.now()}`;
    const ca = presenceClaims(a, 5);
    const cb = presenceClaims(b, 5);
    assert.equal(await ca.claim(id), true);
    assert.equal(await cb.claim(id), false, 'a second process may not load the same game');
    await ca.refresh(id);
    assert.equal(await cb.claim(id), false);
    await ca.release(id);
    assert.equal(await cb.claim(id), true, 'released: another process may load it');
    await cb.release(id);
  } finally {
    a.shutdown();
    b.shutdown();
  }
});

test('scale-out: REDIS_URL without DATABASE_URL is refused at start (processes cannot share SQLite)', async () => {
  const child = spawn(`${root}node_modules/.bin/node`, ['packages/server/src/main.ts'], {
    cwd: root, env: { ...process.env, REDIS_URL: 'redis://127.0.0.1:9', DATABASE_URL: '', PORT: '0' }, stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const code = await new Promise((r) => child.once('exit', r));
  assert.equal(code, 2);
  assert.match(err, /DATABASE_URL/);
});
