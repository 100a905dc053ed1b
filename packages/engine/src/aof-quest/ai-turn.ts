// The AI's part of an `aof-quest` round (DEC-26): its units activate nearest to a hero first, each
// by the decision tree (AOF-I01, ai.ts) with its models keeping together (AOF-I02).
import type { Point } from '../geometry/points.ts';
import { emit, push, type StepHandler } from '../runtime.ts';
import { pickIndex } from '../rng.ts';
import { gapBetween, moveEnds } from './battlefield.ts';
import { attackOdds } from './attack.ts';
import { aiDecision, type AiUnit, placeGroup } from './ai.ts';
import type { AofState, AofUnit } from './state.ts';
import { type AttackContext, attackSpec, enemiesOf, hasRule, inch, live, moveInches, moveSpec, points, pt, standing, unitGap, unitsOf, weaponsFor } from './common.ts';
import { beginActivation } from './activation.ts';
import { moveModel, shoot } from './resolve.ts';
import { aiCast } from './skills.ts';
import { checkEnd } from './end.ts';

type H = StepHandler<AofState>;

// ---- the AI's part ------------------------------------------------------------------------------

export const aiTurn: H = (s) => {
  if (checkEnd(s)) return;
  s.phase = 'ai';
  const heroes = unitsOf(s, 'heroes').filter(standing).flatMap(points);
  const ai = unitsOf(s, 'ai').filter((u) => standing(u) && !u.activated);
  // Nearest to a standing hero first, measured now (DEC-26); equals in an order the dice draw.
  const keyed = ai.map((u) => ({ u, gap: heroes.length ? unitGap(points(u), heroes) : Infinity }));
  const order: string[] = [];
  while (keyed.length > 0) {
    let best = Infinity;
    for (const k of keyed) best = Math.min(best, k.gap);
    const tied = keyed.filter((k) => Math.abs(k.gap - best) <= 1e-9 || (best === Infinity && k.gap === Infinity));
    const pick = tied.length === 1 ? tied[0]! : tied[pickIndex(s.rng, tied.length)]!;
    order.push(pick.u.id);
    keyed.splice(keyed.indexOf(pick), 1);
  }
  s.aiQueue = order;
  push(s, { k: 'aiNext' });
};

export const aiNext: H = (s) => {
  if (checkEnd(s)) return;
  const id = s.aiQueue.shift();
  if (id === undefined) {
    push(s, { k: 'endRound' });
    return;
  }
  const u = s.units[id]!;
  if (standing(u) && !u.activated) push(s, { k: 'aiActivate', unit: u.id }, { k: 'aiNext' });
  else push(s, { k: 'aiNext' });
};

export const aiActivate: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  beginActivation(s, u, { k: 'aiAct', unit: u.id });
};

/** AOF-I01 for an AI unit, played by the engine (DEC-26). */
export const aiAct: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  push(s, { k: 'aiMove', unit: u.id }, { k: 'endActivation', unit: u.id });
  aiCast(s, u);
};

function aiView(s: AofState, u: AofUnit, immobile: boolean): AiUnit {
  const ranged = weaponsFor(s, u, false);
  const range = ranged.reduce((m, w) => Math.max(m, inch(s, w.range ?? 0)), 0);
  const spec = moveSpec(s, u, 0, false);
  return {
    id: u.id,
    models: points(u),
    advance: immobile ? 0 : moveInches(s, u, 'advance'),
    rush: immobile ? 0 : moveInches(s, u, 'rush'),
    range,
    shootDamage: (t) => potential(s, u, s.units[t]!, false),
    chargeDamage: (t) => potential(s, u, s.units[t]!, true),
    move: { flying: spec.flying, strider: spec.strider, crossesGaps: false, occupied: spec.occupied, noStop: spec.noStop },
  };
}

/** The damage a unit would deal to `t` with every model, shooting or after a charge (AOF-I01's
 * "more damage", compared in exact expected wounds, DEC-26). */
