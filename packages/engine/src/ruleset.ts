// What a ruleset plugs into the engine.
import type { Answer, Decision, EngineError, GameState, Model, OptionValue, Seat, Step } from './types.ts';
import type { StepHandler } from './runtime.ts';
import type { AttackOdds } from './ahq/odds.ts';

export interface OptionDef {
  id: string;
  type: 'boolean' | 'number' | 'string';
  default: OptionValue;
  /** Catalogue ids the option changes. */
  rules: string[];
  description: string;
  choices?: readonly string[];
  min?: number;
  max?: number;
}

export type Mutation = (draft: GameState) => void;

/** Narrows `legalAnswers` to one model's actions, or to some kinds of answer. */
export interface AnswerFilter {
  model?: string;
  kinds?: readonly Answer['kind'][];
  /** Give each move its path, so that applying it needs no new search. */
  paths?: boolean;
}

export interface Ruleset {
  id: string;
  name: string;
  options: readonly OptionDef[];
  steps: Readonly<Record<string, StepHandler>>;
  /** Pushes the first steps of a new game. */
  start(s: GameState): void;
  /** Checks an answer without changing anything: the error, or the change to apply to a copy. */
  check(s: GameState, d: Decision, resume: Step | null, a: Answer): EngineError | Mutation;
  legal(s: GameState, d: Decision, filter?: AnswerFilter): Answer[];
  /** The squares `legal` lists `m`'s moves to at `d` (cells, in its order). */
  moveSquares(s: GameState, d: Extract<Decision, { kind: 'act' }>, m: Model): number[];
  seats(s: GameState): Seat[];
  /** Exact odds of an attack that `attacker` could make on `target` now (ranged with `weapon`). */
  odds(s: GameState, attacker: string, target: string, weapon?: string): AttackOdds | null;
}
