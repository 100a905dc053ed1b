// A hero bot's exploration turn: open chests, search rooms for treasure, open doors and walk into
// openings onto the unknown (the nearest first, the party together); with nothing left in sight,
// search the walls of rooms and dead ends that may hide a secret door (AHQ-E11); with nothing left
// to search, make for the stairs out (AHQ-E27). A door that opened onto rock shows an open door with
// the unknown beyond: no way on. A spotted trap on the only way on is disarmed (AHQ-E16).
import { legalAnswers, moveSquares, type Answer, type Decision, type ModelView } from '@delve/engine';
import { distances, moveTo, reached, searchBuffer, type Pt } from '../board.ts';
import type { Situation } from '../situation.ts';
import { disarmFirstOnTheWay, onTheFloor, openOverTraps } from './traps.ts';

type Act = Extract<Decision, { kind: 'act' }>;
/** What an exploration turn is made of, listed in three parts as they are needed: what is done
 * where the hero stands, asked first (healing only when a friend is down); the moves, only when it
 * is to walk somewhere (having moved, it moves no more this turn); the rest, only when it gets
 * that far. */
const HERE: Answer['kind'][] = ['door', 'chest', 'disarm', 'searchTreasure'];
const HERE_AFTER_MOVE: Answer['kind'][] = ['door', 'chest', 'disarm'];
const HEAL: Answer['kind'][] = ['potion', 'cast'];
const REST: Answer['kind'][] = ['searchSecret', 'leave'];
const REST_AFTER_MOVE: Answer['kind'][] = ['leave'];
/** Everything a hero that has moved could still do this turn, with a friend down or not: with
 * none of it legal, it ends. */
export const AFTER_MOVE_KINDS: Answer['kind'][] = [...HERE_AFTER_MOVE, ...REST_AFTER_MOVE];
export const AFTER_MOVE_KINDS_DOWN: Answer['kind'][] = [...AFTER_MOVE_KINDS, ...HEAL];
/** A knocked-out friend in the way is dragged aside (AHQ-C44) instead of a move. */
const DRAG: Answer['kind'][] = ['drag'];
type SectionView = Situation['v']['map']['sections'][number];

/** Closed doors and openings with the unknown beyond them, and unopened chests: the cells beside
 * them are where to go. */
function frontier(x: Situation): { goals: number[]; doors: Set<string>; doorways: Set<number> } {
  // It depends on the squares alone: the same for every decision until a door, chest or section changes.
  const known = x.b.static.derived.get('frontier') as ReturnType<typeof frontier> | undefined;
  if (known) return known;
  const made = findFrontier(x);
  x.b.static.derived.set('frontier', made);
  return made;
}

/** Marks by square for `findFrontier`, shared by every scan (none runs inside another). */
let frontierMarks = new Uint8Array(0);

function findFrontier(x: Situation): { goals: number[]; doors: Set<string>; doorways: Set<number> } {
  const n = x.v.map.tiles.length;
  if (frontierMarks.length < n) frontierMarks = new Uint8Array(n);
  // Cleared before each scan: one that failed halfway leaves nothing behind.
  return scanFrontier(x, frontierMarks.fill(0, 0, n));
}

/** `findFrontier` with its marks in `marks` (all 0): a door's squares (1, or ROCK), and the
 * sections whose way on closed for good (CLOSED). */
