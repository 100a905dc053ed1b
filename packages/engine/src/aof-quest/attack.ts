// `aof-quest` attacks, shooting and melee alike (AOF-S01..S03, L02, L04): Quality tests to hit,
// Defense rolls to block, wounds to models, with the weapon and model rules that change them
// (AOF-X03..X29). The same description of an attack is rolled with the game's dice (`rollAttack`)
// or solved exactly (`attackOdds`), so the odds shown before an attack are what the dice do.
import type { AofRules } from './content-types.ts';

/** Everything that decides how an attack goes, fixed before its first die. */
export interface AttackSpec {
  /** Attacks rolled: the weapon's attacks times the models that strike or fire (AOF-S01). */
  attacks: number;
  /** The Quality each attack tests (AOF-S01); 2 with Reliable (AOF-X21). */
  quality: number;
  /** Added to each to-hit roll (negative: harder): Thrust +1, Stealth -1, Indirect after a move -1,
   * Impaired -1 (AOF-X28, X25, X17, U04). */
  hitModifier: number;
  /** Hits only on unmodified 6s: a fatigued unit in melee, or a Shaken one striking back (AOF-L04, O03). */
  sixesOnly: boolean;
  /** Extra hits an unmodified 6 to hit deals (Surge, Furious when charging, Relentless beyond 9";
   * AOF-X27, X14, X20); they count as hits, not as 6s. */
  extraOnSix: number;
  /** Dice of Impact after a charge, each 2+ a hit (AOF-X16), Counter's -1s taken (AOF-X08). */
  impact: number;
  /** AP of the weapon (AOF-X03), Thrust's +1 when charging (AOF-X28). */
  ap: number;
  /** Unmodified 6s to hit get AP(+4) (Rending, AOF-X22). */
  rending: boolean;
  /** The target re-rolls unmodified Defense 6s (Bane, AOF-X04). */
  bane: boolean;
  /** Negative modifiers to the weapon's rolls are ignored (Unstoppable, AOF-X29). */
  unstoppable: boolean;
  /** Each hit becomes this many (Blast, AOF-X05), capped by the models of the target. */
  blast: number;
  /** Each wound is multiplied, on one model, carrying over to no other (Deadly, AOF-X09). */
  deadly: number;
  /** The defender's Defense (AOF-S02). */
  defense: number;
  /** +1 to Defense from cover against shooting (AOF-T01); none against Blast. */
  cover: boolean;
  /** Added to each Defense roll besides AP and cover (Impaired -1). */
  defenseModifier: number;
  /** The target ignores each wound on a 5+ (Regeneration, AOF-X19), unless the weapon is Bane,
   * Rending or Unstoppable. */
  regeneration: boolean;
}

/** A weapon's rules as the spec reads them (AOF-X03..X29), from its `rules` and its user's. */
export function weaponFlags(rules: AofRules | undefined): Pick<AttackSpec, 'ap' | 'rending' | 'bane' | 'unstoppable' | 'blast' | 'deadly'> & { surge: boolean; reliable: boolean; indirect: boolean; counter: boolean } {
  const r = rules ?? {};
  return {
    ap: r.ap ?? 0, rending: r.rending === true, bane: r.bane === true, unstoppable: r.unstoppable === true,
    blast: r.blast ?? 1, deadly: r.deadly ?? 1, surge: r.surge === true, reliable: r.reliable === true,
    indirect: r.indirect === true, counter: r.counter === true,
  };
}

/** A test on a d6 with its modifier: an unmodified 6 always passes, an unmodified 1 always fails
 * (AOF-G01, G03). */
export function passes(face: number, need: number, modifier: number): boolean {
  if (face === 6) return true;
  if (face === 1) return false;
  return face + modifier >= need;
}

/** Chance that a d6 test passes (AOF-G01, G03). */
export function passChance(need: number, modifier: number): number {
  let n = 0;
  for (let f = 1; f <= 6; f++) if (passes(f, need, modifier)) n++;
  return n / 6;
}

function hitModifier(spec: AttackSpec): number {
  return spec.unstoppable ? Math.max(0, spec.hitModifier) : spec.hitModifier;
}

/** The modifier to a Defense roll against a hit: cover up, AP down (AOF-S02, T01, X03). */
function blockModifier(spec: AttackSpec, extraAp: number): number {
  return (spec.cover && spec.blast <= 1 ? 1 : 0) - spec.ap - extraAp + spec.defenseModifier;
}

/** Chance one hit is blocked (AOF-S02): Bane re-rolls an unmodified 6 (AOF-X04). */
export function blockChance(spec: AttackSpec, extraAp: number): number {
  const m = blockModifier(spec, extraAp);
  let p = 0;
  for (let f = 1; f <= 6; f++) {
    if (f === 6 && spec.bane) p += passChance(spec.defense, m) / 6;
    else if (passes(f, spec.defense, m)) p += 1 / 6;
  }
  return p;
}

