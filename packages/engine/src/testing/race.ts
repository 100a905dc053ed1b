// Race, the toy ruleset of the tests: a game with no dungeon, no map and no models, written on the
// ruleset interface alone to prove it is enough for a game unlike the crawls. Two seats race to
// a goal with a d6 ("Pig"): on its turn a seat rolls or holds (R1); a roll of 2-6 adds to the pot,
// a 1 empties it and ends the turn (R2); holding banks the pot and ends the turn (R3); the first to
// bank the goal wins (R4). A seat's banked score is hidden from the other until the game ends
// (R5), so that views differ by seat. It imports only the engine's shared pieces, and is
// registered only where it is used (`registerRuleset`, `--ruleset-module` of `delve sim` and
// `delve scenario`).
import type { Answer, CoreState, Decision, EngineError, GameContext, GameEvent, Seat, Side } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import type { Ruleset } from '../ruleset.ts';
import { decide, emit, fail, push, roll } from '../runtime.ts';
import { gameDice, SetupError } from '../state.ts';

export interface RaceSetup {
  /** The seats in the order they play, the first of the heroes' side, the second the GM's. */
  seats: [Seat, Seat];
}

export interface RaceState extends CoreState {
  readonly ctx: GameContext<RaceSetup>;
  /** Banked points by seat. */
  scores: Record<Seat, number>;
  /** Points rolled this turn, not banked yet. */
  pot: number;
  /** Index of the seat whose turn it is. */
  toAct: number;
  turn: number;
}

/** What a seat sees: the pot and whose turn it is; its own score, and the other's once the game is over (R5). */
export interface RaceView {
  seat: Seat;
  toAct: Seat;
  turn: number;
  pot: number;
  scores: Record<Seat, number | null>;
  goal: number;
}

const QUESTION = 'race.rollOrHold';

function seatsOf(s: RaceState): [Seat, Seat] {
  return s.ctx.header.setup.seats;
}

function goalOf(s: RaceState): number {
  return s.ctx.options.goal as number;
}

function init(ctx: GameContext<RaceSetup>): RaceState {
  const seats = ctx.header.setup?.seats;
  if (!Array.isArray(seats) || seats.length !== 2 || seats.some((x) => typeof x !== 'string') || seats[0] === seats[1]) {
    throw new SetupError('setup.seats', 'a race is played by two different seats, e.g. ["p1", "gm"]');
  }
  return {
    ctx, rng: gameDice(ctx.header),
    pending: null, resume: null, stack: [], events: [], result: null,
    scores: { [seats[0]]: 0, [seats[1]]: 0 }, pot: 0, toAct: 0, turn: 1,
  };
}

const steps: Ruleset<RaceState>['steps'] = {
  // R1: the seat to act rolls or holds.
  turn: (s) => {
    const seat = seatsOf(s)[s.toAct]!;
    decide(s, { kind: 'choice', seat, question: QUESTION, options: ['roll', 'hold'] }, { k: 'chosen' });
  },
  // R2: 2-6 adds to the pot, a 1 empties it and ends the turn.
  roll: (s) => {
    const seat = seatsOf(s)[s.toAct]!;
    const face = roll(s, 'random', seat, 1, 6)[0]!;
    if (face === 1) {
      s.pot = 0;
      push(s, { k: 'pass' }, { k: 'turn' });
    } else {
      s.pot += face;
      push(s, { k: 'turn' });
    }
  },
  // R3, R4: banked; the goal reached wins.
  bank: (s) => {
    const seat = seatsOf(s)[s.toAct]!;
    s.scores[seat]! += s.pot;
    s.pot = 0;
    if (s.scores[seat]! >= goalOf(s)) {
      const winner: Side = s.toAct === 0 ? 'heroes' : 'monsters';
      s.result = { winner, reason: 'objective' };
      emit(s, { type: 'gameOver', result: s.result });
      return;
    }
    push(s, { k: 'pass' }, { k: 'turn' });
  },
  pass: (s) => {
    s.toAct = 1 - s.toAct;
    if (s.toAct === 0) s.turn++;
  },
};

function check(s: RaceState, d: Decision, _resume: unknown, a: Answer): EngineError | ((x: RaceState) => void) {
  if (d.kind !== 'choice') return fail(E.noDecision, `a race asks only 'choice' decisions, not '${d.kind}'`);
  if (a.kind !== 'choice') return fail(E.wrongKind, `the pending decision is 'choice', which '${String(a.kind)}' does not answer`);
  if (!d.options.includes(a.option)) return fail(E.illegalAction, `'${String(a.option)}' is not one of ${d.options.join(', ')} (R1)`);
  return (x) => push(x, { k: a.option === 'roll' ? 'roll' : 'bank' });
}

export const race: Ruleset<RaceState> = {
  id: 'race',
  name: 'Race (the tests\' toy ruleset)',
  options: [{ id: 'goal', type: 'number', default: 20, min: 5, max: 100, rules: ['R4'], name: { en: 'Goal', it: 'Traguardo' }, description: { en: 'the score that wins', it: 'il punteggio che vince' } }],
  steps,
  init,
  start: (s) => push(s, { k: 'turn' }),
  check,
  legal: (_s, d) => (d.kind === 'choice' ? d.options.map((option) => ({ kind: 'choice' as const, option })) : []),
  seats: (s) => [...seatsOf(s)],
  view: (s, seat): RaceView => {
    const [a, b] = seatsOf(s);
    const shown = (x: Seat) => (x === seat || s.result ? s.scores[x]! : null);
    return { seat, toAct: seatsOf(s)[s.toAct]!, turn: s.turn, pot: s.pot, scores: { [a]: shown(a), [b]: shown(b) }, goal: goalOf(s) };
  },
  // Every die and the end are public.
  viewEvents: (_s, events) => events.map((e): GameEvent => structuredClone(e)),
};

/** A sound policy: bank once the pot reaches 20 or wins the race. */
export function racePolicy(s: RaceState, seat: Seat): Answer {
  const left = goalOf(s) - s.scores[seat]!;
  return { kind: 'choice', option: s.pot >= Math.min(20, left) ? 'hold' : 'roll' };
}

/** The race as a ruleset module (`--ruleset-module`): its one setup, a race of p1 against the GM,
 * and its policy on both seats. */
export default {
  ruleset: race,
  setups: {
    race: (seed: number) => ({ ruleset: 'race', options: {}, packs: [], seed, setup: { seats: ['p1', 'gm'] } satisfies RaceSetup }),
  },
  policy: racePolicy,
};
