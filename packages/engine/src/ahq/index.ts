// The `ahq` ruleset: Advanced HeroQuest basic rules v1.85 on the shared engine and the crawls'
// shared pieces (crawl/), with its own rules where they differ.
import type { Ruleset } from '../ruleset.ts';
import { checkAnswer } from './answers.ts';
import { doorInCombat } from './act.ts';
import { legalAnswers, moveSquares } from './legal.ts';
import { handToHandOdds, rangedOdds } from './odds.ts';
import { stepAskPursuit, stepCheckEscape, stepGmExplorationPhase, stepGmOrders, stepGmPhase } from './flow.ts';
import { initCounters, stepAskCounters } from './counters.ts';
import * as attack from './attack.ts';
import { attackOdds, attackSteps } from '../rules/attack-steps.ts';
import { afterCast, castTiming, stepSpellEffect } from './magic.ts';
import { stepSearchSecret, stepSearchTreasure } from './explore.ts';
import { carryProblem, GOLD_LIMIT, stepChestPick, stepOpenChest } from './chests.ts';
import { stepSurprise } from './surprise.ts';
import { inFocusedZone, refreshFocus, updateFocus } from './zones.ts';
import { hooked } from '../generator.ts';
import { CRAWL_STEPS } from '../crawl/steps.ts';
import { CRAWL_RULESET } from '../crawl/ruleset.ts';
import { DIFFICULTY_OPTION, type DifficultyTable } from '../crawl/difficulty.ts';

/** What each difficulty level puts in an `ahq` dungeon (docs/difficulty.md): the monsters a room
 * brings of its matrix row, and the Dungeon Counters (AHQ-E28): none at `story`. */
const LEVELS: DifficultyTable = {
  story: { band: 0.3, counterFaces: [], keepWeakest: true },
  normal: { band: 1 },
  hard: { band: 1.7, startCounters: 2 },
  deadly: { band: 9, startCounters: 12, counterFaces: [1, 2, 3, 10, 11, 12] },
};

const steps: Ruleset['steps'] = {
  ...CRAWL_STEPS,
  gmExplorationPhase: stepGmExplorationPhase,
  surprise: stepSurprise,
  gmPhase: stepGmPhase,
  gmOrders: stepGmOrders,
  askCounters: stepAskCounters,
  askPursuit: stepAskPursuit,
  checkEscape: stepCheckEscape,
  ...attackSteps(attack),
  spellEffect: stepSpellEffect,
  openChest: stepOpenChest,
  chestPick: stepChestPick,
  searchSecret: hooked('searchSecret', stepSearchSecret),
  searchTreasure: stepSearchTreasure,
};

export const ahq: Ruleset = {
  id: 'ahq',
  name: 'Advanced HeroQuest (basic rules v1.85)',
  options: [DIFFICULTY_OPTION],
  ...CRAWL_RULESET,
  init: (ctx) => {
    const s = CRAWL_RULESET.init(ctx);
    initCounters(s);
    return s;
  },
  steps,
  start: (s) => s.stack.push({ k: 'start' }),
  check: checkAnswer,
  legal: legalAnswers,
  moveSquares: (s, _d, m) => moveSquares(s, m),
  odds: attackOdds((s, a, t) => (attack.strikingWeapon(s, a, t) ? handToHandOdds(s, a, t) : null), rangedOdds),
  crawl: {
    corpsesStay: false,
    goldLimit: GOLD_LIMIT,
    carryProblem,
    updateFocus,
    refreshFocus,
    zoneBars: (s, m) => (inFocusedZone(s, m) ? { why: 'inZone', model: m.id, zone: 'deathZone', rule: 'AHQ-C16' } : null),
    castTiming,
    afterCast,
    doorInCombat,
    difficulty: LEVELS,
  },
};
