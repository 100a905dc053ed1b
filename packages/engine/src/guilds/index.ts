// The `guilds` ruleset: AHQ3 "The Guilds" on the shared engine. The turn machinery, exploration,
// chests, traps and generation are the `ahq` steps; the guilds rules replace movement, control
// zones, attacks, damage, Fate, surprise, pushes and the GM's turn.
import type { Ruleset } from '../ruleset.ts';
import { GM } from '../types.ts';
import { ahq } from '../ahq/index.ts';
import { checkAnswer } from './answers.ts';
import { legalAnswers } from './legal.ts';
import {
  applyWounds, stepCriticalFree, stepDamage, stepFumbleFree, stepHandToHand, stepRangedFumble, stepShoot, stepWound,
} from './attack.ts';
import { stepBeginCombat, stepCheckEscape, stepCombatTurn, stepEndOfTurn, stepGmPhase, stepSurprise } from './flow.ts';
import { stepPush } from './push.ts';
import { CLOSE_DOORS_OPTION } from './act.ts';

const steps: Ruleset['steps'] = {
  ...ahq.steps,
  surprise: stepSurprise,
  beginCombat: stepBeginCombat,
  combatTurn: stepCombatTurn,
  gmPhase: stepGmPhase,
  checkEscape: stepCheckEscape,
  // The end-of-turn d12 takes the place of the ahq GM exploration phase (GLD-T02).
  gmExplorationPhase: stepEndOfTurn,
  hth: stepHandToHand,
  criticalFree: stepCriticalFree,
  fumbleFree: stepFumbleFree,
  shoot: stepShoot,
  rangedFumble: stepRangedFumble,
  damage: stepDamage,
  wound: stepWound,
  applyWounds,
  push: stepPush,
};

export const guilds: Ruleset = {
  id: 'guilds',
  name: 'AHQ3 The Guilds',
  options: [
    {
      id: CLOSE_DOORS_OPTION, type: 'boolean', default: false, rules: ['DEC-03', 'GLD-D06', 'GLD-C09'],
      description: 'doors may be closed in a fight by a model that gives up its whole turn, with no enemy next to the door',
    },
    {
      id: 'guilds.heroicCards', type: 'boolean', default: false, rules: ['GLD-H01'],
      description: 'the Heroic cards deck: 4 cards per expedition shared by the party (the deck is not built yet)',
    },
  ],
  steps,
  start: (s) => s.stack.push({ k: 'start' }),
  check: checkAnswer,
  legal: legalAnswers,
  seats: (s) => [...s.players, GM],
  // Odds for the skull-and-shield dice are not computed yet.
  odds: () => null,
};
