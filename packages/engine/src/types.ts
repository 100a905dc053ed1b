// The engine's data: game state, decisions, answers and events. Plain, serialisable data only.
import type { Content, CounterEffect, CounterMoment, CounterText, Profile, RoomKind } from './content-types.ts';
import type { RngState } from './rng.ts';
import type { Point } from './geometry/points.ts';
import type { Ruleset } from './ruleset.ts';

/** 'gm' or a hero player's seat id ('p1', 'p2', …). */
export type Seat = string;
export const GM: Seat = 'gm';

export type Side = 'heroes' | 'monsters';
export type ModelKind = 'hero' | 'henchman' | 'follower' | 'monster';
export type OptionValue = boolean | number | string;

/** What fixes a game: with the same answers it plays out identically. */
export interface GameHeader<T = Setup> {
  ruleset: string;
  options: Record<string, OptionValue>;
  /** Content pack ids; the content itself is handed to `createGame`. */
  packs: string[];
  /** What the game starts from, as its ruleset reads it: a dungeon crawl's `Setup`. */
  setup: T;
  seed: number | string;
  /** Scripted dice (tests): when present, every die comes from these faces in order. */
  dice?: number[];
  /** The version of the rules the game is played by (`rules-versions.ts`); absent, the current
   * one. Stored games and saves made before versions existed name none. */
  rulesVersion?: number;
}

// ---- setup (a prepared map; the generator issue adds generated ones) -------------------------

export interface Setup {
  /** ASCII map: '#' wall, '.' floor, '+' closed door, '/' open door, 'S' secret door, '<' stairs out, ' ' rock. */
  map: string[];
  sections?: SectionSetup[];
  heroes: HeroSetup[];
  /** Monsters already on the board (combat scenarios, returning monsters). */
  monsters?: MonsterSetup[];
  leader?: string;
  /** 'exploration' (default) or 'combat': start in a combat turn with the monsters on the board. */
  start?: 'exploration' | 'combat';
  /** With start 'combat': who acts first. */
  firstSide?: Side;
  /** An objective besides the rules' own ends (the stairs out, every hero fallen, AHQ-E27, C01):
   * 'monsters-slain', the heroes win once every monster of the game is slain, those not met yet
   * included (a room fight's, or a quest's that says so). */
  victory?: 'monsters-slain';
  traps?: TrapSetup[];
  chests?: ChestSetup[];
  /** Room furniture (content `furnishings`), by its top-left square. */
  furnishings?: FurnishingSetup[];
  /** GM's dungeon generator; default 'prepared' (everything on the map, revealed as explored). */
  generator?: string;
  /** With the 'tables' generator: the quest (content `quests`) whose tables generate the dungeon. */
  quest?: string;
  /** With the 'decks' generator (`guilds`): how the dungeon is built and from which decks (GLD-R01). */
  decks?: DecksSetup;
  /** `ahq`: the Dungeon Counter table (content `counterTables`) the GM spends counters on
   * (DEC-30); default the quest's, if any. */
  counters?: string;
  /** `ahq`: Dungeon Counters the GM holds at the start (default 0). */
  gmCounters?: number;
}

/** The 'decks' generator's setup: a random deck sized by an Objective card, the GM's hand, or a
 * predetermined quest map (GLD-R01); deck ids default to 'rooms', 'dungeon', 'wandering',
 * 'treasure' and 'objectives'. */
export interface DecksSetup {
  mode: 'random' | 'hand' | 'map';
  /** random and hand: the Objective card (an id in the objectives deck); default its first card. */
  objective?: string;
  /** map: the id of a `map` deck. */
  map?: string;
  rooms?: string;
  dungeon?: string;
  wandering?: string;
  treasure?: string;
  objectives?: string;
}

export interface SectionSetup {
  id: string;
  kind: 'room' | 'passage';
  type?: RoomType;
  /** Floor rectangle, inclusive. */
  x: number;
  y: number;
  w: number;
  h: number;
  revealed?: boolean;
  /** Monsters met when the section is revealed; placed through surprise (AHQ-C04). */
  monsters?: { type: string; id?: string; at?: [number, number] }[];
  hiddenTreasure?: { gold?: number; items?: string[] };
}

export interface HeroSetup {
  type: string;
  seat: Seat;
  at: [number, number];
  id?: string;
  name?: string;
  wounds?: number;
  fate?: number;
  components?: Record<string, number>;
  items?: string[];
  weapons?: string[];
  gold?: number;
  /** Armour worn and shield carried, when not the class's own (a campaign's hero); null: none. */
  armour?: string | null;
  shield?: string | null;
  /** Ammunition by item id, when not the class's own. */
  ammo?: Record<string, number>;
  /** Points a campaign's training added to the class's profile (CMP-T01). */
  training?: Partial<Record<ProfileStat, number>>;
  /** For henchmen: the hero they serve. */
  master?: string;
  /** The way it faces at the start, with the `facing` option (FAC-F01). */
  facing?: Facing;
}

/** A characteristic of a grid crawl's profile, other than Fate. */
export type ProfileStat = Exclude<keyof Profile, 'fate'>;

export interface MonsterSetup {
  type: string;
  at: [number, number];
  id?: string;
  wounds?: number;
  /** Identity shown to the heroes (AHQ-C51); defaults to the content's disguise, if any. */
  hidden?: boolean;
  /** The way it faces at the start, with the `facing` option (FAC-F01). */
  facing?: Facing;
}

export interface TrapSetup {
  trap: string;
  at: [number, number];
  spotted?: boolean;
}

export interface ChestSetup {
  at: [number, number];
  gold?: number;
  items?: string[];
  trap?: string;
}

