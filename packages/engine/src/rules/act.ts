// The frame of a seat's action with one of its models, the same in both grid rulesets: which model
// the answer names and whether it may act now, the change made once the action is checked, the
// activation settled afterwards, and the moves both rulesets make the same way (a walked path, a
// knocked-down model moved along with its mover). Each ruleset checks the action itself.
import type { ActAnswer, Decision, EngineError, GameState, Model, RuleRefusal, Step } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import { cellOf, onBoard } from '../board.ts';
import type { Point } from '../geometry/points.ts';
import { emit, fail, push } from '../runtime.ts';
import { refuse } from './refuse.ts';
import { queueJunctions, trapOnPath } from './explore.ts';

export type Act = Extract<Decision, { kind: 'act' }>;
/** The change an accepted answer makes, on a copy of the state. */
export type Mutation = (d: GameState) => void;
/** The change a checked action makes to its model, on that copy. */
export type Resolve = (d: GameState, m: Model) => void;

export function illegal(message: string): EngineError {
  return fail(E.illegalAction, message);
}

/** Marks a model's activation finished once nothing is left for it this turn. */
export function settle(d: GameState, m: Model): void {
  const a = m.act;
  if (d.turnKind === 'combat' && a.moved && (a.attacked || a.acted)) a.done = true;
  if (a.done && d.currentModel === m.id) d.currentModel = null;
  else if (!a.done) d.currentModel = m.id;
}

/** The model an action names, if it is the seat's, among those that may act, and the one acting
 * when one has started. */
export function actingModel(s: GameState, dec: Act, a: Exclude<ActAnswer, { kind: 'endPhase' }>): Model | EngineError {
  if (typeof a.model !== 'string' || !s.models[a.model]) return fail(E.unknownModel, `there is no model '${String((a as { model?: unknown }).model)}'`);
  const m = s.models[a.model]!;
  if (m.seat !== dec.seat) return refuse(s, E.notYours, { why: 'notYourModel', model: m.id });
  if (!dec.models.includes(m.id)) return refuse(s, E.cannotAct, { why: 'cannotActNow', model: m.id });
  if (dec.current && dec.current !== m.id) return refuse(s, E.cannotAct, { why: 'otherActing', model: m.id, other: dec.current });
  return m;
}

/** The change of a checked action: the seat's next choice waits until everything the action sets
 * off has been resolved, then the activation is settled. */
export function resolveAct(dec: Act, model: string, r: Resolve): Mutation {
  return (d) => {
    const dm = d.models[model]!;
    push(d, { k: 'seatActs', seat: dec.seat });
    r(d, dm);
    settle(d, dm);
  };
}

/** Ending the whole phase for every model the decision offered. */
export function endPhase(dec: Act): Mutation {
  return (d) => {
    for (const id of dec.models) d.models[id]!.act.done = true;
    d.currentModel = null;
    push(d, { k: 'seatActs', seat: dec.seat });
  };
}

/** No objection to striking anyone: `foe`'s default, one function for every call. */
const anyone = (): null => null;

/** The enemy an attack names; `untouchable` says why a ruleset forbids striking it, or null. */
export function foe(s: GameState, m: Model, id: unknown, untouchable: (t: Model) => RuleRefusal | null = anyone): Model | EngineError {
  if (typeof id !== 'string' || !s.models[id]) return fail(E.unknownModel, `there is no model '${String(id)}'`);
  const t = s.models[id]!;
  if (!onBoard(t)) return refuse(s, E.illegalTarget, { why: 'targetOffBoard', model: m.id, target: t.id });
  if (t.side === m.side) return refuse(s, E.illegalTarget, { why: 'targetFriend', model: m.id, target: t.id });
  const why = untouchable(t);
  return why ? refuse(s, E.illegalTarget, why) : t;
}

/** Moves `mover` along `path` with `carried` following one square behind; returns the squares
 * the carried model passed through. */
export function moveWith(d: GameState, mover: Model, carried: Model, path: readonly Point[]): Point[] {
  let prev = { x: mover.x, y: mover.y };
  const trail: Point[] = [];
  for (const p of path) {
    mover.x = p.x;
    mover.y = p.y;
    carried.x = prev.x;
    carried.y = prev.y;
    trail.push(prev);
    prev = p;
  }
  emit(d, { type: 'dragged', by: mover.id, model: carried.id, path: trail });
  return trail;
}

/** Moves a model along a checked path, stopping on the square of a hidden trap never entered
 * before (AHQ-E14); heroes mark the squares they enter. Returns the squares taken and the trap's
 * step, with the way back out of its zone, nearest square first (AHQ-E18). */
export function stepAlong(d: GameState, m: Model, path: readonly Point[]): { taken: Point[]; trap: Step | null } {
  const trap = trapOnPath(d, m, path);
  const taken = trap ? path.slice(0, trap.index + 1) : [...path];
  const from = cellOf(d.map, m.x, m.y);
  if (m.side === 'heroes') for (const p of taken) d.map.entered[cellOf(d.map, p.x, p.y)] = true;
  const end = taken[taken.length - 1]!;
  m.x = end.x;
  m.y = end.y;
  m.act.moved = true;
  emit(d, { type: 'moved', model: m.id, path: taken, ran: m.act.ran });
  if (!trap) return { taken, trap: null };
  const back = [from, ...taken.slice(0, -1).map((p) => cellOf(d.map, p.x, p.y))].reverse();
  return { taken, trap: { k: 'trap', trap: trap.trap, model: m.id, how: 'enter', back } };
}

/** Walks a checked path; zones take note through the ruleset's `focus`, and a junction reached is
 * queued for generation at the end of the phase, in combat turns too, whoever reaches it (AHQ-E19,
 * C12). */
export function walkPath(d: GameState, m: Model, path: readonly Point[], focus: (d: GameState, m: Model) => void): void {
  const { trap } = stepAlong(d, m, path);
  focus(d, m);
  const then: Step[] = trap ? [trap] : [];
  if (m.side === 'heroes' || d.turnKind === 'combat') queueJunctions(d, m);
  if (d.turnKind === 'exploration' && m.side === 'heroes') then.push({ k: 'checkEncounter' });
  push(d, ...then);
}
