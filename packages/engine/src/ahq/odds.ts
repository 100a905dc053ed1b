// Exact odds of an attack before it is made (Fate Points not counted): every d12 face weighed,
// criticals and fumbles with their free attacks chained (AHQ-C18..C23), critical damage rolled
// again (AHQ-C23), ranged criticals halving Toughness and fumbles onto allies (AHQ-C30, C31).
import type { GameState, Model } from '../types.ts';
import { modelsInOrder, onBoard } from '../board.ts';
import { chebyshev } from '../geometry/points.ts';
import { handToHandNeedWs, handToHandResult, shotNeed, strikingWeapon, } from './attack.ts';
import type { HitResult } from '../crawl/attack.ts';
import { toughness, weapon } from '../crawl/common.ts';
import { keepOdds, keptOdds, solveDuel, withoutFriendlyFire, WoundPairs, type AttackOdds, type DuelSolver, type StrikeOutcome } from '../rules/duel.ts';

/** Distribution of wounds from `dice` damage dice against `tough`, lumping `cap` and more. */
export function damageDistribution(dice: number, tough: number, cap: number): number[] {
  const q = 1 / 12; // a 12: a wound and another die
  const r = Math.max(0, Math.min(11, 12 - Math.max(tough, 1))) / 12; // a plain wounding face
  const z = 1 - q - r;
  // One die: k crits then a final face that wounds (r) or not (z).
  const one = new Array(cap + 1).fill(0);
  one[0] = z;
  for (let k = 1; k <= cap; k++) {
    const p = q ** k * z + q ** (k - 1) * r;
    if (k < cap) one[k] = p;
    else one[cap] = 1 - one.slice(0, cap).reduce((a, b) => a + b, 0);
  }
  let dist = [1, ...new Array(cap).fill(0)];
  for (let d = 0; d < dice; d++) {
    const next = new Array(cap + 1).fill(0);
    for (let i = 0; i <= cap; i++) {
      if (!dist[i]) continue;
      for (let j = 0; j <= cap; j++) next[Math.min(cap, i + j)] += dist[i]! * one[j]!;
    }
    dist = next;
  }
  return dist;
}

interface Side {
  m: Model;
  hero: boolean;
}

/** Wounds after losing `n`: heroes stop at -1 (dead), others at 0 (dead). */
function after(w: number, n: number, hero: boolean): number {
  return Math.max(hero ? -1 : 0, w - n);
}

const down = (w: number, hero: boolean) => (hero ? w < 0 : w <= 0);
const canStrike = (w: number, hero: boolean) => !down(w, hero) && !(hero && w === 0);

/**
 * The outcome of a hand-to-hand attack as a distribution over the final wounds of both models.
 * From wounds (a, t), each strike ends, or leads to a state with fewer wounds, or — a critical
 * that does no damage, a fumble answered by a free attack — to a strike from the same wounds by
 * the same or the other model. Solving those two linear equations per state makes the endless
 * chains of AHQ-C21 exact, not truncated.
 */
export function handToHandOdds(s: GameState, attacker: Model, target: Model): AttackOdds {
  const key = duelKey(s, attacker, target);
  return keptOdds(s.ctx.content, key) ?? keepOdds(s.ctx.content, key, solveHandToHand(s, attacker, target));
}

/** Everything the solution reads, as one number: a bot asks many times a game, and a number is
 * looked up quicker than a string is built and looked up. A string for numbers outside the ranges
 * the number holds. The leading 1 keeps these numbers above every shot's (`shotKey`). */
function duelKey(s: GameState, attacker: Model, target: Model): number | string {
  const a = duelist(s, attacker, target);
  const t = duelist(s, target, attacker);
  return typeof a === 'number' && typeof t === 'number' ? (2 ** 25 + a) * 2 ** 25 + t : `h|${a}|${t}`;
}

/** One side of a duel: whether a hero, its wounds, weapon damage, Toughness and the d12 it needs
 * (against a standing foe and a knocked-out hero), as 25 bits, or a string if they do not fit. */
function duelist(s: GameState, x: Model, y: Model): number | string {
  const hero = x.kind === 'hero' ? 1 : 0;
  const w = strikingWeapon(s, x, y);
  const damage = w ? w.damage : -1;
  const tough = toughness(s, x, y);
  const need = handToHandNeedIf(s, x, y, false);
  const needKo = y.kind === 'hero' ? handToHandNeedIf(s, x, y, true) : 0;
  const fits = (v: number, most: number) => Number.isInteger(v) && v >= 0 && v <= most;
  if (fits(x.wounds + 1, 63) && fits(damage + 1, 31) && fits(tough, 31) && fits(need, 15) && fits(needKo, 15)) {
    return ((((hero * 64 + x.wounds + 1) * 32 + damage + 1) * 32 + tough) * 16 + need) * 16 + needKo;
  }
  return `${hero},${x.wounds},${damage},${tough},${need},${needKo}`;
}

