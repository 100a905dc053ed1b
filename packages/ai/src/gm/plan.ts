// The GM phase's blows weighed together (`plan` in gm/cunning.ts): a blow on a hero is worth what it
// adds to his chance of going down this phase, given the blows the monsters still to act can strike
// him, rather than its own chance alone. A blow that leaves him where the troll beside him finishes
// him is worth more than its own odds say; one on a hero the troll kills anyway, less. From the
// engine's exact odds only: each blow's chance of dealing each number of wounds.
import { moveSquares, type ModelView } from '@delve/engine';
import { chebyshev } from '../board.ts';
import type { Situation } from '../situation.ts';
import { cunningOf } from './cunning.ts';

/** The weight of the plan in this decision: the level's `plan` where the ruleset's tactics plan
 * the phase's blows (`plansBlows`), 0 otherwise and for the heroes' side. */
export function planning(x: Situation): number {
  return x.side === 'monsters' && x.t.plansBlows ? cunningOf(x.s).plan : 0;
}

/** Per decision: the monsters that may still act this phase (the decision's list), kept by
 * `monsterAct` for the scoring of blows made below it. */
const stillToAct = new WeakMap<Situation, readonly string[]>();

export function rememberToAct(x: Situation, ids: readonly string[]): void {
  stillToAct.set(x, ids);
}

/** Per decision, by hero: the wound distributions of the blows the monsters other than the one
 * acting, still to act this phase, can strike him from where they stand. */
const followersOf = new WeakMap<Situation, Map<string, { by: string; dealt: readonly number[] }[]>>();

/** Per decision, by monster: the squares it may move to (the engine's listing). */
const movesOf = new WeakMap<Situation, Map<string, Set<number>>>();

/** The hand-to-hand blows still to come on `t` this phase from monsters other than `m`: those
 * beside him now, and those in contact with no hero that may walk to a square beside him (the
 * blow from the first such square the engine lists). Shooters act before the others (gm/act.ts
 * `nextMonster`) and are not counted. */
function followers(x: Situation, m: ModelView, t: ModelView): readonly number[][] {
  const ids = stillToAct.get(x);
  if (!ids) return [];
  let mine = followersOf.get(x);
  if (!mine) followersOf.set(x, (mine = new Map()));
  let all = mine.get(t.id);
  if (!all) {
    all = [];
    for (const id of ids) {
      const e = x.b.byId.get(id);
      if (!e || e.ko) continue;
      if (chebyshev(e, t) === 1 && strikesAt(x, e, t)) {
        const o = x.odds.odds(e.id, t.id);
        if (o) all.push({ by: e.id, dealt: o.dealt });
        continue;
      }
      if (x.t.rangedWeapon(x.c, e) || x.t.isCaster(x.c, e) || x.foes.some((f) => !f.ko && chebyshev(f, e) === 1)) continue;
      // A monster that walks beside him before striking: from the first square it may reach.
      const w = x.b.width;
      let mv = movesOf.get(x);
      if (!mv) movesOf.set(x, (mv = new Map()));
      let cells = mv.get(e.id);
      if (!cells) mv.set(e.id, (cells = new Set(moveSquares(x.s, 'gm', e.id))));
      for (const c of cells) {
        const p = { x: c % w, y: Math.floor(c / w) };
        if (chebyshev(p, t) !== 1 || (p.x !== t.x && p.y !== t.y && !strikesDiagonally(x, e))) continue;
        const o = x.odds.odds(e.id, t.id, undefined, e.id, p);
        if (o) {
          all.push({ by: e.id, dealt: o.dealt });
          break;
        }
      }
    }
    mine.set(t.id, all);
  }
  const out: number[][] = [];
  for (const f of all) if (f.by !== m.id) out.push(f.dealt as number[]);
  return out;
}

/** A hand weapon of `e` strikes the diagonal squares too. */
function strikesDiagonally(x: Situation, e: ModelView): boolean {
  return e.weapons.some((id) => {
    const w = x.c.weapons[id];
    return w?.kind === 'hand' && x.t.strikesDiagonally(w);
  });
}

/** Whether `e` beside `t` strikes him with a hand weapon: the four squares beside it, or the eight
 * with a weapon that strikes diagonally. */
function strikesAt(x: Situation, e: ModelView, t: ModelView): boolean {
  const diagonal = e.x !== t.x && e.y !== t.y;
  for (const id of e.weapons) {
    const w = x.c.weapons[id];
    if (w?.kind === 'hand' && (!diagonal || x.t.strikesDiagonally(w))) return true;
  }
  return false;
}

/** The chance of each total of wounds (capped at `cap`: that many or more) from independent blows. */
function convolve(blows: readonly (readonly number[])[], cap: number): Float64Array {
  let d = new Float64Array(cap + 1);
  d[0] = 1;
  for (const b of blows) {
    const next = new Float64Array(cap + 1);
    for (let i = 0; i <= cap; i++) {
      const p = d[i]!;
      if (p === 0) continue;
      for (let k = 0; k < b.length; k++) next[Math.min(cap, i + k)] += p * b[k]!;
    }
    d = next;
  }
  return d;
}

