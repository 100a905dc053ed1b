// The enemies' decision tree (AOF-I01), which in `aof-quest` is rules, not a player (DEC-26): what
// an AI unit does when it activates, and why, in words a player can check. It reads only where
// the models stand, what they can see and reach, and the exact odds of their attacks; every open
// choice (two enemies as close, several squares as good) is settled by the game's dice.
import type { Point } from '../geometry/points.ts';
import { gapBetween, moveEndsCosts, moveEndsNear, sightOn, startWalk, takenIn, walkCost, walkOn, type Battlefield, type MoveSpec, type Walk } from './battlefield.ts';

/** What the tree needs to know of the unit activating. */
export interface AiUnit {
  id: string;
  /** Its models' squares; the first is its leader, the one whose move the others follow. */
  models: Point[];
  /** Inches of an Advance and of a Rush or Charge (AOF-A02, X10, X24, U02). */
  advance: number;
  rush: number;
  /** The longest range among its ranged weapons, 0 without one. */
  range: number;
  /** Expected wounds its shooting would deal to a unit, and its charge (AOF-I01 "more damage"). */
  shootDamage(target: string): number;
  chargeDamage(target: string): number;
  /** How it moves over the ground (Flying, Strider, who stands where). */
  move: Omit<MoveSpec, 'inches'>;
}

/** An enemy of the AI: a hero that is not unconscious (the AI ignores those, AOF-S04). */
export interface AiTarget {
  id: string;
  models: Point[];
}

/** The branch taken and why (AOF-I01), as data the formatters word in English and Italian. */
export type AiReason =
  | { branch: 'shoot'; target: string; moved: boolean }
  | { branch: 'charge'; target: string; shoot: number; charge: number }
  | { branch: 'rush-to-enemy'; target: string }
  | { branch: 'hold-at-goal'; goal: string }
  | { branch: 'rush-to-goal'; goal: string }
  | { branch: 'no-way'; target: string | null };

export interface AiDecision {
  action: 'hold' | 'advance' | 'rush' | 'charge';
  /** Where the leader ends its move (its own square if it does not move). */
  to: Point;
  target: string | null;
  reason: AiReason;
}

export interface AiSituation {
  bf: Battlefield;
  unit: AiUnit;
  enemies: readonly AiTarget[];
  goals: readonly { id: string; at: Point }[];
  /** The game's dice: a whole number from 0 to n - 1 (DEC-26). */
  pick(n: number): number;
}

/** The gap from the nearest model of `a` to the nearest of `b`. */
function unitGap(a: readonly Point[], b: readonly Point[]): number {
  let best = Infinity;
  for (const p of a) for (const q of b) best = Math.min(best, gapBetween(p, q));
  return best;
}

function sees(bf: Battlefield, from: readonly Point[], to: readonly Point[]): boolean {
  return from.some((p) => to.some((q) => sightOn(bf, p, q) !== 'blocked'));
}

/** The ones among `items` whose `key` is least, one of them picked by the dice (DEC-26). */
function closest<T>(s: AiSituation, items: readonly T[], key: (t: T) => number): T | null {
  let best = Infinity;
  let tied: T[] = [];
  for (let i = 0; i < items.length; i++) {
    const t = items[i]!;
    const k = key(t);
    if (k < best - 1e-9) {
      best = k;
      tied = [t];
    } else if (Math.abs(k - best) <= 1e-9) tied.push(t);
  }
  if (tied.length === 0) return null;
  return tied.length === 1 ? tied[0]! : tied[s.pick(tied.length)]!;
}

/** `closest(s, items.filter(test), key)`, asking `test` of the items nearest first and no further
 * than the nearest that pass: a line of sight is the dear part of the tree's questions, and a
 * shooter's Advance asked it of every square in range, the tree of every enemy. The keys are
 * distances between squares, equal or apart by far more than the 1e-9 `closest` allows, so the
 * ones that pass at the least key are those `closest` would tie, in the same order, and the dice
 * pick among them alike (docs/performance.md). */
