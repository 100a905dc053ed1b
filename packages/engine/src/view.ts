// What one seat may know (DEC-17). The GM seat sees the whole dungeon and every identity; a hero
// seat sees only what has been revealed. No seat sees the random generator or the pending steps.
import { hasBlockingZone } from './facing/rules.ts';
import { aimOf } from './facing/snipe.ts';
import type { Chest, Decision, Door, Facing, GameEvent, GameState, Model, RoomType, Seat, Section, Side, Trap, Wall } from './types.ts';
import type { HeroicEffect } from './content-types.ts';
import type { ModelRef } from './format/names.ts';
import { GM } from './types.ts';
import { gridsSeenAt, mapLists, mapRevision, modelsInOrder, onBoard, sameSnapshot, sectionAt } from './board.ts';
import { corpsesView, furnishingsView, type CorpseView, type FurnishingView } from './view-features.ts';
import { carveUint8 } from './arrays.ts';
import { tileBytes, tileString } from './tiles.ts';

export interface ModelView {
  id: string;
  type: string;
  name: string;
  /** Its number among those of its kind the table tells apart ("Goblin 2"); 0: none. */
  number: number;
  kind: Model['kind'];
  side: Side;
  seat: Seat;
  x: number;
  y: number;
  /** Null while the identity is hidden from this seat. */
  wounds: number | null;
  maxWounds: number;
  fate: number | null;
  profile: Model['profile'];
  weapons: string[];
  armour: string | null;
  shield: string | null;
  ammo: Record<string, number>;
  items: string[];
  gold: number | null;
  spells: string[];
  components: Record<string, number> | null;
  ko: boolean;
  left: boolean;
  dead: boolean;
  /** Off the board, waiting where it was met (AHQ-C50); only the GM sees such models. */
  away: boolean;
  /** What it has done this phase, for its own seat (and the GM); null for others. */
  act: { moved: boolean; attacked: boolean; acted: boolean; ran: boolean; runSquares: number; done: boolean } | null;
  focus: string | null;
  role: Model['role'];
  hidden: boolean;
  /** The way it faces, with the `facing` option (FAC-F01): public, like where it stands. */
  facing?: Facing;
  /** With facing: whether it holds a blocking zone (FAC-B01), as its shown weapons say. */
  zone?: boolean;
  /** The GM's view alone: the monster type the heroes see this model as, while its identity is
   * hidden from them (AHQ-C51, DEC-17). */
  disguise?: string;
}

/** A Room card in the GM's hand: its id, name, kind and size (GLD-R02). */
export interface HandCard {
  card: string;
  name: string;
  kind: 'room' | 'corridor';
  size: [number, number];
}

/** A Heroic card in a hero's hand (GLD-H01): its id and what it does. */
export interface HeroicCardView {
  card: string;
  effect: HeroicEffect;
}

/** A hero's Heroic hand (GLD-H01) as a seat may know it: how many cards, which every player at the
 * table sees, and the cards themselves for the seat that controls the hero alone. */
export interface HeroicHandView {
  count: number;
  /** Null for every seat but the hero's own (the other players' and the GM's, DEC-17). */
  cards: HeroicCardView[] | null;
  /** With `facing`, for the hero's own seat: the card a snipe by this hero would spend (FAC-I03);
   * absent while it holds none. */
  aim?: string;
}

export interface MapView {
  width: number;
  height: number;
  /** Row-major tiles; '?' where this seat knows nothing. */
  tiles: string;
  /** `rock`: the door was opened onto solid rock (a false door, the 'falseDoor' event every seat
   * saw): no way on behind it. */
  doors: { id: string; cells: number[]; open: boolean; secret: boolean; rock?: boolean;
    /** A secret door the heroes have not found: only the GM's view lists it (DEC-17). */
    unfound?: boolean }[];
  sections: {
    id: string; kind: 'room' | 'passage'; type: RoomType | null; x: number; y: number; w: number; h: number; revealed: boolean;
    /** Searched for hidden treasure (AHQ-E13), and the walls searched for secret doors (AHQ-E11). */
    treasureSearched: boolean; searchedWalls: Wall[];
    /** Its way on (an opening onto the unknown) closed for good: a dead end drawn or a passage
     * collapsed ('passageClosed', GLD-B02), as everyone saw. */
    closed?: boolean;
  }[];
  traps: { id: string; trap: string; cell: number; spotted: boolean; chest: string | null }[];
  chests: { id: string; cell: number; open: boolean; gold: number | null; items: string[] | null }[];
  /** Furniture as this seat may know it (view-features.ts): squares nobody enters. Always given by
   * `view`; absent from views made before furniture was part of them. */
  furnishings?: FurnishingView[];
  /** `guilds` corpses lying where they fell, as this seat may know them (view-features.ts); as
   * `furnishings`, always given by `view`. */
  corpses?: CorpseView[];
}

export interface View {
  seat: Seat;
  ruleset: string;
  turn: number;
  turnKind: GameState['turnKind'];
  phase: GameState['phase'];
  leader: string;
  players: Seat[];
  map: MapView;
  models: ModelView[];
  /** What the names of models this seat knows of but `models` leaves out are made of: those its
   * pending decision names (monsters it is to place, still off the board) and the slain it saw fall
   * (on revealed squares), so that a choice and the log name them as the table does. Optional:
   * views made before it was part of them have none. */
  named?: Record<string, ModelRef>;
  combat: { round: number; firstSide: Side; routine: string | null; pursuing: boolean; monsters: string[] } | null;
  /** The decision, in full if it is this seat's; otherwise who is deciding what. */
  pending: Decision | { kind: Decision['kind']; seat: Seat } | null;
  /** The Dungeon Counters the GM holds (AHQ-E28): the GM's alone, null for a hero seat (DEC-17). */
  gmCounters: number | null;
  /** The Room cards in the GM's hand (a `guilds` dungeon laid from the GM's hand, GLD-R01): the
   * GM's alone, absent from every other view and from games without a hand (DEC-17). */
  gmHand?: HandCard[];
  /** The heroes' Heroic cards, by hero id (GLD-H01, `heroicHands`): only in games played with
   * them. */
  heroicHands?: Record<string, HeroicHandView>;
  result: GameState['result'];
}

