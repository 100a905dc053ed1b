// A seat's actions with one of its models under `guilds`: moves (GLD-M01..M03, X02, Z05), attacks
// (GLD-A01, A02, C12, W02), shooting (GLD-S01, S02, Z04), running (GLD-C08, C14), doors in combat
// (GLD-C09, C15, D06, DEC-03), pushes (push.ts), potions (GLD-C10, W04) and moving a knocked-down
// hero (GLD-W03). The actions the crawls share are checked by crawl/actions.ts.
import { gridModule } from '../crawl/rules.ts';
import type { ActAnswer, EngineError, GameState, Model, RuleRefusal, Step } from '../types.ts';
import { refuse } from '../rules/refuse.ts';
import { ERROR_CODES as E } from '../types.ts';
import { cellOf, nextToDoor, occupancy, onBoard, pointOf } from '../board.ts';
import { checkPath } from '../geometry/reach.ts';
import { chebyshev, manhattan, ORTHOGONAL, type Point } from '../geometry/points.ts';
import { d12, decide, emit, fail, push } from '../runtime.ts';
import { spendFate } from '../crawl/attack.ts';
import type { HeroicEffect } from '../content-types.ts';
import { offerCard } from './heroic.ts';
import { shootingWeapon } from '../crawl/common.ts';
import { sharedAction } from '../crawl/actions.ts';
import { usePotion } from '../crawl/magic.ts';
import { queueDoor } from '../rules/explore.ts';
import { checkPasses } from '../rules/checks.ts';
import { actingModel, endPhase, foe, illegal, moveWith, resolveAct, settle, walkPath, type Act, type Mutation, type Resolve } from '../rules/act.ts';
import { shotInfo } from './attack.ts';
import { combatMove, controlled, controls, held, holders, threatens, updateFocus } from './common.ts';
import { freeReach, moveBudget, moveRules, reachFor } from './movement.ts';
import { refuseMove, refuseStart } from '../crawl/explain.ts';
import { checkPush } from './push.ts';
import { exploreProblem, movementLeft } from './explore-act.ts';
import { isCell, readMovePath } from '../rules/paths.ts';

export const CLOSE_DOORS_OPTION = 'guilds.closeDoorsInCombat';

/** The GM's routine binds every monster this turn (GLD-C13). */
function routineBlocks(s: GameState, m: Model, doing: 'move' | 'attack'): RuleRefusal | null {
  if (m.side !== 'monsters' || !s.combat) return null;
  const r = s.combat.routine;
  if (r === 'moveThenAttack' && doing === 'move' && m.act.attacked) return { why: 'routine', act: r, span: 'turn', rule: 'GLD-C13' };
  if (r === 'attackThenMove' && doing === 'attack' && m.act.moved) return { why: 'routine', act: r, span: 'turn', rule: 'GLD-C13' };
  return null;
}

/** Why the model may not start a move now, or null. */
export function moveBlocked(s: GameState, m: Model): RuleRefusal | null {
  // An exploration move may come in several legs, up to SP squares in all (GLD-X02, X11).
  if (s.turnKind !== 'combat') return m.act.acted || movementLeft(m) <= 0 ? { why: 'usedAllSquares', model: m.id, n: m.profile.speed, rule: 'GLD-X02, X04' } : null;
  if (m.act.moved) return { why: 'alreadyMoved', model: m.id, span: 'turn' };
  return routineBlocks(s, m, 'move');
}

/** Why a knocked-down model may not be struck (GLD-W02), or null. */
function knockedDown(t: Model): RuleRefusal | null {
  return t.status.ko ? { why: 'knockedDown', target: t.id, rule: 'GLD-W02' } : null;
}

/** The enemy `m` may strike now, hand-to-hand or with a missile: never a knocked-down hero (GLD-W02),
 * never after running (GLD-C08), within the GM's routine (GLD-C13). */