function scanFrontier(x: Situation, marks: Uint8Array): { goals: number[]; doors: Set<string>; doorways: Set<number> } {
  const { b, v } = x;
  const w = b.width;
  const floor = b.floor;
  const tiles = v.map.tiles;
  const n = tiles.length;
  const goals: number[] = [];
  const doors = new Set<string>();
  // Marks by square, not sets: the scan below asks of every square of the map. The view's lists
  // are frozen: read with plain loops (ARCHITECTURE.md), and the scan calls no closure.
  // A door opened onto rock leads nowhere, open or shut again.
  const ROCK = 2, DOOR = 3, CLOSED = 4;
  const mapDoors = v.map.doors;
  for (let i = 0; i < mapDoors.length; i++) {
    const d = mapDoors[i]!;
    for (let j = 0; j < d.cells.length; j++) marks[d.cells[j]!] = d.rock ? ROCK : 1;
  }
  for (let i = 0; i < mapDoors.length; i++) {
    const d = mapDoors[i]!;
    if (d.open || d.rock) continue;
    let beyond = false;
    for (let j = 0; j < d.cells.length; j++) {
      const c = d.cells[j]!;
      beyond ||= besideUnknown(tiles, c, w);
    }
    if (!beyond) continue;
    doors.add(d.id);
    for (let j = 0; j < d.cells.length; j++) {
      const c = d.cells[j]!;
      if (floor[c - 1]) goals.push(c - 1);
      if (floor[c + 1]) goals.push(c + 1);
      if (floor[c - w]) goals.push(c - w);
      if (floor[c + w]) goals.push(c + w);
    }
  }
  // Openings: a floor square next to the unknown is a junction or passage not yet reached. An
  // open door with the unknown beyond opened onto rock (doors are generated beyond as they open).
  const doorways = new Set<number>();
  // Openings of sections whose way on closed for good lead nowhere.
  const sections = v.map.sections;
  for (let k = 0; k < sections.length; k++) {
    const sec = sections[k]!;
    if (!sec.closed) continue;
    for (let y = sec.y; y < sec.y + sec.h; y++) for (let i = sec.x; i < sec.x + sec.w; i++) marks[y * w + i] = marks[y * w + i]! | CLOSED;
  }
  const leadsOn = x.t.doorwayLeadsOn;
  // Most of a map is not floor: its squares are skipped four at a time, by the floor's bytes read
  // as whole words (a word of zeros has no floor in it).
  const words = floor.byteOffset % 4 === 0 ? new Uint32Array(floor.buffer, floor.byteOffset, Math.min(n, floor.length) >>> 2) : null;
  for (let c = 0; c < n; c++) {
    if (words !== null && (c & 3) === 0 && c >>> 2 < words.length && words[c >>> 2] === 0) {
      c += 3;
      continue;
    }
    if (floor[c] !== 1 || !besideUnknown(tiles, c, w)) continue;
    const mark = marks[c]!;
    if ((mark & CLOSED) !== 0) continue;
    // Under `guilds` the doorway is the way in: what lies beyond is drawn as a hero passes (GLD-X05).
    if ((mark & DOOR) === 0) goals.push(c);
    else if (leadsOn && (mark & DOOR) !== ROCK) {
      goals.push(c);
      doorways.add(c);
    }
  }
  const chests = v.map.chests;
  for (let i = 0; i < chests.length; i++) {
    const c = chests[i]!;
    if (c.open) continue;
    if (floor[c.cell - 1]) goals.push(c.cell - 1);
    if (floor[c.cell + 1]) goals.push(c.cell + 1);
    if (floor[c.cell - w]) goals.push(c.cell - w);
    if (floor[c.cell + w]) goals.push(c.cell + w);
  }
  return { goals, doors, doorways };
}

/** Whether a square of `tiles` (a map `w` wide) has the unknown ('?') on one of its four sides,
 * reading the string in a row as it runs on (off its ends there is nothing). */
function besideUnknown(tiles: string, c: number, w: number): boolean {
  const n = tiles.length;
  return (c >= 1 && c - 1 < n && tiles.charCodeAt(c - 1) === 63) || (c + 1 >= 0 && c + 1 < n && tiles.charCodeAt(c + 1) === 63) ||
    (c >= w && c - w < n && tiles.charCodeAt(c - w) === 63) || (c + w >= 0 && c + w < n && tiles.charCodeAt(c + w) === 63);
}

