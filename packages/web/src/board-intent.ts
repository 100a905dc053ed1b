// What a click (or Enter) on a square means, given the pending decision and the model picked (or
// the Dungeon Counter entry picked in the panel): pick a model, build an answer, or draft a
// monster placement. The client never decides what is
// legal: it builds the answer the click most plainly asks for and the engine accepts or refuses.
import type { Answer, Decision, View } from '@delve/engine';
import type { Key } from './i18n.ts';
import { cellKey, modelAt, type AttackAnswer, type LegalForModel } from './legal.ts';

export type Intent =
  | { kind: 'select'; model: string }
  | { kind: 'answer'; answer: Answer }
  /** An attack to confirm once its odds are shown. */
  | { kind: 'attack'; answer: AttackAnswer }
  | { kind: 'draft'; model: string; at: [number, number] }
  /** Why not, as a catalogue key (i18n.ts) and its words. */
  | { kind: 'none'; why: Key; params?: Record<string, string> }
  /** No legal answer is there: the answer the click plainly asks for, sent so that the engine,
   * refusing it, says why (a Death Zone on the way, too far, no line of sight…). */
  | { kind: 'why'; answer: Answer };

export interface Picked {
  /** The model picked on the board (act, place, nudge). */
  model: string | null;
  /** Monsters whose placement is drafted already (place, nudge). */
  drafted?: readonly string[];
}

function adjacent(a: { x: number; y: number }, b: { x: number; y: number }): boolean {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 1;
}

/** With the server's legal answers for the picked model: only what they allow, moves with their
 * paths; an attack goes to confirmation (its odds first). */
function legalIntent(v: View, me: { id: string; name: string; side: string; x: number; y: number }, legal: LegalForModel, x: number, y: number): Intent {
  const m = modelAt(v, x, y);
  const attacks = m ? legal.attacks.get(m.id) : undefined;
  if (attacks?.[0]) return { kind: 'attack', answer: attacks[0] };
  const open = legal.opens.get(y * v.map.width + x);
  if (open) return { kind: 'answer', answer: open };
  const path = legal.moves.get(cellKey(x, y));
  if (path) return { kind: 'answer', answer: { kind: 'move', model: me.id, to: [x, y], path } };
  if (m && m.id !== me.id && m.side !== me.side) return { kind: 'why', answer: adjacent(me, m) ? { kind: 'attack', model: me.id, target: m.id } : { kind: 'shoot', model: me.id, target: m.id } };
  if (m && m.id !== me.id) return { kind: 'none', why: 'intent.occupied', params: { name: m.name } };
  if (v.map.tiles[y * v.map.width + x] === '?') return { kind: 'none', why: 'intent.unexplored' };
  if (m) return { kind: 'none', why: 'intent.cannot', params: { name: me.name } };
  const door = v.map.doors.find((d) => d.cells.includes(y * v.map.width + x) && !d.open);
  if (door) return { kind: 'why', answer: { kind: 'door', model: me.id, door: door.id } };
  return { kind: 'why', answer: { kind: 'move', model: me.id, to: [x, y] } };
}

