// The engine's exact attack odds, asked as a seat may ask them: from a square a model could move
// to (the model is put there for the question and straight back, so the state is as it was), and —
// for a hero seat — against a disguised monster as the heroes see it, so that the odds leak no
// hidden identity (AHQ-C51).
import { attackOdds, type AttackOdds, type GameState, type Model, type ModelView } from '@delve/engine';
import type { Pt } from './board.ts';

export interface OddsAsker {
  /** Odds of `attacker` attacking `target` (ranged with `weapon`), with `moved` (the attacker or
   * the target) standing at `at` instead of where it stands. */
  odds(attacker: string, target: string, weapon?: string, moved?: string, at?: Pt): AttackOdds | null;
}

/** A model as the asking seat sees it: a disguised monster takes its disguise's profile. */
function seen(real: Model, v: ModelView): Model {
  if (!v.hidden) return real;
  return {
    ...real, type: v.type, name: v.name, profile: { ...v.profile }, weapons: [...v.weapons], armour: v.armour, shield: v.shield,
    wounds: v.wounds ?? v.maxWounds, role: null, spells: [], disguise: null,
  };
}

/** Hand-to-hand odds per game (keyed by its immutable context) between models side by side: they
 * depend only on the two models' profiles, wounds and gear, so one fight asks each a few times
 * only. Each model's gear (everything of it the odds read, as one string) is numbered once per
 * game, and the odds kept by the two numbers and the weapon named, if any: a number is looked up
 * quicker than a long string. */
interface HandMemo {
  gears: Map<string, number>;
  odds: Map<number, Map<number | string, AttackOdds | null>>;
}

const handMemo = new WeakMap<object, HandMemo>();

function gearOf(m: Model): string {
  return `${m.id}:${m.type}:${m.wounds}:${m.status.ko}:${m.ward}:${m.armour}:${m.shield}:${m.weapons.join('+')}`;
}

/** The odds with `m` standing at `at`: it is put there for the question and back at once (the
 * odds read the state, never keep it), which spares copying every model of a large dungeon. */
function movedOdds(s: GameState, m: Model, at: Pt, attacker: string, target: string, weapon: string | undefined): AttackOdds | null {
  const { x, y } = m;
  m.x = at.x;
  m.y = at.y;
  try {
    return attackOdds(s, attacker, target, weapon);
  } finally {
    m.x = x;
    m.y = y;
  }
}

/** The engine's odds, with `mover` (if any) standing at `at`. */
function ask(s: GameState, mover: Model | undefined, at: Pt | undefined, attacker: string, target: string, weapon: string | undefined): AttackOdds | null {
  return mover && at ? movedOdds(s, mover, at, attacker, target, weapon) : attackOdds(s, attacker, target, weapon);
}

