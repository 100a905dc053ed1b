// An independent Monte Carlo of `aof-quest` attacks, written from the rule texts (AOF-G01, G03,
// S01..S03, T01, X03..X05, X09, X14, X16, X19, X22, X27), not from the engine's attack code, to
// check `attackOdds` (engine/src/aof-quest/attack.ts) at a million attacks per case.
//
// An attack in the rules' own words: one Quality test per attack (an unmodified 6 always hits, an
// unmodified 1 always misses); Furious when charging, or Surge, makes an unmodified 6 one extra hit
// that does not count as a 6; Rending gives a 6's own hit AP(+4) and ignores Regeneration; Impact
// rolls its dice after a charge, each 2+ a hit; Blast(X) multiplies each hit by X, at most the
// target's models, and ignores cover; then one Defense die a hit, cover +1 against shooting, AP
// down, an unmodified 6 always blocks and a 1 never does; Bane makes the target roll an unmodified
// 6 again and ignores Regeneration; each failed block is a wound, which Regeneration ignores on a
// 5+. Wounds fill one model before the next (AOF-S03, DEC-25); Deadly(X) multiplies each on its
// model and never carries over (AOF-X09).
import { allocateWounds, attackOdds, type AofAttackOdds, type AttackSpec } from '../../../engine/src/aof-quest/attack.ts';
import { deviate, type Disagreement } from '../odds-check.ts';

/** An attack as the rules and a unit's profile state it. */
export interface AofOddsCase {
  name: string;
  /** The catalogue ids the case puts to work. */
  ids: string;
  attacks: number;
  quality: number;
  /** To-hit modifier (Thrust +1, Stealth -1, Impaired -1). */
  hitModifier?: number;
  /** Hits only on unmodified 6s (fatigued, AOF-L04). */
  sixesOnly?: boolean;
  /** Furious and charging (AOF-X14), or Surge (AOF-X27): a 6 deals one extra hit. */
  extraOnSix?: boolean;
  impact?: number;
  ap?: number;
  rending?: boolean;
  bane?: boolean;
  blast?: number;
  deadly?: number;
  /** Shooting at a target in cover (AOF-T01). */
  cover?: boolean;
  defense: number;
  defenseModifier?: number;
  regeneration?: boolean;
  /** The target unit: its models, each of this Toughness. */
  models: number;
  toughness: number;
}

export const AOF_MILLION_CASES: AofOddsCase[] = [
  { name: 'plain shots: the unmodified 6 and 1 under heavy modifiers', ids: 'AOF-G03 AOF-S01 AOF-S02', attacks: 4, quality: 4, hitModifier: -3, defense: 3, defenseModifier: 3, models: 3, toughness: 1 },
  { name: 'AP(2) against a good Defense in cover', ids: 'AOF-X03 AOF-T01', attacks: 3, quality: 3, ap: 2, cover: true, defense: 3, models: 1, toughness: 3 },
  { name: 'Blast(3) ignores cover, capped by the models', ids: 'AOF-X05 AOF-T01', attacks: 2, quality: 4, blast: 3, cover: true, defense: 4, models: 2, toughness: 1 },
  { name: 'Deadly(3) on a unit of Toughness 3 models', ids: 'AOF-X09 AOF-S03', attacks: 3, quality: 3, deadly: 3, defense: 4, models: 3, toughness: 3 },
  { name: 'Regeneration ignores wounds on a 5+', ids: 'AOF-X19', attacks: 6, quality: 4, ap: 1, defense: 4, regeneration: true, models: 1, toughness: 6 },
  { name: 'Impact(3) after a charge, with the melee attacks', ids: 'AOF-X16', attacks: 2, quality: 4, impact: 3, defense: 5, models: 4, toughness: 1 },
  { name: 'Rending: a 6 to hit has AP(+4), and Regeneration is ignored', ids: 'AOF-X22 AOF-X19', attacks: 5, quality: 4, rending: true, defense: 2, regeneration: true, models: 1, toughness: 5 },
  { name: 'Bane: Defense 6s rolled again, Regeneration ignored', ids: 'AOF-X04 AOF-X19', attacks: 5, quality: 3, bane: true, defense: 2, regeneration: true, models: 1, toughness: 5 },
  { name: 'Furious charge: a 6 is an extra hit', ids: 'AOF-X14', attacks: 4, quality: 4, extraOnSix: true, defense: 4, models: 5, toughness: 1 },
  { name: 'Furious with Rending: the extra hit is not a 6', ids: 'AOF-X14 AOF-X22', attacks: 4, quality: 5, extraOnSix: true, rending: true, defense: 2, models: 1, toughness: 8 },
  { name: 'fatigued: only unmodified 6s hit, whatever the Quality', ids: 'AOF-L04 AOF-G03', attacks: 6, quality: 2, hitModifier: 1, sixesOnly: true, defense: 5, models: 2, toughness: 2 },
];

