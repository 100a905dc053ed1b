// Making a new game from a create request: the server draws the seed, the engine checks the
// header, each human seat gets an invite token, and the game is stored before anyone is told.
import { createGame, GM, type GameHeader, type Seat } from '@delve/engine';
import { PROTOCOL_ERRORS as P, type CreateGameRequest, type CreateGameResponse, type SeatKind } from '@delve/protocol';
import type { GameStore, SeatRecord } from './storage/store.ts';
import type { ContentSource } from './content-source.ts';
import { hashToken, newGameId, newSeed, newToken } from './ids.ts';
import type { Outcome } from './game-session.ts';

export interface CreateDeps {
  store: GameStore;
  content: ContentSource;
  /** Base URL invite links point at, e.g. http://localhost:2567. */
  publicUrl: string;
}

export async function createStoredGame(req: CreateGameRequest, deps: CreateDeps): Promise<Outcome<{ response: CreateGameResponse }>> {
  const header: GameHeader = {
    ruleset: req.ruleset ?? 'ahq',
    options: req.options ?? {},
    packs: req.packs ?? ['ahq-core'],
    setup: req.setup,
    seed: newSeed(),
  };
  let players: Seat[];
  try {
    const content = await deps.content(header.packs);
    players = createGame(header, content).players;
  } catch (e) {
    return { ok: false, error: { code: P.badSetup, message: (e as Error).message, about: 'create' } };
  }
  const all = [GM, ...players];
  for (const seat of Object.keys(req.seats ?? {})) {
    if (!all.includes(seat)) return { ok: false, error: { code: P.badSetup, message: `seat ${seat} is not in this game (seats: ${all.join(', ')})`, about: 'create' } };
  }
  const id = newGameId();
  const tokens = new Map<Seat, string>();
  const seats: SeatRecord[] = all.map((seat) => {
    const kind: SeatKind = req.seats?.[seat] ?? (seat === GM ? 'ai' : 'human');
    const token = kind === 'human' ? newToken() : null;
    if (token) tokens.set(seat, token);
    return { seat, kind, tokenHash: token ? hashToken(token) : null };
  });
  await deps.store.createGame({ id, header, seats, user: req.user ?? null, createdAt: new Date().toISOString() });
  return {
    ok: true,
    response: {
      gameId: id,
      seats: seats.map((s) => {
        const token = tokens.get(s.seat) ?? null;
        return { seat: s.seat, kind: s.kind, token, link: token ? `${deps.publicUrl}/play/${id}#${token}` : null };
      }),
    },
  };
}
