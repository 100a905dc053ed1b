// Quotas per client and bodies too large: past a quota the HTTP API, game creation and room joins
// answer 429 with the reason and when to try again; a body over 256 KiB is a 413 with a JSON
// error, never a reset connection.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { joinErrorOf } from '@delve/protocol';
import { TokenBuckets, limitsFromEnv } from './limits.ts';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';

test('a token bucket: bursts up to its size, refills at its rate, forgets the clients left alone longest', () => {
  let now = 0;
  const b = new TokenBuckets(2, 4, { now: () => now, maxKeys: 3 });
  for (let i = 0; i < 4; i++) assert.equal(b.take('a'), 0);
  assert.equal(b.take('a'), 0.5, 'half a second until the next token');
  assert.equal(b.take('b'), 0, 'another client has its own bucket');
  now = 1;
  assert.equal(b.take('a'), 0);
  assert.equal(b.take('a'), 0);
  assert.ok(b.take('a') > 0);
  for (const k of ['c', 'd', 'e']) b.take(k);
  assert.equal(b.size, 3);
  assert.deepEqual(limitsFromEnv({ DELVE_CREATES_PER_MINUTE: '5' }), { createsPerMinute: 5 });
  assert.throws(() => limitsFromEnv({ DELVE_JOINS_PER_MINUTE: '-1' }), /DELVE_JOINS_PER_MINUTE must be a positive number/);
});

test('past its quota an address gets a 429 that says why: API requests, new games, room joins', async () => {
  const srv = await startTestServer({ limits: { apiPerMinute: 8, createsPerMinute: 2, joinsPerMinute: 3 } });
  try {
    const create = () => fetch(`${srv.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(dungeonRequest()) });
    const a = await create();
    assert.equal(a.status, 201);
    const made = (await a.json()) as { gameId: string; seats: { seat: string; token: string | null }[] };
    assert.equal((await create()).status, 201);
    const third = await create();
    assert.equal(third.status, 429);
    assert.ok(Number(third.headers.get('retry-after')) >= 1);
    const body = (await third.json()) as { error: { code: string; message: string } };
    assert.equal(body.error.code, 'protocol/rate-limited');
    assert.match(body.error.message, /too many new games from one address \(at most 2 a minute\); try again in \d+ s/);

    const token = made.seats.find((s) => s.seat === 'p1')!.token!;
    const joins: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      joins.push(await srv.join(made.gameId, token).then(async (c) => {
        await c.leave();
        return 'joined';
      }, (e: { code?: number; message?: string }) => joinErrorOf(e)));
    }
    assert.deepEqual(joins, ['joined', 'joined', 'joined', 'protocol/rate-limited']);

    // Three creates so far; the API's quota of 8 runs out at the ninth request.
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await fetch(`${srv.url}/api/games?token=${token}`)).status);
    assert.deepEqual(codes.slice(-1), [429]);
    assert.ok(codes.slice(0, -1).every((c) => c !== 429));
    // Static files and the web client are not counted.
    assert.notEqual((await fetch(`${srv.url}/`)).status, 429);
  } finally {
    await srv.close();
  }
});

test('campaigns made, imported or set off count against the same quota as new games', async () => {
  const { cachedContentSource } = await import('./content-source.ts');
  const srv = await startTestServer({ content: cachedContentSource(), limits: { apiPerMinute: 100, createsPerMinute: 3, joinsPerMinute: 100 } });
  try {
    const expedition = { expedition: { quest: 'standard', heroes: [{ type: 'elf', seat: 'p1' }] } };
    const post = (p: string, body: unknown, token?: string) => fetch(`${srv.url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const made = await post('/api/campaigns', { ruleset: 'ahq', heroes: [{ type: 'elf', seat: 'p1' }] });
    assert.equal(made.status, 201);
    const { campaignId, members } = (await made.json()) as { campaignId: string; members: { token: string }[] };
    assert.equal((await post(`/api/campaigns/${campaignId}/depart`, { at: 0 }, members[0]!.token)).status, 201);
    assert.equal((await post('/api/games', expedition)).status, 201);
    for (const [p, body] of [['/api/campaigns', { ruleset: 'ahq', heroes: [{ type: 'elf', seat: 'p1' }] }], ['/api/campaigns/import', {}], ['/api/games', expedition]] as const) {
      const r = await post(p, body);
      assert.equal(r.status, 429, p);
      const { error } = (await r.json()) as { error: { code: string; message: string } };
      assert.equal(error.code, 'protocol/rate-limited');
      assert.match(error.message, p === '/api/games' ? /^too many new games from one address \(at most 3 a minute\)/ : /^too many new games and campaigns from one address \(at most 3 a minute\)/);
    }
  } finally {
    await srv.close();
  }
});

/** POSTs `size` bytes to /api/games, with a content-length or chunked; the status and body. */
function post(url: string, size: number, chunked: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(size) }) } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(chunk.subarray(0, n))) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

test('a body over 256 KiB is answered 413 with a JSON error, whether its length is declared or not', async () => {
  const srv = await startTestServer();
  try {
    for (const [size, chunked] of [[300 * 1024, false], [300 * 1024, true], [2 * 1024 * 1024, false], [2 * 1024 * 1024, true]] as const) {
      const r = await post(srv.url, size, chunked);
      assert.equal(r.status, 413, `${size} bytes${chunked ? ', chunked' : ''}`);
      const e = JSON.parse(r.body) as { error: { code: string; message: string } };
      assert.equal(e.error.code, 'protocol/too-large');
      assert.match(e.error.message, /at most 256 KiB/);
    }
    // The server goes on answering.
    assert.equal((await fetch(`${srv.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(dungeonRequest()) })).status, 201);
  } finally {
    await srv.close();
  }
});
