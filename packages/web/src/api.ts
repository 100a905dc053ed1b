/// <reference lib="dom" />
// The server's HTTP side: creating a game and listing this browser's. Play goes through the room.
import type { CreateGameRequest, CreateGameResponse, GameSummary, HttpError } from '@delve/protocol';

export async function postGame(req: CreateGameRequest): Promise<CreateGameResponse> {
  const res = await fetch('/api/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(req) });
  const body: unknown = await res.json();
  if (res.status !== 201) {
    const e = (body as HttpError).error;
    throw new Error(e ? `${e.code}: ${e.message}` : `the server answered ${res.status}`);
  }
  return body as CreateGameResponse;
}

/** The games this browser made, with their step and whether they are over; [] if the server
 * cannot say (the list of saved tokens still works without it). */
export async function listGames(user: string): Promise<GameSummary[]> {
  try {
    const res = await fetch(`/api/games?user=${encodeURIComponent(user)}`);
    return res.ok ? ((await res.json()) as { games: GameSummary[] }).games : [];
  } catch {
    return [];
  }
}
