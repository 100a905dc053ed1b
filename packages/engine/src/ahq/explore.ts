// Searches in `ahq` (AHQ-E11..E13): a room's hidden treasure, taken within what a hero may carry
// (AHQ-E09, E10), and secret doors where the rules allow them (AHQ-E12).
import type { GameState, Step } from '../types.ts';
import { emit } from '../runtime.ts';
import { generatorOf } from '../generator.ts';
import { model } from '../crawl/common.ts';
import { secretDoorPossible } from '../crawl/explore.ts';
import { carryRefusal, giveTo } from './chests.ts';

export function stepSearchTreasure(s: GameState, st: Step): void {
  const m = model(s, st.model as string);
  const sec = s.map.sections[st.section as string]!;
  sec.treasureSearched = true;
  const found = generatorOf(s).searchTreasure(s, m, sec);
  emit(s, { type: 'searched', model: m.id, kind: 'treasure', found: found !== null });
  if (!found) return;
  const gold = giveTo(s, m, 'gold', found.gold);
  // One at a time, so that each item counts against the limits of the ones taken before (AHQ-E10).
  const items: string[] = [];
  for (const it of found.items) {
    if (carryRefusal(s.ctx.content, m, it) !== null) continue;
    giveTo(s, m, it, 0);
    items.push(it);
  }
  emit(s, { type: 'treasureFound', model: m.id, gold, items });
}

export function stepSearchSecret(s: GameState, st: Step): void {
  const m = model(s, st.model as string);
  const sec = s.map.sections[st.section as string]!;
  const wall = st.wall as 'north' | 'east' | 'south' | 'west';
  sec.searchedWalls.push(wall);
  const door = secretDoorPossible(s, sec, wall) ? generatorOf(s).searchSecretDoor(s, m, sec, wall) : null;
  emit(s, { type: 'searched', model: m.id, kind: 'secret', wall, found: door !== null });
  if (door) {
    s.map.doors[door]!.found = true;
    emit(s, { type: 'secretDoorFound', door, by: m.id });
  }
}