export function oddsAsker(s: GameState, models: ReadonlyMap<string, ModelView>): OddsAsker {
  let memo = handMemo.get(s.ctx);
  if (!memo) handMemo.set(s.ctx, (memo = { gears: new Map(), odds: new Map() }));
  const hands = memo;
  // This decision's gear numbers, by model: the models do not change while it is being made.
  let gearNos: Map<string, number> | undefined;
  const gearNo = (m: Model): number => {
    let g = (gearNos ??= new Map()).get(m.id);
    if (g === undefined) {
      const gear = gearOf(m);
      g = hands.gears.get(gear);
      if (g === undefined) hands.gears.set(gear, (g = hands.gears.size));
      gearNos.set(m.id, g);
    }
    return g;
  };
  // Hidden models are swapped once, per asker, at its first question (many decisions ask none):
  // the what-if copies then share them.
  let swapped: GameState | undefined;
  const state = (): GameState => {
    if (swapped) return swapped;
    const hidden = [...models.values()].filter((m) => m.hidden);
    swapped = hidden.length === 0 ? s : { ...s, models: { ...s.models, ...Object.fromEntries(hidden.map((m) => [m.id, seen(s.models[m.id]!, m)])) } };
    return swapped;
  };
  // This decision's answers by attacker, target and weapon: the models do not change while it is
  // being made. A hand-to-hand blow from a square beside the target depends on the models alone:
  // one entry serves all four. A diagonal one depends on the squares too (a weapon that reaches
  // diagonally, AHQ-C14, GLD-M04, but not through a doorway nor between two walls, GLD-A02), and a
  // shot on both squares: kept per pair of squares.
  const pairs = new Map<string, Map<string, Map<string, PairMemo>>>();
  const pairOf = (attacker: string, target: string, weapon: string): PairMemo => {
    let byTarget = pairs.get(attacker);
    if (!byTarget) pairs.set(attacker, (byTarget = new Map()));
    let byWeapon = byTarget.get(target);
    if (!byWeapon) byTarget.set(target, (byWeapon = new Map()));
    let memo = byWeapon.get(weapon);
    if (!memo) byWeapon.set(weapon, (memo = { hand: weapon === '' || s.ctx.content.weapons[weapon]?.kind === 'hand', beside: undefined, squares: new Map() }));
    return memo;
  };
  return {
    odds(attacker, target, weapon, moved, at) {
      const base = state();
      const a = base.models[attacker];
      const t = base.models[target];
      if (!a || !t) return null;
      const m = moved ? base.models[moved] : undefined;
      const shift = m && at && (at.x !== m.x || at.y !== m.y);
      const ax = shift && moved === attacker ? at.x : a.x;
      const ay = shift && moved === attacker ? at.y : a.y;
      const tx = shift && moved === target ? at.x : t.x;
      const ty = shift && moved === target ? at.y : t.y;
      const pair = pairOf(attacker, target, weapon ?? '');
      // Who stands elsewhere for the question, if anyone: asked only when no answer is kept.
      const mover = shift ? m : undefined;
      if (pair.hand && Math.abs(ax - tx) + Math.abs(ay - ty) === 1) {
        if (pair.beside !== undefined) return pair.beside;
        const ga = gearNo(a);
        let against = hands.odds.get(ga);
        if (!against) hands.odds.set(ga, (against = new Map()));
        const key = weapon === undefined ? gearNo(t) : `${gearNo(t)}|${weapon}`;
        let o = against.get(key);
        if (o === undefined) against.set(key, (o = ask(base, mover, at, attacker, target, weapon)));
        return (pair.beside = o);
      }
      // The two squares as one number: their cells, which on a board of a few thousand squares
      // make a small integer (quicker to look up); the coordinates themselves otherwise.
      const { width, height } = base.map;
      const cells = width * height;
      const onBoard = ax >= 0 && ay >= 0 && tx >= 0 && ty >= 0 && ax < width && tx < width && ay < height && ty < height;
      const small = onBoard && cells * cells < 0x3fffffff;
      const squares = small ? (ay * width + ax) * cells + ty * width + tx : ((ax * 4096 + ay) * 4096 + tx) * 4096 + ty;
      const kept = small ? pair.squares : (pair.far ??= new Map());
      let o = kept.get(squares);
      if (o === undefined) kept.set(squares, (o = ask(base, mover, at, attacker, target, weapon)));
      return o;
    },
  };
}

/** One decision's odds for an attacker, a target and a weapon: the blow from beside the target,
 * and the others by the two squares. */
interface PairMemo {
  /** Whether it is a blow in hand-to-hand (no weapon named, or a hand weapon). */
  hand: boolean;
  beside: AttackOdds | null | undefined;
  squares: Map<number, AttackOdds | null>;
  /** By coordinates, for squares off a board too large for the cells' key. */
  far?: Map<number, AttackOdds | null>;
}

/** The mean of a distribution by count (`dealt`, `received`): a plain loop, as the engine hands
 * out its odds frozen, and V8's `forEach` over a frozen array is several times slower. */
export function mean(dist: readonly number[]): number {
  let e = 0;
  for (let k = 1; k < dist.length; k++) e += dist[k]! * k;
  return e;
}

export function expectedWounds(o: AttackOdds): number {
  return mean(o.dealt);
}
