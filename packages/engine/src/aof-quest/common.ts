// What the `aof-quest` rules ask of the state again and again: units on the field, distances at
// the battlefield's scale (AOF-P02), sight between units, rules and modifiers a unit has now
// (its own, its items', its buffs'), how it moves, and the attack a unit would make on another
// (the spec that `attack.ts` rolls or solves exactly).
import type { Point } from '../geometry/points.ts';
import { rollDie } from '../rng.ts';
import { emit } from '../runtime.ts';
import { gapBetween, heightAt, inCoverFrom, kindAt, sightOn, takenIn, type MoveSpec } from './battlefield.ts';
import { attackOdds, weaponFlags, type AofAttackOdds, type AttackSpec } from './attack.ts';
import type { AofContent, AofFlagRule, AofParamRule, AofRoll, AofWeaponDef } from './content-types.ts';
import { aofContent, type AofModel, type AofState, type AofUnit } from './state.ts';

export const content = (s: AofState): AofContent => aofContent(s.ctx);

/** Inches of the rules at this battlefield's scale (AOF-P02). */
export const inch = (s: AofState, x: number): number => x * s.scale;

export const d6 = (s: AofState) => (): number => rollDie(s.rng, 6);

export const live = (u: AofUnit): AofModel[] => u.models.filter((m) => !m.dead);
export const pt = (m: AofModel): Point => ({ x: m.x, y: m.y });

/** On the battlefield: deployed, with a model left, not gone off it. */
export const onField = (u: AofUnit): boolean => u.deployed && live(u).length > 0 && !u.hero?.escaped;
/** A hero or unit that may act and be targeted: on the field, not unconscious (AOF-S04). */
export const standing = (u: AofUnit): boolean => onField(u) && !u.hero?.unconscious;

export function unitsOf(s: AofState, side: 'heroes' | 'ai'): AofUnit[] {
  return s.order.map((id) => s.units[id]!).filter((u) => u.side === side);
}

/** The units `u` fights: for a hero the AI's units on the field; for the AI the heroes standing
 * (unconscious ones are ignored, AOF-S04). */
export function enemiesOf(s: AofState, u: AofUnit): AofUnit[] {
  return unitsOf(s, u.side === 'heroes' ? 'ai' : 'heroes').filter(standing);
}

export function unitGap(a: readonly Point[], b: readonly Point[]): number {
  let best = Infinity;
  for (const p of a) for (const q of b) best = Math.min(best, gapBetween(p, q));
  return best;
}

export const points = (u: AofUnit): Point[] => live(u).map(pt);

export function sees(s: AofState, a: readonly Point[], b: readonly Point[]): boolean {
  return a.some((p) => b.some((q) => sightOn(s.bf, p, q) !== 'blocked'));
}

export function cellOf(s: AofState, x: number, y: number): number {
  return y * s.bf.size + x;
}

/** Every model square, cell → unit id. */
export function occupancy(s: AofState): Map<number, string> {
  const out = new Map<number, string>();
  for (const id of s.order) {
    const u = s.units[id]!;
    if (!onField(u)) continue;
    for (const m of live(u)) out.set(cellOf(s, m.x, m.y), id);
  }
  return out;
}

/** A model rule the unit has now: its own, its hero's equipment's, its buffs'. */
export function hasRule(s: AofState, u: AofUnit, id: AofFlagRule): boolean {
  if (u.rules[id]) return true;
  if (u.buffs.some((b) => b.rules[id])) return true;
  const c = content(s);
  return (u.hero?.items ?? []).some((it) => {
    const d = c.items[it];
    return d?.kind === 'equipment' && d.rules?.[id] === true;
  });
}

export function ruleValue(s: AofState, u: AofUnit, id: AofParamRule): number {
  let v = u.rules[id] ?? 0;
  for (const b of u.buffs) v = Math.max(v, b.rules[id] ?? 0);
  return v;
}

/** The sum of the modifiers a unit has to `roll` now (equipment, buffs; AOF-U04 is apart). */
export function modifierTo(s: AofState, u: AofUnit, roll: AofRoll): number {
  const c = content(s);
  const matches = (r: AofRoll) => r === roll || (r === 'hit' && (roll === 'melee-hit' || roll === 'shooting-hit'));
  let v = 0;
  for (const b of u.buffs) for (const m of b.modifiers) if (matches(m.roll)) v += m.by;
  for (const it of u.hero?.items ?? []) {
    const d = c.items[it];
    if (d?.kind === 'equipment') for (const m of d.modifiers ?? []) if (matches(m.roll)) v += m.by;
  }
  return v;
}

