// How an `aof-quest` action resolves: stat tests and power (AOF-G02, W01, A04), moving over
// dangerous ground (AOF-T03), shooting (AOF-S01..S03), Blast among several units (AOF-X05), melee
// (AOF-L01..L04), wounds (AOF-S03, S04, DEC-25) and falls (AOF-J02).
import type { Point } from '../geometry/points.ts';
import type { AofPowerReason, Step } from '../types.ts';
import { decide, emit, push, type StepHandler } from '../runtime.ts';
import { gapBetween, moveReach, moveTo } from './battlefield.ts';
import { allocateWounds, type AttackRoll, type AttackSpec, passes, rollAttack, rollBlocks, rollHits, rollToHit } from './attack.ts';
import { PASS_COST, payPower } from './power.ts';
import type { AofSkillStat } from './content-types.ts';
import { type AofModel, type AofState, type AofUnit, statOf } from './state.ts';
import { type AttackContext, attackPlan, attackSpec, cellOf, content, d6, enemiesOf, hasRule, impaired, inch, live, modifierTo, moveSpec, onField, points, pt, ruleValue, standing, unitGap, unitsOf } from './common.ts';
import { Q } from './questions.ts';
import { dangerous } from './activation.ts';

type H = StepHandler<AofState>;

// ---- stat tests and power ------------------------------------------------------------------------

/** A test step: on a pass `pass` runs, on a fail `fail`; a hero failing Str, Dex or Wil may pay
 * 2 power to pass (AOF-G02). */
export function test(u: AofUnit, stat: AofSkillStat | 'quality', pass: Step[], fail: Step[], modifier = 0): Step {
  return { k: 'test', unit: u.id, stat, pass, fail, modifier };
}

export const testStep: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const stat = st.stat as AofSkillStat | 'quality';
  const mod = (st.modifier as number) + impaired(u) + (stat === 'quality' ? 0 : modifierTo(s, u, stat));
  const need = statOf(u, stat);
  const face = d6(s)();
  const ok = passes(face, need, mod);
  emit(s, { type: 'aofTest', unit: u.id, stat, need, modifier: mod, faces: [face], passed: ok });
  if (ok) push(s, ...(st.pass as Step[]));
  else if (u.hero && stat !== 'quality' && standing(u)) {
    decide(s, { kind: 'choice', seat: u.seat!, question: Q.passTest, options: ['pay', 'fail'] }, { k: 'passAnswer', unit: u.id, pass: st.pass, fail: st.fail });
  } else push(s, ...(st.fail as Step[]));
};

export const passAnswer: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (st.option === 'pay') {
    spendPower(s, u, PASS_COST, 'pass-test');
    push(s, ...(st.pass as Step[]));
  } else push(s, ...(st.fail as Step[]));
};

/** Pays power (AOF-W01): short of it, the whole cost is taken as wounds (AOF-A04, DEC-15); a
 * Diseased hero takes a wound per power spent (AOF-U03). */
export function spendPower(s: AofState, u: AofUnit, cost: number, reason: AofPowerReason): void {
  const h = u.hero!;
  const m = u.models[0]!;
  const r = payPower({ power: h.power, wounds: m.wounds, toughness: u.toughness, str: h.str, dex: h.dex, wil: h.wil, statuses: u.statuses }, cost);
  const wounds = r.wounds - m.wounds;
  h.power = r.power;
  emit(s, { type: 'aofPower', unit: u.id, reason, cost, left: h.power, wounds, short: r.exhausted });
  if (wounds > 0) woundUnit(s, u, wounds, 1, null);
}

// ---- moving -------------------------------------------------------------------------------------

/** Moves model `i` of `u` to `to` by its cheapest way with `inches`; dangerous ground crossed
 * bites (AOF-T03). */
