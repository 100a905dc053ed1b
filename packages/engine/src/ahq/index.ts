// The `ahq` ruleset: Advanced HeroQuest basic rules v1.85 on the shared engine.
import type { Ruleset } from '../ruleset.ts';
import { GM } from '../types.ts';
import { checkAnswer } from './answers.ts';
import { legalAnswers, moveSquares } from './legal.ts';
import { handToHandOdds, rangedOdds } from './odds.ts';
import {
  stepAskComponents, stepAskLeader, stepAskPursuit, stepAskRoutine, stepCheckEscape, stepCheckVictory, stepCombatTurn,
  stepEndPhase, stepExplorationPhase, stepExplorationTurn, stepGmExplorationPhase, stepGmPhase, stepGmPhaseEnd,
  stepHeroPhase, stepHeroPhaseEnd, stepNextPlayer, stepSeatActs, stepStart,
} from './flow.ts';
import * as attack from './attack.ts';
import { attackOdds, attackSteps } from '../rules/attack-steps.ts';
import { stepCast, stepSpellEffect } from './magic.ts';
import { stepCheckEncounter, stepGeneratePending, stepSearchSecret, stepSearchTreasure } from './explore.ts';
import { stepChestPick, stepOpenChest } from './chests.ts';
import { stepTrap } from './traps.ts';
import { stepAskNudge, stepAskPlacement, stepAskSentryDoor, stepBeginCombat, stepEncounter, stepSurprise } from './surprise.ts';
import { hooked, stepGenerator } from '../generator.ts';

const steps: Ruleset['steps'] = {
  start: stepStart,
  askComponents: stepAskComponents,
  explorationTurn: stepExplorationTurn,
  heroPhase: stepHeroPhase,
  nextPlayer: stepNextPlayer,
  seatActs: stepSeatActs,
  heroPhaseEnd: stepHeroPhaseEnd,
  explorationPhase: stepExplorationPhase,
  gmExplorationPhase: stepGmExplorationPhase,
  // A dungeon generator may do this work its own way, and run steps of its own (AHQ-E19, E11).
  generatePending: hooked('generatePending', stepGeneratePending),
  gen: stepGenerator,
  checkEncounter: stepCheckEncounter,
  encounter: stepEncounter,
  surprise: stepSurprise,
  askPlacement: stepAskPlacement,
  askNudge: stepAskNudge,
  askSentryDoor: stepAskSentryDoor,
  beginCombat: stepBeginCombat,
  combatTurn: stepCombatTurn,
  gmPhase: stepGmPhase,
  askPursuit: stepAskPursuit,
  askRoutine: stepAskRoutine,
  gmPhaseEnd: stepGmPhaseEnd,
  checkVictory: stepCheckVictory,
  checkEscape: stepCheckEscape,
  endPhase: stepEndPhase,
  askLeader: stepAskLeader,
  ...attackSteps(attack),
  cast: stepCast,
  spellEffect: stepSpellEffect,
  trap: stepTrap,
  openChest: stepOpenChest,
  chestPick: stepChestPick,
  searchSecret: hooked('searchSecret', stepSearchSecret),
  searchTreasure: stepSearchTreasure,
};

export const ahq: Ruleset = {
  id: 'ahq',
  name: 'Advanced HeroQuest (basic rules v1.85)',
  options: [],
  steps,
  start: (s) => s.stack.push({ k: 'start' }),
  check: checkAnswer,
  legal: legalAnswers,
  moveSquares: (s, _d, m) => moveSquares(s, m),
  seats: (s) => [...s.players, GM],
  odds: attackOdds((s, a, t) => (attack.strikingWeapon(s, a, t) ? handToHandOdds(s, a, t) : null), rangedOdds),
};
