// The shapes of `aof-quest` content (Age of Fantasy: Quest): hero classes, weapons, items,
// spells, traps, enemy factions and unit types, missions (DEC-27) and the mission generator's
// tables. The content package publishes a JSON Schema for each (`aof-*.schema.json`) and loads
// the packs whose manifest says `ruleset: aof-quest` into an `AofContent`.
//
// Units of measure, for every value below:
// - A stat is the score a d6 needs: Quality 4 is 4+ (AOF-G01). Toughness is wounds.
// - Distances and sizes are inches on the 4'×4' battlefield, one square an inch (DEC-14). On a
//   2'×2' battlefield the ruleset halves them (AOF-P02); a mission's own coordinates are always
//   squares of its own battlefield.
// - A point is [x, y]: squares from the battlefield's top-left corner, x to the right, y down.
// - Heights are inches above the ground (DEC-24); a gap's height is its bottom, below 0 for a
//   chasm cut into level ground.

// ---- words a player reads ------------------------------------------------------------------

/** A name or a text in both languages Delve speaks. Every entry a player reads has both. */
export interface LocalText {
  en: string;
  it: string;
}

// ---- stats, statuses, modifiers ------------------------------------------------------------

/** The stats a test may be taken on. Quality serves shooting, melee and morale. */
export type AofStat = 'quality' | 'defense' | 'str' | 'dex' | 'wil';

/** The stats a hero skill tests (AOF-K04). */
export type AofSkillStat = 'str' | 'dex' | 'wil';

/** The four status conditions (AOF-U01..U04). */
export type AofStatus = 'afflicted' | 'crippled' | 'diseased' | 'impaired';

/** The rolls a modifier changes: to hit (any, melee or shooting), Defense rolls, a stat test,
 * morale tests, and casting rolls (AOF-X06). */
export type AofRoll = 'hit' | 'melee-hit' | 'shooting-hit' | 'defense' | 'str' | 'dex' | 'wil' | 'morale' | 'cast';

/** +1 to Defense rolls (cover works so, AOF-T01), −1 to hit… */
export interface AofModifier {
  roll: AofRoll;
  /** Added to the roll; never zero. */
  by: number;
}

// ---- special rules (AOF-X01..X30) -------------------------------------------------------------

/** Special rules that take a value: AP(X), Blast(X), Caster(X), Deadly(X), Fear(X), Impact(X). */
export type AofParamRule = 'ap' | 'blast' | 'caster' | 'deadly' | 'fear' | 'impact';

/** Special rules without a value. */
export type AofFlagRule =
  | 'ambush' | 'bane' | 'counter' | 'fast' | 'fearless' | 'flying' | 'furious' | 'immobile' | 'indirect'
  | 'limited' | 'regeneration' | 'relentless' | 'reliable' | 'rending' | 'scout' | 'slow' | 'stealth'
  | 'strider' | 'surge' | 'thrust' | 'unstoppable' | 'villain';

/** A special rule's id. Ambush and Caster are one id each: which catalogue item applies
 * (AOF-X01 or X02, X06 or X07) follows from the side that has them. */
export type AofRuleId = AofParamRule | AofFlagRule;

/** Special rules as written in a file: `{ ap: 1, blast: 3, fearless: true }`. */
export type AofRules = { [K in AofParamRule]?: number } & { [K in AofFlagRule]?: true };

/** One special rule with its value, as the engine lists them. */
export interface AofRule {
  id: AofRuleId;
  /** The X of AP(X), Blast(X), Caster(X), Deadly(X), Fear(X), Impact(X). */
  x?: number;
}

/** What a special rule may be given to: a model (a hero class, a unit type, an item's bearer
 * or a buff), a weapon (or a spell's or trap's hits), or an item itself. */
export type AofRuleScope = 'model' | 'weapon' | 'item';

export interface AofRuleInfo {
  /** The catalogue item for heroes and for AI units: they differ for Ambush and Caster only. */
  hero: string;
  ai: string;
  /** The range of X for rules that take one; absent for rules that take none. */
  x?: readonly [min: number, max: number];
  scope: readonly AofRuleScope[];
  name: LocalText;
}

