// The chains of free attacks in a hand-to-hand duel, solved exactly. From a pair of wounds
// (attacker, target) a strike either ends, or leads to a pair with fewer wounds, or — a critical
// that does no damage, a fumble answered by a free attack — to another strike from the same wounds
// by the same model (`self`) or by the other (`other`). Two linear equations per pair of wounds
// make the endless chains exact. Each ruleset supplies its own strike.

/** An attack's odds. The engine keeps each answer and hands the same frozen object to every
 * caller who asks about the same numbers: read it, or copy it to change it. */
export interface AttackOdds {
  /** Chance the first roll hits (criticals included). */
  readonly hit: number;
  /** dealt[k]: chance the target loses exactly k wounds (the last entry: that many or more). */
  readonly dealt: readonly number[];
  /** received[k]: the same for the attacker, from the target's free attacks after fumbles. */
  readonly received: readonly number[];
  /** The target dies (a hero below zero, a monster at zero or fewer). */
  readonly kill: number;
  /** The target, a hero, is knocked out at exactly zero. */
  readonly knockOut: number;
  /** The attacker ends knocked out or dead. */
  readonly attackerDown: number;
  /** A ranged fumble hits a friend of the shooter instead (AHQ-C31). */
  readonly friendlyFire: number;
}

export interface StrikeOutcome {
  /** Final distribution over wound pairs of what ends now or after strikes from fewer wounds. */
  b: Float64Array;
  /** Chance of striking again from the same wounds (the same model). */
  self: number;
  /** Chance of the other model striking back from the same wounds. */
  other: number;
}

/** The pairs of wounds (attacker, target) a duel may pass through, from the lowest each may fall
 * to up to what each has now, laid out row by row of the attacker's wounds: `index` gives a pair's
 * place, and a pair with no more wounds on either side than another comes at or before it. A class,
 * not a function made per duel: V8 keeps the compiled code of a function made afresh at each
 * call only while one such function lives, and a duel is solved rarely, so it was compiled
 * again after nearly every full collection. */
export class WoundPairs {
  readonly size: number;
  readonly #aMin: number;
  readonly #tMin: number;
  readonly #nT: number;

  constructor(aMin: number, aMax: number, tMin: number, tMax: number) {
    this.#aMin = aMin;
    this.#tMin = tMin;
    this.#nT = tMax - tMin + 1;
    this.size = (aMax - aMin + 1) * this.#nT;
  }

  index(aw: number, tw: number): number {
    return (aw - this.#aMin) * this.#nT + (tw - this.#tMin);
  }
}

/** What a ruleset's strike asks for the strikes that follow from fewer wounds: `solve(aw, tw)`
 * gives their distributions ([attacker strikes, target strikes]); `list()`, a list over the pairs
 * of wounds, all zeros, for the strike's own (`StrikeOutcome.b`). */
export interface DuelSolver {
  solve(aw: number, tw: number): [Float64Array, Float64Array];
  list(): Float64Array;
}

/** The lists a duel is solved in (a few a pair of wounds), taken one after another from one
 * block that the next duel takes them from again. Lists made one by one (each too long for V8 to
 * keep on its heap) cost several times the solving's arithmetic, and memory outside V8's heap
 * taken afresh at every duel is counted against the collector, which then collects the whole
 * heap the more often. */
class DuelLists {
  #block = new Float64Array(1 << 13);
  #used = 0;

  /** A list of `n` zeros, good until the next duel starts (`restart`). */
  take(n: number): Float64Array {
    if (this.#used + n > this.#block.length) {
      // The lists taken so far keep the old block alive while this duel needs them.
      this.#block = new Float64Array(Math.max(2 * this.#block.length, 4 * n));
      this.#used = 0;
    }
    const out = this.#block.subarray(this.#used, this.#used + n);
    out.fill(0);
    this.#used += n;
    return out;
  }

