// Meeting monsters, shared by the crawls: a fight begins or grows (AHQ-C06, C12, E20), the
// monsters are placed in the section where they were met (AHQ-C04), nudged one square by the loser
// of the surprise roll, and a Sentry's room gets its second door (AHQ-C05). The surprise roll
// itself is each ruleset's.
import type { CombatState, GameState, Model, Side, Step } from '../types.ts';
import { withTiles } from '../tiles.ts';
import { GM } from '../types.ts';
import { cellOf, occupancy, sectionAt, tileAt, walkableCells } from '../board.ts';
import { decide, emit, push } from '../runtime.ts';
import type { Point } from '../geometry/points.ts';
import { heroes } from './common.ts';
import { crawlRules } from './rules.ts';
import { generatorOf } from '../generator.ts';

/** Monsters come into play: a new fight with a surprise roll, or reinforcements joining one. */
export function stepEncounter(s: GameState, st: Step): void {
  const monsters = (st.monsters as string[]).filter((id) => !s.models[id]!.status.dead);
  const section = (st.section as string | null) ?? null;
  if (monsters.length === 0) return;
  emit(s, { type: 'encounter', section, monsters });
  const unplaced = monsters.filter((id) => s.models[id]!.status.away);
  if (s.combat) {
    // Monsters found behind a door during a fight join it, placed by the GM (AHQ-C06, C12).
    s.combat.monsters.push(...monsters.filter((id) => !s.combat!.monsters.includes(id)));
    const join: Step[] = unplaced.length > 0 ? [{ k: 'askPlacement', seat: GM, monsters: unplaced, section }] : [];
    // A Sentry met during a fight may get its room's second door as it appears (AHQ-C05).
    if (section && s.map.sections[section]?.kind === 'room' && monsters.some((id) => s.models[id]!.role === 'sentry')) {
      join.push({ k: 'askSentryDoor', section });
    }
    push(s, ...join);
    return;
  }
  // The exploration turn ends at once (AHQ-E20).
  s.stack = [];
  s.combat = newCombat(monsters, 'heroes');
  s.turnKind = 'combat';
  push(s, { k: 'surprise', monsters, section });
}

function newCombat(monsters: string[], firstSide: Side): CombatState {
  return {
    monsters: [...monsters], firstSide, round: 0, routine: null, pursuing: false, closedDoors: [],
    escapeNextTurn: false, missiles: [], loot: 0,
  };
}

/** Free floor squares of a section. */
export function sectionFloor(s: GameState, section: string): Point[] {
  const sec = s.map.sections[section]!;
  const occ = occupancy(s);
  const walk = walkableCells(s);
  const out: Point[] = [];
  for (let y = Math.max(0, sec.y); y < Math.min(s.map.height, sec.y + sec.h); y++) {
    for (let x = Math.max(0, sec.x); x < Math.min(s.map.width, sec.x + sec.w); x++) {
      const c = cellOf(s.map, x, y);
      if (walk[c] === 1 && !occ.has(c)) out.push({ x, y });
    }
  }
  return out;
}

export function stepAskPlacement(s: GameState, st: Step): void {
  const monsters = st.monsters as string[];
  const section = (st.section as string | null) ?? sectionOfHeroes(s);
  decide(s, { kind: 'placeMonsters', seat: st.seat as string, monsters, section }, { k: 'placed', monsters, section });
}

function sectionOfHeroes(s: GameState): string {
  const h = heroes(s)[0]!;
  return sectionAt(s.map, h.x, h.y)?.id ?? s.map.sectionOrder[0]!;
}

export function stepAskNudge(s: GameState, st: Step): void {
  decide(s, { kind: 'nudgeMonsters', seat: st.seat as string, monsters: st.monsters as string[] }, { k: 'nudged' });
}

/** Wall squares of a room where a door may go: on the room's edge, not at a corner, on a wall
 * that has no door yet (one door per wall, AHQ-E23), and not on the board's edge: a door off the
 * board would lead nowhere, and would only spoil the room's count of entrances (AHQ-E12). */