/** Every special rule: its catalogue ids, its value, where it may be given, its name. */
export const AOF_RULES: Readonly<Record<AofRuleId, AofRuleInfo>> = {
  ambush: { hero: 'AOF-X01', ai: 'AOF-X02', scope: ['model'], name: { en: 'Ambush', it: 'Imboscata' } },
  ap: { hero: 'AOF-X03', ai: 'AOF-X03', x: [1, 6], scope: ['weapon'], name: { en: 'AP', it: 'PA' } },
  bane: { hero: 'AOF-X04', ai: 'AOF-X04', scope: ['weapon'], name: { en: 'Bane', it: 'Flagello' } },
  blast: { hero: 'AOF-X05', ai: 'AOF-X05', x: [2, 6], scope: ['weapon'], name: { en: 'Blast', it: 'Esplosione' } },
  caster: { hero: 'AOF-X06', ai: 'AOF-X07', x: [1, 6], scope: ['model'], name: { en: 'Caster', it: 'Incantatore' } },
  counter: { hero: 'AOF-X08', ai: 'AOF-X08', scope: ['weapon'], name: { en: 'Counter', it: 'Contrattacco' } },
  deadly: { hero: 'AOF-X09', ai: 'AOF-X09', x: [2, 6], scope: ['weapon'], name: { en: 'Deadly', it: 'Letale' } },
  fast: { hero: 'AOF-X10', ai: 'AOF-X10', scope: ['model'], name: { en: 'Fast', it: 'Veloce' } },
  fear: { hero: 'AOF-X11', ai: 'AOF-X11', x: [1, 6], scope: ['model'], name: { en: 'Fear', it: 'Paura' } },
  fearless: { hero: 'AOF-X12', ai: 'AOF-X12', scope: ['model'], name: { en: 'Fearless', it: 'Impavido' } },
  flying: { hero: 'AOF-X13', ai: 'AOF-X13', scope: ['model'], name: { en: 'Flying', it: 'Volante' } },
  furious: { hero: 'AOF-X14', ai: 'AOF-X14', scope: ['model'], name: { en: 'Furious', it: 'Furioso' } },
  immobile: { hero: 'AOF-X15', ai: 'AOF-X15', scope: ['model'], name: { en: 'Immobile', it: 'Immobile' } },
  impact: { hero: 'AOF-X16', ai: 'AOF-X16', x: [1, 12], scope: ['model'], name: { en: 'Impact', it: 'Impatto' } },
  indirect: { hero: 'AOF-X17', ai: 'AOF-X17', scope: ['weapon'], name: { en: 'Indirect', it: 'Indiretto' } },
  limited: { hero: 'AOF-X18', ai: 'AOF-X18', scope: ['weapon', 'item'], name: { en: 'Limited', it: 'Limitato' } },
  regeneration: { hero: 'AOF-X19', ai: 'AOF-X19', scope: ['model'], name: { en: 'Regeneration', it: 'Rigenerazione' } },
  relentless: { hero: 'AOF-X20', ai: 'AOF-X20', scope: ['model'], name: { en: 'Relentless', it: 'Implacabile' } },
  reliable: { hero: 'AOF-X21', ai: 'AOF-X21', scope: ['weapon', 'model'], name: { en: 'Reliable', it: 'Affidabile' } },
  rending: { hero: 'AOF-X22', ai: 'AOF-X22', scope: ['weapon'], name: { en: 'Rending', it: 'Dilaniante' } },
  scout: { hero: 'AOF-X23', ai: 'AOF-X23', scope: ['model'], name: { en: 'Scout', it: 'Esploratore' } },
  slow: { hero: 'AOF-X24', ai: 'AOF-X24', scope: ['model'], name: { en: 'Slow', it: 'Lento' } },
  stealth: { hero: 'AOF-X25', ai: 'AOF-X25', scope: ['model'], name: { en: 'Stealth', it: 'Furtività' } },
  strider: { hero: 'AOF-X26', ai: 'AOF-X26', scope: ['model'], name: { en: 'Strider', it: 'Passo sicuro' } },
  surge: { hero: 'AOF-X27', ai: 'AOF-X27', scope: ['weapon'], name: { en: 'Surge', it: 'Impeto' } },
  thrust: { hero: 'AOF-X28', ai: 'AOF-X28', scope: ['model'], name: { en: 'Thrust', it: 'Affondo' } },
  unstoppable: { hero: 'AOF-X29', ai: 'AOF-X29', scope: ['weapon'], name: { en: 'Unstoppable', it: 'Inarrestabile' } },
  villain: { hero: 'AOF-X30', ai: 'AOF-X30', scope: ['model'], name: { en: 'Villain', it: 'Antagonista' } },
};

