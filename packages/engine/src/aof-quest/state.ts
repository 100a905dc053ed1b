// The state of an `aof-quest` game and its first state from the header's setup: a mission (from
// the content or written inline), a party of 2-4 heroes on 1-4 seats (AOF-P01), the battlefield
// at its size (AOF-P02: on 24×24 every distance is halved), and any enemy units a test or a
// scenario puts on the field from the start. A bad setup throws a `SetupError` naming the field.
import type { CoreState, GameContext, Seat } from '../types.ts';
import { gameDice, SetupError } from '../state.ts';
import { buildBattlefield, kindAt, type Battlefield } from './battlefield.ts';
import type {
  AofContent, AofHeroClassDef, AofMissionDef, AofModifier, AofRules, AofSkillStat, AofStatus, AofTokenContents, AofUnitDef, LocalText,
} from './content-types.ts';

/** A hero in the setup: its class, its seat, and optionally where it stands and how it starts. */
export interface AofHeroSetup {
  class: string;
  seat: Seat;
  id?: string;
  /** Its square; absent: the first free square of the heroes' zone, in reading order. */
  at?: [number, number];
  power?: number;
  wounds?: number;
  items?: string[];
  statuses?: AofStatus[];
  gold?: number;
  /** Set aside before deployment, placed from round 2 on (Ambush, AOF-X01). */
  ambush?: boolean;
  /** The name a campaign's hero goes by (its class's when absent). */
  name?: string;
  /** Changes to its class's values a campaign made (CMP-Q04 injuries, CMP-Q05 upgrades): a
   * stat's score needed (minus is better), Toughness and power (plus is more). */
  adjust?: AofAdjust;
}

/** What a campaign changes of a hero's class values (docs/campaign.md). */
export type AofAdjust = Partial<Record<'quality' | 'defense' | 'str' | 'dex' | 'wil' | 'toughness' | 'power', number>>;

const ADJUSTABLE = ['quality', 'defense', 'str', 'dex', 'wil', 'toughness', 'power'] as const;

/** Applies a campaign's changes to a hero: scores stay 2+ to 6+, Toughness 1 or more. */
function adjustHero(u: AofUnit, adjust: unknown, field: string): void {
  if (adjust === undefined) return;
  if (!adjust || typeof adjust !== 'object' || Array.isArray(adjust)) throw new SetupError(field, `a map of ${ADJUSTABLE.join(', ')} to whole numbers`);
  for (const [k, v] of Object.entries(adjust)) {
    if (!(ADJUSTABLE as readonly string[]).includes(k)) throw new SetupError(`${field}.${k}`, `'${k}' is not one of ${ADJUSTABLE.join(', ')}`);
    if (!Number.isSafeInteger(v) || Math.abs(v as number) > 4) throw new SetupError(`${field}.${k}`, `a whole number from -4 to 4, not ${String(v)}`);
  }
  const a = adjust as AofAdjust;
  const h = u.hero!;
  const score = (v: number, by = 0) => Math.min(6, Math.max(2, v + by));
  u.quality = score(u.quality, a.quality);
  u.defense = score(u.defense, a.defense);
  h.str = score(h.str, a.str);
  h.dex = score(h.dex, a.dex);
  h.wil = score(h.wil, a.wil);
  u.toughness = Math.max(1, u.toughness + (a.toughness ?? 0));
  h.maxPower = Math.max(0, h.maxPower + (a.power ?? 0));
  h.power = h.maxPower;
}

/** An enemy unit on the field from the start (tests and scenarios): its type and its models' squares. */
export interface AofUnitSetup {
  unit: string;
  id?: string;
  at: [number, number][];
  /** Wounds on each model, in the order of `at`. */
  wounds?: number[];
  shaken?: boolean;
  fatigued?: boolean;
  statuses?: AofStatus[];
  tokens?: number;
}

export interface AofSetup {
  /** A mission id of the content, or a mission written out (DEC-27). */
  mission: string | AofMissionDef;
  /** 24 or 48: must match the mission's battlefield when given (AOF-P02). */
  size?: 24 | 48;
  heroes: AofHeroSetup[];
  units?: AofUnitSetup[];
  /** Spell tokens of heroes at the start (tests); absent: none until the first round's. */
  heroTokens?: Record<string, number>;
}