/** The cells the heroes know, and their tiles written into `bytes` (the map's own tiles where
 * known, a secret door not found drawn as wall, '?' elsewhere). Every square starts unknown, and
 * only the revealed sections and their walls, a few rectangles far smaller than the board, are
 * read from the map. */
function knownCells(s: GameState, bytes: Uint8Array): Uint8Array {
  const map = s.map;
  const { width, height } = map;
  const src = map.tiles;
  const known = carveUint8(width * height);
  bytes.fill(63); // '?'
  const sections = mapLists(map).sections;
  for (const sec of sections) {
    if (!sec.revealed) continue;
    // The section and the walls around it.
    const x0 = Math.max(0, sec.x - 1), x1 = Math.min(width - 1, sec.x + sec.w);
    for (let y = Math.max(0, sec.y - 1); y <= Math.min(height - 1, sec.y + sec.h); y++) {
      for (let c = y * width + x0, end = y * width + x1; c <= end; c++) {
        known[c] = 1;
        const t = src.charCodeAt(c);
        bytes[c] = t === 68 && hiddenDoorAt(map, c) ? 35 : t; // 'D', '#'
      }
    }
  }
  // An unrevealed section stays unknown even where it opens onto a revealed one (a junction).
  for (const sec of sections) {
    if (sec.revealed) continue;
    for (let y = sec.y; y < sec.y + sec.h; y++) {
      for (let x = sec.x; x < sec.x + sec.w; x++) {
        known[y * width + x] = 0;
        bytes[y * width + x] = 63;
      }
    }
  }
  return known;
}

/** The heroes' tiles and known cells, kept per game while the map's tiles, the sections revealed
 * and the secret doors found stay the same: a view asked at every decision rebuilds them only when
 * exploring changed them. */
interface HeroTiles {
  src: string;
  sections: number;
  revealed: string[];
  hiddenDoors: string[];
  known: Uint8Array;
  tiles: string;
}

const heroTilesMemo = new WeakMap<object, HeroTiles>();

function revealedIds(map: GameState['map']): string[] {
  const out: string[] = [];
  for (const sec of mapLists(map).sections) if (sec.revealed) out.push(sec.id);
  return out;
}

function hiddenDoorIds(map: GameState['map']): string[] {
  const out: string[] = [];
  for (const d of mapLists(map).doors) if (d.secret && !d.found) out.push(d.id);
  return out;
}

/** Whether the sections revealed and the secret doors not found are still those of `memo`,
 * checked without building either list, and through the map's lists rather than its records. */
function stillSame(memo: HeroTiles, map: GameState['map']): boolean {
  if (memo.src !== map.tiles || memo.sections !== map.sectionOrder.length) return false;
  const { sections, doors } = mapLists(map);
  let k = 0;
  for (const sec of sections) {
    if (!sec.revealed) continue;
    if (memo.revealed[k++] !== sec.id) return false;
  }
  if (k !== memo.revealed.length) return false;
  k = 0;
  for (const d of doors) {
    if (!d.secret || d.found) continue;
    if (memo.hiddenDoors[k++] !== d.id) return false;
  }
  return k === memo.hiddenDoors.length;
}

function hiddenDoorAt(map: GameState['map'], cell: number): boolean {
  if (map.tiles.charCodeAt(cell) !== 68) return false; // 'D'
  const door = map.doors[map.doorAt[cell]!]!;
  return door.secret && !door.found;
}

function heroTiles(s: GameState): HeroTiles {
  const map = s.map;
  const memo = heroTilesMemo.get(s.ctx);
  if (memo && stillSame(memo, map)) return memo;
  const revealed = revealedIds(map);
  const hiddenDoors = hiddenDoorIds(map);
  const src = map.tiles;
  const n = src.length;
  const bytes = tileBytes(n);
  const known = knownCells(s, bytes);
  const tiles = tileString(bytes, n);
  const out = { src, sections: map.sectionOrder.length, revealed, hiddenDoors, known, tiles };
  heroTilesMemo.set(s.ctx, out);
  return out;
}

/** Doors opened onto rock: those the generator found to lead nowhere (false doors, GLD-B01, B02,
 * the 'falseDoor' event) and, where it keeps its ways on (`exits`), opened doors with no way on
 * left behind them and the unknown still beyond (a way closed by a cave-in, 'passageClosed').
 * Everyone saw them open, so every seat is told alike. */
function rockDoors(s: GameState, hero: HeroTiles | null): ReadonlySet<string> {
  const gen = s.gen as { falseDoors?: readonly string[]; exits?: Record<string, { door: string | null }> } | undefined;
  // Worked out only when a view's map parts are made again (`mapPart`): when a door opens, a way
  // on comes or goes, or the heroes' map changes. `hero`: the heroes' tiles, if already at hand.
  return gen ? findRockDoors(s, gen, (hero ?? heroTiles(s)).known) : NO_IDS;
}

