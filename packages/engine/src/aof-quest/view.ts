// What one seat of an `aof-quest` game may know (DEC-17, DEC-27): the battlefield, the units
// deployed, the heroes' sheets, search tokens as markers until revealed, the objectives and the
// round. Enemies not yet deployed (waves to come, Ambush set aside) and the contents of
// unrevealed search tokens are never in it. Every hero seat sees the same: the heroes are one
// party, and all the AI's units on the field are in plain sight of the table.
import type { Seat } from '../types.ts';
import type { AofAiGroup, AofObjectiveKind, AofRules, AofSkillStat, AofStatus, AofTokenContents, AofZone, AofGoal, LocalText } from './content-types.ts';

/** One model of a unit: where it stands and the wounds it has taken. */
export interface AofModelView {
  id: string;
  at: [number, number];
  wounds: number;
  /** Killed (AOF-S03) models are left out; an unconscious hero's model stays (AOF-S04). */
}

/** A hero's own sheet: power, stats, what it carries (AOF-A01, W01, X06). */
export interface AofHeroSheet {
  class: string;
  str: number;
  dex: number;
  wil: number;
  power: number;
  maxPower: number;
  unconscious: boolean;
  items: string[];
  /** Limited items and weapons already used this mission (AOF-X18). */
  used: string[];
  gold: number;
  spells: string[];
  skill: { name: LocalText; stat: AofSkillStat };
  /** Carried to the exit, off the battlefield (escape objectives). */
  escaped: boolean;
}

export interface AofUnitView {
  id: string;
  side: 'heroes' | 'ai';
  /** The hero class or the unit type. */
  type: string;
  name: LocalText;
  /** Its number among the units of its side and type, in the order they came into play (1, 2…),
   * held for the mission, so that two Orc Warriors are told apart and keep their names. */
  number: number;
  /** The hero's seat; null for the AI's units. */
  seat: Seat | null;
  models: AofModelView[];
  /** Models it started with (AOF-O01 counts half of them). */
  startModels: number;
  quality: number;
  defense: number;
  toughness: number;
  weapons: string[];
  rules: AofRules;
  aiGroup: AofAiGroup | null;
  shaken: boolean;
  /** Hits only on unmodified 6s in melee until the end of the round (AOF-L04). */
  fatigued: boolean;
  /** Activated this round. */
  activated: boolean;
  statuses: AofStatus[];
  /** Spell tokens held (Caster, AOF-X06), 0 without Caster. */
  spellTokens: number;
  hero: AofHeroSheet | null;
}

/** A search token: a marker until revealed, its contents only after (DEC-27). */
export interface AofTokenView {
  id: string;
  at: [number, number];
  revealed: boolean;
  /** null until revealed. */
  contents: AofTokenContents | null;
  /** Picked up or spent: a revealed token no longer on the battlefield. */
  taken: boolean;
}

export interface AofObjectiveView {
  id: string;
  name: LocalText;
  kind: AofObjectiveKind;
  done: boolean;
  /** The AI Goal a marker objective stands on, the zone of a retrieve or escape, the unit to slay. */
  goal?: string;
  zone?: string;
  unit?: string;
  item?: string;
  test?: AofSkillStat;
}

export interface AofSeatView {
  ruleset: 'aof-quest';
  seat: Seat;
  round: number;
  /** The last round (the mission's round limit). */
  rounds: number;
  /** Whose part of the round it is (AOF-R01, DEC-26). */
  phase: 'heroes' | 'ai' | 'over';
  /** The unit activating now, if any. */
  activating: string | null;
  mission: { id: string; name: LocalText; briefing: LocalText; type: string };
  battlefield: {
    size: number;
    /** Every distance in the rules times this: 1 on 48×48, 0.5 on 24×24 (AOF-P02). */
    scale: number;
    /** One character a square (battlefield.ts KIND_CHAR), row by row. */
    kinds: string;
    heights: number[];
  };
  zones: AofZone[];
  heroZone: string;
  aiGoals: AofGoal[];
  /** Deployed units only: heroes and the AI's units on the battlefield. */
  units: AofUnitView[];
  tokens: AofTokenView[];
  objectives: AofObjectiveView[];
  result: { winner: 'heroes' | 'monsters'; reason: string } | null;
}
