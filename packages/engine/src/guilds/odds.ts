// Exact odds of a `guilds` attack before it is made (Fate Points not counted): every d12 face
// weighed against the WS table (GLD-A03) or the RS table and range band (GLD-S03, S04);
// criticals on 12 (or 11) with their extra attack on the same opponent (GLD-A04), critical
// failures on 1 (or 2) with the opponent's free attack (GLD-A05), chained without limit (GLD-A06)
// and solved exactly as `ahq/odds.ts` does; damage as skulls against shields (GLD-A07, DEC-07),
// a ranged 12 halving Toughness (GLD-S05), a ranged 1 onto a friend (GLD-S06).
import { DEFAULT_DAMAGE_DIE } from '../content-types.ts';
import type { WeaponDef } from '../content-types.ts';
import type { GameState, Model } from '../types.ts';
import { modelsInOrder, onBoard } from '../board.ts';
import { chebyshev } from '../geometry/points.ts';
import type { AttackOdds } from '../rules/duel.ts';
import { toughness, weapon } from '../crawl/common.ts';
import { shotNeed } from './attack.ts';
import { criticalOn, fumbleOn, strikingWeapon, threatens, wsNeed } from './common.ts';
import { keepOdds, keptOdds, solveDuel, withoutFriendlyFire, WoundPairs, type DuelSolver, type StrikeOutcome } from '../rules/duel.ts';

function binomial(n: number, p: number): number[] {
  let dist = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k] += q * (1 - p);
      next[k + 1] += q * p;
    });
    dist = next;
  }
  return dist;
}

/** Wounds from `dice` damage dice against floor(`tough`/2) defence dice: each shield cancels one
 * skull (GLD-A07); `cap` and more lumped together. */
export function skullDistribution(s: GameState, dice: number, tough: number, cap: number): number[] {
  const faces = (s.ctx.content.damageDie ?? DEFAULT_DAMAGE_DIE).faces;
  const skull = faces.filter((f) => f === 'skull').length / faces.length;
  const shield = faces.filter((f) => f === 'shield').length / faces.length;
  const sk = binomial(dice, skull);
  const sh = binomial(Math.floor(tough / 2), shield);
  const out = new Array(cap + 1).fill(0);
  sk.forEach((a, i) => sh.forEach((b, j) => (out[Math.min(cap, Math.max(0, i - j))] += a * b)));
  return out;
}

type Result = 'hit' | 'miss' | 'critical' | 'fumble';

/** One hand-to-hand face, as `stepHandToHand` reads it. */
function faceResult(s: GameState, f: number, need: number, w: WeaponDef): Result {
  if (f <= fumbleOn(s, w)) return 'fumble';
  if (f >= criticalOn(w)) return 'critical';
  return f >= need || f >= s.ctx.content.hitTable.alwaysHit ? 'hit' : 'miss';
}

/** Every model is out of the fight at 0 wounds: monsters die, heroes are knocked down (GLD-A08, W02). */
const down = (w: number) => w <= 0;

type Outcome = Map<string, number>; // "attackerWounds,targetWounds" → probability

export function handToHandOdds(s: GameState, attacker: Model, target: Model): AttackOdds | null {
  const wA = strikingWeapon(s, attacker, target);
  if (!wA || !threatens(s, attacker, target)) return null;
  const wT = strikingWeapon(s, target, attacker);
  const backT = wT !== null && threatens(s, target, attacker);
  const rA = faceTable(s, attacker, target, wA);
  const rT = wT ? faceTable(s, target, attacker, wT) : null;
  // Everything the solution reads: wounds, the faces' results, damage and Toughness of each side.
  const side = (m: Model, w: WeaponDef | null, r: FaceTable | null, from: Model) => `${m.kind === 'hero' ? 1 : 0},${m.wounds},${toughness(s, m, from)},${w ? w.damage : -1},${r ? `${r.hit},${r.miss},${r.critical},${r.fumble}` : ''}`;
  const key = `h|${side(attacker, wA, rA, target)}|${side(target, wT, rT, attacker)}|${backT}`;
  return keptOdds(s.ctx.content, key) ?? keepOdds(s.ctx.content, key, solveHandToHand(s, attacker, target, wA, wT, backT, rA, rT));
}

