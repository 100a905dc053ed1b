// Legal answers under `guilds`, for bots, clients and tests: actions are listed from the guilds
// checker; the other decisions are the crawls' shared lists, placements kept clear of the heroes
// (GLD-C03).
import type { ActAnswer, Answer, Decision, GameState, Model } from '../types.ts';
import type { AnswerFilter } from '../ruleset.ts';
import { doorSides, doorsNextTo, occupancy, sectionAt } from '../board.ts';
import { carrySquares, doorInto, pathThrough } from './explore-act.ts';
import { chebyshev, manhattan } from '../geometry/points.ts';
import { legalCrawlAnswers, moveAnswers } from '../crawl/legal.ts';
import { checkAct, moveBlocked } from './act.ts';
import { farFromHeroes } from './answers.ts';
import { reachFor } from './movement.ts';
import { legalHeroic } from './heroic.ts';

export function legalAnswers(s: GameState, d: Decision, filter: AnswerFilter = {}): Answer[] {
  if (d.kind === 'heroicDeal' || d.kind === 'heroicPlay') return legalHeroic(d);
  return legalCrawlAnswers(s, d, filter, legalActs, farFromHeroes);
}

function legalActs(s: GameState, d: Extract<Decision, { kind: 'act' }>, filter: AnswerFilter): Answer[] {
  const out: ActAnswer[] = filter.model ? [] : [{ kind: 'endPhase' }];
  const occ = occupancy(s);
  const combat = s.turnKind === 'combat';
  const ids = (d.current ? [d.current] : d.models).filter((id) => !filter.model || id === filter.model);
  const wants = (k: Answer['kind']) => !filter.kinds || filter.kinds.includes(k);
  for (const id of ids) {
    const m = s.models[id]!;
    const c: ActAnswer[] = [];
    if (wants('end')) c.push({ kind: 'end', model: id });
    if (wants('move')) {
      const cells = moveSquares(s, d, m, occ);
      const moves = moveAnswers(m, cells, s.map.width, filter.paths && cells.length > 0 && !moveBlocked(s, m) ? reachFor(s, m) : null);
      // A step through an open doorway into the unknown walks to the doorway first (GLD-X04).
      if (filter.paths && !combat) {
        for (const a of moves) {
          if (a.kind !== 'move' || a.path) continue;
          const to = { x: a.to[0], y: a.to[1] };
          const door = doorInto(s, to);
          const path = door && pathThrough(s, m, door, to);
          if (path) a.path = path.map((q) => [q.x, q.y] as [number, number]);
        }
      }
      c.push(...moves);
    }
    const all = [...occ.values()];
    if (combat) {
      for (const e of all) {
        if (e.side === m.side || e.status.ko) continue;
        if (chebyshev(m, e) === 1) {
          if (wants('attack')) c.push({ kind: 'attack', model: id, target: e.id });
        } else if (wants('shoot')) {
          for (const w of new Set(m.weapons)) if (s.ctx.content.weapons[w]?.kind !== 'hand') c.push({ kind: 'shoot', model: id, target: e.id, weapon: w });
        }
      }
      if (wants('run')) c.push({ kind: 'run', model: id });
      if (wants('push')) for (const e of all) if (e !== m && chebyshev(m, e) === 1) c.push({ kind: 'push', model: id, target: e.id });
      if (wants('drag')) for (const k of all) if (k.status.ko && k.side === m.side) c.push(...dragAnswers(s, m.id, k.id));
    } else if (m.side === 'heroes') {
      for (const t of all) {
        if (t === m || t.side !== m.side || chebyshev(m, t) !== 1) continue;
        if (wants('give')) for (const item of new Set([...m.items, ...m.weapons])) c.push({ kind: 'give', model: id, target: t.id, item });
        if (wants('take')) for (const item of new Set([...t.items, ...t.weapons])) c.push({ kind: 'take', model: id, target: t.id, item });
      }
      if (wants('drag')) for (const k of all) if (k.status.ko && k.side === m.side) c.push(...dragAnswers(s, m.id, k.id, carrySquares(m)));
      if (wants('searchSecret')) for (const wall of ['north', 'east', 'south', 'west'] as const) c.push({ kind: 'searchSecret', model: id, wall });
      if (wants('searchTreasure')) c.push({ kind: 'searchTreasure', model: id });
      if (wants('leave')) c.push({ kind: 'leave', model: id });
    }
    if (wants('door')) for (const door of doorsNextTo(s.map, m)) c.push({ kind: 'door', model: id, door });
    // Chests and traps are opened and disarmed from beside them (the shared checker's rule,
    // AHQ-E07, E16); potions and bandages go to their carrier or a friend beside him (GLD-W04):
    // the others are not asked about.
    const beside = (cell: number) => chebyshev(m, { x: cell % s.map.width, y: Math.floor(cell / s.map.width) }) <= 1;
    if (wants('chest')) for (const chest in s.map.chests) if (beside(s.map.chests[chest]!.cell)) c.push({ kind: 'chest', model: id, chest });
    if (wants('disarm')) for (const trap in s.map.traps) if (beside(s.map.traps[trap]!.cell)) c.push({ kind: 'disarm', model: id, trap });
    if (wants('cast')) for (const spell of m.spells) for (const t of all) c.push({ kind: 'cast', model: id, spell, target: t.id });
    if (wants('potion')) {
      for (const item of new Set(m.items)) {
        const kind = s.ctx.content.items[item]?.kind;
        if (kind !== 'potion' && kind !== 'bandage') continue;
        for (const t of all) if (t.side === m.side && manhattan(m, t) <= 1) c.push({ kind: 'potion', model: id, item, target: t.id });
      }
    }
    // Moves were checked as they were listed (`moveSquares`).
    for (const a of c) if (a.kind === 'move' || typeof checkAct(s, d, a, occ) === 'function') out.push(a);
  }
  return out;
}

/** The squares `m` may move to at `d`, as cells, in the order the listing gives them: where its
 * move may end, and out of combat a hero's steps through an open doorway into the unknown
 * (GLD-X04). A square in a section not revealed yet is checked as any answer is. */
export function moveSquares(s: GameState, d: Extract<Decision, { kind: 'act' }>, m: Model, occ: Map<number, Model> = occupancy(s)): number[] {
  const w = s.map.width;
  const combat = s.turnKind === 'combat';
  const out: number[] = [];
  const keep = (x: number, y: number) => {
    if (combat || sectionAt(s.map, x, y)?.revealed !== false || typeof checkAct(s, d, { kind: 'move', model: m.id, to: [x, y] }, occ) === 'function') out.push(y * w + x);
  };
  if (!moveBlocked(s, m)) reachFor(s, m).eachDestination(keep);
  if (!combat && m.side === 'heroes') for (const id in s.map.doors) if (s.map.doors[id]!.open) for (const p of doorSides(s.map, id)) if (sectionAt(s.map, p.x, p.y)?.revealed === false) keep(p.x, p.y);
  return out;
}

/** One path per square a knocked-down hero can be moved to (GLD-W03). */
function dragAnswers(s: GameState, model: string, target: string, budget?: number): ActAnswer[] {
  const m = s.models[model]!;
  const reach = reachFor(s, m, budget ?? m.profile.speed / 2);
  return reach.destinations().map((p) => ({ kind: 'drag', model, target, path: reach.pathTo(p.x, p.y)!.map((q) => [q.x, q.y] as [number, number]) }));
}