function closestWhere<T>(s: AiSituation, items: readonly T[], key: (t: T) => number, test: (t: T) => boolean): T | null {
  const keys = items.map(key);
  const byKey = items.map((_, i) => i).sort((a, b) => keys[a]! - keys[b]! || a - b);
  for (let i = 0; i < byKey.length; ) {
    let j = i + 1;
    while (j < byKey.length && keys[byKey[j]!]! <= keys[byKey[i]!]! + 1e-9) j++;
    const passed = byKey.slice(i, j).filter((k) => test(items[k]!)).sort((a, b) => a - b);
    if (passed.length > 0) return closest(s, passed.map((k) => items[k]!), key);
    i = j;
  }
  return null;
}

function pointOf(bf: Battlefield, cell: number): Point {
  return { x: cell % bf.size, y: Math.floor(cell / bf.size) };
}

/** The leader's squares reachable with `inches`, as cells, its own first; a charge may end within
 * 1" of other units (AOF-M01). One search with a Rush's inches, kept for the activation, serves the
 * Advance, the Rush and the Charge: the squares a search of fewer inches reaches are those this
 * one reaches for as many (cheapest first, the same ways), in the same order. It was a search of
 * its own for each, up to three an activation; and each question made every square a point and
 * asked the 1" grid of it again: the squares stay cells, each asked once whether it may be
 * stopped on, and only the chosen ones become points (docs/performance.md). */
function ends(s: AiSituation, inches: number, charging = false): number[] {
  const r = leaderReach(s);
  const budget = Math.floor(inches * 2);
  const out: number[] = [r.from];
  const { cells, costs, stop } = r;
  for (let i = 0; i < cells.length; i++) if (costs[i]! <= budget && (charging || stop[i] === 1)) out.push(cells[i]!);
  return out;
}

interface LeaderReach {
  from: number;
  cells: number[];
  costs: number[];
  /** 1 where the leader may stop other than charging (not within 1" of another unit). */
  stop: Uint8Array;
}

function leaderReach(s: AiSituation): LeaderReach {
  const kept = REACH.get(s);
  if (kept) return kept;
  const from = s.unit.models[0]!;
  const { cells, costs } = moveEndsCosts(s.bf, from, { ...s.unit.move, noStop: undefined, inches: Math.max(s.unit.rush, s.unit.advance) });
  const stop = new Uint8Array(cells.length);
  const noStop = s.unit.move.noStop;
  const size = s.bf.size;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    const x = c % size;
    stop[i] = noStop?.(x, (c - x) / size) ? 0 : 1;
  }
  const r: LeaderReach = { from: from.y * size + from.x, cells, costs, stop };
  REACH.set(s, r);
  return r;
}

/** The leader's one search, per activation's situation. */
const REACH = new WeakMap<AiSituation, LeaderReach>();

/** The squares in base contact with any of `models` (AOF-L01), one byte a square, cleared after
 * each use: a charge's squares are read off it rather than each compared with every model. */
let CONTACT = new Uint8Array(0);

/** Where a unit whose leader stood at `p` would have its models: the leader's offset applied to all. */
function shifted(unit: AiUnit, p: Point): Point[] {
  const l = unit.models[0]!;
  return unit.models.map((m) => ({ x: m.x + p.x - l.x, y: m.y + p.y - l.y }));
}

/** AOF-I01 for `s.unit`: (1) is an enemy in sight? (2) would a move put one in range to shoot or
 * charge? Advance and shoot the closest, or Charge it when that deals more damage; else Rush to
 * the closest. (3) With none in sight: within 3" of an AI Goal, skip; else Rush to the nearest. */