export interface FurnishingSetup {
  type: string;
  /** Its top-left square. */
  at: [number, number];
  /** Laid turned a quarter: its width and height swapped. */
  turned?: boolean;
}

export type RoomType = 'normal' | 'hazard' | 'lair' | 'quest';

// ---- state -------------------------------------------------------------------------------------

export interface Door {
  id: string;
  cells: number[];
  open: boolean;
  secret: boolean;
  /** A secret door the heroes have found. */
  found: boolean;
  /** Index of the phase in which it was last opened (no opening and passing in one phase). */
  openedPhase: number;
  openedBy: string | null;
}

export interface Section {
  id: string;
  kind: 'room' | 'passage';
  type: RoomType;
  x: number;
  y: number;
  w: number;
  h: number;
  revealed: boolean;
  monsters: { type: string; id?: string; at?: [number, number] }[];
  hiddenTreasure: { gold: number; items: string[] } | null;
  treasureSearched: boolean;
  /** Walls already searched for secret doors (AHQ-E11). */
  searchedWalls: Wall[];
}

export type Wall = 'north' | 'east' | 'south' | 'west';

export interface Trap {
  id: string;
  trap: string;
  cell: number;
  spotted: boolean;
  /** On a chest: triggered by opening it. */
  chest: string | null;
}

export interface Chest {
  id: string;
  cell: number;
  open: boolean;
  gold: number;
  items: string[];
}

/** A piece of room furniture on its squares: no model may enter or end on them; it does not
 * block line of sight (Delve's choice, docs/content-packs.md). */
export interface Furnishing {
  id: string;
  /** Its content id (content `furnishings`). */
  type: string;
  /** The squares it fills, a rectangle, row by row. */
  cells: number[];
}

export interface ModelStatus {
  ko: boolean;
  dead: boolean;
  /** Left the dungeon by the stairs. */
  left: boolean;
  /** Off the board after an escape, waiting where it was met (AHQ-C50). */
  away: boolean;
}

export interface Model {
  id: string;
  type: string;
  name: string;
  kind: ModelKind;
  side: Side;
  seat: Seat;
  x: number;
  y: number;
  profile: Profile;
  wounds: number;
  fate: number;
  weapons: string[];
  armour: string | null;
  shield: string | null;
  ammo: Record<string, number>;
  items: string[];
  gold: number;
  spells: string[];
  components: Record<string, number>;
  role: 'sentry' | 'champion' | 'sorcerer' | null;
  /** Type shown to the heroes while the identity is hidden (AHQ-C51). */
  disguise: string | null;
  spotBonus: number;
  status: ModelStatus;
  /** Enemy on which this model's Death Zone is focused (AHQ-C15). */
  focus: string | null;
  /** Section where it was met (AHQ-C50). */
  home: string | null;
  homeCell: number;
  master: string | null;
  /** Temporary Toughness bonus from a spell, until the end of the turn. */
  ward: number;
  act: Activation;
  /** How the table tells it from the others of its kind ("Goblin 2"): given as it comes into
   * play (`numberMonster`), kept until it leaves; 0 for a model told apart by its name. */
  number: number;
  /** The way it faces, with the `facing` module on (FAC-F01); absent otherwise. */
  facing?: Facing;
  /** `facing` resurrection (FAC-X03): successes gathered towards its conquest value. */
  revival?: number;
}

/** The four ways a figure may face (FAC-F01). */
export type Facing = 'N' | 'E' | 'S' | 'W';

/** What a model has done in the current phase. */
export interface Activation {
  done: boolean;
  moved: boolean;
  attacked: boolean;
  /** Used the 'instead of attacking' slot: run, door, spell, potion, combat action. */
  acted: boolean;
  ran: boolean;
  /** Squares a run may still cover (AHQ-C10), rolled before moving. */
  runSquares: number;
  /** Started its activation next to a KO'd model (AHQ-C44). */
  couldDrag: string[];
  /** Door it opened this phase (may not move through it). */
  openedDoor: string | null;
  /** `guilds` exploration: movement points spent this turn (GLD-X02, X04). */
  used?: number;
}

export type Phase =
  | 'setup'
  | 'hero'
  | 'exploration'
  | 'gm'
  | 'end'
  | 'over';

export type TurnKind = 'exploration' | 'combat';

export interface CombatState {
  /** Monsters that are part of this fight. */
  monsters: string[];
  firstSide: Side;
  round: number;
  routine: 'moveThenAttack' | 'attackThenMove' | null;
  pursuing: boolean;
  /** Doors the heroes closed this turn: did they alone break line of sight (AHQ-C11)? */
  closedDoors: string[];
  /** Escape is pending confirmation at the end of the next GM phase (AHQ-C11). */
  escapeNextTurn: boolean;
  /** Thrown weapons and missiles spent, for recovery (AHQ-C34). */
  missiles: { owner: string; item: string; kind: 'thrown' | 'ammo'; recoverOn: number }[];
  /** Gold of slain monsters, looted if all die (AHQ-C53). */
  loot: number;
  /** `guilds`: the sides that have pushed this combat turn, one push each (GLD-P04). */
  pushes?: Side[];
}

/** What the engine keeps of every game, whatever its rules: the context, the dice, the decision
 * waiting for its seat, the rules work still to run, the latest events and the result. A
 * ruleset's state extends it with the parts only that ruleset uses (`GameState`: the dungeon
 * crawls' map, models and turns). */
export interface CoreState {
  /** Immutable context shared by every state of the game: never cloned, never hashed. */
  readonly ctx: GameContext<unknown>;
  rng: RngState;
  pending: Decision | null;
  /** The step that resumes with the answer to `pending`. */
  resume: Step | null;
  stack: Step[];
  /** Events emitted by the latest `apply` (the log is the caller's). */
  events: GameEvent[];
  result: GameResult | null;
}

