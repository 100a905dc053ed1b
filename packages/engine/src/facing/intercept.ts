// Interception (FAC-I01, I02, DEC-28): before the dice of a shot or an attack spell, each seat in
// turn whose figures' blocking zones the attack's line crosses, from ahead, may have one of them
// step in and become the target.
import type { Answer, Decision, EngineError, GameState, InterceptOdds, Model, Seat, Step } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import type { StepHandler } from '../runtime.ts';
import { decide, emit, fail, push } from '../runtime.ts';
import { active, modelsInOrder } from '../board.ts';
import { squaresBetween } from '../geometry/line-of-sight.ts';
import { lineOfFire } from '../crawl/fire.ts';
import { chebyshev } from '../geometry/points.ts';
import { facingOf, frame } from './geometry.ts';
import { blockingZone } from './rules.ts';
import type { Mutation } from '../rules/act.ts';
import { refuse } from '../rules/refuse.ts';

/** Tall enough that smaller figures cannot step in front of attacks on it (FAC-I02). */
function tall(s: GameState, m: Model): boolean {
  return s.ctx.content.monsters[m.type]?.tall === true;
}

function flies(s: GameState, m: Model): boolean {
  return s.ctx.content.monsters[m.type]?.flying === true;
}

/** The figures that may intercept `a`'s attack on `t` (DEC-28): friends of the target with a
 * blocking zone the attack's line passes through, the attacker standing ahead of them; none
 * smaller than a tall target unless it flies (FAC-I02). `reaches` says whether the attack could be
 * made on a figure at all (its range and line of fire). */
export function interceptors(s: GameState, a: Model, t: Model, reaches: (i: Model) => boolean): Model[] {
  const line = [...squaresBetween(a, t), { x: t.x, y: t.y }];
  const out: Model[] = [];
  for (const i of modelsInOrder(s)) {
    if (i === t || i.side !== t.side || !active(i)) continue;
    if (frame(i, facingOf(i), a).fwd <= 0) continue;
    if (tall(s, t) && !tall(s, i) && !flies(s, i)) continue;
    const zone = blockingZone(s, i);
    if (!zone.some((z) => line.some((p) => p.x === z.x && p.y === z.y))) continue;
    if (reaches(i)) out.push(i);
  }
  return out;
}

/** What an attack step names: its attacker and target, and how it could reach another figure. */
interface Attack {
  attacker: string;
  target: string;
  weapon: string;
  ranged: boolean;
  reaches(s: GameState, a: Model, i: Model): boolean;
}

/** The step `base` with the interception asked before it runs, where `read` says the step is an
 * attack that can be intercepted (a shot; a spell cast at a figure's square). */
export function interceptFirst(base: StepHandler<GameState>, read: (s: GameState, st: Step) => Attack | null): StepHandler<GameState> {
  return (s, st) => {
    // A sniped shot cannot be intercepted (FAC-I03).
    if (st.intercepted !== true && st.sniped !== true) {
      const at = read(s, st);
      if (at && ask(s, st, at)) return;
    }
    base(s, st);
  };
}

/** Poses the decision to the next seat with figures that may intercept; false when none has. */
function ask(s: GameState, st: Step, at: Attack): boolean {
  const a = s.models[at.attacker];
  const t = s.models[at.target];
  if (!a || !t || !active(a)) return false;
  const asked = (st.asked as Seat[] | undefined) ?? [];
  const can = interceptors(s, a, t, (i) => at.reaches(s, a, i)).filter((i) => !asked.includes(i.seat));
  if (can.length === 0) return false;
  const seat = can[0]!.seat;
  const models = can.filter((i) => i.seat === seat).map((i) => i.id);
  const odds = shotOdds(s, a, at.weapon, [t.id, ...models]);
  decide(s, { kind: 'intercept', seat, attacker: a.id, target: t.id, weapon: at.weapon, ranged: at.ranged, models, ...(odds ? { odds } : {}) }, { ...st, asked: [...asked, seat] });
  return true;
}

/** The shot's odds against each of `ids` (the target, and each figure that may step in), for the
 * seat deciding; null for a spell, for a shooter in disguise, or where the ruleset gives none. */
function shotOdds(s: GameState, a: Model, weapon: string, ids: readonly string[]): Record<string, InterceptOdds> | null {
  // A shooter still in disguise (AHQ-C51) would give its true profile away: no odds then.
  if (!s.ctx.content.weapons[weapon] || a.disguise) return null;
  const out: Record<string, InterceptOdds> = {};
  for (const id of ids) {
    const o = s.ctx.ruleset.odds?.(s, a.id, id, weapon);
    if (!o) return null;
    let wounds = 0;
    o.dealt.forEach((p, k) => { wounds += p * k; });
    out[id] = { hit: o.hit, wounds, down: o.kill + o.knockOut };
  }
  return out;
}

/** The seat's answer (DEC-28): one of its figures takes the attack, or it lets the attack pass and
 * the next seat is asked. */
export function checkIntercept(s: GameState, d: Extract<Decision, { kind: 'intercept' }>, resume: Step | null, a: Answer): EngineError | Mutation {
  if (a.kind !== 'intercept') return fail(E.wrongKind, `the pending decision is 'intercept', which '${String(a.kind)}' does not answer`);
  if (a.model !== null && (typeof a.model !== 'string' || !d.models.includes(a.model))) {
    const m = typeof a.model === 'string' && s.models[a.model];
    return m ? refuse(s, E.illegalTarget, { why: 'cannotIntercept', model: m.id }) : fail(E.illegalTarget, `'${String(a.model)}' cannot intercept this attack (its choices: ${d.models.join(', ')}, or null to let it pass)`);
  }
  const st = resume!;
  const by = a.model;
  return (x) => {
    if (by === null) {
      push(x, st);
      return;
    }
    emit(x, { type: 'intercepted', model: by, attacker: d.attacker, target: d.target });
    push(x, { ...st, target: by, intercepted: true });
  };
}

/** A shot (`shoot` step) as an attack that can be intercepted: any figure it could be shot at. */
export function shotStep(s: GameState, st: Step): Attack | null {
  const attacker = st.attacker as string;
  const w = st.weapon as string;
  return {
    attacker, target: st.target as string, weapon: w, ranged: true,
    reaches: (x, a, i) => (x.ctx.ruleset.odds?.(x, a.id, i.id, w) ?? null) !== null,
  };
}

/** A spell cast at an enemy's square (`cast` step) as an attack that can be intercepted. */
export function castStep(s: GameState, st: Step): Attack | null {
  const sp = s.ctx.content.spells[st.spell as string];
  const caster = s.models[st.caster as string];
  const target = s.models[st.target as string];
  if (!sp || sp.effect.kind !== 'damage' || !caster || !target || target.side === caster.side) return null;
  return {
    attacker: caster.id, target: target.id, weapon: sp.id, ranged: true,
    // Within the spell's range and in the caster's line of fire (FAC-L01).
    reaches: (x, a, i) => sp.effect.kind === 'damage' && chebyshev(a, i) <= sp.effect.range && lineOfFire(x, a, i) !== 'blocked',
  };
}
