// Why an aof-quest answer is refused, in a player's terms: a square asked for a move that the
// ground, a model, another unit's 1" or the inches of the action rule out, a charge that cannot
// reach its target, a jump with nothing to jump, a shot out of range or sight, a hero that has
// activated already. The refusal says it as data (`AofRefusal`, worded by format/refusals.ts in
// each language), so a click or a typed square no option names is answered with the engine's
// reason in the web page and the terminal alike. Only what the seat's view shows is named.
import type { AofRefusal, Decision, EngineError } from '../types.ts';
import type { Point } from '../geometry/points.ts';
import { ERROR_CODES as E } from '../types.ts';
import { fail } from '../runtime.ts';
import { formatRefusal } from '../format/refusals.ts';
import { aofWords } from '../format/aof-words.ts';
import { gapBetween, kindAt, moveReach } from './battlefield.ts';
import { content, hasRule, inch, live, moveInches, moveSpec, onField, points, pt, sees, standing, unitGap, weaponsFor } from './common.ts';
import { parseSq, Q } from './questions.ts';
import { aofView } from './seat-view.ts';
import type { AofState, AofUnit } from './state.ts';

type Choice = Extract<Decision, { kind: 'choice' }>;

/** The refusal of `option`, not one of `d`'s options: the reason as data where one is known, the
 * English words as the message, the legal options otherwise. */
export function refuseOption(s: AofState, d: Choice, option: unknown): EngineError {
  const why = typeof option === 'string' ? whyNot(s, d, option) : null;
  if (why) {
    const w = aofWords(aofView(s, d.seat), content(s), 'en');
    return { code: E.illegalAction, message: formatRefusal(why, { model: w.unit, item: (id) => id }, 'en'), why };
  }
  const shown = d.options.length > 12 ? `${d.options.slice(0, 12).join(', ')}, … (${d.options.length} in all)` : d.options.join(', ');
  return fail(E.illegalAction, `'${String(option)}' is not a legal answer to ${d.question} (legal: ${shown})`);
}

/** Why `option` cannot answer `d` now, or null where no reason of the rules is told. */
export function whyNot(s: AofState, d: Choice, option: string): AofRefusal | null {
  const parts = option.split(':');
  switch (d.question) {
    case Q.activate: {
      const u = s.units[option];
      if (!u || !onField(u) || u.side !== 'heroes') return null;
      return u.seat === d.seat && u.activated ? { why: 'aofActivated', unit: u.id } : { why: 'aofNotYours', unit: u.id };
    }
    case Q.shoot: {
      const u = s.activating ? s.units[s.activating] : undefined;
      const t = s.units[option];
      if (!u || !t || !onField(t) || t.side === u.side) return null;
      return whyNoShot(s, u, t);
    }
    case Q.act: {
      const u = s.act ? s.units[s.act.unit] : undefined;
      if (!u || !standing(u)) return null;
      const kind = parts[0]!;
      if (!['advance', 'rush', 'charge', 'jump'].includes(kind)) return null;
      const a = s.act!;
      if (a.rested || a.over || (a.actionUsed && a.extraUsed)) return { why: 'aofNoAction', unit: u.id };
      if (hasRule(s, u, 'immobile')) return { why: 'aofImmobile', unit: u.id };
      if (kind === 'charge') {
        const t = s.units[parts[1] ?? ''];
        if (!t || !onField(t) || t.side === u.side) return null;
        const to = parts.length > 2 ? parseSq(parts[2]!) : null;
        return to ? whyNotSquare(s, u, to, 'charge', t) : whyNoCharge(s, u, t);
      }
      const to = parseSq(parts[1] ?? '');
      if (!to) return null;
      if (kind === 'jump') return whyNotSquare(s, u, to, null, null) ?? { why: 'aofNoJump', unit: u.id, at: [to.x, to.y] };
      return whyNotSquare(s, u, to, kind as 'advance' | 'rush', null);
    }
  }
  return null;
}

/** The other unit standing nearest `p` within `near`, if any (the 1" of AOF-M01). */
function unitNear(s: AofState, u: AofUnit, p: Point, near: number): AofUnit | null {
  let best: AofUnit | null = null;
  let gap = Infinity;
  for (const id of s.order) {
    const o = s.units[id]!;
    if (o.id === u.id || !onField(o)) continue;
    const g = unitGap([p], points(o));
    if (g <= near + 1e-9 && g < gap) {
      best = o;
      gap = g;
    }
  }
  return best;
}