function striker(s: GameState, m: Model, target: unknown, combat: boolean, how: 'fight' | 'shoot'): Model | EngineError {
  if (!combat) return refuse(s, E.illegalAction, { why: 'combatOnly', act: how });
  if (m.act.attacked || m.act.acted) return refuse(s, E.illegalAction, { why: 'alreadyAttacked', model: m.id, span: 'turn' });
  if (m.act.ran) return refuse(s, E.illegalAction, { why: 'ran', rule: 'GLD-C08' });
  const rb = routineBlocks(s, m, 'attack');
  if (rb) return refuse(s, E.illegalAction, rb);
  return foe(s, m, target, knockedDown);
}

export function checkAct(s: GameState, dec: Act, a: ActAnswer, occ: Map<number, Model> = occupancy(s)): EngineError | Mutation {
  if (a.kind === 'endPhase') return endPhase(dec);
  const m = actingModel(s, dec, a);
  if ('code' in m) return m;
  const r = actProblem(s, m, a, s.turnKind === 'combat', occ);
  const checked = r === 'shared' ? sharedAction(s, m, a, s.turnKind === 'combat', occ) ?? fail(E.malformed, `unknown action '${String(a.kind)}'`) : r;
  return typeof checked === 'object' ? checked : resolveAct(dec, m.id, checked);
}

