// The shapes of game content the engine reads. The content package publishes JSON Schemas for
// these and loads packs into a `Content`; the engine only ever sees the resolved `Content`.

/** Characteristics of a model as printed on its sheet (AHQ profile). */
export interface Profile {
  ws: number; // Weapon Skill
  bs: number; // Bow Skill: selects the ranged table row unless `rangedTable` is given
  strength: number;
  toughness: number; // before armour and shield
  speed: number; // squares in combat (AHQ-C09)
  bravery: number;
  intelligence: number;
  wounds: number;
  fate: number;
}

export type WeaponKind = 'hand' | 'thrown' | 'missile';

export interface WeaponDef {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  kind: WeaponKind;
  /** d12 damage dice on a hit (AHQ-C22). */
  damage: number;
  /** Its type for proficiencies under `facing` (FAC-E02: sword, axe, bow, …); absent: anyone may use it. */
  proficiency?: string;
  /** `facing`: strikes figures up to this many squares away in the arc ahead, never through a
   * figure (FAC-R01); absent: 1, the adjacent squares. Hand weapons only. */
  reach?: number;
  /** `facing`: one blow strikes every enemy in the squares the weapon may strike, and with reach
   * through figures too (FAC-R02). Hand weapons only. */
  sweep?: boolean;
  /** May attack the diagonal squares (spears, halberds; AHQ-C14). Hand weapons only. */
  diagonal?: boolean;
  twoHanded?: boolean;
  /** Maximum range in squares (thrown and missile weapons). */
  range?: number;
  /** Ammunition item id consumed per shot (arrows, bolts); thrown weapons are themselves spent. */
  ammo?: string;
  /** Recovery roll after combat: arrows 10+, thrown weapons 7+ (AHQ-C34). */
  recoverOn?: number;
  /** Ranged table used by this weapon (default: the shooter's). */
  rangedTable?: string;
  /** Magic users may carry it (daggers, Rune Swords; AHQ-C35). */
  magicUserMayCarry?: boolean;
  cost?: number;
  // ---- `guilds` (AHQ3 The Guilds); other rulesets ignore these ----
  /** Lowest unmodified to-hit roll that is a critical: 12 by default, 11 for some weapons (GLD-A04). */
  criticalOn?: number;
  /** Highest unmodified to-hit roll that is a critical failure: the hit table's `fumble` by
   * default, 2 for some weapons (GLD-A05). */
  fumbleOn?: number;
  /** A Great weapon: its control zone and attacks cover all 8 squares around (GLD-Z01). */
  great?: boolean;
  /** Ranged: may move and then shoot in the same turn (GLD-S02). */
  moveAndShoot?: boolean;
  /** Ranged: a 12 is a plain hit, never a critical (GLD-S05). */
  noCritical?: boolean;
  /** Ranged: the upper bound, in squares counted orthogonally, of each range band from the
   * nearest; the last is the maximum range (GLD-S01, S04). */
  bands?: number[];
}

export interface ArmourDef {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  kind: 'armour' | 'shield';
  /** Added to Toughness while worn. */
  toughness: number;
  cost?: number;
}

export type SpellEffect =
  | { kind: 'damage'; dice: number; range: number; radius?: number } // wounds like an attack, at range, optionally on every model within radius of the target square
  | { kind: 'heal'; amount: number; range: number } // restores wounds, revives a KO'd hero (AHQ-C45)
  | { kind: 'ward'; toughness: number; range: number }; // +toughness to a friendly model until the end of the turn

export interface SpellDef {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  /** Component ids consumed when cast; two or more means no move that turn (AHQ-C39). */
  components: string[];
  /** Needs an Intelligence test to take effect (AHQ-C40). */
  intelligenceTest?: boolean;
  /** May not be cast from a focused Death Zone (AHQ-C16). */
  notInDeathZone?: boolean;
  /** `guilds`: may be cast while held in an enemy control zone, which bars every other spell (GLD-Z04). */
  inControlZone?: boolean;
  effect: SpellEffect;
  text?: string;
}

export type ItemDef =
  | { id: string; name: string; kind: 'potion'; heal: number; cost?: number }
  /** `guilds`: applied, never while an enemy controls the model, and not before moving or attacking (GLD-C10). */
  | { id: string; name: string; kind: 'bandage'; heal: number; cost?: number }
  | { id: string; name: string; kind: 'ammo'; cost?: number }
  | { id: string; name: string; kind: 'ring' | 'amulet' | 'misc'; cost?: number };