/** The names of the statuses (AOF-U01..U04). */
export const AOF_STATUSES: Readonly<Record<AofStatus, { rule: string; name: LocalText }>> = {
  afflicted: { rule: 'AOF-U01', name: { en: 'Afflicted', it: 'Afflitto' } },
  crippled: { rule: 'AOF-U02', name: { en: 'Crippled', it: 'Azzoppato' } },
  diseased: { rule: 'AOF-U03', name: { en: 'Diseased', it: 'Malato' } },
  impaired: { rule: 'AOF-U04', name: { en: 'Impaired', it: 'Indebolito' } },
};

/** `{ ap: 1, fearless: true }` → `[{ id: 'ap', x: 1 }, { id: 'fearless' }]`, in the order written. */
export function listRules(rules: AofRules | undefined): AofRule[] {
  const out: AofRule[] = [];
  for (const [id, v] of Object.entries(rules ?? {})) {
    if (v === undefined) continue;
    out.push(typeof v === 'number' ? { id: id as AofRuleId, x: v } : { id: id as AofRuleId });
  }
  return out;
}

// ---- what skills, spells, items and traps do ---------------------------------------------------

/** Who a skill, spell or item may be aimed at: the user itself, a model of its own side (the
 * user included), or an enemy unit; always within range and in line of sight (AOF-X06). */
export type AofTarget = 'self' | 'friend' | 'enemy';

/** An effect the engine resolves on the target, in the order listed. */
export type AofEffect =
  /** Hits on the target unit, blocked with Defense like shooting (AOF-S02); `rules` are weapon
   * rules (AP, Blast, Deadly, Bane…). */
  | { kind: 'hits'; hits: number; rules?: AofRules }
  /** The target gains a status (AOF-U01..U04). */
  | { kind: 'status'; status: AofStatus }
  /** Modifiers to rolls and model rules the target has until the end of the round, or until
   * the end of its own next activation. A negative modifier on an enemy is a curse. */
  | { kind: 'buff'; until: 'end-of-round' | 'next-activation'; modifiers?: AofModifier[]; rules?: AofRules }
  /** Restores wounds, never above Toughness; it does not revive an unconscious hero (AOF-S04). */
  | { kind: 'heal'; wounds: number }
  /** Removes every status the target has. */
  | { kind: 'cleanse' }
  /** The target moves up to this many inches: itself or a friend where it wants (the 1" rule
   * holds, AOF-M01), an enemy directly away from the user (as Push, AOF-K02). */
  | { kind: 'move'; inches: number }
  /** The target hero regains power, never above its class's power. */
  | { kind: 'power'; amount: number }
  /** The target caster gains spell tokens, never above 6 (AOF-X06). */
  | { kind: 'tokens'; amount: number };

export type AofEffectKind = AofEffect['kind'];

/** How something is used with a Skill action: its target, range and effects. */
export interface AofUse {
  target: AofTarget;
  /** Inches; absent when the target is `self`. */
  range?: number;
  effects: AofEffect[];
}

// ---- heroes -----------------------------------------------------------------------------------

/** A hero skill (AOF-K04): a Skill action that tests `stat`; on a pass the effect happens, on a
 * fail the hero first spends 1 power and then it happens. */
export interface AofHeroSkill extends AofUse {
  name: LocalText;
  text: LocalText;
  stat: AofSkillStat;
}

/** A hero class: the sheet a player's hero starts a mission with. */
export interface AofHeroClassDef {
  id: string;
  name: LocalText;
  text?: LocalText;
  /** Shooting, melee and morale (AOF-S01, O01). */
  quality: number;
  /** Blocks hits (AOF-S02). */
  defense: number;
  str: number;
  dex: number;
  wil: number;
  /** Wounds the hero takes before falling unconscious (AOF-S03, S04). */
  toughness: number;
  /** Power at the start of a mission, and what Rest restores (AOF-A03). */
  power: number;
  /** Weapon ids: every one is used, melee weapons in melee and ranged ones when shooting. */
  weapons: string[];
  items?: string[];
  /** Spell ids; a hero with spells has Caster(X). */
  spells?: string[];
  /** Model rules: Caster(X), Fast, Stealth, Ambush (AOF-X01)… */
  rules?: AofRules;
  skill: AofHeroSkill;
}

