// How the AI plays with the `facing` module on (FAC-*): around the seat's own policy, which knows
// nothing of facing, it turns each figure to face the threat before its turn ends (blocking the
// way with its zone, showing its front to the foes that could strike or shoot it), and answers
// interceptions: the GM steps in front of shots at its shooters and casters, hero bots in front
// of shots at their wizard or at a friend who would fall, when the interceptor stands the hit better.
import { FACINGS, frontSquares, sectorOf, view, type Answer, type Decision, type Facing, type GameState, type ModelView, type Seat } from '@delve/engine';
import { readBoard } from '../board.ts';
import { exposure, guardStance, shielded } from './guard.ts';

type Policy = (s: GameState, seat: Seat) => Answer;

/** `base` with the facing decisions added: a turn before a figure's turn ends, and interceptions. */
export function withFacingPlay(s: GameState, seat: Seat, base: Policy): Answer {
  const d = s.pending!;
  if (d.kind === 'intercept') return intercept(s, seat, d);
  const a = base(s, seat);
  if (d.kind !== 'act' || d.phase !== 'combat') return a;
  const ending = a.kind === 'end' ? [a.model] : a.kind === 'endPhase' ? (d.current ? [d.current] : d.models) : [];
  if (ending.length === 0 && a.kind !== 'move') return a;
  const v = view(s, seat, { shared: true, slain: false });
  const b = readBoard(v, s);
  // A figure with nothing to strike stands guard where its zone shields a friend better than
  // where its own policy would have it: the GM's shooters and casters, the heroes' spell-casters.
  if (a.kind === 'move') {
    const m = b.byId.get(a.model);
    const to = { x: a.to[0], y: a.to[1] };
    if (m && !v.models.some((e) => e.side !== m.side && !e.ko && !e.dead && e.x >= 0 && Math.max(Math.abs(e.x - to.x), Math.abs(e.y - to.y)) === 1)) {
      return guardStance(s, seat, b, m, to) ?? a;
    }
    return a;
  }
  for (const id of ending) {
    const m = b.byId.get(id);
    if (!m || m.ko || m.act?.done) continue;
    const g = guardStance(s, seat, b, m);
    if (g) return g;
  }
  // Before a figure's turn ends (its own end, or the seat's whole phase), it turns to the threat,
  // unless that would open the way to a friend its zone shields.
  for (const id of ending) {
    const m = b.byId.get(id);
    if (!m || m.ko || m.act?.done) continue;
    const f = bestFacing(v.models, m);
    if (!f || f === m.facing) continue;
    const friends = m.facing && m.zone ? shielded(s, v, m.side).filter((x) => x.id !== m.id) : [];
    const open = (g: Facing) => friends.reduce((t, p) => t + exposure(b, m.side, p, m, m, g), 0);
    if (friends.length > 0 && open(f) > open(m.facing!)) continue;
    return { kind: 'turn', model: id, facing: f };
  }
  return a;
}

function standingFoes(models: readonly ModelView[], m: ModelView): ModelView[] {
  return models.filter((e) => e.side !== m.side && !e.dead && !e.left && !e.away && !e.ko && e.x >= 0);
}

/** The facing that shows the fewest foes a flank or the rear, nearest foes weighing most, and that
 * puts the most foes' paths in its blocking zone; null with no foe on the board. */
export function bestFacing(models: readonly ModelView[], m: ModelView): Facing | null {
  const foes = standingFoes(models, m);
  if (foes.length === 0) return null;
  let best: Facing | null = null;
  let bestScore = -Infinity;
  for (const f of FACINGS) {
    let score = 0;
    for (const e of foes) {
      const dist = Math.max(Math.abs(e.x - m.x), Math.abs(e.y - m.y));
      const w = 1 / (dist * dist);
      const sector = sectorOf(m, f, e);
      score += sector === 'front' ? 2 * w : sector === 'rear' ? -3 * w : -w;
    }
    // Ties go to the zone that covers the squares nearest the foes.
    for (const p of frontSquares(m, f)) for (const e of foes) score -= 1e-3 * Math.max(Math.abs(e.x - p.x), Math.abs(e.y - p.y));
    if (score > bestScore) {
      bestScore = score;
      best = f;
    }
  }
  return best;
}

/** Whether to step in front of an attack (DEC-28), as the seat sees it. */
function intercept(s: GameState, seat: Seat, d: Extract<Decision, { kind: 'intercept' }>): Answer {
  const v = view(s, seat, { shared: true, slain: false });
  const target = v.models.find((m) => m.id === d.target);
  if (!target) return { kind: 'intercept', model: null };
  const c = s.ctx.content;
  const shooter = (m: ModelView) => m.spells.length > 0 || m.weapons.some((w) => c.weapons[w]?.kind !== 'hand');
  const worth = (m: ModelView) => (m.wounds ?? m.maxWounds);
  // The GM guards its shooters and casters; heroes their spell-casters and friends near falling.
  const guard = seat === 'gm' ? shooter(target) : target.spells.length > 0 || worth(target) <= 2;
  if (!guard) return { kind: 'intercept', model: null };
  let best: ModelView | null = null;
  for (const id of d.models) {
    const m = v.models.find((x) => x.id === id);
    if (!m || worth(m) <= worth(target) || (seat !== 'gm' && m.spells.length > 0)) continue;
    if (!best || worth(m) > worth(best)) best = m;
  }
  return { kind: 'intercept', model: best ? best.id : null };
}
