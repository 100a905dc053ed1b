// A seat's actions with one of its models under `ahq`: moves, attacks, shots, running, potions and
// dragging (AHQ-C08..C16, C24..C26, C44..C48); the actions the crawls share are checked by
// crawl/actions.ts. Each answer is checked in full before anything changes.
import { gridModule } from '../crawl/rules.ts';
import type { ActAnswer, EngineError, GameState, Model, RuleRefusal } from '../types.ts';
import { refuse } from '../rules/refuse.ts';
import { ERROR_CODES as E } from '../types.ts';
import { occupancy, onBoard } from '../board.ts';
import { checkPath } from '../geometry/reach.ts';
import { chebyshev, type Point } from '../geometry/points.ts';
import { d12, emit, fail, push } from '../runtime.ts';
import { shootingWeapon } from '../crawl/common.ts';
import { shotInfo, strikingWeapon } from './attack.ts';
import { sharedAction } from '../crawl/actions.ts';
import { usePotion } from '../crawl/magic.ts';
import { freeReach, moveBudget, moveRules, reachFor, DRAG_SQUARES } from './movement.ts';
import { refuseMove, refuseStart } from '../crawl/explain.ts';
import { inFocusedZone, threatens, updateFocus } from './zones.ts';
import { isCell, readMovePath } from '../rules/paths.ts';
import { actingModel, endPhase, foe, illegal, moveWith, resolveAct, walkPath, type Act, type Mutation, type Resolve } from '../rules/act.ts';

function routineBlocks(s: GameState, m: Model, doing: 'move' | 'attack'): RuleRefusal | null {
  if (m.side !== 'monsters' || !s.combat || s.combat.pursuing) return null;
  const r = s.combat.routine;
  if (r === 'moveThenAttack' && doing === 'move' && m.act.attacked) return { why: 'routine', act: r, span: 'phase', rule: 'AHQ-C46' };
  if (r === 'attackThenMove' && doing === 'attack' && m.act.moved) return { why: 'routine', act: r, span: 'phase', rule: 'AHQ-C46' };
  return null;
}

/** Why the model may not start a move now, or null. */
export function moveBlocked(s: GameState, m: Model): RuleRefusal | null {
  if (m.act.moved) return { why: 'alreadyMoved', model: m.id, span: s.turnKind === 'combat' ? 'phase' : 'turn' };
  return routineBlocks(s, m, 'move');
}

/** Whether `m`'s moves are bound by pursuit now (AHQ-C48): `pursuitAllows` says which. */
export function pursuing(s: GameState, m: Model): boolean {
  return s.turnKind === 'combat' && !!s.combat?.pursuing && m.side === 'monsters' && !m.act.ran;
}

/** A pursuing monster's normal move must end where it can attack a hero (AHQ-C48). */
export function pursuitAllows(s: GameState, m: Model, end: Point, occ?: Map<number, Model>): boolean {
  if (!pursuing(s, m)) return true;
  return [...(occ ?? occupancy(s)).values()].some((h) => h.side !== m.side && threatens(s, { ...m, x: end.x, y: end.y }, h));
}

/** The enemy `m` may strike now, hand-to-hand or with a missile (AHQ-C08, C46). */
function striker(s: GameState, m: Model, target: unknown, combat: boolean, how: 'fight' | 'shoot'): Model | EngineError {
  if (!combat) return refuse(s, E.illegalAction, { why: 'combatOnly', act: how });
  if (m.act.attacked || m.act.acted) return refuse(s, E.illegalAction, { why: 'alreadyAttacked', model: m.id, span: 'phase', rule: 'AHQ-C08' });
  const rb = routineBlocks(s, m, 'attack');
  return rb ? refuse(s, E.illegalAction, rb) : foe(s, m, target);
}

/** What keeps `m` from opening or closing a door in a fight (AHQ-C10, C12, C16, C47), or null. */
export function doorInCombat(s: GameState, m: Model, opening: boolean): EngineError | null {
  const act = m.act;
  if (act.attacked || act.acted) return refuse(s, E.illegalAction, { why: 'replacesAttack', act: 'door', rule: 'AHQ-C12' });
  if (act.ran) return refuse(s, E.illegalAction, { why: 'ran', act: 'door', rule: 'AHQ-C10' });
  if (inFocusedZone(s, m)) return refuse(s, E.deathZone, { why: 'inZone', model: m.id, zone: 'deathZone', act: 'door', rule: 'AHQ-C16' });
  if (m.side === 'monsters') {
    const pursuer = s.combat?.pursuing === true;
    if (m.role !== 'sentry' && !pursuer) return refuse(s, E.illegalAction, { why: 'monsterDoor', act: 'sentries', rule: 'AHQ-C12, C47' });
    if (m.role !== 'sentry' && !opening) return refuse(s, E.illegalAction, { why: 'monsterDoor', act: 'openOnly', rule: 'AHQ-C12' });
  }
  return null;
}