/** Impaired: -1 to all stat rolls (AOF-U04). */
export const impaired = (u: AofUnit): number => (u.statuses.includes('impaired') ? -1 : 0);

/** Weapons the unit carries: its own and those its hero found. */
export function weaponsOf(s: AofState, u: AofUnit): AofWeaponDef[] {
  const c = content(s);
  const ids = [...u.weapons];
  for (const it of u.hero?.items ?? []) {
    const d = c.items[it];
    if (d?.kind === 'weapon' && d.weapon) ids.push(d.weapon);
  }
  return ids.map((w) => c.weapons[w]).filter((w): w is AofWeaponDef => Boolean(w));
}

/** A Limited weapon (AOF-X18) already used this mission is spent. */
export function usable(u: AofUnit, w: AofWeaponDef): boolean {
  return !(w.rules?.limited && (u.hero?.used.includes(w.id) ?? false)) && !(w.rules?.limited && u.tried.includes(`weapon:${w.id}`));
}

export type MoveAction = 'advance' | 'rush' | 'charge';

/** Inches of a move (AOF-A02) with Fast and Slow (AOF-X10, X24) and Crippled (AOF-U02), scaled. */
export function moveInches(s: AofState, u: AofUnit, action: MoveAction): number {
  let base = action === 'advance' ? 6 : 12;
  if (hasRule(s, u, 'fast')) base += action === 'advance' ? 2 : 4;
  if (hasRule(s, u, 'slow')) base -= action === 'advance' ? 2 : 4;
  if (u.statuses.includes('crippled')) base /= 2;
  return inch(s, Math.max(0, base));
}

/** How a model of `u` moves: what stops it (other models), where it may not stop (within 1" of
 * another unit, unless charging: AOF-M01), Flying and Strider (AOF-X13, X26), heroes' gap steps. */
export function moveSpec(s: AofState, u: AofUnit, inches: number, charging: boolean, extraTaken?: (x: number, y: number) => boolean): MoveSpec {
  const g = groundGrids(s);
  const size = s.bf.size;
  const occ = g.occ;
  const noStop = charging ? undefined : nearOthers(s, g, u);
  if (extraTaken === undefined) {
    return {
      inches,
      flying: hasRule(s, u, 'flying'),
      strider: hasRule(s, u, 'strider'),
      crossesGaps: u.side === 'heroes',
      occupied: takenIn(occ, size),
      noStop,
    };
  }
  return {
    inches,
    flying: hasRule(s, u, 'flying'),
    strider: hasRule(s, u, 'strider'),
    crossesGaps: u.side === 'heroes',
    // Every model stands in the way, the unit's own too (a move starts on its model's square and
    // never comes back to it).
    occupied: (x, y) => occ[y * size + x] === 1 || extraTaken(x, y),
    noStop,
  };
}

/** The squares models stand on, one byte a square, and each unit's squares within 1" of the
 * others' models, made for where the models stand (`cells`, unit by unit in the state's order)
 * and kept while they stand there: an AI activation asks for them three times or more (its view,
 * its move, its leader's way) with no model moved between, and each made them again, the 1" grid
 * a look at 25 squares round every model (docs/performance.md). A grid is never changed once
 * handed out: a spec made before a model moved reads the squares as they were. */
interface GroundGrids {
  cells: Int32Array;
  occ: Uint8Array;
  near: Map<string, (x: number, y: number) => boolean>;
}

const GROUND = new WeakMap<AofState, GroundGrids>();

function groundGrids(s: AofState): GroundGrids {
  // Where the models stand now: each unit on the field as -1 - its place in the order, then its
  // live models' cells.
  const size = s.bf.size;
  let n = 0;
  for (let i = 0; i < s.order.length; i++) {
    const o = s.units[s.order[i]!]!;
    if (!onField(o)) continue;
    if (n + 1 + o.models.length > CELLS.length) {
      const grown = new Int32Array(2 * (n + 1 + o.models.length));
      grown.set(CELLS);
      CELLS = grown;
    }
    CELLS[n++] = -1 - i;
    for (const m of o.models) if (!m.dead) CELLS[n++] = m.y * size + m.x;
  }
  const kept = GROUND.get(s);
  if (kept && kept.cells.length === n) {
    let i = 0;
    while (i < n && kept.cells[i] === CELLS[i]) i++;
    if (i === n) return kept;
  }
  const cells = CELLS.slice(0, n);
  const occ = new Uint8Array(size * size);
  for (let i = 0; i < n; i++) if (cells[i]! >= 0) occ[cells[i]!] = 1;
  const g: GroundGrids = { cells, occ, near: new Map() };
  GROUND.set(s, g);
  return g;
}

