// Legal answers under `ahq`, for bots, clients and tests: the actions of a seat's models (AHQ-E02..E18,
// C08..C16, C24..C26, C44..C48), the GM's pursuit (AHQ-C48) and Dungeon Counters (DEC-30); the
// decisions the crawls share are listed by crawl/legal.ts.
import type { ActAnswer, Answer, Decision, GameState, Model } from '../types.ts';
import type { AnswerFilter } from '../ruleset.ts';
import { doorsNextTo, occupancy, onBoard } from '../board.ts';
import { chebyshev } from '../geometry/points.ts';
import { legalCrawlAnswers, moveAnswers } from '../crawl/legal.ts';
import { casterProblem, castReaches } from '../crawl/magic.ts';
import { reachFor } from './movement.ts';
import { checkAct, moveBlocked, pursuing, pursuitAllows } from './act.ts';
import { legalCounterAnswers } from './counters.ts';

export function legalAnswers(s: GameState, d: Decision, filter: AnswerFilter = {}): Answer[] {
  if (d.kind === 'pursue') return [{ kind: 'pursue', pursue: true }, { kind: 'pursue', pursue: false }];
  if (d.kind === 'dungeonCounter') return legalCounterAnswers(d);
  return legalCrawlAnswers(s, d, filter, legalActs);
}

/** Each kind of action `legalActs` lists, as a bit: a filter's kinds are read once a listing into
 * one number, not looked up in its list at every kind. */
const END = 1, MOVE = 2, ATTACK = 4, SHOOT = 8, RUN = 16, DOOR = 32, CHEST = 64, SEARCH_SECRET = 128, SEARCH_TREASURE = 256;
const LEAVE = 512, REMOVE_ARMOUR = 1024, DISARM = 2048, CAST = 4096, POTION = 8192, DRAG = 16384;
const EVERY_KIND = 32767;
const KIND_BITS: Readonly<Record<string, number>> = {
  end: END, move: MOVE, attack: ATTACK, shoot: SHOOT, run: RUN, door: DOOR, chest: CHEST, searchSecret: SEARCH_SECRET,
  searchTreasure: SEARCH_TREASURE, leave: LEAVE, removeArmour: REMOVE_ARMOUR, disarm: DISARM, cast: CAST, potion: POTION, drag: DRAG,
};

function kindMask(kinds: readonly Answer['kind'][] | undefined): number {
  if (!kinds) return EVERY_KIND;
  let mask = 0;
  for (let i = 0; i < kinds.length; i++) {
    // Kinds this ruleset does not list (and names of the record's prototype) add nothing.
    const bit = KIND_BITS[kinds[i]!];
    if (typeof bit === 'number') mask |= bit;
  }
  return mask;
}

/** Whether `m` stands at most `most` squares (Chebyshev) from the square `cell` of a map `w` wide. */
function besideCell(m: Model, cell: number, w: number, most: number): boolean {
  const x = cell % w;
  return Math.abs(m.x - x) <= most && Math.abs(m.y - Math.floor(cell / w)) <= most;
}

/** The weapons `m` carries that are not hand weapons, each once, in the order it carries them. */
function shootingIds(s: GameState, m: Model): string[] {
  const out: string[] = [];
  for (const wp of m.weapons) if (!out.includes(wp) && s.ctx.content.weapons[wp]?.kind !== 'hand') out.push(wp);
  return out;
}

