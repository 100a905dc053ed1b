// How an expedition went at its first lair: reached (revealed), and cleared (every monster met
// there dead). Used by the expedition test and the benchmark.
import type { GameState } from '@delve/engine';

export function firstLair(s: GameState): { reached: boolean; cleared: boolean } {
  const lair = s.map.sectionOrder.map((id) => s.map.sections[id]!).find((sec) => sec.revealed && sec.kind === 'room' && sec.type === 'lair');
  if (!lair) return { reached: false, cleared: false };
  const monsters = Object.values(s.models).filter((m) => m.side === 'monsters' && m.home === lair.id);
  return { reached: true, cleared: monsters.length > 0 && monsters.every((m) => m.status.dead) };
}