export interface TrapDef {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  /** d12 roll at or above it spots or disarms the trap (AHQ-E15, E16). */
  spot: number;
  /** Wounds inflicted on each model in the zone when it goes off (before Fate). */
  wounds: number;
  /** Squares of effect around the trap's square (0: just the square). */
  radius: number;
  text?: string;
}

/** A piece of room furniture (a table, a bookcase, a throne…). The rule texts are silent on
 * furniture; Delve's choice: it fills its squares, which no model may enter or end on (as a chest),
 * and it does not block line of sight. */
export interface FurnishingDef {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  /** Squares it covers, [width, height] as written; a generator may lay it turned a quarter. */
  size: [number, number];
  /** The game-icons.net icon the board draws it with (its name there, like 'bookshelf'). */
  icon: string;
  text?: string;
}

export type MonsterRole = 'sentry' | 'champion' | 'sorcerer';

export interface MonsterDef {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  profile: Profile;
  weapons: string[];
  armour?: string;
  shield?: string;
  ammo?: Record<string, number>;
  spells?: string[];
  components?: Record<string, number>;
  role?: MonsterRole;
  /** The monster it passes for while its identity is hidden (AHQ-C51). */
  disguise?: string;
  /** Gold crowns carried, looted when it is slain (AHQ-C53). */
  gold: number;
  rangedTable?: string;
  tags?: string[];
  // ---- the `facing` module; other games ignore these ----
  /** Big enough that smaller figures cannot intercept attacks on it (FAC-I02). */
  tall?: boolean;
  /** Flies: may intercept attacks on tall figures (FAC-I02). */
  flying?: boolean;
  /** The hand its shield is held in (FAC-E01): a flank attack from that side meets it. Default left. */
  shieldHand?: 'left' | 'right';
}

/** What a Heroic card does, at the moment its effect allows (GLD-H01): re-roll a failed to-hit
 * die; add to a failed Speed check; cancel wounds just dealt to its holder; add to a lost surprise
 * roll; get up with wounds back when knocked down. */
export type HeroicEffect =
  | { kind: 'reroll-to-hit' }
  | { kind: 'speed-check'; amount: number }
  | { kind: 'negate-wounds'; amount: number }
  | { kind: 'surprise'; amount: number }
  | { kind: 'rise'; amount: number };

export interface HeroicCardDef {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  effect: HeroicEffect;
  /** Copies of the card in the deck (default 1). */
  copies?: number;
  text?: string;
}

export interface HeroDef {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  /** Followers serve one hero (`guilds`); henchmen are hired. */
  kind: 'hero' | 'henchman' | 'follower';
  race: 'human' | 'dwarf' | 'elf';
  profile: Profile;
  weapons: string[];
  armour?: string;
  shield?: string;
  ammo?: Record<string, number>;
  items?: string[];
  spells?: string[];
  /** Spell Components chosen at the start of an expedition (AHQ-C37). */
  componentChoices?: number;
  magicUser?: boolean;
  /** `guilds`: added to the heroes' surprise roll while it stands in the dungeon (GLD-C02). */
  surpriseBonus?: number;
  gold?: number;
  rangedTable?: string;
  // ---- the `facing` module; other games ignore these ----
  /** The hand its shield is held in (FAC-E01): a flank attack from that side meets it. Default left. */
  shieldHand?: 'left' | 'right';
  /** The weapon types it may use (FAC-E02); absent: every type. */
  proficiencies?: string[];
  /** Its conquest value (FAC-X03): successes a revival must gather before it regains health. */
  conquest?: number;
}

/** Hand-to-hand to-hit table (DEC-18): the d12 number needed, by attacker WS minus target WS. */
export interface HitTable {
  /** Needed roll at equal WS. */
  base: number;
  min: number;
  max: number;
  /** Unmodified rolls at or above it always hit. */
  alwaysHit: number;
  /** Unmodified rolls at or below it always fumble. */
  fumble: number;
}

/** Ranged table: the d12 number needed by distance, first band whose `upTo` covers it. */
export interface RangedTable {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  bands: { upTo: number; need: number }[];
}

