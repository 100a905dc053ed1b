// The client's two pages, from the address: `/` (new game) and `/play/GAME#TOKEN` (the invite
// link the server hands out; the token sits in the fragment so it never reaches a server log).
export type Route = { page: 'new' } | { page: 'play'; gameId: string; token: string | null };

const PLAY = /^\/play\/([A-Za-z0-9_-]{4,64})\/?$/;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export function parseRoute(pathname: string, hash: string): Route {
  const m = PLAY.exec(pathname);
  if (!m) return { page: 'new' };
  const token = hash.replace(/^#/, '');
  return { page: 'play', gameId: m[1]!, token: TOKEN.test(token) ? token : null };
}

export function playPath(gameId: string, token?: string): string {
  return `/play/${gameId}${token ? `#${token}` : ''}`;
}
