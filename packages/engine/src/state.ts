// Building the first state of a game from its header, and copying and hashing states.
import type { Content, HeroDef, MonsterDef } from './content-types.ts';
import type {
  Activation, Chest, CoreState, Door, GameContext, GameHeader, GameState, MapState, Model, OptionValue, ProfileStat, Section, Trap,
} from './types.ts';
import type { Ruleset } from './ruleset.ts';
import { scriptedRng, seededRng, type RngState } from './rng.ts';
import { tileString } from './tiles.ts';

/** A header or setup that cannot make a game: thrown at load time, never during play. */
export class SetupError extends Error {
  override name = 'SetupError';
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
  }
}

export function freshActivation(): Activation {
  return {
    done: false, moved: false, attacked: false, acted: false, ran: false, runSquares: 0,
    couldDrag: [], openedDoor: null,
  };
}

/** The map of a prepared dungeon. `secretsNumbered`: rules version 0's door ids, every door in
 * reading order (`CrawlRules.oneCounter`). */
export function buildMap(rows: readonly string[], sections: GameHeader['setup']['sections'], secretsNumbered = false): MapState {
  if (!Array.isArray(rows) || rows.length === 0) throw new SetupError('setup.map', 'the map needs at least one row');
  const height = rows.length;
  const width = Math.max(...rows.map((r) => r.length));
  const bytes = new Uint8Array(width * height);
  const doorCells: { i: number; ch: string }[] = [];
  for (let y = 0; y < height; y++) {
    const row = rows[y]!.padEnd(width, ' ');
    for (let x = 0; x < width; x++) {
      const ch = row[x]!;
      const i = y * width + x;
      if (ch === '+' || ch === '/' || ch === 'S') {
        doorCells.push({ i, ch });
        bytes[i] = 68; // 'D'
      } else if (ch === '#' || ch === '.' || ch === '<' || ch === ' ') {
        bytes[i] = ch.charCodeAt(0);
      } else {
        // Model and marker letters stand on floor.
        bytes[i] = 46; // '.'
      }
    }
  }
  const doors: Record<string, Door> = {};
  const doorAt: Record<number, string> = {};
  let n = 1;
  for (const { i, ch } of doorCells) {
    if (doorAt[i] !== undefined) continue;
    // Two door cells side by side of the same kind are one 2×1 door.
    const cells = [i];
    for (const j of [i + 1, i + width]) {
      const other = doorCells.find((d) => d.i === j && d.ch === ch && doorAt[j] === undefined);
      if (other && cells.length === 1 && (j !== i + 1 || (i % width) + 1 < width)) cells.push(j);
    }
    // Doors in reading order; a secret door by its square, so that no number a hero sees tells of
    // one not found yet (DEC-17).
    const id = ch === 'S' && !secretsNumbered ? `d${i % width}-${Math.floor(i / width)}` : `d${n++}`;
    doors[id] = { id, cells, open: ch === '/', secret: ch === 'S', found: false, openedPhase: -1, openedBy: null };
    for (const c of cells) doorAt[c] = id;
  }
  const secs: Record<string, Section> = {};
  const sectionOrder: string[] = [];
  if (sections && sections.length > 0) {
    sections.forEach((sec, k) => {
      const where = `setup.sections[${k}]`;
      if (!sec.id) throw new SetupError(`${where}.id`, 'a section needs an id');
      if (Object.hasOwn(secs, sec.id)) throw new SetupError(`${where}.id`, `section id '${sec.id}' is used twice`);
      if (sec.id === '__proto__') throw new SetupError(`${where}.id`, `'__proto__' cannot be an id`);
      if (sec.x < 0 || sec.y < 0 || sec.w < 1 || sec.h < 1 || sec.x + sec.w > width || sec.y + sec.h > height) {
        throw new SetupError(where, `rectangle ${sec.x},${sec.y} ${sec.w}×${sec.h} is not inside the ${width}×${height} map`);
      }
      secs[sec.id] = {
        id: sec.id, kind: sec.kind, type: sec.type ?? 'normal', x: sec.x, y: sec.y, w: sec.w, h: sec.h,
        revealed: sec.revealed ?? false, monsters: sec.monsters ? sec.monsters.map((m) => ({ ...m })) : [],
        hiddenTreasure: sec.hiddenTreasure ? { gold: sec.hiddenTreasure.gold ?? 0, items: [...(sec.hiddenTreasure.items ?? [])] } : null,
        treasureSearched: false, searchedWalls: [],
      };
      sectionOrder.push(sec.id);
    });
  } else {
    // No sections: the whole board is one explored room.
    secs.all = {
      id: 'all', kind: 'room', type: 'normal', x: 0, y: 0, w: width, h: height, revealed: true, monsters: [],
      hiddenTreasure: null, treasureSearched: false, searchedWalls: [],
    };
    sectionOrder.push('all');
  }
  return { width, height, tiles: tileString(bytes), doors, doorAt, sections: secs, sectionOrder, traps: {}, chests: {}, entered: {} };
}