/** What each face of a damage die shows (GLD-A07): a skull wounds, a shield stops a skull. */
export type DamageFace = 'skull' | 'shield' | 'blank';

/** The `guilds` damage die (DEC-07): by default a d6 with 3 skulls and 3 shields. */
export interface DamageDie {
  faces: DamageFace[];
}

export const DEFAULT_DAMAGE_DIE: DamageDie = { faces: ['skull', 'skull', 'skull', 'shield', 'shield', 'shield'] };

export interface ComponentDef {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
}

export interface Content {
  /** Pack ids in load order; part of a saved game's header. */
  packs: string[];
  heroes: Record<string, HeroDef>;
  monsters: Record<string, MonsterDef>;
  weapons: Record<string, WeaponDef>;
  armour: Record<string, ArmourDef>;
  spells: Record<string, SpellDef>;
  components: Record<string, ComponentDef>;
  items: Record<string, ItemDef>;
  traps: Record<string, TrapDef>;
  /** Room furniture by id; absent: none. */
  furnishings?: Record<string, FurnishingDef>;
  hitTable: HitTable;
  rangedTables: Record<string, RangedTable>;
  /** Ranged table used by Bow Skill value when a model names none. */
  rangedTableByBs: Record<string, string>;
  /** `guilds` hand-to-hand table (GLD-A03): `wsTable[attacker WS - 1][defender WS - 1]` is the
   * d12 needed; WS beyond the table use its last row or column. Absent: `hitTable` (DEC-18). */
  wsTable?: number[][];
  /** `guilds` ranged table (GLD-S04): by Ranged Skill (the profile's `bs`), the d12 needed in
   * each range band of the weapon, nearest first. */
  rsTable?: Record<string, number[]>;
  /** `guilds` damage die (DEC-07); absent: DEFAULT_DAMAGE_DIE. */
  damageDie?: DamageDie;
  /** Dice tables for dungeon generation (AHQ-E19..E27), by id. */
  tables: Record<string, TableDef>;
  /** Quests: which tables generate a dungeon, and its playing area. */
  quests: Record<string, QuestDef>;
  /** `guilds` Heroic cards (GLD-H01, option `guilds.heroicCards`), by id; empty: no deck. */
  heroicCards: Record<string, HeroicCardDef>;
  /** `guilds` card decks for the deck-driven generator (GLD-R01..R03, K01, T02, X08), by id. */
  decks: Record<string, DeckDef>;
  /** `ahq` Dungeon Counter tables (AHQ-E28, DEC-30), by id: what the GM may spend counters on. */
  counterTables?: Record<string, CounterTableDef>;
  /** Campaigns (docs/campaign.md): the expeditions in order and the town's values, by id. */
  campaigns?: Record<string, CampaignDef>;
}

// ---- Campaigns (`ahq`, `guilds`; docs/campaign.md, CMP-*) ------------------------------------------

/** One expedition of a campaign: an `ahq` quest's tables, or a `guilds` random deck sized by an
 * Objective card. */
export interface CampaignExpeditionDef {
  name: CounterText;
  quest?: string;
  objective?: string;
}

/** A campaign's outline and its town's values; prices are gold crowns. */
export interface CampaignDef {
  id: string;
  name: CounterText;
  text?: CounterText;
  /** The ruleset its expeditions are played under. */
  ruleset: 'ahq' | 'guilds';
  expeditions: CampaignExpeditionDef[];
  /** Fate Points a hero gains for coming out (CMP-K03), and how far above its class's they go. */
  fateGained: number;
  fateAbove: number;
  /** `guilds`: the Healer's price to revive a hero carried out Knocked Down (CMP-H02). */
  healer?: number;
  /** Training (CMP-T01): the price of the first point (each next one costs one more time as
   * much), and how many points a characteristic may gain above its class's. */
  training: { price: number; cap: number };
  /** Henchmen or mercenaries for hire (CMP-R01): content hero ids and their price for one expedition. */
  hire: Record<string, number>;
  /** What a new hero costs the party chest when no hero is left (CMP-N01). */
  newHero: number;
}

// ---- Dungeon Counters (`ahq`, AHQ-E28, DEC-30) -----------------------------------------------------

/** A name by language code, as a content pack gives it. */
export type LocalNames = Readonly<Record<string, string>>;

