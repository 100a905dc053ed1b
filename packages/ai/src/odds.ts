// The engine's exact attack odds, asked as a seat may ask them: from a square a model could move
// to (the model is put there for the question and straight back, so the state is as it was), and —
// for a hero seat — against a disguised monster as the heroes see it, so that the odds leak no
// hidden identity (AHQ-C51).
import { attackOdds, facingTowards, facingsFacing, type AttackOdds, type GameState, type Model, type ModelView } from '@delve/engine';
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

/** The odds with `m` standing at `at`: it is put there for the question and back at once (the
 * odds read the state, never keep it), which spares copying every model of a large dungeon. */
function movedOdds(s: GameState, m: Model, at: Pt, attacker: string, target: string, weapon: string | undefined): AttackOdds | null {
  const { x, y, facing } = m;
  m.x = at.x;
  m.y = at.y;
  // With facing, an attacker that moves there turns to its target for free (FAC-F03).
  const t = s.models[target];
  if (facing && m.id === attacker && t) m.facing = facingsFacing(at, t)[0] ?? facingTowards(at, t);
  try {
    return attackOdds(s, attacker, target, weapon);
  } finally {
    m.x = x;
    m.y = y;
    if (facing) m.facing = facing;
  }
}

/** The engine's odds, with `mover` (if any) standing at `at`. With facing, an attacker turns to
 * its target for free in its own turn (FAC-F03), wherever it stands: the odds are of the blow or
 * shot made after turning, as the answer that names the facing makes it. */
function ask(s: GameState, mover: Model | undefined, at: Pt | undefined, attacker: string, target: string, weapon: string | undefined): AttackOdds | null {
  if (mover && at) return movedOdds(s, mover, at, attacker, target, weapon);
  const a = s.models[attacker];
  const t = s.models[target];
  if (!a?.facing || !t) return attackOdds(s, attacker, target, weapon);
  return movedOdds(s, a, a, attacker, target, weapon);
}

export function oddsAsker(s: GameState, models: ReadonlyMap<string, ModelView>): OddsAsker {
  // Hidden models are swapped once, per asker, at its first question (many decisions ask none):
  // the what-if copies then share them.
  let swapped: GameState | undefined;
  const state = (): GameState => {
    if (swapped) return swapped;
    // Found by a loop: a view of a large dungeon holds many models, and most seats see none hidden.
    let hidden: ModelView[] | undefined;
    for (const m of models.values()) if (m.hidden) (hidden ??= []).push(m);
    swapped = !hidden ? s : { ...s, models: { ...s.models, ...Object.fromEntries(hidden.map((m) => [m.id, seen(s.models[m.id]!, m)])) } };
    return swapped;
  };
  // This decision's hand-to-hand answers by attacker, target and weapon: the models do not change
  // while it is being made. A blow from a square beside the target depends on the models alone:
  // one entry serves all four. A diagonal one depends on the squares too (a weapon that reaches
  // diagonally, AHQ-C14, GLD-M04, but not through a doorway nor between two walls, GLD-A02): kept
  // per pair of squares. Shots are not kept: a decision asks about each shot from each square it
  // weighs once, all but never twice, and keeping them cost more than it saved.
  const pairs = new Map<string, Map<string, Map<string, PairMemo>>>();
  const pairOf = (attacker: string, target: string, weapon: string): PairMemo => {
    let byTarget = pairs.get(attacker);
    if (!byTarget) pairs.set(attacker, (byTarget = new Map()));
    let byWeapon = byTarget.get(target);
    if (!byWeapon) byTarget.set(target, (byWeapon = new Map()));
    let memo = byWeapon.get(weapon);
    if (!memo) byWeapon.set(weapon, (memo = { beside: undefined, squares: new Map() }));
    return memo;
  };
  return {
    odds(attacker, target, weapon, moved, at) {
      const base = state();
      const m = moved ? base.models[moved] : undefined;
      // Who stands elsewhere for the question, if anyone.
      const mover = m && at && (at.x !== m.x || at.y !== m.y) ? m : undefined;
      if (weapon !== undefined && s.ctx.content.weapons[weapon]?.kind !== 'hand') return ask(base, mover, at, attacker, target, weapon);
      const a = base.models[attacker];
      const t = base.models[target];
      if (!a || !t) return null;
      const ax = mover && moved === attacker ? at!.x : a.x;
      const ay = mover && moved === attacker ? at!.y : a.y;
      const tx = mover && moved === target ? at!.x : t.x;
      const ty = mover && moved === target ? at!.y : t.y;
      const pair = pairOf(attacker, target, weapon ?? '');
      // With facing, the side a blow comes from changes the defence (FAC-K03): kept per squares.
      if (Math.abs(ax - tx) + Math.abs(ay - ty) === 1 && !a.facing) {
        if (pair.beside === undefined) pair.beside = ask(base, mover, at, attacker, target, weapon);
        return pair.beside;
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

/** One decision's hand-to-hand odds for an attacker, a target and a weapon: the blow from beside
 * the target, and the others by the two squares. */
interface PairMemo {
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
