// A whole `ahq` dungeon rolled on a quest's tables without playing it out (`../headless.ts`), and
// the summary a quest author reads: sizes, passage ends, stairs, secret and false doors.
import type { Content } from '../../content-types.ts';
import type { GameState, Wall } from '../../types.ts';
import { rulesetOf } from '../../game.ts';
import { generateWhole, headlessDriver, seededChooser, type Chooser, type Driver } from '../headless.ts';
import { questHeader, type QuestGame } from './setup.ts';
import { secretDoorSections, secretDoorWalls } from './doors.ts';
import { tablesState } from './state.ts';

export interface DungeonOptions extends QuestGame {
  /** Stop once this many sections (rooms, passage sections, junctions) are laid. Default 40. */
  maxSections?: number;
  /** Default: a seeded pick, so the same seed gives the same dungeon. */
  choose?: Chooser;
  /** Search walls for secret doors when nothing else is left (default true). */
  search?: boolean;
}

export interface DungeonSummary {
  sections: number;
  rooms: number;
  passageSections: number;
  /** Junction squares laid at passage ends: with the rooms and passage sections, every section. */
  junctions: number;
  /** Passage ends by kind, after fallbacks. */
  ends: Record<string, number>;
  stairsOut: number;
  stairsDown: number;
  secretDoors: number;
  falseDoors: number;
  closed: boolean;
  decisions: number;
  fallbacks: number;
}

export interface Dungeon {
  state: GameState;
  summary: DungeonSummary;
}

/** Sections laid so far: rooms, passage sections and junctions (not the stairway, not stubs). */
export function sectionCount(s: GameState): number {
  const g = tablesState(s);
  return g.rooms.length + g.passages.reduce((n, p) => n + p.pieces.length + p.blocks.length, 0);
}

/** Generation driven from outside play (see `Driver`). */
export type DungeonDriver = Driver;

export function dungeonDriver(content: Content, opts: QuestGame & { choose?: Chooser }): DungeonDriver {
  return headlessDriver({
    ruleset: rulesetOf('ahq'), header: questHeader(content, opts), content, ...(opts.choose ? { choose: opts.choose } : {}),
    // The rules as they are, but no fight: monsters met wait where they are.
    skip: ['encounter', 'checkEncounter'],
    searchSteps: (section, wall, model) => [{ k: 'searchSecret', model, section, wall }],
  });
}

/** A whole dungeon: exits explored oldest first until `maxSections`; then, if nothing is left,
 * the walls that may hide secret doors are searched. */
export function generateDungeon(content: Content, opts: DungeonOptions): Dungeon {
  const driver = dungeonDriver(content, { ...opts, choose: opts.choose ?? seededChooser(opts.seed) });
  generateWhole(driver, { max: opts.maxSections ?? 40, search: opts.search !== false, count: sectionCount, unsearched: unsearchedWall });
  return { state: driver.state, summary: summarise(driver.state, driver.decisions) };
}

function unsearchedWall(s: GameState): { section: string; wall: Wall } | null {
  for (const sec of secretDoorSections(s)) {
    const wall = secretDoorWalls(s, sec).find((w) => !sec.searchedWalls.includes(w));
    if (wall) return { section: sec.id, wall };
  }
  return null;
}

export function summarise(s: GameState, decisions = 0): DungeonSummary {
  const g = tablesState(s);
  const ends: Record<string, number> = {};
  for (const p of g.passages) for (const e of p.ends) ends[e] = (ends[e] ?? 0) + 1;
  const passageSections = g.passages.reduce((n, p) => n + p.pieces.length, 0);
  const junctions = g.passages.reduce((n, p) => n + p.blocks.length, 0);
  return {
    sections: sectionCount(s), rooms: g.rooms.length, passageSections, junctions, ends,
    stairsOut: g.stairs.filter((x) => x.kind === 'out').length, stairsDown: g.stairs.filter((x) => x.kind === 'down').length,
    secretDoors: Object.values(s.map.doors).filter((d) => d.secret).length, falseDoors: g.falseDoors.length,
    closed: g.closed, decisions, fallbacks: g.fallbacks,
  };
}

export { seededChooser, type Chooser };
