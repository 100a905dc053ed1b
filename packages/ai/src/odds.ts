// The engine's exact attack odds, asked as a seat may ask them: from a square a model could move
// to (a shallow "what if" copy of the state, never a change to it), and — for a hero seat — against
// a disguised monster as the heroes see it, so that the odds leak no hidden identity (AHQ-C51).
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

/** Hand-to-hand odds per game (keyed by its immutable context): they depend only on the two
 * models' profiles, wounds, gear and the diagonal, so one fight asks each a few times only. */
const handMemo = new WeakMap<object, Map<string, AttackOdds | null>>();

function handKey(a: Model, t: Model, weapon: string | undefined, diagonal: boolean): string {
  const gear = (m: Model) => `${m.id}:${m.type}:${m.wounds}:${m.status.ko}:${m.ward}:${m.armour}:${m.shield}:${m.weapons.join('+')}`;
  return `${gear(a)}|${gear(t)}|${weapon ?? ''}|${diagonal}`;
}

export function oddsAsker(s: GameState, models: ReadonlyMap<string, ModelView>): OddsAsker {
  let memo = handMemo.get(s.ctx);
  if (!memo) handMemo.set(s.ctx, (memo = new Map()));
  const hands = memo;
  // Hidden models are swapped once, per asker: the what-if copies then share them.
  const hidden = [...models.values()].filter((m) => m.hidden);
  const base: GameState = hidden.length === 0 ? s : { ...s, models: { ...s.models, ...Object.fromEntries(hidden.map((m) => [m.id, seen(s.models[m.id]!, m)])) } };
  const cache = new Map<string, AttackOdds | null>();
  return {
    odds(attacker, target, weapon, moved, at) {
      const a = base.models[attacker];
      const t = base.models[target];
      if (!a || !t) return null;
      const m = moved ? base.models[moved] : undefined;
      const shift = m && at && (at.x !== m.x || at.y !== m.y);
      const ax = shift && moved === attacker ? at.x : a.x;
      const ay = shift && moved === attacker ? at.y : a.y;
      const tx = shift && moved === target ? at.x : t.x;
      const ty = shift && moved === target ? at.y : t.y;
      // Hand-to-hand odds depend on the squares only through the diagonal (AHQ-C14): one entry
      // serves every square on the same side of the target.
      const hand = weapon === undefined || base.ctx.content.weapons[weapon]?.kind === 'hand';
      const key = hand ? handKey(a, t, weapon, ax !== tx && ay !== ty) : `r|${attacker}|${target}|${weapon}|${ax},${ay}|${tx},${ty}`;
      const store = hand ? hands : cache;
      const hit = store.get(key);
      if (hit !== undefined) return hit;
      const state = shift ? { ...base, models: { ...base.models, [moved!]: { ...m, x: at.x, y: at.y } } } : base;
      const o = attackOdds(state, attacker, target, weapon);
      store.set(key, o);
      return o;
    },
  };
}

export function expectedWounds(o: AttackOdds): number {
  let e = 0;
  o.dealt.forEach((p, k) => (e += p * k));
  return e;
}