function baseModel(id: string, partial: Omit<Model, 'status' | 'focus' | 'act' | 'ward' | 'spotBonus' | 'homeCell' | 'home' | 'number'>): Model {
  return {
    ...partial,
    number: 0,
    spotBonus: 0,
    status: { ko: false, dead: false, left: false, away: false },
    focus: null,
    home: null,
    homeCell: -1,
    ward: 0,
    act: freshActivation(),
    id,
  };
}

export function heroModel(def: HeroDef, id: string, seat: string, x: number, y: number): Model {
  return baseModel(id, {
    id, type: def.id, name: def.name, kind: def.kind, side: 'heroes', seat, x, y,
    profile: { ...def.profile }, wounds: def.profile.wounds, fate: def.profile.fate,
    weapons: [...def.weapons], armour: def.armour ?? null, shield: def.shield ?? null,
    ammo: { ...(def.ammo ?? {}) }, items: [...(def.items ?? [])], gold: def.gold ?? 0,
    spells: [...(def.spells ?? [])], components: {}, role: null, disguise: null, master: null,
  });
}

const PROFILE_STATS: readonly ProfileStat[] = ['ws', 'bs', 'strength', 'toughness', 'speed', 'bravery', 'intelligence', 'wounds'];

/** Adds a campaign's training to a hero's profile (CMP-T01): whole points from 0 to 9 on its
 * characteristics, Fate aside; wounds trained raise the hero's wounds as well. */
function trainProfile(m: Model, training: unknown, field: string): void {
  if (training === undefined) return;
  if (training === null || typeof training !== 'object' || Array.isArray(training)) throw new SetupError(field, 'training is a map of characteristic to points');
  for (const [stat, n] of Object.entries(training)) {
    if (!(PROFILE_STATS as readonly string[]).includes(stat)) throw new SetupError(`${field}.${stat}`, `'${stat}' is not a characteristic that trains (${PROFILE_STATS.join(', ')})`);
    if (!Number.isSafeInteger(n) || n < 0 || n > 9) throw new SetupError(`${field}.${stat}`, `training adds a whole number of points from 0 to 9, not ${String(n)}`);
    m.profile[stat as ProfileStat] += n as number;
  }
  m.wounds = m.profile.wounds;
}

export function monsterModel(def: MonsterDef, id: string, x: number, y: number): Model {
  return baseModel(id, {
    id, type: def.id, name: def.name, kind: 'monster', side: 'monsters', seat: 'gm', x, y,
    profile: { ...def.profile }, wounds: def.profile.wounds, fate: 0,
    weapons: [...def.weapons], armour: def.armour ?? null, shield: def.shield ?? null,
    ammo: { ...(def.ammo ?? {}) }, items: [], gold: def.gold, spells: [...(def.spells ?? [])],
    components: { ...(def.components ?? {}) }, role: def.role ?? null, disguise: def.disguise ?? null, master: null,
  });
}

/** Gives a monster coming into play its number among those of the kind the heroes see it as
 * ("Goblin 2", its disguise's kind while it has one, AHQ-C51): one more than the highest of that
 * kind still in play, so that numbers hold for the whole fight (a death renumbers no one) and a
 * new fight begins again at 1. Models already numbered keep theirs. */