/** How a name is said in a language that puts an article before it (Italian: `gender`, `plural`,
 * and the article where the usual rule does not give it, `none` for a title said as it stands),
 * by language code. Content entries that
 * have `names` may have it; the naming layer reads it (`format/names.ts`). */
export interface NameGrammar {
  gender: 'm' | 'f';
  plural?: boolean;
  article?: string;
}
export type LocalGrammar = Readonly<Record<string, NameGrammar>>;

/** Words a player reads, in English and Italian. */
export interface CounterText {
  en: string;
  it: string;
}

/** When an entry may be played: the GM phase of an exploration turn (after its AHQ-E28 roll), or
 * the start of the GM phase of a combat turn (before pursuit and the routine). */
export type CounterMoment = 'exploration' | 'combat';

/** A band of monsters: each type, how many (a number or dice, default 1). */
export type MonsterBand = { type: string; count?: number | string }[];

/** What a Dungeon Counter entry does when played. A band or a trap comes from a dice table of
 * `tables/` (rolled behind the screen) or is named outright. */
export type CounterEffect =
  /** A hidden trap on a square of the explored dungeon no hero has entered and no hero sees. */
  | { kind: 'trap'; trap?: string; table?: string }
  /** Wandering monsters that come upon a hero: met in the section it stands in, placed by the
   * surprise roll's winner (AHQ-C04). */
  | { kind: 'wandering'; monsters?: MonsterBand; table?: string }
  /** Monsters that join the fight from the dark: on squares of the explored dungeon no hero sees,
   * none beside a hero; they act in this GM phase. */
  | { kind: 'reinforcements'; monsters?: MonsterBand; table?: string };

export interface CounterEntry {
  id: string;
  name: CounterText;
  text?: CounterText;
  /** Dungeon Counters spent to play it. */
  cost: number;
  moment: CounterMoment;
  effect: CounterEffect;
}

/** A Dungeon Counter table (counters/*.yaml): the entries the GM may spend counters on. */
export interface CounterTableDef {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  text?: string;
  entries: CounterEntry[];
}

// ---- dungeon generation: dice tables and quests ------------------------------------------------

export type RoomKind = 'normal' | 'hazard' | 'lair' | 'quest';

/** How a passage ends (AHQ-E24, E27). */
export type PassageEnd = 'dead-end' | 't-junction' | 'x-junction' | 'turn-left' | 'turn-right' | 'stairs-down' | 'stairs-out';

/** One row of a dice table: the totals it covers and what it gives. Every field but `roll` is
 * optional; which ones a row needs depends on the role its table plays in a quest. */
export interface TableRow {
  /** A total (7) or a range of totals ('3-5'). */
  roll: number | string;
  text?: string;
  /** Roll on this shared table too and add its result. */
  table?: string;
  /** Roll on each of these shared tables too, in order, and add their results. */
  tables?: string[];
  /** Passage length in sections. */
  sections?: number;
  end?: PassageEnd;
  /** Doors in a passage (placed by the Leader and the GM, AHQ-E23) or a room (placed by the GM). */
  doors?: number;
  /** What lies behind a room's door (DEC-13). */
  leadsTo?: 'room' | 'passage';
  room?: RoomKind;
  /** Room floor in squares, [width, height]. */
  size?: [number, number];
  monsters?: { type: string; count?: number | string }[];
  /** Chests: their gold, items and trap, or a table that gives them. */
  chests?: { table?: string; gold?: number | string; items?: string[]; trap?: string }[];
  /** Traps set in the room. */
  traps?: string[];
  /** Furnishings (content `furnishings`) laid in the room. */
  furnishings?: string[];
  /** Gold crowns: hidden treasure in a room, or a chest's gold. */
  gold?: number | string;
  items?: string[];
  /** A search for secret doors finds one (AHQ-E11). */
  secretDoor?: boolean;
}

export interface TableDef {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  /** 'd12', '2d12', 'd6'…: the rows must cover every total exactly once. */
  dice: string;
  rows: TableRow[];
  text?: string;
}

/** A table named by id, or written inside the quest. */
export type TableRef = string | { name?: string; dice: string; rows: TableRow[]; text?: string };