export function moveModel(s: AofState, u: AofUnit, m: AofModel, to: Point, inches: number): void {
  if (m.dead) return;
  const from = pt(m);
  if (from.x === to.x && from.y === to.y) return;
  // The square is chosen: only the way there counts, not where else it may stop (a charging spec
  // builds no 1" grid), and the search ends at `to`.
  const r = moveTo(s.bf, from, to, moveSpec(s, u, inches, true));
  const cost = r ? r.cost / 2 : gapBetween(from, to) + 1;
  m.x = to.x;
  m.y = to.y;
  emit(s, { type: 'aofMoved', unit: u.id, to, inches: cost });
  if (r?.dangerous && !hasRule(s, u, 'flying')) dangerous(s, u, 1);
}

// ---- shooting -----------------------------------------------------------------------------------

function shootTargets(s: AofState, u: AofUnit, moved: boolean): string[] {
  return enemiesOf(s, u).filter((t) => attackPlan(s, u, t, { melee: false, charging: false, strikeBack: false, moved }).length > 0).map((t) => t.id);
}

export const shootAsk: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (!standing(u)) return;
  const targets = shootTargets(s, u, st.moved as boolean);
  if (targets.length === 0) return;
  decide(s, { kind: 'choice', seat: u.seat!, question: Q.shoot, options: [...targets, 'none'] }, { k: 'shootAnswer', unit: u.id, moved: st.moved });
};

export const shootAnswer: H = (s, st) => {
  if (st.option === 'none') return;
  s.act!.attacked = true;
  shoot(s, s.units[st.unit as string]!, s.units[st.option as string]!, st.moved as boolean);
};

/** Every ranged weapon of every model in range fires at `t` (AOF-S01..S03). */
export function shoot(s: AofState, u: AofUnit, t: AofUnit, moved: boolean): void {
  resolveAttacks(s, u, t, { melee: false, charging: false, strikeBack: false, moved });
}

function resolveAttacks(s: AofState, u: AofUnit, t: AofUnit, cx: AttackContext, only?: (w: string) => boolean): void {
  for (const p of attackPlan(s, u, t, cx)) {
    if (only && !only(p.weapon.id)) continue;
    if (!standing(t)) break;
    if (p.weapon.rules?.limited) {
      if (u.hero) u.hero.used.push(p.weapon.id);
      else u.tried.push(`weapon:${p.weapon.id}`);
    }
    const near = p.spec.blast > 1 ? blastNeighbours(s, t) : [];
    if (near.length > 0) {
      // Blast among several units (AOF-X05): the hits are split evenly between them.
      const w = p.weapon;
      blastSplit(s, u, t, near, p.spec, (x) => attackSpec(s, u, x, w, 1, cx), w.id, cx.melee, 0);
      continue;
    }
    const roll = rollAttack(p.spec, live(t).length, d6(s));
    emit(s, { type: 'aofAttack', unit: u.id, target: t.id, weapon: p.weapon.id, melee: cx.melee, toHit: roll.toHit, impact: roll.impact, hits: roll.hits, blocks: roll.blocks, regeneration: roll.regeneration, wounds: roll.wounds });
    if (roll.wounds > 0) {
      const dealt = woundUnit(s, t, roll.wounds, p.spec.deadly, points(u)[0] ?? null);
      if (cx.melee && dealt > 0) s.hurt[t.id]!.fear += ruleValue(s, u, 'fear');
    }
  }
}

/** The other units of `t`'s side standing with a model within 3" of one of `t`'s, nearest first
 * (AOF-X05). */
export function blastNeighbours(s: AofState, t: AofUnit): AofUnit[] {
  const tp = points(t);
  return unitsOf(s, t.side)
    .filter((o) => o.id !== t.id && standing(o) && unitGap(points(o), tp) <= inch(s, 3) + 1e-9)
    .sort((a, b) => unitGap(points(a), tp) - unitGap(points(b), tp));
}

/** Blast on a unit with others within 3" (AOF-X05): each hit is multiplied by X, capped by the
 * models of the target and of the units within 3" of it; the hits are dealt in turn to the target
 * and each of those units, so that they are split as evenly as they can be, and each unit blocks
 * its own with its own Defense. */