const regenerates = (spec: AttackSpec) => spec.regeneration && !spec.bane && !spec.rending && !spec.unstoppable;

// ---- rolled with the game's dice ------------------------------------------------------------

export interface AttackRoll {
  /** Every to-hit die, in order, then the Impact dice. */
  toHit: number[];
  impact: number[];
  /** Hits after extra hits and Blast. */
  hits: number;
  /** Every Defense die rolled, re-rolls included, in order. */
  blocks: number[];
  /** Regeneration dice, one per wound it may ignore. */
  regeneration: number[];
  /** Wounds that land, before Deadly multiplies them. */
  wounds: number;
}

/** Rolls an attack with `d6` (the game's dice, one face a call). `models` caps Blast (AOF-X05). */
export function rollAttack(spec: AttackSpec, models: number, d6: () => number, autoHits = 0): AttackRoll {
  const out: AttackRoll = { toHit: [], impact: [], hits: 0, blocks: [], regeneration: [], wounds: 0 };
  const hits = rollToHit(spec, models, d6, out, autoHits);
  rollBlocks(spec, hits, d6, out);
  return out;
}

/** The to-hit and Impact dice of an attack (their faces into `out`): the extra AP of each hit,
 * extra hits and Blast's multiplying (capped by `models`) included. */
export function rollToHit(spec: AttackSpec, models: number, d6: () => number, out: AttackRoll, autoHits = 0): number[] {
  const pending: number[] = new Array<number>(autoHits).fill(0); // extra AP of each hit
  const mod = hitModifier(spec);
  for (let i = 0; i < spec.attacks; i++) {
    const f = d6();
    out.toHit.push(f);
    const hit = spec.sixesOnly ? f === 6 : passes(f, spec.quality, mod);
    if (!hit) continue;
    // Only the original hit counts as a 6 (AOF-X14, X20, X27): Rending's AP is the 6's alone.
    pending.push(f === 6 && spec.rending ? 4 : 0);
    if (f === 6) for (let k = 0; k < spec.extraOnSix; k++) pending.push(0);
  }
  for (let i = 0; i < spec.impact; i++) {
    const f = d6();
    out.impact.push(f);
    if (f >= 2) pending.push(0);
  }
  const blast = Math.max(1, Math.min(spec.blast, models));
  const hits: number[] = [];
  for (const ap of pending) for (let k = 0; k < blast; k++) hits.push(ap);
  return hits;
}

/** The Defense dice (Bane's re-rolls) and Regeneration dice of `hits` (their extra AP each) against
 * the unit `spec` describes, into `out`; adds the hits and the wounds that land. */
export function rollBlocks(spec: AttackSpec, hits: readonly number[], d6: () => number, out: AttackRoll): AttackRoll {
  out.hits += hits.length;
  for (const extraAp of hits) {
    const m = blockModifier(spec, extraAp);
    let f = d6();
    out.blocks.push(f);
    if (f === 6 && spec.bane) {
      f = d6();
      out.blocks.push(f);
    }
    if (passes(f, spec.defense, m)) continue;
    if (regenerates(spec)) {
      const r = d6();
      out.regeneration.push(r);
      if (r >= 5) continue;
    }
    out.wounds++;
  }
  return out;
}

/** Rolls the Defense (and Regeneration) dice of `hits` hits that need no to-hit roll: a spell's,
 * a trap's or a fall's (AOF-S02, J02). Blast multiplies them as for an attack (AOF-X05). */
export function rollHits(spec: AttackSpec, hits: number, models: number, d6: () => number): AttackRoll {
  return rollAttack({ ...spec, attacks: 0, impact: 0 }, models, d6, hits);
}

// ---- solved exactly ---------------------------------------------------------------------------

/** The exact chances of an attack, before its dice. */
export interface AofAttackOdds {
  /** Chance each to-hit roll hits. */
  hit: number;
  /** hits[k]: chance of exactly k hits, extra hits, Impact and Blast included. */
  hits: number[];
  /** wounds[k]: chance of exactly k wounds landing, after blocks and Regeneration, before Deadly. */
  wounds: number[];
  /** Expected hits and wounds. */
  meanHits: number;
  meanWounds: number;
}

function convolve(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) if (a[i]) for (let j = 0; j < b.length; j++) out[i + j]! += a[i]! * b[j]!;
  return out;
}

function binomial(n: number, p: number): number[] {
  let out = [1];
  for (let i = 0; i < n; i++) out = convolve(out, [1 - p, p]);
  return out;
}

/** Distributions of (hits, wounds) pairs folded into each: one to-hit or Impact die's. */
type Pair = Map<string, number>;

function add(m: Pair, h: number, w: number, p: number): void {
  if (p === 0) return;
  const k = `${h},${w}`;
  m.set(k, (m.get(k) ?? 0) + p);
}

