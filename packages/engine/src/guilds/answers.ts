// Answers under `guilds`: actions go to the guilds checker, Fate to the guilds wound rules
// (DEC-08), placements must keep two empty squares from the heroes (GLD-C03); the rest is shared
// with `ahq`.
import type { Answer, Decision, EngineError, GameState, Step } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import { onBoard } from '../board.ts';
import { chebyshev, type Point } from '../geometry/points.ts';
import { fail } from '../runtime.ts';
import type { Mutation } from '../ahq/act.ts';
import { checkAnswer as ahqCheckAnswer } from '../ahq/answers.ts';
import { heroes } from '../ahq/common.ts';
import { checkAct } from './act.ts';
import { resumeWoundFate } from './attack.ts';

export const ACT_KINDS = new Set(['move', 'attack', 'shoot', 'run', 'door', 'chest', 'searchSecret', 'searchTreasure', 'removeArmour', 'disarm', 'cast', 'potion', 'drag', 'leave', 'push', 'end', 'endPhase']);

/** Monsters are placed at least two empty squares from every hero (GLD-C03). */
export const PLACEMENT_GAP = 3;

export function farFromHeroes(s: GameState, p: Point): boolean {
  return heroes(s).filter(onBoard).every((h) => chebyshev(h, p) >= PLACEMENT_GAP);
}

export function checkAnswer(s: GameState, d: Decision, resume: Step | null, a: Answer): EngineError | Mutation {
  if (d.kind === 'act') {
    if (!ACT_KINDS.has(a.kind)) return fail(E.wrongKind, `the pending decision is 'act', which '${String(a.kind)}' does not answer`);
    return checkAct(s, d, a as Extract<Answer, { model: string }>);
  }
  if (d.kind === 'fate' && a.kind === 'fate' && resume?.k === 'gApplyWounds') {
    if (typeof a.spend !== 'boolean') return fail(E.malformed, 'fate.spend must be true or false');
    return (x) => resumeWoundFate(x, resume, a.spend);
  }
  if (d.kind === 'placeMonsters' && a.kind === 'place' && Array.isArray(a.placements)) {
    for (const [i, p] of a.placements.entries()) {
      if (p && Array.isArray(p.at) && !farFromHeroes(s, { x: p.at[0], y: p.at[1] })) {
        return fail(E.illegalMove, `placements[${i}]: [${p.at}] is too near a hero: at least two empty squares must separate the monsters from the nearest hero (GLD-C03)`);
      }
    }
  }
  return ahqCheckAnswer(s, d, resume, a);
}