export function numberMonster(s: { order: readonly string[]; models: Readonly<Record<string, Model>> }, m: Model): void {
  if (m.number > 0) return;
  const shown = m.disguise ?? m.type;
  let top = 0;
  for (const id of s.order) {
    const o = s.models[id];
    if (!o || o === m || o.side !== m.side || o.status.dead || o.status.left) continue;
    if ((o.disguise ?? o.type) === shown && o.number > top) top = o.number;
  }
  m.number = top + 1;
}

export function checkCell(map: MapState, at: unknown, field: string): number {
  if (!Array.isArray(at) || at.length !== 2 || !Number.isInteger(at[0]) || !Number.isInteger(at[1])) {
    throw new SetupError(field, 'a square is written [x, y] with whole numbers');
  }
  const [x, y] = at as [number, number];
  if (x < 0 || y < 0 || x >= map.width || y >= map.height) {
    throw new SetupError(field, `square [${x}, ${y}] is off the ${map.width}×${map.height} map`);
  }
  const t = map.tiles[y * map.width + x];
  if (t !== '.' && t !== '<') throw new SetupError(field, `square [${x}, ${y}] is not floor`);
  return y * map.width + x;
}

/** A figure's facing from its setup (FAC-F01): only with the `facing` option on, one of N, E, S, W. */
function setFacing(m: Model, f: unknown, field: string, options: Readonly<Record<string, OptionValue>>): void {
  if (f === undefined) return;
  if (options.facing !== true) throw new SetupError(`${field}.facing`, 'a facing is given only with the facing option on');
  if (f !== 'N' && f !== 'E' && f !== 'S' && f !== 'W') throw new SetupError(`${field}.facing`, `a facing is N, E, S or W, not '${String(f)}'`);
  m.facing = f;
}

/** A game's dice: the header's scripted faces (tests), else the generator seeded by its seed. */
export function gameDice(header: GameHeader<unknown>): RngState {
  return header.dice ? scriptedRng(header.dice) : seededRng(header.seed);
}

/** A game's context: what fixes it and never changes while it is played. */
export function gameContext<T>(header: GameHeader<T>, ruleset: GameContext['ruleset'], content: Content, options: Record<string, OptionValue>): GameContext<T> {
  return Object.freeze({ header, ruleset, content, options: Object.freeze({ ...options }) });
}

/** A trap's id: its square, so that the ids a seat sees tell nothing of traps it has not spotted
 * (DEC-17). A square holds one trap at most. */
export function trapId(width: number, cell: number): string {
  return `t${cell % width}-${Math.floor(cell / width)}`;
}

/** The id of a trap laid at `cell` while the dungeon is made: its square (`trapId`); under rules
 * version 0 (`CrawlRules.oneCounter`), the next number of the counter monsters are numbered by. */
export function laidTrapId(s: GameState, cell: number): string {
  return s.ctx.ruleset.crawl?.oneCounter ? `t${s.nextId++}` : trapId(s.map.width, cell);
}

/** A dungeon crawl's state before its ruleset takes over: map, models, traps and chests placed. */
export function initialState(header: GameHeader, content: Content, options: Record<string, OptionValue>, ruleset: Ruleset): GameState {
  return crawlState(gameContext(header, ruleset, content, options));
}