/** Walls of a section that border something other than solid wall (a door or floor). */
function openWalls(x: Situation, sec: SectionView): number {
  const w = x.b.width;
  const { passable } = x.b.static;
  const tiles = x.v.map.tiles;
  const { x: sx, y: sy, w: sw, h: sh } = sec;
  return (openRow(passable, tiles, w, sx, sx + sw, sy - 1) ? 1 : 0) + (openRow(passable, tiles, w, sx, sx + sw, sy + sh) ? 1 : 0) +
    (openCol(passable, tiles, w, sy, sy + sh, sx - 1) ? 1 : 0) + (openCol(passable, tiles, w, sy, sy + sh, sx + sw) ? 1 : 0);
}

/** A square a way may lead through: floor, a door or the unknown ('?'). Off the board is nothing
 * open (and reading a character there would be slow). */
function openAt(passable: Uint8Array, tiles: string, c: number): boolean {
  return c >= 0 && c < tiles.length && (passable[c] === 1 || tiles.charCodeAt(c) === 63);
}

/** Whether row `y` has an open square from column `from` up to `to` (not included). */
function openRow(passable: Uint8Array, tiles: string, w: number, from: number, to: number, y: number): boolean {
  for (let i = from; i < to; i++) if (openAt(passable, tiles, y * w + i)) return true;
  return false;
}

/** Whether column `cx` has an open square from row `from` up to `to` (not included). */
function openCol(passable: Uint8Array, tiles: string, w: number, from: number, to: number, cx: number): boolean {
  for (let j = from; j < to; j++) if (openAt(passable, tiles, j * w + cx)) return true;
  return false;
}

/** Squares from which a wall not yet searched may be searched, in sections that may hide a secret
 * door: rooms and dead ends, ones with a single way in. The same while the squares and the walls
 * searched are: kept until either changes. */
function searchGoals(x: Situation): readonly number[] {
  // The view's sections are one shared list while no wall is searched nor section revealed.
  const sections = x.v.map.sections;
  const known = x.b.static.derived.get('searchGoals') as { sections: object; goals: number[] } | undefined;
  if (known && known.sections === sections) return known.goals;
  const goals = findSearchGoals(x);
  x.b.static.derived.set('searchGoals', { sections, goals });
  return goals;
}

function findSearchGoals(x: Situation): number[] {
  const out: number[] = [];
  const w = x.b.width;
  const floor = x.b.floor;
  const beside = x.t.searchBesideWall;
  // Loops, not a function per square nor per wall (the sections' lists are frozen: ARCHITECTURE.md).
  const sections = x.v.map.sections;
  for (let k = 0; k < sections.length; k++) {
    const sec = sections[k]!;
    const searched = sec.searchedWalls;
    if (!sec.revealed || searched.length >= 4 || sec.id === 'stairs') continue;
    if (openWalls(x, sec) > 1) continue;
    // The walls not searched yet.
    let north = true, east = true, south = true, west = true;
    for (let j = 0; j < searched.length; j++) {
      const wl = searched[j];
      if (wl === 'north') north = false;
      else if (wl === 'east') east = false;
      else if (wl === 'south') south = false;
      else if (wl === 'west') west = false;
    }
    if (!north && !east && !south && !west) continue;
    for (let y = sec.y; y < sec.y + sec.h; y++) {
      for (let i = sec.x; i < sec.x + sec.w; i++) {
        if (!floor[y * w + i]) continue;
        // Anywhere inside, or beside a wall not searched yet where the ruleset says so (GLD-X09).
        if (!beside || (north && y === sec.y) || (east && i === sec.x + sec.w - 1) || (south && y === sec.y + sec.h - 1) || (west && i === sec.x)) out.push(y * w + i);
      }
    }
  }
  return out;
}

function stairs(x: Situation): readonly number[] {
  const known = x.b.static.derived.get('stairs') as number[] | undefined;
  if (known) return known;
  const out: number[] = [];
  const t = x.v.map.tiles;
  for (let i = t.indexOf('<'); i >= 0; i = t.indexOf('<', i + 1)) out.push(i);
  x.b.static.derived.set('stairs', out);
  return out;
}

/** Whether the quest room has been taken: revealed, no fight under way, no foe left standing in it
 * and every chest in it opened. */