// ---- weapons, items, spells, traps ---------------------------------------------------------------

export interface AofWeaponDef {
  id: string;
  name: LocalText;
  text?: LocalText;
  /** Inches a ranged weapon reaches; absent for a melee weapon. */
  range?: number;
  /** Attacks per model: one Quality test each (AOF-S01). */
  attacks: number;
  /** Weapon rules: AP(X), Blast(X), Deadly(X), Bane, Counter, Indirect, Limited, Reliable,
   * Rending, Surge, Unstoppable. */
  rules?: AofRules;
}

/** consumable: used once with a Skill action, then gone; equipment: carried, its rules and
 * modifiers apply to its bearer, and its `use` (if any) takes a Skill action, once a mission
 * when it is Limited; weapon: a weapon found or given, carried as the bearer's; quest: a thing
 * a mission's objective is about, with no use of its own. */
export type AofItemKind = 'consumable' | 'equipment' | 'weapon' | 'quest';

export interface AofItemDef {
  id: string;
  name: LocalText;
  text?: LocalText;
  kind: AofItemKind;
  /** Its worth in gold. */
  value?: number;
  /** consumable (required), equipment (optional). */
  use?: AofUse;
  /** equipment: model rules its bearer gains; Limited makes its use once a mission. */
  rules?: AofRules;
  /** equipment: modifiers its bearer gets. */
  modifiers?: AofModifier[];
  /** weapon: the weapon id it is. */
  weapon?: string;
}

export interface AofSpellDef {
  id: string;
  name: LocalText;
  text?: LocalText;
  /** Spell tokens spent to try it (AOF-X06). */
  value: number;
  target: AofTarget;
  /** Inches; absent when the target is `self`. */
  range?: number;
  effects: AofEffect[];
}

/** A trap hidden in a search token: its effects fall on the hero who reveals it. */
export interface AofTrapDef {
  id: string;
  name: LocalText;
  text?: LocalText;
  effects: AofEffect[];
}

// ---- enemies ---------------------------------------------------------------------------------

export interface AofFactionDef {
  id: string;
  name: LocalText;
  text?: LocalText;
}

/** The part a unit plays in an AI force: the generator fills a wave with a mix of them. The
 * rules' AI groups (AOF-I02) are the models of one unit; this changes nothing in AOF-I01. */
export type AofAiGroup = 'horde' | 'line' | 'shooters' | 'artillery' | 'brutes' | 'monster' | 'casters' | 'villain';

/** An enemy unit type, played by the AI. */
export interface AofUnitDef {
  id: string;
  name: LocalText;
  text?: LocalText;
  faction: string;
  /** Models in one unit (AOF-O01 counts half of them). */
  models: number;
  quality: number;
  defense: number;
  /** Toughness of each model. */
  toughness: number;
  /** Weapon ids; every model carries them all. */
  weapons: string[];
  /** Spell ids; a unit with spells has Caster(X) and picks one at random (AOF-X07). */
  spells?: string[];
  rules?: AofRules;
  aiGroup: AofAiGroup;
  /** What the unit is worth to the generator's budget (a difficulty's threat). */
  threat: number;
}

// ---- missions (DEC-27) -----------------------------------------------------------------------

/** Terrain kinds (DEC-24). */
export type AofTerrainKind = 'open' | 'cover' | 'difficult' | 'dangerous' | 'blocker' | 'gap';

/** The names of the terrain kinds. */
export const AOF_TERRAIN_KINDS: Readonly<Record<AofTerrainKind, LocalText>> = {
  open: { en: 'Open ground', it: 'Terreno aperto' },
  cover: { en: 'Cover', it: 'Copertura' },
  difficult: { en: 'Difficult ground', it: 'Terreno difficile' },
  dangerous: { en: 'Dangerous ground', it: 'Terreno pericoloso' },
  blocker: { en: 'Impassable', it: 'Invalicabile' },
  gap: { en: 'Gap', it: 'Baratro' },
};

/** [x, y] in squares from the top-left corner. */
export type AofPoint = [number, number];

/** A rectangle of squares: its top-left square and its [width, height]. */
export interface AofArea {
  at: AofPoint;
  size: [number, number];
}