/** Checks an action; returns the error, or the change to make on a copy of the state. Callers
 * that check many answers on one state pass its occupancy map `occ`; without it, one is made only
 * by the checks that ask who stands where (a move checked against the search its listing kept
 * does not). */
export function checkAct(s: GameState, dec: Act, a: ActAnswer, occ?: Map<number, Model>): EngineError | Mutation {
  if (a.kind === 'endPhase') return endPhase(dec);
  const m = actingModel(s, dec, a);
  if ('code' in m) return m;
  const problem = actProblem(s, m, a, s.turnKind === 'combat', occ);
  return typeof problem === 'object' ? problem : resolveAct(dec, m.id, problem);
}

function actProblem(s: GameState, m: Model, a: ActAnswer, combat: boolean, occ: Map<number, Model> | undefined): EngineError | Resolve {
  const act = m.act;
  switch (a.kind) {
    case 'move': {
      const blocked = moveBlocked(s, m);
      if (blocked) return refuseStart(s, m, blocked, a.to);
      const budget = moveBudget(s, m);
      const path = readMovePath(m, a.to, a.path, budget, () => moveRules(s, m), (r, at, b) => pathRefusal(s, r, at, b),
        () => refuseMove(s, m, a.to as [number, number], {
          budget, unit: 'squares', free: (b) => freeReach(s, m, b), zone: { kind: 'deathZone', rule: 'AHQ-C14' },
        }), () => reachFor(s, m, budget));
      if (!Array.isArray(path)) return path;
      if (!pursuitAllows(s, m, path[path.length - 1]!, occ)) return refuse(s, E.illegalAction, { why: 'pursuit', rule: 'AHQ-C48' });
      return (d, dm) => walk(d, dm, path);
    }

    case 'attack': {
      const t = striker(s, m, a.target, combat, 'fight');
      if ('code' in t) return t;
      // A module may let a weapon reach further (FAC-R01).
      if (chebyshev(m, t) !== 1 && !gridModule(s)?.strikes(s, m, t)) return refuse(s, E.notAdjacent, { why: 'notAdjacent', model: m.id, target: t.id, act: 'melee', rule: 'AHQ-C17' });
      if (!threatens(s, m, t) || !strikingWeapon(s, m, t)) return refuse(s, E.illegalTarget, { why: 'noDiagonal', model: m.id, target: t.id, rule: 'AHQ-C14' });
      if (s.combat?.pursuing && m.side === 'monsters' && act.ran) return refuse(s, E.illegalAction, { why: 'ran', act: 'attack', rule: 'AHQ-C10' });
      return (d, dm) => {
        dm.act.attacked = true;
        push(d, { k: 'hth', attacker: dm.id, target: t.id, free: false });
      };
    }

    case 'shoot': {
      const t = striker(s, m, a.target, combat, 'shoot');
      if ('code' in t) return t;
      const w = shootingWeapon(s, m, a.weapon);
      if (!w) return refuse(s, E.illegalAction, { why: 'noRangedWeapon', model: m.id, rule: 'AHQ-C25', ...(typeof a.weapon === 'string' ? { act: 'named', thing: a.weapon } : {}) });
      if (chebyshev(m, t) <= 1) return refuse(s, E.illegalAction, { why: 'adjacentShot', model: m.id, target: t.id, rule: 'AHQ-C24' });
      if (combat && inFocusedZone(s, m)) return refuse(s, E.deathZone, { why: 'inZone', model: m.id, zone: 'deathZone', act: 'shoot', rule: 'AHQ-C25' });
      if (w.kind === 'missile' && act.moved) return refuse(s, E.illegalAction, { why: 'shotAfterMove', model: m.id, thing: w.id, rule: 'AHQ-C26' });
      const info = shotInfo(s, m, t, w, occ);
      if (!info) return refuse(s, E.noLineOfSight, { why: 'noLineOfSight', model: m.id, target: t.id, rule: 'AHQ-C25, C27' });
      if (info.need === null) return refuse(s, E.outOfRange, { why: 'outOfRange', model: m.id, target: t.id, thing: w.id, n: info.distance, ...(info.obscured ? { act: 'obscured', rule: 'AHQ-C28' } : {}) });
      return (d, dm) => {
        dm.act.attacked = true;
        // Bows and crossbows: no moving in the same activation (AHQ-C26).
        if (w.kind === 'missile') dm.act.moved = true;
        push(d, { k: 'shoot', attacker: dm.id, target: t.id, weapon: w.id });
      };
    }

    case 'run': {
      if (!combat) return refuse(s, E.illegalAction, { why: 'combatOnly', act: 'run', rule: 'AHQ-C10' });
      if (act.moved || act.attacked || act.acted) return refuse(s, E.illegalAction, { why: 'alreadyAttacked', model: m.id, span: 'phase', rule: 'AHQ-C10' });
      return (d, dm) => {
        const face = d12(d, 'run', dm.id);
        const stumbled = face === 1;
        emit(d, { type: 'runRolled', model: dm.id, squares: stumbled ? 0 : face, stumbled });
        dm.act.acted = true;
        dm.act.ran = true;
        dm.act.runSquares = stumbled ? 0 : face;
        // On a 1 the model stumbles and does not move (DEC-10).
        if (stumbled) dm.act.moved = true;
      };
    }

    case 'potion': {
      if (typeof a.item !== 'string' || !m.items.includes(a.item)) return refuse(s, E.illegalAction, { why: 'noItem', model: m.id, thing: String(a.item) });
      const def = s.ctx.content.items[a.item];
      if (!def || def.kind !== 'potion') return refuse(s, E.illegalAction, { why: 'notPotion', thing: a.item });
      const target = typeof a.target === 'string' ? s.models[a.target] : undefined;
      if (!target || !onBoard(target) || target.side !== m.side) return refuse(s, E.illegalTarget, { why: 'potionTarget' });
      if (target !== m) {
        if (chebyshev(m, target) !== 1) return refuse(s, E.notAdjacent, { why: 'notAdjacent', model: m.id, target: target.id, rule: 'AHQ-C45' });
        if (combat && (inFocusedZone(s, m) || inFocusedZone(s, target))) return refuse(s, E.deathZone, { why: 'inZone', model: inFocusedZone(s, m) ? m.id : target.id, zone: 'deathZone', act: 'potion', rule: 'AHQ-C16, C45' });
      }
      if (combat && (act.attacked || act.acted)) return refuse(s, E.illegalAction, { why: 'replacesAttack', act: 'potion' });
      const amount = def.heal;
      return (d, dm) => {
        usePotion(d, dm, d.models[target.id]!, a.item, amount);
        if (combat) dm.act.acted = true;
      };
    }

    case 'drag': {
      if (typeof a.target !== 'string' || !act.couldDrag.includes(a.target)) return refuse(s, E.illegalAction, { why: 'dragStart', model: m.id, rule: 'AHQ-C44' });
      const k = s.models[a.target]!;
      if (!k.status.ko || !onBoard(k)) return refuse(s, E.illegalAction, { why: 'notKnockedOut', target: k.id });
      if (act.moved) return refuse(s, E.illegalAction, { why: 'alreadyMoved', model: m.id, span: 'phase', rule: 'AHQ-C44' });
      if (!Array.isArray(a.path) || !a.path.every(isCell) || a.path.length === 0) return fail(E.malformed, 'drag.path must be a list of [x, y]');
      const path = a.path.map(([x, y]) => ({ x, y }));
      const r = checkPath(m, path, DRAG_SQUARES, moveRules(s, m));
      if (!r.ok) return pathRefusal(s, r.reason, path[r.at]!, DRAG_SQUARES);
      if (chebyshev(m, k) !== 1 || Math.abs(m.x - k.x) + Math.abs(m.y - k.y) !== 1) return refuse(s, E.illegalAction, { why: 'noLongerNext', model: m.id, target: k.id });
      return (d, dm) => {
        moveWith(d, dm, d.models[k.id]!, path);
        dm.act.moved = true;
        updateFocus(d, dm);
      };
    }

  }
  return sharedAction(s, m, a, combat, occ) ?? fail(E.malformed, `unknown action '${String((a as { kind?: unknown }).kind)}'`);
}

function pathRefusal(s: GameState, reason: string, p: Point, budget: number): EngineError {
  const at: [number, number] = [p.x, p.y];
  switch (reason) {
    case 'not-adjacent': return refuse(s, E.illegalMove, { why: 'pathJumps', at, rule: 'AHQ-C13' });
    case 'blocked': return refuse(s, E.illegalMove, { why: 'pathBlocked', at, rule: 'AHQ-C13, E05' });
    case 'too-far': return refuse(s, E.illegalMove, { why: 'pathTooLong', n: budget });
    case 'stopped': return refuse(s, E.illegalMove, { why: 'pathStopped', at, zone: 'deathZone', rule: 'AHQ-C14' });
    default: return refuse(s, E.illegalMove, { why: 'pathCannotEnd', at });
  }
}

/** Walks a checked path; Death Zones take note of the mover. */
function walk(d: GameState, m: Model, path: Point[]): void {
  walkPath(d, m, path, updateFocus);
}
