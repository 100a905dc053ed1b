// Why the Gamesmaster AI did what it did, from the facts it read (engine crawl/reasons.ts words
// them, and shows them to the hero seats only where those facts are in their view): whom a blow
// goes to and what singled him out, whom a monster closes on, why a shooter keeps its distance, a
// door opened, a pursuit, a Dungeon Counter spent.
import type { Answer, GmReason, ModelView } from '@delve/engine';
import { chebyshev, standing } from '../board.ts';
import type { Situation } from '../situation.ts';
import { planGain, planning } from './plan.ts';
import { cunningHere, heroesReaching, quarryAt, strikesFrom, strikesThisPhase, wayBackBarred } from './act.ts';

/** The answer with its reason, where it has one. */
export function withReason(answer: Answer, reason: GmReason | null): Answer {
  return reason ? { ...answer, reason } : answer;
}

/** What singled out the hero a monster strikes, among those it could strike. */
function strikeReason(x: Situation, m: ModelView, target: ModelView, weapon: string | undefined): GmReason {
  const could = x.foes.filter((f) => f === target || (weapon === undefined ? chebyshev(f, m) === 1 && standing(f, x.v) : x.odds.odds(m.id, f.id, weapon) !== null));
  const base = { model: m.id, target: target.id };
  if (target.ko) return { code: 'knockedOut', ...base };
  // The phase's plan (gm/plan.ts) singled him out: the monsters still to act can finish him.
  if (could.length > 1 && planning(x) > 0) {
    const o = x.odds.odds(m.id, target.id, weapon);
    if (o && planGain(x, m, target, o.dealt) > 0) return { code: 'setUp', ...base };
  }
  if (could.length > 1) {
    const toughness = (f: ModelView) => f.profile.toughness;
    const hurt = (f: ModelView) => 1 - Math.max(0, f.wounds ?? f.maxWounds) / Math.max(1, f.maxWounds);
    const worth = (f: ModelView) => x.t.worth(x.c, f);
    const others = could.filter((f) => f !== target);
    if (others.every((f) => toughness(target) < toughness(f))) return { code: 'lowestToughness', ...base };
    if (hurt(target) > 0 && others.every((f) => hurt(target) > hurt(f))) return { code: 'mostHurt', ...base };
    if (others.every((f) => worth(target) > worth(f))) return { code: 'valuable', ...base };
  }
  return { code: 'likeliestWound', ...base };
}

/** The nearest standing hero to a square. */
function nearest(x: Situation, p: { x: number; y: number }): ModelView | null {
  let best: ModelView | null = null;
  for (const f of x.foes) if (standing(f, x.v) && (!best || chebyshev(f, p) < chebyshev(best, p))) best = f;
  return best;
}

/** Why a monster's activation answer was given; null for an end or a run. */
export function actReason(x: Situation, m: ModelView, a: Answer, ranged: boolean): GmReason | null {
  switch (a.kind) {
    case 'attack':
    case 'shoot': {
      const t = x.b.byId.get(a.target);
      return t ? strikeReason(x, m, t, a.kind === 'shoot' ? a.weapon ?? undefined : undefined) : null;
    }
    case 'move': {
      const to = { x: a.to[0], y: a.to[1] };
      if (!ranged && !strikesFrom(x, m, to)) {
        // Where it strikes no one this phase: across the heroes' way back, or out of their reach.
        const { strikeFirst, cutOff } = cunningHere(x);
        if (cutOff > 0 && wayBackBarred(x, to) > 0 && !strikesThisPhase(x, m)) return { code: 'holdWayBack', model: m.id };
        // Stopped short at the edge of a hero's reach, not merely far away.
        const f = nearest(x, to);
        if (strikeFirst > 0 && f && chebyshev(f, to) <= x.t.combatMove(f) + 3 && heroesReaching(x, m, to) === 0) return { code: 'strikeFirst', model: m.id, target: f.id };
      }
      if (!ranged) {
        const q = quarryAt(x, m, to);
        if (q) return { code: q.nearest ? 'closeOn' : 'makeFor', model: m.id, target: q.id };
      }
      const f = nearest(x, to);
      if (!f) return null;
      if (!ranged) return { code: 'closeOn', model: m.id, target: f.id };
      // A shooter moving farther from the nearest hero steps back; otherwise it keeps its distance.
      return { code: chebyshev(f, to) > chebyshev(f, m) ? 'stepBack' : 'keepShot', model: m.id, target: f.id };
    }
    case 'door': {
      const f = nearest(x, m);
      return f ? { code: 'openDoor', model: m.id, target: f.id } : null;
    }
    default:
      return null;
  }
}