const NO_IDS: ReadonlySet<string> = new Set();

function findRockDoors(s: GameState, gen: { falseDoors?: readonly string[]; exits?: Record<string, { door: string | null }> }, known: Uint8Array): ReadonlySet<string> {
  const out = new Set<string>();
  for (const id of gen.falseDoors ?? []) if ((s.map.doors[id]?.openedPhase ?? -1) >= 0) out.add(id);
  if (!gen.exits) return out;
  const ways = new Set<string>();
  for (const k in gen.exits) {
    const door = gen.exits[k]!.door;
    if (door) ways.add(door);
  }
  const w = s.map.width;
  const doorAt = s.map.doorAt;
  // An unknown square beside the door that is no door's.
  const unknownBeside = (d: Door, n: number) => n >= 0 && n < known.length && !known[n] && !d.cells.includes(n) && doorAt[n] === undefined;
  for (const d of mapLists(s.map).doors) {
    if (d.openedPhase < 0 || ways.has(d.id) || out.has(d.id)) continue;
    for (const c of d.cells) {
      if (unknownBeside(d, c - w) || unknownBeside(d, c + w) || unknownBeside(d, c - 1) || unknownBeside(d, c + 1)) {
        out.add(d.id);
        break;
      }
    }
  }
  return out;
}

/** Sections whose opening onto the unknown closed for good (the 'decks' generator's dead ends,
 * announced by 'passageClosed'). */
function closedWays(s: GameState): ReadonlySet<string> {
  const list = (s.gen as { deadEnds?: readonly unknown[] } | undefined)?.deadEnds;
  if (!list || list.length === 0) return NO_IDS;
  const out = new Set<string>();
  for (const id of list) if (typeof id === 'string') out.add(id);
  return out;
}

/** A plain-data copy (decisions are JSON-shaped): the seat may keep or change it freely. */
function copyData<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(copyData) as T;
  const out: Record<string, unknown> = {};
  for (const k in v as Record<string, unknown>) out[k] = copyData((v as Record<string, unknown>)[k]);
  return out as T;
}

/** The parts of a map view that change only as the dungeon does (doors, sections, traps, chests,
 * furniture), frozen and shared by the views made while they are unchanged: a view is asked at
 * every decision, and most decisions change none of them. `key` is what they were made from. */
interface MapPart {
  key: unknown[];
  /** The map last found to read `key`, and its revision then (`mapRevision`): while both are the
   * same, so is the key, which is then not read again. */
  map: GameState['map'];
  revision: number | undefined;
  /** The tiles as the seat sees them, and (hero seats) the cells it knows. */
  tiles: string;
  known: Uint8Array | null;
  doors: MapView['doors'];
  sections: MapView['sections'];
  traps: MapView['traps'];
  chests: MapView['chests'];
  furnishings: FurnishingView[];
  /** The doors opened onto rock, the same for every seat (`rockDoors`). */
  rock: ReadonlySet<string>;
  /** Where each part of `key` starts (`KeyPart`), and where it ends. */
  marks: number[];
}

/** The parts of a map key (`mapKey`), each what some of a map part's lists are made of: a list
 * whose parts read the same is kept when another part changes (a door opened leaves the sections,
 * the traps and the chests as they were), and with it everything its readers keep by it (the
 * bots' boards and what they found on them). */
const KeyPart = {
  /** The tiles and the sections (revealed, searched). */
  Sections: 0,
  /** The doors (open, secret, found, opened at all). */
  Doors: 1,
  Traps: 2,
  Chests: 3,
  Furniture: 4,
  /** The passages closed for good (the 'decks' generator's dead ends). */
  DeadEnds: 5,
  /** The generator's doors that lead nowhere and its ways on. */
  WaysOn: 6,
} as const;
type KeyPart = (typeof KeyPart)[keyof typeof KeyPart];

const KEY_PARTS = 7;

/** Whether part `p` of key `a` (marked by `am`) reads as that of key `b` (marked by `bm`). */
function samePart(a: readonly unknown[], am: readonly number[], b: readonly unknown[], bm: readonly number[], p: KeyPart): boolean {
  const from = am[p]!, to = am[p + 1]!, bFrom = bm[p]!;
  if (to - from !== bm[p + 1]! - bFrom) return false;
  for (let i = 0; i < to - from; i++) if (a[from + i] !== b[bFrom + i]) return false;
  return true;
}

/** Whether map key `earlier` reads as `now` in every part the map's grids are made of (all but
 * the generator's: `gridKey` in `board.ts`), both keys of map parts made here. */
function sameGridParts(earlier: readonly unknown[], now: readonly unknown[]): boolean {
  const em = keyMarks.get(earlier);
  const nm = keyMarks.get(now);
  if (!em || !nm) return false;
  for (let p = KeyPart.Sections; p <= KeyPart.Furniture; p++) if (!samePart(earlier, em, now, nm, p as KeyPart)) return false;
  return true;
}

/** The marks of each map key a map part was made with, by the key. */
const keyMarks = new WeakMap<readonly unknown[], readonly number[]>();

const mapParts = new WeakMap<object, { gm?: MapPart; heroes?: MapPart }>();

/** Everything the shared parts, the heroes' tiles and the doors onto rock are made of, written into
 * `out` from its start, with where each part starts written into `marks`; returns how many. It
 * holds all that the map's grids are made of too (`gridKey` in `board.ts`: the chests',
 * furnishings' and traps' squares with them), so that a key found to describe the map vouches for
 * the grids kept at it (`gridsSeenAt`). */
