// The actions the crawls share, checked the same way under both (end an activation, doors out of a
// fight, chests, searches, armour, traps, spells, the stairs out: AHQ-E04..E18, E27, C35..C40);
// where the rules differ the ruleset says so through `CrawlRules` (zones, spell timing, doors in
// a fight). Each ruleset's checker sends here the kinds it does not check itself.
import type { ActAnswer, EngineError, GameState, Model } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import { active, nextToDoor, occupancy, sectionAt, tileAt } from '../board.ts';
import { chebyshev } from '../geometry/points.ts';
import { emit, fail, push } from '../runtime.ts';
import { queueDoor } from '../rules/explore.ts';
import type { Resolve } from '../rules/act.ts';
import { refuse } from '../rules/refuse.ts';
import { revealIdentity } from './attack.ts';
import { castProblem, spell } from './magic.ts';
import { crawlRules } from './rules.ts';

const WALLS = ['north', 'east', 'south', 'west'] as const;

/** Checks one of the shared actions of `m`; null for a kind that is not one of them. */
export function sharedAction(s: GameState, m: Model, a: ActAnswer, combat: boolean, occ: Map<number, Model> | undefined): EngineError | Resolve | null {
  const act = m.act;
  switch (a.kind) {
    case 'end':
      return (d, dm) => {
        dm.act.done = true;
        d.currentModel = null;
      };

    case 'door': {
      const doorId = a.door;
      if (typeof doorId !== 'string' || !s.map.doors[doorId]) return fail(E.malformed, `there is no door '${String(doorId)}'`);
      const door = s.map.doors[doorId]!;
      if (door.secret && !door.found) return fail(E.malformed, `there is no door '${doorId}'`);
      if (!nextToDoor(s.map, m, doorId)) return refuse(s, E.notAdjacent, { why: 'doorNotNext', model: m.id, rule: 'AHQ-E04' });
      const opening = !door.open;
      if (combat) {
        const p = crawlRules(s).doorInCombat(s, m, opening);
        if (p) return p;
      } else if (act.acted) return refuse(s, E.illegalAction, { why: 'alreadyActed', model: m.id });
      if (!opening) {
        const standing = occ ?? occupancy(s);
        if (door.cells.some((c) => standing.has(c))) return refuse(s, E.illegalAction, { why: 'doorway' });
      }
      return (d, dm) => {
        const dd = d.map.doors[doorId]!;
        dd.open = opening;
        if (opening) {
          dd.openedPhase = d.phaseIndex;
          dd.openedBy = dm.id;
          dm.act.openedDoor = doorId;
          emit(d, { type: 'doorOpened', door: doorId, by: dm.id });
          if (dm.role === 'sentry') revealIdentity(d, dm);
          queueDoor(d, doorId);
        } else {
          emit(d, { type: 'doorClosed', door: doorId, by: dm.id });
          if (d.combat && dm.side === 'heroes') {
            d.combat.closedDoors.push(doorId);
          }
        }
        if (combat) dm.act.acted = true;
        else dm.act.done = true; // ends its activation (AHQ-E04)
        if (!combat) push(d, { k: 'checkEncounter' });
      };
    }

    case 'chest': {
      const chest = typeof a.chest === 'string' ? s.map.chests[a.chest] : undefined;
      if (!chest || !sectionRevealedAt(s, chest.cell)) return fail(E.malformed, `there is no chest '${String(a.chest)}'`);
      if (chest.open) return refuse(s, E.illegalAction, { why: 'chestOpen' });
      const at = { x: chest.cell % s.map.width, y: Math.floor(chest.cell / s.map.width) };
      if (chebyshev(m, at) !== 1) return refuse(s, E.notAdjacent, { why: 'chestNotNext', model: m.id, rule: 'AHQ-E07' });
      if (m.side !== 'heroes') return refuse(s, E.illegalAction, { why: 'heroesOnly', act: 'chest' });
      const barred = combat ? crawlRules(s).zoneBars(s, m) : null;
      if (barred) return refuse(s, E.deathZone, { ...barred, act: 'chest' });
      if (combat && (act.attacked || act.acted)) return refuse(s, E.illegalAction, { why: 'replacesAttack', act: 'chest' });
      if (!combat && act.acted) return refuse(s, E.illegalAction, { why: 'alreadyActed', model: m.id });
      const trap = Object.values(s.map.traps).find((t) => t.chest === chest.id);
      if (trap?.spotted) return refuse(s, E.illegalAction, { why: 'chestTrap', rule: 'AHQ-E16' });
      return (d, dm) => {
        if (combat) dm.act.acted = true;
        else dm.act.done = true;
        if (trap) push(d, { k: 'trap', trap: trap.id, model: dm.id, how: 'chest' });
        else push(d, { k: 'openChest', chest: chest.id, model: dm.id });
      };
    }

    case 'searchSecret':
    case 'searchTreasure': {
      if (combat) return refuse(s, E.illegalAction, { why: 'explorationOnly', act: 'search' });
      if (m.side !== 'heroes') return refuse(s, E.illegalAction, { why: 'heroesOnly', act: 'search' });
      if (act.moved || act.acted) return refuse(s, E.illegalAction, { why: 'wholeActivation', act: 'search', rule: 'AHQ-E11, E13' });
      const sec = sectionAt(s.map, m.x, m.y);
      if (!sec) return refuse(s, E.illegalAction, { why: 'notInSection', model: m.id });
      if (a.kind === 'searchSecret') {
        if (!(WALLS as readonly string[]).includes(a.wall)) return fail(E.malformed, `wall must be one of ${WALLS.join(', ')}`);
        if (sec.searchedWalls.includes(a.wall)) return refuse(s, E.illegalAction, { why: 'wallSearched', wall: a.wall, rule: 'AHQ-E11' });
        return (d, dm) => {
          dm.act.done = true;
          push(d, { k: 'searchSecret', model: dm.id, section: sec.id, wall: a.wall });
        };
      }
      if (sec.kind !== 'room') return refuse(s, E.illegalAction, { why: 'roomsOnly', rule: 'AHQ-E13' });
      if (sec.treasureSearched) return refuse(s, E.illegalAction, { why: 'roomSearched', rule: 'AHQ-E13' });
      return (d, dm) => {
        dm.act.done = true;
        push(d, { k: 'searchTreasure', model: dm.id, section: sec.id });
      };
    }

    case 'removeArmour': {
      if (!m.armour) return refuse(s, E.illegalAction, { why: 'noArmour', model: m.id });
      if (act.moved || act.acted || act.attacked) return refuse(s, E.illegalAction, { why: 'wholeActivation', act: 'armour', rule: 'AHQ-E06' });
      return (d, dm) => {
        emit(d, { type: 'armourRemoved', model: dm.id, armour: dm.armour! });
        dm.armour = null;
        dm.act.done = true;
      };
    }

    case 'disarm': {
      const trap = typeof a.trap === 'string' ? s.map.traps[a.trap] : undefined;
      if (!trap || !trap.spotted) return fail(E.malformed, `there is no spotted trap '${String(a.trap)}'`);
      if (m.side !== 'heroes') return refuse(s, E.illegalAction, { why: 'heroesOnly', act: 'disarm' });
      const at = { x: trap.cell % s.map.width, y: Math.floor(trap.cell / s.map.width) };
      if (chebyshev(m, at) > 1) return refuse(s, E.notAdjacent, { why: 'trapNotNext', model: m.id, rule: 'AHQ-E16' });
      if (act.acted || act.attacked) return refuse(s, E.illegalAction, { why: 'alreadyActed', model: m.id });
      return (d, dm) => {
        if (combat) dm.act.acted = true;
        else dm.act.done = true;
        push(d, { k: 'trap', trap: trap.id, model: dm.id, how: 'disarm' });
      };
    }

    case 'cast': {
      if (typeof a.spell !== 'string' || !s.ctx.content.spells[a.spell]) return fail(E.malformed, `there is no spell '${String(a.spell)}'`);
      if (combat && (act.attacked || act.acted)) return refuse(s, E.illegalAction, { why: 'replacesAttack', act: 'cast' });
      const target = typeof a.target === 'string' ? s.models[a.target] : undefined;
      const p = castProblem(s, m, a.spell, target);
      if (p) return refuse(s, p.why === 'needsComponents' ? E.components : p.why === 'inZone' ? E.deathZone : E.illegalAction, p);
      const sp = spell(s, a.spell);
      return (d, dm) => {
        if (combat) dm.act.acted = true;
        crawlRules(d).afterCast(d, dm, sp);
        push(d, { k: 'cast', caster: dm.id, spell: sp.id, target: target!.id });
      };
    }

    case 'leave': {
      if (combat) return refuse(s, E.illegalAction, { why: 'explorationOnly', act: 'stairs' });
      if (tileAt(s.map, m.x, m.y) !== '<') return refuse(s, E.illegalAction, { why: 'notOnStairs', model: m.id, rule: 'AHQ-E27' });
      return (d, dm) => {
        dm.status.left = true;
        dm.act.done = true;
        emit(d, { type: 'leftDungeon', model: dm.id });
        const party = Object.values(d.models).filter((x) => x.side === 'heroes');
        if (!party.some((x) => active(x))) {
          d.result = { winner: 'heroes', reason: 'left-dungeon' };
          emit(d, { type: 'gameOver', result: d.result });
        }
      };
    }
  }
  return null;
}

function sectionRevealedAt(s: GameState, cell: number): boolean {
  const sec = sectionAt(s.map, cell % s.map.width, Math.floor(cell / s.map.width));
  return sec === null || sec.revealed;
}