function potential(s: AofState, u: AofUnit, t: AofUnit, charge: boolean): number {
  const cx: AttackContext = { melee: charge, charging: charge, strikeBack: false, moved: !charge };
  let sum = 0;
  weaponsFor(s, u, charge).forEach((w, i) => {
    const spec = attackSpec(s, u, t, w, live(u).length, cx, 0, i === 0);
    sum += attackOdds(spec, live(t).length).meanWounds * spec.deadly;
  });
  return sum;
}

export const aiMove: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (!standing(u)) return;
  const immobile = hasRule(s, u, 'immobile');
  const enemies = enemiesOf(s, u).map((e) => ({ id: e.id, models: points(e) }));
  // One view a decision: each builds the occupancy and the 1" grid of the whole field.
  const view = aiView(s, u, immobile);
  const d = aiDecision({ bf: s.bf, unit: view, enemies, goals: s.mission.aiGoals.map((g) => ({ id: g.id, at: { x: g.at[0], y: g.at[1] } })), pick: (n) => pickIndex(s.rng, n) });
  const r = d.reason;
  const range = view.range;
  emit(s, {
    type: 'aofAi', unit: u.id, branch: r.branch, action: d.action,
    target: 'target' in r ? r.target : null, goal: 'goal' in r ? r.goal : null, range,
    shoot: r.branch === 'charge' ? Math.round(r.shoot * 100) / 100 : 0, charge: r.branch === 'charge' ? Math.round(r.charge * 100) / 100 : 0,
  });
  const leader = points(u)[0]!;
  const action = d.action;
  if (action !== 'hold' && (d.to.x !== leader.x || d.to.y !== leader.y)) {
    const inches = moveInches(s, u, action === 'advance' ? 'advance' : action === 'rush' ? 'rush' : 'charge');
    moveGroup(s, u, d.to, inches, action === 'charge', action === 'charge' && d.target ? s.units[d.target]! : null);
  }
  if (!standing(u)) return;
  if (r.branch === 'shoot' && d.target) shoot(s, u, s.units[d.target]!, action !== 'hold');
  if (action === 'charge' && d.target) push(s, { k: 'melee', unit: u.id, target: d.target });
};

/** Moves a unit: its leader to `to`, the others after it keeping together (AOF-I02); charging,
 * each comes into base contact with the target where it can (AOF-L01). */
function moveGroup(s: AofState, u: AofUnit, to: Point, inches: number, charging: boolean, target: AofUnit | null): void {
  const ms = live(u);
  const before = ms.map(pt);
  const spec = moveSpec(s, u, inches, charging);
  moveModel(s, u, ms[0]!, to, inches);
  if (before.length === 1) return;
  let places: Point[];
  if (charging && target) {
    places = [to];
    const tp = points(target);
    const taken = (x: number, y: number) => places.some((p) => p.x === x && p.y === y);
    for (const m of before.slice(1)) {
      const r = moveEnds(s.bf, m, { ...spec, occupied: (x, y) => spec.occupied(x, y) || taken(x, y), noStop: undefined });
      const options = [m, ...r.map((c) => ({ x: c % s.bf.size, y: Math.floor(c / s.bf.size) }))].filter((p) => p === m || !taken(p.x, p.y));
      const coherent = options.filter((p) => places.some((q) => gapBetween(p, q) <= inch(s, 1)) && places.every((q) => gapBetween(p, q) <= inch(s, 3)));
      const pool = coherent.length > 0 ? coherent : options;
      let best = pool[0]!;
      for (const p of pool) if (unitGap([p], tp) < unitGap([best], tp) - 1e-9) best = p;
      places.push(best);
    }
  } else {
    places = placeGroup(s.bf, before, to, spec, s.scale);
  }
  for (let i = 1; i < ms.length; i++) {
    const p = places[i]!;
    if (p.x === ms[i]!.x && p.y === ms[i]!.y) continue;
    moveModel(s, u, ms[i]!, p, inches);
  }
}