/** The state of a dungeon crawl (`ahq`, `guilds`): the dungeon, its models, turns and fights. */
export interface GameState extends CoreState {
  readonly ctx: GameContext;
  turn: number;
  turnKind: TurnKind;
  phase: Phase;
  /** Increments at every phase change: doors opened in a phase are compared against it. */
  phaseIndex: number;
  leader: string;
  players: Seat[];
  /** Player seats still to act in this phase, in no order; the Leader picks (AHQ-E03). */
  playersToAct: Seat[];
  actingSeat: Seat | null;
  currentModel: string | null;
  map: MapState;
  models: Record<string, Model>;
  /** Model ids in creation order (stable iteration). */
  order: string[];
  combat: CombatState | null;
  /** Sections to generate/reveal at the end of the current phase (AHQ-E19, C12). */
  toGenerate: { via: 'door' | 'junction'; door: string | null; section: string | null; at: number }[];
  gmCounters: number;
  /** Spells cast this turn, by caster (AHQ-C38). */
  castThisTurn: string[];
  nextId: number;
  /** `guilds` Heroic cards (GLD-H01): the cards still in the deck, sorted (each draw is random),
   * and the cards each hero holds for this expedition. */
  heroic?: { deck: string[]; hands: Record<string, string[]> };
  /** The dungeon generator's own serialisable state, known to the GM seat only (DEC-17); absent
   * with the prepared map. */
  gen?: unknown;
}

export interface GameResult {
  winner: Side;
  reason: 'monsters-slain' | 'heroes-fallen' | 'left-dungeon' | 'closed-off' | 'objective' | 'round-limit';
}

export interface MapState {
  width: number;
  height: number;
  /** One char per cell, row-major: '#', '.', 'D' (door), '<' (stairs out), ' ' (rock). */
  tiles: string;
  doors: Record<string, Door>;
  /** Cell index → door id. */
  doorAt: Record<number, string>;
  sections: Record<string, Section>;
  sectionOrder: string[];
  traps: Record<string, Trap>;
  chests: Record<string, Chest>;
  /** Room furniture; absent when there is none. */
  furnishings?: Record<string, Furnishing>;
  /** Cells some hero has entered (AHQ-E14). */
  entered: Record<number, true>;
}

export interface GameContext<T = Setup> {
  readonly header: GameHeader<T>;
  /** The ruleset the game is played by: the shared pieces ask it where its rules differ. Its
   * state type is its own (`Ruleset<S>`): whoever holds a state knows which. */
  readonly ruleset: Ruleset<any>;
  readonly content: Content;
  readonly options: Readonly<Record<string, OptionValue>>;
}

// ---- the internal work stack ----------------------------------------------------------------------

/** A unit of pending rules work; the engine runs steps until one needs a decision. */
export type Step = { k: string; [field: string]: unknown };

// ---- decisions ------------------------------------------------------------------------------------

/** What an interception changes (DEC-28): the shot's chance to hit the figure it flies at, the
 * wounds it may expect to deal, and its chance to put the figure down (killed or knocked out). */
export interface InterceptOdds {
  hit: number;
  wounds: number;
  down: number;
}

export type Decision =
  | { kind: 'choosePlayer'; seat: Seat; options: Seat[] }
  | { kind: 'act'; seat: Seat; phase: 'exploration' | 'combat'; models: string[]; current: string | null }
  | { kind: 'placeMonsters'; seat: Seat; monsters: string[]; section: string }
  | { kind: 'nudgeMonsters'; seat: Seat; monsters: string[] }
  | { kind: 'routine'; seat: Seat }
  | { kind: 'pursue'; seat: Seat }
  | { kind: 'fate'; seat: Seat; model: string; reason: FateReason; wounds?: number }
  | { kind: 'freeAttack'; seat: Seat; attacker: string; options: string[] }
  | { kind: 'fumbleVictim'; seat: Seat; shooter: string; options: string[] }
  | { kind: 'advance'; seat: Seat; model: string; to: Point }
  | { kind: 'sentryDoor'; seat: Seat; section: string; options: Point[] }
  | { kind: 'components'; seat: Seat; model: string; count: number; options: string[] }
  | { kind: 'chestPick'; seat: Seat; chest: string; heroes: string[] }
  | { kind: 'newLeader'; seat: Seat; options: string[] }
  /** A dungeon generator's choice among `options`; `question` says what is asked, as data (the
   * formatters word it per locale, format/prompts.ts). */
  | { kind: 'generator'; seat: Seat; question: GeneratorQuestion; options: unknown[] }
  /** `guilds` Heroic cards (GLD-H01): the Leader's player gives a drawn card to one of `heroes`. */
  | { kind: 'heroicDeal'; seat: Seat; card: string; heroes: string[] }
  /** `guilds` Heroic cards (GLD-H01): `hero` may play one of `cards` (distinct card ids it holds
   * that fit the moment) now, or pass. */
  | { kind: 'heroicPlay'; seat: Seat; hero: string; cards: string[]; offer: HeroicOffer }
  /** `ahq` Dungeon Counters (AHQ-E28, DEC-30): at `moment` the GM, holding `held`, may play one of
   * `offers` on one of its squares, or pass. GM-only, like all it names (DEC-17). */
  | { kind: 'dungeonCounter'; seat: Seat; moment: CounterMoment; held: number; offers: CounterOffer[] }
  /** A choice among named options, for a ruleset whose decision fits none of the kinds above:
   * `question` is the ruleset's id for what is asked, `options` the names a seat may answer. */
  | { kind: 'choice'; seat: Seat; question: string; options: string[] }
  /** `facing` interception (FAC-I01, DEC-28): one of `models` (the seat's figures whose blocking
   * zone the attack crosses) may take `attacker`'s attack on `target` instead, before the dice. */
  | { kind: 'intercept'; seat: Seat; attacker: string; target: string; weapon: string; ranged: boolean; models: string[];
    /** A shot's exact odds against the target (no one steps in) and against each of `models` (one
     * steps in), by figure; absent for a spell, which strikes whom it is cast at. */
    odds?: Record<string, InterceptOdds> };

