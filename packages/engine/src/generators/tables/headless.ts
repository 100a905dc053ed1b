// A whole dungeon generated without playing it out: every door and junction is explored in turn
// (oldest first), and when none is left the walls that may hide a secret door are searched. Fights
// are skipped: the monsters met stay where they wait. Every die still comes from the game's
// generator, and every choice is a 'generator' answer, so a seed and the choices fix the dungeon.
import type { Content } from '../../content-types.ts';
import type { Decision, GameState, Wall } from '../../types.ts';
import { run, type StepHandler } from '../../runtime.ts';
import { initialState } from '../../state.ts';
import { resolveOptions } from '../../game.ts';
import { ahq } from '../../ahq/index.ts';
import { questHeader, type QuestGame } from './setup.ts';
import { secretDoorSections, secretDoorWalls } from './doors.ts';
import { tablesState } from './state.ts';

/** Picks an option of a 'generator' decision (the Leader's, the GM's, a finder's). */
export type Chooser = (s: GameState, d: Extract<Decision, { kind: 'generator' }>) => number;

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

/** A chooser driven by its own small generator (never the game's: choices are answers). */
export function seededChooser(seed: number | string): Chooser {
  let x = (typeof seed === 'number' ? seed : [...seed].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261)) >>> 0 || 1;
  return (_s, d) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % d.options.length;
  };
}

/** Sections laid so far: rooms, passage sections and junctions (not the stairway, not stubs). */
export function sectionCount(s: GameState): number {
  const g = tablesState(s);
  return g.rooms.length + g.passages.reduce((n, p) => n + p.pieces.length + p.blocks.length, 0);
}

/** Generation driven from outside play: exits explored and walls searched on request, fights
 * skipped. Without a chooser it stops at each 'generator' decision for `answer`. */
export interface DungeonDriver {
  readonly state: GameState;
  /** 'generator' answers given so far. */
  readonly decisions: number;
  /** Runs the pending work, answering decisions with the chooser if there is one. */
  run(): void;
  answer(choice: number): void;
  /** Opens the door of an exit or reaches its junction, and generates what lies beyond (AHQ-E19). */
  explore(exit: string): void;
  /** A hero (default the Leader) searches a wall of a section for secret doors (AHQ-E11). */
  search(section: string, wall: Wall, model?: string): void;
}

export function dungeonDriver(content: Content, opts: QuestGame & { choose?: Chooser }): DungeonDriver {
  const s = initialState(questHeader(content, opts), content, resolveOptions(ahq, {}));
  // The rules as they are, but no fight: monsters met wait where they are.
  const handlers: Record<string, StepHandler> = { ...ahq.steps, encounter: () => {}, checkEncounter: () => {} };
  let decisions = 0;
  const driver: DungeonDriver = {
    state: s,
    get decisions() {
      return decisions;
    },
    run() {
      run(s, handlers);
      while (s.pending && opts.choose) {
        const d = s.pending;
        if (d.kind !== 'generator') throw new Error(`generating a dungeon headlessly met a '${d.kind}' decision`);
        driver.answer(opts.choose(s, d));
      }
    },
    answer(choice) {
      const d = s.pending;
      if (!d) throw new Error('no decision is pending');
      const mutation = ahq.check(s, d, s.resume, { kind: 'generator', choice });
      if (typeof mutation !== 'function') throw new Error(`${mutation.code}: ${mutation.message}`);
      s.pending = null;
      s.resume = null;
      mutation(s);
      decisions++;
      driver.run();
    },
    explore(id) {
      const exit = tablesState(s).exits[id];
      if (!exit) throw new Error(`no unexplored exit '${id}'`);
      if (exit.door) {
        const door = s.map.doors[exit.door]!;
        door.open = true;
        door.openedPhase = s.phaseIndex;
        s.toGenerate.push({ via: 'door', door: door.id, section: null, at: s.phaseIndex });
      } else {
        s.toGenerate.push({ via: 'junction', door: null, section: exit.id, at: s.phaseIndex });
      }
      s.stack.push({ k: 'generatePending' });
      driver.run();
    },
    search(section, wall, model = s.leader) {
      s.stack.push({ k: 'searchSecret', model, section, wall });
      driver.run();
    },
  };
  s.stack.push({ k: 'gen', g: 'start' });
  driver.run();
  return driver;
}

/** A whole dungeon: exits explored oldest first until `maxSections`; then, if nothing is left,
 * the walls that may hide secret doors are searched. */
export function generateDungeon(content: Content, opts: DungeonOptions): Dungeon {
  const driver = dungeonDriver(content, { ...opts, choose: opts.choose ?? seededChooser(opts.seed) });
  const s = driver.state;
  const max = opts.maxSections ?? 40;
  while (sectionCount(s) < max) {
    const exit = Object.keys(tablesState(s).exits)[0];
    if (exit) {
      driver.explore(exit);
      continue;
    }
    const wall = opts.search === false ? null : unsearchedWall(s);
    if (!wall) break;
    driver.search(wall.section, wall.wall);
  }
  return { state: s, summary: summarise(s, driver.decisions) };
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
  return {
    sections: sectionCount(s), rooms: g.rooms.length, passageSections, ends,
    stairsOut: g.stairs.filter((x) => x.kind === 'out').length, stairsDown: g.stairs.filter((x) => x.kind === 'down').length,
    secretDoors: Object.values(s.map.doors).filter((d) => d.secret).length, falseDoors: g.falseDoors.length,
    closed: g.closed, decisions, fallbacks: g.fallbacks,
  };
}
