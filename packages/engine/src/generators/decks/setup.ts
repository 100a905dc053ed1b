// The header of a `guilds` game on a deck-built dungeon: an empty playing area (its size the
// table's, GLD-B02) with the stairway the heroes came down, the 'decks' generator and its mode.
import type { Content } from '../../content-types.ts';
import type { DecksSetup, GameHeader, HeroSetup } from '../../types.ts';
import { generatedHeader, type GeneratedGame } from '../common.ts';

/** Default party: the warrior, the dwarf, the elf and the rogue; playing area (GLD-B02) 48×40. */
export interface DecksGame extends GeneratedGame {
  decks?: DecksSetup;
}

export const GUILDS_PARTY: readonly HeroSetup[] = [
  { type: 'warrior', seat: 'p1', at: [0, 0], id: 'warrior' },
  { type: 'dwarf', seat: 'p2', at: [0, 0], id: 'dwarf' },
  { type: 'elf', seat: 'p3', at: [0, 0], id: 'elf' },
  { type: 'rogue', seat: 'p4', at: [0, 0], id: 'rogue' },
];

/** A header for a `guilds` game whose dungeon the decks generate. The heroes stand in a 2-wide
 * stairway at the middle of the playing area, its back row the stairs up to the surface. */
export function guildsHeader(content: Content, game: DecksGame): GameHeader {
  return generatedHeader(content, 'guilds', game, {
    party: GUILDS_PARTY, width: game.width ?? 48, height: game.height ?? 40, w: 2,
    // Room for a corridor card on either side of the stairway, and for a room north of it.
    minRoom: { x: 10, y: 8 },
    setup: { generator: 'decks', decks: game.decks ?? { mode: 'random' } },
  });
}
