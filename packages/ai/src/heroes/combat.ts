// A hero bot's combat activation: save a knocked-out friend (potion, healing spell, dragging him
// clear), strike the monster the exact odds favour, shoot or cast when that is worth more, and
// otherwise move where the next blow or shot will tell, out of the monster archers' sight.
import { legalAnswers, moveSquares, type Answer, type Decision, type GameState, type ModelView, type WeaponDef } from '@delve/engine';
import { cellOf, chebyshev, distances, distancesFrom, moveTo, pointOf, reached, standing, type Pt } from '../board.ts';
import { bestAttack, bestCast, bestPush, bestSquare, lowestRanked, pick, tryMove, type SquareValues } from '../choose.ts';
import { exposure, type Situation } from '../situation.ts';
import { disarmFirstOnTheWay, onTheFloor, openOverTraps } from './traps.ts';
import { PATIENCE } from '../gm/cunning.ts';

type Act = Extract<Decision, { kind: 'act' }>;
/** What a hero's combat activation may be made of here, moves aside (the engine's `moveSquares`). */
export const HERO_KINDS: Answer['kind'][] = ['attack', 'shoot', 'cast', 'potion', 'drag', 'push', 'door', 'disarm'];

/** Who acts next: those who can save a friend, then those in contact, then shooters, then the rest. */
export function nextHero(x: Situation, d: Act): string {
  const ko = x.friends.filter((f) => f.ko);
  const rank = (id: string): number => {
    const m = x.b.byId.get(id)!;
    if (ko.some((k) => x.t.aids(m, k)) && (m.items.some((i) => x.c.items[i]?.kind === 'potion') || m.spells.some((sp) => x.c.spells[sp]?.effect.kind === 'heal'))) return 0;
    if (x.foes.some((f) => chebyshev(f, m) === 1)) return 1;
    if (x.t.rangedWeapon(x.c, m)) return 2;
    return 3 + nearestFoe(x, m);
  };
  return lowestRanked(d.models, rank);
}

function nearestFoe(x: Situation, p: Pt): number {
  let best = 999;
  for (const f of x.foes) {
    if (!standing(f, x.v)) continue;
    const d = chebyshev(f, p) <= 1 ? 1 : x.foeDist(f.id)[p.y * x.b.width + p.x]!;
    if (reached(d)) best = Math.min(best, d);
  }
  return best;
}

/** How much a wounded or fallen friend needs healing now. */
function need(m: Pick<ModelView, 'ko' | 'wounds' | 'maxWounds'>): number {
  if (m.ko) return 10;
  const w = m.wounds ?? m.maxWounds;
  return w <= Math.max(1, m.maxWounds / 3) ? 4 : 0;
}

/** Whether a hero with no square to move to and `listed` (its answers of HERO_KINDS) can only
 * end its activation: every answer listed is a potion for a friend who needs no healing, which
 * `rescue` passes over, as the rest of `heroCombatAct` does with nothing else to do. A hero
 * carrying potions lists them at every decision of a fight: this spares reading the board for
 * them. The friends' wounds are the state's own, which every hero seat sees. */
export function onlyUnneededPotions(s: GameState, listed: readonly Answer[]): boolean {
  for (const a of listed) {
    if (a.kind !== 'potion') return false;
    const t = s.models[a.target];
    if (!t || need({ ko: t.status.ko, wounds: t.wounds, maxWounds: t.profile.wounds }) > 0) return false;
  }
  return true;
}

function rescue(x: Situation, m: ModelView, legal: readonly Answer[]): Answer | null {
  let best: Answer | null = null;
  let bestNeed = 0;
  for (const a of legal) {
    if (a.kind !== 'potion' && !(a.kind === 'cast' && x.c.spells[a.spell]?.effect.kind === 'heal')) continue;
    const t = x.b.byId.get(a.target);
    if (!t) continue;
    let n = need(t);
    if (n <= bestNeed) continue;
    // Drink one's own potion only when the fight is close at hand.
    if (t.id === m.id && nearestFoe(x, m) > 3) n -= 3;
    if (n > bestNeed) {
      bestNeed = n;
      best = a;
    }
  }
  return best;
}

