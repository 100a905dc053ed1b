// One seat's reading of the game at a decision: its view, the board, friends and foes, walking
// distances from each foe, and the odds asker. Built once per decision from `view(state, seat)`.
import { view, type Content, type GameState, type ModelView, type Seat, type View } from '@delve/engine';
import { byId, cellOf, distances, readBoard, standing, present, type Board, type Pt } from './board.ts';
import { oddsAsker, type OddsAsker } from './odds.ts';
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
  /** Foes with a ranged weapon, and the weapon. */
  shooters: { m: ModelView; weapon: string }[];
}

export function situation(s: GameState, seat: Seat): Situation {
  const v = view(s, seat);
  const b = readBoard(v);
  const c = s.ctx.content;
  const t = tacticsFor(v.ruleset);
  const side = seat === 'gm' ? 'monsters' : 'heroes';
  const on = v.models.filter((m) => present(m, v)).sort(byId);
  const friends = on.filter((m) => m.side === side);
  const foes = on.filter((m) => m.side !== side);
  const dist = new Map<string, Int16Array>();
  const shooters: Situation['shooters'] = [];
  for (const f of foes) {
    if (!standing(f, v)) continue;
    const w = t.rangedWeapon(c, f);
    if (w) shooters.push({ m: f, weapon: w.id });
  }
  return {
    s, seat, v, b, c, t, odds: oddsAsker(s, b.byId), side, friends, foes, shooters,
    foeDist(id) {
      let d = dist.get(id);
      if (!d) {
        const f = b.byId.get(id)!;
        dist.set(id, (d = distances(b, [cellOf(b, f)], { throughDoors: true })));
      }
      return d;
    },
  };
}

/** Expected wounds the foes' shooters would do to `id` standing at `p`: a square in a hero
 * archer's line of fire costs more than a covered one. */
export function exposure(x: Situation, id: string, p: Pt): number {
  let e = 0;
  for (const { m, weapon } of x.shooters) {
    if (Math.max(Math.abs(m.x - p.x), Math.abs(m.y - p.y)) <= 1) continue;
    const o = x.odds.odds(m.id, id, weapon, id, p);
    if (!o) continue;
    o.dealt.forEach((q, k) => (e += q * k));
  }
  return e;
}
