// Builds the POST /api/games request from the new-game form. The server offers no content
// listing yet, so the heroes and quests on offer are the ahq-core ones written here; the
// playing area itself comes from the engine's questHeader, so it stays the engine's layout.
import { DEFAULT_PARTY, GM, questHeader, type Content, type HeroSetup, type QuestDef, type Seat } from '@delve/engine';
import type { CreateGameRequest, SeatKind } from '@delve/protocol';

/** Who plays a seat: this browser, a person invited by link, or the server's AI. */
export type SeatPlayer = 'me' | 'invite' | 'ai';

export interface HeroChoice {
  type: string;
  name: string;
}

/** The ahq-core heroes (TODO(server): replace with a content listing endpoint). */
export const HEROES_ON_OFFER: readonly HeroChoice[] = [
  { type: 'barbarian', name: 'Barbarian' },
  { type: 'dwarf', name: 'Dwarf' },
  { type: 'elf', name: 'Elf' },
  { type: 'wizard', name: 'Wizard' },
];

/** The standard quest's playing area, as ahq-core's quests/standard.yaml gives it. */
const STANDARD: QuestDef = { id: 'standard', name: 'A standard expedition', area: { width: 48, height: 48 }, passageWidth: 2, sectionLength: 5 };

export interface PartySeat {
  hero: string;
  player: SeatPlayer;
}

export interface NewGame {
  ruleset: 'ahq';
  party: PartySeat[];
  gm: 'ai' | 'me';
  user: string;
}

export function soloGame(user: string): NewGame {
  return { ruleset: 'ahq', party: HEROES_ON_OFFER.map((h) => ({ hero: h.type, player: 'me' })), gm: 'ai', user };
}

/** Just what questHeader reads from content: the hero ids and the quest's area. */
function layoutContent(types: readonly string[]): Content {
  const stub: Pick<Content, 'packs' | 'heroes' | 'quests' | 'tables'> = {
    packs: ['ahq-core'],
    heroes: Object.fromEntries(types.map((t) => [t, {} as Content['heroes'][string]])),
    quests: { standard: STANDARD },
    tables: {},
  };
  return stub as Content;
}

export function createRequest(g: NewGame): CreateGameRequest {
  if (g.party.length === 0) throw new Error('the party needs at least one hero');
  const heroes: HeroSetup[] = g.party.map((p, i) => {
    const seat: Seat = `p${i + 1}`;
    const known = DEFAULT_PARTY.find((h) => h.type === p.hero);
    const id = g.party.findIndex((q) => q.hero === p.hero) === i ? p.hero : `${p.hero}-${i + 1}`;
    // The default wizard's components are chosen up front (AHQ-C37), so the game starts at once.
    return { ...(known ?? {}), type: p.hero, seat, id, at: [0, 0] };
  });
  const header = questHeader(layoutContent(g.party.map((p) => p.hero)), { quest: 'standard', seed: 0, heroes, packs: ['ahq-core'] });
  const seats: Record<Seat, SeatKind> = { [GM]: g.gm === 'ai' ? 'ai' : 'human' };
  g.party.forEach((p, i) => (seats[`p${i + 1}`] = p.player === 'ai' ? 'ai' : 'human'));
  // The seed in questHeader's result is dropped: the server draws it (DEC-17).
  return { ruleset: g.ruleset, packs: header.packs, options: header.options, setup: header.setup, seats, user: g.user };
}

/** The seats this browser takes for itself once the game exists. */
export function mySeats(g: NewGame): Seat[] {
  const mine = g.party.flatMap((p, i) => (p.player === 'me' ? [`p${i + 1}`] : []));
  return g.gm === 'me' ? [...mine, GM] : mine;
}