/** The d12 `x` needs to hit `y` hand-to-hand were `y` knocked out or not (`ko`): a hero is struck
 * both ways in one duel (AHQ-C43). */
function handToHandNeedIf(s: GameState, x: Model, y: Model, ko: boolean): number {
  // As `defendingWs` reads `y` with that status: no copy of `y` is made to ask it.
  return handToHandNeedWs(s, x, ko ? 1 : y.profile.ws);
}

function solveHandToHand(s: GameState, attacker: Model, target: Model): AttackOdds {
  const A: Side = { m: attacker, hero: attacker.kind === 'hero' };
  const T: Side = { m: target, hero: target.kind === 'hero' };
  const aMin = A.hero ? -1 : 0;
  const tMin = T.hero ? -1 : 0;
  const pairs = new WoundPairs(aMin, A.m.wounds, tMin, T.m.wounds);
  // What each side's strikes read, the same for the whole duel: its weapon, the other's
  // Toughness, and its dice tables and damage as they are first needed, by slot (the attacker's
  // first), not by a key made at every strike.
  const weapons = [strikingWeapon(s, A.m, T.m), strikingWeapon(s, T.m, A.m)];
  const toughs = [toughness(s, T.m, A.m), toughness(s, A.m, T.m)];
  const damage: number[][][] = [[], []];
  const tables: (Record<HitResult, number> | undefined)[] = [];
  const resultsFor = (xIsA: boolean, ko: boolean) => {
    const slot = (xIsA ? 0 : 2) + (ko ? 1 : 0);
    let r = tables[slot];
    if (!r) {
      // A KO'd hero is struck as Weapon Skill 1 (AHQ-C43).
      const need = xIsA ? handToHandNeedIf(s, A.m, T.m, ko) : handToHandNeedIf(s, T.m, A.m, ko);
      r = { hit: 0, miss: 0, critical: 0, fumble: 0 };
      for (let f = 1; f <= 12; f++) r[handToHandResult(s, f, need)] += 1 / 12;
      tables[slot] = r;
    }
    return r;
  };

  // One strike by x from wounds (aw, tw): what ends now (b), and the chances of striking again
  // from the same wounds (self) or of the other striking back (other).
  const strike = (xIsA: boolean, aw: number, tw: number, solver: DuelSolver): StrikeOutcome => {
    const x = xIsA ? A : T;
    const y = xIsA ? T : A;
    const xw = xIsA ? aw : tw;
    const yw = xIsA ? tw : aw;
    const b = solver.list();
    let self = 0;
    let other = 0;
    const here = pairs.index(aw, tw);
    const side = xIsA ? 0 : 1;
    const w = weapons[side];
    if (!canStrike(xw, x.hero) || down(yw, y.hero) || !w) {
      b[here] = 1;
      return { b, self, other };
    }
    const r = resultsFor(xIsA, y.hero && yw === 0);
    b[here] += r.miss;
    // Fumble: the target strikes back at once if it can (AHQ-C20).
    if (canStrike(yw, y.hero)) other += r.fumble;
    else b[here] += r.fumble;
    const cap = yw - (y.hero ? -1 : 0);
    const dmg = (damage[side]![cap] ??= damageDistribution(w.damage, toughs[side]!, cap));
    // A hit, then a critical.
    for (let k = 0; k < 2; k++) {
      const critical = k === 1;
      const pk = critical ? r.critical : r.hit;
      if (pk === 0) continue;
      for (let n = 0; n < dmg.length; n++) {
        const p = pk * dmg[n]!;
        if (p === 0) continue;
        if (n === 0) {
          // A critical grants a free attack whatever the damage (AHQ-C19, C21).
          if (critical) self += p;
          else b[here] += p;
          continue;
        }
        const nyw = after(yw, n, y.hero);
        const naw = xIsA ? aw : nyw;
        const ntw = xIsA ? nyw : tw;
        if (critical && !down(nyw, y.hero)) {
          const next = solver.solve(naw, ntw)[side]!;
          // What follows from (naw, ntw) ends at no more wounds on either side: at that pair's
          // place or before it.
          for (let i = 0, last = pairs.index(naw, ntw); i <= last; i++) b[i] += p * next[i]!;
        } else b[pairs.index(naw, ntw)] += p;
      }
    }
    return { b, self, other };
  };

  const final = solveDuel(pairs, strike, attacker.wounds, target.wounds);
  const r0 = resultsFor(true, T.hero && target.wounds === 0);
  const outcome: Outcome = new Map();
  for (let aw = aMin; aw <= A.m.wounds; aw++) {
    for (let tw = tMin; tw <= T.m.wounds; tw++) {
      const p = final[pairs.index(aw, tw)]!;
      if (p > 0) outcome.set(`${aw},${tw}`, p);
    }
  }
  return summarise(outcome, A, T, r0.hit + r0.critical, 0);
}