function mapKey(s: GameState, out: unknown[], marks: number[]): number {
  const map = s.map;
  let n = 0;
  marks[KeyPart.Sections] = n;
  out[n++] = map.tiles;
  const { sections, doors } = mapLists(map);
  out[n++] = sections.length;
  for (const sec of sections) out[n++] = (sec.revealed ? 1 : 0) | (sec.treasureSearched ? 2 : 0) | (sec.searchedWalls.length << 2);
  marks[KeyPart.Doors] = n;
  out[n++] = doors.length;
  for (const d of doors) {
    out[n++] = (d.open ? 1 : 0) | (d.secret ? 2 : 0) | (d.found ? 4 : 0) | (d.openedPhase >= 0 ? 8 : 0);
    out[n++] = d.cells[0] ?? -1;
  }
  marks[KeyPart.Traps] = n;
  for (const id in map.traps) {
    const t = map.traps[id]!;
    out[n++] = (t.spotted ? 1 : 0) | (t.chest === null ? 2 : 0) | (t.cell << 2);
  }
  marks[KeyPart.Chests] = n;
  for (const id in map.chests) {
    const c = map.chests[id]!;
    out[n++] = c.open ? 1 : 0;
    out[n++] = c.gold;
    out[n++] = c.items.length;
    out[n++] = c.cell;
  }
  marks[KeyPart.Furniture] = n;
  if (map.furnishings) {
    for (const id in map.furnishings) {
      const cells = map.furnishings[id]!.cells;
      out[n++] = cells.length;
      out[n++] = cells[0];
    }
  }
  const gen = s.gen as { deadEnds?: readonly unknown[]; falseDoors?: readonly string[]; exits?: Record<string, { door: string | null }> } | undefined;
  marks[KeyPart.DeadEnds] = n;
  out[n++] = gen?.deadEnds?.length ?? 0;
  marks[KeyPart.WaysOn] = n;
  out[n++] = gen?.falseDoors?.length ?? 0;
  if (gen?.exits) for (const k in gen.exits) out[n++] = gen.exits[k]!.door;
  marks[KEY_PARTS] = n;
  return n;
}

const keyScratch: unknown[] = [];
const marksScratch: number[] = [];

/** Freezes a shared list whose entries are frozen already. */
function frozenList<T>(list: T[]): T[] {
  return Object.freeze(list) as T[];
}

function mapPart(s: GameState, seat: Seat): MapPart {
  const gm = seat === GM;
  const slot = mapParts.get(s.ctx) ?? {};
  const side = gm ? 'gm' : 'heroes';
  const kept = slot[side];
  // Answers played since the key was last read left the map as it was (its tiles and sections,
  // which the generators replace, are the same ones): the key reads the same.
  const revision = mapRevision(s.map);
  if (kept && revision !== undefined && kept.revision === revision && kept.map === s.map && kept.key[0] === s.map.tiles && kept.key[1] === s.map.sectionOrder.length) {
    gridsSeenAt(s, kept.key);
    return kept;
  }
  const n = mapKey(s, keyScratch, marksScratch);
  if (kept && sameSnapshot(kept.key, keyScratch, n)) {
    kept.map = s.map;
    kept.revision = revision;
    gridsSeenAt(s, kept.key);
    return kept;
  }
  // The other side's key, when it reads the same, is taken as this side's too: one list, which
  // the map's grids can be vouched for by (`gridsSeenAt`) whichever side is asked.
  const other = slot[gm ? 'heroes' : 'gm'];
  const shared = other !== undefined && sameSnapshot(other.key, keyScratch, n);
  const key = shared ? other.key : keyScratch.slice(0, n);
  const marks = shared ? other.marks : marksScratch.slice();
  if (!shared) keyMarks.set(key, marks);
  const same = (p: KeyPart) => kept !== undefined && samePart(kept.key, kept.marks, key, marks, p);
  // The heroes' tiles and the doors onto rock depend on nothing the key leaves out: the doors onto
  // rock, alike for every seat, are the other side's when its key is this one.
  const hero = gm ? null : heroTiles(s);
  const known = hero ? hero.known : null;
  // The heroes' known cells are unchanged: the same list (`heroTiles` keeps it while its tiles,
  // sections revealed and secret doors are), or for the GM, the parts they are made of.
  const knownSame = kept !== undefined && (gm ? same(KeyPart.Sections) && same(KeyPart.Doors) : kept.known === known);
  const rock = shared ? other.rock : knownSame && same(KeyPart.Doors) && same(KeyPart.WaysOn) ? kept!.rock : rockDoors(s, hero);
  const part: MapPart = { key, marks, map: s.map, revision, tiles: hero ? hero.tiles : s.map.tiles, known, rock, ...buildMapPart(s, seat, known, rock, kept, same, knownSame) };
  slot[side] = part;
  mapParts.set(s.ctx, slot);
  gridsSeenAt(s, key, sameGridParts);
  return part;
}

/** The lists of `seat`'s map part, each `kept`'s own where what it is made of is unchanged: `same`
 * tells of the key's parts, `knownSame` of the heroes' known cells. */
