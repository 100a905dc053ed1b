// A hero's exploration turn under `guilds`: up to SP squares through other heroes' squares, ending
// on a free one (GLD-X02); at the end of the move a search (GLD-X03, X09, X10), a door (GLD-X04,
// D02, D06, R04), a chest (GLD-X04); free exchanges, given or taken, and potions on the way (GLD-X11); carrying a
// knocked-down hero (GLD-W05..W07). Revealing a new section ends the hero's turn (GLD-X07).
import type { ActAnswer, EngineError, GameState, Model, Wall } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import { cellOf, chestAt, doorAtCell, doorSides, nextToDoor, pointOf, sectionAt, tileAt } from '../board.ts';
import { checkPath, reachable } from '../geometry/reach.ts';
import { chebyshev, manhattan, ORTHOGONAL, type Point } from '../geometry/points.ts';
import { emit, fail, push } from '../runtime.ts';
import { queueDoor, queueJunctions } from '../rules/explore.ts';
import { moveWith, stepAlong, type Resolve } from '../rules/act.ts';
import { refuse } from '../rules/refuse.ts';
import { freeReach, moveRules } from './movement.ts';
import { refuseMove } from '../crawl/explain.ts';
import { endExpedition } from './heroic.ts';
import { isCell } from '../rules/paths.ts';

const WALLS: readonly Wall[] = ['north', 'east', 'south', 'west'];
/** A carrier's movement is reduced to this many squares (GLD-W05). Its Speed is 3 lower for any
 * check it must make while carrying; carrying happens only in exploration turns, where the engine
 * calls for no check (the Speed check is a fight's, GLD-Z05), and the carried hero always lies
 * next to its carrier, set down there when a fight starts. */
export const CARRY_SQUARES = 6;

/** The squares a hero may carry a knocked-down hero this turn: its Speed, at most 6 (GLD-W05). */
export function carrySquares(m: Model): number {
  return Math.max(0, Math.min(CARRY_SQUARES, m.profile.speed));
}

/** Movement points still to spend this exploration turn (GLD-X02). */
export function movementLeft(m: Model): number {
  return m.profile.speed - (m.act.used ?? 0);
}

/** The door whose doorway leads straight onto `to`, if `to` lies in a section not yet revealed. */
export function doorInto(s: GameState, to: Point): string | null {
  const sec = sectionAt(s.map, to.x, to.y);
  if (!sec || sec.revealed) return null;
  for (const o of ORTHOGONAL) {
    const door = doorAtCell(s.map, cellOf(s.map, to.x + o.x, to.y + o.y));
    if (door && door.open) return door.id;
  }
  return null;
}

/** The squares `m` walks to step through the open door `door` onto `to`, beyond it: to see
 * behind a door the hero steps one square through it, with movement left (GLD-X04, R04). Null
 * without the movement. The legal listing gives this path, so a preview counts what is walked. */
export function pathThrough(s: GameState, m: Model, door: string, to: Point): Point[] | null {
  const cell = s.map.doors[door]!.cells.map((c) => pointOf(s.map, c)).find((p) => manhattan(p, to) === 1)!;
  const before = m.x === cell.x && m.y === cell.y ? [] : reachable(m, movementLeft(m) - 1, moveRules(s, m)).pathTo(cell.x, cell.y);
  return before ? [...before, to] : null;
}

