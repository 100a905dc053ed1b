// A whole deck-built `guilds` dungeon without playing it out: every way on is taken in turn (oldest
// first), and when none is left the walls that may hide a secret door are searched. Fights and
// their wounds are skipped: the monsters met stay where they wait. Every die is the game's and
// every choice a 'generator' answer, so a seed and the choices fix the dungeon (DEC-17 aside).
import type { Content } from '../../content-types.ts';
import type { Decision, GameState, Wall } from '../../types.ts';
import { run, type StepHandler } from '../../runtime.ts';
import { initialState } from '../../state.ts';
import { resolveOptions } from '../../game.ts';
import { guilds } from '../../guilds/index.ts';
import { seededChooser, type Chooser } from '../tables/headless.ts';
import { WALL_OF } from '../tables/geometry.ts';
import { guildsHeader, type DecksGame } from './setup.ts';
import { doorSlots } from './place.ts';
import { decksState } from './state.ts';

export interface DecksDungeonOptions extends DecksGame {
  /** Stop once this many cards are laid. Default 40. */
  maxSections?: number;
  choose?: Chooser;
  /** Search walls for secret doors when nothing else is left (default true). */
  search?: boolean;
}

export interface DecksSummary {
  sections: number;
  rooms: number;
  corridors: number;
  /** Cards laid smaller than drawn, corridors shortened, turned or ended blind (GLD-B01, B02). */
  fallbacks: number;
  falseDoors: number;
  deadEnds: number;
  stairsOut: number;
  secretDoors: number;
  closed: boolean;
  /** Room cards left in the deck or the hand. */
  cardsLeft: number;
  decisions: number;
  /** Floor squares laid. */
  area: number;
}

export interface DecksDriver {
  readonly state: GameState;
  readonly decisions: number;
  run(): void;
  answer(choice: number): void;
  /** Opens the door of a way on (or reaches its opening) and lays what lies beyond (GLD-X05). */
  explore(exit: string, by?: string): void;
  /** A hero (default the Leader) searches a wall of a section (GLD-X09). */
  search(section: string, wall: Wall, model?: string): void;
}

export function decksDriver(content: Content, opts: DecksGame & { choose?: Chooser }): DecksDriver {
  const s = initialState(guildsHeader(content, opts), content, resolveOptions(guilds, {}));
  // The rules as they are, but no fight and no wound: generation alone.
  const handlers: Record<string, StepHandler> = { ...guilds.steps, encounter: () => {}, checkEncounter: () => {}, wound: () => {} };
  let decisions = 0;
  const driver: DecksDriver = {
    state: s,
    get decisions() {
      return decisions;
    },
    run() {
      run(s, handlers);
      while (s.pending && opts.choose) {
        const d = s.pending;
        if (d.kind !== 'generator') throw new Error(`generating a dungeon headlessly met a '${d.kind}' decision`);
        driver.answer(opts.choose(s, d as Extract<Decision, { kind: 'generator' }>));
      }
    },
    answer(choice) {
      const d = s.pending;
      if (!d) throw new Error('no decision is pending');
      const mutation = guilds.check(s, d, s.resume, { kind: 'generator', choice });
      if (typeof mutation !== 'function') throw new Error(`${mutation.code}: ${mutation.message}`);
      s.pending = null;
      s.resume = null;
      mutation(s);
      decisions++;
      driver.run();
    },
    explore(id, by = s.leader) {
      const exit = decksState(s).exits[id];
      if (!exit) throw new Error(`no way on '${id}'`);
      if (exit.door) {
        const door = s.map.doors[exit.door]!;
        door.open = true;
        door.openedPhase = s.phaseIndex;
        door.openedBy = by;
        s.toGenerate.push({ via: 'door', door: door.id, section: null, at: s.phaseIndex });
      } else {
        s.toGenerate.push({ via: 'junction', door: null, section: exit.id, at: s.phaseIndex });
      }
      s.stack.push({ k: 'generatePending' });
      driver.run();
    },
    search(section, wall, model = s.leader) {
      // The exploration phase that follows checks whether the dungeon has closed off (GLD-B03).
      s.stack.push({ k: 'generatePending' }, { k: 'searchSecret', model, section, wall });
      driver.run();
    },
  };
  s.stack.push({ k: 'gen', g: 'start' });
  driver.run();
  return driver;
}

/** A whole dungeon: ways on taken oldest first until `maxSections` cards are laid; then, with none
 * left, the walls that could hide a secret door are searched. */
export function generateDecksDungeon(content: Content, opts: DecksDungeonOptions): { state: GameState; summary: DecksSummary } {
  const driver = decksDriver(content, { ...opts, choose: opts.choose ?? seededChooser(opts.seed) });
  const s = driver.state;
  const max = opts.maxSections ?? 40;
  while (decksState(s).laid.length < max) {
    const exit = Object.keys(decksState(s).exits)[0];
    if (exit) {
      driver.explore(exit);
      continue;
    }
    const wall = opts.search === false ? null : unsearchedWall(s);
    if (!wall) break;
    driver.search(wall.section, wall.wall);
  }
  return { state: s, summary: decksSummary(s, driver.decisions) };
}

function unsearchedWall(s: GameState): { section: string; wall: Wall } | null {
  for (const id of s.map.sectionOrder) {
    const sec = s.map.sections[id]!;
    if (!sec.revealed) continue;
    const wall = WALL_OF.find((w) => !sec.searchedWalls.includes(w) && doorSlots(s, sec, [w], false).length > 0);
    if (wall) return { section: id, wall };
  }
  return null;
}

export function decksSummary(s: GameState, decisions = 0): DecksSummary {
  const g = decksState(s);
  const secs = g.laid.map((l) => s.map.sections[l.section]!);
  return {
    sections: g.laid.length, rooms: g.laid.filter((l) => l.kind === 'room').length, corridors: g.laid.filter((l) => l.kind === 'corridor').length,
    fallbacks: g.fallbacks, falseDoors: g.falseDoors.length, deadEnds: g.deadEnds.length, stairsOut: g.stairs.length,
    secretDoors: Object.values(s.map.doors).filter((d) => d.secret).length, closed: g.closed,
    cardsLeft: g.mode === 'hand' ? g.hand.length : g.draw.length, decisions, area: secs.reduce((n, x) => n + x.w * x.h, 0),
  };
}