export function intentAt(v: View, d: Decision | null, picked: Picked, x: number, y: number, legal?: LegalForModel): Intent {
  if (!d) return { kind: 'none', why: 'intent.nothing' };
  const m = modelAt(v, x, y);
  const cell = y * v.map.width + x;
  switch (d.kind) {
    case 'act': {
      if (m && d.models.includes(m.id)) return { kind: 'select', model: m.id };
      const me = picked.model && d.models.includes(picked.model) ? v.models.find((q) => q.id === picked.model) : undefined;
      if (!me) return { kind: 'none', why: 'intent.pickFirst' };
      if (legal) return legalIntent(v, me, legal, x, y);
      if (m && m.side !== me.side) {
        return { kind: 'answer', answer: adjacent(me, m) ? { kind: 'attack', model: me.id, target: m.id } : { kind: 'shoot', model: me.id, target: m.id } };
      }
      if (m) return { kind: 'none', why: 'intent.occupied', params: { name: m.name } };
      const door = v.map.doors.find((dr) => dr.cells.includes(cell));
      if (door && !door.open) return { kind: 'answer', answer: { kind: 'door', model: me.id, door: door.id } };
      const chest = v.map.chests.find((c) => c.cell === cell && !c.open);
      if (chest) return { kind: 'answer', answer: { kind: 'chest', model: me.id, chest: chest.id } };
      if (v.map.tiles[cell] === '?') return { kind: 'none', why: 'intent.unexplored' };
      return { kind: 'answer', answer: { kind: 'move', model: me.id, to: [x, y] } };
    }
    case 'freeAttack':
    case 'fumbleVictim':
      if (m && d.options.includes(m.id)) return { kind: 'answer', answer: { kind: 'target', target: m.id } };
      return { kind: 'none', why: 'intent.chooseModels' };
    case 'newLeader':
      if (m && d.options.includes(m.id)) return { kind: 'answer', answer: { kind: 'leader', hero: m.id } };
      return { kind: 'none', why: 'intent.chooseHeroes' };
    case 'heroicDeal':
      if (m && d.heroes.includes(m.id)) return { kind: 'answer', answer: { kind: 'heroicDeal', hero: m.id } };
      return { kind: 'none', why: 'intent.chooseHeroes' };
    case 'sentryDoor':
      if (d.options.some((p) => p.x === x && p.y === y)) return { kind: 'answer', answer: { kind: 'sentryDoor', at: [x, y] } };
      return { kind: 'none', why: 'intent.chooseSquares' };
    case 'advance':
      if (d.to.x === x && d.to.y === y) return { kind: 'answer', answer: { kind: 'advance', advance: true } };
      return { kind: 'none', why: 'intent.advance' };
    case 'generator': {
      // Where a room or passage goes: its places are outlined; a click shows one (the next of
      // those over that square, click after click), a second click on the one shown places it.
      if (d.options.some((o) => optionRects(o).length > 0)) {
        const over = d.options.flatMap((o, i) => (optionRects(o).some((r) => x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h) ? [i] : []));
        if (over.length === 0) return { kind: 'none', why: 'intent.chooseSquares' };
        const shown = placePicked(picked.model);
        if (shown !== null && over.length === 1 && over[0] === shown) return { kind: 'answer', answer: { kind: 'generator', choice: shown } };
        const next = shown !== null && over.includes(shown) ? over[(over.indexOf(shown) + 1) % over.length]! : over[0]!;
        return { kind: 'select', model: placeKey(next) };
      }
      const choice = d.options.findIndex((o) => optionSquares(o).some(([ox, oy]) => ox === x && oy === y));
      if (choice >= 0) return { kind: 'answer', answer: { kind: 'generator', choice } };
      return { kind: 'none', why: d.options.some((o) => optionSquares(o).length > 0) ? 'intent.chooseSquares' : 'intent.panel' };
    }
    case 'dungeonCounter': {
      // The entry picked in the panel (DEC-30), then one of its squares.
      const offer = d.offers.find((o) => o.entry === picked.model);
      if (!offer) return { kind: 'none', why: 'intent.chooseCounter' };
      if (offer.squares.some((p) => p.x === x && p.y === y)) return { kind: 'answer', answer: { kind: 'dungeonCounter', entry: offer.entry, at: [x, y] } };
      return { kind: 'none', why: 'intent.chooseSquares' };
    }
    case 'placeMonsters':
    case 'nudgeMonsters':
      if (m && d.monsters.includes(m.id)) return { kind: 'select', model: m.id };
      if (picked.model && d.monsters.includes(picked.model)) return { kind: 'draft', model: picked.model, at: [x, y] };
      // Nothing picked: the next monster not yet placed goes there, so that a row of alike
      // monsters ("Skaven", "Skaven", "Skaven") is placed square by square on the board.
      if (d.kind === 'placeMonsters') {
        const next = d.monsters.find((id) => !picked.drafted?.includes(id));
        if (next) return { kind: 'draft', model: next, at: [x, y] };
      }
      return { kind: 'none', why: 'intent.pickMonster' };
    default:
      return { kind: 'none', why: 'intent.panel' };
  }
}

/** Squares and models the decision itself names, to highlight on the board; `picked`, what was
 * chosen in the panel (a Dungeon Counter entry: its squares alone). */
export function highlights(d: Decision | null, picked: string | null = null): { models: string[]; cells: [number, number][] } {
  if (!d) return { models: [], cells: [] };
  switch (d.kind) {
    case 'dungeonCounter': {
      const offers = d.offers.filter((o) => picked === null || o.entry === picked);
      return { models: [], cells: offers.flatMap((o) => o.squares.map((p) => [p.x, p.y] as [number, number])) };
    }
    case 'act': return { models: d.current ? [d.current] : d.models, cells: [] };
    case 'freeAttack': case 'fumbleVictim': case 'newLeader': return { models: d.options, cells: [] };
    case 'placeMonsters': case 'nudgeMonsters': return { models: d.monsters, cells: [] };
    case 'chestPick': case 'heroicDeal': return { models: d.heroes, cells: [] };
    case 'heroicPlay': return { models: [d.hero], cells: [] };
    case 'fate': case 'components': return { models: [d.model], cells: [] };
    case 'advance': return { models: [d.model], cells: [[d.to.x, d.to.y]] };
    case 'sentryDoor': return { models: [], cells: d.options.map((p) => [p.x, p.y]) };
    case 'generator': return { models: [], cells: d.options.flatMap(optionSquares) };
    default: return { models: [], cells: [] };
  }
}

/** The rectangles a generator option lays on the board: a room's place, a passage's pieces. */
export function optionRects(o: unknown): { x: number; y: number; w: number; h: number }[] {
  const isRect = (r: unknown): r is { x: number; y: number; w: number; h: number } =>
    !!r && typeof r === 'object' && ['x', 'y', 'w', 'h'].every((k) => typeof (r as Record<string, unknown>)[k] === 'number');
  if (isRect(o)) return [{ x: o.x, y: o.y, w: o.w, h: o.h }];
  const pieces = o && typeof o === 'object' ? (o as { pieces?: unknown }).pieces : undefined;
  return Array.isArray(pieces) ? pieces.filter(isRect).map((r) => ({ x: r.x, y: r.y, w: r.w, h: r.h })) : [];
}

/** A place shown on the board is kept as the picked "model", `place:N`. */
export function placeKey(i: number): string {
  return `place:${i}`;
}

export function placePicked(picked: string | null): number | null {
  const m = picked ? /^place:(\d+)$/.exec(picked) : null;
  return m ? Number(m[1]) : null;
}

/** The squares a generator option stands on, where it names any: a door's square, or the two
 * squares of a 2×1 door's place. Rooms' places and sections' sides are chosen in the panel. */
export function optionSquares(o: unknown): [number, number][] {
  const isSquare = (p: unknown): p is [number, number] => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number');
  if (isSquare(o)) return [o];
  const at = o && typeof o === 'object' ? (o as { at?: unknown }).at : undefined;
  return Array.isArray(at) && at.every(isSquare) ? at : [];
}
