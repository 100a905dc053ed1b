// Boots the real server on a free loopback port with a temporary data folder, for tests over
// real websockets; content comes from the engine's fixtures so tests do not move with the packs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Content } from '@delve/engine';
import { joinGame, type CreateGameRequest, type CreateGameResponse, type GameConnection } from '@delve/protocol';
import { fixtureContent } from '../../../engine/src/testing/fixture-content.ts';
import { dungeonHeader } from '../../../engine/src/testing/fixture-dungeon.ts';
import { startServer, type DelveServer, type ServerOptions } from '../server.ts';
import { SqliteStore } from '../storage/sqlite-store.ts';
import { SERVED_PACKS } from '../content-source.ts';

export interface TestServer extends DelveServer {
  dataDir: string;
  create(req: CreateGameRequest): Promise<CreateGameResponse>;
  join(gameId: string, token: string): Promise<GameConnection>;
}

/** The fixture packs for tests, the built-in ones otherwise. */
export async function fixtureContentSource(packs: readonly string[]): Promise<Content> {
  if (packs.length === 1 && packs[0] === 'fixture') return fixtureContent;
  throw new Error(`test server knows only the fixture pack, not ${packs.join(', ')}`);
}

export async function startTestServer(o: ServerOptions & { dataDir?: string } = {}): Promise<TestServer> {
  const dataDir = o.dataDir ?? mkdtempSync(path.join(tmpdir(), 'delve-server-'));
  const server = await startServer({
    store: new SqliteStore(path.join(dataDir, 'delve.sqlite')), content: fixtureContentSource, packs: ['fixture', ...SERVED_PACKS], maxMessagesPerSecond: 10_000, ...o,
    // Tests join and create far faster than people; the quota tests set their own limits.
    limits: { apiPerMinute: 1e6, createsPerMinute: 1e6, joinsPerMinute: 1e6, messagesPerSecond: 1e6, ...o.limits }, host: '127.0.0.1', port: o.port ?? 0,
  });
  return {
    ...server,
    dataDir,
    async create(req) {
      const res = await fetch(`${server.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(req) });
      const body = await res.json();
      if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(body)}`);
      return body as CreateGameResponse;
    },
    join(gameId, token) {
      return joinGame(server.url, { gameId, token });
    },
    async close() {
      await server.close();
      if (!o.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The fixture dungeon (hidden sections, a secret door, traps, a disguised champion) as a
 * create request. */
export function dungeonRequest(seats: CreateGameRequest['seats'] = {}): CreateGameRequest {
  const h = dungeonHeader(1);
  return { ruleset: h.ruleset, packs: h.packs, options: h.options, setup: h.setup, seats };
}