function actProblem(s: GameState, m: Model, a: ActAnswer, combat: boolean, occ: Map<number, Model>): EngineError | Resolve | 'shared' {
  const act = m.act;
  if (!combat) {
    const r = exploreProblem(s, m, a);
    if (r !== 'shared') return r;
  }
  switch (a.kind) {
    // Ending an activation, casting, chests, disarming and armour are the shared checker's.
    case 'move': {
      const blocked = moveBlocked(s, m);
      if (blocked) return refuseStart(s, m, blocked, a.to);
      const budget = moveBudget(s, m);
      const path = readMovePath(m, a.to, a.path, budget, () => moveRules(s, m), (r, at, b) => pathRefusal(s, r, at, b),
        () => refuseMove(s, m, a.to as [number, number], {
          budget, unit: 'points', free: (b) => freeReach(s, m, b), zone: { kind: 'controlZone', rule: 'GLD-M03' },
        }), () => reachFor(s, m, budget));
      if (!Array.isArray(path)) return path;
      // Leaving a control zone that holds the model takes a Speed check (GLD-Z05, DEC-05).
      const hs = combat && held(s, m) ? holders(s, m) : [];
      const leaves = hs.length > 0 && path.some((p) => hs.some((h) => !controls(s, h, p)));
      return (d, dm) => {
        if (leaves && !speedCheck(d, dm, path)) return;
        walk(d, dm, path);
      };
    }

    case 'attack': {
      const t = striker(s, m, a.target, combat, 'fight');
      if ('code' in t) return t;
      // A module may let a weapon reach further (FAC-R01).
      if (chebyshev(m, t) !== 1 && !gridModule(s)?.strikes(s, m, t)) return refuse(s, E.notAdjacent, { why: 'notAdjacent', model: m.id, target: t.id, act: 'melee', rule: 'GLD-A01, C12' });
      if (!threatens(s, m, t)) return refuse(s, E.illegalTarget, { why: 'noDiagonal', model: m.id, target: t.id, act: 'doorway', rule: 'GLD-M04, A01, A02' });
      return (d, dm) => {
        dm.act.attacked = true;
        // The blow itself narrows the zone to the square attacked (GLD-Z02, Z03: stepHandToHand).
        push(d, { k: 'hth', attacker: dm.id, target: t.id, free: false });
      };
    }

    case 'shoot': {
      const t = striker(s, m, a.target, combat, 'shoot');
      if ('code' in t) return t;
      const w = shootingWeapon(s, m, a.weapon);
      if (!w) return refuse(s, E.illegalAction, { why: 'noRangedWeapon', model: m.id, rule: 'GLD-S01', ...(typeof a.weapon === 'string' ? { act: 'named', thing: a.weapon } : {}) });
      if (chebyshev(m, t) <= 1) return refuse(s, E.illegalAction, { why: 'adjacentShot', model: m.id, target: t.id, rule: 'GLD-S01, A01' });
      if (combat && held(s, m)) return refuse(s, E.deathZone, { why: 'inZone', model: m.id, zone: 'controlZone', act: 'shoot', rule: 'GLD-Z04, S01' });
      if (act.moved && !w.moveAndShoot) return refuse(s, E.illegalAction, { why: 'shotAfterMove', model: m.id, thing: w.id, rule: 'GLD-S02' });
      const info = shotInfo(s, m, t, w, occ);
      if (!info) return refuse(s, E.noLineOfSight, { why: 'noLineOfSight', model: m.id, target: t.id, rule: 'GLD-S01' });
      if (info.need === null) return refuse(s, E.outOfRange, { why: 'outOfRange', model: m.id, target: t.id, thing: w.id, n: info.distance, act: 'orthogonal', rule: 'GLD-S01' });
      return (d, dm) => {
        dm.act.attacked = true;
        // Never shoot then move (GLD-S02).
        dm.act.moved = true;
        push(d, { k: 'shoot', attacker: dm.id, target: t.id, weapon: w.id });
      };
    }

    case 'run': {
      if (!combat) return refuse(s, E.illegalAction, { why: 'combatOnly', act: 'run', rule: 'GLD-C08' });
      if (act.moved || act.attacked || act.acted) return refuse(s, E.illegalAction, { why: 'alreadyAttacked', model: m.id, span: 'turn', rule: 'GLD-C08, C14' });
      return (d, dm) => {
        dm.act.ran = true;
        dm.act.acted = true;
        dm.act.runSquares = combatMove(dm) * 2;
      };
    }

    case 'push': return checkPush(s, m, a, combat);

    case 'give':
    case 'take': return refuse(s, E.illegalAction, { why: 'noExchange', act: 'fight', rule: 'GLD-X11, W04' });

    case 'door': {
      if (!combat) return 'shared';
      const doorId = a.door;
      if (typeof doorId !== 'string' || !s.map.doors[doorId]) return fail(E.malformed, `there is no door '${String(doorId)}'`);
      const door = s.map.doors[doorId]!;
      if (door.secret && !door.found) return fail(E.malformed, `there is no door '${doorId}'`);
      if (!nextToDoor(s.map, m, doorId)) return refuse(s, E.notAdjacent, { why: 'doorNotNext', model: m.id });
      if (act.attacked || act.acted) return refuse(s, E.illegalAction, { why: 'replacesAttack', act: 'door', rule: 'GLD-C09' });
      if (held(s, m)) return refuse(s, E.deathZone, { why: 'inZone', model: m.id, zone: 'controlZone', act: 'door', rule: 'GLD-Z04' });
      if (m.side === 'monsters' && m.role !== 'sentry') return refuse(s, E.illegalAction, { why: 'monsterDoor', act: 'sentinel', rule: 'GLD-C05, C15' });
      if (!door.open) {
        return (d, dm) => {
          const dd = d.map.doors[doorId]!;
          dd.open = true;
          dd.openedPhase = d.phaseIndex;
          dd.openedBy = dm.id;
          dm.act.openedDoor = doorId;
          dm.act.acted = true;
          emit(d, { type: 'doorOpened', door: doorId, by: dm.id });
          // A Sentinel's turn ends with the door (GLD-C15).
          if (dm.side === 'monsters') dm.act.done = true;
          // What lies behind is generated at once (GLD-C09, C05).
          queueDoor(d, doorId);
          push(d, { k: 'generatePending' });
        };
      }
      // Closing in a fight (DEC-03): forbidden, unless the option allows it for a model that gives
      // up all its attacks and movement, with no enemy on the four squares next to the door (GLD-D06).
      if (s.ctx.options[CLOSE_DOORS_OPTION] !== true) return refuse(s, E.illegalAction, { why: 'noClosingInFight', rule: 'DEC-03' });
      if (m.side === 'monsters') return refuse(s, E.illegalAction, { why: 'monsterDoor', act: 'close', rule: 'GLD-C05' });
      if (act.moved || act.ran) return refuse(s, E.illegalAction, { why: 'wholeActivation', act: 'closeDoor', rule: 'DEC-03, GLD-D06' });
      if (door.cells.some((c) => occ.has(c))) return refuse(s, E.illegalAction, { why: 'doorway' });
      const near = door.cells.flatMap((c) => ORTHOGONAL.map((o) => ({ x: pointOf(s.map, c).x + o.x, y: pointOf(s.map, c).y + o.y })));
      if (near.some((p) => { const e = occ.get(cellOf(s.map, p.x, p.y)); return e !== undefined && e.side !== m.side && !e.status.ko; })) {
        return refuse(s, E.illegalAction, { why: 'enemyByDoor', rule: 'DEC-03, GLD-D06' });
      }
      return (d, dm) => {
        d.map.doors[doorId]!.open = false;
        emit(d, { type: 'doorClosed', door: doorId, by: dm.id });
        dm.act.done = true;
      };
    }

    case 'potion': {
      if (typeof a.item !== 'string' || !m.items.includes(a.item)) return refuse(s, E.illegalAction, { why: 'noItem', model: m.id, thing: String(a.item) });
      const def = s.ctx.content.items[a.item];
      if (!def || (def.kind !== 'potion' && def.kind !== 'bandage')) return refuse(s, E.illegalAction, { why: 'notPotion', thing: a.item, act: 'bandage' });
      // A bandage comes after moving and attacking, never before (GLD-C10).
      const bandage = def.kind === 'bandage';
      const target = typeof a.target === 'string' ? s.models[a.target] : undefined;
      if (!target || !onBoard(target) || target.side !== m.side) return refuse(s, E.illegalTarget, { why: 'potionTarget' });
      if (target !== m && manhattan(m, target) !== 1) return refuse(s, E.notAdjacent, { why: 'notAdjacent', model: m.id, target: target.id, rule: 'GLD-W04' });
      // In a fight items change hands only as a Healing Potion given to a knocked-down hero (GLD-W04):
      // the free exchange is an exploration rule (GLD-X11).
      if (combat && target !== m && (!target.status.ko || bandage)) {
        return refuse(s, E.illegalAction, { why: 'potionInFight', rule: 'GLD-C10, W04, X11' });
      }
      if (combat && (held(s, m) || (target !== m && controlled(s, target)))) return refuse(s, E.deathZone, { why: 'inZone', model: held(s, m) ? m.id : target.id, zone: 'controlZone', act: 'potion', rule: 'GLD-C10, W04' });
      const amount = def.heal;
      // Drinking is free: it takes neither the move nor the attack (GLD-C10, X11); a bandage in a
      // fight ends the move and the attack (GLD-C10).
      return (d, dm) => {
        usePotion(d, dm, d.models[target.id]!, a.item, amount);
        if (bandage && combat) {
          dm.act.moved = true;
          dm.act.attacked = true;
        }
        updateFocus(d, null);
      };
    }

    case 'drag': {
      if (!combat) return refuse(s, E.illegalAction, { why: 'combatOnly', act: 'drag', rule: 'GLD-W03' });
      const k = typeof a.target === 'string' ? s.models[a.target] : undefined;
      if (!k || !onBoard(k) || !k.status.ko || k.side !== m.side) return refuse(s, E.illegalAction, { why: 'onlyKnockedDownMoved', rule: 'GLD-W03' });
      if (m.kind !== 'hero') return refuse(s, E.illegalAction, { why: 'onlyHeroMoves', rule: 'GLD-W03' });
      if (manhattan(m, k) !== 1) return refuse(s, E.notAdjacent, { why: 'notAdjacent', model: m.id, target: k.id, act: 'orthogonal', rule: 'GLD-W03' });
      if (act.moved || act.attacked || act.acted) return refuse(s, E.illegalAction, { why: 'wholeActivation', act: 'drag', rule: 'GLD-W03' });
      if (!Array.isArray(a.path) || !a.path.every(isCell) || a.path.length === 0) return fail(E.malformed, 'drag.path must be a list of [x, y]');
      const path = a.path.map(([x, y]) => ({ x, y }));
      const budget = combatMove(m);
      const r = checkPath(m, path, budget, moveRules(s, m));
      if (!r.ok) return pathRefusal(s, r.reason, path[r.at]!, budget);
      return (d, dm) => {
        moveWith(d, dm, d.models[k.id]!, path);
        dm.act.done = true;
        updateFocus(d, dm);
      };
    }

    default:
      return 'shared';
  }
}

