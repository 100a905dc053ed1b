// The exact odds of an attack a `choice` option makes (a charge, a shot), for rulesets whose
// seats answer named options: what each weapon rolls, hits, has blocked and wounds, and what the
// whole attack does to the target unit. Shown to a player before the option is taken.

/** One weapon's part of the attack. */
export interface WeaponOdds {
  weapon: string;
  /** Models that strike or fire it, and the dice they roll (attacks times models). */
  models: number;
  attacks: number;
  /** Chance each to-hit roll hits. */
  hit: number;
  /** Impact dice rolled with it after a charge. */
  impact: number;
  /** Expected hits (extra hits, Impact and Blast included). */
  meanHits: number;
  /** Chance the target blocks one hit (Defense with AP, cover and the rest). */
  block: number;
  /** Expected wounds after blocks and Regeneration, times Deadly. */
  meanWounds: number;
  /** Each wound multiplied on one model (Deadly), 1 without. */
  deadly: number;
}

export interface OptionOdds {
  /** The unit attacking and the unit attacked. */
  attacker: string;
  target: string;
  melee: boolean;
  weapons: WeaponOdds[];
  /** wounds[k]: chance the target takes exactly k wounds (the last: that many or more, as many as it can take). */
  wounds: number[];
  /** kills[k]: chance exactly k of its models are killed. */
  kills: number[];
  /** The target unit is wiped out (a hero: knocked unconscious). */
  wipe: number;
  /** The blows struck back after a charge, from where the target's models stand now and with
   * none of them fallen (its 3" move into contact is not counted). */
  strikeBack: OptionOdds | null;
  /** A spell's (aof-quest): the chance it is cast, and the power that forces it after a failed
   * roll; the rest of the odds are those of its hits once it works. */
  cast?: { chance: number; force: number };
}
