// The engine's public contract: create a game from its header, apply a seat's answer, list the
// legal answers, replay a saved game. The ruleset does the rules; this file keeps the promises
// (refusals change nothing, the same answers give the same game).
import type { OptionOdds } from './option-odds.ts';
import type { Content } from './content-types.ts';
import type { Answer, ApplyResult, CoreState, Decision, EngineError, GameEvent, GameHeader, GameState, OptionValue, Seat } from './types.ts';
import { ERROR_CODES as E } from './types.ts';
import type { AnswerFilter, OptionDef, Ruleset } from './ruleset.ts';
import type { AttackOdds } from './rules/duel.ts';
import { emit, fail, run } from './runtime.ts';
import { cloneState, gameContext, SetupError } from './state.ts';
import { ahq } from './ahq/index.ts';
import { guilds } from './guilds/index.ts';
import { FACING_OPTION, withFacing } from './facing/index.ts';
import { aofQuest } from './aof-quest/index.ts';
import { rulesAt, rulesVersionOf } from './rules-versions.ts';

/** The modules a game may play on top of any grid crawl ruleset, each turned on by its option. */
const GRID_MODULES: readonly { option: OptionDef; apply(r: Ruleset): Ruleset }[] = [{ option: FACING_OPTION, apply: withFacing }];

/** A ruleset with the options of the modules it may be played with: a grid crawl gets them all. */
function withModuleOptions<S extends CoreState>(r: Ruleset<S>): Ruleset<S> {
  if (!r.crawl) return r;
  const more = GRID_MODULES.map((m) => m.option).filter((o) => !r.options.some((x) => x.id === o.id));
  return more.length ? { ...r, options: [...r.options, ...more] } : r;
}

/** The ruleset a game plays: `r` with the modules its options turn on. */
function played<S extends CoreState>(r: Ruleset<S>, options: Readonly<Record<string, OptionValue>>): Ruleset<S> {
  let out = r as unknown as Ruleset;
  if (r.crawl) for (const m of GRID_MODULES) if (options[m.option.id] === true) out = m.apply(out);
  return out as unknown as Ruleset<S>;
}

/** Every ruleset a game may name, by id: the engine's own, and any registered since. */
export const RULESETS: Readonly<Record<string, Ruleset<any>>> = { ahq: withModuleOptions(ahq), guilds: withModuleOptions(guilds), 'aof-quest': aofQuest };

export function rulesetOf(id: string): Ruleset<any> {
  const r = Object.hasOwn(RULESETS, id) ? RULESETS[id] : undefined;
  if (!r) throw new SetupError('ruleset', `unknown ruleset '${id}' (known: ${Object.keys(RULESETS).join(', ')})`);
  return r;
}

/** Adds a ruleset to those games may name (a ruleset written outside the engine: a house-rule
 * designer's, the tests' toy). An id already taken is refused. */
export function registerRuleset<S extends CoreState>(r: Ruleset<S>): void {
  if (Object.hasOwn(RULESETS, r.id)) throw new Error(`a ruleset '${r.id}' is already known`);
  (RULESETS as Record<string, Ruleset<S>>)[r.id] = withModuleOptions(r);
}

/** Options with every default filled in; unknown options or wrong types are refused. */
export function resolveOptions(ruleset: Pick<Ruleset, 'id' | 'options'>, given: Record<string, unknown> = {}): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const o of ruleset.options) out[o.id] = o.default;
  for (const [k, v] of Object.entries(given)) {
    const def = ruleset.options.find((o) => o.id === k);
    if (!def) throw new SetupError(`options.${k}`, `the ${ruleset.id} ruleset has no option '${k}'${ruleset.options.length ? ` (options: ${ruleset.options.map((o) => o.id).join(', ')})` : ''}`);
    if (typeof v !== def.type) throw new SetupError(`options.${k}`, `must be a ${def.type}`);
    if (def.choices && !def.choices.includes(v as string)) throw new SetupError(`options.${k}`, `must be one of ${def.choices.join(', ')}`);
    out[k] = v as OptionValue;
  }
  return out;
}

/** The first state of a game; runs until the first decision. Throws `SetupError` on a bad header. */
export function createGame<S extends CoreState = GameState>(header: GameHeader<unknown>, content: Content): S {
  // The rules of the header's version (rules-versions.ts), with the modules its options turn on.
  const base = rulesAt(rulesetOf(header.ruleset), rulesVersionOf(header)) as Ruleset<S>;
  const options = resolveOptions(base, header.options);
  const ruleset = played(base, options);
  const s = ruleset.init(gameContext(header, ruleset, content, options) as S['ctx']);
  ruleset.start(s);
  run(s, ruleset.steps);
  return s;
}

