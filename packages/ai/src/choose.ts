// Scoring the strikes both sides share: hand-to-hand and ranged attacks by the engine's exact odds,
// damage spells by their expected wounds, free-attack targets. The GM AI and the hero bots use the
// same arithmetic with their own side's view.
import { cunningOf } from './gm/cunning.ts';
import { planGain, plannedTarget, planning } from './gm/plan.ts';
import type { Answer, AttackOdds, ModelView } from '@delve/engine';
import { chebyshev, pointOf, type Board, type Pt } from './board.ts';
import type { Situation } from './situation.ts';

export interface Scored {
  answer: Answer;
  value: number;
}

/** The id of lowest `rank`, the first in id order among equals: what sorting by rank then id
 * would put first, with each id ranked once. */
export function lowestRanked(ids: readonly string[], rank: (id: string) => number): string {
  let best = ids[0]!;
  if (ids.length < 2) return best;
  let bestRank = rank(best);
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i]!;
    const r = rank(id);
    if (r < bestRank || (r === bestRank && id < best)) {
      best = id;
      bestRank = r;
    }
  }
  return best;
}

/** The highest-valued choice; ties keep the first, which callers list in a stable order. */
export function pick(xs: readonly (Scored | null)[]): Scored | null {
  let best: Scored | null = null;
  for (const s of xs) if (s && (!best || s.value > best.value)) best = s;
  return best;
}

/** Worth of a blow (or, `shot`, a shot) by `m` at `t` with odds `o`. */
export function strikeValue(x: Situation, m: ModelView, t: ModelView, o: AttackOdds, shot: boolean): number {
  let value = x.t.attackValue(x.c, o, m, t);
  // A ranged fumble may strike a friend standing near the target (AHQ-C31, GLD-S06).
  if (shot) value -= o.friendlyFire * 2;
  if (x.side !== 'monsters') return value;
  const cunning = cunningOf(x.s);
  // A blow that may take a hero out of the fight weighs as the GM's cunning has it (gm/cunning.ts):
  // a story GM spreads its blows, a deadly one goes for the kill.
  // Monsters attack whom they can see (AHQ-C02): a blow worth striking stays worth striking.
  if (cunning.kill !== 1) {
    const adjusted = value + (cunning.kill - 1) * (o.kill + o.knockOut) * x.t.worth(x.c, t);
    value = value > 0 ? Math.max(adjusted, 0.05 * value) : adjusted;
  }
  // What it starts that the monsters still to act can finish (gm/plan.ts).
  const plan = planning(x);
  if (plan > 0) value += plan * planGain(x, m, t, o.dealt);
  // A KO'd hero is no threat now; finishing it is worth less than striking one still fighting.
  if (t.ko) value *= cunning.finishFallen;
  return value;
}

/** The best hand-to-hand attack or shot among the legal answers. */
export function bestAttack(x: Situation, m: ModelView, legal: readonly Answer[]): Scored | null {
  let best: Scored | null = null;
  for (const a of legal) {
    if (a.kind !== 'attack' && a.kind !== 'shoot') continue;
    const t = x.b.byId.get(a.target);
    if (!t) continue;
    const weapon = a.kind === 'shoot' ? a.weapon : undefined;
    // The engine's exact odds; an estimate where the ruleset gives none.
    const o = x.odds.odds(m.id, a.target, weapon) ?? x.t.estimate(x.c, m, t, weapon);
    if (!o) continue;
    const value = strikeValue(x, m, t, o, a.kind === 'shoot');
    if (!best || value > best.value) best = { answer: a, value };
  }
  // The hero the phase's plan gives this monster's blow (gm/plan.ts), where it is among them.
  if (best && x.side === 'monsters' && planning(x) > 0) {
    const t = plannedTarget(x, m);
    const a = t === null ? undefined : legal.find((l) => l.kind === 'attack' && l.target === t);
    if (a && a !== best.answer) best = { answer: a, value: best.value };
  }
  return best;
}

/** The best push (a whole turn, `guilds`): worth it when it frees a fallen friend from a foe or
 * the pusher is much the stronger; a failed push on a foe gives it a free attack. */
export function bestPush(x: Situation, m: ModelView, legal: readonly Answer[]): Scored | null {
  let best: Scored | null = null;
  for (const a of legal) {
    if (a.kind !== 'push') continue;
    const t = x.b.byId.get(a.target);
    if (!t || t.side === m.side || t.ko) continue;
    const p = x.t.pushOdds(m, t);
    let gain = 0.3;
    for (const f of x.friends) if (f.ko && chebyshev(f, t) === 1) gain += x.t.worth(x.c, f) * 0.4;
    const back = x.odds.odds(t.id, m.id) ?? x.t.estimate(x.c, t, m);
    const cost = back ? Math.max(0, x.t.attackValue(x.c, back, t, m)) : 1;
    const value = p * gain - (1 - p) * cost;
    if (value > 0 && (!best || value > best.value)) best = { answer: a, value };
  }
  return best;
}

/** A foe stands next to `m`: a control zone may hold it. */
export function held(x: Situation, m: ModelView): boolean {
  return x.foes.some((f) => !f.ko && chebyshev(f, m) === 1);
}