export interface QuestTables {
  passageLength?: TableRef;
  passageFeatures?: TableRef;
  passageEnd?: TableRef;
  /** How the first passage, the one beyond the stairway the heroes came down, ends; default the
   * passageEnd table. */
  firstPassageEnd?: TableRef;
  /** Room or passage behind a room's door (AHQ-E21, DEC-13); doors from passages lead to rooms (AHQ-E22). */
  behindRoomDoor?: TableRef;
  roomType?: TableRef;
  roomSize?: Partial<Record<RoomKind, TableRef>>;
  roomDoors?: TableRef;
  roomContents?: Partial<Record<RoomKind, TableRef>>;
  /** Rolled when a room is searched for hidden treasure (AHQ-E13). */
  hiddenTreasure?: TableRef;
  /** Rolled when a wall that may hide a secret door is searched (AHQ-E11, E12). */
  secretDoor?: TableRef;
}

export interface QuestDef {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  text?: string;
  /** A quest whose tables and settings this one starts from; its own replace them role by role. */
  extends?: string;
  /** The playing area in squares. */
  area?: { width: number; height: number };
  /** Squares across a passage (default 2). */
  passageWidth?: number;
  /** Squares along one passage section (default 5). */
  sectionLength?: number;
  tables?: QuestTables;
  /** The Dungeon Counter table (content `counterTables`) the GM spends counters on (DEC-30);
   * none: counters are taken (AHQ-E28) but nothing spends them. */
  counters?: string;
}

// ---- dungeon generation: card decks (`guilds`, GLD-R01..R04, K01, K02, T02, X08) ---------------

/** A Room card (GLD-R02): a room or a corridor, its size, its doors and its features. */
export interface RoomCard {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  kind: 'room' | 'corridor';
  /** Room floor [across, deep]; a corridor is [width, length] and runs straight on. */
  size: [number, number];
  /** Doors the GM (rooms) or the discovering hero (corridors) places besides the way in (GLD-D01, R02). */
  doors: number;
  /** Where a corridor leads at its far end: on into the unknown, nowhere, or stairs to the surface (GLD-B03). */
  end?: 'open' | 'dead-end' | 'stairs-out';
  /** Monsters waiting there (an encounter, GLD-X06). */
  monsters?: { type: string; count?: number }[];
  /** A chest in the room, its contents a Treasure card drawn as the room is laid (GLD-X08). */
  chest?: boolean;
  /** Furnishings (content `furnishings`) laid in the room. */
  furnishings?: string[];
  /** Copies of the card in the deck (default 1). */
  copies?: number;
  text?: string;
}

/** The Objective card (GLD-R01): how many Room cards make the random deck, and the room it ends in. */
export interface ObjectiveCard {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  rooms: number;
  /** A Room card of the deck's own that is always shuffled in: the objective's room. */
  room?: string;
  text?: string;
}

/** A Dungeon card's effect (GLD-K01, K02): wounds rolled as skulls against shields, a passage
 * closed off, gold lost, or an Ambush that waits for the next room or corridor encounter. */
export type DungeonEffect =
  | { type: 'wounds'; dice: number; who: 'one' | 'all'; noDefence?: boolean }
  | { type: 'cave-in' }
  | { type: 'lose-gold'; gold: number }
  | { type: 'ambush'; monsters: { type: string; count?: number }[] };

export interface DungeonCard {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  effect: DungeonEffect;
  copies?: number;
  text?: string;
}

export interface WanderingCard {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  monsters: { type: string; count?: number }[];
  copies?: number;
  text?: string;
}

export interface TreasureCard {
  id: string;
  name: string;
  /** The name in each language the pack gives (`en`, `it`, …); without it, `name` in every one. */
  names?: LocalNames;
  gold?: number;
  items?: string[];
  copies?: number;
  text?: string;
}

/** One deck, one file (decks/*.yaml). A `map` is a predetermined quest map (GLD-R01): the Room
 * cards of `rooms`, by id, in the order the heroes will find them. */
export type DeckDef =
  | { id: string; name: string; text?: string; kind: 'rooms'; cards: RoomCard[] }
  | { id: string; name: string; text?: string; kind: 'objectives'; cards: ObjectiveCard[] }
  | { id: string; name: string; text?: string; kind: 'dungeon'; cards: DungeonCard[] }
  | { id: string; name: string; text?: string; kind: 'wandering'; cards: WanderingCard[] }
  | { id: string; name: string; text?: string; kind: 'treasure'; cards: TreasureCard[] }
  | { id: string; name: string; text?: string; kind: 'map'; rooms: string; order: string[] };