/** An object that stays the same while no model moves, comes or goes: what is worked out from
 * where the models stand may be kept by it (a hero's move listing, `heroReach`). */
export function whereModelsStand(s: AofState): object {
  return groundGrids(s);
}

/** Where the models stand, written afresh at each ask. */
let CELLS = new Int32Array(256);

/** Whether a square is within 1" of a model of a unit other than `u` (AOF-M01), as a look-up into
 * a grid made once for where the models stand. */
function nearOthers(s: AofState, g: GroundGrids, u: AofUnit): (x: number, y: number) => boolean {
  const hit = g.near.get(u.id);
  if (hit) return hit;
  const others: Point[] = [];
  for (const id of s.order) {
    const o = s.units[id]!;
    if (o.id === u.id || !onField(o)) continue;
    for (const m of o.models) if (!m.dead) others.push({ x: m.x, y: m.y });
  }
  const f = nearGrid(s, others, inch(s, 1));
  g.near.set(u.id, f);
  return f;
}

/** Whether a square is within `near` of any of `points`, as a look-up into a grid made once. */
function nearGrid(s: AofState, pts: readonly Point[], near: number): (x: number, y: number) => boolean {
  const size = s.bf.size;
  const grid = new Uint8Array(size * size);
  const around = nearOffsets(near);
  for (const p of pts) {
    for (let i = 0; i < around.length; i += 2) {
      const x = p.x + around[i]!;
      const y = p.y + around[i + 1]!;
      if (x < 0 || y < 0 || x >= size || y >= size) continue;
      grid[y * size + x] = 1;
    }
  }
  return (x, y) => grid[y * size + x] === 1;
}

/** The steps (dx, dy) from a square to those within `near` of it, found once for each `near`:
 * the gap depends on them alone. */
function nearOffsets(near: number): readonly number[] {
  let out = OFFSETS.get(near);
  if (out) return out;
  out = [];
  const r = Math.ceil(near) + 1;
  for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) if (gapBetween({ x: 0, y: 0 }, { x: dx, y: dy }) <= near + 1e-9) out.push(dx, dy);
  OFFSETS.set(near, out);
  return out;
}

const OFFSETS = new Map<number, number[]>();

/** Passable ground a model may stand on. */
export function standable(s: AofState, x: number, y: number): boolean {
  const k = kindAt(s.bf, x, y);
  return k !== null && k !== 'blocker' && k !== 'gap';
}

/** Melee reach: a gap of 2" at most and 4" of height at most between the squares (AOF-L02). */
export function inReach(s: AofState, a: Point, b: Point): boolean {
  return gapBetween(a, b) <= inch(s, 2) + 1e-9 && Math.abs(heightAt(s.bf, a) - heightAt(s.bf, b)) <= 4;
}

export interface AttackContext {
  melee: boolean;
  charging: boolean;
  strikeBack: boolean;
  /** Moved before shooting this activation (Indirect, AOF-X17). */
  moved: boolean;
}

/** The models of `a` that strike or fire `w` at `t` now: within reach in melee; in range and
 * in sight (or Indirect) when shooting (AOF-S01, L02, X17). */
export function attackers(s: AofState, a: AofUnit, t: AofUnit, w: AofWeaponDef, melee: boolean): AofModel[] {
  const tp = points(t);
  return live(a).filter((m) => {
    const p = pt(m);
    if (melee) return tp.some((q) => inReach(s, p, q));
    const range = inch(s, w.range ?? 0);
    const indirect = w.rules?.indirect === true;
    return tp.some((q) => gapBetween(p, q) <= range + 1e-9 && (indirect || sightOn(s.bf, p, q) !== 'blocked'));
  });
}