export function blastSplit(s: AofState, u: AofUnit | null, t: AofUnit, near: AofUnit[], spec: AttackSpec, specFor: (x: AofUnit) => AttackSpec, weapon: string, melee: boolean, autoHits: number): void {
  const units = [t, ...near];
  const tp = points(t);
  const cap = live(t).length + near.reduce((n, o) => n + live(o).filter((m) => unitGap([pt(m)], tp) <= inch(s, 3) + 1e-9).length, 0);
  const first: AttackRoll = { toHit: [], impact: [], hits: 0, blocks: [], regeneration: [], wounds: 0 };
  const hits = rollToHit(spec, cap, d6(s), first, autoHits);
  const shares: number[][] = units.map(() => []);
  hits.forEach((ap, i) => shares[i % units.length]!.push(ap));
  units.forEach((x, i) => {
    if (shares[i]!.length === 0 && i > 0) return;
    const roll: AttackRoll = i === 0 ? first : { toHit: [], impact: [], hits: 0, blocks: [], regeneration: [], wounds: 0 };
    const xs = specFor(x);
    rollBlocks(xs, shares[i]!, d6(s), roll);
    emit(s, { type: 'aofAttack', unit: u?.id ?? x.id, target: x.id, weapon, melee, toHit: roll.toHit, impact: roll.impact, hits: roll.hits, blocks: roll.blocks, regeneration: roll.regeneration, wounds: roll.wounds });
    if (roll.wounds > 0) woundUnit(s, x, roll.wounds, xs.deadly, u ? points(u)[0] ?? null : null);
  });
}

/** Lands `wounds` on `u` (AOF-S03, DEC-25, X09); a hero who would be killed is unconscious
 * instead (AOF-S04). Returns the wounds that landed. */
export function woundUnit(s: AofState, u: AofUnit, wounds: number, deadly: number, from: Point | null): number {
  if (wounds <= 0 || !standing(u)) return 0;
  const before = live(u);
  const models = before.map((m) => ({ id: m.id, wounds: m.wounds, toughness: u.toughness, gap: from ? gapBetween(from, pt(m)) : 0 }));
  const r = allocateWounds(models, wounds, deadly);
  let landed = 0;
  for (const m of before) {
    const w = r.wounds[m.id]!;
    if (w === m.wounds) continue;
    landed += w - m.wounds;
    m.wounds = w;
    const down = w >= u.toughness;
    if (down && u.hero) u.hero.unconscious = true;
    else if (down) m.dead = true;
    emit(s, { type: 'aofWounds', unit: u.id, model: m.id, wounds: w, left: Math.max(0, u.toughness - w), killed: down && !u.hero, unconscious: down && !!u.hero });
  }
  const h = (s.hurt[u.id] ??= { wounds: 0, fear: 0 });
  h.wounds += landed;
  if (u.hero?.unconscious) u.shaken = false;
  return landed;
}

// ---- melee --------------------------------------------------------------------------------------

export const melee: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const t = s.units[st.target as string]!;
  if (!standing(u) || !standing(t)) return;
  // The defenders move up to 3" into contact (AOF-L01).
  defendersClose(s, t, u);
  // Counter weapons strike first when charged (AOF-X08).
  const counter = (w: string) => content(s).weapons[w]?.rules?.counter === true;
  resolveAttacks(s, t, u, { melee: true, charging: false, strikeBack: true, moved: false }, counter);
  if (standing(u) && standing(t)) resolveAttacks(s, u, t, { melee: true, charging: true, strikeBack: false, moved: true });
  // Strike back (AOF-L03): Shaken strikes as fatigued (AOF-O03); then fatigued (AOF-L04).
  if (standing(u) && standing(t)) {
    resolveAttacks(s, t, u, { melee: true, charging: false, strikeBack: true, moved: false }, (w) => !counter(w));
  }
  if (onField(t) && !t.hero?.unconscious) t.fatigued = true;
  u.fatigued = true;
  // Neither destroyed: the chargers move back to 1" apart where they can (AOF-L03).
  if (standing(u) && standing(t)) separate(s, u, t);
};