export function questTaken(x: Situation): boolean {
  if (x.v.combat) return false;
  const room = questRoom(x.v.map.sections);
  if (!room) return false;
  const inside = (c: number) => {
    const i = c % x.b.width;
    const y = (c - i) / x.b.width;
    return i >= room.x && i < room.x + room.w && y >= room.y && y < room.y + room.h;
  };
  if (x.foes.some((f) => !f.ko && inside(f.y * x.b.width + f.x))) return false;
  const chests = x.v.map.chests;
  for (let k = 0; k < chests.length; k++) if (!chests[k]!.open && inside(chests[k]!.cell)) return false;
  return true;
}

/** The quest room among the sections the view shows, kept with the list it was found in (the
 * list is frozen, and the engine shares it between views while no section changes): the last
 * list asked about, as the hero seats ask about one list until a section changes. */
function questRoom(sections: readonly SectionView[]): SectionView | undefined {
  if (questRoomOf.sections === sections) return questRoomOf.room;
  // A loop, not `find`: the view's list is frozen (ARCHITECTURE.md).
  let room: SectionView | undefined;
  for (let k = 0; k < sections.length; k++) {
    if (sections[k]!.type !== 'quest') continue;
    room = sections[k];
    break;
  }
  questRoomOf = { sections, room };
  return room;
}

let questRoomOf: { sections: readonly SectionView[] | null; room: SectionView | undefined } = { sections: null, room: undefined };

/** Whether half the party or more has been slain: the rest go home with what they carry. */
export function partyBroken(x: Situation): boolean {
  let party = 0;
  let dead = 0;
  for (const m of x.v.models) {
    if (m.side !== 'heroes') continue;
    party++;
    if (m.dead) dead++;
  }
  return dead * 2 >= party && dead > 0;
}

/** Every friend still standing is within a few steps of the stairs. */
function atStairs(x: Situation, out: readonly number[]): boolean {
  const near = distances(x.b, out);
  return x.friends.every((f) => f.ko || near[f.y * x.b.width + f.x]! <= 4);
}

/** Whether a friend still standing away from the stairs could walk to them but for the models in
 * the way: the party waiting at the stairs itself shuts him out, and the one on them goes up to
 * let the others through. */
function boxedOut(x: Situation, out: readonly number[]): boolean {
  const w = x.b.width;
  const open = distances(x.b, out, { throughDoors: true });
  let walk: Int16Array | undefined;
  for (const f of x.friends) {
    const c = f.y * w + f.x;
    if (f.ko || !reached(open[c]!) || open[c]! <= 4) continue;
    walk ??= distances(x.b, out, { throughDoors: true, around: x.b.on });
    if (![c - 1, c + 1, c - w, c + w].some((n) => n >= 0 && n < walk!.length && reached(walk![n]!))) return true;
  }
  return false;
}

/** Whether some goal could be walked to from `here` once the friends in the way stepped aside. */
function waysLeft(x: Situation, here: number, tiers: (readonly number[])[]): boolean {
  for (const targets of tiers) {
    if (targets.length === 0) continue;
    const dist = distances(x.b, targets, { around: x.foes, enterable: here, until: here });
    if (reached(dist[here]!)) return true;
  }
  return false;
}

function sectionOf(x: Situation, p: Pt): SectionView | undefined {
  // A loop, not `find`: the view's list is frozen (ARCHITECTURE.md).
  const sections = x.v.map.sections;
  for (let k = 0; k < sections.length; k++) {
    const s = sections[k]!;
    if (p.x >= s.x && p.x < s.x + s.w && p.y >= s.y && p.y < s.y + s.h) return s;
  }
  return undefined;
}

/** A hero standing at a third of his wounds or less. */
function badlyHurt(f: ModelView): boolean {
  return f.kind === 'hero' && !f.ko && (f.wounds ?? f.maxWounds) <= Math.max(1, f.maxWounds / 3);
}

/** The distances to a tier's goals, searched again at every tier and every exploring move. */
let tierDistances: Int16Array | undefined;

