// What `facing` changes in the shared grid pieces (crawl/rules.ts `GridModule`): which squares a
// figure strikes (FAC-K02), blocking zones in place of Death Zones and control zones for stopping
// movement (FAC-B01..B04, DEC-16), the armour and shield that count by sector (FAC-K03) and the
// line of fire (FAC-L01).
import type { WeaponDef } from '../content-types.ts';
import type { GameState, Model } from '../types.ts';
import type { GridModule } from '../crawl/rules.ts';
import type { GridMove } from '../rules/movement.ts';
import type { Point } from '../geometry/points.ts';
import { active, blocksSight, modelsInOrder, occupancy, onBoard, sightBetween } from '../board.ts';
import { squaresBetween } from '../geometry/line-of-sight.ts';
import { ahead, facingOf, frontSquares, inArc, sectorOf } from './geometry.ts';

/** Whether `m` may use weapon `w` (FAC-E02): a hero lacking the weapon type's proficiency may not. */
export function proficient(s: GameState, m: Model, w: WeaponDef): boolean {
  if (!w.proficiency || m.side !== 'heroes') return true;
  const list = s.ctx.content.heroes[m.type]?.proficiencies;
  return !list || list.includes(w.proficiency);
}

/** A hero with a melee weapon it may use, and every monster with one (FAC-B01). */
export function hasBlockingZone(s: GameState, m: Model): boolean {
  if (!active(m)) return false;
  const weapons = s.ctx.content.weapons;
  for (const id of m.weapons) {
    const w = weapons[id];
    if (w?.kind === 'hand' && proficient(s, m, w)) return true;
  }
  return false;
}

/** The squares of `e`'s blocking zone (FAC-B01), on the map; none without one. */
export function blockingZone(s: GameState, e: Model): Point[] {
  if (!hasBlockingZone(s, e)) return [];
  return frontSquares(e, facingOf(e)).filter((p) => p.x >= 0 && p.y >= 0 && p.x < s.map.width && p.y < s.map.height);
}

/** The enemies whose blocking zones cover square `p` for a figure of `m`'s side. */
export function zonesOver(s: GameState, m: Model, p: Point): Model[] {
  const out: Model[] = [];
  for (const e of modelsInOrder(s)) {
    if (e.side === m.side || e === m || Math.abs(e.x - p.x) > 1 || Math.abs(e.y - p.y) > 1) continue;
    if (!hasBlockingZone(s, e)) continue;
    if (sectorOf(e, facingOf(e), p) === 'front' && (e.x !== p.x || e.y !== p.y)) out.push(e);
  }
  return out;
}

/** How far `e`'s usable hand weapons reach (FAC-R01): 1 for the adjacent squares; 0 without one. */
export function reachOf(s: GameState, e: Model): number {
  let reach = 0;
  const weapons = s.ctx.content.weapons;
  for (const id of e.weapons) {
    const w = weapons[id];
    if (w?.kind === 'hand' && proficient(s, e, w)) reach = Math.max(reach, w.reach ?? 1);
  }
  return reach;
}

/** The attacker a sweep is being struck for, by game: its blows pass figures on the way (FAC-R02).
 * Set only while the sweep's blow is being struck. */
const sweeping = new WeakMap<GameState, string>();

/** Whether weapon `w` of `e` strikes square `p` (FAC-K02, R01): the front sector beside it; with
 * reach, the squares of the arc ahead within reach whose line is clear of walls and, but for a
 * sweep's blows (FAC-R02), of figures. */