function legalActs(s: GameState, d: Extract<Decision, { kind: 'act' }>, filter: AnswerFilter): Answer[] {
  const out: ActAnswer[] = filter.model ? [] : [{ kind: 'endPhase' }];
  // Who stands where, made at the first listing that asks (the exploration ones mostly do not).
  let occ: Map<number, Model> | undefined;
  const wants = kindMask(filter.kinds);
  const w = s.map.width;
  const ids = d.current ? [d.current] : d.models;
  for (const id of ids) {
    if (filter.model && id !== filter.model) continue;
    const m = s.models[id]!;
    const candidates: ActAnswer[] = [];
    if (wants & END) candidates.push({ kind: 'end', model: id });
    if (wants & MOVE) {
      const cells = moveSquares(s, m, occ);
      for (const c of moveAnswers(m, cells, w, filter.paths && cells.length > 0 ? reachFor(s, m) : null)) candidates.push(c);
    }
    const inCombat = s.turnKind === 'combat';
    if (inCombat && !m.act.attacked && !m.act.acted && (wants & (ATTACK | SHOOT))) {
      // The weapons it could shoot with, each once, found at the first enemy not beside it.
      let shots: string[] | undefined;
      for (const e of (occ ??= occupancy(s)).values()) {
        if (e.side === m.side) continue;
        if (chebyshev(m, e) === 1) {
          if (wants & ATTACK) candidates.push({ kind: 'attack', model: id, target: e.id });
        } else if (wants & SHOOT) {
          shots ??= shootingIds(s, m);
          for (const wp of shots) candidates.push({ kind: 'shoot', model: id, target: e.id, weapon: wp });
        }
      }
    }
    if ((wants & RUN) && inCombat) candidates.push({ kind: 'run', model: id });
    if (wants & DOOR) for (const door of doorsNextTo(s.map, m)) candidates.push({ kind: 'door', model: id, door });
    // Chests and traps are opened and disarmed from beside them (AHQ-E07, E16): the others are not asked about.
    if (wants & CHEST) for (const chest in s.map.chests) if (besideCell(m, s.map.chests[chest]!.cell, w, 1)) candidates.push({ kind: 'chest', model: id, chest });
    if (!inCombat && m.side === 'heroes') {
      if (wants & SEARCH_SECRET) for (const wall of ['north', 'east', 'south', 'west'] as const) candidates.push({ kind: 'searchSecret', model: id, wall });
      if (wants & SEARCH_TREASURE) candidates.push({ kind: 'searchTreasure', model: id });
      if (wants & LEAVE) candidates.push({ kind: 'leave', model: id });
    }
    if ((wants & REMOVE_ARMOUR) && m.armour) candidates.push({ kind: 'removeArmour', model: id });
    if (wants & DISARM) for (const trap in s.map.traps) if (besideCell(m, s.map.traps[trap]!.cell, w, 1)) candidates.push({ kind: 'disarm', model: id, trap });
    // Spells and potions replace the attack in a fight. Only targets they may go to are asked
    // about: a spell's side within its range, once the caster may cast it at all (AHQ-C35..C39);
    // a potion's carrier or a friend beside him (AHQ-C45).
    const instead = !(inCombat && (m.act.attacked || m.act.acted));
    if ((wants & CAST) && instead) {
      for (const spellId of m.spells) {
        const sp = s.ctx.content.spells[spellId];
        if (!sp || casterProblem(s, m, spellId)) continue;
        for (const t of (occ ??= occupancy(s)).values()) if (castReaches(sp, m, t)) candidates.push({ kind: 'cast', model: id, spell: spellId, target: t.id });
      }
    }
    if ((wants & POTION) && instead) {
      for (let i = 0; i < m.items.length; i++) {
        const item = m.items[i]!;
        // Each kind of potion once, where it first comes in the model's items.
        if (m.items.indexOf(item) !== i || s.ctx.content.items[item]?.kind !== 'potion') continue;
        for (const t of (occ ??= occupancy(s)).values()) if (t.side === m.side && chebyshev(m, t) <= 1) candidates.push({ kind: 'potion', model: id, item, target: t.id });
      }
    }
    if (wants & DRAG) for (const k of m.act.couldDrag) for (const c of dragAnswers(s, m, k)) candidates.push(c);
    for (const c of candidates) {
      if (c.kind === 'move') out.push(c); // destinations come from the same reachability the checker uses
      else if (typeof checkAct(s, d, c, occ) === 'function') out.push(c);
    }
  }
  return out;
}

/** The squares `m` may move to now, as cells, in the order the listing gives them: where its
 * move may end (a pursuer: only where it can strike, AHQ-C48, which asks who stands where: the
 * state's occupancy map `occ`, made here if not given). */
export function moveSquares(s: GameState, m: Model, occ?: Map<number, Model>): number[] {
  const out: number[] = [];
  if (moveBlocked(s, m)) return out;
  const reach = reachFor(s, m);
  const pursued = pursuing(s, m);
  if (pursued) occ ??= occupancy(s);
  const w = s.map.width;
  reach.eachDestination((x, y) => {
    if (!pursued || pursuitAllows(s, m, { x, y }, occ)) out.push(y * w + x);
  });
  return out;
}

/** One drag path per reachable destination within three squares. */
function dragAnswers(s: GameState, m: Model, target: string): ActAnswer[] {
  const k = s.models[target];
  if (!k || !onBoard(k) || !k.status.ko) return [];
  const reach = reachFor(s, m, 3);
  const out: ActAnswer[] = [];
  for (const p of reach.destinations()) {
    const path = reach.pathTo(p.x, p.y);
    if (path) out.push({ kind: 'drag', model: m.id, target, path: path.map((q) => [q.x, q.y] as [number, number]) });
  }
  return out;
}