export function aiDecision(s: AiSituation): AiDecision {
  const { bf, unit } = s;
  const here = unit.models[0]!;
  // The closest enemy in sight, sight asked of the nearest first.
  const target = closestWhere(s, s.enemies, (e) => unitGap(unit.models, e.models), (e) => sees(bf, unit.models, e.models));
  if (!target) return toGoal(s);
  // Shooting: from here, or from the nearest square an Advance reaches with the target in range and sight.
  let shootFrom: Point | null = null;
  if (unit.range > 0) {
    const inRange = (p: Point) => {
      const at = shifted(unit, p);
      return unitGap(at, target.models) <= unit.range && sees(bf, at, target.models);
    };
    shootFrom = closestWhere(s, ends(s, unit.advance).map((c) => pointOf(bf, c)), (p) => Math.hypot(here.x - p.x, here.y - p.y), inRange);
  }
  // Charging: a square a Charge reaches in base contact with the target (AOF-L01, M01).
  const contact = inContact(s, unit.rush, target.models);
  const chargeTo = contact.length > 0 ? closest(s, contact, (p) => Math.hypot(here.x - p.x, here.y - p.y)) : null;
  if (shootFrom && chargeTo) {
    const shoot = unit.shootDamage(target.id);
    const charge = unit.chargeDamage(target.id);
    if (charge > shoot) return { action: 'charge', to: chargeTo, target: target.id, reason: { branch: 'charge', target: target.id, shoot, charge } };
  }
  if (shootFrom) {
    const moved = shootFrom.x !== here.x || shootFrom.y !== here.y;
    return { action: moved ? 'advance' : 'hold', to: shootFrom, target: target.id, reason: { branch: 'shoot', target: target.id, moved } };
  }
  if (chargeTo) {
    return { action: 'charge', to: chargeTo, target: target.id, reason: { branch: 'charge', target: target.id, shoot: 0, charge: unit.chargeDamage(target.id) } };
  }
  return rushTo(s, target.models, { branch: 'rush-to-enemy', target: target.id }, target.id);
}

function toGoal(s: AiSituation): AiDecision {
  const here = s.unit.models[0]!;
  const near = s.goals.filter((g) => unitGap(s.unit.models, [g.at]) <= 3);
  if (near.length > 0 || s.goals.length === 0) {
    const goal = near[0]?.id ?? '';
    return { action: 'hold', to: here, target: null, reason: near.length > 0 ? { branch: 'hold-at-goal', goal } : { branch: 'no-way', target: null } };
  }
  const goal = closest(s, s.goals, (g) => gapBetween(here, g.at))!;
  return rushTo(s, [goal.at], { branch: 'rush-to-goal', goal: goal.id }, null);
}

/** The squares a Charge of `inches` reaches (`ends(s, inches, true)`) in base contact with any of
 * `models`, as points, in the same order, read off the leader's reach without listing it. */
function inContact(s: AiSituation, inches: number, models: readonly Point[]): Point[] {
  const size = s.bf.size;
  if (CONTACT.length < size * size) CONTACT = new Uint8Array(size * size);
  const marked: number[] = [];
  for (const q of models) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = q.x + dx;
        const y = q.y + dy;
        if ((dx === 0 && dy === 0) || x < 0 || y < 0 || x >= size || y >= size) continue;
        CONTACT[y * size + x] = 1;
        marked.push(y * size + x);
      }
    }
  }
  const out: Point[] = [];
  const r = leaderReach(s);
  const budget = Math.floor(inches * 2);
  if (CONTACT[r.from] === 1) out.push(pointOf(s.bf, r.from));
  for (let i = 0; i < r.cells.length; i++) if (r.costs[i]! <= budget && CONTACT[r.cells[i]!] === 1) out.push(pointOf(s.bf, r.cells[i]!));
  for (const c of marked) CONTACT[c] = 0;
  return out;
}

/** A Rush that ends as near `toward` as the ground allows (the nearest by the walk still to go,
 * then by the gap); no move at all when none brings it nearer. */
function rushTo(s: AiSituation, toward: readonly Point[], reason: AiReason, target: string | null): AiDecision {
  const here = s.unit.models[0]!;
  const size = s.bf.size;
  const squares = ends(s, s.unit.rush);
  // The walk left from each square, searched back from the squares beside the goal as far as
  // the nearest of them: the others, farther, score Infinity and rank last, as they would.
  const walk = walkLeft(s, toward);
  walkOn(walk, squares);
  // A square not settled scores Infinity whatever its gap: the gap is measured only for the others.
  const best = closest(s, squares, (c) => {
    const w = walkCost(walk, c);
    return w === Infinity ? Infinity : w * 1000 + unitGap([pointOf(s.bf, c)], toward);
  });
  const hereCell = here.y * size + here.x;
  if (best === null || best === hereCell || !Number.isFinite(walkCost(walk, best))) {
    return { action: 'hold', to: here, target, reason: Number.isFinite(walkCost(walk, hereCell)) ? reason : { branch: 'no-way', target } };
  }
  return { action: 'rush', to: pointOf(s.bf, best), target, reason };
}

