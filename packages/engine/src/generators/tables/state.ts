// What the tables generator keeps in the game state (`s.gen`): serialisable, GM-only (DEC-17).
import type { PassageEnd } from '../../content-types.ts';
import type { GameState, Wall } from '../../types.ts';

/** N, E, S, W. */
export type Dir = 0 | 1 | 2 | 3;

/** A way on that nobody has taken yet: the stub of floor behind a door or beyond a junction
 * (an unrevealed section, so that the engine queues it when a door opens or a hero reaches it). */
export interface Exit {
  /** The stub section's id. */
  id: string;
  via: 'door' | 'junction';
  /** The section it was generated from. */
  from: string;
  fromKind: 'room' | 'passage';
  door: string | null;
  /** The stub's first square, and the direction away from where it was generated. */
  x: number;
  y: number;
  dir: Dir;
  cells: number[];
}

export interface PassageRecord {
  /** Passage sections, in order along the passage. */
  pieces: string[];
  /** Junction and turn squares at its ends. */
  blocks: string[];
  axis: 'x' | 'y';
  ends: PassageEnd[];
  /** Generated beyond a room: runs alongside it (AHQ-E26). */
  beyondRoom: string | null;
}

export interface RoomRecord {
  id: string;
  /** The section and door it was generated from (AHQ-E25). */
  from: string;
  door: string | null;
}

export interface TablesState {
  quest: string;
  exits: Record<string, Exit>;
  passages: PassageRecord[];
  rooms: RoomRecord[];
  /** Sections whose side walls may hide a secret door: the last section of a dead end (AHQ-E12). */
  deadEnds: { section: string; walls: Wall[] }[];
  stairs: { kind: 'out' | 'down'; section: string; cells: number[] }[];
  falseDoors: string[];
  /** Monsters met by the generation under way, and the section of the first. */
  found: string[];
  foundSection: string | null;
  closed: boolean;
  /** How often a section did not fit as rolled and something smaller took its place. */
  fallbacks: number;
  counters: { section: number; stub: number; chest: number };
}

export function tablesState(s: GameState): TablesState {
  if (!s.gen) throw new Error('the tables generator has not started: no dungeon state');
  return s.gen as TablesState;
}

export function newTablesState(quest: string): TablesState {
  return {
    quest, exits: {}, passages: [], rooms: [], deadEnds: [], stairs: [], falseDoors: [], found: [], foundSection: null,
    closed: false, fallbacks: 0, counters: { section: 0, stub: 0, chest: 0 },
  };
}
