// The rules steps the crawls share, by name; a crawl ruleset adds its own (its surprise roll, GM
// phases, attacks, chests, searches) and may take the place of any of these.
import type { StepHandler } from '../runtime.ts';
import { hooked, stepGenerator } from '../generator.ts';
import {
  stepAskComponents, stepAskLeader, stepAskRoutine, stepCheckVictory, stepCombatTurn, stepEndPhase, stepExplorationPhase,
  stepExplorationTurn, stepGmPhaseEnd, stepHeroPhase, stepHeroPhaseEnd, stepNextPlayer, stepSeatActs, stepStart,
} from './flow.ts';
import { stepCheckEncounter, stepGeneratePending } from './explore.ts';
import { stepAskNudge, stepAskPlacement, stepAskSentryDoor, stepBeginCombat, stepEncounter } from './surprise.ts';
import { stepCast } from './magic.ts';
import { stepTrap } from './traps.ts';

export const CRAWL_STEPS: Readonly<Record<string, StepHandler>> = {
  start: stepStart,
  askComponents: stepAskComponents,
  explorationTurn: stepExplorationTurn,
  heroPhase: stepHeroPhase,
  nextPlayer: stepNextPlayer,
  seatActs: stepSeatActs,
  heroPhaseEnd: stepHeroPhaseEnd,
  explorationPhase: stepExplorationPhase,
  // A dungeon generator may do this work its own way, and run steps of its own (AHQ-E19, E11).
  generatePending: hooked('generatePending', stepGeneratePending),
  gen: stepGenerator,
  checkEncounter: stepCheckEncounter,
  encounter: stepEncounter,
  askPlacement: stepAskPlacement,
  askNudge: stepAskNudge,
  askSentryDoor: stepAskSentryDoor,
  beginCombat: stepBeginCombat,
  combatTurn: stepCombatTurn,
  askRoutine: stepAskRoutine,
  gmPhaseEnd: stepGmPhaseEnd,
  checkVictory: stepCheckVictory,
  endPhase: stepEndPhase,
  askLeader: stepAskLeader,
  cast: stepCast,
  trap: stepTrap,
};