function buildMapPart(
  s: GameState, seat: Seat, known: Uint8Array | null, rock: ReadonlySet<string>, kept: MapPart | undefined, same: (p: KeyPart) => boolean, knownSame: boolean,
): Pick<MapPart, 'doors' | 'sections' | 'traps' | 'chests' | 'furnishings'> {
  const gm = seat === GM;
  const map = s.map;
  const cellKnown = (c: number) => gm || known![c] === 1;
  // What a hero seat sees of a list with squares depends on the squares it knows too.
  const seen = gm || knownSame;
  // Plain loops, not chains of copies, over the map's lists rather than its records (hash tables
  // past a dozen entries).
  let doors = kept?.doors;
  if (!doors || !(same(KeyPart.Doors) && seen && rock === kept!.rock)) {
    const made: MapView['doors'] = [];
    for (const d of mapLists(map).doors) {
      if (!gm && ((d.secret && !d.found) || !d.cells.some(cellKnown))) continue;
      made.push(doorView(d, rock.has(d.id)));
    }
    doors = frozenList(made);
  }
  const sections = kept && same(KeyPart.Sections) && same(KeyPart.DeadEnds) ? kept.sections : frozenList(sectionsSeen(s, gm, kept?.sections));
  let traps = kept?.traps;
  if (!traps || !same(KeyPart.Traps)) {
    const made: MapView['traps'] = [];
    for (const id in map.traps) {
      const t = map.traps[id]!;
      if (gm || t.spotted) made.push(trapView(t));
    }
    traps = frozenList(made);
  }
  let chests = kept?.chests;
  if (!chests || !(same(KeyPart.Chests) && seen)) {
    const made: MapView['chests'] = [];
    for (const id in map.chests) {
      const c = map.chests[id]!;
      if (!cellKnown(c.cell) || !(gm || inRevealed(s, c.cell))) continue;
      made.push(chestView(c, gm));
    }
    chests = frozenList(made);
  }
  const furnishings = kept && same(KeyPart.Furniture) && seen ? kept.furnishings : frozenList(furnishingsView(s, seat, cellKnown));
  return { doors, sections, traps, chests, furnishings };
}

/** The sections a seat sees: a hero seat only the revealed ones, whose view is then the same to
 * every seat. `before`: the list made last for this seat, whose views are taken again where they
 * still read the same: the same sections in the same order, but for those added, and most of them
 * unchanged (a wall searched, say). */
function sectionsSeen(s: GameState, gm: boolean, before?: MapView['sections']): MapView['sections'] {
  const closed = closedWays(s);
  const sections: MapView['sections'] = [];
  let j = 0;
  for (const sec of mapLists(s.map).sections) {
    if (!gm && !sec.revealed) continue;
    const shut = closed.has(sec.id);
    const was = before !== undefined && j < before.length ? before[j]! : undefined;
    if (was !== undefined && was.id === sec.id) {
      j++;
      if (readsAs(was, sec, shut)) {
        sections.push(was);
        continue;
      }
    }
    sections.push(sectionView(sec, shut));
  }
  return sections;
}

/** The squares and sections of `seat`'s view of the map (`view(s, seat).map`'s tiles and
 * sections, read the same), without the map's other parts or the models: for a reader of no
 * more, asked as the dungeon is built (the generator's choices, one after each change to the
 * map), which each change would have made the rest of a view again for. */
export function mapSketch(s: GameState, seat: Seat): MapSketch {
  const gm = seat === GM;
  const { width, height } = s.map;
  // The list made last for this side lends its sections' views, and is itself given again while
  // it reads the same.
  const slot = sketchSections.get(s.ctx) ?? {};
  const side = gm ? 'gm' : 'heroes';
  const before = slot[side];
  const made = sectionsSeen(s, gm, before);
  const sections = before && sameSnapshot(before, made, made.length) ? before : frozenList(made);
  slot[side] = sections;
  sketchSections.set(s.ctx, slot);
  return { seat, map: { width, height, tiles: gm ? s.map.tiles : heroTiles(s).tiles, sections } };
}

/** The sections of the sketches made last, per game and side (`mapSketch`). */
const sketchSections = new WeakMap<object, { gm?: MapView['sections']; heroes?: MapView['sections'] }>();

export interface MapSketch {
  seat: Seat;
  map: Pick<MapView, 'width' | 'height' | 'tiles' | 'sections'>;
}

/** Each door's, section's, trap's and chest's view as last made, frozen and reused while it would
 * read the same: a map part is made again whenever anything on the map changes, and most of what
 * it lists has not. Doors, sections and traps read the same to every seat that sees them; a closed
 * chest keeps its contents from the heroes, so chests are kept per side. */
const doorViews = new WeakMap<Door, MapView['doors'][number]>();
const sectionViews = new WeakMap<Section, MapView['sections'][number]>();
const trapViews = new WeakMap<Trap, MapView['traps'][number]>();
const chestViews = { gm: new WeakMap<Chest, MapView['chests'][number]>(), heroes: new WeakMap<Chest, MapView['chests'][number]>() };

/** Whether a view's copy of a list still holds what the state's list does. */
function sameList<T>(copy: readonly T[] | null, list: readonly T[] | null): boolean {
  return copy === null || list === null ? copy === list : sameSnapshot(copy, list, list.length);
}

function doorView(d: Door, rock: boolean): MapView['doors'][number] {
  const kept = doorViews.get(d);
  const unfound = d.secret && !d.found;
  if (kept && kept.open === d.open && kept.secret === d.secret && kept.rock === rock && (kept.unfound === true) === unfound && sameList(kept.cells, d.cells)) return kept;
  const made = Object.freeze({ id: d.id, cells: d.cells.slice(), open: d.open, secret: d.secret, rock, ...(unfound ? { unfound: true } : {}) });
  doorViews.set(d, made);
  return made;
}

/** Whether a section's view still reads as the section does. */
function readsAs(v: MapView['sections'][number], sec: Section, closed: boolean): boolean {
  return v.revealed === sec.revealed && v.treasureSearched === sec.treasureSearched && v.closed === closed && v.type === sec.type && v.kind === sec.kind &&
    v.x === sec.x && v.y === sec.y && v.w === sec.w && v.h === sec.h && sameList(v.searchedWalls, sec.searchedWalls);
}

