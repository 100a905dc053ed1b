// The Gamesmaster AI's Dungeon Counters (AHQ-E28, DEC-30): it saves for reinforcements, the
// strongest play, and spends them when a fight hangs in the balance or the heroes are hurt; it
// sends a wandering band at a hurt party or at a hero who strayed from the others; it lays traps
// only with counters to spare, on the way the heroes are about to take. Read from the GM's view
// and the decision's offers only; ties go to the first square in reading order, so the same state
// always gets the same answer.
import type { Answer, CounterOffer, Decision, GameState, ModelView } from '@delve/engine';
import { distances, reached, standing, type Pt } from '../board.ts';
import { situation, type Situation } from '../situation.ts';
import { cunningOf } from './cunning.ts';

type CounterDecision = Extract<Decision, { kind: 'dungeonCounter' }>;

/** How hurt the party is: its standing heroes' wounds left over their wounds in full (0..1), and
 * whether one of them is down or nearly so. */
function hurt(x: Situation): { left: number; anyLow: boolean } {
  let have = 0;
  let full = 0;
  let anyLow = false;
  for (const f of x.foes) {
    const w = f.wounds ?? f.maxWounds;
    if (f.ko) anyLow = true;
    if (f.kind === 'hero' && w <= f.maxWounds * 0.4) anyLow = true;
    have += f.ko ? 0 : w;
    full += f.maxWounds;
  }
  return { left: full > 0 ? have / full : 1, anyLow };
}

/** How much a side's standing models are worth, by the wounds they have left. */
function power(x: Situation, ms: readonly ModelView[]): number {
  let p = 0;
  for (const m of ms) if (standing(m, x.v)) p += x.t.worth(x.c, m) * Math.max(0, m.wounds ?? m.maxWounds) / Math.max(1, m.maxWounds);
  return p;
}

/** Squares of the standing heroes. */
function heroCells(x: Situation): number[] {
  return x.foes.filter((f) => standing(f, x.v)).map((f) => f.y * x.b.width + f.x);
}

/** A hero's walking distance (doors counted open) to the nearest other standing hero. */
function strayed(x: Situation, f: ModelView): number {
  const others = x.foes.filter((o) => o !== f && standing(o, x.v)).map((o) => o.y * x.b.width + o.x);
  if (others.length === 0) return 0;
  const d = distances(x.b, others, { throughDoors: true });
  const here = d[f.y * x.b.width + f.x]!;
  return reached(here) ? here : 99;
}

/** How much the GM gains by a band coming upon hero `f`: a hurt, valuable hero, away from help. */
function preyValue(x: Situation, f: ModelView): number {
  const w = f.wounds ?? f.maxWounds;
  return x.t.worth(x.c, f) * (1.5 - w / Math.max(1, f.maxWounds)) + Math.min(strayed(x, f), 12) / 3;
}

/** The squares the heroes are about to walk: those on a shortest way from the party to the
 * nearest way on (a closed door, or the edge of a section not revealed yet), through the
 * revealed dungeon; by how little a trap there would be stepped round. */
function onTheWay(x: Situation, squares: readonly Pt[]): { p: Pt; value: number } | null {
  const b = x.b;
  const w = b.width;
  const n = w * b.height;
  const hidden = b.static.hidden;
  const passable = b.static.passable;
  const tiles = x.v.map.tiles;
  const open = new Uint8Array(n);
  const goals: number[] = [];
  for (let c = 0; c < n; c++) {
    if (passable[c] !== 1) continue;
    if (hidden && hidden[c] === 1) continue;
    open[c] = 1;
    if (tiles.charCodeAt(c) === 68 && !x.v.map.doors.some((d) => d.open && d.cells.includes(c))) goals.push(c); // a closed door
  }
  if (hidden) {
    for (let c = 0; c < n; c++) {
      if (hidden[c] !== 1 || passable[c] !== 1) continue;
      const col = c % w;
      if ((col > 0 && open[c - 1] === 1) || (col < w - 1 && open[c + 1] === 1) || open[c - w] === 1 || open[c + w] === 1) {
        open[c] = 1;
        goals.push(c);
      }
    }
  }
  const party = heroCells(x);
  if (goals.length === 0 || party.length === 0) return null;
  const fromParty = distances(b, party, { open });
  const fromGoals = distances(b, goals, { open });
  let way = Infinity;
  for (const g of goals) if (reached(fromParty[g]!)) way = Math.min(way, fromParty[g]!);
  if (way === Infinity) return null;
  let best: { p: Pt; value: number } | null = null;
  for (const p of squares) {
    const c = p.y * w + p.x;
    const dp = fromParty[c]!;
    const dg = fromGoals[c]!;
    if (!reached(dp) || !reached(dg)) continue;
    const detour = dp + dg - way;
    if (detour > 0) continue;
    // A square the heroes cannot step round: few ways past it, or right before a door.
    let ways = 0;
    const col = c % w;
    for (const nb of [col > 0 ? c - 1 : -1, col < w - 1 ? c + 1 : -1, c - w, c + w]) if (nb >= 0 && nb < n && open[nb] === 1) ways++;
    const beforeDoor = [c - 1, c + 1, c - w, c + w].some((nb) => nb >= 0 && nb < n && tiles.charCodeAt(nb) === 68);
    const value = 4 - ways + (beforeDoor ? 2 : 0) - dp / 20;
    if (!best || value > best.value) best = { p, value };
  }
  return best;
}