/** A Speed check (DEC-05): d12 at or below Speed passes, a 1 always, a 12 never; failing ends the
 * model's turn (GLD-Z05), unless a hero spends a Fate Point to pass it (GLD-F02, F03). */
function speedCheck(d: GameState, m: Model, path: Point[]): boolean {
  const face = d12(d, 'check', m.id);
  const passed = checkPasses(face, m.profile.speed);
  emit(d, { type: 'check', model: m.id, stat: 'speed', roll: face, value: m.profile.speed, passed });
  if (passed) return true;
  // A Heroic card that adds enough to the Speed turns it, a 12 still failing (GLD-H01, DEC-05).
  const st: Step = { k: 'gCheckFailed', model: m.id, path: path.map((p) => [p.x, p.y]) };
  const turns = (e: HeroicEffect) => 'amount' in e && checkPasses(face, m.profile.speed + e.amount);
  if (m.kind === 'hero' && offerCard(d, m, { moment: 'speed-check', roll: face, speed: m.profile.speed }, turns, st)) return false;
  stepCheckFailed(d, st);
  return false;
}

/** A failed Speed check: passed after all with a Heroic card; else a Fate Point may pass it
 * (GLD-F02, F03); else the model's turn ends (GLD-Z05). */
export function stepCheckFailed(d: GameState, st: Step): void {
  const m = d.models[st.model as string]!;
  if (st.card) {
    walk(d, m, (st.path as [number, number][]).map(([x, y]) => ({ x, y })));
    settle(d, m);
    return;
  }
  if (m.kind === 'hero' && m.fate > 0) {
    decide(d, { kind: 'fate', seat: m.seat, model: m.id, reason: 'check' }, { k: 'gSpeedFate', model: m.id, path: st.path });
    return;
  }
  m.act.done = true;
  if (d.currentModel === m.id) d.currentModel = null;
}

