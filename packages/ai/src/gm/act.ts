// The Gamesmaster's monsters in a combat GM phase (AHQ-C46..C48): which monster acts next, where
// it goes and whom it strikes. Melee monsters close on the hero they can hurt most (exact odds:
// expected wounds, kill and knock-out chances), archers and spellcasters shoot from a distance and
// keep out of the heroes' reach (backing away from a shot only to get out of it), Sentries open
// doors that shorten the way, and a square in a hero archer's line of fire is avoided when a
// covered one serves as well.
import { carveUint8, legalAnswers, moveSquares, type Answer, type Decision, type GameState, type ModelView } from '@delve/engine';
import { around, cellOf, chebyshev, distances, distancesFrom, moveTo, pointOf, reached, standing, type Pt } from '../board.ts';
import { exposure, situation, type Situation } from '../situation.ts';
import { cunningNow, cunningOf, waiting, type Cunning } from './cunning.ts';
import { actReason, withReason } from './reasons.ts';
import { planGain, planning, rememberToAct } from './plan.ts';
import { bestAttack, bestCast, bestPush, bestSquare, lowestRanked, pick, strikeValue, tryMove, type Scored, type SquareValues } from '../choose.ts';

type Act = Extract<Decision, { kind: 'act' }>;
/** What a monster's activation may be made of, moves aside (the engine's `moveSquares`); the
 * engine lists nothing else worth checking. */
const MONSTER_KINDS: Answer['kind'][] = ['attack', 'shoot', 'cast', 'push', 'run', 'door'];

export function monsterAct(s: GameState, d: Act): Answer {
  // A monster in the middle of its activation with nothing left to do but end it: no reading needed.
  let listed: Answer[] | undefined;
  let squares: number[] | undefined;
  if (d.current) {
    listed = legalAnswers(s, 'gm', { model: d.current, kinds: MONSTER_KINDS });
    squares = moveSquares(s, 'gm', d.current);
    if (listed.length === 0 && squares.length === 0) return { kind: 'end', model: d.current };
  }
  const x = situation(s, 'gm');
  // The monsters still to act, whose blows the phase's plan weighs together (gm/plan.ts).
  rememberToAct(x, d.models);
  const id = d.current ?? nextMonster(x, d.models);
  const m = x.b.byId.get(id)!;
  const a = activation(x, m, listed, squares);
  // Why, from the facts it read (gm/reasons.ts).
  return withReason(a, actReason(x, m, a, isRanged(x, m) && waiting(x.s)));
}

/** Shooters and casters first (before friends step into their line), then those already in
 * contact, then the rest nearest first, so those behind find the way clear. The walking distances
 * are asked only when none of the first two kinds is left: those are told apart without them. */
function nextMonster(x: Situation, ids: readonly string[]): string {
  const kind = (id: string): number => {
    const m = x.b.byId.get(id)!;
    if (x.t.rangedWeapon(x.c, m) || x.t.isCaster(x.c, m)) return 0;
    // A foe in contact is at 1: nearer than a walk of two steps or more brings any other.
    return x.foes.some((f) => chebyshev(f, m) <= 1) ? 1 : 2;
  };
  const first = lowestRanked(ids, kind);
  if (kind(first) < 2) return first;
  return lowestRanked(ids, (id) => nearestFoe(x, x.b.byId.get(id)!));
}

function nearestFoe(x: Situation, p: Pt): number {
  let best = Infinity;
  for (const f of x.foes) best = Math.min(best, chebyshev(f, p) <= 1 ? 1 : x.foeDist(f.id)[p.y * x.b.width + p.x]!);
  return best;
}

/** A model that shoots or casts: it keeps its distance. */
export function isRanged(x: Situation, m: ModelView): boolean {
  return x.t.rangedWeapon(x.c, m) !== null || x.t.isCaster(x.c, m);
}

/** What moving to a square does to a ranged monster's shot in this activation: it `forfeits` the
 * shot it has from where it stands (a missile is not shot after moving, AHQ-C26, GLD-S02), or it
 * `shoots` from there after moving (a weapon that allows it). */
export type MoveShot = 'forfeits' | 'shoots';

