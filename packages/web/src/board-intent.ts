// What a click (or Enter) on a square means, given the pending decision and the model picked:
// pick a model, build an answer, or draft a monster placement. The client never decides what is
// legal: it builds the answer the click most plainly asks for and the engine accepts or refuses.
import type { Answer, Decision, ModelView, View } from '@delve/engine';

export type Intent =
  | { kind: 'select'; model: string }
  | { kind: 'answer'; answer: Answer }
  | { kind: 'draft'; model: string; at: [number, number] }
  | { kind: 'none'; why: string };

export interface Picked {
  /** The model picked on the board (act, place, nudge). */
  model: string | null;
}

function modelAt(v: View, x: number, y: number): ModelView | undefined {
  // A knocked-out model may share its square; the standing one is the one clicked.
  const here = v.models.filter((m) => m.x === x && m.y === y && !m.left);
  return here.find((m) => !m.ko) ?? here[0];
}

function adjacent(a: { x: number; y: number }, b: { x: number; y: number }): boolean {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 1;
}

export function intentAt(v: View, d: Decision | null, picked: Picked, x: number, y: number): Intent {
  if (!d) return { kind: 'none', why: 'Nothing for you to decide now.' };
  const m = modelAt(v, x, y);
  const cell = y * v.map.width + x;
  switch (d.kind) {
    case 'act': {
      if (m && d.models.includes(m.id)) return { kind: 'select', model: m.id };
      const me = picked.model && d.models.includes(picked.model) ? v.models.find((q) => q.id === picked.model) : undefined;
      if (!me) return { kind: 'none', why: 'Pick one of your models first.' };
      if (m && m.side !== me.side) {
        return { kind: 'answer', answer: adjacent(me, m) ? { kind: 'attack', model: me.id, target: m.id } : { kind: 'shoot', model: me.id, target: m.id } };
      }
      if (m) return { kind: 'none', why: `${m.name} stands there.` };
      const door = v.map.doors.find((dr) => dr.cells.includes(cell));
      if (door && !door.open) return { kind: 'answer', answer: { kind: 'door', model: me.id, door: door.id } };
      const chest = v.map.chests.find((c) => c.cell === cell && !c.open);
      if (chest) return { kind: 'answer', answer: { kind: 'chest', model: me.id, chest: chest.id } };
      if (v.map.tiles[cell] === '?') return { kind: 'none', why: 'That square is unexplored.' };
      return { kind: 'answer', answer: { kind: 'move', model: me.id, to: [x, y] } };
    }
    case 'freeAttack':
    case 'fumbleVictim':
      if (m && d.options.includes(m.id)) return { kind: 'answer', answer: { kind: 'target', target: m.id } };
      return { kind: 'none', why: 'Choose one of the highlighted models.' };
    case 'newLeader':
      if (m && d.options.includes(m.id)) return { kind: 'answer', answer: { kind: 'leader', hero: m.id } };
      return { kind: 'none', why: 'Choose one of the highlighted heroes.' };
    case 'sentryDoor':
      if (d.options.some((p) => p.x === x && p.y === y)) return { kind: 'answer', answer: { kind: 'sentryDoor', at: [x, y] } };
      return { kind: 'none', why: 'Choose one of the highlighted squares.' };
    case 'advance':
      if (d.to.x === x && d.to.y === y) return { kind: 'answer', answer: { kind: 'advance', advance: true } };
      return { kind: 'none', why: 'Click the highlighted square to advance, or answer in the panel.' };
    case 'placeMonsters':
    case 'nudgeMonsters':
      if (m && d.monsters.includes(m.id)) return { kind: 'select', model: m.id };
      if (picked.model && d.monsters.includes(picked.model)) return { kind: 'draft', model: picked.model, at: [x, y] };
      return { kind: 'none', why: 'Pick a monster, then its square.' };
    default:
      return { kind: 'none', why: 'Answer in the panel.' };
  }
}

/** Squares and models the decision itself names, to highlight on the board. */
export function highlights(d: Decision | null): { models: string[]; cells: [number, number][] } {
  if (!d) return { models: [], cells: [] };
  switch (d.kind) {
    case 'act': return { models: d.current ? [d.current] : d.models, cells: [] };
    case 'freeAttack': case 'fumbleVictim': case 'newLeader': return { models: d.options, cells: [] };
    case 'placeMonsters': case 'nudgeMonsters': return { models: d.monsters, cells: [] };
    case 'chestPick': return { models: d.heroes, cells: [] };
    case 'fate': case 'components': return { models: [d.model], cells: [] };
    case 'advance': return { models: [d.model], cells: [[d.to.x, d.to.y]] };
    case 'sentryDoor': return { models: [], cells: d.options.map((p) => [p.x, p.y]) };
    default: return { models: [], cells: [] };
  }
}
