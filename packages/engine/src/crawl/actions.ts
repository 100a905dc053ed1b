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
import { illegal, type Resolve } from '../rules/act.ts';
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
      if (!nextToDoor(s.map, m, doorId)) return fail(E.notAdjacent, `${m.name} is not next to that door (AHQ-E04)`);
      const opening = !door.open;
      if (combat) {
        const p = crawlRules(s).doorInCombat(s, m, opening);
        if (p) return p;
      } else if (act.acted) return illegal(`${m.name} has already acted this turn`);
      if (!opening) {
        const standing = occ ?? occupancy(s);
        if (door.cells.some((c) => standing.has(c))) return illegal('a model stands in the doorway');
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
      if (chest.open) return illegal('that chest is already open');
      const at = { x: chest.cell % s.map.width, y: Math.floor(chest.cell / s.map.width) };
      if (chebyshev(m, at) !== 1) return fail(E.notAdjacent, `${m.name} is not next to the chest (AHQ-E07)`);
      if (m.side !== 'heroes') return illegal('only heroes open chests');
      const barred = combat ? crawlRules(s).zoneBars(s, m) : null;
      if (barred) return fail(E.deathZone, `${barred}: no opening chests`);
      if (combat && (act.attacked || act.acted)) return illegal('opening a chest replaces attacking');
      if (!combat && act.acted) return illegal(`${m.name} has already acted this turn`);
      const trap = Object.values(s.map.traps).find((t) => t.chest === chest.id);
      if (trap?.spotted) return illegal('a trap guards the chest: disarm it first (AHQ-E16)');
      return (d, dm) => {
        if (combat) dm.act.acted = true;
        else dm.act.done = true;
        if (trap) push(d, { k: 'trap', trap: trap.id, model: dm.id, how: 'chest' });
        else push(d, { k: 'openChest', chest: chest.id, model: dm.id });
      };
    }

    case 'searchSecret':
    case 'searchTreasure': {
      if (combat) return illegal('searching is for exploration turns');
      if (m.side !== 'heroes') return illegal('only heroes search');
      if (act.moved || act.acted) return illegal(`a searching hero does not move that turn (AHQ-E11, E13)`);
      const sec = sectionAt(s.map, m.x, m.y);
      if (!sec) return illegal(`${m.name} is not inside a room or passage`);
      if (a.kind === 'searchSecret') {
        if (!(WALLS as readonly string[]).includes(a.wall)) return fail(E.malformed, `wall must be one of ${WALLS.join(', ')}`);
        if (sec.searchedWalls.includes(a.wall)) return illegal(`the ${a.wall} wall of this ${sec.kind} has been searched already (AHQ-E11)`);
        return (d, dm) => {
          dm.act.done = true;
          push(d, { k: 'searchSecret', model: dm.id, section: sec.id, wall: a.wall });
        };
      }
      if (sec.kind !== 'room') return illegal('hidden treasure is searched for in rooms (AHQ-E13)');
      if (sec.treasureSearched) return illegal('this room has been searched for treasure already (AHQ-E13)');
      return (d, dm) => {
        dm.act.done = true;
        push(d, { k: 'searchTreasure', model: dm.id, section: sec.id });
      };
    }

    case 'removeArmour': {
      if (!m.armour) return illegal(`${m.name} wears no armour`);
      if (act.moved || act.acted || act.attacked) return illegal('removing armour takes the whole activation (AHQ-E06)');
      return (d, dm) => {
        emit(d, { type: 'armourRemoved', model: dm.id, armour: dm.armour! });
        dm.armour = null;
        dm.act.done = true;
      };
    }

    case 'disarm': {
      const trap = typeof a.trap === 'string' ? s.map.traps[a.trap] : undefined;
      if (!trap || !trap.spotted) return fail(E.malformed, `there is no spotted trap '${String(a.trap)}'`);
      if (m.side !== 'heroes') return illegal('only heroes disarm traps');
      const at = { x: trap.cell % s.map.width, y: Math.floor(trap.cell / s.map.width) };
      if (chebyshev(m, at) > 1) return fail(E.notAdjacent, `${m.name} must be next to the trap to disarm it (AHQ-E16)`);
      if (act.acted || act.attacked) return illegal(`${m.name} has already acted`);
      return (d, dm) => {
        if (combat) dm.act.acted = true;
        else dm.act.done = true;
        push(d, { k: 'trap', trap: trap.id, model: dm.id, how: 'disarm' });
      };
    }

    case 'cast': {
      if (typeof a.spell !== 'string' || !s.ctx.content.spells[a.spell]) return fail(E.malformed, `there is no spell '${String(a.spell)}'`);
      if (combat && (act.attacked || act.acted)) return illegal('casting replaces attacking');
      const target = typeof a.target === 'string' ? s.models[a.target] : undefined;
      const p = castProblem(s, m, a.spell, target);
      if (p) return fail(p.includes('AHQ-C36') ? E.components : p.includes('AHQ-C16') || p.includes('GLD-Z04') ? E.deathZone : E.illegalAction, p);
      const sp = spell(s, a.spell);
      return (d, dm) => {
        if (combat) dm.act.acted = true;
        crawlRules(d).afterCast(d, dm, sp);
        push(d, { k: 'cast', caster: dm.id, spell: sp.id, target: target!.id });
      };
    }

    case 'leave': {
      if (combat) return illegal('the stairs out are taken in an exploration turn');
      if (tileAt(s.map, m.x, m.y) !== '<') return illegal(`${m.name} is not on the stairs out (AHQ-E27)`);
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