/** Where a monster would like to stand, attacks aside: melee ones near the hero most worth
 * striking, ranged ones at a distance with a shot, both out of the heroes' archers' sight.
 * `full` adds the costly parts (ranged odds): callers rank every square without them first.
 * `move`: the square is one a ranged monster would move to, with what that does to its shot. */
export function standValue(x: Situation, m: ModelView, p: Pt, full = true, move?: MoveShot): number {
  const w = x.b.width;
  const cell = p.y * w + p.x;
  let v = full ? -exposure(x, m.id, p) * 0.6 : 0;
  // Past the GM's patience a shooter with no shot from where it stands comes on as the others do
  // (below), taking a shot where one comes its way.
  if (isRanged(x, m) && !waiting(x.s)) {
    const wpn = x.t.rangedWeapon(x.c, m);
    if (full && wpn) {
      let shot = 0;
      for (const f of x.foes) {
        if (f.ko || chebyshev(f, p) <= 1) continue;
        const o = x.odds.odds(m.id, f.id, wpn.id, m.id, p);
        if (o) shot = Math.max(shot, strikeValue(x, m, f, o, true));
      }
      v += shot * 0.8;
    }
  } else if (isRanged(x, m)) {
    let shot = 0;
    // The blows the heroes could strike it there in their coming turn; those they could strike in
    // the turn after, a combat move nearer.
    let danger = 0;
    let later = 0;
    let beside = false;
    const wpn = x.t.rangedWeapon(x.c, m);
    for (const f of x.foes) {
      if (f.ko) continue;
      const d = chebyshev(f, p) <= 1 ? 1 : x.foeDist(f.id)[cell]!;
      const reach = d <= 1 ? FREELY : strikeReach(x, f, m, 1)[cell]!;
      if (d <= 1) {
        danger += 2;
        beside = true;
      } else if (reach !== UNREACHED) danger += reachWeight(x, f, reach);
      else if (move === 'forfeits' && d <= 2 * x.t.combatMove(f) + 1 && !busy(x, f, m)) {
        const next = strikeReach(x, f, m, 2)[cell]!;
        if (next !== UNREACHED) later += reachWeight(x, f, next);
      }
      if (full && wpn && d > 1) {
        const o = x.odds.odds(m.id, f.id, wpn.id, m.id, p);
        // Valued as the shot from where it stands is (`bestAttack`): the one a move gives up.
        if (o) shot = Math.max(shot, strikeValue(x, m, f, o, true));
      }
    }
    v += shot * 0.8 - danger;
    // Moved and then shooting, unless beside a hero: in his zone it may not (GLD-Z04, S01).
    if (move === 'shoots' && !beside) v += shot;
    // Backing away from a shot it has: where the heroes cannot strike it in their coming turn but
    // can in the next, the blow it backs away from is only put off, and the shot with it. Backing
    // off is worth the shot it gives up only out of their reach for both turns, or for a better
    // shot: otherwise a crossbowman and a slower hero could go round a room for ever.
    else if (move === 'forfeits' && danger === 0) v -= later;
    return v;
  }
  // Close on the hero most worth reaching: nearer, weaker, or a spellcaster or archer.
  let approach = Infinity;
  for (const q of quarries(x, m)) {
    // Through the doors it may not open where it has no other way.
    let d = q.ways[cell]!;
    if (!reached(d)) d = x.foeReach(q.id)[cell]!;
    if (!reached(d)) continue;
    approach = Math.min(approach, d - q.pull);
  }
  if (approach === Infinity) return v - wayOutHeld(x, p);
  v -= approach * 0.25;
  const { strikeFirst, cutOff } = cunningHere(x);
  // Where it strikes no one this phase: out of the heroes' reach, and across their way back.
  if ((strikeFirst > 0 || cutOff > 0) && !strikesFrom(x, m, p)) {
    if (strikeFirst > 0) v -= strikeFirst * heroesReaching(x, m, p);
    // Only a monster out of the fight this phase leaves it for the doorway.
    if (cutOff > 0 && wayBackBarred(x, p) > 0 && !strikesThisPhase(x, m)) v += cutOff;
  }
  return v;
}

/** Per decision: the GM's cunning at this moment of the fight (`cunningNow`), read once rather
 * than at every square weighed; it looks over every hero on the board, and a monster weighs
 * dozens of squares a decision. */
const cunningAt = new WeakMap<Situation, Cunning>();

