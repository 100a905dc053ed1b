// Revealing a section: the heroes may now see it (DEC-17), and the monsters waiting there come into
// play, unplaced until the surprise roll says who places them (AHQ-C04).
import type { GameState, Section } from '../types.ts';
import { emit, nextId } from '../runtime.ts';
import { monsterModel, numberMonster } from '../state.ts';
import { levelContent, monsterStrength, scaleBand } from '../crawl/difficulty.ts';

/** Reveals `sec`; returns the ids of the monsters met there, as many as the level brings. */
export function revealSection(s: GameState, sec: Section): string[] {
  sec.revealed = true;
  emit(s, { type: 'sectionRevealed', section: sec.id });
  const ids: string[] = [];
  // As many as the game's difficulty level brings (crawl/difficulty.ts).
  const level = levelContent(s);
  const monsters = s.ctx.content.monsters;
  const band = scaleBand(sec.monsters, level.band, (type) => monsters[type]?.role,
    level.keepWeakest ? (type) => monsterStrength(monsters[type]?.profile) : undefined);
  for (const spec of band) {
    const def = s.ctx.content.monsters[spec.type];
    if (!def) throw new Error(`section ${sec.id}: no monster '${spec.type}' in the content`);
    const id = spec.id ?? nextId(s, 'm');
    const m = monsterModel(def, id, -1, -1);
    m.status.away = true;
    m.home = sec.id;
    s.models[id] = m;
    s.order.push(id);
    numberMonster(s, m);
    ids.push(id);
  }
  sec.monsters = [];
  return ids;
}
