// The HTTP side: what a new game may choose (GET /api/content), create a game (POST /api/games), list the games one's tokens open, download a game's log
// and step through its replay with a seat's token, and the built web client as static files. Colyseus' own matchmaking
// routes are answered before this handler is reached.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { PROTOCOL_ERRORS as P, readCreateGame, replayChecked, type DelveErrorCode, type GameSummary, type SavedGameFile } from '@delve/protocol';
import { versionsToTry } from '@delve/engine';
import { createStoredGame, type CreateDeps } from './create-game.ts';
import { contentListing } from './content-listing.ts';
import { hashToken } from './ids.ts';
import { frameRange, replayFrames, seatLog } from './replay.ts';
import type { StoredGame } from './storage/store.ts';
import { ReplayMismatchError, replayByItsRules } from './game-session.ts';
import { campaignRoute } from './campaigns/api.ts';
import type { CampaignDeps } from './campaigns/service.ts';

export interface HttpDeps extends CreateDeps {
  /** Folder of the built web client, or null. */
  staticDir: string | null;
  /** Games are created through the room type after storing, so they are live at once. */
  onCreated: (gameId: string) => Promise<void>;
  /** The base of a new game's invite links, from the request that creates it. */
  linkBase?: (req: IncomingMessage) => string;
  /** Campaigns (docs/campaign.md); absent: the server keeps none. */
  campaigns?: CampaignDeps;
}

const MAX_BODY = 256 * 1024;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json',
};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function fail(res: ServerResponse, status: number, code: DelveErrorCode, message: string): void {
  json(res, status, { error: { code, message } });
}

/** A body past this is not even read to its end: the connection is closed after the 413. */
const MAX_DRAINED = 8 * 1024 * 1024;

/** The body as text, or null if it is larger than MAX_BODY. A larger body is read to its end and
 * thrown away, so that the client is there to read the 413 (a connection closed while it still
 * sends is a reset, and its answer is lost); past MAX_DRAINED it is cut off. */
function readBody(req: IncomingMessage, res: ServerResponse): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    const tooLarge = () => {
      res.setHeader('connection', 'close');
      resolve(null);
    };
    if (Number(req.headers['content-length']) > MAX_DRAINED) {
      // Answered at once; the rest is not waited for.
      tooLarge();
      res.once('finish', () => req.destroy());
      return;
    }
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
      else if (size > MAX_DRAINED) {
        tooLarge();
        res.once('finish', () => req.destroy());
      }
    });
    req.on('end', () => (size > MAX_BODY ? tooLarge() : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

export function httpHandler(deps: HttpDeps) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname === '/api/games' && req.method === 'POST') return await create(req, res, deps);
      if (url.pathname === '/api/games' && req.method === 'GET') return await list(url, req, res, deps);
      if (url.pathname === '/api/content' && req.method === 'GET') return json(res, 200, await contentListing(deps.content, deps.packs));
      if (deps.campaigns && await campaignRoute(url, req, res, deps.campaigns, { readBody, json, linkBase: (r) => deps.linkBase?.(r) ?? deps.publicUrl })) return;
      const log = /^\/api\/games\/([A-Za-z0-9_-]+)\/log$/.exec(url.pathname);
      if (log && req.method === 'GET') return await download(log[1]!, url, req, res, deps);
      const rp = /^\/api\/games\/([A-Za-z0-9_-]+)\/replay$/.exec(url.pathname);
      if (rp && req.method === 'GET') return await replay(rp[1]!, url, req, res, deps);
      if (req.method === 'GET' && deps.staticDir && serveStatic(url.pathname, res, deps.staticDir)) return;
      next();
    } catch (e) {
      if (!res.headersSent) fail(res, 500, P.internal, (e as Error).message);
    }
  };
}

