// The `ahq` ruleset: Advanced HeroQuest basic rules v1.85 on the shared engine.
import type { Ruleset } from '../ruleset.ts';
import type { GameState, Step } from '../types.ts';
import { GM } from '../types.ts';
import { model } from './common.ts';
import { checkAnswer } from './answers.ts';
import { legalAnswers } from './legal.ts';
import { handToHandOdds, rangedOdds } from './odds.ts';
import {
  stepAskComponents, stepAskLeader, stepAskPursuit, stepAskRoutine, stepCheckEscape, stepCheckVictory, stepCombatTurn,
  stepEndPhase, stepExplorationPhase, stepExplorationTurn, stepGmExplorationPhase, stepGmPhase, stepGmPhaseEnd,
  stepHeroPhase, stepHeroPhaseEnd, stepNextPlayer, stepSeatActs, stepStart,
} from './flow.ts';
import {
  applyWounds, strikingWeapon, stepCriticalFree, stepDamage, stepFumbleFree, stepHandToHand, stepRangedFumble, stepShoot, stepWound,
} from './attack.ts';
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
  hth: stepHandToHand,
  criticalFree: stepCriticalFree,
  fumbleFree: stepFumbleFree,
  shoot: stepShoot,
  rangedFumble: stepRangedFumble,
  damage: stepDamage,
  wound: stepWound,
  applyWounds: (s: GameState, st: Step) => applyWounds(s, st),
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
  seats: (s) => [...s.players, GM],
  odds: (s, a, t, w) => {
    const attacker = model(s, a);
    const target = model(s, t);
    if (w !== undefined && s.ctx.content.weapons[w]?.kind !== 'hand') return rangedOdds(s, attacker, target, w);
    return strikingWeapon(s, attacker, target) ? handToHandOdds(s, attacker, target) : null;
  },
};
