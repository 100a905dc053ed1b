// The client's pages, from the address: `/` (new game and saved games), `/play/GAME#TOKEN` (the
// invite link the server hands out; the token sits in the fragment so it never reaches a server
// log) and `/replay/GAME` (stepping through a game with this browser's token for it).
export type Route =
  | { page: 'new' }
  | { page: 'play'; gameId: string; token: string | null }
  | { page: 'replay'; gameId: string; token: string | null };

const PAGE = /^\/(play|replay)\/([A-Za-z0-9_-]{4,64})\/?$/;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export function parseRoute(pathname: string, hash: string): Route {
  const m = PAGE.exec(pathname);
  if (!m) return { page: 'new' };
  const token = hash.replace(/^#/, '');
  return { page: m[1] as 'play' | 'replay', gameId: m[2]!, token: TOKEN.test(token) ? token : null };
}

export function playPath(gameId: string, token?: string): string {
  return `/play/${gameId}${token ? `#${token}` : ''}`;
}

export function replayPath(gameId: string): string {
  return `/replay/${gameId}`;
}