export function pending(s: CoreState): Decision | null {
  return s.pending;
}

function checked<S extends CoreState>(s: S, seat: Seat, answer: Answer) {
  if (s.result) return { error: { ...fail(E.gameOver, 'the game is over'), why: { why: 'gameOver' } } satisfies EngineError };
  const d = s.pending;
  if (!d) return { error: fail(E.noDecision, 'no decision is pending') };
  if (seat !== d.seat) return { error: { ...fail(E.wrongSeat, `the pending decision (${d.kind}) belongs to seat '${d.seat}', not '${String(seat)}'`), why: { why: 'notYourDecision' } } satisfies EngineError };
  if (!answer || typeof answer !== 'object' || typeof (answer as { kind?: unknown }).kind !== 'string') {
    return { error: fail(E.malformed, 'an answer is an object with a string "kind"') };
  }
  try {
    const ruleset = s.ctx.ruleset as Ruleset<S>;
    // A reason changes nothing in play: checked on its own, it becomes an event told first.
    const why = (answer as { reason?: unknown }).reason;
    let told: GameEvent | null = null;
    if (why !== undefined) {
      const e = ruleset.reason ? ruleset.reason(s, seat, why) : fail(E.malformed, `reason: the ${ruleset.id} ruleset takes no reasons`);
      if (!('type' in e)) return { error: e };
      told = e;
    }
    const r = ruleset.check(s, d, s.resume, answer);
    if (typeof r !== 'function') return { error: r };
    const event = told;
    return { mutation: event === null ? r : (x: S) => { emit(x, event); r(x); } };
  } catch (e) {
    // A shape the checks did not foresee (a string where a list belongs, …) is still just a bad answer.
    return { error: fail(E.malformed, `the answer could not be read: ${(e as Error).message}`) };
  }
}

/** Whether `apply` would accept `seat`'s answer now: the same full check, nothing played or
 * changed. For bots that build answers too large to list (monster placements) and try them. */
export function accepts(s: CoreState, seat: Seat, answer: Answer): boolean {
  return !checked(s, seat, answer).error;
}

/** Why `seat`'s answer cannot be played now, in the engine's words ("Barbarian cannot go there: an
 * enemy Death Zone (AHQ-C14) stops the move on the way"), or null when it can: for a click on a
 * square or a target that no legal answer names. Nothing changes. */
export function explain(s: CoreState, seat: Seat, answer: Answer): string | null {
  const c = checked(s, seat, answer);
  return c.error ? c.error.message : null;
}

/** Applies `seat`'s answer: a new state and the events, or a typed error and nothing changed. */
export function apply<S extends CoreState = GameState>(s: S, seat: Seat, answer: Answer): ApplyResult<S> {
  const c = checked(s, seat, answer);
  if (c.error) return { ok: false, error: c.error };
  const next = cloneState(s);
  advance(next, c.mutation!);
  return { ok: true, state: next, events: next.events };
}

/** Checks `seat`'s answer in full, changing nothing: refused, the error; accepted, the play that
 * makes it on `s` itself, for a holder that must do something between the check and the play
 * (the server stores the answer first). `play` returns the events, and must run on `s` as it was
 * checked: nothing else may change `s` in between. */
export function prepare<S extends CoreState = GameState>(s: S, seat: Seat, answer: Answer): { ok: true; play(): GameEvent[] } | { ok: false; error: EngineError } {
  const c = checked(s, seat, answer);
  if (c.error) return { ok: false, error: c.error };
  return {
    ok: true,
    play: () => {
      s.events = [];
      advance(s, c.mutation!);
      return s.events;
    },
  };
}

/** As `apply`, but changes `s` itself: for simulations that own their state. */
export function applyInPlace<S extends CoreState = GameState>(s: S, seat: Seat, answer: Answer): ApplyResult<S> {
  const c = checked(s, seat, answer);
  if (c.error) return { ok: false, error: c.error };
  s.events = [];
  advance(s, c.mutation!);
  return { ok: true, state: s, events: s.events };
}

function advance<S extends CoreState>(s: S, mutation: (d: S) => void): void {
  const ruleset = s.ctx.ruleset as Ruleset<S>;
  s.pending = null;
  s.resume = null;
  mutation(s);
  run(s, ruleset.steps);
  ruleset.afterAnswer?.(s);
}