/** The engine's description of the case's attack. */
export function specOf(k: AofOddsCase): AttackSpec {
  return {
    attacks: k.attacks, quality: k.quality, hitModifier: k.hitModifier ?? 0, sixesOnly: k.sixesOnly ?? false,
    extraOnSix: k.extraOnSix ? 1 : 0, impact: k.impact ?? 0, ap: k.ap ?? 0, rending: k.rending ?? false,
    bane: k.bane ?? false, unstoppable: false, blast: k.blast ?? 1, deadly: k.deadly ?? 1, defense: k.defense,
    cover: k.cover ?? false, defenseModifier: k.defenseModifier ?? 0, regeneration: k.regeneration ?? false,
  };
}

export interface AofSampled {
  n: number;
  /** To-hit dice rolled and hits among them. */
  dice: number;
  hitDice: number;
  hits: number[];
  wounds: number[];
  killed: number[];
}

/** `n` attacks of `k` with a generator of its own (xorshift32) from `seed`. */
export function simulateAof(k: AofOddsCase, n: number, seed: number): AofSampled {
  let x = (seed * 2654435761) >>> 0 || 1;
  const d6 = () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return Math.floor((x / 4294967296) * 6) + 1;
  };
  // A roll against a value with a modifier: 6 always, 1 never (AOF-G01, G03).
  const test = (face: number, need: number, mod: number) => face === 6 || (face !== 1 && face + mod >= need);
  const multiply = (k.blast ?? 1) > 1 ? Math.min(k.blast!, k.models) : 1;
  const coverBonus = k.cover && (k.blast ?? 1) <= 1 ? 1 : 0;
  const regen = k.regeneration && !k.bane && !k.rending;
  const perModel = Math.ceil(k.toughness / (k.deadly ?? 1));
  const out: AofSampled = { n, dice: 0, hitDice: 0, hits: [], wounds: [], killed: [] };
  const bump = (a: number[], i: number) => { a[i] = (a[i] ?? 0) + 1; };
  for (let t = 0; t < n; t++) {
    let plain = 0;
    let rent = 0;
    for (let a = 0; a < k.attacks; a++) {
      const f = d6();
      out.dice++;
      const hit = k.sixesOnly ? f === 6 : test(f, k.quality, k.hitModifier ?? 0);
      if (!hit) continue;
      out.hitDice++;
      if (f === 6 && k.rending) rent++;
      else plain++;
      if (f === 6 && k.extraOnSix) plain++;
    }
    for (let i = 0; i < (k.impact ?? 0); i++) if (d6() >= 2) plain++;
    plain *= multiply;
    rent *= multiply;
    let wounds = 0;
    for (let h = 0; h < plain + rent; h++) {
      const mod = coverBonus - (k.ap ?? 0) - (h >= plain ? 4 : 0) + (k.defenseModifier ?? 0);
      let f = d6();
      if (f === 6 && k.bane) f = d6();
      if (test(f, k.defense, mod)) continue;
      if (regen && d6() >= 5) continue;
      wounds++;
    }
    bump(out.hits, plain + rent);
    bump(out.wounds, wounds);
    bump(out.killed, Math.min(k.models, Math.floor(wounds / perModel)));
  }
  for (const a of [out.hits, out.wounds, out.killed]) for (let i = 0; i < a.length; i++) a[i] ??= 0;
  return out;
}

/** Models killed by `w` wounds, as the engine places them (`allocateWounds`). */
export function engineKills(k: AofOddsCase, w: number): number {
  const models = Array.from({ length: k.models }, (_, i) => ({ id: `m${i}`, wounds: 0, toughness: k.toughness, gap: i }));
  return allocateWounds(models, w, k.deadly ?? 1).killed.length;
}

/** Every chance the engine gives against the sampled frequencies: those more than `zMax` standard
 * errors apart (`deviate`: the Poisson tail where an outcome is rare). */
export function aofDisagreements(k: AofOddsCase, exact: AofAttackOdds, s: AofSampled, zMax: number): Disagreement[] {
  const out: Disagreement[] = [];
  const check = (what: string, p: number, count: number, of: number) => {
    const z = deviate(p, count, of);
    if (z > zMax) out.push({ what, exact: p, sampled: count / of, z });
  };
  if (k.attacks > 0) check('hit', exact.hit, s.hitDice, s.dice);
  const killed = new Array<number>(k.models + 1).fill(0);
  exact.wounds.forEach((p, w) => { killed[engineKills(k, w)]! += p; });
  for (const [what, e, c] of [['hits', exact.hits, s.hits], ['wounds', exact.wounds, s.wounds], ['killed', killed, s.killed]] as const) {
    for (let i = 0; i < Math.max(e.length, c.length); i++) check(`${what}[${i}]`, e[i] ?? 0, c[i] ?? 0, s.n);
  }
  return out;
}

/** The case's exact odds and where a million (or `n`) simulated attacks disagree with them. */
export function checkAofOdds(k: AofOddsCase, n: number, seed: number, zMax = 4.5): Disagreement[] {
  return aofDisagreements(k, attackOdds(specOf(k), k.models), simulateAof(k, n, seed), zMax);
}