type Outcome = Map<string, number>; // "attackerWounds,targetWounds" → probability

function add(out: Outcome, key: string, p: number): void {
  if (p > 0) out.set(key, (out.get(key) ?? 0) + p);
}

export function rangedOdds(s: GameState, attacker: Model, target: Model, weaponId: string): AttackOdds | null {
  const w = weapon(s, weaponId);
  // Beyond the weapon's range whatever the line: obscuring only adds to the distance (AHQ-C28).
  // Bots ask about many such shots as they weigh squares, and this spares walking their lines.
  if (w.range !== undefined && chebyshev(attacker, target) > w.range) return null;
  const need = shotNeed(s, attacker, target, w);
  if (need === null) return null;
  const tough = toughness(s, target, attacker);
  // The shot's odds but for a friend near the target (the fumble's victim, AHQ-C31).
  const key = shotKey(attacker.kind === 'hero', attacker.wounds, target.kind === 'hero', target.wounds, tough, w.damage, need);
  const c = s.ctx.content;
  const odds = keptOdds(c, key) ?? keepOdds(c, key, shotOdds(attacker, target, w.damage, tough, need));
  let friends = false;
  for (const m of modelsInOrder(s)) {
    // The squares first: most models stand further off, and are passed over without their names compared.
    if (chebyshev(m, target) <= 2 && m.side === attacker.side && onBoard(m) && m.id !== attacker.id) {
      friends = true;
      break;
    }
  }
  return friends ? odds : withoutFriendlyFire(c, key, odds);
}

/** Everything a shot's odds depend on, as one number: a bot asks thousands of times a game, and
 * a small integer is looked up quicker than a string is built and looked up. A string for numbers
 * outside the ranges the number holds. */
function shotKey(aHero: boolean, aw: number, tHero: boolean, tw: number, tough: number, damage: number, need: number): number | string {
  const fits = (v: number, most: number) => Number.isInteger(v) && v >= 0 && v <= most;
  if (fits(aw + 1, 63) && fits(tw + 1, 63) && fits(tough, 31) && fits(damage, 31) && fits(need, 31)) {
    return (((((+aHero * 64 + aw + 1) * 2 + +tHero) * 64 + tw + 1) * 32 + tough) * 32 + damage) * 32 + need;
  }
  return `r|${+aHero},${aw}|${+tHero},${tw},${tough}|${damage},${need}`;
}

/** A shot's odds as if a friend stood near the target (`friendlyFire` the whole fumble chance). */
function shotOdds(attacker: Model, target: Model, damage: number, tough: number, need: number): AttackOdds {
  const A: Side = { m: attacker, hero: attacker.kind === 'hero' };
  const T: Side = { m: target, hero: target.kind === 'hero' };
  const out: Outcome = new Map();
  const aw = attacker.wounds;
  const tw = target.wounds;
  let hit = 0;
  let fumble = 0;
  // The same two damage distributions serve every hitting face: a 12 halves Toughness (AHQ-C30).
  const plain = damageDistribution(damage, tough, tw + 2);
  const critical = damageDistribution(damage, Math.floor(tough / 2), tw + 2);
  for (let f = 1; f <= 12; f++) {
    if (f === 1) fumble += 1 / 12;
    else if (f === 12 || f >= need) {
      hit += 1 / 12;
      const dmg = f === 12 ? critical : plain;
      dmg.forEach((pd, n) => add(out, `${aw},${after(tw, n, T.hero)}`, pd / 12));
    } else add(out, `${aw},${tw}`, 1 / 12);
  }
  add(out, `${aw},${tw}`, fumble);
  return summarise(out, A, T, hit, fumble);
}

function summarise(final: Outcome, A: Side, T: Side, hit: number, friendlyFire: number): AttackOdds {
  const dealt = new Array(T.m.wounds + 2).fill(0);
  const received = new Array(A.m.wounds + 2).fill(0);
  let kill = 0;
  let knockOut = 0;
  let attackerDown = 0;
  for (const [key, p] of final) {
    const [aw, tw] = key.split(',').map(Number) as [number, number];
    dealt[Math.min(dealt.length - 1, T.m.wounds - tw)] += p;
    received[Math.min(received.length - 1, A.m.wounds - aw)] += p;
    if (down(tw, T.hero)) kill += p;
    else if (T.hero && tw === 0) knockOut += p;
    if (down(aw, A.hero) || (A.hero && aw === 0)) attackerDown += p;
  }
  return { hit, dealt, received, kill, knockOut, attackerDown, friendlyFire };
}
