// The `guilds` ruleset: AHQ3 "The Guilds" on the shared engine and the crawls' shared pieces
// (crawl/): the turn machinery, traps and generation are shared; the guilds rules are its own
// heroes' exploration order, moves, searches and chests, control zones, attacks, damage, Fate,
// surprise, pushes and the GM's turn.
import type { Ruleset } from '../ruleset.ts';
import { DIFFICULTY_OPTION, type DifficultyTable } from '../crawl/difficulty.ts';
import { CRAWL_STEPS } from '../crawl/steps.ts';
import { CRAWL_RULESET } from '../crawl/ruleset.ts';
import { hooked } from '../generator.ts';
import { checkAnswer } from './answers.ts';
import { legalAnswers, moveSquares } from './legal.ts';
import * as attack from './attack.ts';
import { attackOdds, attackSteps } from '../rules/attack-steps.ts';
import { stepBeginCombat, stepCheckEscape, stepCombatTurn, stepEndOfTurn, stepGmPhase, stepSurprise } from './flow.ts';
import { stepPush } from './push.ts';
import { handToHandOdds, rangedOdds } from './odds.ts';
import { stepDamageDice, stepSpellEffect } from './dice-damage.ts';
import { CLOSE_DOORS_OPTION, stepCheckFailed } from './act.ts';
import { HEROIC_OPTION, stepHeroicAnswer, stepHeroicDeal, stepHeroicGive } from './heroic.ts';
import { push } from '../runtime.ts';
import { held, refreshFocus, updateFocus } from './common.ts';
import { afterCast, castTiming } from './magic.ts';
import {
  stepChestPick, stepHeroPhase, stepNextHero, stepOpenChest, stepSearchSecret, stepSearchTreasure,
} from './explore.ts';

const steps: Ruleset['steps'] = {
  ...CRAWL_STEPS,
  surprise: stepSurprise,
  beginCombat: stepBeginCombat,
  combatTurn: stepCombatTurn,
  gmPhase: stepGmPhase,
  checkEscape: stepCheckEscape,
  // The end-of-turn d12 takes the place of the ahq GM exploration phase (GLD-T02).
  gmExplorationPhase: stepEndOfTurn,
  ...attackSteps(attack),
  push: stepPush,
  // Exploration in the heroes' Speed order, one hero at a time (GLD-X01).
  heroPhase: (s, st) => (s.turnKind === 'exploration' ? stepHeroPhase(s) : CRAWL_STEPS.heroPhase!(s, st)),
  gNextHero: stepNextHero,
  searchSecret: hooked('searchSecret', stepSearchSecret),
  searchTreasure: stepSearchTreasure,
  openChest: stepOpenChest,
  gChestPick: stepChestPick,
  // Spells and traps roll skulls against shields too (GLD-A07).
  spellEffect: stepSpellEffect,
  gDamageDice: stepDamageDice,
  // Heroic cards (GLD-H01).
  start: (s, st) => {
    CRAWL_STEPS.start!(s, st);
    push(s, { k: 'gHeroicDeal' });
  },
  gHeroicDeal: stepHeroicDeal,
  gHeroicGive: stepHeroicGive,
  gHeroicAnswer: stepHeroicAnswer,
  gToHitFailed: attack.stepToHitFailed,
  gCheckFailed: stepCheckFailed,
  gRise: attack.stepRise,
};

/** What each difficulty level puts in a `guilds` dungeon (docs/difficulty.md): the monsters a
 * Room card brings, and the end-of-turn faces that bring wandering monsters (GLD-T02). */
const LEVELS: DifficultyTable = {
  story: { band: 0.3 },
  normal: { band: 1 },
  hard: { band: 1.7, wanderingFaces: [1, 2] },
  deadly: { band: 3.5, wanderingFaces: [1, 2] },
};

export const guilds: Ruleset = {
  id: 'guilds',
  name: 'AHQ3 The Guilds',
  options: [
    DIFFICULTY_OPTION,
    {
      id: CLOSE_DOORS_OPTION, type: 'boolean', default: false, rules: ['DEC-03', 'GLD-D06', 'GLD-C09'],
      name: { en: 'Doors closed in a fight', it: 'Porte chiuse in combattimento' },
      description: {
        en: 'doors may be closed in a fight by a model that gives up its whole turn, with no enemy next to the door',
        it: 'in combattimento una porta può essere chiusa da un modello che rinuncia a tutto il turno, senza nemici accanto alla porta',
      },
    },
    {
      id: HEROIC_OPTION, type: 'boolean', default: false, rules: ['GLD-H01'],
      name: { en: 'Heroic cards', it: 'Carte Eroiche' },
      description: {
        en: 'the Heroic cards deck: 4 cards per expedition split among the heroes, played at the moments their effects allow',
        it: 'il mazzo delle Carte Eroiche: 4 carte per spedizione divise fra gli Eroi, giocate nei momenti che i loro effetti permettono',
      },
    },
  ],
  ...CRAWL_RULESET,
  steps,
  start: (s) => s.stack.push({ k: 'start' }),
  check: checkAnswer,
  legal: legalAnswers,
  moveSquares: (s, d, m) => moveSquares(s, d, m),
  // Exact odds with skull-and-shield damage and chained criticals (GLD-A03..A07, S03..S06).
  odds: attackOdds(handToHandOdds, rangedOdds),
  crawl: {
    corpsesStay: true,
    carriedOutNeedsHealer: true,
    updateFocus,
    refreshFocus,
    zoneBars: (s, m) => (held(s, m) ? { why: 'inZone', model: m.id, zone: 'controlZone', rule: 'GLD-Z04' } : null),
    castTiming,
    afterCast,
    // Doors in a fight are checked by the guilds rules themselves (act.ts, GLD-C09, C15, Z04).
    doorInCombat: () => null,
    difficulty: LEVELS,
  },
};