/** The worth of trying a move from where a foe holds `m`: a failed Speed check (`guilds`) leaves it
 * where it stands with its turn over. */
export function tryMove(x: Situation, m: ModelView, moveValue: number, stay: number): number {
  const risk = held(x, m) ? x.t.leaveRisk(m) : 0;
  return risk > 0 ? (1 - risk) * moveValue + risk * stay : moveValue;
}

/** Expected worth of a damage spell on its target square: every foe in the radius counts, every
 * friend there counts against it, and an Intelligence test may fail (AHQ-C40). */
export function castValue(x: Situation, m: ModelView, spellId: string, targetId: string): number {
  const sp = x.c.spells[spellId];
  const t = x.b.byId.get(targetId);
  if (!sp || !t || sp.effect.kind !== 'damage') return 0;
  const radius = sp.effect.radius ?? 0;
  let v = 0;
  for (const o of [...x.foes, ...x.friends]) {
    if (o.id !== t.id && (radius === 0 || chebyshev(o, t) > radius)) continue;
    const e = x.t.spellWounds(x.c, sp, o);
    const left = o.wounds === null ? o.maxWounds : o.wounds + (o.side === 'heroes' ? 1 : 0);
    const kill = Math.min(1, e / Math.max(1, left)) ** 2;
    const worth = e + kill * x.t.worth(x.c, o);
    v += o.side === m.side ? -1.5 * worth : worth;
  }
  if (sp.intelligenceTest) v *= Math.min(1, m.profile.intelligence / 12);
  // Components are few (AHQ-C36): a spell should do more than a plain blow would.
  return v - 0.6 * sp.components.length;
}

export function bestCast(x: Situation, m: ModelView, legal: readonly Answer[]): Scored | null {
  let best: Scored | null = null;
  for (const a of legal) {
    if (a.kind !== 'cast') continue;
    const value = castValue(x, m, a.spell, a.target);
    if (value > 0 && (!best || value > best.value)) best = { answer: a, value };
  }
  return best;
}

/** A free attack after a critical (AHQ-C19): the target most worth striking. */
export function freeAttackTarget(x: Situation, attacker: string, options: readonly string[]): Answer {
  const m = x.b.byId.get(attacker);
  let best = options[0]!;
  let bestV = -Infinity;
  for (const id of options) {
    const t = x.b.byId.get(id);
    const o = m && t ? x.odds.odds(attacker, id) : null;
    const v = o && t ? x.t.attackValue(x.c, o, m!, t) : 0;
    if (v > bestV) {
      bestV = v;
      best = id;
    }
  }
  return { kind: 'target', target: best };
}

/** Whom a fumbled shot hits (AHQ-C31): the one whose loss hurts this seat's side least. */
export function fumbleVictim(x: Situation, options: readonly string[]): Answer {
  let best = options[0]!;
  let bestV = Infinity;
  for (const id of options) {
    const m = x.b.byId.get(id);
    if (!m) continue;
    const left = m.wounds ?? m.maxWounds;
    // A friend hit is a loss; a foe hit is a gain.
    const v = (m.side === x.side ? 1 : -1) * (x.t.worth(x.c, m) / Math.max(1, left));
    if (v < bestV) {
      bestV = v;
      best = id;
    }
  }
  return { kind: 'target', target: best };
}

/** How a decision values squares, cheaply and in full (`bestSquare`). A class per kind of
 * decision, not a pair of functions made at each: V8 keeps the code it compiles for a function
 * made afresh at every call only while one made there is alive, and compiles it again after every
 * full collection. */
export interface SquareValues {
  cheap(p: Pt): number;
  full(p: Pt): number;
}

/** The best of many squares (cells of board `b`): all ranked by the cheap value, the leaders by
 * the full one. With `fullAtMost` (the full value never exceeds the cheap one: it only takes
 * away), a square whose cheap value does not beat the best full value so far cannot win, nor can
 * any ranked after it: the search stops there, with the answer it would have reached anyway. */
export function bestSquare(b: Board, cells: readonly number[], values: SquareValues, keep: number, fullAtMost = false): { item: number | null; value: number } {
  // The `keep` leaders by cheap value, best first and, between equals, in the items' order: kept
  // in place as the items go by, not by sorting them all. An entry goes in by moving those after it
  // one place on, the last falling off when `keep` are kept already: no `splice`, which makes a
  // list of what it removes at every call.
  const top: number[] = [];
  const topV: number[] = [];
  let kept = 0;
  for (let i = 0; i < cells.length; i++) {
    const v = values.cheap(pointOf(b, cells[i]!));
    let k = kept;
    while (k > 0 && topV[k - 1]! < v) k--;
    if (k >= keep) continue;
    if (kept < keep) kept++;
    for (let j = kept - 1; j > k; j--) {
      top[j] = top[j - 1]!;
      topV[j] = topV[j - 1]!;
    }
    top[k] = i;
    topV[k] = v;
  }
  let item: number | null = null;
  let value = -Infinity;
  for (let r = 0; r < kept; r++) {
    if (fullAtMost && topV[r]! <= value) break;
    const t = cells[top[r]!]!;
    const v = values.full(pointOf(b, t));
    if (v > value) {
      value = v;
      item = t;
    }
  }
  return { item, value };
}
