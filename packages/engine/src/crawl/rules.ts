// What a dungeon-crawl ruleset tells the shared crawl pieces: where its rules differ in the
// pieces both crawls run (the turn sequence, traps, chests, encounters, spells, the actions both
// share), the ruleset passes its own rule here, and the shared piece asks it through the state.
import type { Content, SpellDef, WeaponDef } from '../content-types.ts';
import type { EngineError, GameState, Model, RuleRefusal } from '../types.ts';
import type { DifficultyTable } from './difficulty.ts';
import type { GridMove } from '../rules/movement.ts';
import type { Point } from '../geometry/points.ts';
import type { Sight } from '../geometry/line-of-sight.ts';

/** What a module played on top of a grid ruleset (`facing`) changes in the shared pieces: each
 * piece asks it where it has one, and keeps the ruleset's own rule where it has none. */
export interface GridModule {
  /** Whether `e` may strike square `p` hand-to-hand (FAC-K02), in place of the ruleset's
   * orthogonal and diagonal rules; the weapon it strikes with is then its strongest hand weapon. */
  strikes(s: GameState, e: Model, p: Point): boolean;
  /** Whether `e`'s weapon `w` strikes square `p` (FAC-K02, R01): the weapon a blow there is
   * struck with is the strongest that does. */
  strikesWith(s: GameState, e: Model, w: WeaponDef, p: Point): boolean;
  /** The move rules of `m`, changed (FAC-B01..B04 in place of Death Zones and control zones). */
  move(s: GameState, m: Model, g: GridMove): GridMove;
  /** Which of the target's armour and shield count against an attack from `from` (FAC-K03). */
  defence(s: GameState, target: Model, from: Point): { armour: boolean; shield: boolean };
  /** Whether the ruleset's own zones (Death Zones, control zones) still hold the figures in them,
   * with what holding does (no doors, no shots, a check to leave); `facing`: no, its blocking
   * zones take their place (DEC-16). */
  zonesHold: boolean;
  /** The line of fire from `a` to `t` for a shot or a spell (FAC-L01). */
  fire(s: GameState, a: Model, t: Point, occ?: Map<number, Model>): Sight;
}

/** What a carrying limit reads of a hero: in the dungeon a model, in a campaign its record. */
export type Carrier = Pick<Model, 'type' | 'name' | 'weapons' | 'armour' | 'shield' | 'items'>;

export interface CrawlRules {
  /** The slain stay on their square as corpses (GLD-A08), or leave it empty (AHQ-C42). */
  corpsesStay: boolean;
  /** The most gold a hero carries (AHQ-E09: 250 crowns); none for a ruleset with no limit (the
   * `guilds` heroes share all the gold, GLD-C18). */
  goldLimit?: number;
  /** Why `hero` may not carry one more of `item` (AHQ-E10, C35), or null; absent for a ruleset
   * with no such limit. Read in the dungeon and in a campaign's shop (CMP-S02). */
  carryProblem?(c: Content, hero: Carrier, item: string): string | null;
  /** A hero carried out Knocked Down needs a Healer before its next expedition (GLD-W06, CMP-H02). */
  carriedOutNeedsHealer?: boolean;
  /** After a move: zones take note of the mover and the models they hold (Death Zones under
   * `ahq`, AHQ-C14..C16; control zones under `guilds`, GLD-Z01..Z03). `null`: no one moved. */
  updateFocus(s: GameState, mover: Model | null): void;
  /** After the board changed otherwise (a model fell, left, or was put back). */
  refreshFocus(s: GameState): void;
  /** Why enemy zones keep `m` from opening doors or chests and from casting now, or null:
   * a focused Death Zone (AHQ-C16) or an enemy control zone (GLD-Z04). */
  zoneBars(s: GameState, m: Model): RuleRefusal | null;
  /** Why the ruleset's timing keeps `caster` from casting `sp` now, or null: one spell a turn
   * and no two-component spell after a move (AHQ-C38, C39), or no cast after casting (GLD-C11). */
  castTiming(s: GameState, caster: Model, sp: SpellDef): RuleRefusal | null;
  /** What a cast does to the caster's activation besides the cast itself (AHQ-C39, GLD-C11). */
  afterCast(d: GameState, caster: Model, sp: SpellDef): void;
  /** What keeps `m` from opening (or closing) a door in a fight, or null (AHQ-C10, C12, C16, C47);
   * a ruleset that checks doors in a fight itself never sends one to the shared check. */
  doorInCombat(s: GameState, m: Model, opening: boolean): EngineError | null;
  /** Games of rules version 0 numbered monsters and traps with one counter, and every door of a
   * prepared map in reading order, secret ones among them: a gap in the ids a hero saw told of
   * hidden traps and unfound doors. Kept to play those games again (rules-versions.ts); absent,
   * today's numbering, which tells a seat nothing it cannot see (DEC-17, `nextId`, `trapId`). */
  oneCounter?: boolean;
  /** Games of rules versions before 4 offered a sniped shot that missed a card to re-roll it (a
   * second aim card the hero held), where FAC-I03 has the snipe give up aim's re-rolls. Kept to
   * play those games again (rules-versions.ts); only `guilds` has cards that re-roll a shot. */
  snipeRerolled?: boolean;
  /** What each difficulty level puts in the dungeon (crawl/difficulty.ts); the rules as written
   * at every level without it. */
  difficulty?: DifficultyTable;
  /** The module played on top of the ruleset, if any (set by the module, never by a ruleset). */
  module?: GridModule;
}

/** The module played on top of the game's ruleset, if any: asked by the shared pieces. */
export function gridModule(s: GameState): GridModule | undefined {
  return s.ctx.ruleset.crawl?.module;
}

/** The rules of the crawl being played. */
export function crawlRules(s: GameState): CrawlRules {
  const r = s.ctx.ruleset.crawl;
  if (!r) throw new Error(`the ${s.ctx.header.ruleset} ruleset is not a dungeon crawl`);
  return r;
}