/** `initialState` from a game's context: the dungeon crawls' `Ruleset.init`. */
export function crawlState(ctx: GameContext): GameState {
  const header = ctx.header;
  const content = ctx.content;
  const setup = header.setup;
  if (!setup || typeof setup !== 'object') throw new SetupError('setup', 'missing');
  const oneCounter = ctx.ruleset.crawl?.oneCounter === true;
  const map = buildMap(setup.map, setup.sections, oneCounter);
  const s: GameState = {
    ctx,
    rng: gameDice(header),
    turn: 0, turnKind: 'exploration', phase: 'setup', phaseIndex: 0,
    leader: '', players: [], playersToAct: [], actingSeat: null, currentModel: null,
    map, models: {}, order: [], combat: null, toGenerate: [], gmCounters: 0,
    pending: null, resume: null, stack: [], events: [], castThisTurn: [], result: null, nextId: 1,
  };
  if (!Array.isArray(setup.heroes) || setup.heroes.length === 0) throw new SetupError('setup.heroes', 'a game needs at least one hero');
  const occupied = new Set<number>();
  const place = (m: Model, cell: number, field: string): void => {
    if (occupied.has(cell)) throw new SetupError(field, `square [${m.x}, ${m.y}] already holds a model`);
    occupied.add(cell);
    if (Object.hasOwn(s.models, m.id)) throw new SetupError(field, `model id '${m.id}' is used twice`);
    if (m.id === '__proto__') throw new SetupError(field, `'__proto__' cannot be an id`);
    s.models[m.id] = m;
    s.order.push(m.id);
    if (m.kind !== 'hero') numberMonster(s, m);
  };
  setup.heroes.forEach((h, k) => {
    const field = `setup.heroes[${k}]`;
    // Names given in a header are looked up as own properties only: 'constructor' or
    // 'toString' name nothing in the content, whatever an object inherits.
    const def = Object.hasOwn(content.heroes, h.type) ? content.heroes[h.type] : undefined;
    if (!def) throw new SetupError(`${field}.type`, `no hero or henchman '${h.type}' in the content (${Object.keys(content.heroes).join(', ')})`);
    if (typeof h.seat !== 'string' || !/^p[0-9]+$/.test(h.seat)) throw new SetupError(`${field}.seat`, `a hero seat is p1, p2, …, not '${String(h.seat)}'`);
    const cell = checkCell(map, h.at, `${field}.at`);
    const m = heroModel(def, h.id ?? `h${k + 1}`, h.seat, h.at[0], h.at[1]);
    if (h.name) m.name = h.name;
    trainProfile(m, h.training, `${field}.training`);
    // A hero starts with its profile's wounds at most, none below zero. Fate Points: none below
    // zero, and at most nine (a hero's profile gives one to three; nothing in play adds any,
    // AHQ-C41). Gold is whole crowns, at most what the ruleset lets a hero carry (AHQ-E09).
    const whole = (v: unknown, max: number, what: string, f: string): void => {
      if (v !== undefined && (!Number.isSafeInteger(v) || (v as number) < 0 || (v as number) > max)) throw new SetupError(`${field}.${f}`, `${what} must be a whole number from 0 to ${max}, not ${String(v)}`);
    };
    whole(h.wounds, m.profile.wounds, `a ${def.name}'s Wounds`, 'wounds');
    whole(h.fate, Math.max(def.profile.fate, 9), 'Fate Points', 'fate');
    whole(h.gold, ctx.ruleset.crawl?.goldLimit ?? Number.MAX_SAFE_INTEGER, 'gold', 'gold');
    if (h.wounds !== undefined) m.wounds = h.wounds;
    // A hero set up with no wounds left lies knocked out (AHQ-C43, GLD-W02).
    if (m.wounds === 0) m.status.ko = true;
    if (h.fate !== undefined) m.fate = h.fate;
    if (h.components) m.components = { ...h.components };
    if (h.items) m.items = [...h.items];
    if (h.weapons) m.weapons = [...h.weapons];
    if (h.gold !== undefined) m.gold = h.gold;
    if (h.master) m.master = h.master;
    if (h.armour !== undefined) m.armour = h.armour;
    if (h.shield !== undefined) m.shield = h.shield;
    if (h.ammo) m.ammo = { ...h.ammo };
    if (m.armour !== null && content.armour[m.armour]?.kind !== 'armour') throw new SetupError(`${field}.armour`, `no armour '${m.armour}' in the content`);
    if (m.shield !== null && content.armour[m.shield]?.kind !== 'shield') throw new SetupError(`${field}.shield`, `no shield '${m.shield}' in the content`);
    for (const [a, n] of Object.entries(m.ammo)) {
      if (!Object.hasOwn(content.items, a)) throw new SetupError(`${field}.ammo`, `no ammunition '${a}' in the content`);
      if (!Number.isSafeInteger(n) || n < 0) throw new SetupError(`${field}.ammo.${a}`, `ammunition is a whole number from 0 up, not ${String(n)}`);
    }
    setFacing(m, h.facing, field, ctx.options);
    for (const w of m.weapons) if (!Object.hasOwn(content.weapons, w)) throw new SetupError(`${field}.weapons`, `no weapon '${w}' in the content`);
    for (const it of m.items) if (!Object.hasOwn(content.items, it)) throw new SetupError(`${field}.items`, `no item '${it}' in the content`);
    place(m, cell, field);
    map.entered[cell] = true;
    if (!s.players.includes(h.seat)) s.players.push(h.seat);
  });
  (setup.monsters ?? []).forEach((mo, k) => {
    const field = `setup.monsters[${k}]`;
    const def = Object.hasOwn(content.monsters, mo.type) ? content.monsters[mo.type] : undefined;
    if (!def) throw new SetupError(`${field}.type`, `no monster '${mo.type}' in the content`);
    const cell = checkCell(map, mo.at, `${field}.at`);
    const m = monsterModel(def, mo.id ?? `m${k + 1}`, mo.at[0], mo.at[1]);
    if (mo.wounds !== undefined && (!Number.isSafeInteger(mo.wounds) || mo.wounds < 1)) {
      throw new SetupError(`${field}.wounds`, `Wounds must be a whole number from 1 up, not ${String(mo.wounds)}`);
    }
    if (mo.wounds !== undefined) m.wounds = mo.wounds;
    if (mo.hidden === false) m.disguise = null;
    setFacing(m, mo.facing, field, ctx.options);
    m.homeCell = cell;
    place(m, cell, field);
  });
  s.players.sort();
  const heroes = s.order.filter((id) => s.models[id]!.kind === 'hero');
  s.leader = setup.leader ?? heroes[0] ?? s.order[0]!;
  if (!Object.hasOwn(s.models, s.leader) || s.models[s.leader]!.side !== 'heroes') throw new SetupError('setup.leader', `'${setup.leader}' is not a hero of this game`);
  (setup.traps ?? []).forEach((t, k) => {
    const field = `setup.traps[${k}]`;
    if (!Object.hasOwn(content.traps, t.trap)) throw new SetupError(`${field}.trap`, `no trap '${t.trap}' in the content`);
    const cell = checkCell(map, t.at, `${field}.at`);
    // Rules version 0 numbered the setup's traps in the order listed.
    const id = oneCounter ? `t${k + 1}` : trapId(map.width, cell);
    if (map.traps[id]) throw new SetupError(`${field}.at`, `square [${t.at[0]}, ${t.at[1]}] already holds a trap`);
    map.traps[id] = { id, trap: t.trap, cell, spotted: t.spotted ?? false, chest: null } satisfies Trap;
  });
  (setup.chests ?? []).forEach((c, k) => {
    const field = `setup.chests[${k}]`;
    const cell = checkCell(map, c.at, `${field}.at`);
    if (occupied.has(cell)) throw new SetupError(`${field}.at`, 'a chest cannot stand on a model');
    const id = `c${k + 1}`;
    for (const it of c.items ?? []) if (!Object.hasOwn(content.items, it) && !Object.hasOwn(content.weapons, it) && !Object.hasOwn(content.armour, it)) throw new SetupError(`${field}.items`, `no item '${it}' in the content`);
    map.chests[id] = { id, cell, open: false, gold: c.gold ?? 0, items: [...(c.items ?? [])] } satisfies Chest;
    if (c.trap) {
      if (!Object.hasOwn(content.traps, c.trap)) throw new SetupError(`${field}.trap`, `no trap '${c.trap}' in the content`);
      const tid = oneCounter ? `t${Object.keys(map.traps).length + 1}` : trapId(map.width, cell);
      if (map.traps[tid]) throw new SetupError(`${field}.at`, `square [${c.at[0]}, ${c.at[1]}] already holds a trap`);
      map.traps[tid] = { id: tid, trap: c.trap, cell, spotted: false, chest: id };
    }
  });
  (setup.furnishings ?? []).forEach((f, k) => {
    const field = `setup.furnishings[${k}]`;
    const def = content.furnishings && Object.hasOwn(content.furnishings, f.type) ? content.furnishings[f.type] : undefined;
    if (!def) throw new SetupError(`${field}.type`, `no furnishing '${f.type}' in the content (${Object.keys(content.furnishings ?? {}).join(', ') || 'none'})`);
    const [w, h] = f.turned ? [def.size[1], def.size[0]] : def.size;
    const cells: number[] = [];
    for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) cells.push(checkCell(map, [f.at[0] + dx, f.at[1] + dy], `${field}.at`));
    const taken = new Set([...Object.values(map.chests).map((c) => c.cell), ...Object.values(map.furnishings ?? {}).flatMap((o) => o.cells)]);
    for (const c of cells) {
      if (occupied.has(c) || taken.has(c)) throw new SetupError(`${field}.at`, `the ${def.name} would stand on square [${c % map.width}, ${Math.floor(c / map.width)}], which holds a model, a chest or other furniture`);
    }
    const id = `f${k + 1}`;
    (map.furnishings ??= {})[id] = { id, type: f.type, cells };
  });
  return s;
}

