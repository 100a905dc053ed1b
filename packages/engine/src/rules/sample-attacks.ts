// One attack played many times on the engine itself, each time with dice of its own, to hold the
// exact odds of either ruleset against: what the odds promise, the engine must do.
import type { Answer, Decision, GameState, Model } from '../types.ts';
import { applyInPlace } from '../game.ts';
import { cloneState } from '../state.ts';
import { seededRng } from '../rng.ts';

export interface Sampled {
  /** Share of attacks that took k wounds off the target, k = 0, 1, … */
  dealt: number[];
  /** Share that put the target out of the fight, as the ruleset counts it. */
  out: number;
  /** Share that left the attacker dead or knocked out (free attacks back). */
  down: number;
}

export interface SampleRules {
  /** The lowest wounds counted: a target goes no further than this. */
  floor(t: Model): number;
  /** Whether the target is out of the fight. */
  out(t: Model): boolean;
}

/** The reply to every question an attack asks on the way: no Fate, no advance, the same target
 * for a free attack, the first friend a fumbled shot may hit. */
function reply(d: Decision): Answer {
  switch (d.kind) {
    case 'fate': return { kind: 'fate', spend: false };
    case 'advance': return { kind: 'advance', advance: false };
    case 'fumbleVictim': return { kind: 'target', target: d.options[0]! };
    default: return { kind: 'target', target: 't' };
  }
}

/** The decisions an attack may ask on the way; any other means it is over (the fight won, a new
 * Leader to choose). */
const ATTACK_QUESTIONS: ReadonlySet<Decision['kind']> = new Set(['fate', 'advance', 'fumbleVictim', 'freeAttack']);

/** Model 'a' attacks model 't' (shoots with `ranged`) `n` times from `base`. Throws if the engine
 * refuses an answer. */
export function sampleAttacks(base: GameState, n: number, r: SampleRules, ranged?: string): Sampled {
  const a = base.models.a!;
  const t = base.models.t!;
  const dealt = new Array(t.wounds - r.floor(t) + 2).fill(0);
  let out = 0;
  let down = 0;
  const attack: Answer = ranged ? { kind: 'shoot', model: 'a', target: 't', weapon: ranged } : { kind: 'attack', model: 'a', target: 't' };
  for (let i = 0; i < n; i++) {
    const s = cloneState(base);
    s.rng = seededRng(i + 1);
    let res = applyInPlace(s, a.seat, attack);
    while (res.ok && s.pending && ATTACK_QUESTIONS.has(s.pending.kind) && !s.result) res = applyInPlace(s, s.pending.seat, reply(s.pending));
    if (!res.ok) throw new Error(res.error.message);
    const tt = s.models.t!;
    const aa = s.models.a!;
    dealt[Math.min(dealt.length - 1, t.wounds - Math.max(tt.wounds, r.floor(tt)))]++;
    if (r.out(tt)) out++;
    if (aa.status.dead || aa.status.ko) down++;
  }
  return { dealt: dealt.map((c) => c / n), out: out / n, down: down / n };
}

/** Throws unless a sampled share lies within five standard errors of the exact chance. */
export function expectClose(exact: number, sampled: number, n: number, what: string): void {
  const sigma = Math.sqrt(Math.max(exact * (1 - exact), 1e-6) / n);
  if (Math.abs(exact - sampled) > 5 * sigma + 1e-4) throw new Error(`${what}: exact ${exact.toFixed(5)} vs sampled ${sampled.toFixed(5)} (σ ${sigma.toFixed(5)})`);
}