function sectionView(sec: Section, closed: boolean): MapView['sections'][number] {
  const kept = sectionViews.get(sec);
  if (kept && readsAs(kept, sec, closed)) return kept;
  const made = Object.freeze({
    id: sec.id, kind: sec.kind, type: sec.type, x: sec.x, y: sec.y, w: sec.w, h: sec.h, revealed: sec.revealed,
    treasureSearched: sec.treasureSearched, searchedWalls: sec.searchedWalls.slice(), closed,
  });
  sectionViews.set(sec, made);
  return made;
}

function trapView(t: Trap): MapView['traps'][number] {
  const kept = trapViews.get(t);
  if (kept && kept.trap === t.trap && kept.cell === t.cell && kept.spotted === t.spotted && kept.chest === t.chest) return kept;
  const made = Object.freeze({ id: t.id, trap: t.trap, cell: t.cell, spotted: t.spotted, chest: t.chest });
  trapViews.set(t, made);
  return made;
}

function chestView(c: Chest, gm: boolean): MapView['chests'][number] {
  const views = gm ? chestViews.gm : chestViews.heroes;
  const shown = gm || c.open;
  const kept = views.get(c);
  if (kept && kept.cell === c.cell && kept.open === c.open && kept.gold === (shown ? c.gold : null) && sameList(kept.items, shown ? c.items : null)) return kept;
  const made = Object.freeze({ id: c.id, cell: c.cell, open: c.open, gold: shown ? c.gold : null, items: shown ? c.items.slice() : null });
  views.set(c, made);
  return made;
}

/** What `seat` may know of the game now. The map's doors, sections, traps, chests and furniture are
 * frozen, shared with other views while the dungeon does not change them; the rest is the seat's
 * own to keep or change. */
/** `opts.shared`: the models' lists and records (profile, weapons, items, spells, ammunition,
 * components), the players and the pending decision are the game's own, not copies, for a reader that only reads them and reads them at
 * once (the bots, at every decision); by default the whole view is the seat's to keep or change,
 * the map's shared parts aside. `opts.slain` false leaves out the monsters slain (which only the
 * GM sees), for a reader with no use for them (the bots): late in an expedition they are most of
 * the models. */
export function view(s: GameState, seat: Seat, opts: { shared?: boolean; slain?: boolean } = {}, sameSide?: View): View {
  const shared = opts.shared === true;
  const slain = opts.slain !== false;
  const gm = seat === GM;
  const map = s.map;
  // `sameSide` (from `views`): another seat's view of this state, on the same side of the GM's
  // screen and made with the same options, whose map, models and combat this seat sees alike.
  const like = sameSide !== undefined && (sameSide.seat === GM) === gm ? sameSide : undefined;
  let mapView = like?.map;
  let models = like?.models as ModelView[] | undefined;
  if (!mapView || !models) {
    // The GM sees every tile as it is; the heroes what has been revealed, secret doors as wall.
    const { tiles, known, doors, sections, traps, chests, furnishings } = mapPart(s, seat);
    const cellKnown = (c: number) => gm || known![c] === 1;
    models = [];
    for (const m of modelsInOrder(s)) {
      if (!slain && m.status.dead && m.side !== 'heroes') continue;
      // Monsters standing in an unexplored section are the GM's secret until it is revealed (DEC-17).
      if (gm || m.side === 'heroes' || (onBoard(m) && inRevealed(s, m.y * map.width + m.x))) models.push(modelView(s, m, gm, shared));
    }
    mapView = { width: map.width, height: map.height, tiles, doors, sections, traps, chests, furnishings, corpses: corpsesView(s, seat, cellKnown) };
  }
  const d = s.pending;
  const named = namedElsewhere(s, seat, models, d !== null && d.seat === seat ? d : null);
  return {
    seat,
    ruleset: s.ctx.header.ruleset,
    turn: s.turn,
    turnKind: s.turnKind,
    phase: s.phase,
    leader: s.leader,
    players: shared ? s.players : [...s.players],
    map: mapView,
    models,
    named,
    combat: like ? like.combat : s.combat ? { round: s.combat.round, firstSide: s.combat.firstSide, routine: s.combat.routine, pursuing: s.combat.pursuing, monsters: s.combat.monsters.filter((id) => gm || onBoard(s.models[id]!)) } : null,
    pending: d ? (d.seat === seat ? (shared ? d : copyData(d)) : { kind: d.kind, seat: d.seat }) : null,
    gmCounters: gm ? s.gmCounters : null,
    ...(gm ? handOf(s) : {}),
    ...(s.heroic ? { heroicHands: heroicHands(s, seat) } : {}),
    result: s.result,
  };
}

/** Each hero's Heroic hand (GLD-H01) as `seat` may know it. Each player holds their own cards, as
 * at the table: the seat that controls a hero reads its cards; the other players and the GM see
 * only how many it holds (docs/rules/choices.md). */
function heroicHands(s: GameState, seat: Seat): Record<string, HeroicHandView> {
  const hands = s.heroic!.hands;
  const defs = s.ctx.content.heroicCards;
  const out: Record<string, HeroicHandView> = {};
  for (const id of s.order) {
    const m = s.models[id]!;
    if (m.kind !== 'hero') continue;
    const hand = Object.hasOwn(hands, id) ? hands[id]! : [];
    const own = m.seat === seat;
    const aim = own && m.facing ? aimOf(s, m) : null;
    out[id] = {
      count: hand.length,
      cards: own ? hand.map((card) => ({ card, effect: structuredClone(defs[card]!.effect) })) : null,
      ...(aim ? { aim } : {}),
    };
  }
  return out;
}