export function exploreProblem(s: GameState, m: Model, a: ActAnswer): EngineError | Resolve | 'shared' {
  const act = m.act;
  switch (a.kind) {
    case 'move': {
      if (!isCell(a.to)) return fail(E.malformed, 'move.to must be [x, y]');
      if (m.side !== 'heroes') return refuse(s, E.illegalAction, { why: 'heroesOnly', act: 'move' });
      const left = movementLeft(m);
      const to = { x: a.to[0], y: a.to[1] };
      const into = doorInto(s, to);
      // After opening a door (or finding a secret one) only the step through it remains (GLD-X04, D04).
      if (act.acted && !(act.openedDoor && into === act.openedDoor)) return refuse(s, E.illegalAction, { why: 'turnOverButDoor', model: m.id, rule: 'GLD-X04, D02' });
      const rules = moveRules(s, m);
      let path: Point[];
      if (into) {
        const through = pathThrough(s, m, into, to);
        if (!through) return refuse(s, E.illegalMove, { why: 'noMoveThroughDoor', model: m.id, at: [to.x, to.y], rule: 'GLD-X04, R04' });
        path = through;
      } else {
        if (act.moved && left <= 0) return refuse(s, E.illegalAction, { why: 'usedAllSquares', model: m.id, n: m.profile.speed, rule: 'GLD-X02' });
        if (a.path !== undefined) {
          if (!Array.isArray(a.path) || !a.path.every(isCell)) return fail(E.malformed, 'move.path must be a list of [x, y]');
          path = a.path.map(([x, y]) => ({ x, y }));
          const last = path[path.length - 1];
          if (!last || last.x !== to.x || last.y !== to.y) return fail(E.malformed, 'move.path must end at move.to');
          const r = checkPath(m, path, left, rules);
          if (!r.ok) return refuse(s, E.illegalMove, { why: r.reason === 'too-far' ? 'pathTooLong' : r.reason === 'not-adjacent' ? 'pathJumps' : r.reason === 'blocked' ? 'pathBlocked' : 'pathCannotEnd', at: [path[r.at]!.x, path[r.at]!.y], n: left, act: r.reason === 'not-adjacent' ? 'orthogonal' : 'enemies', rule: 'GLD-X02' });
        } else {
          const p = reachable(m, left, rules).pathTo(to.x, to.y);
          if (!p || p.length === 0) {
            return refuseMove(s, m, [to.x, to.y], { budget: left, unit: 'squares', rule: 'GLD-X02', free: (b) => freeReach(s, m, b), zone: { kind: 'controlZone', rule: 'GLD-M03' } });
          }
          path = p;
        }
      }
      const enter = into;
      return (d, dm) => walk(d, dm, path, enter);
    }

    case 'door': {
      const id = a.door;
      const door = typeof id === 'string' ? s.map.doors[id] : undefined;
      if (!door || (door.secret && !door.found)) return fail(E.malformed, `there is no door '${String(id)}'`);
      if (!nextToDoor(s.map, m, door.id)) return refuse(s, E.notAdjacent, { why: 'doorNotNext', model: m.id });
      if (act.acted) return refuse(s, E.illegalAction, { why: 'alreadyActed', model: m.id });
      // Closing ends the closer's turn (GLD-D06): the shared rule.
      if (door.open) return 'shared';
      return (d, dm) => {
        const dd = d.map.doors[door.id]!;
        dd.open = true;
        dd.openedPhase = d.phaseIndex;
        dd.openedBy = dm.id;
        dm.act.openedDoor = door.id;
        dm.act.acted = true;
        emit(d, { type: 'doorOpened', door: door.id, by: dm.id });
        // Opening ends the turn, but for one step through it into the unknown with movement left
        // (GLD-X04, D02, R04).
        const unknown = doorSides(d.map, door.id).some((p) => sectionAt(d.map, p.x, p.y)?.revealed === false);
        if (!unknown || movementLeft(dm) < 2) dm.act.done = true;
        push(d, { k: 'checkEncounter' });
      };
    }

    case 'searchSecret':
    case 'searchTreasure': {
      if (m.side !== 'heroes') return refuse(s, E.illegalAction, { why: 'heroesOnly', act: 'search' });
      if (act.acted) return refuse(s, E.illegalAction, { why: 'alreadyActed', model: m.id, act: 'search', rule: 'GLD-X03' });
      const sec = sectionAt(s.map, m.x, m.y);
      if (!sec) return refuse(s, E.illegalAction, { why: 'notInSection', model: m.id });
      if (a.kind === 'searchSecret') {
        if (!WALLS.includes(a.wall)) return fail(E.malformed, `wall must be one of ${WALLS.join(', ')}`);
        const next = a.wall === 'north' ? m.y === sec.y : a.wall === 'south' ? m.y === sec.y + sec.h - 1 : a.wall === 'west' ? m.x === sec.x : m.x === sec.x + sec.w - 1;
        if (!next) return refuse(s, E.notAdjacent, { why: 'wallNotNext', model: m.id, wall: a.wall, rule: 'GLD-X09' });
        if (sec.searchedWalls.includes(a.wall)) return refuse(s, E.alreadyDone, { why: 'wallSearched', wall: a.wall, rule: 'GLD-X09' });
        return (d, dm) => {
          dm.act.acted = true;
          push(d, { k: 'searchSecret', model: dm.id, section: sec.id, wall: a.wall });
        };
      }
      if (sec.kind !== 'room') return refuse(s, E.illegalAction, { why: 'roomsOnly', rule: 'GLD-X10' });
      if (sec.treasureSearched) return refuse(s, E.alreadyDone, { why: 'roomSearched', rule: 'GLD-X10' });
      for (let y = sec.y; y < sec.y + sec.h; y++) {
        for (let x = sec.x; x < sec.x + sec.w; x++) {
          if (chestAt(s.map, cellOf(s.map, x, y))) return refuse(s, E.illegalAction, { why: 'chestInRoom', rule: 'GLD-X10' });
        }
      }
      return (d, dm) => {
        dm.act.acted = true;
        dm.act.done = true;
        push(d, { k: 'searchTreasure', model: dm.id, section: sec.id });
      };
    }

    case 'give':
    case 'take': {
      // Adjacent heroes exchange items at no cost, either way: one gives, or takes, or both, one
      // item at a time (GLD-X11). A knocked-down hero's things can be taken too.
      const t = typeof a.target === 'string' ? s.models[a.target] : undefined;
      if (!t || t === m || t.side !== m.side || t.status.dead || t.status.left) return refuse(s, E.illegalTarget, { why: 'noExchange', rule: 'GLD-X11' });
      if (chebyshev(m, t) !== 1) return refuse(s, E.notAdjacent, { why: 'notAdjacent', model: m.id, target: t.id, rule: 'GLD-X11' });
      if (typeof a.item !== 'string') return fail(E.malformed, `${a.kind}.item must be an item id`);
      const [from, to] = a.kind === 'give' ? [m, t] : [t, m];
      const where = from.items.includes(a.item) ? 'items' : from.weapons.includes(a.item) ? 'weapons' : null;
      if (!where) return refuse(s, E.illegalAction, { why: 'carriesNo', target: from.id, thing: a.item });
      return (d) => {
        const list = d.models[from.id]![where];
        list.splice(list.indexOf(a.item), 1);
        d.models[to.id]![where].push(a.item);
        emit(d, { type: 'itemGiven', by: from.id, to: to.id, item: a.item });
      };
    }

    case 'drag': {
      // Carrying a knocked-down hero takes the whole move, at most 6 squares (GLD-W05); only
      // heroes carry, a follower only its own master (GLD-W07).
      const k = typeof a.target === 'string' ? s.models[a.target] : undefined;
      if (!k || !k.status.ko || k.status.dead || k.side !== m.side) return refuse(s, E.illegalAction, { why: 'onlyKnockedDownMoved', act: 'carried', rule: 'GLD-W05' });
      const may = m.kind === 'hero' || (m.kind === 'follower' && m.master === k.id);
      if (!may) return refuse(s, E.illegalAction, { why: 'neverCarries', rule: 'GLD-W07' });
      if (manhattan(m, k) !== 1) return refuse(s, E.notAdjacent, { why: 'notAdjacent', model: m.id, target: k.id });
      if (act.moved || act.acted) return refuse(s, E.illegalAction, { why: 'wholeActivation', act: 'carry', rule: 'GLD-W05' });
      if (!Array.isArray(a.path) || !a.path.every(isCell) || a.path.length === 0) return fail(E.malformed, 'drag.path must be a list of [x, y]');
      const path = a.path.map(([x, y]) => ({ x, y }));
      const budget = carrySquares(m);
      const r = checkPath(m, path, budget, moveRules(s, m));
      if (!r.ok) return refuse(s, E.illegalMove, { why: 'carryBudget', model: m.id, n: budget, rule: 'GLD-W05, X02' });
      return (d, dm) => {
        moveWith(d, dm, d.models[k.id]!, path);
        dm.act.moved = true;
        dm.act.used = m.profile.speed;
      };
    }

    case 'leave': {
      if (tileAt(s.map, m.x, m.y) !== '<') return refuse(s, E.illegalAction, { why: 'notOnStairs', model: m.id });
      return (d, dm) => {
        dm.status.left = true;
        dm.act.done = true;
        emit(d, { type: 'leftDungeon', model: dm.id });
        // A knocked-down hero carried out, next to its carrier, leaves with it (GLD-W06).
        for (const id of d.order) {
          const k = d.models[id]!;
          if (k.side === dm.side && k.status.ko && !k.status.left && !k.status.dead && manhattan(k, dm) === 1) {
            k.status.left = true;
            emit(d, { type: 'leftDungeon', model: k.id });
          }
        }
        const party = Object.values(d.models).filter((x) => x.side === 'heroes');
        if (party.some((x) => !x.status.dead && !x.status.left && !x.status.ko)) return;
        // Knocked-down heroes left behind in the dungeon are dead (GLD-W06).
        for (const k of party) {
          if (k.status.ko && !k.status.left && !k.status.dead) {
            k.status.dead = true;
            emit(d, { type: 'died', model: k.id, by: null });
          }
        }
        // The expedition is over: Heroic cards go back into the deck (GLD-H01).
        endExpedition(d);
        d.result = { winner: 'heroes', reason: 'left-dungeon' };
        emit(d, { type: 'gameOver', result: d.result });
      };
    }

    default:
      return 'shared';
  }
}

/** Walks a checked exploration path: traps on new squares (shared), junctions and doorways into
 * unexplored sections revealed at once, ending the hero's turn (GLD-X04, X07). */
function walk(d: GameState, m: Model, path: Point[], through: string | null): void {
  const { taken, trap } = stepAlong(d, m, path);
  m.act.used = (m.act.used ?? 0) + taken.length;
  if (through && !trap) queueDoor(d, through);
  queueJunctions(d, m);
  const reveals = d.toGenerate.length > 0;
  if (reveals) m.act.done = true;
  push(d, ...(trap ? [trap] : []), reveals ? { k: 'generatePending' } : { k: 'checkEncounter' });
}