/** An entry of the Dungeon Counter table the GM may play now (DEC-30): its id and name, what it
 * costs and does, and the squares it may be played on (a trap's square; the square of the hero a
 * wandering band comes upon; the first square of reinforcements). */
export interface CounterOffer {
  entry: string;
  name: CounterText;
  cost: number;
  effect: CounterEffect['kind'];
  squares: Point[];
}

/** What a dungeon generator asks, by id, with the facts its sentence needs and the rule it follows.
 * It names only what the deciding seat may know (DEC-17): the GM knows the whole dungeon; a hero
 * seat's questions name only revealed sections, walls it sees and heroes. */
export type GeneratorQuestion =
  /** The Leader chooses the passage section and side of a new door (AHQ-E23). */
  | { id: 'passageDoorSide'; rule: 'AHQ-E23' }
  /** The GM chooses the square of a new door on `wall` of passage section `section` (AHQ-E23). */
  | { id: 'passageDoorSquare'; rule: 'AHQ-E23'; section: string; wall: Wall }
  /** The GM places a door of room `section`, one door per wall (AHQ-E23). */
  | { id: 'roomDoor'; rule: 'AHQ-E23'; section: string }
  /** `model` found a secret door on `wall` and chooses where along it the door goes (AHQ-E12, GLD-D04). */
  | { id: 'secretDoor'; rule: 'AHQ-E12' | 'GLD-D04'; model: string; wall: Wall }
  /** The GM places a `room` room behind its door, sharing that door's wall (AHQ-E25). */
  | { id: 'roomPlace'; rule: 'AHQ-E25'; room: RoomKind }
  /** The GM places the passage beyond a room, alongside it (AHQ-E26). */
  | { id: 'passagePlace'; rule: 'AHQ-E26' }
  /** A 2×1 door of laid card `section`, one per wall (GLD-D05): the GM's in a room (GLD-R02), the
   * discoverer's in a corridor (GLD-D01), the GM's for a Sentinel's section that has none (GLD-C05). */
  | { id: 'cardDoor'; rule: 'GLD-R02' | 'GLD-D01' | 'GLD-C05'; section: string }
  /** The GM plays a Room card from the hand for what lies beyond (GLD-R01). */
  | { id: 'handCard'; rule: 'GLD-R01' }
  /** The GM places Room card `card` behind the way in, sharing its wall (GLD-B01). */
  | { id: 'cardPlace'; rule: 'GLD-B01'; card: string };

/** The moment a Heroic card is offered at, with what the holder needs to know to choose (GLD-H01). */
export type HeroicOffer =
  /** Its to-hit roll failed (`fumble`: a critical failure); the card re-rolls the die. */
  | { moment: 'reroll-to-hit'; target: string; roll: number; fumble: boolean }
  /** It failed a Speed check with `roll` against `speed`; the card adds to its Speed. */
  | { moment: 'speed-check'; roll: number; speed: number }
  /** It is about to take `wounds` wounds, with `remaining` left; the card cancels some. */
  | { moment: 'negate-wounds'; wounds: number; remaining: number }
  /** The heroes lost the surprise roll, `heroes` to `gm`; the card adds to their roll. */
  | { moment: 'surprise'; heroes: number; gm: number }
  /** It has just been knocked down; the card gets it up with wounds back. */
  | { moment: 'rise' };

export type FateReason = 'damage' | 'to-hit' | 'intelligence' | 'spot' | 'disarm' | 'check' | 'push';

// ---- answers --------------------------------------------------------------------------------------

/** Why the Gamesmaster chose an answer, from the engine's facts, as data the formatters word
 * (crawl/reasons.ts): a monster and a hero it names, at most. */
export const GM_REASONS = [
  'lowestToughness', 'mostHurt', 'valuable', 'knockedOut', 'likeliestWound', 'closeOn', 'makeFor', 'stepBack', 'keepShot',
  'openDoor', 'pursueWeak', 'pursueStrong', 'letGo', 'reinforce', 'band', 'trapAhead', 'holdWayBack', 'strikeFirst',
  'setUp',
] as const;
export type GmReasonCode = (typeof GM_REASONS)[number];
export interface GmReason {
  code: GmReasonCode;
  /** The monster the decision is about. */
  model?: string;
  /** The hero it is about. */
  target?: string;
}

/** An answer; the GM seat may say why it gave it (`reason`), which changes nothing in play. */
export type Answer = AnswerBody & { reason?: GmReason };