export interface AofModel {
  id: string;
  x: number;
  y: number;
  wounds: number;
  dead: boolean;
}

/** A modifier or rule a unit has for a while (a skill's, a spell's or an item's buff). */
export interface AofBuff {
  modifiers: AofModifier[];
  rules: AofRules;
  until: 'end-of-round' | 'next-activation';
  /** For 'next-activation': set once the unit's next activation has begun. */
  started?: boolean;
}

export interface AofHeroPart {
  class: string;
  str: number;
  dex: number;
  wil: number;
  power: number;
  maxPower: number;
  unconscious: boolean;
  items: string[];
  used: string[];
  gold: number;
  escaped: boolean;
  /** Waiting to be placed (Ambush, AOF-X01). */
  ambush: boolean;
}

export interface AofUnit {
  id: string;
  side: 'heroes' | 'ai';
  /** Hero class or unit type. */
  type: string;
  name: LocalText;
  seat: Seat | null;
  models: AofModel[];
  startModels: number;
  quality: number;
  defense: number;
  toughness: number;
  weapons: string[];
  spells: string[];
  rules: AofRules;
  deployed: boolean;
  /** The round an AI Ambush unit deploys at the start of (AOF-X02); null otherwise. */
  ambushRound: number | null;
  /** The wave it came with (or the token that hid it). */
  wave: string | null;
  shaken: boolean;
  fatigued: boolean;
  activated: boolean;
  statuses: AofStatus[];
  tokens: number;
  /** Spells tried this round (one try each, AOF-X06). */
  tried: string[];
  buffs: AofBuff[];
  hero: AofHeroPart | null;
}

/** A hero's activation as it goes (AOF-A01..A03). */
export interface AofActivation {
  unit: string;
  actionUsed: boolean;
  skillUsed: boolean;
  extraUsed: boolean;
  rested: boolean;
  moved: boolean;
  attacked: boolean;
  charged: boolean;
  /** The action just taken, for the shooting that may follow it. */
  last: 'hold' | 'advance' | null;
  /** Set when the activation must end now (a fall, AOF-J02). */
  over: boolean;
}

export interface AofTokenState {
  id: string;
  at: [number, number];
  contents: AofTokenContents;
  revealed: boolean;
  /** Picked up (an item, gold) or spent (a trap sprung, an ambush deployed). */
  taken: boolean;
}

export interface AofState extends CoreState {
  readonly ctx: GameContext<AofSetup>;
  mission: AofMissionDef;
  bf: Battlefield;
  /** Every distance of the rules is multiplied by this: 1 on 48×48, 0.5 on 24×24 (AOF-P02). */
  scale: number;
  round: number;
  phase: 'heroes' | 'ai' | 'over';
  units: Record<string, AofUnit>;
  /** Unit ids in creation order. */
  order: string[];
  tokens: AofTokenState[];
  act: AofActivation | null;
  /** The unit activating now (hero or AI). */
  activating: string | null;
  /** AI units still to activate this round, in order (DEC-26). */
  aiQueue: string[];
  /** Wounds each unit took in the current activation, and Fear dealt to it in melee (AOF-O01, X11). */
  hurt: Record<string, { wounds: number; fear: number }>;
  /** Objectives done. */
  done: string[];
  /** -1s to the roll given by heroes' countering tokens to the cast being made (AOF-X06). */
  counter: number;
  nextUnit: number;
  /** AI Ambush units set aside, with the round each deploys at the start of (AOF-X02): hidden
   * from every hero seat until then (DEC-27). */
  waiting: { round: number; unit: string; id?: string; wave: string }[];
}

export function aofContent(ctx: GameContext<unknown>): AofContent {
  const c = (ctx.content as { aof?: AofContent }).aof;
  if (!c) throw new SetupError('packs', 'aof-quest needs aof-quest content (the aof-core pack)');
  return c;
}

const isPoint = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1]);

export function heroUnit(def: AofHeroClassDef, id: string, seat: Seat): AofUnit {
  return {
    id, side: 'heroes', type: def.id, name: def.name, seat,
    models: [{ id, x: -1, y: -1, wounds: 0, dead: false }], startModels: 1,
    quality: def.quality, defense: def.defense, toughness: def.toughness,
    weapons: [...def.weapons], spells: [...(def.spells ?? [])], rules: { ...(def.rules ?? {}) },
    deployed: false, ambushRound: null, wave: null, shaken: false, fatigued: false, activated: false,
    statuses: [], tokens: 0, tried: [], buffs: [],
    hero: {
      class: def.id, str: def.str, dex: def.dex, wil: def.wil, power: def.power, maxPower: def.power,
      unconscious: false, items: [...(def.items ?? [])], used: [], gold: 0, escaped: false, ambush: false,
    },
  };
}