/** The views of `seats`, each what `view(s, seat)` gives, made at once: the seats on one side of
 * the GM's screen (the heroes' players) see the map, the models and the fight alike, so these are
 * made once and the same objects in each of those seats' views; what is a seat's own (its
 * decision, the models it names) is made for each. For readers that only read the views (the
 * server's room, which then compares them with what it sent once too). */
export function views(s: GameState, seats: readonly Seat[]): View[] {
  let heroes: View | undefined;
  return seats.map((seat) => {
    const v = view(s, seat, {}, seat === GM ? undefined : heroes);
    if (seat !== GM) heroes ??= v;
    return v;
  });
}

/** The GM's hand of Room cards where the dungeon is laid from one (the decks generator's state,
 * read as data: no generator is imported here). */
function handOf(s: GameState): { gmHand?: HandCard[] } {
  const g = s.gen as { mode?: string; hand?: readonly string[]; decks?: { rooms?: string } } | undefined;
  if (g?.mode !== 'hand' || !Array.isArray(g.hand)) return {};
  const deck = g.decks?.rooms ? s.ctx.content.decks?.[g.decks.rooms] : undefined;
  const cards = deck?.kind === 'rooms' ? deck.cards : [];
  return {
    gmHand: g.hand.map((id) => {
      const c = cards.find((x) => x.id === id);
      return { card: id, name: c?.name ?? id, kind: c?.kind ?? 'room', size: c ? [c.size[0], c.size[1]] : [0, 0] };
    }),
  };
}

function inRevealed(s: GameState, cell: number): boolean {
  const sec = sectionAt(s.map, cell % s.map.width, Math.floor(cell / s.map.width));
  return sec === null || sec.revealed;
}

/** `View.named`: the models a seat's decision names, and the slain it saw fall, that its view's
 * models leave out. */
function namedElsewhere(s: GameState, seat: Seat, models: readonly ModelView[], d: Decision | null): Record<string, ModelRef> {
  const shown = new Set(models.map((m) => m.id));
  const ids: string[] = [];
  if (d) {
    const r = d as unknown as Record<string, unknown>;
    for (const k of ['monsters', 'options', 'heroes']) if (Array.isArray(r[k])) for (const x of r[k] as unknown[]) if (typeof x === 'string') ids.push(x);
    for (const k of ['model', 'attacker', 'shooter', 'target', 'current']) if (typeof r[k] === 'string') ids.push(r[k] as string);
  }
  if (seat !== GM) {
    for (const id of s.order) {
      const m = s.models[id]!;
      if (m.status.dead && m.x >= 0 && inRevealed(s, m.y * s.map.width + m.x)) ids.push(id);
    }
  }
  return modelRefs(s, seat, ids.filter((id) => !shown.has(id)));
}

/** What the names of the models `ids` are made of, as `seat` sees them (a disguise while the
 * identity is hidden from it, AHQ-C51): for telling the events a seat was shown (`viewEvents`)
 * that name models its view no longer holds, a monster slain above all. Ids of no model are left out. */
export function modelRefs(s: GameState, seat: Seat, ids: Iterable<string>): Record<string, ModelRef> {
  const out: Record<string, ModelRef> = {};
  for (const id of ids) {
    const m = Object.hasOwn(s.models, id) ? s.models[id]! : undefined;
    if (!m) continue;
    const hidden = seat !== GM && m.disguise !== null;
    const def = hidden ? s.ctx.content.monsters[m.disguise!] : undefined;
    out[id] = { type: hidden ? m.disguise! : m.type, name: hidden ? def?.name ?? m.disguise! : m.name, kind: m.kind, number: m.number };
  }
  return out;
}

/** The ids of the models a list of events names. */
export function modelsNamed(events: readonly GameEvent[]): Set<string> {
  const out = new Set<string>();
  const add = (v: unknown) => {
    if (typeof v === 'string') out.add(v);
  };
  for (const e of events) {
    const r = e as unknown as Record<string, unknown>;
    for (const k of ['model', 'by', 'attacker', 'target', 'shooter', 'victim', 'caster', 'hero', 'owner', 'pusher', 'to']) add(r[k]);
    for (const k of ['models', 'monsters']) if (Array.isArray(r[k])) for (const id of r[k] as unknown[]) add(id);
    if (e.type === 'loot') for (const id of Object.keys(e.shares)) out.add(id);
  }
  return out;
}

