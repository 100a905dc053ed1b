// `aof-quest` morale (AOF-O01..O04): when a unit must test, what it tests against, and what a
// failure does, with the rules that change it (Fear, Fearless, Villain; AOF-X11, X12, X30).
import { passes } from './attack.ts';

/** What the morale rules read of a unit at the end of an activation in which it took wounds. */
export interface MoraleUnit {
  /** Models it started the mission with, and those left. */
  startModels: number;
  models: number;
  /** Each model's Toughness, and the wounds on its wounded model (the single model's, for one). */
  toughness: number;
  wounds: number;
  quality: number;
  shaken: boolean;
  /** Every model Fearless (AOF-X12). */
  fearless: boolean;
  /** Toughness 9+ enemies are never Shaken (AOF-O04). */
  hero: boolean;
  /** The best Quality of a Villain within 12" that is not Shaken, for an AI unit (AOF-X30). */
  villainQuality?: number;
}

/** Whether the unit must test (AOF-O01, DEC-25): half or fewer of its models left, or for a
 * single model, wounds left at or below half its Toughness. `fear` counts as more wounds dealt
 * in melee when at least one real wound was (AOF-X11). */
export function mustTest(u: MoraleUnit, woundsDealt: number, fear = 0): boolean {
  if (woundsDealt <= 0) return false;
  const extra = Math.max(0, fear);
  if (u.startModels > 1) return u.models - Math.floor((u.wounds + extra) / u.toughness) <= u.startModels / 2;
  return u.toughness - u.wounds - extra <= u.toughness / 2;
}

/** The Quality a unit tests morale on: its own, or a Villain's near it if better (AOF-X30; a lower
 * number is better). */
export function moraleQuality(u: MoraleUnit): number {
  return u.villainQuality !== undefined ? Math.min(u.quality, u.villainQuality) : u.quality;
}

export type MoraleOutcome =
  /** Passed the test (or a Fearless re-roll of 4+ made it pass). */
  | { kind: 'held'; rolls: number[] }
  /** Failed: Shaken (a hero may still spend 2 power to ignore it, AOF-O02). */
  | { kind: 'shaken'; rolls: number[] }
  /** Failed, but Toughness 9+: D3 wounds instead (AOF-O04). */
  | { kind: 'wounds'; rolls: number[]; wounds: number };

/** Takes the test with `d6` (the game's dice): a Quality test (AOF-O01); a Shaken unit always
 * fails (AOF-O03); an all-Fearless unit that fails rolls again, 4+ passing (AOF-X12); an enemy of
 * Toughness 9+ is never Shaken and takes D3 wounds instead (AOF-O04). */
export function testMorale(u: MoraleUnit, d6: () => number): MoraleOutcome {
  const rolls: number[] = [];
  const face = d6();
  rolls.push(face);
  let held = !u.shaken && passes(face, moraleQuality(u), 0);
  if (!held && u.fearless) {
    const again = d6();
    rolls.push(again);
    held = again >= 4;
  }
  if (held) return { kind: 'held', rolls };
  if (!u.hero && u.toughness >= 9) {
    const f = d6();
    rolls.push(f);
    return { kind: 'wounds', rolls, wounds: Math.ceil(f / 2) };
  }
  return { kind: 'shaken', rolls };
}