async function create(req: IncomingMessage, res: ServerResponse, deps: HttpDeps): Promise<void> {
  const body = await readBody(req, res);
  if (body === null) return fail(res, 413, P.tooLarge, `a create request is at most ${MAX_BODY / 1024} KiB`);
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return fail(res, 400, P.malformed, 'the body is not JSON');
  }
  const r = readCreateGame(raw);
  if (!r.ok) return fail(res, 400, r.error.code, r.error.message);
  const made = await createStoredGame(r.value, { ...deps, publicUrl: deps.linkBase?.(req) ?? deps.publicUrl });
  if (!made.ok) return fail(res, 400, made.error.code, made.error.message);
  await deps.onCreated(made.response.gameId);
  json(res, 201, made.response);
}

/** Tokens a caller may list its games by, at most this many in one request. */
const MAX_LISTED_TOKENS = 50;

/** The games the caller's own tokens open: `?token=T&token=U` or `Authorization: Bearer T U`.
 * A name (`?user=`) opens nothing: anyone may claim any name. */
async function list(url: URL, req: IncomingMessage, res: ServerResponse, deps: HttpDeps): Promise<void> {
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const tokens = [...new Set([...url.searchParams.getAll('token'), ...bearer.split(/[\s,]+/)].filter(Boolean))];
  const byTokens = 'list games by their tokens: /api/games?token=T&token=U (a user name opens nothing)';
  // A name alone lists nothing (clients of earlier versions ask so, and fall back to their tokens).
  if (tokens.length === 0 && url.searchParams.has('user')) return json(res, 200, { games: [], note: byTokens });
  if (tokens.length === 0) return fail(res, 400, P.malformed, byTokens);
  if (tokens.length > MAX_LISTED_TOKENS) return fail(res, 400, P.malformed, `token: at most ${MAX_LISTED_TOKENS} tokens in one request`);
  const ids = new Set<string>();
  for (const t of tokens) {
    const found = await deps.store.seatForToken(hashToken(t));
    if (found) ids.add(found.gameId);
  }
  const rows = ids.size === 0 ? [] : await deps.store.listGames({ ids: [...ids] });
  const games: GameSummary[] = [];
  for (const g of rows) {
    const stored = await deps.store.loadGame(g.id);
    const quest = stored ? questOf(stored.record.header) : null;
    // A random deck with no card named plays its objectives deck's first card.
    if (stored && quest?.kind === 'objective' && quest.id === null) {
      const c = await deps.content(stored.record.header.packs).catch(() => null);
      const deck = c ? Object.values(c.decks).find((d) => d.kind === 'objectives') : undefined;
      quest.id = deck?.kind === 'objectives' ? deck.cards[0]?.id ?? null : null;
    }
    games.push({ gameId: g.id, createdAt: g.createdAt, step: g.step, finished: g.finished, seats: g.seats, ...(quest ? { quest } : {}) });
  }
  json(res, 200, { games });
}

/** What a game plays, from its header: the quest, Objective card, quest map or mission. */
export function questOf(header: { setup: unknown }): GameSummary['quest'] | null {
  const setup = header.setup as { generator?: string; quest?: unknown; decks?: { mode?: string; objective?: unknown; map?: unknown }; mission?: unknown } | null;
  if (!setup || typeof setup !== 'object') return null;
  const id = (x: unknown) => (typeof x === 'string' ? x : null);
  if (setup.generator === 'tables' && typeof setup.quest === 'string') return { kind: 'quest', id: setup.quest };
  if (setup.generator === 'decks') return setup.decks?.mode === 'map' ? { kind: 'map', id: id(setup.decks.map) } : { kind: 'objective', id: id(setup.decks?.objective) };
  if (setup.mission !== undefined) return { kind: 'mission', id: typeof setup.mission === 'string' ? setup.mission : id((setup.mission as { id?: unknown }).id) };
  return null;
}

/** Whether a stored game may be played by another version than its header names (`versionsToTry`). */
function mayBeOtherVersion(g: StoredGame): boolean {
  if (g.record.header.rulesVersion === undefined) return true;
  try {
    return versionsToTry(g.record.header, g.record.createdAt).length > 1;
  } catch {
    return false;
  }
}

