// A whole deck-built `guilds` dungeon without playing it out (`../headless.ts`), fights and their
// wounds skipped, and its summary: cards laid, fallbacks, false doors, whether it closed off.
import type { Content } from '../../content-types.ts';
import type { GameState, Wall } from '../../types.ts';
import { rulesetOf } from '../../game.ts';
import { generateWhole, headlessDriver, seededChooser, type Chooser, type Driver } from '../headless.ts';
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
  /** The section the Objective card's room was laid as, if it has been (GLD-R01). */
  objectiveRoom: string | null;
}

export type DecksDriver = Driver;

export function decksDriver(content: Content, opts: DecksGame & { choose?: Chooser }): DecksDriver {
  return headlessDriver({
    ruleset: rulesetOf('guilds'), header: guildsHeader(content, opts), content, ...(opts.choose ? { choose: opts.choose } : {}),
    // The rules as they are, but no fight and no wound: generation alone.
    skip: ['encounter', 'checkEncounter', 'wound'],
    // The exploration phase that follows checks whether the dungeon has closed off (GLD-B03).
    searchSteps: (section, wall, model) => [{ k: 'searchSecret', model, section, wall }, { k: 'generatePending' }],
  });
}

/** A whole dungeon: ways on taken oldest first until `maxSections` cards are laid; then, with none
 * left, the walls that could hide a secret door are searched. */
export function generateDecksDungeon(content: Content, opts: DecksDungeonOptions): { state: GameState; summary: DecksSummary } {
  const driver = decksDriver(content, { ...opts, choose: opts.choose ?? seededChooser(opts.seed) });
  generateWhole(driver, { max: opts.maxSections ?? 40, search: opts.search !== false, count: (s) => decksState(s).laid.length, unsearched: unsearchedWall });
  return { state: driver.state, summary: decksSummary(driver.state, driver.decisions) };
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
    objectiveRoom: g.objectiveSection,
  };
}