export function cunningHere(x: Situation): Cunning {
  let c = cunningAt.get(x);
  if (!c) cunningAt.set(x, (c = cunningNow(x.s)));
  return c;
}

/** Whether `m` at `p` stands where it strikes a hero hand-to-hand (its zone: the four squares
 * beside it, or the eight). */
export function strikesFrom(x: Situation, m: ModelView, p: Pt): boolean {
  const reach = handReach(x, m);
  if (reach === 0) return false;
  for (const f of x.foes) {
    if (f.ko && !x.t.fallenCanBeStruck) continue;
    const dx = Math.abs(f.x - p.x);
    const dy = Math.abs(f.y - p.y);
    if (Math.max(dx, dy) === 1 && (reach === 2 || dx + dy === 1)) return true;
  }
  return false;
}

/** Per decision, by monster: whether it can strike a hero hand-to-hand this phase, from where it
 * stands or a square it may move to. */
const strikesNow = new WeakMap<Situation, Map<string, boolean>>();

export function strikesThisPhase(x: Situation, m: ModelView): boolean {
  let mine = strikesNow.get(x);
  if (!mine) strikesNow.set(x, (mine = new Map()));
  let out = mine.get(m.id);
  if (out === undefined) {
    out = strikesFrom(x, m, m) || moveSquares(x.s, 'gm', m.id).some((c) => strikesFrom(x, m, pointOf(x.b, c)));
    mine.set(m.id, out);
  }
  return out;
}

/** The heroes who could strike `m` at `p` in their coming turn, each as much as his blow weighs
 * (`reachWeight`: less when he must first leave a zone that holds him). */
export function heroesReaching(x: Situation, m: ModelView, p: Pt): number {
  const cell = p.y * x.b.width + p.x;
  let n = 0;
  for (const f of x.foes) {
    if (f.ko) continue;
    const reach = chebyshev(f, p) <= 1 ? FREELY : strikeReach(x, f, m, 1)[cell]!;
    if (reach !== UNREACHED) n += reachWeight(x, f, reach);
  }
  return n;
}

/** What the heroes' way back to the stairs out reads, per decision: the stairs' squares' walking
 * distances, and each standing hero's square with his distance to them. */
interface WayBack {
  stairs: number[];
  fromStairs: Int16Array;
  heroes: { cell: number; from: Int16Array; toStairs: number }[];
  barred: Map<number, number>;
}

const waysBack = new WeakMap<Situation, WayBack | null>();

function wayBack(x: Situation): WayBack | null {
  let w = waysBack.get(x);
  if (w !== undefined) return w;
  const t = x.v.map.tiles;
  const stairs: number[] = [];
  for (let i = t.indexOf('<'); i >= 0; i = t.indexOf('<', i + 1)) stairs.push(i);
  w = null;
  if (stairs.length > 0) {
    const fromStairs = distances(x.b, stairs);
    const heroes: WayBack['heroes'] = [];
    for (const f of x.foes) {
      if (!standing(f, x.v)) continue;
      const cell = cellOf(x.b, f);
      const toStairs = fromStairs[cell]!;
      if (reached(toStairs) && toStairs > 0) heroes.push({ cell, from: distancesFrom(x.b, cell), toStairs });
    }
    if (heroes.length > 0) w = { stairs, fromStairs, heroes, barred: new Map() };
  }
  waysBack.set(x, w);
  return w;
}

/** How many standing heroes a monster at `p` cuts off from the stairs out: `p` is on every short
 * way from him to them (a doorway, a passage), so that going round costs more than stepping round
 * one square in the open, or there is no way round at all. */
export function wayBackBarred(x: Situation, p: Pt): number {
  const w = wayBack(x);
  if (!w) return 0;
  const cell = cellOf(x.b, p);
  const known = w.barred.get(cell);
  if (known !== undefined) return known;
  let n = 0;
  let without: Int16Array | null = null;
  for (const h of w.heroes) {
    const a = w.fromStairs[cell]!;
    const b = h.from[cell]!;
    if (!reached(a) || !reached(b) || b === 0 || a + b !== h.toStairs) continue;
    without ??= distances(x.b, w.stairs, { blocked: (c) => c === cell });
    const round = without[h.cell]!;
    if (!reached(round) || round - h.toStairs > 2) n++;
  }
  w.barred.set(cell, n);
  return n;
}