export function strikesWith(s: GameState, e: Model, w: WeaponDef, p: Point, throughFigures = sweeping.get(s) === e.id): boolean {
  const dx = Math.abs(e.x - p.x);
  const dy = Math.abs(e.y - p.y);
  const d = Math.max(dx, dy);
  if (d === 0 || d > (w.reach ?? 1) || w.kind !== 'hand' || !active(e) || !proficient(s, e, w)) return false;
  if (d === 1) {
    if (sectorOf(e, facingOf(e), p) !== 'front') return false;
    // Nothing is struck between two walls meeting at a corner.
    return !(dx === 1 && dy === 1 && blocksSight(s.map, p.x, e.y, e, p) && blocksSight(s.map, e.x, p.y, e, p));
  }
  if (!inArc(e, facingOf(e), p)) return false;
  if (!throughFigures) {
    const occ = occupancy(s);
    for (const q of squaresBetween(e, p)) if (occ.has(q.y * s.map.width + q.x)) return false;
  }
  return sightBetween(s, e, p, e.side, undefined, false) !== 'blocked';
}

function strikes(s: GameState, e: Model, p: Point): boolean {
  const d = Math.max(Math.abs(e.x - p.x), Math.abs(e.y - p.y));
  if (d === 0 || d > 1 && d > reachOf(s, e)) return false;
  const weapons = s.ctx.content.weapons;
  for (const id of e.weapons) {
    const w = weapons[id];
    if (w && strikesWith(s, e, w, p)) return true;
  }
  return false;
}

/** The enemies a sweep of `e`'s weapon `w` strikes besides `target` (FAC-R02): every one standing
 * in a square the weapon strikes, through figures where it reaches, in the game's order. */
export function sweptBy(s: GameState, e: Model, w: WeaponDef, target: Model): Model[] {
  return modelsInOrder(s).filter((m) => m !== target && m.side !== e.side && onBoard(m) && !m.status.dead && strikesWith(s, e, w, m, true));
}

/** Runs `strike` with `e`'s blows passing figures, as a sweep's do (FAC-R02). */
export function asSweep(s: GameState, e: Model, strike: () => void): void {
  sweeping.set(s, e.id);
  try {
    strike();
  } finally {
    sweeping.delete(s);
  }
}

function move(s: GameState, m: Model, g: GridMove): GridMove {
  if (s.turnKind !== 'combat') return g;
  const w = s.map.width;
  const stops: number[] = [];
  const holding: Model[] = [];
  for (const e of modelsInOrder(s)) {
    if (e.side === m.side) continue;
    const zone = blockingZone(s, e);
    for (const p of zone) {
      stops.push(p.y * w + p.x);
      if (p.x === m.x && p.y === m.y) holding.push(e);
    }
  }
  // Entering a zone spends the rest of the move (FAC-B03).
  if (holding.length === 0) return { ...g, stops };
  // Inside one: only straight back, away from each zone's figure, at one more point (FAC-B02,
  // B04): the step ahead of each of them, which must be the same step for all.
  const back = ahead(facingOf(holding[0]!));
  const agree = holding.every((e) => { const a = ahead(facingOf(e)); return a.x === back.x && a.y === back.y; });
  const to = { x: m.x + back.x, y: m.y + back.y };
  const baseExtra = g.extra;
  return {
    ...g,
    stops,
    firstStep: (x, y) => agree && x === to.x && y === to.y,
    extra: (x, y) => (baseExtra ? baseExtra(x, y) : 0) + (x === to.x && y === to.y ? 1 : 0),
  };
}

function defence(s: GameState, t: Model, from: Point): { armour: boolean; shield: boolean } {
  const sector = sectorOf(t, facingOf(t), from);
  if (sector === 'front') return { armour: true, shield: true };
  if (sector === 'rear') return { armour: false, shield: false };
  const c = s.ctx.content;
  const hand = c.heroes[t.type]?.shieldHand ?? c.monsters[t.type]?.shieldHand ?? 'left';
  return { armour: true, shield: hand === sector };
}

function fire(s: GameState, a: Model, t: Point, occ?: Map<number, Model>): ReturnType<GridModule['fire']> {
  if (!inArc(a, facingOf(a), t)) return 'blocked';
  // Figures no longer block or obscure a line of fire (FAC-L01): they may intercept instead.
  return sightBetween(s, a, t, a.side, occ, false);
}

export const FACING_RULES: GridModule = { strikes, strikesWith: (s, e, w, p) => strikesWith(s, e, w, p), move, defence, fire, zonesHold: false };