function deepCopy<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = deepCopy(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v as Record<string, unknown>) out[k] = deepCopy((v as Record<string, unknown>)[k]);
  return out as T;
}

/** A copy the rules may change freely; the context is shared, the last events are dropped. */
export function cloneState<S extends CoreState>(s: S): S {
  const out = {} as Record<string, unknown>;
  for (const k in s) {
    if (k === 'ctx') out.ctx = s.ctx;
    else if (k === 'events') out.events = [];
    else out[k] = deepCopy((s as unknown as Record<string, unknown>)[k]);
  }
  return out as unknown as S;
}

/** Canonical text of everything that changes during play (not the context, not the last events):
 * JSON with each object's keys in sorted order, so that two states that differ only in the order
 * their keys were written in read the same (an answer read back from a database that reorders
 * object keys, as PostgreSQL's JSONB does, gives the same game). For reading and comparing states;
 * `stateHash` does not build it. */
export function stateText(s: CoreState): string {
  return JSON.stringify(s, (k, v: unknown) => {
    if (k === 'ctx' || k === 'events') return undefined;
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key];
    return sorted;
  });
}

/** A hash of what `stateText` writes, as 8 hex digits: equal states hash equal whatever order
 * their objects' keys were written in. It walks the state instead of writing its text: an
 * object's hash is the sum of its key–value pairs' hashes, so key order cannot change it and
 * no keys are sorted; a list's hash follows its order. Values JSON would drop (undefined,
 * functions) and keys `ctx` and `events` at any depth are left out, as `stateText` leaves them. */