export type AnswerBody =
  | { kind: 'choosePlayer'; player: Seat }
  | ActAnswer
  | { kind: 'place'; placements: { model: string; at: [number, number] }[] }
  | { kind: 'nudge'; moves: { model: string; to: [number, number] }[] }
  | { kind: 'routine'; routine: 'moveThenAttack' | 'attackThenMove' }
  | { kind: 'pursue'; pursue: boolean }
  | { kind: 'fate'; spend: boolean }
  | { kind: 'target'; target: string }
  | { kind: 'advance'; advance: boolean }
  | { kind: 'sentryDoor'; at: [number, number] | null }
  | { kind: 'components'; picks: Record<string, number> }
  | { kind: 'pick'; item: string | null; hero?: string }
  | { kind: 'leader'; hero: string }
  | { kind: 'generator'; choice: number }
  | { kind: 'heroicDeal'; hero: string }
  /** The card played, or null to pass. */
  | { kind: 'heroicPlay'; card: string | null }
  /** One of a 'choice' decision's options, by name. */
  | { kind: 'choice'; option: string }
  /** `ahq` Dungeon Counters (DEC-30): the entry played, on square `at`, or null to pass. */
  | { kind: 'dungeonCounter'; entry: string | null; at?: [number, number] }
  /** `facing` interception (DEC-28): the figure that takes the attack, or null to let it pass. */
  | { kind: 'intercept'; model: string | null };

export type ActAnswer =
  | { kind: 'move'; model: string; to: [number, number]; path?: [number, number][]; facing?: Facing }
  | { kind: 'attack'; model: string; target: string; facing?: Facing }
  /** `snipe` (`facing`, FAC-I03): the shot spends an aim the shooter holds for no re-roll, and
   * cannot be intercepted. */
  | { kind: 'shoot'; model: string; target: string; weapon?: string; facing?: Facing; snipe?: boolean }
  | { kind: 'run'; model: string }
  | { kind: 'door'; model: string; door: string }
  | { kind: 'chest'; model: string; chest: string }
  | { kind: 'searchSecret'; model: string; wall: Wall }
  | { kind: 'searchTreasure'; model: string }
  | { kind: 'removeArmour'; model: string }
  | { kind: 'disarm'; model: string; trap: string }
  | { kind: 'cast'; model: string; spell: string; target: string; facing?: Facing }
  | { kind: 'potion'; model: string; item: string; target: string }
  | { kind: 'drag'; model: string; target: string; path: [number, number][] }
  | { kind: 'leave'; model: string }
  | { kind: 'push'; model: string; target: string }
  | { kind: 'give'; model: string; target: string; item: string }
  /** `guilds` exploration: takes `item` from an adjacent member of the party (GLD-X11). */
  | { kind: 'take'; model: string; target: string; item: string }
  | { kind: 'end'; model: string }
  /** `facing`: turns to face `facing`, free, in its own turn (FAC-F03). */
  | { kind: 'turn'; model: string; facing: Facing }
  /** `facing`: heals (or revives) an adjacent ally with its whole activation (FAC-X02, X03, DEC-29). */
  | { kind: 'heal'; model: string; target: string }
  | { kind: 'endPhase' };

// ---- events ---------------------------------------------------------------------------------------

export type RollPurpose =
  | 'to-hit'
  | 'damage'
  | 'surprise'
  | 'run'
  | 'intelligence'
  | 'spot'
  | 'disarm'
  | 'gm-phase'
  | 'recovery'
  | 'roll-off'
  | 'search'
  | 'heal'
  | 'dungeon'
  | 'defence'
  | 'check'
  | 'push'
  | 'random'
  /** A Heroic card drawn (GLD-H01): its die would tell which card, so no seat sees it. */
  | 'heroic-draw'
  | 'end-of-turn';

