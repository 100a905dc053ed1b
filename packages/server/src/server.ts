// Boots a Delve server: storage, the game room type, the HTTP API, then every unfinished game
// reloaded so that its players can reconnect where they were. One per process (Colyseus' match
// maker is process-wide); everything else lives in the returned handle.
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineServer, matchMaker, type Presence, type Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { JOIN_ERROR_NUMBERS, MAX_FRAME_BYTES, PROTOCOL_ERRORS as P, ROOM_NAME } from '@delve/protocol';
import type { GameStore } from './storage/store.ts';
import { openStore } from './storage/open-store.ts';
import { openCampaignStore, type CampaignStore } from './campaigns/store.ts';
import { SqliteCampaigns } from './campaigns/sqlite.ts';
import { gameEnded, type CampaignDeps } from './campaigns/service.ts';
import { cachedContentSource, SERVED_PACKS, type ContentSource } from './content-source.ts';
import { defaultAiPlayer, type AiPlayer } from './ai-player.ts';
import { GameRoomList } from './room-list.ts';
import { defineGameRoom, type GameRoom, type RoomDeps } from './game-room.ts';
import { SNAPSHOT_EVERY } from './game-session.ts';
import { httpHandler } from './http-api.ts';
import { freePort, presenceClaims } from './scale-out.ts';
import { clientAddress, DEFAULT_LIMITS, TokenBuckets, type RateLimits } from './limits.ts';

export interface ServerOptions {
  port?: number;
  host?: string;
  store?: GameStore;
  /** Where campaigns are kept; default beside the games (DATABASE_URL or DELVE_DATA), or in
   * memory when `store` is given. */
  campaigns?: CampaignStore;
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
  /** Colyseus' own flood backstop per connection (default 1000 a second); the quota a client
   * is told about is `limits.messagesPerSecond`. */
  maxMessagesPerSecond?: number;
  /** Scale-out (REDIS_URL): Colyseus' Redis presence and driver. */
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  /** Quotas per client (defaults: DEFAULT_LIMITS). */
  limits?: Partial<RateLimits>;
  /** Behind a reverse proxy (TRUST_PROXY): read the client's address from X-Forwarded-For, and
   * the address it reached the server by from X-Forwarded-Host and X-Forwarded-Proto. */
  trustProxy?: boolean;
  /** The address invite links point at (PUBLIC_URL, e.g. https://delve.example.org): by default
   * the one the creator reached the server by. */
  publicUrl?: string;
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

/** A Host header as browsers send it: a name or an address, and a port. */
const HOST = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/** Where invite links point: the configured public URL; else the address the creator reached the
 * server by (its Host header; behind a trusted proxy, X-Forwarded-Host and X-Forwarded-Proto);
 * else the address the server listens on. */
export function linkBase(req: IncomingMessage, configured: string | null, trustProxy: boolean, listening: string): string {
  if (configured) return configured.replace(/\/+$/, '');
  const first = (name: string): string | undefined => {
    const v = req.headers[name];
    return (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim() || undefined;
  };
  const forwardedProto = trustProxy ? first('x-forwarded-proto')?.toLowerCase() : undefined;
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const host = (trustProxy ? first('x-forwarded-host') : undefined) ?? req.headers.host;
  return host && HOST.test(host) ? `${proto}://${host}` : listening;
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Puts `gate` in front of every request the HTTP server answers, Colyseus' matchmaking
 * included (which answers before the express handler is reached): a request the gate answers
 * goes no further. */
function guardRequests(server: HttpServer, gate: (req: IncomingMessage, res: ServerResponse) => boolean): void {
  const inner = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (gate(req, res)) return;
    for (const l of inner) l.call(server, req, res);
  });
}

/** Quotas per address: the HTTP API, game creation and room joins (Colyseus' matchmaking: a
 * join, a reconnection, or loading a stored game). Past one, a 429 that says which and when to
 * try again; a refused join carries the code Colyseus clients read. */
/** The routes that store something new: a game, a campaign made or imported, and the game of an
 * expedition a campaign sets off on. They share the creation quota, so that no route makes games
 * faster than `POST /api/games` does. */
const MAKES = /^\/api\/(games|campaigns|campaigns\/import|campaigns\/[^/]+\/depart)$/;

function quotaGate(limits: RateLimits, trustProxy: boolean): (req: IncomingMessage, res: ServerResponse) => boolean {
  const api = TokenBuckets.perMinute(limits.apiPerMinute);
  const creates = TokenBuckets.perMinute(limits.createsPerMinute);
  const joins = TokenBuckets.perMinute(limits.joinsPerMinute);
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    const matchmaking = pathname.startsWith('/matchmake/') && req.method === 'POST';
    if (!matchmaking && !pathname.startsWith('/api/')) return false;
    const who = clientAddress(req, trustProxy);
    const refuse = (wait: number, what: string, perMinute: number): true => {
      const seconds = Math.max(1, Math.ceil(wait));
      const message = `${P.rateLimited}: too many ${what} from one address (at most ${perMinute} a minute); try again in ${seconds} s`;
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(seconds) });
      res.end(JSON.stringify(matchmaking ? { code: JOIN_ERROR_NUMBERS[P.rateLimited], error: message } : { error: { code: P.rateLimited, message: message.slice(P.rateLimited.length + 2) } }));
      return true;
    };
    if (matchmaking) {
      const wait = joins.take(who);
      return wait > 0 ? refuse(wait, 'room joins', limits.joinsPerMinute) : false;
    }
    const wait = api.take(who);
    if (wait > 0) return refuse(wait, 'requests', limits.apiPerMinute);
    if (req.method === 'POST' && MAKES.test(pathname)) {
      const w = creates.take(who);
      if (w > 0) return refuse(w, pathname === '/api/games' ? 'new games' : 'new games and campaigns', limits.createsPerMinute);
    }
    return false;
  };
}

