// Standing guard with a blocking zone (FAC-B01..B04): a melee figure with nothing to strike this
// turn stands, and faces, so that its zone closes the foes' ways to a friend worth shielding. The
// Gamesmaster shuts the passage the heroes must cross to reach its shooters and casters; a hero
// covers the open sides of the party's spell-caster. A figure entering a blocking zone stops there
// (FAC-B03), so a zone square is a place a foe may reach but never pass.
import { accepts, FACINGS, frontSquares, moveSquares, type Answer, type Facing, type GameState, type ModelView, type Seat, type View } from '@delve/engine';
import { around, type Board, type Pt } from '../board.ts';

/** Whether `m` is shown with a blocking zone: a melee weapon in hand (FAC-B01). */
function zoned(m: ModelView): boolean {
  return m.zone === true;
}

function standingOn(m: ModelView): boolean {
  return !m.dead && !m.left && !m.away && !m.ko && m.x >= 0;
}

/** The friends `side` shields: shooters and casters for the GM, spell-casters for the heroes. */
export function shielded(s: GameState, v: View, side: ModelView['side']): ModelView[] {
  const c = s.ctx.content;
  return v.models.filter((m) => m.side === side && standingOn(m) && (m.spells.length > 0 || (side === 'monsters' && m.weapons.some((w) => c.weapons[w] !== undefined && c.weapons[w]!.kind !== 'hand'))));
}

/**
 * How many of the squares beside `p` the foes of `side` can walk to in one move, with `guard`
 * standing at `at` facing `f`: every figure stands in the way, and a square of a blocking zone (the
 * guard's, or another's of `side`) is reached but never left. Foes further off than a move count
 * for nothing: a guard is for the blow to come, not for a fight that may never reach there.
 */
export function exposure(b: Board, side: ModelView['side'], p: Pt, guard: ModelView, at: Pt, f: Facing): number {
  const n = b.width * b.height;
  const kind = new Uint8Array(n); // 0 open, 1 a figure or wall, 2 a zone square
  for (let c = 0; c < n; c++) if (b.floor[c] !== 1) kind[c] = 1;
  const mark = (q: Pt) => {
    if (q.x < 0 || q.y < 0 || q.x >= b.width || q.y >= b.height) return;
    const c = q.y * b.width + q.x;
    if (kind[c] === 0) kind[c] = 2;
  };
  const foes: number[] = [];
  let steps = 0;
  for (const m of b.on) {
    if (!standingOn(m) && !m.ko) continue;
    if (m.side !== side && standingOn(m)) {
      foes.push(m.y * b.width + m.x);
      steps = Math.max(steps, m.profile.speed);
      continue;
    }
    if (m.id === guard.id) continue;
    kind[m.y * b.width + m.x] = 1;
  }
  kind[at.y * b.width + at.x] = 1;
  for (const m of b.on) if (m.side === side && m.id !== guard.id && standingOn(m) && zoned(m) && m.facing) for (const q of frontSquares(m, m.facing)) mark(q);
  if (zoned(guard)) for (const q of frontSquares(at, f)) mark(q);
  // Walk from the foes (their own squares left freely: a foe already held may still step back).
  const seen = new Int16Array(n).fill(-1);
  const queue: number[] = [];
  for (const c of foes) {
    seen[c] = 0;
    queue.push(c);
  }
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    if ((kind[c] === 2 && seen[c] > 0) || seen[c] >= steps) continue;
    for (const d of around(b, { x: c % b.width, y: Math.floor(c / b.width) })) {
      if (seen[d] >= 0 || kind[d] === 1) continue;
      seen[d] = seen[c]! + 1;
      queue.push(d);
    }
  }
  let open = 0;
  for (const d of around(b, p)) if (seen[d]! >= 0 && kind[d] !== 1) open++;
  return open;
}

/** The stance that shields best: the move (with the facing it ends with) or the turn for `m`, when
 * it leaves the foes fewer squares beside the shielded friends than `m` would standing at `planned`
 * (where its own policy would have it end, `m`'s own square for none) as it faces now; null when
 * none does. `planned` itself comes first, with the facing that shields best there, so a move the
 * policy chose is kept where a facing is enough. `m` strikes no one this turn: the caller says so. */
export function guardStance(s: GameState, seat: Seat, b: Board, m: ModelView, planned: Pt = m): Answer | null {
  if (!zoned(m) || !m.facing || m.act?.done) return null;
  const friends = shielded(s, b.view, m.side).filter((f) => f.id !== m.id);
  if (friends.length === 0) return null;
  const score = (at: Pt, f: Facing) => friends.reduce((t, p) => t + exposure(b, m.side, p, m, at, f), 0);
  const now = score(planned, m.facing);
  if (now === 0) return null;
  let best: { at: Pt; f: Facing; value: number } | null = null;
  const consider = (at: Pt, cost: number) => {
    for (const f of FACINGS) {
      const value = score(at, f) + cost;
      if (!best || value < best.value) best = { at, f, value };
    }
  };
  consider(planned, 0);
  // Another square only if it shields better by a whole square; nearer ones first.
  const step = (at: Pt) => 0.5 + 0.01 * Math.max(Math.abs(at.x - m.x), Math.abs(at.y - m.y));
  if (planned.x !== m.x || planned.y !== m.y) consider(m, step(m));
  if (!m.act?.moved) for (const c of moveSquares(s, seat, m.id)) consider({ x: c % b.width, y: Math.floor(c / b.width) }, step({ x: c % b.width, y: Math.floor(c / b.width) }));
  const pick = best as { at: Pt; f: Facing; value: number } | null;
  if (!pick || pick.value >= now) return null;
  const stays = pick.at.x === m.x && pick.at.y === m.y;
  if (stays && pick.f === m.facing) return null;
  const answer: Answer = stays ? { kind: 'turn', model: m.id, facing: pick.f } : { kind: 'move', model: m.id, to: [pick.at.x, pick.at.y], facing: pick.f };
  return accepts(s, seat, answer) ? answer : null;
}
