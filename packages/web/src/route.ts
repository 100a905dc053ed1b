// The client's pages, from the address: `/` (new game and saved games), `/play/GAME#TOKEN` (the
// invite link the server hands out; the token sits in the fragment so it never reaches a server
// log), `/replay/GAME` (stepping through a game with this browser's token for it), `/campaign`
// (a new campaign) and `/campaign/ID#TOKEN` (a member's link to its campaign).
export type Route =
  | { page: 'new' }
  | { page: 'play'; gameId: string; token: string | null }
  | { page: 'replay'; gameId: string; token: string | null }
  | { page: 'new-campaign' }
  | { page: 'campaign'; campaignId: string; token: string | null };

const PAGE = /^\/(play|replay|campaign)\/([A-Za-z0-9_-]{4,64})\/?$/;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export function parseRoute(pathname: string, hash: string): Route {
  if (/^\/campaign\/?$/.test(pathname)) return { page: 'new-campaign' };
  const m = PAGE.exec(pathname);
  if (!m) return { page: 'new' };
  const token = hash.replace(/^#/, '');
  const tok = TOKEN.test(token) ? token : null;
  if (m[1] === 'campaign') return { page: 'campaign', campaignId: m[2]!, token: tok };
  return { page: m[1] as 'play' | 'replay', gameId: m[2]!, token: tok };
}

export function playPath(gameId: string, token?: string): string {
  return `/play/${gameId}${token ? `#${token}` : ''}`;
}

export function replayPath(gameId: string): string {
  return `/replay/${gameId}`;
}
