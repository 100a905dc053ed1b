// Two rooms for the view tests of furniture and corpses: a revealed one (x 1-4) with a table and a
// closed door, and an unrevealed one (x 6-8) with a statue and two orcs, a disguised sentry among them.
import type { FurnishingDef } from '../content-types.ts';
import type { GameHeader, GameState, Seat } from '../types.ts';
import { createGame } from '../game.ts';
import { view } from '../view.ts';
import { fixtureContent } from './fixture-content.ts';

const FURNISHINGS: Record<string, FurnishingDef> = {
  table: { id: 'table', name: 'Table', size: [2, 1], icon: 'table' },
  statue: { id: 'statue', name: 'Statue', size: [1, 1], icon: 'colombian-statue' },
};
const content = { ...fixtureContent, furnishings: FURNISHINGS };

/** A revealed room (x 1-4) with a table, a closed door, and an unrevealed room (x 6-8) with a
 * statue and two orcs, one disguised sentry among them. */
export function roomsGame(ruleset: 'ahq' | 'guilds'): GameState {
  const header: GameHeader = {
    ruleset, options: {}, packs: [], seed: 1,
    setup: {
      map: ['##########', '#....+...#', '#....#...#', '##########'],
      sections: [
        { id: 'near', kind: 'room', x: 1, y: 1, w: 4, h: 2, revealed: true },
        { id: 'far', kind: 'room', x: 6, y: 1, w: 3, h: 2, revealed: false },
      ],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 1], id: 'hero', fate: 0 }],
      monsters: [
        { type: 'orc', at: [3, 2], id: 'near-orc' },
        { type: 'orc', at: [7, 2], id: 'far-orc' },
        { type: 'sentry', at: [8, 2], id: 'far-sentry' },
      ],
      furnishings: [{ type: 'table', at: [2, 1] }, { type: 'statue', at: [8, 1] }],
    },
  };
  return createGame(header, content);
}

export const known = (s: GameState, seat: Seat) => {
  const tiles = view(s, seat).map.tiles;
  return (c: number) => tiles[c] !== '?';
};
export const slay = (s: GameState, ...ids: string[]) => {
  for (const id of ids) s.models[id]!.status.dead = true;
};

