// One seat's reading of the game at a decision: its view, the board, friends and foes, walking
// distances from each foe, and the odds asker. Built once per decision from `view(state, seat)`;
// what depends on the squares alone (floor, doors, distances) is kept between decisions.
import { view, type Content, type GameState, type ModelView, type Seat, type View, type WeaponDef } from '@delve/engine';
import { cellOf, distances, distancesFrom, readBoard, reached, standing, type Board, type Pt } from './board.ts';
import { mean, oddsAsker, type OddsAsker } from './odds.ts';
import { tacticsFor, type Tactics } from './tactics/index.ts';

export interface Situation {
  s: GameState;
  seat: Seat;
  v: View;
  b: Board;
  c: Content;
  t: Tactics;
  odds: OddsAsker;
  side: 'heroes' | 'monsters';
  /** Friends and foes on the board; KO'd heroes included (they can be struck or saved). */
  friends: ModelView[];
  foes: ModelView[];
  /** Walking distance (closed doors counted open) from each foe's square. */
  foeDist(id: string): Int16Array;
  /** Walking distance from each foe's square with closed doors shut. */
  foeWalk(id: string): Int16Array;
  /** `foeDist` (or, with `throughDoors` false, `foeWalk`) counted to a square the foe can be
   * struck from: a knocked-out model lying beside it takes that square for good (nobody ends a
   * move on it, GLD-M02, and it does not get up by itself), so the way goes round to another. */
  foeReach(id: string, throughDoors?: boolean): Int16Array;
  /** Foes standing with a ranged weapon, and the weapon (listed at the first asking). */
  shooters(): readonly { m: ModelView; weapon: string }[];
}

/** The ruleset's tactics with what they say of each model (worth, ranged weapon, spells) kept for
 * the decision: the models do not change while it is made, and every candidate square asks again. */
function perDecision(t: Tactics): Tactics {
  // Made at the first asking: many decisions (an explorer's, say) ask none of it.
  let worth: Map<ModelView, number> | undefined;
  let ranged: Map<ModelView, WeaponDef | null> | undefined;
  let caster: Map<ModelView, boolean> | undefined;
  const out: Tactics = Object.create(t);
  // The ruleset's methods call each other through `this`: they find these first.
  out.worth = function (c, m) {
    worth ??= new Map();
    let w = worth.get(m);
    if (w === undefined) worth.set(m, (w = t.worth.call(this, c, m)));
    return w;
  };
  out.rangedWeapon = function (c, m) {
    ranged ??= new Map();
    let w = ranged.get(m);
    if (w === undefined) ranged.set(m, (w = t.rangedWeapon.call(this, c, m)));
    return w;
  };
  out.isCaster = function (c, m) {
    caster ??= new Map();
    let k = caster.get(m);
    if (k === undefined) caster.set(m, (k = t.isCaster.call(this, c, m)));
    return k;
  };
  return out;
}

export function situation(s: GameState, seat: Seat): Situation {
  // Read at once and never changed: the models' lists need not be copied. The monsters slain
  // weigh in no decision.
  const v = view(s, seat, { shared: true, slain: false });
  const b = readBoard(v, s.ctx);
  const c = s.ctx.content;
  const t = perDecision(tacticsFor(v.ruleset));
  const side = seat === 'gm' ? 'monsters' : 'heroes';
  const friends: ModelView[] = [];
  const foes: ModelView[] = [];
  for (const m of b.on) (m.side === side ? friends : foes).push(m);
  // The foes' shooters, listed when first asked: many decisions never ask.
  let shooters: { m: ModelView; weapon: string }[] | undefined;
  // Distances to foes with a fallen model beside them, searched once per decision: through doors
  // and with doors shut, by id (asked for every square weighed, so not keyed by a joined string).
  const reach = new Map<string, Int16Array>();
  const walkReach = new Map<string, Int16Array>();
  return {
    s, seat, v, b, c, t, odds: oddsAsker(s, b.byId), side, friends, foes,
    shooters: () => {
      if (!shooters) {
        shooters = [];
        for (const f of foes) {
          if (!standing(f, v)) continue;
          const w = t.rangedWeapon(c, f);
          if (w) shooters.push({ m: f, weapon: w.id });
        }
      }
      return shooters;
    },
    // Shared with other decisions while the squares are unchanged: foes move little between them.
    foeDist: (id) => distancesFrom(b, cellOf(b, b.byId.get(id)!)),
    foeWalk: (id) => distancesFrom(b, cellOf(b, b.byId.get(id)!), false),
    foeReach: (id, throughDoors = true) => {
      const kept = throughDoors ? reach : walkReach;
      let d = kept.get(id);
      if (!d) kept.set(id, (d = reachFrom(b, b.byId.get(id)!, throughDoors)));
      return d;
    },
  };
}

/** Walking distance to `f`, counted to the free squares beside it: each such square is 1, and
 * `f`'s own square 0. The same as the plain distance from `f` unless a knocked-out model lies
 * beside it (then searched afresh: few decisions meet one). */
function reachFrom(b: Board, f: ModelView, throughDoors: boolean): Int16Array {
  const here = cellOf(b, f);
  const w = b.width;
  const x = here % w;
  const beside = [x > 0 ? here - 1 : -1, x < w - 1 ? here + 1 : -1, here - w, here + w];
  if (!beside.some((c) => b.occupant.get(c)?.ko)) return distancesFrom(b, here, throughDoors);
  const ways = throughDoors ? b.static.passable : b.floor;
  const open = (c: number) => c >= 0 && c < ways.length && ways[c] === 1;
  const free = beside.filter((c) => open(c) && !b.occupant.get(c)?.ko);
  // From the free squares beside `f` outwards, never through `f` itself (an enemy blocks).
  const d = distances(b, free, { throughDoors, around: [f] });
  for (let c = 0; c < d.length; c++) if (reached(d[c]!)) d[c] = d[c]! + 1;
  d[here] = 0;
  return d;
}

/** Expected wounds the foes' shooters would do to `id` standing at `p`: a square in a hero
 * archer's line of fire costs more than a covered one. */
export function exposure(x: Situation, id: string, p: Pt): number {
  let e = 0;
  for (const { m, weapon } of x.shooters()) {
    if (Math.max(Math.abs(m.x - p.x), Math.abs(m.y - p.y)) <= 1) continue;
    const o = x.odds.odds(m.id, id, weapon, id, p);
    if (!o) continue;
    e += mean(o.dealt);
  }
  return e;
}