function defendersClose(s: AofState, t: AofUnit, u: AofUnit): void {
  if (hasRule(s, t, 'immobile')) return;
  const up = points(u);
  for (let i = 0; i < live(t).length; i++) {
    const m = live(t)[i]!;
    if (up.some((q) => Math.max(Math.abs(q.x - m.x), Math.abs(q.y - m.y)) === 1)) continue;
    const r = moveReach(s.bf, pt(m), moveSpec(s, t, inch(s, 3), true));
    let best: Point | null = null;
    let bestGap = unitGap([pt(m)], up);
    for (const c of r.ends) {
      const p = { x: c % s.bf.size, y: Math.floor(c / s.bf.size) };
      const g = unitGap([p], up);
      if (g < bestGap - 1e-9) {
        best = p;
        bestGap = g;
      }
    }
    if (best) moveModel(s, t, m, best, inch(s, 3));
  }
}

function separate(s: AofState, u: AofUnit, t: AofUnit): void {
  const tp = points(t);
  const apart = inch(s, 1);
  for (let i = 0; i < live(u).length; i++) {
    const m = live(u)[i]!;
    if (unitGap([pt(m)], tp) >= apart - 1e-9) continue;
    const spec = moveSpec(s, u, inch(s, 3), true);
    const r = moveReach(s.bf, pt(m), spec);
    let best: Point | null = null;
    for (const c of r.ends) {
      const p = { x: c % s.bf.size, y: Math.floor(c / s.bf.size) };
      if (unitGap([p], tp) < apart - 1e-9) continue;
      if (!best || r.cost(c) < r.cost(cellOf(s, best.x, best.y))) best = p;
    }
    if (best) {
      m.x = best.x;
      m.y = best.y;
      emit(s, { type: 'aofMoved', unit: u.id, to: best, inches: r.cost(cellOf(s, best.x, best.y)) / 2 });
    }
  }
}
/** Falling 2" or more (AOF-J02): a model of a unit of several dies while others remain; the
 * last one, or a single model, takes 1 hit with AP(1 per full 3"). */
export function fall(s: AofState, u: AofUnit, model: string, inches: number): void {
  emit(s, { type: 'aofFell', unit: u.id, model, inches });
  const m = u.models.find((q) => q.id === model)!;
  if (live(u).length > 1) {
    m.wounds = u.toughness;
    m.dead = true;
    emit(s, { type: 'aofWounds', unit: u.id, model, wounds: m.wounds, left: 0, killed: true, unconscious: false });
    (s.hurt[u.id] ??= { wounds: 0, fear: 0 }).wounds += 1;
    return;
  }
  const spec = plainSpec(u, Math.floor(inches / 3), s);
  const roll = rollHits(spec, 1, 1, d6(s));
  emit(s, { type: 'aofAttack', unit: u.id, target: u.id, weapon: 'fall', melee: false, toHit: [], impact: [], hits: roll.hits, blocks: roll.blocks, regeneration: roll.regeneration, wounds: roll.wounds });
  if (roll.wounds > 0) woundUnit(s, u, roll.wounds, 1, null);
  if (s.act && s.act.unit === u.id) s.act.over = true;
}

export function plainSpec(t: AofUnit, ap: number, s: AofState, rules: Partial<Pick<AttackSpec, 'blast' | 'deadly' | 'bane' | 'rending' | 'unstoppable'>> = {}): AttackSpec {
  return {
    attacks: 0, quality: 7, hitModifier: 0, sixesOnly: false, extraOnSix: 0, impact: 0, ap, rending: rules.rending ?? false,
    bane: rules.bane ?? false, unstoppable: rules.unstoppable ?? false, blast: rules.blast ?? 1, deadly: rules.deadly ?? 1,
    defense: t.defense, cover: false, defenseModifier: impaired(t) + modifierTo(s, t, 'defense'), regeneration: hasRule(s, t, 'regeneration'),
  };
}
