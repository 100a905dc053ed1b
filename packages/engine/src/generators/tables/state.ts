// What the tables generator keeps in the game state (`s.gen`): serialisable, GM-only (DEC-17).
import type { PassageEnd } from '../../content-types.ts';
import type { GameState, Wall } from '../../types.ts';
import { genOf, newGenBase, type ExitBase, type GenBase } from '../common.ts';

/** N, E, S, W. */
export type Dir = 0 | 1 | 2 | 3;

/** A way on that nobody has taken yet: the stub of floor behind a door or beyond a junction
 * (an unrevealed section, so that the engine queues it when a door opens or a hero reaches it). */
export interface Exit extends ExitBase {
  fromKind: 'room' | 'passage';
  /** The stub's first square, and the direction away from where it was generated. */
  x: number;
  y: number;
  dir: Dir;
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

export interface TablesState extends GenBase<Exit> {
  quest: string;
  passages: PassageRecord[];
  rooms: RoomRecord[];
  /** Sections whose side walls may hide a secret door: the last section of a dead end (AHQ-E12). */
  deadEnds: { section: string; walls: Wall[] }[];
  stairs: { kind: 'out' | 'down'; section: string; cells: number[] }[];
}

export function tablesState(s: GameState): TablesState {
  return genOf<TablesState>(s, 'tables');
}

export function newTablesState(quest: string): TablesState {
  return { ...newGenBase<Exit>(), quest, passages: [], rooms: [], deadEnds: [], stairs: [] };
}