/** A terrain piece: every square of it has its kind and height. Pieces never overlap. */
export interface AofTerrainPiece extends AofArea {
  kind: AofTerrainKind;
  height: number;
  name?: LocalText;
  /** The generator's terrain type it was drawn from, if any. */
  terrain?: string;
}

/** A deployment zone, an exit, any named area of the battlefield. */
export interface AofZone extends AofArea {
  id: string;
  name?: LocalText;
}

/** An AI Goal marker (AOF-I01, X02); objectives may stand on them. */
export interface AofGoal {
  id: string;
  at: AofPoint;
  name?: LocalText;
}

/** Enemy units in a wave or an ambush. */
export interface AofWaveUnit {
  /** Names the unit for objectives (slay); only for a single unit (count 1). */
  id?: string;
  unit: string;
  /** Units of this type (default 1), each of the type's models. */
  count?: number;
  /** Set aside, it deploys D3 rounds after its wave near an AI Goal (AOF-X02). */
  ambush?: true;
}

/** Enemies that deploy in a zone at the start of a round (1: before the first). */
export interface AofWave {
  id: string;
  round: number;
  zone: string;
  units: AofWaveUnit[];
}

/** What a search token hides until it is revealed (AOF-K01). */
export type AofTokenContents =
  | { kind: 'item'; item: string }
  | { kind: 'gold'; gold: number }
  | { kind: 'trap'; trap: string }
  /** Enemies placed within 6" of the token when it is revealed: the units named, or (in the
   * generator's tables) units of the mission's faction worth up to `threat`. */
  | { kind: 'ambush'; units?: AofWaveUnit[]; threat?: number }
  | { kind: 'nothing' };

export interface AofSearchToken {
  id: string;
  at: AofPoint;
  contents: AofTokenContents;
}

/** What the heroes set out to do; each names what a player reads in the briefing. */
export type AofObjective =
  /** A hero within 1" of the AI Goal takes a Skill action and passes the test (the campaign
   * builder's objective markers). */
  | { id: string; name: LocalText; kind: 'marker'; goal: string; test: AofSkillStat; xp?: number }
  /** A hero carries the quest item into the zone. */
  | { id: string; name: LocalText; kind: 'retrieve'; item: string; zone: string; xp?: number }
  /** The named wave unit is destroyed. */
  | { id: string; name: LocalText; kind: 'slay'; unit: string; xp?: number }
  /** Every enemy unit of every wave and ambush is destroyed. */
  | { id: string; name: LocalText; kind: 'clear'; xp?: number }
  /** Heroes leave the battlefield from the zone: `heroes` of them, or every hero not
   * unconscious when absent. */
  | { id: string; name: LocalText; kind: 'escape'; zone: string; heroes?: number; xp?: number };

export type AofObjectiveKind = AofObjective['kind'];

/** The heroes win when any of these holds. */
export type AofVictory =
  | { kind: 'objectives'; objectives: string[] }
  /** Some hero is still standing when the last round ends. */
  | { kind: 'survive' };

/** The heroes lose when any of these holds. */
export type AofDefeat =
  /** Every hero is unconscious. */
  | { kind: 'heroes-down' }
  /** The last round ends without a victory. */
  | { kind: 'round-limit' };

export interface AofMissionDef {
  id: string;
  name: LocalText;
  briefing: LocalText;
  /** The mission type (generator table) it is, for listings and the campaign builder. */
  type: string;
  battlefield: {
    /** 24 (2'×2') or 48 (4'×4') squares a side (DEC-14). */
    size: 24 | 48;
    /** 20 or more pieces (AOF-P02). */
    terrain: AofTerrainPiece[];
  };
  zones: AofZone[];
  /** The zone the heroes deploy in. */
  heroZone: string;
  aiGoals: AofGoal[];
  waves: AofWave[];
  searchTokens?: AofSearchToken[];
  objectives: AofObjective[];
  victory: AofVictory[];
  defeat: AofDefeat[];
  /** The last round. */
  rounds: number;
}

// ---- the mission generator's tables (the campaign builder, AOF-P03, DEC-27) -----------------

/** The objective a mission type lays: an item to bring back, a villain to slay, waves to clear,
 * a way out to reach. */
export type AofMissionKind = 'retrieve' | 'slay' | 'waves' | 'escape';