/** Why `u` cannot end a move on `to`: by `action`'s inches (null: a jump, which only the ground
 * and the models rule out here), a charge in contact with `target`. */
function whyNotSquare(s: AofState, u: AofUnit, to: Point, action: 'advance' | 'rush' | 'charge' | null, target: AofUnit | null): AofRefusal | null {
  const at: [number, number] = [to.x, to.y];
  const unit = u.id;
  if (to.x < 0 || to.y < 0 || to.x >= s.bf.size || to.y >= s.bf.size) return { why: 'aofOffField', unit, at };
  const ground = kindAt(s.bf, to.x, to.y);
  if (ground === 'blocker' || ground === 'gap') return { why: 'aofGround', unit, at, ground };
  for (const id of s.order) {
    const o = s.units[id]!;
    if (o !== u && onField(o) && live(o).some((m) => m.x === to.x && m.y === to.y)) return { why: 'aofOccupied', unit, at, other: o.id };
  }
  if (action === null) return null;
  if (target) {
    if (!points(target).some((q) => Math.max(Math.abs(q.x - to.x), Math.abs(q.y - to.y)) === 1)) return { why: 'aofNotInContact', unit, at, target: target.id };
  } else {
    const near = unitNear(s, u, to, inch(s, 1));
    if (near) return { why: 'aofNearUnit', unit, at, other: near.id };
  }
  const cost = costTo(s, u, to);
  if (cost === null) return { why: 'aofNoWay', unit, at };
  const budget = moveInches(s, u, action);
  return cost > budget + 1e-9 ? { why: 'aofFar', unit, at, action, cost, budget } : null;
}

/** The inches of `u`'s cheapest way to `to` with no limit on the distance; null if none. */
function costTo(s: AofState, u: AofUnit, to: Point): number | null {
  const spec = moveSpec(s, u, s.bf.size * 3, false);
  const c = moveReach(s.bf, pt(live(u)[0]!), { ...spec, noStop: undefined }).cost(to.y * s.bf.size + to.x);
  return Number.isFinite(c) ? c / 2 : null;
}

/** Why `u` cannot charge `t` from any square: the nearest square in contact it may stand on is
 * beyond the Charge's inches, or none can be reached. */
function whyNoCharge(s: AofState, u: AofUnit, t: AofUnit): AofRefusal | null {
  const spec = moveSpec(s, u, s.bf.size * 3, false);
  const r = moveReach(s.bf, pt(live(u)[0]!), { ...spec, noStop: undefined });
  let best = Infinity;
  for (const q of points(t)) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = q.x + dx;
        const y = q.y + dy;
        if ((dx === 0 && dy === 0) || x < 0 || y < 0 || x >= s.bf.size || y >= s.bf.size) continue;
        best = Math.min(best, r.cost(y * s.bf.size + x) / 2);
      }
    }
  }
  const budget = moveInches(s, u, 'charge');
  if (best <= budget + 1e-9) return null;
  return { why: 'aofChargeFar', unit: u.id, target: t.id, cost: Number.isFinite(best) ? best : null, budget };
}

/** Why `u` cannot shoot `t`: no ranged weapon, every one out of range, or no line of sight. */
function whyNoShot(s: AofState, u: AofUnit, t: AofUnit): AofRefusal | null {
  const ranged = weaponsFor(s, u, false);
  if (ranged.length === 0) return { why: 'aofNoRanged', unit: u.id, target: t.id };
  const range = Math.max(...ranged.map((w) => inch(s, w.range ?? 0)));
  const gap = Math.min(...points(u).flatMap((p) => points(t).map((q) => gapBetween(p, q))));
  if (gap > range + 1e-9) return { why: 'aofOutOfRange', unit: u.id, target: t.id, gap: Math.round(gap * 10) / 10, range };
  if (!ranged.some((w) => w.rules?.indirect) && !sees(s, points(u), points(t))) return { why: 'aofNoSight', unit: u.id, target: t.id };
  return null;
}
