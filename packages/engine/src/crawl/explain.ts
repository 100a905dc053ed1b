// Why a move cannot end where it was asked, in a player's words, for both dungeon crawls: what is
// on the square (a wall, the unexplored, a model, furniture, a closed door), an enemy zone that
// stops the mover on the way (a Death Zone, a control zone: the ruleset's difference, passed in),
// or the distance. The refusal of a move says it, so a click on a square the move cannot reach is
// answered with the reason, in the web page and the terminal alike.
import type { EngineError, GameState, Model, MoveRefusal, RuleRefusal } from '../types.ts';
import { refuse, refusalNames } from '../rules/refuse.ts';
import { ERROR_CODES as E } from '../types.ts';
import { formatRefusal } from '../format/refusals.ts';
import type { Reach } from '../geometry/reach.ts';
import { furnishingCells, onBoard, sectionAt, walkableCells } from '../board.ts';

/** What the table calls a model: its name, and its number when it has one ("Goblin 2"). */
export function tableName(m: Pick<Model, 'name' | 'number'>): string {
  return m.number > 0 ? `${m.name} ${m.number}` : m.name;
}

export interface MoveWhy {
  /** How far the model may move now, and in what: squares or movement points, and the rule that
   * sets it, where it is said ("GLD-X02"). */
  budget: number;
  unit: 'squares' | 'points';
  rule?: string;
  /** The reach under the same rules without the squares where a move must stop, with any budget:
   * tells a zone that stops the mover from a square too far. */
  free(budget: number): Reach;
  /** The zone that stops a move, with its rule: an enemy Death Zone (AHQ-C14). */
  zone: { kind: 'deathZone' | 'controlZone'; rule: string };
}

/** How far beyond any move a square is looked for: the longest walk on a board. */
const FAR = 200;

/** The refusal of `m`'s move to `to`: why, as data for each surface to word in its language, and
 * in English as the message. */
export function refuseMove(s: GameState, m: Model, to: readonly [number, number], w: MoveWhy): EngineError {
  return moveError(s, E.illegalMove, whyNotThere(s, m, to, w));
}

/** The refusal of a move `m` may not start at all, for `why`: that `m` moved already this phase
 * or turn, or has no movement left, said as a move's reason with the square asked; another
 * reason (the GM's routine) as it is. */
export function refuseStart(s: GameState, m: Model, why: RuleRefusal, to: unknown): EngineError {
  const at: [number, number] = Array.isArray(to) && to.length === 2 ? [Number(to[0]), Number(to[1])] : [m.x, m.y];
  if (why.why === 'alreadyMoved') return moveError(s, E.illegalAction, { why: 'moved', model: m.id, at, span: why.span ?? 'turn' });
  if (why.why === 'usedAllSquares') return moveError(s, E.illegalAction, { why: 'noMoveLeft', model: m.id, at });
  return refuse(s, E.illegalAction, why);
}

function moveError(s: GameState, code: EngineError['code'], why: MoveRefusal): EngineError {
  return { code, message: formatRefusal(why, refusalNames(s)), why };
}

/** Whether a square borders a revealed section (the heroes see its walls). */
function besideRevealed(map: GameState['map'], x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (sectionAt(map, x + dx, y + dy)?.revealed) return true;
  return false;
}

/** Why `m` cannot end a move on `to`. */
export function whyNotThere(s: GameState, m: Model, to: readonly [number, number], w: MoveWhy): MoveRefusal {
  const [x, y] = to;
  const map = s.map;
  const at: [number, number] = [x, y];
  const model = m.id;
  if (x < 0 || y < 0 || x >= map.width || y >= map.height) return { why: 'offBoard', model, at };
  const cell = y * map.width + x;
  const sec = sectionAt(map, x, y);
  // The heroes know only the revealed sections and the walls around them: of any other square they
  // hear only that it is not explored, never whether rock or a hidden room lies there (DEC-17).
  if (m.side === 'heroes' && !sec?.revealed && !besideRevealed(map, x, y)) return { why: 'unexplored', model, at };
  const tile = map.tiles[cell];
  const doorId = map.doorAt[cell];
  const door = doorId !== undefined && doorId !== null ? map.doors[doorId] : undefined;
  if (door && !door.open && (!door.secret || door.found)) return { why: 'doorClosed', model, at };
  if (tile === '#' || tile === ' ' || (door?.secret && !door.found)) return { why: 'wall', model, at };
  if (furnishingCells(map).has(cell)) return { why: 'furniture', model, at };
  for (const id of s.order) {
    const o = s.models[id]!;
    if (o !== m && onBoard(o) && o.x === x && o.y === y) return { why: 'occupied', model, at, other: o.id };
  }
  if (walkableCells(s)[cell] !== 1) return { why: 'noStanding', model, at };
  const free = w.free(w.budget);
  if (free.canReach(x, y)) return { why: 'zone', model, at, zone: w.zone.kind, rule: w.zone.rule };
  const far = w.free(FAR);
  if (far.canReach(x, y)) return { why: 'far', model, at, cost: far.costTo(x, y), budget: w.budget, unit: w.unit, rule: w.rule ?? null };
  return { why: 'barred', model, at };
}