/** A hero a melee monster may close on, as it weighs every square in one decision: the orthogonal
 * walking distance to a square to strike him from (a diagonal neighbour is two steps from one),
 * round a fallen hero lying on one, by the ways the monster may take; and how much he draws it. */
interface Quarry {
  id: string;
  ways: Int16Array;
  pull: number;
}

/** Per decision: by the monster weighing where to stand. */
const quarriesOf = new WeakMap<Situation, Map<string, Quarry[]>>();

/** The last answer of `quarries`, with whom it was for: a monster asks at every square it weighs,
 * one after the other, and this spares looking the decision up at each. */
let lastQuarries: { x: Situation | null; id: string; out: Quarry[] } = { x: null, id: '', out: [] };

function quarries(x: Situation, m: ModelView): Quarry[] {
  if (lastQuarries.x === x && lastQuarries.id === m.id) return lastQuarries.out;
  let mine = quarriesOf.get(x);
  if (!mine) quarriesOf.set(x, (mine = new Map()));
  let out = mine.get(m.id);
  if (out) {
    lastQuarries = { x, id: m.id, out };
    return out;
  }
  // A monster that may open no door (AHQ-C12, GLD-C05) takes the way round where there is one,
  // rather than waiting at a shut door.
  const doors = x.t.monsterMayUseDoor(m, x.v.combat?.pursuing === true, true);
  out = [];
  const { focus, finishFallen } = cunningOf(x.s);
  for (const f of x.foes) {
    // A fallen hero who cannot be struck (`guilds`) is no one to close on: the others are.
    if (f.ko && !x.t.fallenCanBeStruck) continue;
    // Nearer, weaker, or a spellcaster or archer, as much as the GM's cunning weighs them; a
    // knocked-out hero (AHQ-C43) draws only a GM bent on finishing him.
    const left = f.wounds === null ? 1 : Math.max(0, f.wounds) / Math.max(1, f.maxWounds);
    const pull = ((1 - left) * 2 + (x.t.worth(x.c, f) - 4) * 0.3) * focus + (f.ko ? (finishFallen > 1 ? (finishFallen - 1) * 3 : -1.5) : 0);
    out.push({ id: f.id, ways: x.foeReach(f.id, doors), pull });
  }
  mine.set(m.id, out);
  lastQuarries = { x, id: m.id, out };
  return out;
}

/** The hero a melee monster at `p` closes on (the one it weighs best there), and whether he is
 * also the nearest: for the reason it gives (gm/reasons.ts). */
export function quarryAt(x: Situation, m: ModelView, p: Pt): { id: string; nearest: boolean } | null {
  const cell = p.y * x.b.width + p.x;
  let best: string | null = null;
  let bestV = Infinity;
  let near: string | null = null;
  let nearD = Infinity;
  for (const q of quarries(x, m)) {
    let d = q.ways[cell]!;
    if (!reached(d)) d = x.foeReach(q.id)[cell]!;
    if (!reached(d)) continue;
    if (d - q.pull < bestV) {
      bestV = d - q.pull;
      best = q.id;
    }
    if (d < nearD) {
      nearD = d;
      near = q.id;
    }
  }
  return best === null ? null : { id: best, nearest: best === near };
}

/** With no hero to be reached (shut in by walls, furniture and a fallen friend lying on the only
 * square beside it, GLD-M02, W02), how many of the squares the heroes would come out by a monster
 * at `p` stands over: its zone would stop them there (GLD-M03, Z01), and a fight where neither
 * side can strike would never end. Standing clear lets them out, to be struck. */
function wayOutHeld(x: Situation, p: Pt): number {
  const w = x.b.width;
  let held = 0;
  for (const f of x.foes) {
    if (!standing(f, x.v)) continue;
    const here = f.y * w + f.x;
    for (const c of [here - 1, here + 1, here - w, here + w]) {
      if (c < 0 || c >= x.b.floor.length || x.b.floor[c] !== 1) continue;
      if (chebyshev({ x: c % w, y: Math.floor(c / w) }, p) <= 1) held++;
    }
  }
  return held;
}

/** How a hero reaches a square to strike in his coming turn: not at all, only by passing the Speed
 * check to leave the zone that holds him (GLD-Z05), or freely. */
