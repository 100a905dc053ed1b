/// <reference lib="dom" />
// The server's HTTP side: what a new game may choose, creating a game and listing this browser's.
// Play goes through the room.
import type { ContentListing, CreateGameRequest, CreateGameResponse, GameSummary, HttpError } from '@delve/protocol';

export async function postGame(req: CreateGameRequest): Promise<CreateGameResponse> {
  const res = await fetch('/api/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(req) });
  const body: unknown = await res.json();
  if (res.status !== 201) {
    const e = (body as HttpError).error;
    throw new Error(e ? `${e.code}: ${e.message}` : `the server answered ${res.status}`);
  }
  return body as CreateGameResponse;
}

/** The games this browser's tokens open, as the server lists them (GET /api/games?token=…):
 * their step, whether they are over, their seats; [] if the server cannot say (the list of
 * saved tokens still works without it). */
export async function listGames(tokens: readonly string[]): Promise<GameSummary[]> {
  if (tokens.length === 0) return [];
  try {
    const q = new URLSearchParams(tokens.slice(0, 50).map((t) => ['token', t]));
    const res = await fetch(`/api/games?${q}`);
    return res.ok ? ((await res.json()) as { games: GameSummary[] }).games : [];
  } catch {
    return [];
  }
}

let listing: Promise<ContentListing> | null = null;

/** What a new game may choose (GET /api/content), asked once per page load. */
export function getContent(): Promise<ContentListing> {
  listing ??= (async () => {
    const res = await fetch('/api/content');
    if (!res.ok) throw new Error(`the server answered ${res.status} for its content list`);
    return (await res.json()) as ContentListing;
  })();
  listing.catch(() => (listing = null));
  return listing;
}