export function aiUnit(def: AofUnitDef, id: string): AofUnit {
  return {
    id, side: 'ai', type: def.id, name: def.name, seat: null,
    models: Array.from({ length: def.models }, (_, i) => ({ id: def.models === 1 ? id : `${id}.${i + 1}`, x: -1, y: -1, wounds: 0, dead: false })),
    startModels: def.models,
    quality: def.quality, defense: def.defense, toughness: def.toughness,
    weapons: [...def.weapons], spells: [...(def.spells ?? [])], rules: { ...(def.rules ?? {}) },
    deployed: false, ambushRound: null, wave: null, shaken: false, fatigued: false, activated: false,
    statuses: [], tokens: 0, tried: [], buffs: [], hero: null,
  };
}

const STATUSES: readonly AofStatus[] = ['afflicted', 'crippled', 'diseased', 'impaired'];

function checkStatuses(v: unknown, field: string): AofStatus[] {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.some((x) => !STATUSES.includes(x as AofStatus))) throw new SetupError(field, `statuses are a list of ${STATUSES.join(', ')}`);
  return [...new Set(v as AofStatus[])];
}

function whole(v: unknown, min: number, max: number, field: string, what: string): void {
  if (v !== undefined && (!Number.isSafeInteger(v) || (v as number) < min || (v as number) > max)) throw new SetupError(field, `${what} must be a whole number from ${min} to ${max}, not ${String(v)}`);
}

/** The mission named or written in the setup, checked enough to play on. */
function missionOf(c: AofContent, m: unknown): AofMissionDef {
  if (typeof m === 'string') {
    const def = Object.hasOwn(c.missions, m) ? c.missions[m] : undefined;
    if (!def) throw new SetupError('setup.mission', `no mission '${m}' in the content (${Object.keys(c.missions).join(', ')})`);
    return structuredClone(def);
  }
  if (!m || typeof m !== 'object') throw new SetupError('setup.mission', 'a mission id, or a mission written out (DEC-27)');
  const def = structuredClone(m) as AofMissionDef;
  const size = def.battlefield?.size;
  if (size !== 24 && size !== 48) throw new SetupError('setup.mission.battlefield.size', `24 (2'×2') or 48 (4'×4'), not ${String(size)}`);
  if (!Array.isArray(def.battlefield.terrain)) throw new SetupError('setup.mission.battlefield.terrain', 'a list of terrain pieces');
  if (!Array.isArray(def.zones)) throw new SetupError('setup.mission.zones', 'a list of zones');
  if (!def.zones.some((z) => z.id === def.heroZone)) throw new SetupError('setup.mission.heroZone', `no zone '${String(def.heroZone)}' among the mission's zones`);
  if (!Array.isArray(def.aiGoals)) throw new SetupError('setup.mission.aiGoals', 'a list of AI Goals (may be empty)');
  if (!Array.isArray(def.waves)) throw new SetupError('setup.mission.waves', 'a list of waves (may be empty)');
  if (!Array.isArray(def.objectives)) throw new SetupError('setup.mission.objectives', 'a list of objectives (may be empty)');
  if (!Array.isArray(def.victory) || !Array.isArray(def.defeat)) throw new SetupError('setup.mission.victory', 'victory and defeat are lists');
  if (!Number.isSafeInteger(def.rounds) || def.rounds < 1) throw new SetupError('setup.mission.rounds', `a whole number of rounds from 1, not ${String(def.rounds)}`);
  def.waves.forEach((w, i) => {
    if (!def.zones.some((z) => z.id === w.zone)) throw new SetupError(`setup.mission.waves[${i}].zone`, `no zone '${String(w.zone)}'`);
    w.units.forEach((u, j) => {
      if (!Object.hasOwn(c.units, u.unit)) throw new SetupError(`setup.mission.waves[${i}].units[${j}].unit`, `no unit type '${u.unit}' in the content`);
    });
  });
  (def.searchTokens ?? []).forEach((t, i) => {
    if (!isPoint(t.at) || t.at[0] < 0 || t.at[1] < 0 || t.at[0] >= size || t.at[1] >= size) throw new SetupError(`setup.mission.searchTokens[${i}].at`, `a square [x, y] on the ${size}×${size} battlefield`);
  });
  return def;
}