const UNREACHED = 0;
const HELD = 1;
const FREELY = 2;

/** What the heroes threaten as one monster weighs where to stand, kept for the decision. */
interface Threats {
  /** 1 where a hero would stop: the zones of the other monsters that hold no one yet. */
  stops: Uint8Array;
  /** `strikeReach`'s squares, by turns (one or two) less one, then by hero. */
  reach: [Map<string, Uint8Array>, Map<string, Uint8Array>];
  /** `busy`'s answer, by hero. */
  busy: Map<string, boolean>;
}

/** Per decision: by the monster weighing where to stand. */
const threatsOf = new WeakMap<Situation, Map<string, Threats>>();

/** The last answer of `threats`, with whom it was for: asked for every hero at every square a
 * monster weighs, one after the other. */
let lastThreats: { x: Situation | null; id: string; t: Threats | null } = { x: null, id: '', t: null };

function threats(x: Situation, mover: ModelView): Threats {
  if (lastThreats.x === x && lastThreats.id === mover.id) return lastThreats.t!;
  let mine = threatsOf.get(x);
  if (!mine) threatsOf.set(x, (mine = new Map()));
  let t = mine.get(mover.id);
  if (!t) {
    const stops = carveUint8(x.b.width * x.b.height);
    for (const e of x.friends) {
      const zone = handReach(x, e);
      if (e === mover || e.ko || e.focus !== null || zone === 0) continue;
      for (const c of around(x.b, e, zone === 2)) stops[c] = 1;
    }
    mine.set(mover.id, (t = { stops, reach: [new Map(), new Map()], busy: new Map() }));
  }
  lastThreats = { x, id: mover.id, t };
  return t;
}

/** Hero `f` has a monster other than `m` to strike in his coming turn: he is not counted as
 * coming after `m` in the turn after. */
function busy(x: Situation, f: ModelView, m: ModelView): boolean {
  const known = threats(x, m).busy;
  let b = known.get(f.id);
  if (b === undefined) {
    const reach = strikeReach(x, f, m, 1);
    known.set(f.id, (b = x.friends.some((e) => e !== m && !e.ko && reach[cellOf(x.b, e)] !== UNREACHED)));
  }
  return b;
}

/** The blow a hero could strike, as he reaches the square. */
function reachWeight(x: Situation, f: ModelView, reach: number): number {
  return reach === FREELY ? 0.6 : 0.6 * (1 - x.t.leaveRisk(f));
}

/** The search's walking distances and queue, shared by every search (none runs inside another):
 * grown as boards grow, and only the squares a search reached are cleared after it. */
let walked = new Int16Array(0).fill(-1);
let walkQueue = new Int32Array(0);

/** The squares hero `f` could strike within his next `turns` turns (UNREACHED, HELD or FREELY),
 * as the monster `mover` weighs where to stand: those beside a square he can walk to in as many
 * combat moves (GLD-C07, DEC-04), the diagonal ones too with a weapon that strikes them. He goes
 * round the monsters (GLD-M02; AHQ-C13: round every model), not through a closed door (GLD-C09,
 * AHQ-C12), and stops where he enters the zone of a monster that holds no one yet (GLD-M03, Z02;
 * AHQ-C15): a crossbowman behind a friend's zone is out of his reach. `mover` is left out: it
 * will have moved, or it stands where the squares are asked about. */