function joint(a: Pair, b: Pair): Pair {
  const out: Pair = new Map();
  for (const [ka, pa] of a) {
    const [ha, wa] = ka.split(',').map(Number) as [number, number];
    for (const [kb, pb] of b) {
      const [hb, wb] = kb.split(',').map(Number) as [number, number];
      add(out, ha + hb, wa + wb, pa * pb);
    }
  }
  return out;
}

/** The exact odds of `spec` against a unit of `models` models: each die's hits and the wounds
 * they make, then every die together; `autoHits` hits that need no roll to hit (a spell's, as
 * `rollHits` rolls them) come first. */
export function attackOdds(spec: AttackSpec, models: number, autoHits = 0): AofAttackOdds {
  const blast = Math.max(1, Math.min(spec.blast, models));
  const regen = regenerates(spec) ? 2 / 3 : 1;
  const woundChance = (extraAp: number) => (1 - blockChance(spec, extraAp)) * regen;
  // One hit (before Blast) makes `blast` hits, each wounding on its own.
  const fromHits = (count: number, extraAp: number): Pair => {
    const m: Pair = new Map();
    binomial(count * blast, woundChance(extraAp)).forEach((p, w) => add(m, count * blast, w, p));
    return m;
  };
  const mod = hitModifier(spec);
  const die: Pair = new Map();
  let hit = 0;
  for (let f = 1; f <= 6; f++) {
    const h = spec.sixesOnly ? f === 6 : passes(f, spec.quality, mod);
    if (!h) {
      add(die, 0, 0, 1 / 6);
      continue;
    }
    hit += 1 / 6;
    // The 6's own hit with Rending's AP, its extra hits without (they do not count as 6s).
    const hitsOf = f === 6 ? joint(fromHits(1, spec.rending ? 4 : 0), fromHits(spec.extraOnSix, 0)) : fromHits(1, 0);
    for (const [k, p] of hitsOf) {
      const [hh, ww] = k.split(',').map(Number) as [number, number];
      add(die, hh, ww, p / 6);
    }
  }
  const impactDie: Pair = new Map([['0,0', 1 / 6]]);
  for (const [k, p] of fromHits(1, 0)) {
    const [hh, ww] = k.split(',').map(Number) as [number, number];
    add(impactDie, hh, ww, p * 5 / 6);
  }
  let all: Pair = autoHits > 0 ? fromHits(autoHits, 0) : new Map([['0,0', 1]]);
  for (let i = 0; i < spec.attacks; i++) all = joint(all, die);
  for (let i = 0; i < spec.impact; i++) all = joint(all, impactDie);
  const hits: number[] = [];
  const wounds: number[] = [];
  let meanHits = 0;
  let meanWounds = 0;
  for (const [k, p] of all) {
    const [h, w] = k.split(',').map(Number) as [number, number];
    hits[h] = (hits[h] ?? 0) + p;
    wounds[w] = (wounds[w] ?? 0) + p;
    meanHits += h * p;
    meanWounds += w * p;
  }
  for (let i = 0; i < hits.length; i++) hits[i] ??= 0;
  for (let i = 0; i < wounds.length; i++) wounds[i] ??= 0;
  return { hit, hits, wounds, meanHits, meanWounds };
}

// ---- wounds on models ---------------------------------------------------------------------

/** A model of the target unit as wounds land: its wounds so far, and its gap to the attacker. */
export interface WoundedModel {
  id: string;
  wounds: number;
  toughness: number;
  gap: number;
}

/** Where `wounds` land on a unit (AOF-S03, DEC-25): one at a time, on a model already wounded,
 * else on the model nearest the attacker (the first listed among equals); a model is killed at
 * wounds equal to its Toughness, and wounds beyond go on to the next, except Deadly's: each of
 * those is multiplied on one model and goes no further (AOF-X09). Returns each model's new wounds
 * and the ids killed, in order; `models` is left as it was. */
export function allocateWounds(models: readonly WoundedModel[], wounds: number, deadly = 1): { wounds: Record<string, number>; killed: string[] } {
  const live = models.map((m) => ({ ...m }));
  const killed: string[] = [];
  const next = () => {
    const standing = live.filter((m) => m.wounds < m.toughness);
    if (standing.length === 0) return null;
    const hurt = standing.find((m) => m.wounds > 0);
    if (hurt) return hurt;
    return standing.reduce((best, m) => (m.gap < best.gap ? m : best));
  };
  for (let i = 0; i < wounds; i++) {
    const m = next();
    if (!m) break;
    if (deadly > 1) {
      m.wounds = Math.min(m.toughness, m.wounds + deadly);
    } else {
      m.wounds++;
    }
    if (m.wounds >= m.toughness) killed.push(m.id);
  }
  return { wounds: Object.fromEntries(live.map((m) => [m.id, m.wounds])), killed };
}
