/// <reference lib="dom" />
// The server's HTTP side: creating a game. Everything else goes through the game room.
import type { CreateGameRequest, CreateGameResponse, HttpError } from '@delve/protocol';

export async function postGame(req: CreateGameRequest): Promise<CreateGameResponse> {
  const res = await fetch('/api/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(req) });
  const body: unknown = await res.json();
  if (res.status !== 201) {
    const e = (body as HttpError).error;
    throw new Error(e ? `${e.code}: ${e.message}` : `the server answered ${res.status}`);
  }
  return body as CreateGameResponse;
}