/** Every legal answer `seat` could give now (moves listed by destination; large spaces such as
 * placements give one legal example: `apply` checks any other). A hero seat's list names nothing
 * its view does not show (DEC-17; tested), so it may be sent to that seat as it is. */
export function legalAnswers(s: CoreState, seat: Seat, filter?: AnswerFilter): Answer[] {
  const d = s.pending;
  if (!d || d.seat !== seat || s.result) return [];
  return s.ctx.ruleset.legal(s, d, filter);
}

/** The squares `legalAnswers` lists `model`'s moves to now, as cells (y × width + x) in its order,
 * with no answer made per square: for a seat that weighs every square it could move to (the
 * bots), which then answers `{ kind: 'move', model, to }` for the one it picks. Empty when `seat`
 * is not the one deciding an action or `model` may not act in it. */
export function moveSquares(s: GameState, seat: Seat, model: string): number[] {
  const d = s.pending;
  if (!d || d.seat !== seat || s.result || d.kind !== 'act') return [];
  const m = s.models[model];
  if (!m || !(d.current ? d.current === model : d.models.includes(model))) return [];
  return s.ctx.ruleset.moveSquares?.(s, d, m) ?? [];
}

/** What `seat` may know of the game now, as its ruleset shows it (DEC-17): for a dungeon crawl,
 * the `View` that `view` gives. */
export function seatView(s: CoreState, seat: Seat): unknown {
  return s.ctx.ruleset.view(s, seat);
}

/** The views of `seats` at once, each what `seatView` gives: where the ruleset makes them so,
 * parts that seats see alike are one object, shared between their views (a reader that only
 * reads them, the server's room, then makes and compares them once). */
export function seatViews(s: CoreState, seats: readonly Seat[]): unknown[] {
  const r = s.ctx.ruleset;
  return r.views ? r.views(s, seats) : seats.map((seat) => r.view(s, seat));
}

/** Which of `events` each of `seats` may know of, each what `seatEvents` gives: where the
 * ruleset makes them so, seats that see them alike share one list. */
export function seatsEvents(s: CoreState, events: readonly GameEvent[], seats: readonly Seat[]): GameEvent[][] {
  const r = s.ctx.ruleset;
  return r.seatsEvents ? r.seatsEvents(s, events, seats) : seats.map((seat) => r.viewEvents(s, events, seat));
}

/** Which of `events` `seat` may know of, as it may know them. */
export function seatEvents(s: CoreState, events: readonly GameEvent[], seat: Seat): GameEvent[] {
  return s.ctx.ruleset.viewEvents(s, events, seat);
}

/** Exact odds of an attack before it is made (Fate Points not counted); null if it cannot be made. */
export function attackOdds(s: CoreState, attacker: string, target: string, weapon?: string): AttackOdds | null {
  // A dungeon crawl's models; a ruleset of units (aof-quest) checks its own ids.
  const models = (s as Partial<GameState>).models;
  if (models && (!Object.hasOwn(models, attacker) || !Object.hasOwn(models, target))) return null;
  return s.ctx.ruleset.odds?.(s, attacker, target, weapon) ?? null;
}

/** The inches each move option of the pending `choice` decision costs (rulesets of named
 * options); {} where the ruleset gives none. */
export function optionInches(s: CoreState): Record<string, number> {
  return s.ctx.ruleset.optionInches?.(s) ?? {};
}

/** Exact odds of the attack a `choice` option makes, for the seat deciding; null if none. */
export function optionOdds(s: CoreState, seat: Seat, option: string): OptionOdds | null {
  return s.ctx.ruleset.optionOdds?.(s, seat, option) ?? null;
}

export interface SavedGame {
  format: 'delve-game';
  version: 1;
  header: GameHeader<unknown>;
  answers: { seat: Seat; answer: Answer }[];
}

/** Plays a saved game's answers again from its header. */
export function replay<S extends CoreState = GameState>(saved: Pick<SavedGame, 'header' | 'answers'>, content: Content): S {
  let s = createGame<S>(saved.header, content);
  saved.answers.forEach(({ seat, answer }, i) => {
    const r = applyInPlace<S>(s, seat, answer);
    if (!r.ok) throw new SetupError(`answers[${i}]`, `${r.error.code}: ${r.error.message}`);
    s = r.state;
  });
  return s;
}