type FaceTable = Record<Result, number>;

function faceTable(s: GameState, x: Model, y: Model, w: WeaponDef): FaceTable {
  const r: FaceTable = { hit: 0, miss: 0, critical: 0, fumble: 0 };
  const need = wsNeed(s, x, y);
  for (let f = 1; f <= 12; f++) r[faceResult(s, f, need, w)] += 1 / 12;
  return r;
}

function solveHandToHand(
  s: GameState, attacker: Model, target: Model, wA: WeaponDef, wT: WeaponDef | null, backT: boolean, rA: FaceTable, rT: FaceTable | null,
): AttackOdds {
  const pairs = new WoundPairs(0, attacker.wounds, 0, target.wounds);

  // Each side's damage against the other, by the wounds the other has left: the same for the
  // whole duel, worked out at its first need.
  const toughs = [toughness(s, target, attacker), toughness(s, attacker, target)];
  const damage: number[][][] = [[], []];

  // One strike by x from wounds (aw, tw): what ends now (b), and the chances of x striking again
  // from the same wounds (self) or of the other striking back (other).
  const strike = (xIsA: boolean, aw: number, tw: number, solver: DuelSolver): StrikeOutcome => {
    const b = solver.list();
    let self = 0;
    let other = 0;
    const here = pairs.index(aw, tw);
    const xw = xIsA ? aw : tw;
    const yw = xIsA ? tw : aw;
    const w = xIsA ? wA : wT;
    const r = xIsA ? rA : rT;
    if (down(xw) || down(yw) || !w || !r || (!xIsA && !backT)) {
      b[here] = 1;
      return { b, self, other };
    }
    b[here] += r.miss;
    // A critical failure gives the opponent a free attack (GLD-A05).
    if (xIsA ? backT : true) other += r.fumble;
    else b[here] += r.fumble;
    const side = xIsA ? 0 : 1;
    const dmg = (damage[side]![yw] ??= skullDistribution(s, w.damage, toughs[side]!, yw));
    // A hit, then a critical.
    for (let k = 0; k < 2; k++) {
      const critical = k === 1;
      const pk = critical ? r.critical : r.hit;
      if (pk === 0) continue;
      for (let n = 0; n < dmg.length; n++) {
        const p = pk * dmg[n]!;
        if (p === 0) continue;
        const nyw = Math.max(0, yw - n);
        const naw = xIsA ? aw : nyw;
        const ntw = xIsA ? nyw : tw;
        // A critical earns one more attack on the same opponent while it stands (GLD-A04, A06).
        if (critical && !down(nyw)) {
          if (n === 0) self += p;
          else {
            const next = solver.solve(naw, ntw)[side]!;
            // What follows from (naw, ntw) ends at no more wounds on either side: at that pair's
            // place or before it.
            for (let i = 0, last = pairs.index(naw, ntw); i <= last; i++) b[i] += p * next[i]!;
          }
        } else b[pairs.index(naw, ntw)] += p;
      }
    }
    return { b, self, other };
  };

  const final = solveDuel(pairs, strike, attacker.wounds, target.wounds);
  const outcome: Outcome = new Map();
  for (let aw = 0; aw <= attacker.wounds; aw++) {
    for (let tw = 0; tw <= target.wounds; tw++) {
      const p = final[pairs.index(aw, tw)]!;
      if (p > 0) outcome.set(`${aw},${tw}`, p);
    }
  }
  return summarise(outcome, attacker, target, rA.hit + rA.critical, 0);
}