export function stateHash(s: CoreState): string {
  const mix = (h: number): number => {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    return h ^ (h >>> 16);
  };
  const text = (t: string, seed: number): number => {
    let h = seed;
    for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), 0x01000193);
    return h;
  };
  const value = (v: unknown): number => {
    switch (typeof v) {
      case 'string':
        return mix(text(v, 0x811c9dc5));
      case 'number':
        // Whole numbers as themselves (-0 as 0); others, and NaN and the infinities (JSON null), as JSON writes them.
        if ((v | 0) === v) return mix(v ^ 0x2545f491);
        return Number.isFinite(v) ? mix(text(String(v), 0x1b873593)) : 0x3c6ef372;
      case 'boolean':
        return v ? 0x5bd1e995 : 0x6a09e667;
      case 'object': {
        if (v === null) return 0x3c6ef372;
        if (Array.isArray(v)) {
          let h = mix(v.length ^ 0x7f4a7c15);
          for (let i = 0; i < v.length; i++) {
            const x: unknown = v[i];
            h = mix(Math.imul(h, 0x01000193) ^ (x === undefined || typeof x === 'function' ? 0x3c6ef372 : value(x)));
          }
          return h;
        }
        let sum = 0;
        const o = v as Record<string, unknown>;
        for (const k in o) {
          if (k === 'ctx' || k === 'events') continue;
          const x = o[k];
          if (x === undefined || typeof x === 'function') continue;
          sum = (sum + mix(Math.imul(text(k, 0x9e3779b9), 0x01000193) ^ value(x))) | 0;
        }
        return mix(sum ^ 0x243f6a88);
      }
      default:
        return 0x3c6ef372;
    }
  };
  return (value(s) >>> 0).toString(16).padStart(8, '0');
}
