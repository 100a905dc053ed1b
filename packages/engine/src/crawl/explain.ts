// Why a move cannot end where it was asked, in a player's words, for both dungeon crawls: what is
// on the square (a wall, the unexplored, a model, furniture, a closed door), an enemy zone that
// stops the mover on the way (a Death Zone, a control zone: the ruleset's difference, passed in),
// or the distance. The refusal of a move says it, so a click on a square the move cannot reach is
// answered with the reason, in the web page and the terminal alike.
import type { GameState, Model } from '../types.ts';
import type { Reach } from '../geometry/reach.ts';
import { furnishingCells, onBoard, sectionAt, walkableCells } from '../board.ts';

/** What the table calls a model: its name, and its number when it has one ("Goblin 2"). */
export function tableName(m: Pick<Model, 'name' | 'number'>): string {
  return m.number > 0 ? `${m.name} ${m.number}` : m.name;
}

export interface MoveWhy {
  /** How far the model may move now, and in what ("squares", "movement points"). */
  budget: number;
  unit: string;
  /** The reach under the same rules without the squares where a move must stop, with any budget:
   * tells a zone that stops the mover from a square too far. */
  free(budget: number): Reach;
  /** The zone that stops a move, with its rule: "an enemy Death Zone (AHQ-C14)". */
  zone: string;
}

/** How far beyond any move a square is looked for: the longest walk on a board. */
const FAR = 200;

/** Why `m` cannot end a move on `to`, as a sentence naming the mover. */
export function whyNotThere(s: GameState, m: Model, to: readonly [number, number], w: MoveWhy): string {
  const [x, y] = to;
  const map = s.map;
  const who = tableName(m);
  const sq = `[${x}, ${y}]`;
  if (x < 0 || y < 0 || x >= map.width || y >= map.height) return `${sq} is off the board`;
  const cell = y * map.width + x;
  const sec = sectionAt(map, x, y);
  if (m.side === 'heroes' && sec && !sec.revealed) return `${who} cannot go there: ${sq} is not explored yet`;
  const tile = map.tiles[cell];
  const doorId = map.doorAt[cell];
  const door = doorId !== undefined && doorId !== null ? map.doors[doorId] : undefined;
  if (door && !door.open && (!door.secret || door.found)) return `${who} cannot go there: the door is closed (open it first)`;
  if (tile === '#' || tile === ' ' || (door?.secret && !door.found)) return `${who} cannot go there: ${sq} is solid wall`;
  if (furnishingCells(map).has(cell)) return `${who} cannot go there: furniture stands on ${sq}`;
  for (const id of s.order) {
    const o = s.models[id]!;
    if (o !== m && onBoard(o) && o.x === x && o.y === y) return `${who} cannot end a move there: ${tableName(o)} stands on ${sq}`;
  }
  if (walkableCells(s)[cell] !== 1) return `${who} cannot go there: nothing can stand on ${sq}`;
  const free = w.free(w.budget);
  if (free.canReach(x, y)) return `${who} cannot go there: ${w.zone} stops the move on the way`;
  const far = w.free(FAR);
  if (far.canReach(x, y)) {
    const cost = far.costTo(x, y);
    return `${who} cannot go there: it is ${cost} ${w.unit} away and ${who} has ${w.budget}`;
  }
  return `${who} cannot go there: walls, closed doors or models bar every way to ${sq}`;
}