export function doorSlots(s: GameState, section: string): Point[] {
  const sec = s.map.sections[section]!;
  const walls: Point[][] = [[], [], [], []];
  const beyond: Point[][] = [[], [], [], []];
  for (let x = sec.x; x < sec.x + sec.w; x++) {
    walls[0]!.push({ x, y: sec.y - 1 });
    beyond[0]!.push({ x, y: sec.y - 2 });
    walls[2]!.push({ x, y: sec.y + sec.h });
    beyond[2]!.push({ x, y: sec.y + sec.h + 1 });
  }
  for (let y = sec.y; y < sec.y + sec.h; y++) {
    walls[1]!.push({ x: sec.x + sec.w, y });
    beyond[1]!.push({ x: sec.x + sec.w + 1, y });
    walls[3]!.push({ x: sec.x - 1, y });
    beyond[3]!.push({ x: sec.x - 2, y });
  }
  const onBoard = (p: Point): boolean => p.x >= 0 && p.y >= 0 && p.x < s.map.width && p.y < s.map.height;
  const out: Point[] = [];
  walls.forEach((wall, k) => {
    if (wall.some((p) => tileAt(s.map, p.x, p.y) === 'D')) return;
    wall.forEach((p, i) => {
      if (tileAt(s.map, p.x, p.y) === '#' && onBoard(beyond[k]![i]!)) out.push(p);
    });
  });
  return out;
}

export function doorsOfSection(s: GameState, section: string): number {
  const sec = s.map.sections[section]!;
  let n = 0;
  for (const id in s.map.doors) {
    const d = s.map.doors[id]!;
    if (d.secret && !d.found) continue;
    const on = d.cells.some((c) => {
      const x = c % s.map.width;
      const y = Math.floor(c / s.map.width);
      const inX = x >= sec.x && x < sec.x + sec.w;
      const inY = y >= sec.y && y < sec.y + sec.h;
      return (inX && (y === sec.y - 1 || y === sec.y + sec.h)) || (inY && (x === sec.x - 1 || x === sec.x + sec.w));
    });
    if (on) n++;
  }
  return n;
}

/** A room with Sentries has at least two doors: the GM may add one (AHQ-C05). */
export function stepAskSentryDoor(s: GameState, st: Step): void {
  const section = st.section as string;
  // A ruleset may ask for fewer doors: `guilds` wants one (GLD-C05).
  if (doorsOfSection(s, section) >= ((st.min as number | undefined) ?? 2)) return;
  const options = doorSlots(s, section);
  if (options.length === 0) return;
  decide(s, { kind: 'sentryDoor', seat: GM, section, options }, { k: 'sentryDoorPlaced', section });
}

export function placeDoor(s: GameState, at: Point): string {
  const map = s.map;
  const i = cellOf(map, at.x, at.y);
  map.tiles = withTiles(map.tiles, [[i, 'D']]);
  const id = `d${Object.keys(map.doors).length + 1}`;
  map.doors[id] = { id, cells: [i], open: false, secret: false, found: false, openedPhase: -1, openedBy: null };
  map.doorAt[i] = id;
  emit(s, { type: 'doorPlaced', door: id, at });
  // A generated dungeon puts something behind it (AHQ-C05).
  generatorOf(s).doorAdded?.(s, id);
  return id;
}

export function stepBeginCombat(s: GameState, st: Step): void {
  const monsters = st.monsters as string[];
  if (!s.combat) {
    s.combat = newCombat(monsters, st.firstSide as Side);
  }
  s.turnKind = 'combat';
  for (const id of monsters) {
    const m: Model = s.models[id]!;
    if (m.home === null) m.home = sectionAt(s.map, m.x, m.y)?.id ?? null;
    if (m.homeCell < 0) m.homeCell = cellOf(s.map, m.x, m.y);
  }
  crawlRules(s).updateFocus(s, null);
  emit(s, { type: 'combatStarted', firstSide: s.combat.firstSide });
  s.stack = [];
  push(s, { k: 'combatTurn' });
}
