// Exploration pieces the grid rulesets share: what an opened door or a reached junction queues for
// generation (AHQ-E19, C12, GLD-X05), the hidden traps a path runs into (AHQ-E14), and a chest
// opened and shown to all.
import type { Chest, GameState, Model, Step } from '../types.ts';
import { cellOf, doorSides, sectionAt, tileAt } from '../board.ts';
import { emit } from '../runtime.ts';
import type { Point } from '../geometry/points.ts';

/** Opening a door whose far side is unexplored queues it for generation (AHQ-E19, C12). */
export function queueDoor(s: GameState, doorId: string): void {
  const unexplored = doorSides(s.map, doorId).some((p) => {
    const sec = sectionAt(s.map, p.x, p.y);
    return sec !== null && !sec.revealed;
  });
  if (unexplored && !s.toGenerate.some((g) => g.door === doorId)) {
    s.toGenerate.push({ via: 'door', door: doorId, section: null, at: s.phaseIndex });
  }
}

/** A hero that ends next to an unexplored passage without a door between has reached a junction. */
export function queueJunctions(s: GameState, m: Model): void {
  for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
    const x = m.x + dx;
    const y = m.y + dy;
    const t = tileAt(s.map, x, y);
    if (t !== '.' && t !== '<') continue;
    const sec = sectionAt(s.map, x, y);
    if (sec && !sec.revealed && !s.toGenerate.some((g) => g.section === sec.id)) {
      s.toGenerate.push({ via: 'junction', door: null, section: sec.id, at: s.phaseIndex });
    }
  }
}

/** The first square of the path where a hidden trap waits on a square never entered (AHQ-E14). */
export function trapOnPath(s: GameState, m: Model, path: readonly Point[]): { index: number; trap: string } | null {
  if (m.side !== 'heroes') return null;
  // The traps still hidden, found once rather than at every square: most paths meet none.
  let hidden: string[] | null = null;
  for (const id in s.map.traps) {
    const t = s.map.traps[id]!;
    if (!t.spotted && t.chest === null) (hidden ??= []).push(id);
  }
  if (hidden === null) return null;
  for (let i = 0; i < path.length; i++) {
    const cell = cellOf(s.map, path[i]!.x, path[i]!.y);
    if (s.map.entered[cell]) continue;
    for (const id of hidden) if (s.map.traps[id]!.cell === cell) return { index: i, trap: id };
  }
  return null;
}

/** The chest of an `openChest` step opened and its contents shown; null when it held nothing, or
 * the chest and its opener, for the ruleset to share what it holds. */
export function openChest(s: GameState, st: Step): { chest: Chest; by: Model } | null {
  const chest = s.map.chests[st.chest as string]!;
  const by = s.models[st.model as string]!;
  chest.open = true;
  emit(s, { type: 'chestOpened', chest: chest.id, by: by.id, gold: chest.gold, items: [...chest.items] });
  return chest.gold === 0 && chest.items.length === 0 ? null : { chest, by };
}
