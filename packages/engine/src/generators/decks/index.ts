// The 'decks' dungeon generator for `guilds`: the dungeon is laid card by card as it is explored
// (GLD-R01..R04, D01..D05, B01..B03, C05), through the engine's generator hooks, and the ruleset
// draws Dungeon, Wandering Monster and Treasure cards through its steps (GLD-T02, K01, K02, X08..X10).
// It must not import generator.ts or the ruleset step files (they import it).
import type { DungeonGenerator } from '../../generator.ts';
import type { GameState } from '../../types.ts';
import { addExit, behindFrame, doorSlots } from './place.ts';
import { decksState } from './state.ts';
import { findSecretDoor, stepCardDoorPlaced, stepCardDoors, stepCheckClosed, stepSecretDoorSquare, stepSentinelDoor, wayOnLeft } from './doors.ts';
import { stepExplore, stepFinish, stepGeneratePending, stepLay, stepPlay, stepStart } from './explore.ts';
import { stepDungeonCard, stepTreasureCard, stepWanderingMonsters } from './card-steps.ts';
import { setTiles } from '../tables/geometry.ts';
import { withTiles } from '../../tiles.ts';
import { wallAt } from '../common.ts';

export const decksGenerator: DungeonGenerator = {
  id: 'decks',
  explore() {
    throw new Error("the 'decks' generator explores through its own steps (the generatePending hook)");
  },
  /** A secret door found on the wall (GLD-X09); its finder chooses where along it (GLD-D04). */
  searchSecretDoor: (s, hero, sec, wall) => findSecretDoor(s, hero, sec, wall),
  /** Hidden treasure is the ruleset's d12 and the Treasure deck (GLD-X10): nothing is hidden in the map. */
  searchTreasure(_s, _hero, sec) {
    const t = sec.hiddenTreasure;
    sec.hiddenTreasure = null;
    return t && (t.gold > 0 || t.items.length > 0) ? t : null;
  },
  unexplored: (s) => wayOnLeft(s),
  predetermined: (s) => decksState(s).mode === 'map',
  /** A door the rules add (a Sentinel's section, GLD-C05) is made 2×1 (GLD-D05) and leads on. */
  doorAdded(s, doorId) {
    const door = s.map.doors[doorId]!;
    const c = door.cells[0]!;
    const x = c % s.map.width;
    const y = Math.floor(c / s.map.width);
    const on = wallAt(s, x, y);
    if (on) {
      const { sec, wall } = on;
      // Pretend the square is wall again to find a 2×1 place through it.
      const tiles = s.map.tiles;
      s.map.tiles = withTiles(tiles, [[c, '#']]);
      const slot = doorSlots(s, sec, [wall], false).find((d) => d.at.some(([ax, ay]) => ax === x && ay === y));
      s.map.tiles = tiles;
      if (!slot) {
        decksState(s).falseDoors.push(doorId);
        return;
      }
      const cells = slot.at.map(([ax, ay]) => ay * s.map.width + ax);
      setTiles(s.map, new Map(cells.map((k) => [k, 'D'])));
      for (const k of cells) s.map.doorAt[k] = doorId;
      door.cells = cells;
      const f = behindFrame(wall, slot.at);
      addExit(s, { via: 'door', from: sec.id, door: doorId, x: f.x, y: f.y, dir: f.dir });
    }
  },
  steps: {
    start: stepStart,
    generatePending: stepGeneratePending,
    explore: stepExplore,
    play: stepPlay,
    lay: stepLay,
    finish: stepFinish,
    cardDoors: stepCardDoors,
    cardDoorPlaced: stepCardDoorPlaced,
    sentinelDoor: stepSentinelDoor,
    secretDoorSquare: stepSecretDoorSquare,
    checkClosed: stepCheckClosed,
    wanderingMonsters: stepWanderingMonsters,
    dungeonCard: stepDungeonCard,
    treasureCard: stepTreasureCard,
  },
};


