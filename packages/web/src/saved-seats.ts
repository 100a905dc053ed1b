/// <reference lib="dom" />
// Which seats this browser holds in which game, kept in localStorage so that a reload (or coming
// back later) rejoins with the same tokens. The invite link's #token is added on arrival.
const KEY = 'delve.games';

export interface SavedGame {
  gameId: string;
  /** Seat tokens this browser holds, the first one used to join. */
  tokens: string[];
  /** Links for the seats this browser created for others to join (shown to the creator). */
  invites?: { seat: string; link: string; who?: string }[];
  /** The host token, when this browser created the game: it hands seats on. */
  host?: string;
  savedAt: string;
}

function readAll(): Record<string, SavedGame> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, SavedGame>) : {};
  } catch {
    // A corrupt entry must not lock the player out: start again from the link.
    return {};
  }
}

export function savedGame(gameId: string): SavedGame | null {
  return readAll()[gameId] ?? null;
}

export function listSavedGames(): SavedGame[] {
  return Object.values(readAll()).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Adds tokens to a game's entry, keeping the first-saved token first. */
export function saveTokens(gameId: string, tokens: readonly string[], invites?: SavedGame['invites'], host?: string): SavedGame {
  const all = readAll();
  const had = all[gameId];
  const entry: SavedGame = {
    gameId, tokens: [...new Set([...(had?.tokens ?? []), ...tokens])], savedAt: new Date().toISOString(),
    ...(invites ?? had?.invites ? { invites: invites ?? had?.invites } : {}),
    ...(host ?? had?.host ? { host: host ?? had?.host } : {}),
  };
  all[gameId] = entry;
  localStorage.setItem(KEY, JSON.stringify(all));
  return entry;
}

const NAME = 'delve.name';

/** The name this browser's person goes by at tables, once given. */
export function personName(): string | null {
  return localStorage.getItem(NAME);
}

export function savePersonName(name: string): void {
  localStorage.setItem(NAME, name);
}

/** A name for this browser, so the server can list its games (GET /api/games?user=). */
export function browserUser(): string {
  let u = localStorage.getItem('delve.user');
  if (!u) {
    u = `web-${crypto.randomUUID().slice(0, 12)}`;
    localStorage.setItem('delve.user', u);
  }
  return u;
}
