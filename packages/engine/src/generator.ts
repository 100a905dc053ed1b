// The dungeon generator interface: where the rules say a section is generated (AHQ-E19, C06,
// C12), the engine asks the game's generator. The prepared-map generator reveals what a map
// already holds; table- and deck-driven generators plug in beside it.
import type { GameState, Model, Section, Wall } from './types.ts';
import type { StepHandler } from './runtime.ts';
import { doorSides, sectionAt } from './board.ts';
import { revealSection } from './generators/reveal.ts';
import { tablesGenerator } from './generators/tables/index.ts';
import { decksGenerator } from './generators/decks/index.ts';

export type ExploreRequest =
  | { via: 'door'; door: string; by: string | null }
  | { via: 'junction'; section: string; by: string | null };

export interface DungeonGenerator {
  readonly id: string;
  /** Makes what lies behind a door or junction known; returns the monsters met there (unplaced). */
  explore(s: GameState, req: ExploreRequest): { sections: string[]; monsters: string[] };
  /** A search of one wall for secret doors (AHQ-E11): the id of a door found, or null. It may
   * push a step of its own that runs right after the search, such as the finder's choice of where
   * along the wall the door goes (GLD-D04). */
  searchSecretDoor(s: GameState, hero: Model, section: Section, wall: Wall): string | null;
  /** A search of a room for hidden treasure (AHQ-E13). */
  searchTreasure(s: GameState, hero: Model, section: Section): { gold: number; items: string[] } | null;
  /** Told of a door the rules add outside generation (a Sentry's room, AHQ-C05). */
  doorAdded?(s: GameState, door: string): void;
  /** Whether some of the dungeon is still to be generated (it is not cleared until it is all known). */
  unexplored?(s: GameState): boolean;
  /** The dungeon is a predetermined quest map known only to the GM: the rules add no door to it
   * (the Sentinel's door of GLD-C05 is not placed on such maps). */
  predetermined?(s: GameState): boolean;
  /** The generator's own rules steps, run as `{ k: 'gen', g: NAME, … }` (`stepGenerator`). A step
   * may pose a 'generator' decision, `decide(s, { kind: 'generator', seat, question, options },
   * { k: 'gen', g: NAME, … })`: the answer comes back to that step as `choice`, the index of the
   * option chosen. Steps named as hooks replace the engine's default work: `start` runs before the
   * first turn, `generatePending` generates what was queued (AHQ-E19, C12), `searchSecret` is a
   * search for secret doors (AHQ-E11). */
  readonly steps?: Readonly<Record<string, StepHandler>>;
}

export const preparedGenerator: DungeonGenerator = {
  id: 'prepared',
  explore(s, req) {
    const sections: string[] = [];
    const monsters: string[] = [];
    const targets: Section[] = [];
    if (req.via === 'door') {
      for (const p of doorSides(s.map, req.door)) {
        const sec = sectionAt(s.map, p.x, p.y);
        if (sec && !sec.revealed && !targets.includes(sec)) targets.push(sec);
      }
    } else {
      const sec = s.map.sections[req.section];
      if (sec && !sec.revealed) targets.push(sec);
    }
    for (const sec of targets) {
      sections.push(sec.id);
      monsters.push(...revealSection(s, sec));
    }
    return { sections, monsters };
  },
  searchSecretDoor(s, _hero, sec, wall) {
    const map = s.map;
    for (const id in map.doors) {
      const d = map.doors[id]!;
      if (!d.secret || d.found) continue;
      const onWall = d.cells.some((c) => {
        const x = c % map.width;
        const y = Math.floor(c / map.width);
        const inX = x >= sec.x && x < sec.x + sec.w;
        const inY = y >= sec.y && y < sec.y + sec.h;
        switch (wall) {
          case 'north': return inX && y === sec.y - 1;
          case 'south': return inX && y === sec.y + sec.h;
          case 'west': return inY && x === sec.x - 1;
          case 'east': return inY && x === sec.x + sec.w;
        }
      });
      if (onWall) return id;
    }
    return null;
  },
  searchTreasure(_s, _hero, sec) {
    const t = sec.hiddenTreasure;
    if (!t || (t.gold === 0 && t.items.length === 0)) return null;
    sec.hiddenTreasure = null;
    return t;
  },
};

export const GENERATORS: Readonly<Record<string, DungeonGenerator>> = { prepared: preparedGenerator, tables: tablesGenerator, decks: decksGenerator };

export function generatorOf(s: GameState): DungeonGenerator {
  const id = s.ctx.header.setup.generator ?? 'prepared';
  const g = GENERATORS[id];
  if (!g) throw new Error(`no dungeon generator '${id}'`);
  return g;
}

/** Runs one of the game's generator's own steps (`{ k: 'gen', g: NAME, … }`). */
export function stepGenerator(s: GameState, st: { k: string; [field: string]: unknown }): void {
  const h = generatorOf(s).steps?.[st.g as string];
  if (!h) throw new Error(`the '${generatorOf(s).id}' generator has no step '${String(st.g)}'`);
  h(s, st);
}

/** The engine's step `fallback`, unless the game's generator has a step of that name (a hook). */
export function hooked(name: string, fallback: StepHandler): StepHandler {
  return (s, st) => (generatorOf(s).steps?.[name] ?? fallback)(s, st);
}
