// Generating a whole dungeon without playing it out, for either generator: every way on is taken in
// turn (oldest first), and when none is left the walls that may hide a secret door are searched.
// Fights are skipped: the monsters met stay where they wait. Every die still comes from the game's
// generator, and every choice is a 'generator' answer, so a seed and the choices fix the dungeon.
import type { Content } from '../content-types.ts';
import type { Decision, GameHeader, GameState, Step, Wall } from '../types.ts';
import type { Ruleset } from '../ruleset.ts';
import { run, type StepHandler } from '../runtime.ts';
import { initialState } from '../state.ts';
import { resolveOptions } from '../game.ts';
import type { GenBase } from './common.ts';

/** Picks an option of a 'generator' decision (the Leader's, the GM's, a finder's). */
export type Chooser = (s: GameState, d: Extract<Decision, { kind: 'generator' }>) => number;

/** A chooser driven by its own small generator (never the game's: choices are answers). */
export function seededChooser(seed: number | string): Chooser {
  let x = (typeof seed === 'number' ? seed : [...seed].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261)) >>> 0 || 1;
  return (_s, d) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % d.options.length;
  };
}

/** Generation driven from outside play: ways on explored and walls searched on request, fights
 * skipped. Without a chooser it stops at each 'generator' decision for `answer`. */
export interface Driver {
  readonly state: GameState;
  /** 'generator' answers given so far. */
  readonly decisions: number;
  /** Runs the pending work, answering decisions with the chooser if there is one. */
  run(): void;
  answer(choice: number): void;
  /** Opens the door of a way on (by `by`, default the Leader) or reaches its opening, and
   * generates what lies beyond (AHQ-E19, GLD-X05). */
  explore(exit: string, by?: string): void;
  /** A hero (default the Leader) searches a wall of a section for secret doors (AHQ-E11, GLD-X09). */
  search(section: string, wall: Wall, model?: string): void;
}

export interface DriverSpec {
  ruleset: Ruleset;
  header: GameHeader;
  content: Content;
  /** Rules steps that do nothing here (fights, wounds). */
  skip: readonly string[];
  /** The steps a search of a wall takes. */
  searchSteps(section: string, wall: Wall, model: string): Step[];
  choose?: Chooser;
}

export function headlessDriver(spec: DriverSpec): Driver {
  const { ruleset, choose } = spec;
  const s = initialState(spec.header, spec.content, resolveOptions(ruleset, {}), ruleset);
  const handlers: Record<string, StepHandler> = { ...ruleset.steps };
  for (const k of spec.skip) handlers[k] = () => {};
  const gen = () => s.gen as GenBase;
  let decisions = 0;
  const driver: Driver = {
    state: s,
    get decisions() {
      return decisions;
    },
    run() {
      run(s, handlers);
      while (s.pending && choose) {
        const d = s.pending;
        if (d.kind !== 'generator') throw new Error(`generating a dungeon headlessly met a '${d.kind}' decision`);
        driver.answer(choose(s, d));
      }
    },
    answer(choice) {
      const d = s.pending;
      if (!d) throw new Error('no decision is pending');
      const mutation = ruleset.check(s, d, s.resume, { kind: 'generator', choice });
      if (typeof mutation !== 'function') throw new Error(`${mutation.code}: ${mutation.message}`);
      s.pending = null;
      s.resume = null;
      mutation(s);
      decisions++;
      driver.run();
    },
    explore(id, by = s.leader) {
      const exit = gen().exits[id];
      if (!exit) throw new Error(`no unexplored way on '${id}'`);
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
      s.stack.push(...spec.searchSteps(section, wall, model).reverse());
      driver.run();
    },
  };
  s.stack.push({ k: 'gen', g: 'start' });
  driver.run();
  return driver;
}

/** Ways on taken oldest first until `max` sections are laid (`count`); then, with none left, the
 * walls `unsearched` names are searched, until the dungeon is done. */
export function generateWhole(driver: Driver, opts: {
  max: number;
  search: boolean;
  count(s: GameState): number;
  unsearched(s: GameState): { section: string; wall: Wall } | null;
}): void {
  const s = driver.state;
  while (opts.count(s) < opts.max && !s.result) {
    const exit = Object.keys((s.gen as GenBase).exits)[0];
    if (exit) {
      driver.explore(exit);
      continue;
    }
    const wall = opts.search ? opts.unsearched(s) : null;
    if (!wall) break;
    driver.search(wall.section, wall.wall);
  }
}
