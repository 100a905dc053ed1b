// Answers under `ahq`: its actions (act.ts), its own Fate offers (to hit and on wounds, AHQ-C41),
// chests within what a hero may carry (AHQ-E09, E10), pursuit (AHQ-C48) and Dungeon Counters
// (DEC-30, counters.ts); the decisions the crawls share are checked by crawl/answers.ts.
import type { Answer, Decision, EngineError, GameState, Step } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import { emit, fail } from '../runtime.ts';
import type { Mutation } from '../rules/act.ts';
import { checkCrawlAnswer, type AnswerRules } from '../crawl/answers.ts';
import { checkAct } from './act.ts';
import { resumeWoundFate } from './attack.ts';
import { checkChestPick } from './chests.ts';
import { checkCounterAnswer } from './counters.ts';

const RULES: AnswerRules = {
  actKinds: new Set(['move', 'attack', 'shoot', 'run', 'door', 'chest', 'searchSecret', 'searchTreasure', 'removeArmour', 'disarm', 'cast', 'potion', 'drag', 'leave', 'end', 'endPhase']),
  act: (s, d, a) => checkAct(s, d, a),
  fate: { applyWounds: resumeWoundFate },
  chestPick: checkChestPick,
};

/** Checks `a` against the pending decision `d`; `resume` is the step waiting for the answer. */
export function checkAnswer(s: GameState, d: Decision, resume: Step | null, a: Answer): EngineError | Mutation {
  if (d.kind === 'pursue') {
    if (a.kind !== 'pursue') return fail(E.wrongKind, `the pending decision is 'pursue', which '${String(a.kind)}' does not answer`);
    if (typeof a.pursue !== 'boolean') return fail(E.malformed, 'pursue.pursue must be true or false');
    return (x) => {
      x.combat!.pursuing = a.pursue;
      emit(x, { type: 'pursuit', pursue: a.pursue });
      // Monsters that do not pursue hold where they are this phase (AHQ-C03, C48).
      if (!a.pursue) for (const id of x.combat!.monsters) x.models[id]!.act.done = true;
    };
  }
  if (d.kind === 'dungeonCounter') return checkCounterAnswer(s, d, a);
  return checkCrawlAnswer(s, d, resume, a, RULES);
}
