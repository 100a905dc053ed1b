// What a ruleset plugs into the engine: how a game starts, the rules steps, the check and the
// listing of answers, the seats and what each may see. The state, decisions, answers, events and
// views are one contract for every ruleset; the state's own parts are the ruleset's (`S`).
import type { OptionOdds } from './option-odds.ts';
import type { Answer, CoreState, Decision, EngineError, GameEvent, GameState, Model, OptionValue, Seat, Step } from './types.ts';
import type { StepHandler } from './runtime.ts';
import type { AttackOdds } from './rules/duel.ts';
import type { CrawlRules } from './crawl/rules.ts';

/** Words a player reads, in each language the clients speak. */
export type Words = Readonly<{ en: string; it: string }>;

/** A house rule: everything a new-game form, `delve rules` and the header's check need, its name
 * and description in English and Italian included (adding an option is writing this, once). */
export interface OptionDef {
  id: string;
  type: 'boolean' | 'number' | 'string';
  default: OptionValue;
  /** Catalogue ids the option changes. */
  rules: string[];
  /** What players call it, short ("Doors closed in a fight"). */
  name: Words;
  /** What it changes, in a sentence. */
  description: Words;
  /** With `choices`: each choice's name, as players call it. */
  choiceNames?: Readonly<Record<string, Words>>;
  choices?: readonly string[];
  min?: number;
  max?: number;
}

export type Mutation<S extends CoreState = GameState> = (draft: S) => void;

/** Narrows `legalAnswers` to one model's actions, or to some kinds of answer. */
export interface AnswerFilter {
  model?: string;
  kinds?: readonly Answer['kind'][];
  /** Give each move its path, so that applying it needs no new search. */
  paths?: boolean;
}

export interface Ruleset<S extends CoreState = GameState> {
  id: string;
  name: string;
  options: readonly OptionDef[];
  steps: Readonly<Record<string, StepHandler<S>>>;
  /** The first state of a game, before its first step: the context given, and the ruleset's own
   * parts built from the header's setup (a bad one throws a `SetupError` naming the field). */
  init(ctx: S['ctx']): S;
  /** Pushes the first steps of a new game. */
  start(s: S): void;
  /** Checks an answer without changing anything: the error, or the change to apply to a copy. */
  check(s: S, d: Decision, resume: Step | null, a: Answer): EngineError | Mutation<S>;
  legal(s: S, d: Decision, filter?: AnswerFilter): Answer[];
  seats(s: S): Seat[];
  /** What `seat` may know of the game now (DEC-17): plain data, the same for the same state. */
  view(s: S, seat: Seat): unknown;
  /** The views of several seats of the same state at once, each as `view` gives it, which may
   * share the parts seats see alike (for readers that only read them); without it, `view` per
   * seat. */
  views?(s: S, seats: readonly Seat[]): unknown[];
  /** The latest events as each of several seats may know them, each as `viewEvents` gives them,
   * where seats that see them alike may share one list (for readers that only read them). */
  seatsEvents?(s: S, events: readonly GameEvent[], seats: readonly Seat[]): GameEvent[][];
  /** Which of the latest events `seat` may know of, as it may know them. */
  viewEvents(s: S, events: readonly GameEvent[], seat: Seat): GameEvent[];
  /** The event a seat's reason for its answer makes (the GM's, crawl/reasons.ts), or why it is
   * refused; a ruleset without it refuses every reason. */
  reason?(s: S, seat: Seat, reason: unknown): GameEvent | EngineError;
  /** Whether `e`, an event of `answerer`'s answer, tells only what that seat chose or marks time
   * (take-back.ts): an undo may take the answer back across it. Absent: every event is news. */
  tellsNothing?(s: S, e: GameEvent, answerer: Seat): boolean;
  /** Called after every answer played, the rules work it set off done. */
  afterAnswer?(s: S): void;
  /** The squares `legal` lists `m`'s moves to at `d` (cells, in its order): grid rulesets. */
  moveSquares?(s: S, d: Extract<Decision, { kind: 'act' }>, m: Model): number[];
  /** Exact odds of an attack that `attacker` could make on `target` now (ranged with `weapon`). */
  odds?(s: S, attacker: string, target: string, weapon?: string): AttackOdds | null;
  /** Rulesets whose seats answer named `choice` options: the inches each move option of the
   * pending decision costs, and the exact odds of an option that attacks (null: none). */
  optionInches?(s: S): Record<string, number>;
  optionOdds?(s: S, seat: Seat, option: string): OptionOdds | null;
  /** A dungeon crawl's own rules where the crawls' shared pieces differ (crawl/rules.ts). */
  crawl?: CrawlRules;
}
