// What the 'tables' and 'decks' generators share: the part of their state that tracks the ways on
// and what the generation under way met, the sections they add, the stairway header a generated
// game starts from, and the steps that run every generation (queue, finish, closed-off check).
// It must not import generator.ts or the ruleset step files (they import the generators).
import type { Content } from '../content-types.ts';
import type { GameHeader, GameState, HeroSetup, Section, Setup, Step, Wall } from '../types.ts';
import { emit, push } from '../runtime.ts';
import { wallCells } from '../board.ts';
import { SetupError } from '../state.ts';
import { revealSection } from './reveal.ts';
import { tileBytes, tileString } from '../tiles.ts';
import { setTiles, WALL_OF, type Rect } from './tables/geometry.ts';

/** A way on nobody has taken yet, as both generators keep it. */
export interface ExitBase {
  /** The stub section's id. */
  id: string;
  via: 'door' | 'junction';
  /** The section it was generated from. */
  from: string;
  door: string | null;
  cells: number[];
}

/** The state fields every generator keeps (`s.gen`): serialisable, GM-only (DEC-17). */
export interface GenBase<E extends ExitBase = ExitBase> {
  exits: Record<string, E>;
  falseDoors: string[];
  /** Monsters met by the generation under way, and the section of the first. */
  found: string[];
  foundSection: string | null;
  closed: boolean;
  /** How often a section did not fit as rolled or drawn and something smaller took its place. */
  fallbacks: number;
  counters: { section: number; stub: number; chest: number };
}

export function newGenBase<E extends ExitBase>(): GenBase<E> {
  return { exits: {}, falseDoors: [], found: [], foundSection: null, closed: false, fallbacks: 0, counters: { section: 0, stub: 0, chest: 0 } };
}

/** The generator's state, once it has started. */
export function genOf<T extends GenBase>(s: GameState, name: string): T {
  if (!s.gen) throw new Error(`the ${name} generator has not started: no dungeon state`);
  return s.gen as T;
}

const emptySection = (id: string, kind: Section['kind'], r: Rect, type: Section['type'] = 'normal'): Section => ({
  id, kind, type, x: r.x, y: r.y, w: r.w, h: r.h, revealed: false, monsters: [], hiddenTreasure: null, treasureSearched: false, searchedWalls: [],
});

/** A new section of the dungeon (`s1`, `s2`, …), hidden until revealed. */
export function addSection(s: GameState, g: GenBase, kind: Section['kind'], r: Rect, type: Section['type'] = 'normal'): Section {
  const sec = emptySection(`s${++g.counters.section}`, kind, r, type);
  s.map.sections[sec.id] = sec;
  s.map.sectionOrder.push(sec.id);
  return sec;
}

/** The floor of a way on (`u1`, `u2`, …): an unrevealed section of its own, so that the engine
 * queues it when a door opens or a hero reaches it. Without `paint`, the caller has written its
 * floor already, with other squares in the same pass. */
export function addStub<E extends ExitBase>(s: GameState, g: GenBase<E>, kind: Section['kind'], exit: Omit<E, 'id'>, paint = true): E {
  const id = `u${++g.counters.stub}`;
  const width = s.map.width;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const c of exit.cells) {
    const x = c % width, y = Math.floor(c / width);
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  const sec = emptySection(id, kind, { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 });
  s.map.sections[id] = sec;
  s.map.sectionOrder.push(id);
  if (paint) setTiles(s.map, exit.cells.map((c) => [c, '.'] as const));
  const full = { ...exit, id } as E;
  g.exits[id] = full;
  return full;
}

/** Takes a way on off the map; with `fill`, its squares become that tile again. */
export function removeStub(s: GameState, g: GenBase, exit: ExitBase, fill: string | null): void {
  delete g.exits[exit.id];
  delete s.map.sections[exit.id];
  s.map.sectionOrder = s.map.sectionOrder.filter((id) => id !== exit.id);
  if (fill !== null) setTiles(s.map, exit.cells.map((c) => [c, fill] as const));
}

/** The way on a queued generation step names: a junction's stub, or the one behind a door. */
export function exitOf<E extends ExitBase>(g: GenBase<E>, st: Step): E | null {
  if (st.via === 'junction') return g.exits[st.section as string] ?? null;
  for (const id in g.exits) if (g.exits[id]!.door === st.door) return g.exits[id]!;
  return null;
}

/** Everything queued (AHQ-E19, C12, GLD-X05) becomes one `explore` step each, then `finish`. */
export function queueGeneration(s: GameState, g: GenBase): void {
  const queued = s.toGenerate;
  s.toGenerate = [];
  g.found = [];
  g.foundSection = null;
  push(s, ...queued.map((q): Step => ({ k: 'gen', g: 'explore', via: q.via, door: q.door, section: q.section })), { k: 'gen', g: 'finish' });
}

