// How cunning the Gamesmaster AI plays at each difficulty level (docs/difficulty.md): one GM whose
// choices take these weights, never a copy per level. The level is the game header's option, which
// every seat knows; what it puts in the dungeon is the engine's (engine/src/crawl/difficulty.ts).
import type { GameState } from '@delve/engine';

export type Level = 'story' | 'normal' | 'hard' | 'deadly';

export interface Cunning {
  level: Level;
  /** How strongly a monster closes on the weakest or most valuable hero (wounds lost, worth:
   * spellcasters and archers) rather than the nearest: 0 the nearest alone. */
  focus: number;
  /** What a blow's chance to kill or knock out a hero adds to it, as a multiple of its full worth
   * (1, the cunning GM's): 0 a blow is worth its wounds alone, below 0 the GM pulls its punches,
   * spreading its blows over the party. */
  kill: number;
  /** A blow on a knocked-out hero, against the same blow on one still fighting: finishing him
   * (AHQ-C43) is cruel but a loss for the party that may not be undone. */
  finishFallen: number;
  /** Pursuit of heroes who run (AHQ-C48): never, when it pays (a hero down or the monsters a
   * match for the party), or always. */
  pursuit: 'never' | 'judged' | 'always';
  /** Dungeon Counters (AHQ-E28, DEC-30): never spent, spent when it pays, or spent at once on
   * the strongest play within reach. */
  counters: 'never' | 'judged' | 'eager';
  /** A melee monster that cannot strike this phase keeps out of the heroes' reach, so that they
   * come to it and it strikes first, or it closes with its friends: how much each hero's blow in
   * his coming turn weighs against the ground it gains (0: it walks on into their reach). */
  strikeFirst: number;
  /** A melee monster with no hero to strike this phase takes the doorway or passage square the
   * heroes' way back to the stairs passes through, so they cannot run: what that is worth against
   * the ground it gains toward them, a quarter a step (0: it never does). */
  cutOff: number;
  /** The phase's blows weighed together (gm/plan.ts), where the ruleset's tactics say it pays
   * (`plansBlows`): how much of what a blow adds to a hero's going down, given the blows the
   * monsters still to act can strike him, counts beyond its own chance, and the blows of those
   * beside the heroes are given their targets together (0: each blow for itself). */
  plan: number;
}

// Story pulls its punches; normal plays to win plainly, each monster closing on the nearest hero
// and striking the blow most likely to drop one; hard and deadly are cunning: they close on the
// weakest or most valuable hero, weigh the phase's blows together where that pays, and play the
// waiting game (docs/difficulty.md, measured in fights with the content fixed).
const LEVELS: Readonly<Record<Level, Cunning>> = {
  story: { level: 'story', focus: 0, kill: -1, finishFallen: 0.2, pursuit: 'never', counters: 'never', strikeFirst: 0, cutOff: 0, plan: 0 },
  normal: { level: 'normal', focus: 0, kill: 1, finishFallen: 0.6, pursuit: 'judged', counters: 'judged', strikeFirst: 0, cutOff: 0, plan: 0 },
  hard: { level: 'hard', focus: 1, kill: 1, finishFallen: 1, pursuit: 'judged', counters: 'eager', strikeFirst: 1.5, cutOff: 2.5, plan: 1 },
  deadly: { level: 'deadly', focus: 1, kill: 1, finishFallen: 1.5, pursuit: 'always', counters: 'eager', strikeFirst: 2.5, cutOff: 4, plan: 1 },
};

/** The GM's cunning in this game: its header's level (`normal` where none is given). */
export function cunningOf(s: Pick<GameState, 'ctx'>): Cunning {
  const d = s.ctx.options.difficulty;
  return typeof d === 'string' && d in LEVELS ? LEVELS[d as Level] : LEVELS.normal;
}

/** The rounds of a fight the GM plays a waiting game: shooters keeping out of the heroes' reach,
 * monsters waiting to strike first (`strikeFirst`) or holding the way back (`cutOff`). Past them
 * its monsters come on: where the heroes wait too (out of the shooters' sight, or slowed by the
 * corpses of a long fight, GLD-M01), a fight nobody opens would never end. A fight still on after
 * this many rounds is one in which the waiting has failed. */
export const PATIENCE = 8;

/** Whether the GM still waits for the heroes in the fight under way (`PATIENCE`); the round is in
 * every seat's view. */
export function waiting(s: Pick<GameState, 'combat'>): boolean {
  return (s.combat?.round ?? 0) <= PATIENCE;
}

/** The GM's cunning at this moment of the fight: its level's, without the waiting behaviours once
 * the fight has gone on past `PATIENCE` rounds. */
export function cunningNow(s: Pick<GameState, 'ctx' | 'combat' | 'models'>): Cunning {
  const c = cunningOf(s);
  if (c.strikeFirst === 0 && c.cutOff === 0) return c;
  if (!waiting(s)) return { ...c, strikeFirst: 0, cutOff: 0 };
  // With a hero down or nearly so the GM goes for the kill: waiting for heroes who would rather
  // get away lets them (expedition 35 at deadly with facing: four giant rats kept out of the reach
  // of two heroes with two wounds each, who got out of sight, fight after fight).
  return c.strikeFirst > 0 && heroDown(s) ? { ...c, strikeFirst: 0 } : c;
}

/** A hero on the board knocked out or down, or with 30 % of his wounds or fewer: every seat sees
 * it. The same measure as pursuit's (gm/encounter.ts). */
function heroDown(s: Pick<GameState, 'models'>): boolean {
  for (const id in s.models) {
    const m = s.models[id]!;
    if (m.side !== 'heroes' || m.status.dead || m.status.left || m.x < 0) continue;
    if (m.status.ko || m.wounds <= m.profile.wounds * 0.3) return true;
  }
  return false;
}