/** The walk in half inches between the squares and the nearest of `toward`, searched out from
 * `toward` over the ground (models ignored: they move on; a climb counts where the walk from
 * `toward` climbs, near enough to rank squares by). */
function walkLeft(s: AiSituation, toward: readonly Point[]): Walk {
  // The walk reads only the ground, the unit's way of moving and `toward`: every unit of an AI
  // turn that rushes at the same hero, moving the same way, reads the same one, searched on as
  // far as each needs (docs/performance.md).
  const key = `${s.unit.move.flying ? 1 : 0}${s.unit.move.strider ? 1 : 0}${s.unit.move.crossesGaps ? 1 : 0}:${toward.map((p) => p.y * s.bf.size + p.x).join(',')}`;
  let kept = WALKS.get(s.bf);
  if (!kept) WALKS.set(s.bf, (kept = new Map()));
  const hit = kept.get(key);
  if (hit) return hit;
  // One search out from all of `toward` at once, not one per square of it: a target unit of ten
  // models cost ten searches of the whole battlefield.
  const walk = startWalk(s.bf, toward, { ...s.unit.move, noStop: undefined, inches: s.bf.size * 4, occupied: takenIn(new Uint8Array(s.bf.size * s.bf.size), s.bf.size) });
  if (kept.size >= 32) kept.clear();
  kept.set(key, walk);
  return walk;
}

/** Walks kept per battlefield (its ground never changes), by the way of moving and the squares. */
const WALKS = new WeakMap<Battlefield, Map<string, Walk>>();

/** Where the rest of a unit goes once its leader has moved to `to` (AOF-I02): each model, in turn,
 * to the square its move reaches nearest its place beside the leader (its offset before the
 * move), within 1" of a model placed before it and within 3" of every one, inches of the
 * battlefield's `scale` (0.5 on 24×24, AOF-P02); a model that can find no such square stays where
 * it was. The unit's own models' squares (`models`) are free: they move. */
export function placeGroup(bf: Battlefield, models: readonly Point[], to: Point, spec: MoveSpec, scale = 1): Point[] {
  const near = scale;
  const far = 3 * scale;
  const leader = models[0]!;
  // gapBetween(p, q) <= d, as squared distances between centres: no square root in this loop.
  const nearSq = (near + 1) * (near + 1);
  const farSq = (far + 1) * (far + 1);
  const within = (p: Point, q: Point, sq: number) => (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y) <= sq;
  const placed: Point[] = [to];
  // What stands in the way, one byte a square, asked of `spec` once a square rather than once
  // per step weighed by each follower's search (copied whole when `spec` reads a grid itself);
  // the squares placed are marked as they are.
  const size = bf.size;
  const given = (spec.occupied as { grid?: Uint8Array }).grid;
  const grid = given ? given.slice(0, size * size) : new Uint8Array(size * size);
  if (!given) for (let y = 0, c = 0; y < size; y++) for (let x = 0; x < size; x++, c++) if (spec.occupied(x, y)) grid[c] = 1;
  for (const m of models) grid[m.y * size + m.x] = 0;
  grid[to.y * size + to.x] = 1;
  const taken = takenIn(grid, size);
  for (const m of models.slice(1)) {
    const slot = { x: m.x + to.x - leader.x, y: m.y + to.y - leader.y };
    // Only squares within 3" of the leader's (`far`, between centres far + 1) can be coherent.
    const reach = moveEndsNear(bf, m, { ...spec, occupied: taken }, to, Math.floor(far + 1));
    const options = [m, ...reach.map((c) => pointOf(bf, c))].filter((p) => !(p === m && taken(p.x, p.y)));
    const coherent = options.filter((p) => placed.some((q) => within(p, q, nearSq)) && placed.every((q) => within(p, q, farSq)));
    const pool = coherent.length > 0 ? coherent : [m];
    let best = pool[0]!;
    for (const p of pool) if (gapBetween(p, slot) < gapBetween(best, slot)) best = p;
    placed.push(best);
    grid[best.y * size + best.x] = 1;
  }
  return placed;
}