export async function startServer(o: ServerOptions = {}): Promise<DelveServer> {
  const store = o.store ?? (await openStore());
  const content = o.content ?? cachedContentSource();
  const live = new Set<string>();
  const campaignStore = o.campaigns ?? (o.store ? new SqliteCampaigns(':memory:') : await openCampaignStore());
  const campaigns: CampaignDeps = {
    campaigns: campaignStore, store, content, packs: o.packs ?? SERVED_PACKS, ...(o.seed ? { seed: o.seed } : {}),
    onGameCreated: async (gameId) => {
      await matchMaker.createRoom(ROOM_NAME, { gameId });
    },
  };
  // An expedition's end goes back to its campaign as soon as it is stored.
  const onFinished = async (gameId: string): Promise<void> => {
    try {
      await gameEnded(gameId, campaigns);
    } catch (e) {
      console.error(`game ${gameId}: its campaign could not take its result: ${(e as Error).message}`);
    }
  };
  const shared = o.presence !== undefined;
  const deps: RoomDeps = {
    store, content, live, onFinished,
    claims: o.presence ? presenceClaims(o.presence) : null,
    ai: o.ai ?? defaultAiPlayer,
    aiDelayMs: o.aiDelayMs ?? 0,
    snapshotEvery: o.snapshotEvery ?? SNAPSHOT_EVERY,
    reconnectSeconds: o.reconnectSeconds ?? 30,
    idleSeconds: o.idleSeconds ?? 600,
    maxMessagesPerSecond: o.maxMessagesPerSecond ?? 1000,
    messagesPerSecond: { ...DEFAULT_LIMITS, ...o.limits }.messagesPerSecond,
    chatPerMinute: { ...DEFAULT_LIMITS, ...o.limits }.chatPerMinute,
  };
  const host = o.host ?? '127.0.0.1';
  const listenPort = shared && !o.port && !o.publicAddress ? await freePort(host) : (o.port ?? 0);
  const publicAddress = o.publicAddress ?? (shared ? `${host === '0.0.0.0' ? '127.0.0.1' : host}:${listenPort}` : undefined);
  let publicUrl = '';
  const transport = new WebSocketTransport({ maxPayload: MAX_FRAME_BYTES });
  // Colyseus prints an HTTP server's errors as traces and leaves listen() waiting when the port
  // is taken: a failure to listen rejects here instead (main.ts says it in one line).
  const httpServer = transport.server!;
  httpServer.removeAllListeners('error');
  let listening = false;
  let failToListen: (e: Error) => void = () => {};
  const listenFailed = new Promise<never>((_, reject) => (failToListen = reject));
  httpServer.on('error', (e: Error) => (listening ? console.error(`HTTP server: ${e.message}`) : failToListen(e)));
  const colyseus = defineServer({
    transport,
    rooms: { [ROOM_NAME]: defineGameRoom(deps) },
    greet: false,
    gracefullyShutdown: false,
    ...(o.presence ? { presence: o.presence } : {}),
    // One process: its rooms found by their game (room-list.ts); several: Redis's.
    driver: o.driver ?? new GameRoomList(),
    ...(publicAddress ? { publicAddress } : {}),
    express: (app: ExpressLike) => {
      app.use(httpHandler({
        store, content, staticDir: o.staticDir ?? null, packs: o.packs ?? SERVED_PACKS,
        ...(o.seed ? { seed: o.seed } : {}),
        get publicUrl() {
          return publicUrl;
        },
        linkBase: (req: IncomingMessage) => linkBase(req, o.publicUrl ?? null, o.trustProxy ?? false, publicUrl),
        onCreated: async (gameId) => {
          await matchMaker.createRoom(ROOM_NAME, { gameId });
        },
        campaigns,
      }));
    },
  });
  await Promise.race([colyseus.listen(listenPort, host), listenFailed]);
  listening = true;
  const limits: RateLimits = { ...DEFAULT_LIMITS, ...o.limits };
  guardRequests(colyseus.transport.server!, quotaGate(limits, o.trustProxy ?? false));
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

  // A party away in a game that ended while the server was down comes back now.
  for (const { gameId } of await campaignStore.listAway()) await onFinished(gameId);

  const room = (gameId: string) => matchMaker.getLocalRoomById(gameId) as GameRoom | undefined;
  return {
    url: `http://${host}:${port}`, port, store, colyseus, room, reloaded, setAside,
    async close() {
      // Let rooms finish the answer under way (it is stored before it is sent), then stop.
      await Promise.all([...live].map((id) => room(id)?.settled()));
      await colyseus.gracefullyShutdown(false);
      await store.close();
      await campaignStore.close();
    },
  };
}
