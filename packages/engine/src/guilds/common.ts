// Rule helpers the `guilds` files share: what a model threatens (control zones, GLD-Z01, A01, A02),
// the weapon it strikes with, the WS table (GLD-A03), combat movement (DEC-04) and corpses (GLD-M01).
import type { WeaponDef } from '../content-types.ts';
import type { GameState, Model } from '../types.ts';
import { blocksSight, cellOf, doorAtCell, modelsInOrder, onBoard } from '../board.ts';
import type { Point } from '../geometry/points.ts';
import * as zones from '../rules/zones.ts';
import { handWeapons } from '../crawl/common.ts';
import { gridModule } from '../crawl/rules.ts';

/** Whether the weapon reaches a diagonal square: diagonal and Great weapons (GLD-M04, Z01). */
function reachesDiagonal(w: WeaponDef): boolean {
  return w.diagonal === true || w.great === true;
}

function inDoorway(s: GameState, p: Point): boolean {
  return doorAtCell(s.map, cellOf(s.map, p.x, p.y)) !== null;
}

/** Whether `e` can strike square `p` hand-to-hand, which is also its control zone (GLD-Z01):
 * the 4 orthogonal squares, the diagonal ones too with a diagonal or Great weapon (GLD-M04, A01),
 * but never diagonally through a doorway (GLD-A02) or between two walls. */
export function threatens(s: GameState, e: Model, p: Point): boolean {
  // A module played on top (the front sector and reach, FAC-K02, R01) says instead.
  const mod = gridModule(s);
  if (mod) return mod.strikes(s, e, p);
  const dx = Math.abs(e.x - p.x);
  const dy = Math.abs(e.y - p.y);
  if (dx > 1 || dy > 1 || (dx === 0 && dy === 0)) return false;
  const weapons = s.ctx.content.weapons;
  let reach = 0;
  for (const id of e.weapons) {
    const w = weapons[id];
    if (w?.kind !== 'hand') continue;
    reach = Math.max(reach, reachesDiagonal(w) ? 2 : 1);
  }
  if (reach === 0) return false;
  if (dx === 1 && dy === 1) {
    if (reach === 1) return false;
    if (inDoorway(s, e) || inDoorway(s, p)) return false;
    if (blocksSight(s.map, p.x, e.y, e, p) && blocksSight(s.map, e.x, p.y, e, p)) return false;
  }
  return true;
}

/** The square a model struck with its own hand-to-hand attack since its side's phase began, as a
 * cell index (GLD-Z02). It lives with the activation, which its side's next phase renews; the
 * `Activation` type has no field for it, so it is read and written here only. */
type Struck = { struck?: number };

export function struckCell(m: Model): number | undefined {
  return (m.act as Struck).struck;
}

/** The model has attacked `target` (its declared attack, or the extra one a critical grants): from
 * now until its side's next phase its zone covers that square alone, and holds `target` (GLD-Z02, Z03). */
export function markStruck(s: GameState, m: Model, target: Model): void {
  (m.act as Struck).struck = target.y * s.map.width + target.x;
  m.focus = target.id;
}

/** Whether square `p` lies in `e`'s control zone (GLD-Z01, Z02): the squares it can strike, but once
 * it has attacked only the square it attacked, even after that target has fallen or left. */
export function controls(s: GameState, e: Model, p: Point): boolean {
  if (!threatens(s, e, p)) return false;
  const struck = struckCell(e);
  return struck === undefined || struck === p.y * s.map.width + p.x;
}

/** The weapon used against `target`: the strongest hand weapon that reaches it. */
export function strikingWeapon(s: GameState, a: Model, target: Point): WeaponDef | null {
  // A module that says which squares are struck (FAC-K02): none where it says no.
  const mod = gridModule(s);
  if (mod && !mod.strikes(s, a, target)) return null;
  // ...and the hand weapons that strike the square (reach, FAC-R01).
  const diagonal = a.x !== target.x && a.y !== target.y && !mod;
  let best: WeaponDef | null = null;
  for (const w of handWeapons(s, a)) {
    if (diagonal && !reachesDiagonal(w)) continue;
    if (mod && !mod.strikesWith(s, a, w, target)) continue;
    if (!best || w.damage > best.damage) best = w;
  }
  return best;
}

/** The d12 needed to hit hand-to-hand: the pack's WS table, else the rule of thumb (GLD-A03, DEC-18). */
export function wsNeed(s: GameState, attacker: Model, target: Model): number {
  const c = s.ctx.content;
  if (c.wsTable && c.wsTable.length > 0) {
    const row = c.wsTable[Math.min(attacker.profile.ws, c.wsTable.length) - 1]!;
    return row[Math.min(target.profile.ws, row.length) - 1]!;
  }
  const t = c.hitTable;
  return Math.min(t.max, Math.max(t.min, t.base - (attacker.profile.ws - target.profile.ws)));
}

/** Lowest to-hit face that is a critical (GLD-A04) and highest that is a critical failure (GLD-A05). */
export function criticalOn(w: WeaponDef): number {
  return w.criticalOn ?? 12;
}

export function fumbleOn(s: GameState, w: WeaponDef): number {
  return w.fumbleOn ?? s.ctx.content.hitTable.fumble;
}

/** Movement points in a combat turn: half Speed, halves kept (DEC-04, GLD-C07). */
export function combatMove(m: Model): number {
  return m.profile.speed / 2;
}

/** Corpses on a square: slain models, and knocked-down heroes, who lie there as corpses (GLD-W02). */
export function corpsesAt(s: GameState, x: number, y: number): number {
  let n = 0;
  for (const m of modelsInOrder(s)) {
    if (m.x !== x || m.y !== y || m.status.left || m.status.away) continue;
    if (m.status.dead || (m.status.ko && onBoard(m))) n++;
  }
  return n;
}

/** Extra cost of a square for its corpses: +0.5 each, at most +1.5 (GLD-M01). */
export function corpseCost(n: number): number {
  return Math.min(1.5, n * 0.5);
}

/** An enemy's control zone holds this model (GLD-Z02, Z04). */
export function held(s: GameState, m: Model): boolean {
  return zones.inFocusedZone(s, m);
}

/** An enemy's control zone covers `m`: it holds `m`, or it holds no one yet and `m` lies in it, as a
 * knocked-down hero may, whom no zone holds (GLD-W04, Z02, Z03). */
export function controlled(s: GameState, m: Model): boolean {
  if (held(s, m)) return true;
  return modelsInOrder(s).some((e) => e.side !== m.side && onBoard(e) && !e.status.ko && e.focus === null && controls(s, e, m));
}

/** The enemies whose zones hold `m`. */
export function holders(s: GameState, m: Model): Model[] {
  return modelsInOrder(s).filter((e) => e.side !== m.side && e.focus === m.id && onBoard(e) && !e.status.ko);
}

export function updateFocus(s: GameState, mover: Model | null): void {
  zones.updateFocus(s, mover, controls);
}

export function refreshFocus(s: GameState): void {
  zones.refreshFocus(s, controls);
}

export function zoneStops(s: GameState, mover: Model): number[] {
  return zones.zoneStops(s, mover, controls);
}
