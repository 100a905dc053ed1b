// The header of a `guilds` game on a deck-built dungeon: an empty playing area (its size the
// table's, GLD-B02) with the stairway the heroes came down, the 'decks' generator and its mode.
import type { Content } from '../../content-types.ts';
import type { DecksSetup, GameHeader, HeroSetup } from '../../types.ts';
import { SetupError } from '../../state.ts';
import { STAIRWAY } from './explore.ts';

export interface DecksGame {
  seed: number | string;
  decks?: DecksSetup;
  /** Default: the warrior, the dwarf, the elf and the rogue, one player each. */
  heroes?: HeroSetup[];
  /** The playing area (GLD-B02); default 48×40. */
  width?: number;
  height?: number;
  packs?: string[];
  dice?: number[];
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
  const width = game.width ?? 48;
  const height = game.height ?? 40;
  const party = (game.heroes ?? GUILDS_PARTY).filter((h) => content.heroes[h.type]);
  if (party.length === 0) throw new SetupError('setup.heroes', 'no hero of the party is in the content');
  const w = 2;
  const depth = Math.ceil(party.length / w) + 1;
  const x0 = Math.floor(width / 2) - 1;
  const y0 = Math.floor(height / 2);
  if (width < 12 || height < depth + 8 || y0 + depth >= height - 1) throw new SetupError('setup.map', `a ${width}×${height} playing area is too small`);
  const rows: string[][] = Array.from({ length: height }, () => Array.from({ length: width }, () => ' '));
  for (let y = y0 - 1; y <= y0 + depth; y++) for (let x = x0 - 1; x <= x0 + w; x++) rows[y]![x] = '#';
  for (let y = y0; y < y0 + depth; y++) for (let x = x0; x < x0 + w; x++) rows[y]![x] = y === y0 + depth - 1 ? '<' : '.';
  const heroes = party.map((h, i) => ({ ...h, at: [x0 + (i % w), y0 + Math.floor(i / w)] as [number, number] }));
  return {
    ruleset: 'guilds',
    options: {},
    packs: game.packs ?? content.packs,
    seed: game.seed,
    ...(game.dice ? { dice: game.dice } : {}),
    setup: {
      map: rows.map((r) => r.join('')),
      sections: [{ id: STAIRWAY, kind: 'passage', x: x0, y: y0, w, h: depth, revealed: true }],
      heroes,
      generator: 'decks',
      decks: game.decks ?? { mode: 'random' },
    },
  };
}
