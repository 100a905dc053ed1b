// Boots a Delve server: storage, the game room type, the HTTP API, then every unfinished game
// reloaded so that its players can reconnect where they were. One per process (Colyseus' match
// maker is process-wide); everything else lives in the returned handle.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineServer, matchMaker, type Presence, type Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { MAX_FRAME_BYTES, PROTOCOL_ERRORS as P, ROOM_NAME } from '@delve/protocol';
import type { GameStore } from './storage/store.ts';
import { openStore } from './storage/open-store.ts';
import { cachedContentSource, SERVED_PACKS, type ContentSource } from './content-source.ts';
import { defaultAiPlayer, type AiPlayer } from './ai-player.ts';
import { defineGameRoom, type GameRoom, type RoomDeps } from './game-room.ts';
import { httpHandler } from './http-api.ts';
import { freePort, presenceClaims } from './scale-out.ts';

export interface ServerOptions {
  port?: number;
  host?: string;
  store?: GameStore;
  content?: ContentSource;
  /** Pack ids a new game may name (default: the built-in packs, SERVED_PACKS). */
  packs?: readonly string[];
  ai?: AiPlayer;
  aiDelayMs?: number;
  staticDir?: string | null;
  /** Draws each new game's seed (default: random). Tests fix it to reach a known opening. */
  seed?: () => number | string;
  snapshotEvery?: number;
  reconnectSeconds?: number;
  idleSeconds?: number;
  maxMessagesPerSecond?: number;
  /** Scale-out (REDIS_URL): Colyseus' Redis presence and driver. */
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  /** Where clients reach this very process (host:port[/path]), when it shares games with others:
   * a join asked of another process is sent here. Default: the host and port it listens on. */
  publicAddress?: string;
}

export interface DelveServer {
  url: string;
  port: number;
  store: GameStore;
  colyseus: Server;
  /** The live room of a game in this process, if loaded. */
  room(gameId: string): GameRoom | undefined;
  /** How many games were reloaded at boot. */
  reloaded: number;
  /** Games found not to replay at boot: set aside (kept, not loaded), with the reason. */
  setAside: { id: string; reason: string }[];
  close(): Promise<void>;
}

interface ExpressLike {
  use(handler: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): void;
}

export async function startServer(o: ServerOptions = {}): Promise<DelveServer> {
  const store = o.store ?? (await openStore());
  const content = o.content ?? cachedContentSource();
  const live = new Set<string>();
  const shared = o.presence !== undefined;
  const deps: RoomDeps = {
    store, content, live,
    claims: o.presence ? presenceClaims(o.presence) : null,
    ai: o.ai ?? defaultAiPlayer,
    aiDelayMs: o.aiDelayMs ?? 0,
    snapshotEvery: o.snapshotEvery ?? 50,
    reconnectSeconds: o.reconnectSeconds ?? 30,
    idleSeconds: o.idleSeconds ?? 600,
    maxMessagesPerSecond: o.maxMessagesPerSecond ?? 100,
  };
  const host = o.host ?? '127.0.0.1';
  const listenPort = shared && !o.port && !o.publicAddress ? await freePort(host) : (o.port ?? 0);
  const publicAddress = o.publicAddress ?? (shared ? `${host === '0.0.0.0' ? '127.0.0.1' : host}:${listenPort}` : undefined);
  let publicUrl = '';
  const colyseus = defineServer({
    transport: new WebSocketTransport({ maxPayload: MAX_FRAME_BYTES }),
    rooms: { [ROOM_NAME]: defineGameRoom(deps) },
    greet: false,
    gracefullyShutdown: false,
    ...(o.presence ? { presence: o.presence } : {}),
    ...(o.driver ? { driver: o.driver } : {}),
    ...(publicAddress ? { publicAddress } : {}),
    express: (app: ExpressLike) => {
      app.use(httpHandler({
        store, content, staticDir: o.staticDir ?? null, packs: o.packs ?? SERVED_PACKS,
        ...(o.seed ? { seed: o.seed } : {}),
        get publicUrl() {
          return publicUrl;
        },
        onCreated: async (gameId) => {
          await matchMaker.createRoom(ROOM_NAME, { gameId });
        },
      }));
    },
  });
  await colyseus.listen(listenPort, host);
  const port = (colyseus.transport.server!.address() as AddressInfo).port;
  publicUrl = `http://${host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host}:${port}`;

  // Every unfinished game comes back, its pending AI moves played, before anyone reconnects.
  let reloaded = 0;
  const setAside: { id: string; reason: string }[] = [];
  // With shared processes, a game another process holds is left to it (its room is listed).
  for (const g of await store.listGames({ unfinished: true })) {
    if (live.has(g.id)) continue;
    if (shared && (await matchMaker.driver.findOne({ roomId: g.id }))) continue;
    try {
      await matchMaker.createRoom(ROOM_NAME, { gameId: g.id });
      reloaded++;
    } catch (e) {
      const message = (e as Error).message;
      if (shared && /another server process/.test(message)) continue;
      // The room has set it aside and said why; the others load on.
      if (message.startsWith(`${P.setAside}:`)) setAside.push({ id: g.id, reason: message.slice(P.setAside.length + 2) });
      else console.error(`game ${g.id} could not be reloaded: ${message}`);
    }
  }

  const room = (gameId: string) => matchMaker.getLocalRoomById(gameId) as GameRoom | undefined;
  return {
    url: `http://${host}:${port}`, port, store, colyseus, room, reloaded, setAside,
    async close() {
      // Let rooms finish the answer under way (it is stored before it is sent), then stop.
      await Promise.all([...live].map((id) => room(id)?.settled()));
      await colyseus.gracefullyShutdown(false);
      await store.close();
    },
  };
}