/** `shared`: the lists and records are the state's own (and the content's), not copies. */
function modelView(s: GameState, m: Model, gm: boolean, shared = false): ModelView {
  const hidden = !gm && m.disguise !== null;
  const def = hidden ? s.ctx.content.monsters[m.disguise!] : undefined;
  const own = gm || m.side === 'heroes';
  return {
    id: m.id,
    type: hidden ? m.disguise! : m.type,
    name: hidden ? def?.name ?? m.disguise! : m.name,
    number: m.number,
    kind: m.kind,
    side: m.side,
    seat: m.seat,
    x: m.x,
    y: m.y,
    wounds: hidden ? null : m.wounds,
    maxWounds: hidden ? def?.profile.wounds ?? 0 : m.profile.wounds,
    fate: own ? m.fate : null,
    profile: shared ? (hidden && def ? def.profile : m.profile) : hidden && def ? { ...def.profile } : { ...m.profile },
    weapons: shared ? ((hidden && def ? def.weapons : m.weapons) as string[]) : hidden && def ? [...def.weapons] : [...m.weapons],
    armour: hidden ? def?.armour ?? null : m.armour,
    shield: hidden ? def?.shield ?? null : m.shield,
    // A hidden identity shows what its disguise would (AHQ-C51, DEC-17).
    ammo: shared ? ((hidden ? def?.ammo ?? {} : m.ammo) as Record<string, number>) : hidden ? { ...(def?.ammo ?? {}) } : { ...m.ammo },
    items: own ? (shared ? m.items : [...m.items]) : [],
    gold: own ? m.gold : null,
    spells: shared ? ((hidden ? def?.spells ?? [] : m.spells) as string[]) : hidden ? [...(def?.spells ?? [])] : [...m.spells],
    components: own || (!hidden && m.role !== 'sorcerer') ? (shared ? m.components : { ...m.components }) : hidden ? (shared ? (def?.components ?? {}) as Record<string, number> : { ...(def?.components ?? {}) }) : null,
    ko: m.status.ko,
    left: m.status.left,
    dead: m.status.dead,
    away: m.status.away,
    act: own ? { moved: m.act.moved, attacked: m.act.attacked, acted: m.act.acted, ran: m.act.ran, runSquares: m.act.runSquares, done: m.act.done } : null,
    focus: m.focus,
    role: hidden ? null : m.role,
    hidden,
    ...(m.facing ? { facing: m.facing, zone: hasBlockingZone(s, hidden && def ? { ...m, weapons: def.weapons } : m) } : {}),
    ...(gm && m.disguise !== null ? { disguise: m.disguise } : {}),
  };
}

/** A Heroic card dealt (GLD-H01), as `seat` sees it: which card, for the seat of the hero who
 * takes it alone; every other seat (the GM's too) sees only that a card was given (DEC-17). */
function heroicDealtSeen(s: GameState, e: Extract<GameEvent, { type: 'heroicDealt' }>, seat: Seat): GameEvent {
  return s.models[e.hero]?.seat === seat ? { ...e } : { ...e, card: null };
}

/** The events as `seat` may see them: a hidden identity's numbers are left out (null), and the
 * GM's surprise die, total and Sentry bonus stay behind the screen (DEC-17), as do its Dungeon
 * Counters: the GM phase's counter die, the counters taken and held, and a trap one lays; a band
 * one brings is seen as it comes (AHQ-E28, DEC-30). A Heroic card dealt is named to its holder's
 * seat alone (GLD-H01): the one event a hero seat sees otherwise than another hero seat, which
 * `viewsEvents` tells apart. */
export function viewEvents(s: GameState, events: readonly GameEvent[], seat: Seat): GameEvent[] {
  if (seat === GM) {
    // The Heroic cards are the heroes' own: a dealt card, and the die that drew it, which with the
    // deck every player knows would name it, stay out of the GM's view too (GLD-H01).
    const out: GameEvent[] = [];
    for (const e of events) {
      if (e.type === 'dice' && e.purpose === 'heroic-draw') continue;
      out.push(e.type === 'heroicDealt' ? heroicDealtSeen(s, e, seat) : structuredClone(e));
    }
    return out;
  }
  const disguised = (id: string) => s.models[id]?.disguise != null;
  const out: GameEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'dice':
        // The GM's surprise die and the dungeon generator's dice are rolled behind the screen.
        if ((e.purpose === 'surprise' || e.purpose === 'dungeon' || e.purpose === 'gm-phase') && e.by === null) continue;
        // A Heroic card's draw: the die would name the card (GLD-H01).
        if (e.purpose === 'heroic-draw') continue;
        out.push(structuredClone(e));
        break;
      case 'gmCounter':
      case 'trapLaid':
        break;
      case 'gmReason':
        // Only where the facts behind it were in the heroes' view (crawl/reasons.ts, DEC-17).
        if (e.heroes) out.push(structuredClone(e));
        break;
      case 'counterSpent':
        if (e.effect !== 'trap') out.push({ ...e, name: { ...e.name }, at: { ...e.at }, held: null });
        break;
      case 'surprise':
        // The GM's total would tell its bonus, and the bonus a Sentry (AHQ-C04, C51).
        out.push({ ...e, gm: null, gmBonus: null });
        break;
      case 'attack':
        out.push(disguised(e.target) || disguised(e.attacker) ? { ...e, need: null } : { ...e });
        break;
      case 'damage':
        out.push(disguised(e.target) ? { ...e, faces: [...e.faces], toughness: null } : structuredClone(e));
        break;
      case 'wounded':
        out.push(disguised(e.model) ? { ...e, remaining: null } : { ...e });
        break;
      case 'heroicDealt':
        out.push(heroicDealtSeen(s, e, seat));
        break;
      default:
        out.push(structuredClone(e));
    }
  }
  return out;
}

/** The events as each of `seats` may see them, each what `viewEvents` gives: the heroes' seats
 * see them alike, so theirs are made once, one list for all of them (the events are copied for
 * each seat no more), for readers that only read them (the server's room). A step that deals a
 * Heroic card is told to each hero seat apart, as only its holder's seat reads the card. */
export function viewsEvents(s: GameState, events: readonly GameEvent[], seats: readonly Seat[]): GameEvent[][] {
  if (events.some((e) => e.type === 'heroicDealt')) return seats.map((seat) => viewEvents(s, events, seat));
  let heroes: GameEvent[] | undefined;
  return seats.map((seat) => (seat === GM ? viewEvents(s, events, seat) : (heroes ??= viewEvents(s, events, seat))));
}
