// The policies a seat can be given by name: the AI (GM AI for the GM seat, hero bots for hero
// seats) and the simple fixed policy kept for benchmarks and comparison.
import type { Answer, GameState, Seat } from '@delve/engine';
import { fixedPolicy } from './fixed-policy.ts';
import { gmPolicy } from './gm/index.ts';
import { heroPolicy } from './heroes/index.ts';
import { withFacingPlay } from './facing/index.ts';

export type PolicyName = 'ai' | 'fixed';

/** The AI for whichever seat is asked. */
export function aiPolicy(s: GameState, seat: Seat): Answer {
  const base = seat === 'gm' ? gmPolicy : heroPolicy;
  // With the facing module on, its play goes around the seat's own (ai/src/facing).
  return s.ctx.options.facing === true ? withFacingPlay(s, seat, base) : base(s, seat);
}

export const POLICIES: Readonly<Record<PolicyName, (s: GameState, seat: Seat) => Answer>> = {
  ai: aiPolicy,
  fixed: fixedPolicy,
};

export function isPolicyName(x: string): x is PolicyName {
  return x === 'ai' || x === 'fixed';
}