export function rangedOdds(s: GameState, attacker: Model, target: Model, weaponId: string): AttackOdds | null {
  const w = weapon(s, weaponId);
  const need = shotNeed(s, attacker, target, w);
  if (need === null) return null;
  const full = toughness(s, target, attacker);
  // The shot's odds but for a friend near the target (the fumble's victim, GLD-S06).
  const key = shotKey(attacker.kind === 'hero', attacker.wounds, target.kind === 'hero', target.wounds, full, w, need);
  const c = s.ctx.content;
  const odds = keptOdds(c, key) ?? keepOdds(c, key, shotOdds(s, attacker, target, w, full, need));
  let friends = false;
  for (const m of modelsInOrder(s)) {
    if (m.id !== attacker.id && m.side === attacker.side && onBoard(m) && !m.status.ko && chebyshev(m, target) <= 2) {
      friends = true;
      break;
    }
  }
  return friends ? odds : withoutFriendlyFire(c, key, odds);
}

/** Everything a shot's odds depend on, as one number: a bot asks thousands of times a game, and
 * a small integer is looked up quicker than a string is built and looked up. A string for numbers
 * outside the ranges the number holds. */
function shotKey(aHero: boolean, aw: number, tHero: boolean, tw: number, tough: number, w: WeaponDef, need: number): number | string {
  const fumbleOn = w.fumbleOn ?? 1;
  const fits = (v: number, most: number) => Number.isInteger(v) && v >= 0 && v <= most;
  if (fits(aw + 1, 31) && fits(tw + 1, 31) && fits(tough, 31) && fits(w.damage, 15) && fits(fumbleOn, 15) && fits(need, 31)) {
    return ((((((((+aHero * 32 + aw + 1) * 2 + +tHero) * 32 + tw + 1) * 32 + tough) * 16 + w.damage) * 16 + fumbleOn) * 2 + +(w.noCritical === true)) * 32) + need;
  }
  return `r|${+aHero},${aw}|${+tHero},${tw},${tough}|${w.damage},${fumbleOn},${w.noCritical === true},${need}`;
}

/** A shot's odds as if a friend stood near the target (`friendlyFire` the whole fumble chance). */
function shotOdds(s: GameState, attacker: Model, target: Model, w: WeaponDef, full: number, need: number): AttackOdds {
  const out: Outcome = new Map();
  const aw = attacker.wounds;
  const tw = target.wounds;
  let hit = 0;
  let fumble = 0;
  for (let f = 1; f <= 12; f++) {
    const critical = f === 12 && !w.noCritical;
    if (f <= (w.fumbleOn ?? 1)) fumble += 1 / 12;
    else if (critical || f >= need) {
      hit += 1 / 12;
      // A ranged 12 halves the target's Toughness for the damage dice (GLD-S05).
      const dmg = skullDistribution(s, w.damage, critical ? Math.floor(full / 2) : full, tw);
      dmg.forEach((pd, n) => {
        const key = `${aw},${Math.max(0, tw - n)}`;
        out.set(key, (out.get(key) ?? 0) + pd / 12);
      });
    } else out.set(`${aw},${tw}`, (out.get(`${aw},${tw}`) ?? 0) + 1 / 12);
  }
  out.set(`${aw},${tw}`, (out.get(`${aw},${tw}`) ?? 0) + fumble);
  return summarise(out, attacker, target, hit, fumble);
}

function summarise(final: Outcome, a: Model, t: Model, hit: number, friendlyFire: number): AttackOdds {
  const dealt = new Array(t.wounds + 1).fill(0);
  const received = new Array(a.wounds + 1).fill(0);
  let kill = 0;
  let knockOut = 0;
  let attackerDown = 0;
  for (const [key, p] of final) {
    const [aw, tw] = key.split(',').map(Number) as [number, number];
    dealt[t.wounds - tw] += p;
    received[a.wounds - aw] += p;
    if (down(tw)) {
      if (t.kind === 'hero') knockOut += p;
      else kill += p;
    }
    if (down(aw)) attackerDown += p;
  }
  return { hit, dealt, received, kill, knockOut, attackerDown, friendlyFire };
}
