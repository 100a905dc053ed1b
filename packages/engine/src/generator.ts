// The dungeon generator interface: where the rules say a section is generated (AHQ-E19, C06,
// C12), the engine asks the game's generator. The prepared-map generator reveals what a map
// already holds; table- and deck-driven generators plug in beside it.
import type { GameState, Model, Section, Wall } from './types.ts';
import { emit, nextId } from './runtime.ts';
import { doorSides, sectionAt } from './board.ts';
import { monsterModel } from './state.ts';

export type ExploreRequest =
  | { via: 'door'; door: string; by: string | null }
  | { via: 'junction'; section: string; by: string | null };

export interface DungeonGenerator {
  readonly id: string;
  /** Makes what lies behind a door or junction known; returns the monsters met there (unplaced). */
  explore(s: GameState, req: ExploreRequest): { sections: string[]; monsters: string[] };
  /** A search of one wall for secret doors (AHQ-E11): the id of a door found, or null. */
  searchSecretDoor(s: GameState, hero: Model, section: Section, wall: Wall): string | null;
  /** A search of a room for hidden treasure (AHQ-E13). */
  searchTreasure(s: GameState, hero: Model, section: Section): { gold: number; items: string[] } | null;
}

function reveal(s: GameState, sec: Section): string[] {
  sec.revealed = true;
  emit(s, { type: 'sectionRevealed', section: sec.id });
  const ids: string[] = [];
  for (const spec of sec.monsters) {
    const def = s.ctx.content.monsters[spec.type];
    if (!def) throw new Error(`section ${sec.id}: no monster '${spec.type}' in the content`);
    const id = spec.id ?? nextId(s, 'm');
    const m = monsterModel(def, id, -1, -1);
    m.status.away = true;
    m.home = sec.id;
    s.models[id] = m;
    s.order.push(id);
    ids.push(id);
  }
  sec.monsters = [];
  return ids;
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
      monsters.push(...reveal(s, sec));
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

export const GENERATORS: Readonly<Record<string, DungeonGenerator>> = { prepared: preparedGenerator };

export function generatorOf(s: GameState): DungeonGenerator {
  const id = s.ctx.header.setup.generator ?? 'prepared';
  const g = GENERATORS[id];
  if (!g) throw new Error(`no dungeon generator '${id}'`);
  return g;
}
