// Invite links point where the creator reached the server (its Host; behind a trusted proxy,
// X-Forwarded-Host and -Proto), or at the configured PUBLIC_URL, https when it is; and a server
// whose port is taken says so in one line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreateGameResponse } from '@delve/protocol';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';

/** POSTs a new game with the given headers (Host among them); its invite links. */
function create(port: number, headers: Record<string, string>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(dungeonRequest());
    const req = request({ host: '127.0.0.1', port, path: '/api/games', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => {
        if (res.statusCode !== 201) return reject(new Error(`${res.statusCode} ${text}`));
        resolve((JSON.parse(text) as CreateGameResponse).seats.flatMap((s) => (s.link ? [s.link] : [])));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const starts = (links: string[], base: string) => {
  assert.ok(links.length > 0);
  for (const l of links) assert.match(l, new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/play/[A-Za-z0-9_-]+#[A-Za-z0-9_-]+$`), l);
};

test('invite links use the address the creator reached the server by; forwarded headers only with TRUST_PROXY', async () => {
  let srv = await startTestServer();
  try {
    const port = srv.port;
    starts(await create(port, { host: `127.0.0.1:${port}` }), `http://127.0.0.1:${port}`);
    starts(await create(port, { host: `localhost:${port}` }), `http://localhost:${port}`);
    starts(await create(port, { host: 'games.example.org' }), 'http://games.example.org');
    starts(await create(port, { host: `[::1]:${port}` }), `http://[::1]:${port}`);
    // Without TRUST_PROXY a client's forwarded headers are not believed.
    starts(await create(port, { host: `127.0.0.1:${port}`, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }), `http://127.0.0.1:${port}`);
    // A Host that is no address falls back to where the server listens.
    starts(await create(port, { host: 'bad host/<x>' }), `http://localhost:${port}`);
    await srv.close();

    srv = await startTestServer({ trustProxy: true });
    starts(await create(srv.port, { host: `127.0.0.1:${srv.port}`, 'x-forwarded-host': 'delve.example.org', 'x-forwarded-proto': 'https' }), 'https://delve.example.org');
    starts(await create(srv.port, { host: 'delve.example.org', 'x-forwarded-proto': 'https, http' }), 'https://delve.example.org');
    await srv.close();

    srv = await startTestServer({ publicUrl: 'https://play.example.net/delve/' });
    starts(await create(srv.port, { host: `127.0.0.1:${srv.port}` }), 'https://play.example.net/delve');
  } finally {
    await srv.close();
  }
});

/** Runs the server's main with `env`; its exit code and output (killed after 20 s). */
function runMain(env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  const root = path.resolve(import.meta.dirname, '../../..');
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/node'), ['packages/server/src/main.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

test('a port in use, or a bad PORT or PUBLIC_URL, is one line and a non-zero exit', async () => {
  const held = createServer();
  await new Promise<void>((r) => held.listen(0, '127.0.0.1', r));
  const port = (held.address() as { port: number }).port;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'delve-port-'));
  try {
    const inUse = await runMain({ PORT: String(port), HOST: '127.0.0.1', DELVE_DATA: dataDir });
    assert.equal(inUse.code, 2);
    assert.equal(inUse.err, `port ${port} is in use on 127.0.0.1: set PORT=… to a free port (or stop what holds it)\n`);
    const badPort = await runMain({ PORT: 'eighty', DELVE_DATA: dataDir });
    assert.equal(badPort.code, 2);
    assert.equal(badPort.err.trim().split('\n').length, 1);
    assert.match(badPort.err, /^PORT must be a port number/);
    const badUrl = await runMain({ PORT: '0', PUBLIC_URL: 'delve.example.org', DELVE_DATA: dataDir });
    assert.equal(badUrl.code, 2);
    assert.match(badUrl.err, /^PUBLIC_URL must be an http:\/\/ or https:\/\/ address/);
  } finally {
    held.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