function strikeReach(x: Situation, f: ModelView, mover: ModelView, turns: number): Uint8Array {
  const t = threats(x, mover);
  const known = t.reach[turns - 1]!;
  let out = known.get(f.id);
  if (out) return out;
  const b = x.b;
  const w = b.width;
  const h = b.height;
  const n = w * h;
  out = carveUint8(n);
  known.set(f.id, out);
  const strikes = handReach(x, f);
  if (f.ko || strikes === 0) return out;
  // A zone that holds him already lets him go only on a Speed check.
  const held = x.friends.some((e) => e !== mover && !e.ko && e.focus === f.id);
  if (walked.length < n) {
    walked = new Int16Array(n).fill(-1);
    walkQueue = new Int32Array(n);
  }
  const dist = walked;
  const queue = walkQueue;
  const start = cellOf(b, f);
  const budget = x.t.combatMove(f) * turns;
  dist[start] = 0;
  queue[0] = start;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const c = queue[head]!;
    const cx = c % w;
    const cy = (c - cx) / w;
    // He can end his move here: strike the squares round it.
    const other = b.occupant.get(c);
    if (!other || other === f || other === mover) {
      const how = c === start || !held ? FREELY : HELD;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (strikes === 1 && dx !== 0 && dy !== 0)) continue;
          const tx = cx + dx;
          const ty = cy + dy;
          if (tx < 0 || ty < 0 || tx >= w || ty >= h) continue;
          const tc = ty * w + tx;
          if (out[tc]! < how) out[tc] = how;
        }
      }
    }
    if (dist[c]! >= budget || (c !== start && t.stops[c] === 1)) continue;
    for (let k = 0; k < 4; k++) {
      const nc = k === 0 ? (cx > 0 ? c - 1 : -1) : k === 1 ? (cx < w - 1 ? c + 1 : -1) : k === 2 ? c - w : c + w;
      if (nc < 0 || nc >= n || dist[nc] !== -1 || b.floor[nc] !== 1) continue;
      const o = b.occupant.get(nc);
      if (o && o !== mover && (o.side !== f.side ? !o.ko : !x.t.passesFriends)) continue;
      dist[nc] = dist[c]! + 1;
      queue[tail++] = nc;
    }
  }
  for (let i = 0; i < tail; i++) dist[queue[i]!] = -1;
  return out;
}

/** The squares `m` strikes hand-to-hand, which are its zone: none without a hand weapon, 1 the
 * four beside it, 2 the diagonal ones too. */
function handReach(x: Situation, m: ModelView): 0 | 1 | 2 {
  let reach: 0 | 1 | 2 = 0;
  for (const id of m.weapons) {
    const wpn = x.c.weapons[id];
    if (wpn?.kind !== 'hand') continue;
    if (x.t.strikesDiagonally(wpn)) return 2;
    reach = 1;
  }
  return reach;
}

/** The best hand-to-hand strike `m` could make standing at `p`. */
function meleeFrom(x: Situation, m: ModelView, p: Pt): number {
  let best = 0;
  const plan = planning(x);
  for (const f of x.foes) {
    // Nobody strikes a fallen hero where the ruleset says so (`guilds`, GLD-W02).
    if (chebyshev(f, p) !== 1 || (f.ko && !x.t.fallenCanBeStruck)) continue;
    const o = x.odds.odds(m.id, f.id, undefined, m.id, p);
    // With what the monsters still to act can finish (gm/plan.ts).
    if (o) best = Math.max(best, x.t.attackValue(x.c, o, m, f) + (plan > 0 ? plan * planGain(x, m, f, o.dealt) : 0));
  }
  return best;
}

/** Where a monster would move to (`bestSquare`): where it would stand, and the blow it strikes
 * from there when it attacks after moving. */
class MonsterSquares implements SquareValues {
  readonly #x: Situation;
  readonly #m: ModelView;
  readonly #shot: MoveShot | undefined;
  readonly #strikes: boolean;

  constructor(x: Situation, m: ModelView, shot: MoveShot | undefined, strikes: boolean) {
    this.#x = x;
    this.#m = m;
    this.#shot = shot;
    this.#strikes = strikes;
  }

  cheap(p: Pt): number {
    return this.#value(p, false);
  }

  full(p: Pt): number {
    return this.#value(p, true);
  }

  #value(p: Pt, full: boolean): number {
    return standValue(this.#x, this.#m, p, full, this.#shot) + (this.#strikes ? meleeFrom(this.#x, this.#m, p) : 0);
  }
}

/** `listed` and `squares`: the monster's answers of MONSTER_KINDS and the squares it may move to,
 * when the caller has them already. */