export function heroExploreAct(x: Situation, d: Act): Answer {
  const id = d.current ?? [...d.models].sort()[0]!;
  const m = x.b.byId.get(id)!;
  const moved = !!m.act?.moved;
  const down = x.friends.some((f) => f.ko);
  // A friend at a third of his wounds or less would walk into the next fight a blow from death.
  const hurt = x.friends.some(badlyHurt);
  const list = (kinds: Answer['kind'][]) => legalAnswers(x.s, x.seat, { model: id, kinds });
  const legal = list(down || hurt ? [...(moved ? HERE_AFTER_MOVE : HERE), ...HEAL] : moved ? HERE_AFTER_MOVE : HERE);
  // The squares it may move to, asked when it is to walk somewhere.
  let movesListed: number[] | undefined;
  const movesNow = (): number[] => (movesListed ??= moved ? [] : moveSquares(x.s, x.seat, id));
  let restListed: Answer[] | undefined;
  const rest = (): Answer[] => (restListed ??= list(moved ? REST_AFTER_MOVE : down ? [...REST, ...DRAG] : REST));
  const first = (k: Answer['kind'], ok: (a: Answer) => boolean = () => true) =>
    (REST.includes(k) ? rest() : legal).find((a) => a.kind === k && ok(a)) ?? null;

  // Chests: a spotted trap first, then the lid (AHQ-E16).
  const disarm = first('disarm', (a) => a.kind === 'disarm' && x.v.map.traps.some((t) => t.id === a.trap && t.chest !== null));
  if (disarm) return disarm;
  const chest = first('chest', (a) => a.kind === 'chest' && x.v.map.chests.some((c) => c.id === a.chest && !c.open));
  if (chest) return chest;
  // A friend knocked out (by a trap, say): a potion or a healing spell (AHQ-C44).
  const heal = legal.find((a) => (a.kind === 'potion' || (a.kind === 'cast' && x.c.spells[a.spell]?.effect.kind === 'heal')) && x.b.byId.get(a.target)?.ko);
  if (heal) return heal;
  // Then a potion for the friend most hurt, before anyone walks on into the unknown; healing
  // spells, whose components are few, are kept for friends knocked out.
  if (hurt) {
    let patch: Answer | null = null;
    let least = Infinity;
    for (const a of legal) {
      if (a.kind !== 'potion') continue;
      const t = x.b.byId.get(a.target);
      if (!t || !badlyHurt(t)) continue;
      const left = (t.wounds ?? t.maxWounds) / Math.max(1, t.maxWounds);
      if (left < least) {
        least = left;
        patch = a;
      }
    }
    if (patch) return patch;
  }
  const searchTreasure = first('searchTreasure');
  if (searchTreasure) return searchTreasure;

  const { goals: all, doors, doorways } = frontier(x);
  // Standing in an open doorway with the unknown still beyond: it led nowhere (GLD-X05 draws as a
  // hero passes), so it is no way on for this hero.
  const goals = doorways.has(m.y * x.b.width + m.x) ? all.filter((c) => c !== m.y * x.b.width + m.x) : all;
  // Homeward bound only by a way out it knows: with the stairs not found yet (a prepared dungeon
  // whose stairs lie behind a secret door), it goes on exploring to find them.
  const homeward = (questTaken(x) || partyBroken(x)) && stairs(x).length > 0;
  const door = homeward ? null : first('door', (a) => a.kind === 'door' && doors.has(a.door));
  if (door) return door;

  const here = m.y * x.b.width + m.x;
  // Where to go, in turn: the frontier; walls that may hide a secret door (AHQ-E11); the stairs out
  // (AHQ-E27). A tier nobody can reach from here gives way to the next.
  // With the quest room taken the quest is done: the party makes for the stairs out with what it
  // carries, as players do, instead of walking every passage left.
  const FRONTIER = 0, SEARCH = 1, STAIRS = 2;
  const tiers: (() => readonly number[])[] = [() => goals, () => searchGoals(x), () => stairs(x)];
  const firstTier = homeward ? STAIRS : FRONTIER;
  // Having moved (or hemmed in), with no door beside it to open, it goes nowhere this turn: no search needed.
  const doorBeside = legal.some((a) => a.kind === 'door');
  // The tiers looked at, kept as they are (joined only if a fallen friend must be dragged aside).
  const wanted: (readonly number[])[] = [];
  for (let tier = firstTier; tier < tiers.length; tier++) {
    const targets = tiers[tier]!();
    wanted.push(targets);
    if (targets.length === 0) continue;
    if (targets.includes(here)) {
      if (tier === SEARCH) {
        const sec = sectionOf(x, m);
        const search = first('searchSecret', (a) => a.kind === 'searchSecret' && !!sec && !sec.searchedWalls.includes(a.wall));
        if (search) return search;
        continue;
      }
      // Up the stairs once every friend still standing is at them: nobody is left behind. Homeward
      // bound, each goes up as it gets there: the friends follow, and one waiting on the stairs
      // could stand in their way. On the first turns the whole party stands at the stairs with
      // the way on in front of it: it does not turn back while friends only stand in that way.
      const starting = x.v.turn <= 2 && waysLeft(x, here, [goals.filter((c) => !doorways.has(c)), searchGoals(x)]);
      if (tier === STAIRS && (homeward || atStairs(x, targets) || boxedOut(x, targets)) && !starting) {
        const leave = first('leave');
        if (leave) return leave;
      }
      return { kind: 'end', model: id };
    }
    // Having moved, with no door beside it, it has nowhere to go: no search.
    if (moved && !doorBeside) continue;
    // Friends and monsters in the way count: a goal only they can reach gives way to the next tier.
    // A closed door on the way is opened when reached. Only squares nearer than this one can be
    // chosen: the search stops at its distance. It comes before the engine is asked for the
    // squares to move to, which a tier out of reach has no use for.
    const dist = distances(x.b, targets, { throughDoors: true, around: x.b.on, enterable: here, until: here, into: (tierDistances = searchBuffer(x.b, tierDistances)) });
    if (!reached(dist[here]!)) continue;
    const moves = movesNow();
    if (moves.length === 0 && !doorBeside) continue;
    let best = -1;
    let bestD = dist[here]!;
    // Keep near the party as a tie-break: heroes who scatter meet monsters alone.
    let bestNear = spread(x.friends, m.x, m.y);
    for (const c of moves) {
      const dd = dist[c]!;
      // Unreached squares are farther than any reached one.
      if (dd > bestD) continue;
      const cx = c % x.b.width;
      const nn = spread(x.friends, cx, (c - cx) / x.b.width);
      if (dd < bestD || nn < bestNear) {
        bestD = dd;
        bestNear = nn;
        best = c;
      }
    }
    if (best >= 0) return moveTo(x.b, id, best);
    // The way on is through a closed door beside it (AHQ-E04): open it.
    const through = first('door', (a) => a.kind === 'door' && closedNearer(x, a.door, dist, here));
    if (through) return through;
    // No step brings it nearer (friends or a trap in the way): the next tier, or wait.
  }
  return (down && clearTheWay(x, m, rest(), movesNow(), wanted.flat())) || disarmInTheWay(x, m, legal, movesNow, doors) || { kind: 'end', model: id };
}