/** Drag a knocked-out friend out of the monsters' reach (AHQ-C44); where the fallen cannot be
 * struck (`guilds`), out of the foes' zones so that the dragger's potion or healing may reach him
 * next (a fight where nobody can strike him would otherwise never end). */
function drag(x: Situation, m: ModelView, legal: readonly Answer[], anyway = false): Answer | null {
  const heals = m.items.some((i) => x.c.items[i]?.kind === 'potion') || m.spells.some((sp) => x.c.spells[sp]?.effect.kind === 'heal');
  if (!x.t.fallenCanBeStruck && !heals && !anyway) return null;
  const reach = x.t.fallenCanBeStruck ? 2 : 1;
  let best: Answer | null = null;
  let bestV = x.t.fallenCanBeStruck ? 0 : 1;
  for (const a of legal) {
    if (a.kind !== 'drag') continue;
    const k = x.b.byId.get(a.target)!;
    if (!x.foes.some((f) => standing(f, x.v) && chebyshev(f, k) <= reach)) continue;
    // The friend ends on the dragger's last-but-one square: far from the monsters is good.
    const end = a.path.length >= 2 ? a.path[a.path.length - 2]! : [m.x, m.y];
    const v = nearestFoe(x, { x: end[0]!, y: end[1]! });
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** What standing somewhere is weighed by, the same for every square a hero weighs in one
 * decision: each foe still standing, with its walking distances, worth and move; the hero's
 * ranged weapon, and whether he is a spellcaster who keeps back. */
interface Stance {
  wpn: WeaponDef | null;
  caster: boolean;
  foes: { f: ModelView; dist: Int16Array; reach: Int16Array; pull: number; move: number }[];
  /** The friends still to reach the fight (standing, none beside a foe), with their walking
   * distances from the foes' squares and from themselves: whose way a square may bar. */
  behind: { cell: number; from: Int16Array; toFoes: number }[];
  fromFoes: Int16Array | null;
  /** `blocking`'s answers, by square. */
  barred: Map<number, number>;
}

function stance(x: Situation, m: ModelView): Stance {
  const foes: Stance['foes'] = [];
  for (const f of x.foes) {
    if (!standing(f, x.v)) continue;
    // The way to a square to strike it from, round a fallen friend lying on one.
    foes.push({ f, dist: x.foeDist(f.id), reach: x.foeReach(f.id), pull: (x.t.worth(x.c, f) - 3) * 0.2, move: x.t.combatMove(f) });
  }
  const w = x.b.width;
  const fromFoes = foes.length > 0 ? distances(x.b, foes.map(({ f }) => f.y * w + f.x)) : null;
  const behind: Stance['behind'] = [];
  if (fromFoes) {
    for (const k of x.friends) {
      if (k === m || !standing(k, x.v) || foes.some(({ f }) => chebyshev(f, k) <= 1)) continue;
      const cell = cellOf(x.b, k);
      const toFoes = fromFoes[cell]!;
      if (reached(toFoes)) behind.push({ cell, from: distancesFrom(x.b, cell), toFoes });
    }
  }
  return { wpn: x.t.rangedWeapon(x.c, m), caster: x.t.isCaster(x.c, m) && m.profile.ws < 6, foes, behind, fromFoes, barred: new Map() };
}

/** How much standing at `p` bars the friends behind from the fight: a square on every shortest
 * way from one of them to the foes (a doorway, a passage, the square before a door) lengthens his
 * way by the steps it costs him to go round, or shuts him out. A hero who strikes from there
 * holds the doorway rather than blocking it: the caller weighs that. */
function blocking(x: Situation, st: Stance, p: Pt): number {
  if (st.behind.length === 0 || !st.fromFoes) return 0;
  const cell = cellOf(x.b, p);
  const known = st.barred.get(cell);
  if (known !== undefined) return known;
  let cost = 0;
  let without: Int16Array | null = null;
  for (const k of st.behind) {
    // On one of his shortest ways at all? Only then can standing there lengthen it.
    const viaFoes = st.fromFoes[cell]!;
    const viaHim = k.from[cell]!;
    if (!reached(viaFoes) || !reached(viaHim) || viaFoes + viaHim !== k.toFoes || viaHim === 0) continue;
    without ??= distances(x.b, st.foes.map(({ f }) => f.y * x.b.width + f.x), { blocked: (c) => c === cell });
    const round = without[k.cell]!;
    // Round one square in the open is two steps: only a narrow way is barred.
    if (reached(round) && round - k.toFoes <= 2) continue;
    cost += reached(round) ? Math.min(4, round - k.toFoes) : 4;
  }
  st.barred.set(cell, cost);
  return cost;
}

/** Worth of standing at `p`: next to the monster most worth striking, or with a shot, and out of
 * the monsters' archers' sight; spellcasters and archers keep back. */
function standValue(x: Situation, m: ModelView, st: Stance, p: Pt, canStrike: boolean, full = true): number {
  const cell = p.y * x.b.width + p.x;
  let v = full ? -exposure(x, m.id, p) * 0.5 : 0;
  const { wpn, caster } = st;
  let strike = 0;
  let shot = 0;
  let approach = Infinity;
  let danger = 0;
  for (const { f, dist, reach, pull, move } of st.foes) {
    const adj = chebyshev(f, p) === 1;
    const d = dist[cell]!;
    const to = reach[cell]!;
    if (adj && canStrike) {
      const o = x.odds.odds(m.id, f.id, undefined, m.id, p);
      if (o) strike = Math.max(strike, x.t.attackValue(x.c, o, m, f));
    }
    if (full && wpn && !adj) {
      const o = x.odds.odds(m.id, f.id, wpn.id, m.id, p);
      if (o) shot = Math.max(shot, x.t.attackValue(x.c, o, m, f) * 0.7);
    }
    if (reached(to)) approach = Math.min(approach, to - pull);
    if (adj) danger += 1;
    else if (reached(d) && d <= move + 1) danger += 0.3;
  }
  // Guard a fallen friend: stand beside him, where a potion or a drag can reach him.
  for (const k of x.friends) if (k.ko && x.t.aids(p, k)) v += 0.4;
  // Not in the doorway a friend needs, unless striking from there (holding it).
  if (strike === 0) v -= blocking(x, st, p) * 0.25;
  if (caster) return v + shot - danger * 1.2 - Math.abs((approach === Infinity ? 6 : approach) - 4) * 0.1;
  if (wpn && shot > 0) return v + Math.max(strike, shot) - danger * 0.4;
  return v + strike - (approach === Infinity ? 0 : approach * 0.2);
}

/** Where a hero would move to (`bestSquare`), assuming it may strike after moving. */
class HeroSquares implements SquareValues {
  readonly #x: Situation;
  readonly #m: ModelView;
  readonly #st: Stance;

  constructor(x: Situation, m: ModelView, st: Stance) {
    this.#x = x;
    this.#m = m;
    this.#st = st;
  }

  cheap(p: Pt): number {
    return standValue(this.#x, this.#m, this.#st, p, true, false);
  }

  full(p: Pt): number {
    return standValue(this.#x, this.#m, this.#st, p, true);
  }
}

/** `listed` and `squares`: the current hero's answers of HERO_KINDS and the squares it may move
 * to, when the caller has them already. */
export function heroCombatAct(x: Situation, d: Act, listed?: Answer[], squares?: number[]): Answer {
  const id = d.current ?? nextHero(x, d);
  const m = x.b.byId.get(id)!;
  const legal = listed ?? legalAnswers(x.s, x.seat, { model: id, kinds: HERO_KINDS });
  // Moves by square alone: the engine walks the same cheapest path its listing found.
  const moves = squares ?? moveSquares(x.s, x.seat, id);
  const saved = rescue(x, m, legal);
  if (saved) return saved;
  const dragged = drag(x, m, legal);
  if (dragged) return dragged;

  const now = pick([bestAttack(x, m, legal), bestCast(x, m, legal), bestPush(x, m, legal)]);
  // Nothing to strike and the fallen lying across the only way to the foes: that comes before
  // where to stand, which would step back out of their sight and forward again for ever.
  if (!now || now.value <= 0) {
    const cleared = clearTheWay(x, m, legal, moves);
    if (cleared) return cleared;
  }
  // Where it stands is weighed only against somewhere else to stand.
  if (moves.length > 0) {
    const st = stance(x, m);
    const stay = standValue(x, m, st, m, false);
    // The view does not say whether this hero has struck yet; assume it may strike after moving.
    // Without a ranged weapon the full value only adds the monster archers' threat: never more.
    const ranged = st.wpn !== null;
    const { item: best, value: moveV } = bestSquare(x.b, moves, new HeroSquares(x, m, st), ranged ? 12 : 6, !ranged);
    const bestV = tryMove(x, m, moveV, stay);
    if (now && now.value > 0.05 && now.value + stay >= bestV - 0.1) return now.answer;
    if (best !== null && bestV > stay + 0.05) return moveTo(x.b, id, best);
  }
  if (now && now.value > 0) return now.answer;
  // Nothing better to do: close in on a foe standing over a fallen friend, or drag the friend
  // clear of it (he may be lying on the only square to strike it from), or open the way to foes
  // shut away.
  return closeIn(x, m, moves) ?? (x.t.fallenCanBeStruck ? null : drag(x, m, legal, true)) ?? openTowardFoes(x, m, legal) ?? disarmTowardFoes(x, m, legal, moves) ?? makeRoom(x, m, moves) ?? pressOn(x, m, moves) ?? { kind: 'end', model: id };
}

/** Where nobody strikes the fallen (`guilds`, GLD-W02), a standing friend beside this hero may be
 * boxed in: every square beside him holds a fallen friend or this hero, and past this hero the
 * next free square costs more than his move (corpses, GLD-M01), so he can drag nobody (GLD-W03)
 * and strike nobody. This hero's square is the one he could drag a friend to: with nothing
 * better to do, this hero steps aside to the square farthest from the foes. Otherwise neither
 * moves again, and a fight the foes cannot reach either never ends (expedition 357). */
function makeRoom(x: Situation, m: ModelView, moves: readonly number[]): Answer | null {
  if (x.t.fallenCanBeStruck || moves.length === 0) return null;
  const w = x.b.width;
  const beside = (c: number) => [c - 1, c + 1, c - w, c + w];
  const next = (a: Pt, b: Pt) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1;
  const free = (c: number) => x.b.floor[c] === 1 && !x.b.occupant.has(c);
  const boxed = x.friends.some((k) => k !== m && standing(k, x.v) && next(k, m)
    && beside(cellOf(x.b, k)).every((c) => !free(c))
    && !x.foes.some((f) => standing(f, x.v) && next(f, k))
    && x.friends.some((f) => f.ko && f.x >= 0 && next(f, k)));
  if (!boxed) return null;
  const foes = x.foes.filter((f) => standing(f, x.v));
  let best = -1;
  let bestD = -1;
  for (const c of moves) {
    const p = pointOf(x.b, c);
    const d = Math.min(...foes.map((f) => chebyshev(f, p)));
    if (d > bestD) {
      bestD = d;
      best = c;
    }
  }
  return moveTo(x.b, m.id, best);
}

/** Where nobody strikes the fallen (`guilds`, GLD-W02), fallen friends lying across the only way
 * between the hero and the foes shut both sides off: no monster passes them (GLD-M02), no hero
 * ends his move on them, and a fight neither side can reach never ends. Drag the one lying
 * nearest the foes clear (GLD-W03), or step beside him to drag him next turn. */
function clearTheWay(x: Situation, m: ModelView, legal: readonly Answer[], moves: readonly number[]): Answer | null {
  if (x.t.fallenCanBeStruck) return null;
  const w = x.b.width;
  const foes = x.foes.filter((f) => standing(f, x.v));
  const fallen = x.friends.filter((k) => k.ko && k.x >= 0);
  if (foes.length === 0 || fallen.length === 0) return null;
  const here = cellOf(x.b, m);
  const lying = new Set(fallen.map((k) => cellOf(x.b, k)));
  const from = foes.map((f) => cellOf(x.b, f));
  // A way there is, but every one of them passes a fallen friend.
  const open = distances(x.b, from);
  if (!reached(open[here]!) || reached(distances(x.b, from, { blocked: (c) => lying.has(c), until: here })[here]!)) return null;
  // The fallen friends in the way, nearest the foes first: the first this hero can drag farther
  // from them, or reach a square beside to drag him next turn.
  const inWay = fallen.filter((k) => reached(open[cellOf(x.b, k)]!)).sort((a, b) => open[cellOf(x.b, a)]! - open[cellOf(x.b, b)]! || (a.id < b.id ? -1 : 1));
  for (const k of inWay) {
    let best: Answer | null = null;
    let bestV = open[cellOf(x.b, k)]!;
    for (const a of legal) {
      if (a.kind !== 'drag' || a.target !== k.id) continue;
      // He ends on the dragger's last-but-one square.
      const end = a.path.length >= 2 ? a.path[a.path.length - 2]! : [m.x, m.y];
      const v = open[end[1]! * w + end[0]!]!;
      if (reached(v) && v > bestV) {
        bestV = v;
        best = a;
      }
    }
    if (best) return best;
    const beside = [k.y * w + k.x - 1, k.y * w + k.x + 1, (k.y - 1) * w + k.x, (k.y + 1) * w + k.x].filter((c) => x.b.floor[c] && !x.b.occupant.has(c));
    if (beside.length === 0 || moves.length === 0) continue;
    const to = nearestMove(x, here, moves, beside);
    if (to >= 0) return moveTo(x.b, m.id, to);
  }
  return null;
}

/** Where nobody strikes the fallen (`guilds`, GLD-W02), a foe standing over a fallen friend
 * waits there for ever, and a fight nobody finishes never ends: step toward a square to strike
 * it from, round the friends in the way. */
function closeIn(x: Situation, m: ModelView, moves: readonly number[]): Answer | null {
  if (x.t.fallenCanBeStruck || moves.length === 0) return null;
  const w = x.b.width;
  const targets: number[] = [];
  for (const f of x.foes) {
    if (!standing(f, x.v) || !x.friends.some((k) => k.ko && chebyshev(k, f) === 1)) continue;
    for (const c of [f.y * w + f.x - 1, f.y * w + f.x + 1, (f.y - 1) * w + f.x, (f.y + 1) * w + f.x]) if (x.b.floor[c] && !x.b.occupant.has(c)) targets.push(c);
  }
  if (targets.length === 0) return null;
  const here = m.y * w + m.x;
  const best = nearestMove(x, here, moves, targets);
  return best < 0 ? null : moveTo(x.b, m.id, best);
}

/** Of `moves`, the square nearest `targets` (walking round the friends in the way) and nearer
 * than `here`, the first of equals; -1 if none is. */
function nearestMove(x: Situation, here: number, moves: readonly number[], targets: readonly number[]): number {
  const dist = distances(x.b, targets, { around: x.b.on, enterable: here });
  let best = -1;
  let bestD = reached(dist[here]!) ? dist[here]! : Infinity;
  for (const c of moves) {
    const d = dist[c]!;
    if (reached(d) && d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

/** With nothing to strike and nowhere better to stand, while no way reaches a foe still standing
 * but over a spotted trap, which neither side will cross (a fight nobody could finish: in `ahq`
 * expedition 343 at normal the last orc stood beyond a pit trap from the heroes for 2,000 turns):
 * disarm the trap that way crosses first (AHQ-E16), stepping up beside it if need be. */
function disarmTowardFoes(x: Situation, m: ModelView, legal: readonly Answer[], moves: readonly number[]): Answer | null {
  const open = openOverTraps(x);
  if (!open) return null;
  const w = x.b.width;
  const here = m.y * w + m.x;
  const foes = x.foes.filter((f) => standing(f, x.v)).map((f) => f.y * w + f.x);
  if (foes.length === 0) return null;
  // Some foe can walk to it, or it to some foe, round the traps: none need be disarmed.
  if (reached(distances(x.b, foes, { until: here })[here]!)) return null;
  const dist = distances(x.b, foes, { open, around: x.b.on, enterable: here, until: here });
  if (!reached(dist[here]!)) return null;
  return disarmFirstOnTheWay(x, m, legal, () => moves, dist);
}

/** How far from a foe `pressOn` looks for a square to shoot it from. */
const SHOT_FROM = 6;

/** In a fight long past the GM's patience (`PATIENCE` rounds, twice over), with nothing to strike
 * and nowhere better to stand: step toward a square to strike the nearest foe still standing from,
 * or, with a bow or crossbow, one to shoot it from, as players do on a foe that will not come. A
 * hurt hero keeps out of a dangerous foe's reach while the fight goes on; where that foe never
 * comes, nobody else does (in `ahq` expedition 379 at normal a giant rat beyond a trap the heroes
 * could walk round). A foe may also have no square beside it free at all: in 642 at story a chaos
 * sorcerer in a corner between a chest and a table, the wounded elf diagonal to it, where nobody
 * strikes diagonally (AHQ-C14) and no bow shoots (AHQ-C25), for 2,500 rounds; only a shot from
 * across the room reaches it. */
function pressOn(x: Situation, m: ModelView, moves: readonly number[]): Answer | null {
  if ((x.s.combat?.round ?? 0) <= 2 * PATIENCE || moves.length === 0) return null;
  const w = x.b.width;
  const trapped = new Set(x.v.map.traps.filter(onTheFloor).map((t) => t.cell));
  const targets: number[] = [];
  const free = (c: number) => x.b.floor[c] === 1 && !x.b.occupant.has(c) && !trapped.has(c);
  const wpn = x.t.rangedWeapon(x.c, m);
  for (const f of x.foes) {
    if (!standing(f, x.v)) continue;
    for (const c of [f.y * w + f.x - 1, f.y * w + f.x + 1, (f.y - 1) * w + f.x, (f.y + 1) * w + f.x]) if (free(c)) targets.push(c);
    if (!wpn) continue;
    // The squares it could be shot from, within a few steps of it: the engine's odds say whether
    // a shot is allowed from there (range, sight, not adjacent).
    for (let y = Math.max(0, f.y - SHOT_FROM); y <= Math.min(x.b.height - 1, f.y + SHOT_FROM); y++) {
      for (let xx = Math.max(0, f.x - SHOT_FROM); xx <= Math.min(w - 1, f.x + SHOT_FROM); xx++) {
        const c = y * w + xx;
        if (chebyshev(f, { x: xx, y }) > 1 && free(c) && x.odds.odds(m.id, f.id, wpn.id, m.id, { x: xx, y })) targets.push(c);
      }
    }
  }
  if (targets.length === 0) return null;
  const best = nearestMove(x, m.y * w + m.x, moves, targets);
  return best < 0 ? null : moveTo(x.b, m.id, best);
}

/** With nothing to strike and nowhere better to stand, while every foe still standing is shut
 * away behind closed doors (a fight that would otherwise never end: monsters other than Sentries
 * open no doors, AHQ-C12, GLD-C05): open the door beside it that leads toward them. */
function openTowardFoes(x: Situation, m: ModelView, legal: readonly Answer[]): Answer | null {
  const doors = legal.filter((a): a is Extract<Answer, { kind: 'door' }> => a.kind === 'door');
  if (doors.length === 0) return null;
  const w = x.b.width;
  const here = m.y * w + m.x;
  const foes = x.foes.filter((f) => standing(f, x.v));
  if (foes.length === 0) return null;
  // Some foe can walk to it, or it to some foe: no door needed.
  if (reached(distances(x.b, foes.map((f) => f.y * w + f.x), { until: here })[here]!)) return null;
  for (const a of doors) {
    const door = x.v.map.doors.find((d) => d.id === a.door);
    if (!door || door.open || door.rock) continue;
    if (foes.some((f) => door.cells.some((c) => x.foeDist(f.id)[c]! < x.foeDist(f.id)[here]!))) return a;
  }
  return null;
}