function activation(x: Situation, m: ModelView, listed?: Answer[], squares?: number[]): Answer {
  const legal = listed ?? legalAnswers(x.s, 'gm', { model: m.id, kinds: MONSTER_KINDS });
  // Moves by square alone: the engine walks the same cheapest path its listing found.
  const moves = squares ?? moveSquares(x.s, 'gm', m.id);
  const end: Answer = { kind: 'end', model: m.id };
  const combat = x.v.combat;
  const pursuing = combat?.pursuing === true;
  const attackAfterMove = pursuing || combat?.routine !== 'attackThenMove';

  // What it could do from where it stands.
  const now: Scored[] = [bestAttack(x, m, legal), bestCast(x, m, legal), bestPush(x, m, legal)].filter((a): a is Scored => a !== null);
  const actNow = pick(now);

  // A blow it would rather not strike, where monsters always attack (GLD-C01): struck rather
  // than standing beside the hero doing nothing, which could go on for ever.
  const strikeAnyway = (a: Scored | null): a is Scored => a !== null && (a.value > 0 || (x.t.monstersAlwaysAttack && a.answer.kind === 'attack'));

  if (moves.length === 0) {
    const run = legal.find((a) => a.kind === 'run');
    // A pursuer that cannot reach a hero must run (AHQ-C48); otherwise strike if it can.
    if (actNow && actNow.value > 0) return actNow.answer;
    const door = usefulDoor(x, m, legal);
    if (door) return door;
    if (strikeAnyway(actNow)) return actNow.answer;
    if (run && pursuing) return run;
    return end;
  }

  // Moving then striking (or just moving) against striking from here.
  const stay = standValue(x, m, m);
  // For a melee monster the full value only adds the hero archers' threat: never more.
  const ranged = isRanged(x, m);
  const wpn = ranged ? x.t.rangedWeapon(x.c, m) : null;
  const shot: MoveShot | undefined = !wpn ? undefined
    : attackAfterMove && x.t.shootsAfterMoving(wpn) ? 'shoots'
    : actNow?.answer.kind === 'shoot' ? 'forfeits' : undefined;
  const { item: bestMove, value: moveValue } = bestSquare(x.b, moves, new MonsterSquares(x, m, shot, attackAfterMove), ranged ? 12 : 6, !ranged);
  // Held in a control zone (`guilds`), a move may fail its Speed check.
  const bestMoveValue = tryMove(x, m, moveValue, stay);
  const hereValue = stay + (actNow ? actNow.value : 0);
  if (actNow && actNow.value > 0 && hereValue >= bestMoveValue - 0.05) return actNow.answer;

  // Nothing to strike this phase and far away: a run covers more ground than a walk (AHQ-C10).
  const run = legal.find((a) => a.kind === 'run');
  const door = usefulDoor(x, m, legal);
  if (door && (!actNow || actNow.value <= 0) && bestMoveValue - stay < 1) return door;
  if (run && !isRanged(x, m) && meleeBest(x, m, moves) === 0 && nearestFoe(x, m) > m.profile.speed + 3) return run;
  if (bestMove !== null && bestMoveValue > stay + 0.01) return moveTo(x.b, m.id, bestMove);
  if (strikeAnyway(actNow)) return actNow.answer;
  return end;
}

function meleeBest(x: Situation, m: ModelView, moves: readonly number[]): number {
  let best = 0;
  for (const c of moves) best = Math.max(best, meleeFrom(x, m, pointOf(x.b, c)));
  return best;
}

/** A door worth opening: the way to the nearest hero it may strike gets shorter by it (Sentries
 * and pursuers only, AHQ-C12, C47, C48; the engine lists no other). Closing is left alone. */
function usefulDoor(x: Situation, m: ModelView, legal: readonly Answer[]): Answer | null {
  // A fallen hero who cannot be struck (`guilds`, GLD-W02) is no one to open the way to: a Sentinel
  // beside him and a shut door, with the last hero standing behind it, would wait there for ever.
  const foes = x.foes.filter((f) => !f.ko || x.t.fallenCanBeStruck);
  if (foes.length === 0) return null;
  let now = -1;
  for (const a of legal) {
    if (a.kind !== 'door') continue;
    const door = x.v.map.doors.find((dd) => dd.id === a.door);
    if (!door || door.open) continue;
    if (!x.t.monsterMayUseDoor(m, x.v.combat?.pursuing === true, true)) continue;
    // Through the door, some hero is nearer than by the way round.
    const through = Math.min(...door.cells.map((c) => Math.min(...foes.map((f) => x.foeDist(f.id)[c]!))));
    if (now < 0) {
      // The way to the heroes with the doors as they are now.
      const d = distances(x.b, foes.map((f) => f.y * x.b.width + f.x));
      now = d[m.y * x.b.width + m.x]!;
    }
    if (reached(through) && through + 1 < now) return a;
  }
  return null;
}
