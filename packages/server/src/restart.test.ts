// A server killed with SIGKILL mid-game comes back with every acknowledged answer, and a player
// rejoining with the same token is where they were. The server runs as a real child process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { roomFightHeader } from '@delve/ai';
import { joinGame, type CreateGameResponse, type GameConnection, type UpdateMessage } from '@delve/protocol';
import { until } from './testing/seat-bot.ts';

const root = path.resolve(import.meta.dirname, '../../..');

async function boot(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['packages/server/src/main.ts'], {
    cwd: root, env: { ...process.env, PORT: '0', DELVE_DATA: dataDir, DATABASE_URL: '', REDIS_URL: '' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  await until(() => /http:\/\/localhost:\d+/.test(out), 20_000, 'the server to start');
  return { child, url: `http://127.0.0.1:${/localhost:(\d+)/.exec(out)![1]}` };
}

function track(conn: GameConnection): UpdateMessage[] {
  const updates: UpdateMessage[] = [];
  conn.on('update', (u) => updates.push(u));
  return updates;
}

test('kill -9 mid-game: the restarted server reloads the game and a rejoining seat resumes where it was', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'delve-restart-'));
  let server = await boot(dataDir);
  try {
    const h = roomFightHeader('ignored');
    const res = await fetch(`${server.url}/api/games`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ packs: h.packs, setup: h.setup }),
    });
    const made = (await res.json()) as CreateGameResponse;
    const tokens = made.seats.filter((s) => s.token).map((s) => s.token!);
    assert.equal(tokens.length, 4);
    const conn = await joinGame(server.url, { gameId: made.gameId, token: tokens[0]! });
    const updates = track(conn);
    for (const t of tokens.slice(1)) conn.claim(t);
    // One person, four hero seats: each hero ends its activation at once, whoever is asked.
    let answered = 0;
    conn.on('update', (u) => {
      if (!u.decision || answered >= 12) return;
      const d = u.decision;
      answered++;
      if (d.kind === 'act') conn.answer(u.seat, u.step, d.current ? { kind: 'end', model: d.current } : { kind: 'endPhase' });
      else if (d.kind === 'fate') conn.answer(u.seat, u.step, { kind: 'fate', spend: false });
      else if (d.kind === 'choosePlayer') conn.answer(u.seat, u.step, { kind: 'choosePlayer', player: d.options[0]! });
      // Anything else the dice bring (a shot fumbled onto a hero, a free-attack target): a legal answer.
      else if (u.legal.length > 0) conn.answer(u.seat, u.step, u.legal[0]!);
    });
    await until(() => answered >= 12 || updates.some((u) => u.view.result), 20_000, 'a dozen answers');
    await new Promise((r) => setTimeout(r, 300));
    const last = updates.filter((u) => u.seat === 'p1').at(-1)!;
    assert.ok(last.step > 0);

    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    server = await boot(dataDir);

    const again = await joinGame(server.url, { gameId: made.gameId, token: tokens[0]! });
    const after = track(again);
    await until(() => after.length > 0, 10_000, 'the rejoin update');
    assert.equal(after[0]!.cause, 'join');
    assert.equal(after[0]!.step, last.step, 'every acknowledged answer survived');
    assert.deepEqual(after[0]!.view, last.view, 'the seat sees what it saw before the crash');
    const forged = await joinGame(server.url, { gameId: made.gameId, token: 'x'.repeat(32) }).then(() => 'joined', (e: Error) => e.message);
    assert.match(forged, /auth\/bad-token/);
    await again.leave();
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