/** Reveals a new section; the monsters waiting there join those the generation met. */
export function meet(s: GameState, g: GenBase, sec: Section): void {
  const ids = revealSection(s, sec);
  if (ids.length > 0 && g.foundSection === null) g.foundSection = sec.id;
  g.found.push(...ids);
}

/** After the generation: has the dungeon closed off; then the monsters met start or join a fight
 * (AHQ-E20, GLD-X06), or the rules look for an encounter as usual. */
export function finishGeneration(s: GameState, g: GenBase): void {
  const found = g.found;
  g.found = [];
  push(s, { k: 'gen', g: 'checkClosed' }, found.length > 0 ? { k: 'encounter', monsters: found, section: g.foundSection } : { k: 'checkEncounter' });
}

/** The dungeon has closed off when no way on is left: said once, to everyone (GLD-B03). */
export function checkClosed(s: GameState, g: GenBase, wayOnLeft: boolean): void {
  if (g.closed || wayOnLeft) return;
  g.closed = true;
  emit(s, { type: 'dungeonClosed' });
}

/** The revealed section on whose wall the square lies, and that wall: where a door the rules add
 * belongs (AHQ-C05, GLD-C05). */
export function wallAt(s: GameState, x: number, y: number): { sec: Section; wall: Wall } | null {
  for (const id of s.map.sectionOrder) {
    const sec = s.map.sections[id]!;
    if (!sec.revealed) continue;
    const wall = WALL_OF.find((w) => wallCells(sec, w).some(([wx, wy]) => wx === x && wy === y));
    if (wall) return { sec, wall };
  }
  return null;
}

/** What a game on a generated dungeon is made from, whatever the generator. */
export interface GeneratedGame {
  seed: number | string;
  /** Default: the ruleset's party of four, one player each. */
  heroes?: HeroSetup[];
  /** The playing area; default the quest's, or the table's. */
  width?: number;
  height?: number;
  packs?: string[];
  /** Scripted dice instead of the seed's. */
  dice?: number[];
}

/** The id the stairway section has in every generated game. */
export const STAIRWAY = 'stairs';

/** The header of a game on a generated dungeon: an empty `width`×`height` playing area with the
 * stairway the heroes came down at its middle, `w` squares wide, its back row the stairs up to the
 * surface (AHQ-E27), the party standing in front of them; `setup` names the generator. */
export function generatedHeader(content: Content, ruleset: string, game: GeneratedGame, area: {
  party: readonly HeroSetup[]; width: number; height: number; w: number; minRoom: { x: number; y: number }; setup: Partial<Setup>;
}): GameHeader {
  const { width, height, w } = area;
  const party = (game.heroes ?? area.party).filter((h) => content.heroes[h.type]);
  if (party.length === 0) throw new SetupError('setup.heroes', 'no hero of the party is in the content');
  const depth = Math.max(2, Math.ceil(party.length / w)) + 1;
  const x0 = Math.floor(width / 2) - Math.floor(w / 2);
  const y0 = Math.floor(height / 2);
  if (width < w + area.minRoom.x || height < depth + area.minRoom.y || y0 + depth >= height - 1) throw new SetupError('setup.map', `a ${width}×${height} playing area is too small`);
  // Each row written as bytes and read as one string: the rows of bare rock are the same string.
  const bytes = tileBytes(width);
  bytes.fill(32); // ' '
  const rock = tileString(bytes, width);
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    if (y < y0 - 1 || y > y0 + depth) {
      rows.push(rock);
      continue;
    }
    bytes.fill(32);
    const inside = y >= y0 && y < y0 + depth;
    for (let x = x0 - 1; x <= x0 + w; x++) bytes[x] = !inside || x < x0 || x >= x0 + w ? 35 : y === y0 + depth - 1 ? 60 : 46; // '#', '<', '.'
    rows.push(tileString(bytes, width));
  }
  return {
    ruleset,
    options: {},
    packs: game.packs ?? content.packs,
    seed: game.seed,
    ...(game.dice ? { dice: game.dice } : {}),
    setup: {
      map: rows,
      sections: [{ id: STAIRWAY, kind: 'passage', x: x0, y: y0, w, h: depth, revealed: true }],
      heroes: party.map((h, i) => ({ ...h, at: [x0 + (i % w), y0 + Math.floor(i / w)] as [number, number] })),
      ...area.setup,
    },
  };
}