/** What the hero's going down is worth, by the wounds dealt him this phase: as the tactics'
 * `attackValue` weighs it (a death his worth, a knock-out 0.7 of it). In `ahq` a hero at zero is
 * knocked out and below it dead (AHQ-C43); under `guilds` he falls at zero and is struck no more
 * (GLD-W02). */
function downValue(x: Situation, t: ModelView, dealt: Float64Array, left: number): number {
  const tw = x.t.worth(x.c, t);
  let v = 0;
  for (let k = 0; k < dealt.length; k++) {
    const p = dealt[k]!;
    if (p === 0) continue;
    if (!x.t.fallenCanBeStruck) {
      if (k >= left) v += p * tw * 0.7;
    } else if (k > left) v += p * tw;
    else if (k === left && left > 0) v += p * tw * 0.7;
  }
  return v;
}

/** What a blow with wound distribution `dealt` by `m` on hero `t` adds to his going down this
 * phase beyond its own chance (which the blow's value counts already): positive where the monsters
 * still to act beside him can finish what it starts, negative where they would down him without
 * it. 0 with no such monster, or a target that is no hero. */
export function planGain(x: Situation, m: ModelView, t: ModelView, dealt: readonly number[]): number {
  if (t.side !== 'heroes' || t.wounds === null) return 0;
  const rest = followers(x, m, t);
  if (rest.length === 0) return 0;
  const left = Math.max(0, t.wounds);
  const cap = left + 1;
  const without = downValue(x, t, convolve(rest, cap), left);
  const alone = downValue(x, t, convolve([dealt], cap), left);
  const both = downValue(x, t, convolve([dealt, ...rest], cap), left);
  return both - without - alone;
}

/** Per decision, by monster: the hero the joint plan has it strike (`plannedTarget`). */
const plans = new WeakMap<Situation, Map<string, string>>();

/** The blows of the monsters still to act that stand beside a hero, assigned together: of every way
 * of giving each of them one hero beside it to strike, the one worth most to the GM (the heroes'
 * chance of going down from all the blows on each, from the engine's exact odds, and the wounds
 * dealt, less those the blows risk in return, as the tactics' `attackValue` counts them). The
 * hero `m` strikes in it, or null where it stands beside no hero. */
export function plannedTarget(x: Situation, m: ModelView): string | null {
  let mine = plans.get(x);
  if (!mine) {
    plans.set(x, (mine = new Map()));
    const ids = stillToAct.get(x) ?? [m.id];
    const strikers: { id: string; options: { t: ModelView; dealt: readonly number[]; rest: number }[] }[] = [];
    for (const id of ids) {
      const e = x.b.byId.get(id);
      if (!e || e.ko) continue;
      const options = [];
      for (const t of x.foes) {
        if (t.wounds === null || chebyshev(e, t) !== 1 || (t.ko && !x.t.fallenCanBeStruck) || !strikesAt(x, e, t)) continue;
        const o = x.odds.odds(e.id, t.id);
        if (!o) continue;
        let dealt = 0;
        for (let k = 1; k < o.dealt.length; k++) dealt += o.dealt[k]! * k;
        let back = 0;
        for (let k = 1; k < o.received.length; k++) back += o.received[k]! * k;
        options.push({ t, dealt: o.dealt, rest: dealt - back * 0.8 - o.attackerDown * x.t.worth(x.c, e) });
      }
      if (options.length > 0) strikers.push({ id, options });
    }
    // Few monsters stand beside the heroes at once: beyond this many ways, each blow is scored by
    // itself (with `planGain`), as where none is planned.
    let combos = 1;
    for (const s of strikers) combos *= s.options.length;
    if (combos > 1 && combos <= 4096) {
      const choice = new Array<number>(strikers.length).fill(0);
      let best = -Infinity;
      let bestChoice: number[] = [];
      const on = new Map<string, (readonly number[])[]>();
      const walk = (i: number, rest: number): void => {
        if (i === strikers.length) {
          let v = rest;
          for (const [tid, blows] of on) {
            const t = x.b.byId.get(tid)!;
            const left = Math.max(0, t.wounds!);
            v += downValue(x, t, convolve(blows, left + 1), left);
          }
          if (v > best + 1e-9) {
            best = v;
            bestChoice = [...choice];
          }
          return;
        }
        strikers[i]!.options.forEach((o, k) => {
          choice[i] = k;
          const list = on.get(o.t.id) ?? [];
          list.push(o.dealt);
          on.set(o.t.id, list);
          walk(i + 1, rest + o.rest);
          list.pop();
          if (list.length === 0) on.delete(o.t.id);
        });
      };
      walk(0, 0);
      strikers.forEach((s, i) => mine!.set(s.id, s.options[bestChoice[i]!]!.t.id));
    }
  }
  return mine.get(m.id) ?? null;
}
