// How a grid ruleset's attack rules plug into the engine: the same steps by the same names, and
// exact odds for a hand-to-hand attack or a shot, whichever rules each ruleset's functions apply.
import type { GameState, Model } from '../types.ts';
import type { StepHandler } from '../runtime.ts';
import type { Ruleset } from '../ruleset.ts';
import type { AttackOdds } from '../rules/duel.ts';

export interface AttackRules {
  stepHandToHand: StepHandler;
  stepCriticalFree: StepHandler;
  stepFumbleFree: StepHandler;
  stepShoot: StepHandler;
  stepRangedFumble: StepHandler;
  stepDamage: StepHandler;
  stepWound: StepHandler;
  applyWounds: StepHandler;
}

export function attackSteps(r: AttackRules): Record<string, StepHandler> {
  return {
    hth: r.stepHandToHand,
    criticalFree: r.stepCriticalFree,
    fumbleFree: r.stepFumbleFree,
    shoot: r.stepShoot,
    rangedFumble: r.stepRangedFumble,
    damage: r.stepDamage,
    wound: r.stepWound,
    applyWounds: r.applyWounds,
  };
}

/** A ruleset's `odds`: a shot when a ranged weapon is named, else a hand-to-hand attack. */
export function attackOdds(
  handToHand: (s: GameState, attacker: Model, target: Model) => AttackOdds | null,
  ranged: (s: GameState, attacker: Model, target: Model, weapon: string) => AttackOdds | null,
): Ruleset['odds'] {
  return (s, a, t, w) => {
    const attacker = s.models[a];
    const target = s.models[t];
    if (!attacker || !target) return null;
    if (w !== undefined && s.ctx.content.weapons[w]?.kind !== 'hand') return ranged(s, attacker, target, w);
    return handToHand(s, attacker, target);
  };
}