/** How far the friends stand from (px, py), in all: the party's spread were one to stand there. */
function spread(friends: readonly ModelView[], px: number, py: number): number {
  let t = 0;
  for (const f of friends) t += Math.abs(f.x - px) + Math.abs(f.y - py);
  return t;
}

/** With every way on out of reach, a trap the heroes have spotted may be what stands in it: on the
 * only square before a door to the unknown, say, which they walk round. The trap a way to the
 * unknown would cross first is disarmed (AHQ-E16), the hero stepping up beside it to do so; a
 * spotted trap on no such way is left alone. */
function disarmInTheWay(x: Situation, m: ModelView, legal: readonly Answer[], moves: () => readonly number[], doors: ReadonlySet<string>): Answer | null {
  const open = openOverTraps(x);
  if (!open) return null;
  // The goals the traps gone add: a trap's square before a door to the unknown, or beside the
  // unknown itself.
  const w = x.b.width;
  const goals = [...frontier(x).goals];
  for (const t of x.v.map.traps) if (onTheFloor(t) && (besideUnknown(x.v.map.tiles, t.cell, w) || besideDoor(x, t.cell, doors))) goals.push(t.cell);
  if (goals.length === 0) return null;
  const here = m.y * w + m.x;
  const dist = distances(x.b, goals, { open, around: x.b.on, enterable: here, until: here });
  if (!reached(dist[here]!)) return null;
  return disarmFirstOnTheWay(x, m, legal, moves, dist);
}