/** The spec of `a`'s attack with `w` on `t` (AOF-S01..S02, L02, L04, T01, X03..X29, U04). */
export function attackSpec(s: AofState, a: AofUnit, t: AofUnit, w: AofWeaponDef, count: number, cx: AttackContext, counterModels = 0, withImpact = true): AttackSpec {
  const f = weaponFlags(w.rules);
  const from = count > 0 ? points(a) : points(a);
  const tp = points(t);
  const gap = unitGap(from, tp);
  const far = gap > inch(s, 9) + 1e-9;
  let hitMod = impaired(a) + modifierTo(s, a, cx.melee ? 'melee-hit' : 'shooting-hit');
  if (cx.melee && cx.charging && hasRule(s, a, 'thrust')) hitMod += 1;
  if (!cx.melee && far && live(t).length > 0 && hasRule(s, t, 'stealth')) hitMod -= 1;
  if (!cx.melee && f.indirect && cx.moved) hitMod -= 1;
  let extra = f.surge ? 1 : 0;
  if (cx.melee && cx.charging && hasRule(s, a, 'furious')) extra += 1;
  if (!cx.melee && far && hasRule(s, a, 'relentless')) extra += 1;
  let impact = 0;
  if (cx.melee && cx.charging && withImpact && !a.fatigued) impact = Math.max(0, ruleValue(s, a, 'impact') * live(a).length - counterModels);
  // Cover: most models of the target in cover from the nearest shooter (AOF-T01); Indirect ignores
  // sight obstructions but not cover stood in (AOF-X17); Blast ignores cover (AOF-X05, in attack.ts).
  let cover = false;
  if (!cx.melee) {
    const shooter = from.length > 0 ? from.reduce((b, p) => (unitGap([p], tp) < unitGap([b], tp) ? p : b)) : tp[0]!;
    const inCover = tp.filter((q) => (f.indirect ? kindAt(s.bf, q.x, q.y) === 'cover' : inCoverFrom(s.bf, shooter, q))).length;
    cover = inCover * 2 > tp.length;
  }
  const reliable = f.reliable || hasRule(s, a, 'reliable');
  return {
    attacks: w.attacks * count,
    quality: reliable ? 2 : a.quality,
    hitModifier: hitMod,
    sixesOnly: cx.melee && (a.fatigued || (cx.strikeBack && a.shaken)),
    extraOnSix: extra,
    impact,
    ap: f.ap + (cx.melee && cx.charging && hasRule(s, a, 'thrust') ? 1 : 0),
    rending: f.rending,
    bane: f.bane,
    unstoppable: f.unstoppable,
    blast: f.blast,
    deadly: f.deadly,
    defense: t.defense,
    cover,
    defenseModifier: impaired(t) + modifierTo(s, t, 'defense'),
    regeneration: hasRule(s, t, 'regeneration'),
  };
}

/** Melee or ranged weapons of a unit that it may use now. */
export function weaponsFor(s: AofState, u: AofUnit, melee: boolean): AofWeaponDef[] {
  return weaponsOf(s, u).filter((w) => (melee ? w.range === undefined : w.range !== undefined) && usable(u, w));
}

/** Exact odds of each weapon of `a` against `t` now, Deadly first (AOF-X09). */
export function attackPlan(s: AofState, a: AofUnit, t: AofUnit, cx: AttackContext): { weapon: AofWeaponDef; spec: AttackSpec; models: number }[] {
  const out: { weapon: AofWeaponDef; spec: AttackSpec; models: number }[] = [];
  const counter = cx.melee && cx.charging ? live(t).filter((m) => weaponsFor(s, t, true).some((w) => w.rules?.counter) && points(a).some((p) => inReach(s, p, pt(m)))).length : 0;
  let impactGiven = false;
  const ws = weaponsFor(s, a, cx.melee).sort((x, y) => (y.rules?.deadly ?? 1) - (x.rules?.deadly ?? 1));
  for (const w of ws) {
    const by = attackers(s, a, t, w, cx.melee);
    if (by.length === 0) continue;
    const spec = attackSpec(s, a, t, w, by.length, cx, counter, !impactGiven);
    if (spec.impact > 0) impactGiven = true;
    out.push({ weapon: w, spec, models: live(t).length });
  }
  return out;
}

/** Expected wounds of an attack plan (AOF-I01's "more damage", DEC-26). */
export function expectedWounds(plan: ReturnType<typeof attackPlan>): number {
  let sum = 0;
  for (const p of plan) sum += attackOdds(p.spec, p.models).meanWounds * p.spec.deadly;
  return sum;
}

export function oddsOf(plan: ReturnType<typeof attackPlan>): AofAttackOdds[] {
  return plan.map((p) => attackOdds(p.spec, p.models));
}

export function emitTo(s: AofState, e: Parameters<typeof emit>[1]): void {
  emit(s, e);
}