  restart(): void {
    this.#used = 0;
  }
}

const duelLists = new DuelLists();
let solving = false;

/** One strike: `strike(attackerStrikes, aw, tw, solver)`, from wounds (aw, tw). */
export type Strike = (attackerStrikes: boolean, aw: number, tw: number, solver: DuelSolver) => StrikeOutcome;

class Solver implements DuelSolver {
  readonly #memo = new Map<number, [Float64Array, Float64Array]>();
  readonly #pairs: WoundPairs;
  readonly #strike: Strike;
  readonly #lists: DuelLists;

  constructor(pairs: WoundPairs, strike: Strike, lists: DuelLists) {
    this.#pairs = pairs;
    this.#strike = strike;
    this.#lists = lists;
  }

  list(): Float64Array {
    return this.#lists.take(this.#pairs.size);
  }

  solve(aw: number, tw: number): [Float64Array, Float64Array] {
    const key = this.#pairs.index(aw, tw);
    const cached = this.#memo.get(key);
    if (cached) return cached;
    const sa = this.#strike(true, aw, tw, this);
    const st = this.#strike(false, aw, tw, this);
    // VA = bA + selfA·VA + otherA·VT ; VT = bT + selfT·VT + otherT·VA
    const det = (1 - sa.self) * (1 - st.self) - sa.other * st.other;
    // Both strikes end at no more wounds than these on either side: at this pair's place or
    // before it (`WoundPairs` lays the pairs out so), and the rest of each list stays zero.
    const va = this.list();
    const vt = this.list();
    for (let i = 0; i <= key; i++) {
      va[i] = ((1 - st.self) * sa.b[i]! + sa.other * st.b[i]!) / det;
      vt[i] = ((1 - sa.self) * st.b[i]! + st.other * sa.b[i]!) / det;
    }
    const out: [Float64Array, Float64Array] = [va, vt];
    this.#memo.set(key, out);
    return out;
  }
}

/** The distribution over `pairs` after the attacker's strike from (attackerWounds, targetWounds),
 * each strike the ruleset's `strike`: read it before solving another duel, which writes over it. */
export function solveDuel(pairs: WoundPairs, strike: Strike, attackerWounds: number, targetWounds: number): Float64Array {
  // A duel solved while another is (none is, today) takes lists of its own.
  if (solving) return new Solver(pairs, strike, new DuelLists()).solve(attackerWounds, targetWounds)[0];
  solving = true;
  duelLists.restart();
  try {
    return new Solver(pairs, strike, duelLists).solve(attackerWounds, targetWounds)[0];
  } finally {
    solving = false;
  }
}

/** Odds already worked out, per content (the dice tables and gear it defines) and by the numbers
 * an attack's odds depend on: models with the same numbers get the same odds, bit for bit, so a
 * bot asking about many pairs of models over a game solves each distinct duel once. */
const solved = new WeakMap<object, Map<string | number, AttackOdds>>();
const SOLVED_MAX = 20_000;

/** The odds kept for this content under `key`, if they were worked out already. */
export function keptOdds(content: object, key: string | number): AttackOdds | undefined {
  return solved.get(content)?.get(key);
}

/** Keeps `o` for this content under `key` and returns it: one object shared by every caller, so
 * it is frozen (a caller that wants to change it copies it). Sharing spares a copy at every
 * question, and bots ask thousands a game. Asked as `keptOdds(c, key) ?? keepOdds(c, key,
 * worked out)`, so that a question answered already makes nothing, not even the function that
 * would work it out. */
export function keepOdds(content: object, key: string | number, o: AttackOdds): AttackOdds {
  let memo = solved.get(content);
  if (!memo) solved.set(content, (memo = new Map()));
  if (memo.size >= SOLVED_MAX) memo.clear();
  Object.freeze(o.dealt);
  Object.freeze(o.received);
  memo.set(key, Object.freeze(o));
  return o;
}

export function withoutFriendlyFire(content: object, key: string | number, shot: AttackOdds): AttackOdds {
  if (shot.friendlyFire === 0) return shot;
  const alone = typeof key === 'number' ? -1 - key : `${key}|alone`;
  return keptOdds(content, alone) ?? keepOdds(content, alone, { ...shot, friendlyFire: 0 });
}