export interface AofMissionTypeDef {
  id: string;
  name: LocalText;
  /** The briefing a generated mission gets; `{faction}`, `{item}`, `{villain}` are filled in. */
  briefing: LocalText;
  objective: AofMissionKind;
  rounds: number;
  /** When the waves deploy and the share (percent) of the force's threat each takes. */
  waves: { round: number; share: number }[];
  /** Search tokens laid, and the table their contents are rolled on. */
  searchTokens: number;
  searchTable?: string;
  /** AI Goal markers laid (the objective's first). */
  aiGoals: number;
  /** Where the heroes deploy, and the enemies' zones. */
  heroZone: 'edge' | 'centre';
  enemyZones: 'far-edge' | 'sides' | 'all-edges';
  /** The quest item a `retrieve` mission hides in one search token. */
  item?: string;
  /** XP the objective gives. */
  xp: number;
}

export interface AofDifficultyDef {
  id: string;
  name: LocalText;
  text?: LocalText;
  /** Threat of the enemy force per hero. */
  threatPerHero: number;
  /** Units of the force the generator sets aside as Ambush (AOF-X02). */
  ambushes: number;
  /** Added to the mission type's round limit (negative: fewer rounds). */
  rounds?: number;
}

/** A terrain piece the generator may lay. */
export interface AofTerrainTypeDef {
  id: string;
  name: LocalText;
  kind: AofTerrainKind;
  /** [width, height] choices on a 4'×4' battlefield (halved on 2'×2', at least 1). */
  sizes: [number, number][];
  /** Height choices (inches). */
  heights: number[];
  /** Relative chance of being drawn. */
  weight: number;
  /** Pieces of this type every generated battlefield has at least. */
  min?: number;
}

/** A table the contents of the generator's search tokens are rolled on. */
export interface AofSearchTableDef {
  id: string;
  name: LocalText;
  /** 'd6', '2d6', …: the rows cover every total exactly once. */
  dice: string;
  rows: { roll: number | string; contents: AofTokenContents }[];
}

// ---- all of it ---------------------------------------------------------------------------------

/** The content of `aof-quest` packs, by kind and id. */
export interface AofContent {
  heroes: Record<string, AofHeroClassDef>;
  weapons: Record<string, AofWeaponDef>;
  items: Record<string, AofItemDef>;
  spells: Record<string, AofSpellDef>;
  traps: Record<string, AofTrapDef>;
  factions: Record<string, AofFactionDef>;
  units: Record<string, AofUnitDef>;
  missions: Record<string, AofMissionDef>;
  missionTypes: Record<string, AofMissionTypeDef>;
  difficulties: Record<string, AofDifficultyDef>;
  terrain: Record<string, AofTerrainTypeDef>;
  searchTables: Record<string, AofSearchTableDef>;
  /** The campaign builder's values (docs/campaign.md, CMP-Q01..Q05), by id. */
  campaigns: Record<string, AofCampaignDef>;
}

/** What a campaign changes of a hero (an upgrade bought, an injury taken): a score needed
 * (minus is better), Toughness and power (plus is more). */
export type AofHeroChange = Partial<Record<'quality' | 'defense' | 'str' | 'dex' | 'wil' | 'toughness' | 'power', number>>;

/** The campaign builder's values (CMP-Q01..Q05). */
export interface AofCampaignDef {
  id: string;
  name: LocalText;
  text?: LocalText;
  /** The difficulty of each chapter in order; a chapter past the list takes its last; the final
   * chapter takes `final` (CMP-Q01). */
  chapters: string[];
  final: string;
  /** How many steps along the content's difficulties (easiest first) every chapter moves at each
   * campaign level (CMP-Q06); a level not named moves none. */
  levels?: Partial<Record<'story' | 'normal' | 'hard' | 'deadly', number>>;
  /** XP each hero gains for a mission it comes through (CMP-Q02). */
  xpPerMission: number;
  /** The injury table a hero revived in a mission rolls on at its end, a d6 (CMP-Q04): a row per
   * face from 1, each a change to the hero until the chapter ends (empty: nothing). */
  injuries: { name: LocalText; change: AofHeroChange }[];
  /** What XP buys between chapters (CMP-Q05): each at most `max` times per hero. */
  upgrades: { id: string; name: LocalText; xp: number; change: AofHeroChange; max: number }[];
}