export type GameEvent =
  | { type: 'turnStarted'; turn: number; kind: TurnKind }
  | { type: 'phaseStarted'; phase: Phase }
  /** `symbols`: what each face shows, for dice that are not numbered (the `guilds` skull-and-shield
   * damage die, DEC-07). */
  | { type: 'dice'; purpose: RollPurpose; faces: number[]; by: string | null; sides?: number; symbols?: ('skull' | 'shield' | 'blank')[] }
  | { type: 'playerChosen'; player: Seat }
  | { type: 'moved'; model: string; path: Point[]; ran: boolean }
  | { type: 'runRolled'; model: string; squares: number; stumbled: boolean }
  | { type: 'doorOpened'; door: string; by: string }
  | { type: 'doorClosed'; door: string; by: string }
  | { type: 'doorPlaced'; door: string; at: Point }
  | { type: 'sectionRevealed'; section: string }
  | { type: 'encounter'; section: string | null; monsters: string[] }
  /** The surprise roll; a hero seat's view has the GM's total and bonus as null: behind the
   * screen, a total or a bonus would tell of a hidden Sentry (DEC-17). */
  | { type: 'surprise'; heroes: number; gm: number | null; heroBonus: number; gmBonus: number | null; winner: Side | null }
  | { type: 'placed'; model: string; at: Point }
  | { type: 'combatStarted'; firstSide: Side }
  | { type: 'routineChosen'; routine: 'moveThenAttack' | 'attackThenMove' }
  | { type: 'pursuit'; pursue: boolean }
  | { type: 'attack'; attacker: string; target: string; weapon: string; ranged: boolean; free: boolean; roll: number; need: number | null; result: 'hit' | 'miss' | 'critical' | 'fumble'; distance?: number; obscured?: boolean; fumbleOn?: number }
  | { type: 'freeAttack'; attacker: string; target: string; cause: 'critical' | 'fumble' | 'push' }
  | { type: 'fumbleHit'; shooter: string; victim: string | null }
  | { type: 'damage'; target: string; faces: number[]; toughness: number | null; wounds: number; criticals: number; defence?: number[]; skulls?: number; shields?: number }
  | { type: 'check'; model: string; stat: 'speed'; roll: number; value: number; passed: boolean }
  /** Each total is a d12 (`pusherRoll`, `targetRoll`) plus Strength; a tie fails (DEC-06). */
  | { type: 'pushed'; pusher: string; target: string; pusherTotal: number; targetTotal: number; pusherRoll?: number; targetRoll?: number; success: boolean; moves: { model: string; to: Point }[] }
  | { type: 'attackNegated'; model: string; attacker: string }
  | { type: 'endOfTurnRoll'; roll: number; outcome: 'wandering-monsters' | 'dungeon-card' | 'nothing'; handled: boolean }
  | { type: 'searchRoll'; model: string; kind: 'secret' | 'treasure'; roll: number; outcome: 'dungeon-card' | 'nothing' | 'secret-door' | 'gold' | 'treasure-card'; handled: boolean }
  | { type: 'itemGiven'; by: string; to: string; item: string }
  /** `card`: null in the views of the seats that may not know it, all but the holder's (GLD-H01). */
  | { type: 'heroicDealt'; hero: string; card: string | null }
  | { type: 'heroicPlayed'; hero: string; card: string }
  | { type: 'heroicDiscarded'; cards: number }
  | { type: 'wounded'; model: string; wounds: number; remaining: number | null }
  | { type: 'fateSpent'; model: string; reason: FateReason; left: number }
  | { type: 'knockedOut'; model: string }
  | { type: 'died'; model: string; by: string | null }
  | { type: 'advanced'; model: string; to: Point }
  | { type: 'identityRevealed'; model: string; as: string }
  | { type: 'spellCast'; caster: string; spell: string; target: string; success: boolean }
  | { type: 'healed'; model: string; amount: number; wounds: number }
  | { type: 'warded'; model: string; toughness: number }
  | { type: 'potionUsed'; by: string; target: string; item: string }
  | { type: 'dragged'; by: string; model: string; path: Point[] }
  | { type: 'armourRemoved'; model: string; armour: string }
  | { type: 'searched'; model: string; kind: 'secret' | 'treasure'; wall?: Wall; found: boolean }
  | { type: 'secretDoorFound'; door: string; by: string }
  | { type: 'treasureFound'; model: string; gold: number; items: string[] }
  | { type: 'chestOpened'; chest: string; by: string; gold: number; items: string[] }
  | { type: 'itemTaken'; hero: string; item: string; gold?: number }
  | { type: 'trapTriggered'; trap: string; model: string }
  | { type: 'trapSpotted'; trap: string; model: string }
  | { type: 'trapSprung'; trap: string; models: string[] }
  | { type: 'trapDisarmed'; trap: string; model: string }
  | { type: 'spotBonus'; model: string; bonus: number }
  | { type: 'movedBack'; model: string; to: Point }
  | { type: 'gmCounter'; total: number }
  /** The GM spent `cost` Dungeon Counters on `entry` (DEC-30), played at `at`; `held` is what it
   * holds after (null where a hero seat sees it: the counters held are the GM's secret). */
  /** Why the GM gave its answer; `heroes`: the facts behind it were in the hero seats' view. */
  | { type: 'gmReason'; reason: GmReason; heroes: boolean }
  | { type: 'counterSpent'; entry: string; name: CounterText; effect: CounterEffect['kind']; cost: number; held: number | null; at: Point }
  /** A Dungeon Counter laid trap `trap`, of type `kind`, at `at`: the GM's alone (DEC-17). */
  | { type: 'trapLaid'; trap: string; kind: string; at: Point }
  | { type: 'componentsChosen'; model: string; components: Record<string, number> }
  | { type: 'escapeDeferred' }
  | { type: 'escaped' }
  | { type: 'monstersReturned'; monsters: string[]; section: string | null }
  | { type: 'combatEnded'; outcome: 'victory' | 'escape' }
  | { type: 'loot'; shares: Record<string, number>; lost: number }
  | { type: 'lootLost'; gold: number }
  | { type: 'missileRecovered'; owner: string; item: string; recovered: boolean }
  | { type: 'leaderChosen'; hero: string }
  | { type: 'leftDungeon'; model: string }
  | { type: 'falseDoor'; door: string }
  | { type: 'dungeonClosed' }
  | { type: 'cardDrawn'; deck: 'rooms' | 'dungeon' | 'wandering' | 'treasure'; card: string; name: string; model?: string }
  | { type: 'passageClosed'; door: string | null }
  | AofEvent
  | { type: 'gameOver'; result: GameResult }
  /** `facing`: a figure turned (FAC-F03). */
  | { type: 'turned'; model: string; facing: Facing }
  /** `facing`: `model` steps into `attacker`'s attack on `target` and becomes its target (FAC-I01). */
  | { type: 'intercepted'; model: string; attacker: string; target: string }
  /** `facing` (FAC-I03): `model` spends the aim `card` to snipe at `target`: no re-roll, no interception. */
  | { type: 'sniped'; model: string; target: string; card: string }
  /** `facing`: `model` tried to heal `target` (FAC-X02): `success`, and the revival gathered (X03). */
  | { type: 'healAttempt'; model: string; target: string; roll: number; need: number; success: boolean; revival?: number };

// ---- `aof-quest` events (plain data: the shared formatters word them, so they live here) -----------

/** A stat test or a Quality test of `aof-quest` (AOF-G01, G03): the stat, the score needed, the
 * modifier and the faces (a Fearless re-roll is a second face). */
export type AofTestStat = 'quality' | 'str' | 'dex' | 'wil' | 'morale' | 'cast' | 'jump' | 'dangerous';

/** Why power was paid (AOF-W01). */
export type AofPowerReason = 'extra-action' | 'skill-failed' | 'pass-test' | 'ignore-shaken' | 'revive' | 'force-cast' | 'impaired' | 'stop-fall';

/** The branch of the AI's tree an activation took (AOF-I01). */
export type AofAiBranch = 'shoot' | 'charge' | 'rush-to-enemy' | 'hold-at-goal' | 'rush-to-goal' | 'no-way' | 'shaken' | 'immobile';

