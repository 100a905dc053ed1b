// `aof-quest` heroes' power and statuses: stat tests a hero may buy with power (AOF-G02), power
// spent beyond what it has taken as wounds (AOF-A04, DEC-15), and the four statuses tested at
// the start of an activation (AOF-U01..U04).
import type { AofSkillStat, AofStatus } from './content-types.ts';
import { passes } from './attack.ts';

/** What power and the statuses read of a hero. */
export interface PowerHero {
  power: number;
  wounds: number;
  toughness: number;
  str: number;
  dex: number;
  wil: number;
  statuses: AofStatus[];
}

/** The modifier a hero's statuses give its stat rolls: Impaired -1 to all (AOF-U04). */
export function statModifier(h: PowerHero): number {
  return h.statuses.includes('impaired') ? -1 : 0;
}

/** A Str, Dex or Wil test (AOF-G01, G03) on `face`, with the hero's statuses. */
export function statTest(h: PowerHero, stat: AofSkillStat, face: number): boolean {
  return passes(face, h[stat], statModifier(h));
}

/** What paying `cost` power does (AOF-A04, DEC-15): a hero with enough pays it; one without pays
 * nothing and takes the whole cost as wounds instead. A Diseased hero takes a wound per power it
 * does spend (AOF-U03). */
export function payPower(h: PowerHero, cost: number): { power: number; wounds: number; exhausted: boolean } {
  if (cost <= 0) return { power: h.power, wounds: h.wounds, exhausted: false };
  if (h.power < cost) return { power: h.power, wounds: h.wounds + cost, exhausted: true };
  const diseased = h.statuses.includes('diseased') ? cost : 0;
  return { power: h.power - cost, wounds: h.wounds + diseased, exhausted: false };
}

/** Power a failed Str, Dex or Wil test costs to pass (AOF-G02, W01). */
export const PASS_COST = 2;

/** A status tested at the start of an activation (AOF-U01..U03), or paid off (U04, when the hero
 * chooses to): the die rolled, whether it goes, the wounds it deals, and the power to pay
 * (through `payPower`, so that a hero short of it pays in wounds, DEC-15). `d6` is the game's dice. */
export function startOfActivation(h: PowerHero, status: AofStatus, d6: () => number): { removed: boolean; wounds: number; cost: number; rolls: number[] } {
  switch (status) {
    case 'afflicted': {
      // Pass a Str test to remove it; else 1 wound (AOF-U01).
      const f = d6();
      const ok = statTest(h, 'str', f);
      return { removed: ok, wounds: ok ? 0 : 1, cost: 0, rolls: [f] };
    }
    case 'crippled': {
      // Pass a Dex test to remove it (AOF-U02); while it lasts movement is halved.
      const f = d6();
      return { removed: statTest(h, 'dex', f), wounds: 0, cost: 0, rolls: [f] };
    }
    case 'diseased': {
      // Pass a Wil test to remove it (AOF-U03).
      const f = d6();
      return { removed: statTest(h, 'wil', f), wounds: 0, cost: 0, rolls: [f] };
    }
    case 'impaired': {
      // D3 power removes it (AOF-U04): the die is rolled only when the hero chooses to pay.
      const f = d6();
      return { removed: true, wounds: 0, cost: Math.ceil(f / 2), rolls: [f] };
    }
  }
}

/** Inches a move covers for a hero with its statuses: Crippled halves it (AOF-U02). */
export function moveInches(base: number, statuses: readonly AofStatus[]): number {
  return statuses.includes('crippled') ? base / 2 : base;
}
