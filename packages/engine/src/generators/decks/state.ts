// What the decks generator keeps in the game state (`s.gen`): the piles in their shuffled order,
// the GM's hand, the quest map, the ways on not yet taken. Serialisable, GM-only (DEC-17).
import type { DecksSetup, GameState } from '../../types.ts';
import type { Dir } from '../tables/state.ts';
import { genOf, type ExitBase, type GenBase } from '../common.ts';

/** A way on nobody has taken yet: the 2 squares of floor behind a 2×1 door (GLD-D05) or beyond a
 * corridor's open end, an unrevealed section, so that the engine queues it when a door opens or
 * a hero reaches it. `x, y, dir` frame the squares: the second lies to the right of the first. */
export interface Exit extends ExitBase {
  x: number;
  y: number;
  dir: Dir;
  cells: [number, number];
}

export interface LaidCard {
  section: string;
  card: string;
  kind: 'room' | 'corridor';
  /** The card drawn, when a smaller one was laid in its place (GLD-B01). */
  drawn: string | null;
  /** The squares of the way on it was laid at. */
  at: number[];
}

export interface DecksState extends GenBase<Exit> {
  mode: DecksSetup['mode'];
  decks: { rooms: string; dungeon: string; wandering: string; treasure: string };
  objective: string | null;
  /** Random deck: the place in the draw of the Objective card's own Room card; `drawn` counts the
   * cards drawn so far. */
  objectiveDraw: number | null;
  drawn: number;
  /** The section the objective's Room card was laid as (GLD-R01): the Objective room. */
  objectiveSection: string | null;
  /** Room cards still to draw, top first (random: shuffled; map: the quest map's order). */
  draw: string[];
  /** The GM's hand of Room cards (mode 'hand'). */
  hand: string[];
  /** Dungeon, Wandering Monster and Treasure cards still to draw, top first; reshuffled when empty. */
  piles: { dungeon: string[]; wandering: string[]; treasure: string[] };
  laid: LaidCard[];
  /** Corridors that end blind (their walls may hide a secret door), and stairs out. */
  deadEnds: string[];
  stairs: string[];
  /** Monsters an Ambush card adds to the next room or corridor encounter (GLD-K02). */
  ambush: string[];
}

export function decksState(s: GameState): DecksState {
  return genOf<DecksState>(s, 'decks');
}