export type AofEvent =
  | { type: 'aofRound'; round: number }
  | { type: 'aofActivation'; unit: string }
  | { type: 'aofAction'; unit: string; action: 'rest' | 'hold' | 'advance' | 'rush' | 'charge' | 'skill'; extra: boolean; skill?: string }
  | { type: 'aofMoved'; unit: string; to: Point; inches: number }
  | { type: 'aofTest'; unit: string; stat: AofTestStat; need: number; modifier: number; faces: number[]; passed: boolean }
  | { type: 'aofAttack'; unit: string; target: string; weapon: string; melee: boolean; toHit: number[]; impact: number[]; hits: number; blocks: number[]; regeneration: number[]; wounds: number }
  | { type: 'aofWounds'; unit: string; model: string; wounds: number; left: number; killed: boolean; unconscious: boolean }
  | { type: 'aofPower'; unit: string; reason: AofPowerReason; cost: number; left: number; wounds: number; short: boolean }
  | { type: 'aofRested'; unit: string; power: number }
  | { type: 'aofShaken'; unit: string; shaken: boolean }
  | { type: 'aofStatus'; unit: string; status: string; gained: boolean }
  | { type: 'aofAi'; unit: string; branch: AofAiBranch; action: 'hold' | 'advance' | 'rush' | 'charge' | 'idle'; target: string | null; goal: string | null; range: number; shoot: number; charge: number }
  | { type: 'aofCast'; unit: string; spell: string; target: string; roll: number; modifier: number; success: boolean; forced: boolean }
  | { type: 'aofCounter'; unit: string; caster: string; tokens: number }
  | { type: 'aofToken'; token: string; by: string; contents: 'item' | 'gold' | 'trap' | 'ambush' | 'nothing'; item?: string; gold?: number; trap?: string }
  | { type: 'aofDeployed'; units: string[]; ambush: boolean; side: 'heroes' | 'ai' }
  | { type: 'aofObjective'; objective: string; by: string | null }
  | { type: 'aofRevived'; unit: string; by: string }
  | { type: 'aofFell'; unit: string; model: string; inches: number }
  | { type: 'aofEscaped'; unit: string }
  | { type: 'aofPushed'; unit: string; by: string; to: Point }
  | { type: 'aofHealed'; unit: string; wounds: number };

// ---- errors ---------------------------------------------------------------------------------------