function zoneCells(s: { mission: AofMissionDef; bf: Battlefield }, zoneId: string): [number, number][] {
  const z = s.mission.zones.find((q) => q.id === zoneId);
  if (!z) return [];
  const out: [number, number][] = [];
  for (let y = z.at[1]; y < z.at[1] + z.size[1]; y++) for (let x = z.at[0]; x < z.at[0] + z.size[0]; x++) out.push([x, y]);
  return out;
}

export { zoneCells };

export function init(ctx: GameContext<AofSetup>): AofState {
  const c = aofContent(ctx);
  const setup = ctx.header.setup;
  if (!setup || typeof setup !== 'object') throw new SetupError('setup', 'missing: { mission, heroes }');
  const mission = missionOf(c, setup.mission);
  const size = mission.battlefield.size;
  if (setup.size !== undefined && setup.size !== size) throw new SetupError('setup.size', `the mission '${mission.id}' is played on ${size}×${size}, not ${String(setup.size)}`);
  const bf = buildBattlefield(size, mission.battlefield.terrain);
  const s: AofState = {
    ctx, rng: gameDice(ctx.header), pending: null, resume: null, stack: [], events: [], result: null,
    mission, bf, scale: size / 48, round: 0, phase: 'heroes', units: {}, order: [],
    tokens: (mission.searchTokens ?? []).map((t) => ({ id: t.id, at: [t.at[0], t.at[1]], contents: structuredClone(t.contents), revealed: false, taken: false })),
    act: null, activating: null, aiQueue: [], hurt: {}, done: [], counter: 0, nextUnit: 1, waiting: [],
  };
  const heroes = setup.heroes;
  if (!Array.isArray(heroes) || heroes.length < 2 || heroes.length > 4) throw new SetupError('setup.heroes', `a party is 2 to 4 heroes (AOF-P01), not ${Array.isArray(heroes) ? heroes.length : 'none'}`);
  const taken = new Set<number>();
  const free = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && !taken.has(y * size + x) && kindAt(bf, x, y) !== 'blocker' && kindAt(bf, x, y) !== 'gap';
  const seats = new Set<Seat>();
  heroes.forEach((h, k) => {
    const field = `setup.heroes[${k}]`;
    if (!h || typeof h !== 'object') throw new SetupError(field, 'a hero is { class, seat }');
    const def = typeof h.class === 'string' && Object.hasOwn(c.heroes, h.class) ? c.heroes[h.class] : undefined;
    if (!def) throw new SetupError(`${field}.class`, `no hero class '${String(h.class)}' in the content (${Object.keys(c.heroes).join(', ')})`);
    if (typeof h.seat !== 'string' || !/^p[1-4]$/.test(h.seat)) throw new SetupError(`${field}.seat`, `a hero seat is p1 to p4, not '${String(h.seat)}'`);
    seats.add(h.seat);
    const id = h.id ?? `h${k + 1}`;
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || id === '__proto__') throw new SetupError(`${field}.id`, `an id of letters, digits, - and _, not '${String(id)}'`);
    if (Object.hasOwn(s.units, id)) throw new SetupError(`${field}.id`, `id '${id}' is used twice`);
    const u = heroUnit(def, id, h.seat);
    adjustHero(u, h.adjust, `${field}.adjust`);
    if (h.name !== undefined) {
      if (typeof h.name !== 'string' || h.name.trim() === '' || h.name.length > 40) throw new SetupError(`${field}.name`, 'a name of 1 to 40 characters');
      u.name = { en: h.name.trim(), it: h.name.trim() };
    }
    whole(h.power, 0, u.hero!.maxPower, `${field}.power`, `a ${def.name.en}'s power`);
    whole(h.wounds, 0, u.toughness - 1, `${field}.wounds`, `a ${def.name.en}'s wounds`);
    whole(h.gold, 0, 1_000_000, `${field}.gold`, 'gold');
    if (h.power !== undefined) u.hero!.power = h.power;
    if (h.wounds !== undefined) u.models[0]!.wounds = h.wounds;
    if (h.gold !== undefined) u.hero!.gold = h.gold;
    if (h.items !== undefined) {
      if (!Array.isArray(h.items)) throw new SetupError(`${field}.items`, 'a list of item ids');
      h.items.forEach((it, j) => {
        if (typeof it !== 'string' || !Object.hasOwn(c.items, it)) throw new SetupError(`${field}.items[${j}]`, `no item '${String(it)}' in the content`);
      });
      u.hero!.items = [...h.items];
    }
    u.statuses = checkStatuses(h.statuses, `${field}.statuses`);
    const tokens = setup.heroTokens?.[id];
    whole(tokens, 0, 6, `setup.heroTokens.${id}`, 'spell tokens');
    u.tokens = tokens ?? 0;
    if (h.ambush) {
      if (!def.rules?.ambush) throw new SetupError(`${field}.ambush`, `a ${def.name.en} has no Ambush (AOF-X01)`);
      u.hero!.ambush = true;
    } else {
      let at = h.at;
      if (at !== undefined) {
        if (!isPoint(at)) throw new SetupError(`${field}.at`, 'a square [x, y]');
        if (!free(at[0], at[1])) throw new SetupError(`${field}.at`, `square [${at[0]}, ${at[1]}] is off the battlefield, impassable or taken`);
      } else {
        // Two squares between heroes on 48×48, one on 24×24 (AOF-P02 halves every distance): out
        // of each other's 1" (AOF-M01) either way, and four heroes fit an 8×3 zone.
        const apart = Math.round(2 * s.scale);
        at = zoneCells(s, mission.heroZone).find(([x, y]) => free(x, y) && ![...taken].some((t) => Math.max(Math.abs((t % size) - x), Math.abs(Math.floor(t / size) - y)) <= apart));
        if (!at) throw new SetupError(`${field}.at`, `no room left for it in the heroes' zone '${mission.heroZone}'`);
      }
      u.models[0]!.x = at[0];
      u.models[0]!.y = at[1];
      u.deployed = true;
      taken.add(at[1] * size + at[0]);
    }
    s.units[id] = u;
    s.order.push(id);
  });
  if (seats.size < 1 || seats.size > 4) throw new SetupError('setup.heroes', '1 to 4 hero seats');
  (setup.units ?? []).forEach((us, k) => {
    const field = `setup.units[${k}]`;
    const def = us && typeof us.unit === 'string' && Object.hasOwn(c.units, us.unit) ? c.units[us.unit] : undefined;
    if (!def) throw new SetupError(`${field}.unit`, `no unit type '${String(us?.unit)}' in the content`);
    const id = us.id ?? `u${s.nextUnit++}`;
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || Object.hasOwn(s.units, id)) throw new SetupError(`${field}.id`, `'${String(id)}' is not a free id`);
    const u = aiUnit(def, id);
    if (!Array.isArray(us.at) || us.at.length < 1 || us.at.length > def.models) throw new SetupError(`${field}.at`, `one square for each of its models, 1 to ${def.models}`);
    u.models = u.models.slice(0, us.at.length);
    u.models.forEach((m, i) => {
      const p = us.at[i];
      if (!isPoint(p) || !free(p[0], p[1])) throw new SetupError(`${field}.at[${i}]`, 'a free, passable square [x, y] on the battlefield');
      m.x = p[0];
      m.y = p[1];
      taken.add(p[1] * size + p[0]);
      const w = us.wounds?.[i];
      whole(w, 0, def.toughness - 1, `${field}.wounds[${i}]`, 'wounds');
      m.wounds = w ?? 0;
    });
    u.deployed = true;
    u.shaken = us.shaken === true;
    u.fatigued = us.fatigued === true;
    u.statuses = checkStatuses(us.statuses, `${field}.statuses`);
    whole(us.tokens, 0, 6, `${field}.tokens`, 'spell tokens');
    u.tokens = us.tokens ?? 0;
    s.units[id] = u;
    s.order.push(id);
  });
  return s;
}

/** A stat of a hero for a test (AOF-G01). */
export function statOf(u: AofUnit, stat: AofSkillStat | 'quality'): number {
  if (stat === 'quality') return u.quality;
  return u.hero ? u.hero[stat] : u.quality;
}
