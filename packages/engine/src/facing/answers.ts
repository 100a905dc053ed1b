// The answers `facing` adds or changes (FAC-F03): a free turn in the figure's own turn, a move that
// ends with a facing, an attack, shot or spell made after turning; and healing (FAC-X02, X03).
// Each is checked in full before anything changes, as every answer is.
import type { ActAnswer, Answer, Decision, EngineError, Facing, GameState, Model, RuleRefusal, Step } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import type { AnswerFilter, Ruleset } from '../ruleset.ts';
import { active, occupancy, onBoard } from '../board.ts';
import { chebyshev } from '../geometry/points.ts';
import { emit, fail, push } from '../runtime.ts';
import { actingModel, resolveAct, type Act, type Mutation } from '../rules/act.ts';
import { refuse } from '../rules/refuse.ts';
import { weapon } from '../crawl/common.ts';
import { FACINGS, facingOf, facingsFacing, facingTowards, inArc, isFacing } from './geometry.ts';
import { proficient, reachOf, strikesWith } from './rules.ts';
import { squaresBetween } from '../geometry/line-of-sight.ts';
import { checkIntercept } from './intercept.ts';
import { healProblem } from './heal.ts';
import { aimOf, markSniped } from './snipe.ts';

type Check = Ruleset['check'];

/** A figure turned to `f`: a `turned` event when it changed. */
export function turnTo(d: GameState, m: Model, f: Facing): void {
  if (m.facing === f) return;
  m.facing = f;
  emit(d, { type: 'turned', model: m.id, facing: f });
}

/** The state as it would be with `m` turned to `f`: what a turned action is checked against. */
function turned(s: GameState, m: Model, f: Facing): GameState {
  return { ...s, models: { ...s.models, [m.id]: { ...m, facing: f } } };
}

function badFacing(v: unknown, field: string): EngineError {
  return fail(E.malformed, `${field} must be one of ${FACINGS.join(', ')}, not '${String(v)}'`);
}

/** The check of every answer with `facing` on: its own answers, and the ruleset's otherwise. */
export function facingCheck(base: Check): Check {
  const check: Check = (s, d, resume, a) => {
    if (d.kind === 'intercept') return checkIntercept(s, d, resume, a);
    if (d.kind !== 'act' || !a || typeof a !== 'object') return base(s, d, resume, a);
    switch (a.kind) {
      case 'turn': return checkTurn(s, d, a);
      case 'heal': {
        const m = actingModel(s, d, a);
        if ('code' in m) return m;
        const why = healProblem(s, m, a.target);
        if (why) return why;
        return resolveAct(d, m.id, (x, xm) => {
          xm.act.acted = true;
          xm.act.attacked = true;
          xm.act.moved = true;
          push(x, { k: 'facingHeal', healer: xm.id, target: a.target });
        });
      }
      case 'move': {
        if (a.facing === undefined) return base(s, d, resume, a);
        if (!isFacing(a.facing)) return badFacing(a.facing, 'move.facing');
        const { facing, ...plain } = a;
        const r = base(s, d, resume, plain);
        if (typeof r !== 'function') return r;
        // Facing is ignored while moving (FAC-F03): the figure turns where the move ends.
        return (x) => {
          r(x);
          const xm = x.models[a.model]!;
          if (active(xm)) turnTo(x, xm, facing);
        };
      }
      case 'shoot': case 'attack': case 'cast': {
        if (a.kind === 'shoot' && a.snipe !== undefined) return checkSnipe(check, s, d, resume, a);
        const m = typeof a.model === 'string' ? s.models[a.model] : undefined;
        if (a.kind === 'shoot' && m && a.weapon !== undefined && s.ctx.content.weapons[a.weapon] && !proficient(s, m, weapon(s, a.weapon))) {
          return refuse(s, E.illegalAction, { why: 'noProficiency', model: m.id, thing: a.weapon, rule: 'FAC-E02' });
        }
        if (a.facing !== undefined && !isFacing(a.facing)) return badFacing(a.facing, `${a.kind}.facing`);
        if (a.kind === 'attack' && m) {
          const t = typeof a.target === 'string' ? s.models[a.target] : undefined;
          const why = t && reachProblem(a.facing ? turned(s, m, a.facing) : s, m, t);
          if (why) return refuse(s, E.notAdjacent, why);
        }
        if (a.facing === undefined) return base(s, d, resume, a);
        const who = actingModel(s, d, a);
        if ('code' in who) return who;
        const { facing, ...plain } = a;
        // Turning first is free in the figure's own turn (FAC-F03): the action is checked as turned.
        const r = base(turned(s, who, facing), d, resume, plain as Answer);
        if (typeof r !== 'function') return r;
        return (x) => {
          turnTo(x, x.models[who.id]!, facing);
          r(x);
        };
      }
      default: return base(s, d, resume, a);
    }
  };
  return check;
}

/** A shot that snipes (FAC-I03): the shooter spends its aim, and the shot is never intercepted. */
function checkSnipe(check: Check, s: GameState, d: Decision, resume: Step | null, a: Extract<Answer, { kind: 'shoot' }>): EngineError | Mutation {
  if (typeof a.snipe !== 'boolean') return fail(E.malformed, `shoot.snipe must be true or false, not '${String(a.snipe)}'`);
  const { snipe, ...plain } = a;
  if (!snipe) return check(s, d, resume, plain);
  const m = typeof a.model === 'string' ? s.models[a.model] : undefined;
  const aim = m ? aimOf(s, m) : null;
  if (m && !aim) return refuse(s, E.illegalAction, { why: 'noAim', model: m.id, rule: 'FAC-I03' });
  const r = check(s, d, resume, plain);
  if (typeof r !== 'function') return r;
  return (x) => {
    r(x);
    const xm = x.models[m!.id]!;
    const hand = x.heroic!.hands[xm.id]!;
    hand.splice(hand.indexOf(aim!), 1);
    if (markSniped(x, xm)) emit(x, { type: 'sniped', model: xm.id, target: a.target, card: aim! });
  };
}

