// Legal answers to the decisions the crawls share, for bots, clients and tests; the actions are
// listed by each ruleset. Moves are listed by destination; placements, which have too many
// arrangements to list, get one legal example and the ruleset's checker for any other.
import type { ActAnswer, Answer, Decision, GameState, Model } from '../types.ts';
import type { AnswerFilter } from '../ruleset.ts';
import type { Point } from '../geometry/points.ts';
import type { Reach } from '../geometry/reach.ts';
import { sectionFloor } from './surprise.ts';

/** Legal answers to `d`; the ruleset lists its actions (`acts`), and may narrow where monsters are placed. */
export function legalCrawlAnswers(
  s: GameState, d: Decision, filter: AnswerFilter,
  acts: (s: GameState, d: Extract<Decision, { kind: 'act' }>, filter: AnswerFilter) => Answer[],
  placeable: (s: GameState, p: Point) => boolean = () => true,
): Answer[] {
  switch (d.kind) {
    case 'act': return acts(s, d, filter);
    case 'choosePlayer': return d.options.map((player) => ({ kind: 'choosePlayer', player }));
    case 'fate': return [{ kind: 'fate', spend: true }, { kind: 'fate', spend: false }];
    case 'freeAttack':
    case 'fumbleVictim': return d.options.map((target) => ({ kind: 'target', target }));
    case 'advance': return [{ kind: 'advance', advance: true }, { kind: 'advance', advance: false }];
    case 'placeMonsters': {
      const free = sectionFloor(s, d.section).filter((p) => placeable(s, p));
      return [{ kind: 'place', placements: d.monsters.slice(0, free.length).map((model, i) => ({ model, at: [free[i]!.x, free[i]!.y] as [number, number] })) }];
    }
    case 'nudgeMonsters': return [{ kind: 'nudge', moves: [] }];
    case 'routine': return [{ kind: 'routine', routine: 'moveThenAttack' }, { kind: 'routine', routine: 'attackThenMove' }];
    case 'sentryDoor': return [{ kind: 'sentryDoor', at: null }, ...d.options.map((p) => ({ kind: 'sentryDoor' as const, at: [p.x, p.y] as [number, number] }))];
    case 'components': {
      // Four of one kind, or one of each of the first few (AHQ-C37 allows any mix; these are examples).
      const out: Answer[] = d.options.map((c) => ({ kind: 'components', picks: { [c]: d.count } }));
      if (d.options.length >= d.count) out.push({ kind: 'components', picks: Object.fromEntries(d.options.slice(0, d.count).map((c) => [c, 1])) });
      return out;
    }
    case 'chestPick': {
      const chest = s.map.chests[d.chest]!;
      const out: Answer[] = [{ kind: 'pick', item: null }];
      for (const hero of d.heroes) {
        if (chest.gold > 0) out.push({ kind: 'pick', item: 'gold', hero });
        for (const item of new Set(chest.items)) out.push({ kind: 'pick', item, hero });
      }
      return out.filter((a) => typeof s.ctx.ruleset.check(s, d, s.resume, a) === 'function');
    }
    case 'newLeader': return d.options.map((hero) => ({ kind: 'leader', hero }));
    case 'generator': return d.options.map((_, choice) => ({ kind: 'generator', choice }));
    case 'pursue':
    case 'heroicDeal':
    case 'heroicPlay':
    case 'dungeonCounter':
    case 'choice':
    case 'intercept': return [];
  }
}

/** `m`'s moves to `cells`; with `reach` (the move search the squares came from), each with the
 * path it found (a square it does not end on, such as a step into the unknown, has none). */
export function moveAnswers(m: Model, cells: readonly number[], w: number, reach: Reach | null): ActAnswer[] {
  return cells.map((c): ActAnswer => {
    const x = c % w;
    const y = (c - x) / w;
    const path = reach?.pathTo(x, y);
    return path ? { kind: 'move', model: m.id, to: [x, y], path: path.map((q) => [q.x, q.y] as [number, number]) } : { kind: 'move', model: m.id, to: [x, y] };
  });
}
