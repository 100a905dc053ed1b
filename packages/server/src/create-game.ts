// Making a new game from a create request: the server draws the seed, the engine checks the
// header, each human seat gets an invite token, and the game is stored before anyone is told.
import { createGame, GM, guildsHeader, RULES_VERSION, type GameState, questHeader, type Content, type GameHeader, type HeroSetup, type Seat } from '@delve/engine';
import { PROTOCOL_ERRORS as P, type CreateGameRequest, type CreateGameResponse, type ExpeditionRequest, type SeatKind } from '@delve/protocol';
import { DEFAULT_DROP_WAIT_SECONDS, type GameStore, type SeatRecord } from './storage/store.ts';
import type { ContentSource } from './content-source.ts';
import { hashToken, newGameId, newSeed, newToken } from './ids.ts';
import { DEFAULT_PACKS } from '@delve/content';
import type { Outcome } from './game-session.ts';
import { aofHeader } from './aof-mission.ts';

export interface CreateDeps {
  store: GameStore;
  content: ContentSource;
  /** Base URL invite links point at, e.g. http://localhost:2567. */
  publicUrl: string;
  /** Pack ids this server serves: a new game may name only these. */
  packs: readonly string[];
  /** Draws each new game's seed; default a random one. Tests fix it to reach a known opening. */
  seed?: () => number | string;
}

/** The header of a generated dungeon, laid out by the engine's own setups from the content: the
 * stairway, the party in it, the generator and its quest or decks. */
export function expeditionHeader(req: CreateGameRequest & { expedition: ExpeditionRequest }, content: Content, seed: number | string): GameHeader {
  const e = req.expedition;
  const heroes: HeroSetup[] = e.heroes.map((h) => ({ ...h, at: h.at ?? [0, 0] }));
  const ruleset = req.ruleset ?? 'ahq';
  // Heroes the content lacks are dropped by the layouts; here that is an error, said plainly.
  for (const x of heroes) if (!content.heroes[x.type]) throw new Error(`expedition.heroes: no hero or henchman '${x.type}' in ${content.packs.join(', ')}`);
  let h: GameHeader;
  if (e.decks) h = guildsHeader(content, { seed, decks: e.decks, heroes, packs: content.packs });
  else if (e.quest) h = questHeader(content, { seed, quest: e.quest, heroes, packs: content.packs });
  else throw new Error('expedition: name a quest (its tables make the dungeon) or decks (cards make it)');
  if (h.ruleset !== ruleset) throw new Error(`expedition: ${e.decks ? 'decks make a guilds dungeon' : 'a quest\'s tables make an ahq dungeon'}, not one for ${ruleset}`);
  return { ...h, options: req.options ?? {} };
}

export async function createStoredGame(req: CreateGameRequest, deps: CreateDeps): Promise<Outcome<{ response: CreateGameResponse }>> {
  const ruleset = req.ruleset ?? (req.aof ? 'aof-quest' : 'ahq');
  const packs = req.packs ?? [...(DEFAULT_PACKS[ruleset] ?? ['ahq-core'])];
  // Only packs this server serves, by id: a name is never looked up on disk, so a request can
  // neither read a folder of its choosing nor learn which ones exist.
  for (const [i, p] of packs.entries()) {
    if (!deps.packs.includes(p)) {
      return { ok: false, error: { code: P.badSetup, message: `packs[${i}]: not a pack this server serves (packs: ${deps.packs.join(', ')})`, about: 'create' } };
    }
  }
  const seed = deps.seed?.() ?? newSeed();
  let header: GameHeader;
  let players: Seat[];
  try {
    const content = await deps.content(packs);
    header = req.aof
      // The store keeps every ruleset's header alike; the engine reads this one's setup.
      ? aofHeader({ ...req, aof: req.aof }, content, seed) as unknown as GameHeader
      : req.expedition
        ? expeditionHeader({ ...req, expedition: req.expedition }, content, seed)
        : { ruleset, options: req.options ?? {}, packs, setup: req.setup!, seed };
    // The rules it is played by, for as long as a server keeps them (rules-versions.ts).
    header = { ...header, rulesVersion: RULES_VERSION };
    const s = createGame(header, content);
    // The hero seats: a crawl lists its players; a ruleset of another shape, its seats.
    players = (s as Partial<GameState>).players ?? s.ctx.ruleset.seats(s);
  } catch (e) {
    return { ok: false, error: { code: P.badSetup, message: (e as Error).message, about: 'create' } };
  }
  // aof-quest has no Gamesmaster seat: the engine plays its enemies (AOF-I01).
  const all = req.aof ? [...players] : [GM, ...players];
  for (const seat of [...Object.keys(req.seats ?? {}), ...Object.keys(req.names ?? {})]) {
    if (!all.includes(seat)) return { ok: false, error: { code: P.badSetup, message: `seat ${seat} is not in this game (seats: ${all.join(', ')})`, about: 'create' } };
  }
  const id = newGameId();
  const tokens = new Map<Seat, string>();
  const seats: SeatRecord[] = all.map((seat) => {
    const kind: SeatKind = req.seats?.[seat] ?? (seat === GM ? 'ai' : 'human');
    const token = kind === 'human' ? newToken() : null;
    if (token) tokens.set(seat, token);
    return { seat, kind, tokenHash: token ? hashToken(token) : null, name: req.names?.[seat] ?? null };
  });
  const host = newToken();
  const dropWaitSeconds = req.dropWaitSeconds === undefined ? DEFAULT_DROP_WAIT_SECONDS : req.dropWaitSeconds;
  await deps.store.createGame({ id, header, seats, user: req.user ?? null, createdAt: new Date().toISOString(), dropWaitSeconds, hostHash: hashToken(host) });
  return {
    ok: true,
    response: {
      gameId: id,
      host,
      seats: seats.map((s) => {
        const token = tokens.get(s.seat) ?? null;
        return { seat: s.seat, kind: s.kind, token, link: token ? `${deps.publicUrl}/play/${id}#${token}` : null };
      }),
    },
  };
}