/** The answer to a failed Speed check's Fate question: spent, the check passes and the move goes
 * on; kept, the model's turn ends (GLD-F03, Z05). */
export function resumeSpeedFate(d: GameState, st: Step, spend: boolean): void {
  const m = d.models[st.model as string]!;
  if (!spend) {
    m.act.done = true;
    if (d.currentModel === m.id) d.currentModel = null;
    return;
  }
  spendFate(d, m, 'check');
  walk(d, m, (st.path as [number, number][]).map(([x, y]) => ({ x, y })));
  settle(d, m);
}

/** Walks a checked path; control zones take note of the mover. */
function walk(d: GameState, m: Model, path: Point[]): void {
  walkPath(d, m, path, updateFocus);
}

function pathRefusal(s: GameState, reason: string, p: Point, budget: number): EngineError {
  const at: [number, number] = [p.x, p.y];
  switch (reason) {
    case 'not-adjacent': return refuse(s, E.illegalMove, { why: 'pathJumps', at, act: 'orthogonal' });
    case 'blocked': return refuse(s, E.illegalMove, { why: 'pathBlocked', at, act: 'enemies', rule: 'GLD-M02' });
    case 'too-far': return refuse(s, E.illegalMove, { why: 'pathTooLong', n: budget, act: 'points', rule: 'DEC-04, GLD-M01' });
    case 'stopped': return refuse(s, E.illegalMove, { why: 'pathStopped', at, zone: 'controlZone', rule: 'GLD-M03' });
    case 'cannot-end': return refuse(s, E.illegalMove, { why: 'pathCannotEnd', at, act: 'allies', rule: 'GLD-M02' });
    default: return refuse(s, E.illegalMove, { why: 'pathCannotEnd', at });
  }
}