/** The game and the seat a token opens, or an error already sent. */
async function withToken(gameId: string, url: URL, req: IncomingMessage, res: ServerResponse, deps: HttpDeps): Promise<{ g: StoredGame; seat: string } | null> {
  const token = url.searchParams.get('token') ?? (req.headers.authorization ?? '').replace(/^Bearer /, '');
  const found = token ? await deps.store.seatForToken(hashToken(token)) : null;
  if (!found || found.gameId !== gameId) {
    fail(res, 403, P.badToken, 'this token opens no seat of this game');
    return null;
  }
  const g = await deps.store.loadGame(gameId);
  if (!g) {
    fail(res, 404, P.unknownGame, `no game ${gameId}`);
    return null;
  }
  // A game stored before headers named their rules version, or whose version was written after
  // main took up its rules, has it found first (as a room does when it loads one): its log,
  // replay and saved game are played by its rules.
  if (mayBeOtherVersion(g)) {
    try {
      replayByItsRules(g, await deps.content(g.record.header.packs));
    } catch (e) {
      if (!(e instanceof ReplayMismatchError)) throw e;
      fail(res, 409, P.setAside, e.message);
      return null;
    }
  }
  return { g, seat: found.seat };
}

/** A finished game: the saved game (header and answers). A running game's header holds the seed
 * and the hidden dungeon, and its answers the GM's choices, so until the end the token's seat
 * gets its own log instead, built from its views. */
async function download(gameId: string, url: URL, req: IncomingMessage, res: ServerResponse, deps: HttpDeps): Promise<void> {
  const found = await withToken(gameId, url, req, res, deps);
  if (!found) return;
  const { g, seat } = found;
  const name = `delve-${gameId}${g.finished ? '' : `-${seat}`}.json`;
  res.setHeader('content-disposition', `attachment; filename="${name}"`);
  const content = await deps.content(g.record.header.packs);
  if (g.finished) {
    const replayed = replayChecked({ header: g.record.header, answers: g.answers }, content);
    if (!replayed.ok) return fail(res, 500, P.internal, `the stored game does not replay: ${replayed.message}`);
    const saved: SavedGameFile = { format: 'delve-game', version: 1, header: g.record.header, answers: g.answers, check: replayed.check };
    return json(res, 200, saved);
  }
  json(res, 200, seatLog(g, content, seat));
}

/** Replay frames for stepping through a game. Another seat's frames (the GM's above all) only
 * once the game is over. */
async function replay(gameId: string, url: URL, req: IncomingMessage, res: ServerResponse, deps: HttpDeps): Promise<void> {
  const found = await withToken(gameId, url, req, res, deps);
  if (!found) return;
  const { g } = found;
  const seat = url.searchParams.get('seat') ?? found.seat;
  const seats = g.record.seats.map((s) => s.seat);
  if (!seats.includes(seat)) return fail(res, 400, P.malformed, `seat ${seat} is not in this game (${seats.join(', ')})`);
  if (seat !== found.seat && !g.finished) return fail(res, 403, P.notYourSeat, 'another seat\'s replay opens once the game is over');
  const num = (k: string) => {
    const v = url.searchParams.get(k);
    return v !== null && /^\d{1,9}$/.test(v) ? Number(v) : null;
  };
  for (const k of ['from', 'to']) if (url.searchParams.has(k) && num(k) === null) return fail(res, 400, P.malformed, `${k}: a step number`);
  const range = frameRange(g.answers.length, num('from'), num('to'));
  json(res, 200, replayFrames(g, await deps.content(g.record.header.packs), seat, range));
}

function serveStatic(pathname: string, res: ServerResponse, root: string): boolean {
  const rel = decodeURIComponent(pathname).replace(/^\/+/, '');
  let file = path.resolve(root, rel);
  // Never outside the folder.
  if (file !== path.resolve(root) && !file.startsWith(path.resolve(root) + path.sep)) return false;
  try {
    if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
    statSync(file);
  } catch {
    // Client-side routes (/play/…) get the app itself.
    file = path.join(root, 'index.html');
    try {
      statSync(file);
    } catch {
      return false;
    }
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
  return true;
}