export const ERROR_CODES = {
  malformed: 'answer/malformed',
  noDecision: 'answer/no-decision',
  wrongSeat: 'answer/wrong-seat',
  wrongKind: 'answer/wrong-kind',
  unknownModel: 'answer/unknown-model',
  notYours: 'answer/not-your-model',
  cannotAct: 'answer/model-cannot-act',
  illegalMove: 'rules/illegal-move',
  illegalTarget: 'rules/illegal-target',
  illegalAction: 'rules/illegal-action',
  notAdjacent: 'rules/not-adjacent',
  noLineOfSight: 'rules/no-line-of-sight',
  outOfRange: 'rules/out-of-range',
  deathZone: 'rules/death-zone',
  alreadyDone: 'rules/already-done',
  encumbrance: 'rules/encumbrance',
  components: 'rules/components',
  gameOver: 'answer/game-over',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface EngineError {
  code: ErrorCode;
  message: string;
  /** Why the answer is refused, as data, for a surface to word in its language
   * (`formatRefusal`); `message` is its English words. */
  why?: Refusal;
}

/** Why an answer is refused: a move's reason (`MoveRefusal`), another rule's (`RuleRefusal`), or
 * an aof-quest answer's (`AofRefusal`). */
export type Refusal = MoveRefusal | RuleRefusal | AofRefusal;

/** The reasons, other than a move's square, a player's answer is refused for (`format/refusals.ts`
 * words each in English and Italian). */
export type RuleWhy =
  // Whose figure, whose turn, whose decision.
  | 'gameOver' | 'notYourDecision' | 'notYourModel' | 'cannotActNow' | 'otherActing' | 'notYourPick'
  // The target of an attack, a shot or a spell.
  | 'targetOffBoard' | 'targetFriend' | 'knockedDown' | 'notAdjacent' | 'noDiagonal' | 'outsideArc'
  | 'figureBetween' | 'wallBetween' | 'noProficiency' | 'noAim'
  // What a figure has done already, what an action replaces, when it may be done.
  | 'alreadyAttacked' | 'alreadyActed' | 'alreadyMoved' | 'ran' | 'routine' | 'combatOnly'
  | 'explorationOnly' | 'replacesAttack' | 'wholeActivation' | 'heroesOnly' | 'inZone' | 'pursuit'
  // Shooting.
  | 'noRangedWeapon' | 'adjacentShot' | 'shotAfterMove' | 'noLineOfSight' | 'outOfRange'
  // Doors.
  | 'doorNotNext' | 'monsterDoor' | 'noClosingInFight' | 'doorway' | 'enemyByDoor' | 'turnOverButDoor'
  | 'noMoveThroughDoor' | 'usedAllSquares'
  // Chests, searches, traps, the stairs.
  | 'chestOpen' | 'chestNotNext' | 'chestTrap' | 'chestNoGold' | 'goldLimit' | 'chestLacks'
  | 'carryLimit' | 'notInSection' | 'wallNotNext' | 'wallSearched' | 'roomsOnly' | 'roomSearched'
  | 'chestInRoom' | 'trapNotNext' | 'notOnStairs' | 'noArmour'
  // Spells and items.
  | 'unknownSpell' | 'needsComponents' | 'oneSpell' | 'twoComponentsMoved' | 'spellOnEnemy'
  | 'spellOnFriend' | 'spellRange' | 'noSpellTarget' | 'noItem' | 'notPotion' | 'potionTarget'
  | 'potionInFight' | 'noExchange' | 'carriesNo'
  // Moving a fallen friend, pushing, healing, turning, intercepting.
  | 'dragStart' | 'notKnockedOut' | 'noLongerNext' | 'onlyKnockedDownMoved' | 'onlyHeroMoves'
  | 'neverCarries' | 'carryBudget' | 'pushAfterMoving' | 'onePush' | 'knowsNoSpells' | 'notAlly'
  | 'notWounded' | 'cannotTurn' | 'turnFinished' | 'alreadyFaces' | 'cannotIntercept'
  // The path a move or a drag walks.
  | 'pathJumps' | 'pathBlocked' | 'pathTooLong' | 'pathStopped' | 'pathCannotEnd'
  // Other decisions: the next player, the Leader, a square no longer free.
  | 'notToAct' | 'cannotLead' | 'squareTaken' | 'componentCount' | 'counterEntry' | 'counterSquare'
  // The Gamesmaster's: placing monsters, moving them after surprise, a Sentry's second door.
  | 'placeSquare' | 'nudgeSquare' | 'newDoorWall';

/** A refusal's reason with what its words name: `model` the figure acting (or whose it is),
 * `target` and `other` figures, `thing` a weapon, item, spell or component, `rule` the catalogue
 * ids it follows, `n` and `m` numbers, `span` a phase or a turn, `act` which of a reason's
 * variants, `zone` the kind of enemy zone, `wall` and `facing` a direction, `at` a square. */
export interface RuleRefusal {
  why: RuleWhy;
  model?: string;
  target?: string;
  other?: string;
  thing?: string;
  rule?: string;
  n?: number;
  m?: number;
  span?: 'phase' | 'turn';
  act?: string;
  zone?: 'deathZone' | 'controlZone';
  wall?: Wall;
  facing?: Facing;
  at?: [number, number];
}

/** Why an aof-quest answer cannot be played (`aof-quest/explain.ts`): `unit` is the unit whose
 * decision it is (the hero activating, or the one asked for), `at` the square asked for. */
export type AofRefusal =
  | { why: 'aofOffField'; unit: string; at: [number, number] }
  /** Impassable ground or a gap: no model stands there (DEC-24, AOF-J01). */
  | { why: 'aofGround'; unit: string; at: [number, number]; ground: 'blocker' | 'gap' }
  | { why: 'aofOccupied'; unit: string; at: [number, number]; other: string }
  /** Within 1" of another unit, where only a Charge may end (AOF-M01). */
  | { why: 'aofNearUnit'; unit: string; at: [number, number]; other: string }
  /** The cheapest way there costs `cost` inches, and the action goes `budget` (AOF-A02, DEC-23). */
  | { why: 'aofFar'; unit: string; at: [number, number]; action: 'advance' | 'rush' | 'charge'; cost: number; budget: number }
  /** Walls, gaps, heights or models bar every way there. */
  | { why: 'aofNoWay'; unit: string; at: [number, number] }
  /** A Charge ends in base contact with its target (AOF-L01). */
  | { why: 'aofNotInContact'; unit: string; at: [number, number]; target: string }
  /** No square in contact with `target` is within the Charge's `budget`: the nearest is `cost` away (null: none can be reached). */
  | { why: 'aofChargeFar'; unit: string; target: string; cost: number | null; budget: number }
  /** No gap of 2" to 6" or drop of 4" to 6" lies that way (AOF-J01). */
  | { why: 'aofNoJump'; unit: string; at: [number, number] }
  /** The hero's action and its extra action are spent, or it rested (AOF-A01, A03). */
  | { why: 'aofNoAction'; unit: string }
  | { why: 'aofImmobile'; unit: string }
  /** Beyond the range of every ranged weapon of the unit (AOF-S01). */
  | { why: 'aofOutOfRange'; unit: string; target: string; gap: number; range: number }
  | { why: 'aofNoRanged'; unit: string; target: string }
  | { why: 'aofNoSight'; unit: string; target: string }
  /** A hero of the seat that has activated this round already (AOF-A01), or that cannot now. */
  | { why: 'aofActivated'; unit: string }
  | { why: 'aofNotYours'; unit: string };

/** Why a move cannot end on a square (`crawl/explain.ts`): `model` the mover, `at` the square. */
export type MoveRefusal =
  | { why: 'offBoard'; model: string; at: [number, number] }
  | { why: 'unexplored' | 'wall' | 'furniture' | 'noStanding' | 'barred'; model: string; at: [number, number] }
  | { why: 'doorClosed'; model: string; at: [number, number] }
  | { why: 'occupied'; model: string; at: [number, number]; other: string }
  /** An enemy zone stops the move on the way: a Death Zone (AHQ-C14) or a control zone (GLD-M03). */
  | { why: 'zone'; model: string; at: [number, number]; zone: 'deathZone' | 'controlZone'; rule: string }
  /** The square is `cost` away and the mover has `budget`, in squares or movement points. */
  | { why: 'far'; model: string; at: [number, number]; cost: number; budget: number; unit: 'squares' | 'points'; rule: string | null }
  /** The model has moved already this phase or turn, or has no movement left (GLD-X02, X04). */
  | { why: 'moved'; model: string; at: [number, number]; span: 'phase' | 'turn' }
  | { why: 'noMoveLeft'; model: string; at: [number, number] };

export type ApplyResult<S extends CoreState = GameState> =
  | { ok: true; state: S; events: GameEvent[] }
  | { ok: false; error: EngineError };