/** Why `m` cannot strike `t` further off than the squares beside it, where a weapon of its reaches
 * that far (FAC-R01); null otherwise, the ruleset's own check then saying what it says. */
function reachProblem(s: GameState, m: Model, t: Model): RuleRefusal | null {
  const d = chebyshev(m, t);
  if (d <= 1 || d > reachOf(s, m) || t.side === m.side) return null;
  const xm = s.models[m.id]!;
  if (strikesWithAny(s, xm, t)) return null;
  if (!inArc(xm, facingOf(xm), t)) return { why: 'outsideArc', model: m.id, target: t.id, rule: 'FAC-R01' };
  for (const q of squaresBetween(xm, t)) {
    const o = [...occupancy(s).values()].find((x) => x.x === q.x && x.y === q.y);
    if (o) return { why: 'figureBetween', model: m.id, target: t.id, other: o.id, rule: 'FAC-R01' };
  }
  return { why: 'wallBetween', model: m.id, target: t.id, rule: 'FAC-R01' };
}

function strikesWithAny(s: GameState, m: Model, t: Model): boolean {
  return m.weapons.some((id) => { const w = s.ctx.content.weapons[id]; return !!w && strikesWith(s, m, w, t); });
}

function checkTurn(s: GameState, d: Act, a: Extract<ActAnswer, { kind: 'turn' }>): EngineError | Mutation {
  const m = actingModel(s, d, a);
  if ('code' in m) return m;
  if (!isFacing(a.facing)) return badFacing(a.facing, 'turn.facing');
  if (!active(m)) return refuse(s, E.illegalAction, { why: 'cannotTurn', model: m.id });
  if (m.act.done) return refuse(s, E.illegalAction, { why: 'turnFinished', model: m.id, rule: 'FAC-F03' });
  if (facingOf(m) === a.facing) return refuse(s, E.illegalAction, { why: 'alreadyFaces', model: m.id, facing: a.facing });
  return (x) => {
    turnTo(x, x.models[m.id]!, a.facing);
    push(x, { k: 'seatActs', seat: d.seat });
  };
}

type Legal = Ruleset['legal'];

/** The ruleset's listing with `facing` on: attacks and shots made after turning to enemies outside
 * the front or arc, heals, and turns (listed only when a filter asks for them by kind: a figure
 * may always turn, and a listing of every move with every facing would be four times as long). */
export function facingLegal(base: Legal, check: Check): Legal {
  return (s, d, filter: AnswerFilter = {}) => {
    const out = base(s, d, filter);
    if (d.kind === 'intercept') return [{ kind: 'intercept', model: null }, ...d.models.map((model) => ({ kind: 'intercept' as const, model }))];
    if (d.kind !== 'act') return out;
    const kinds = filter.kinds;
    const wants = (k: Answer['kind']) => !kinds || kinds.includes(k);
    const extra: Answer[] = [];
    const occ = occupancy(s);
    for (const id of d.current ? [d.current] : d.models) {
      if (filter.model && id !== filter.model) continue;
      const m = s.models[id]!;
      if (!active(m)) continue;
      if (kinds?.includes('turn') && !m.act.done) for (const f of FACINGS) if (f !== facingOf(m)) extra.push({ kind: 'turn', model: id, facing: f });
      if (wants('heal')) for (const t of occ.values()) if (t.side === m.side && t !== m && chebyshev(m, t) === 1) extra.push({ kind: 'heal', model: id, target: t.id });
      if (s.turnKind !== 'combat') continue;
      const reach = reachOf(s, m);
      for (const t of occ.values()) {
        if (t.side === m.side || !onBoard(t)) continue;
        if (chebyshev(m, t) === 1) {
          if (wants('attack')) {
            const f = facingsFacing(m, t).find((g) => g !== facingOf(m));
            if (f && !facingsFacing(m, t).includes(facingOf(m))) extra.push({ kind: 'attack', model: id, target: t.id, facing: f });
          }
        } else if (wants('attack') && chebyshev(m, t) <= reach) {
          // A weapon with reach strikes further, in the arc ahead (FAC-R01).
          const fs = facingsFacing(m, t);
          extra.push(fs.includes(facingOf(m)) ? { kind: 'attack', model: id, target: t.id } : { kind: 'attack', model: id, target: t.id, facing: fs[0]! });
        }
        if (chebyshev(m, t) > 1 && wants('shoot')) {
          const f = facingTowards(m, t);
          if (f === facingOf(m)) continue;
          for (const wp of new Set(m.weapons)) if (s.ctx.content.weapons[wp]?.kind !== 'hand') extra.push({ kind: 'shoot', model: id, target: t.id, weapon: wp, facing: f });
        }
      }
    }
    for (const a of extra) if (typeof check(s, d, s.resume, a) === 'function') out.push(a);
    // Each shot by a shooter holding aim may snipe instead (FAC-I03).
    const shots = out.filter((a): a is Extract<Answer, { kind: 'shoot' }> => a.kind === 'shoot' && a.snipe === undefined);
    for (const a of shots) if (s.models[a.model] && aimOf(s, s.models[a.model]!)) out.push({ ...a, snipe: true });
    return out;
  };
}

/** Answers to an interception decision (DEC-28). */
export function legalIntercept(d: Extract<Decision, { kind: 'intercept' }>): Answer[] {
  return [{ kind: 'intercept', model: null }, ...d.models.map((model) => ({ kind: 'intercept' as const, model }))];
}