/** Whether `cell` is beside one of `doors`' squares. */
function besideDoor(x: Situation, cell: number, doors: ReadonlySet<string>): boolean {
  const w = x.b.width;
  const all = x.v.map.doors;
  for (let i = 0; i < all.length; i++) {
    const d = all[i]!;
    if (!doors.has(d.id)) continue;
    for (let j = 0; j < d.cells.length; j++) {
      const c = d.cells[j]!;
      if (cell === c - 1 || cell === c + 1 || cell === c - w || cell === c + w) return true;
    }
  }
  return false;
}

/** Whether door `id` is closed with a square nearer than `here` by `dist`. Plain loops: the
 * view's lists are frozen (ARCHITECTURE.md). */
function closedNearer(x: Situation, id: string, dist: Int16Array, here: number): boolean {
  const doors = x.v.map.doors;
  for (let i = 0; i < doors.length; i++) {
    const d = doors[i]!;
    if (d.id !== id || d.open) continue;
    for (let j = 0; j < d.cells.length; j++) if (dist[d.cells[j]!]! < dist[here]!) return true;
  }
  return false;
}

/** Nothing can be reached while a knocked-out friend lies in the way (models block the way under
 * `ahq`): drag him aside where that opens a way to what is wanted (AHQ-C44), else step up beside
 * him to drag him next turn. */
function clearTheWay(x: Situation, m: ModelView, legal: readonly Answer[], moves: readonly number[], wanted: readonly number[]): Answer | null {
  if (wanted.length === 0) return null;
  const w = x.b.width;
  const here = m.y * w + m.x;
  let best: Answer | null = null;
  let bestD = Infinity;
  for (const a of legal) {
    if (a.kind !== 'drag' || a.path.length === 0) continue;
    const to = a.path[a.path.length - 1]!;
    const prev = a.path.length >= 2 ? a.path[a.path.length - 2]! : [m.x, m.y];
    const end = to[1] * w + to[0];
    const k = x.b.byId.get(a.target)!;
    const was = k.y * w + k.x;
    const now = prev[1] * w + prev[0];
    const taken = (c: number) => c !== end && (c === now || (c !== was && c !== here && x.b.occupant.has(c)));
    const d = distances(x.b, wanted, { throughDoors: true, blocked: taken, until: end })[end]!;
    if (reached(d) && d < bestD) {
      bestD = d;
      best = a;
    }
  }
  if (best) return best;
  // Beside a knocked-out friend (orthogonally: where a drag may start) who lies in the way.
  const beside: number[] = [];
  for (const k of x.friends) {
    if (!k.ko) continue;
    for (const c of [k.y * w + k.x - 1, k.y * w + k.x + 1, (k.y - 1) * w + k.x, (k.y + 1) * w + k.x]) if (x.b.floor[c] && !x.b.occupant.has(c)) beside.push(c);
  }
  if (beside.includes(here) || beside.length === 0) return null;
  const dist = distances(x.b, beside, { throughDoors: true, around: x.b.on, enterable: here, until: here });
  if (!reached(dist[here]!)) return null;
  let step = -1;
  let stepD = dist[here]!;
  for (const c of moves) {
    const dd = dist[c]!;
    if (dd < stepD) {
      stepD = dd;
      step = c;
    }
  }
  return step < 0 ? null : moveTo(x.b, m.id, step);
}