/** The square reinforcements come from: the one nearest (walking) to a hero worth striking, so
 * that they strike this phase where they can. */
function reinforceFrom(x: Situation, offer: CounterOffer): { at: Pt; prey?: ModelView } {
  const b = x.b;
  const w = b.width;
  let best: Pt = offer.squares[0]!;
  let bestV = -Infinity;
  let aim: ModelView | undefined;
  const prey = x.foes.filter((f) => standing(f, x.v) || f.ko);
  for (const f of prey) {
    const d = x.foeDist(f.id);
    const value = preyValue(x, f);
    for (const p of offer.squares) {
      const k = d[p.y * w + p.x]!;
      if (!reached(k)) continue;
      // Within a move and a blow of the hero is worth all of it; farther, less by the step.
      const v = value - Math.max(0, k - 6) * 0.5;
      if (v > bestV) {
        bestV = v;
        best = p;
        aim = f;
      }
    }
  }
  return { at: best, ...(aim ? { prey: aim } : {}) };
}

/** The entry played on `at`, with why: for whom, where a hero is its aim. */
function play(offer: CounterOffer, at: Pt, target?: ModelView): Answer {
  const code = offer.effect === 'reinforcements' ? 'reinforce' : offer.effect === 'wandering' ? 'band' : 'trapAhead';
  return { kind: 'dungeonCounter', entry: offer.entry, at: [at.x, at.y], reason: { code, ...(target ? { target: target.id } : {}) } };
}

const PASS: Answer = { kind: 'dungeonCounter', entry: null };

/** Steps (doors counted open) from the nearest other hero at which a hero has strayed. */
const STRAYED = 8;

/** The counters the GM keeps for a fight: the dearest entry of the table played in a combat GM
 * phase (the game's header and content are known to every seat); 0 without one. */
export function keepForAFight(s: GameState): number {
  const setup = s.ctx.header.setup;
  const content = s.ctx.content;
  let id = setup.counters;
  for (let q = setup.quest !== undefined ? content.quests[setup.quest] : undefined; id === undefined && q; q = q.extends !== undefined ? content.quests[q.extends] : undefined) id = q.counters;
  const table = id !== undefined ? content.counterTables?.[id] : undefined;
  let most = 0;
  for (const e of table?.entries ?? []) if (e.moment === 'combat') most = Math.max(most, e.cost);
  return most;
}

export function dungeonCounter(s: GameState, d: CounterDecision): Answer {
  // A story GM keeps its counters; an eager one spends on the strongest play within reach.
  const how = cunningOf(s).counters;
  if (how === 'never') return PASS;
  const eager = how === 'eager';
  const x = situation(s, 'gm');
  const keep = keepForAFight(s);
  const pain = hurt(x);
  const dearest = (kind: CounterOffer['effect']) => d.offers.filter((o) => o.effect === kind).sort((a, b) => b.cost - a.cost)[0];
  if (d.moment === 'combat') {
    const r = dearest('reinforcements');
    if (!r) return PASS;
    // The fight hangs in the balance, or the heroes are hurt: bring help.
    const balanced = power(x, x.friends) >= 0.5 * power(x, x.foes);
    if (eager || pain.anyLow || pain.left <= 0.7 || balanced) {
      const from = reinforceFrom(x, r);
      return play(r, from.at, from.prey);
    }
    return PASS;
  }
  const band = dearest('wandering');
  if (band) {
    const prey = band.squares
      .map((p) => ({ p, f: x.foes.find((f) => f.x === p.x && f.y === p.y && standing(f, x.v)) }))
      .filter((o): o is { p: Pt; f: ModelView } => o.f !== undefined);
    // A hurt hero who strayed from the others is worth the counters saved for a fight.
    const lone = prey.some((o) => (o.f.wounds ?? o.f.maxWounds) <= o.f.maxWounds * 0.6 && strayed(x, o.f) >= STRAYED);
    // A hurt party, a hurt hero alone, or counters to spare beyond a fight's reinforcements.
    if (prey.length > 0 && (eager || pain.anyLow || pain.left <= 0.6 || lone || d.held >= band.cost + keep)) {
      let best = prey[0]!;
      for (const o of prey) if (preyValue(x, o.f) > preyValue(x, best.f)) best = o;
      return play(band, best.p, best.f);
    }
  }
  const trap = d.offers.filter((o) => o.effect === 'trap').sort((a, b) => a.cost - b.cost)[0];
  if (trap && d.held - trap.cost >= keep) {
    const spot = onTheWay(x, trap.squares);
    if (spot) return play(trap, spot.p);
  }
  return PASS;
}
