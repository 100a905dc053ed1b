// `guilds` attacks: hand-to-hand from the WS table (GLD-A03) with criticals on 12 or 11 (GLD-A04),
// critical failures on 1 or 2 (GLD-A05), chained (GLD-A06); ranged by RS and range band
// (GLD-S01..S06); skull-and-shield damage (GLD-A07, DEC-07); corpses and knock-downs (GLD-A08,
// W01, W02); Fate that negates a whole attack once its wounds are known (GLD-F01, DEC-08).
import type { WeaponDef } from '../content-types.ts';
import type { GameState, Model, Step } from '../types.ts';
import { active, onBoard } from '../board.ts';
import { lineOfFire } from '../crawl/fire.ts';
import { manhattan } from '../geometry/points.ts';
import { d12, decide, emit, push, roll } from '../runtime.ts';
import { model, toughness, weapon } from '../crawl/common.ts';
import { checkDefeat, kill, revealIdentity, spendFate, type HitResult } from '../crawl/attack.ts';
import { criticalOn, fumbleOn, markStruck, refreshFocus, strikingWeapon, threatens, wsNeed } from './common.ts';
import { amountOf, offerCard } from './heroic.ts';
import { heal } from '../crawl/magic.ts';
import { skullsAgainstShields } from './dice-damage.ts';
import { criticalFree, fumbleFree, type FreeAttackRules } from '../rules/free-attacks.ts';
import { fumbleVictims, spendMissile } from '../rules/missiles.ts';

/** A model that may be attacked: on the board and not knocked down (GLD-W02). */
export function attackable(m: Model): boolean {
  return onBoard(m) && !m.status.ko;
}

export function stepHandToHand(s: GameState, st: Step): void {
  const a = model(s, st.attacker as string);
  const t = model(s, st.target as string);
  if (!active(a) || !attackable(t) || !threatens(s, a, t)) return;
  const w = strikingWeapon(s, a, t)!;
  // Its own attack, or the extra one a critical grants, narrows the attacker's zone to this square;
  // a free attack granted by the opponent's fumble or failed push does not count (GLD-Z02, A05, P03).
  if (st.free !== true || (st.cause !== 'fumble' && st.cause !== 'push')) markStruck(s, a, t);
  if (a.role === 'champion') revealIdentity(s, a);
  const need = wsNeed(s, a, t);
  const face = d12(s, 'to-hit', a.id);
  const table = s.ctx.content.hitTable;
  const result: HitResult = face <= fumbleOn(s, w) ? 'fumble' : face >= criticalOn(w) ? 'critical'
    : face >= need || face >= table.alwaysHit ? 'hit' : 'miss';
  // A weapon that fumbles on more than a 1 says so, so the log can tell why (a great weapon's 2).
  const wide = result === 'fumble' && fumbleOn(s, w) > 1 ? { fumbleOn: fumbleOn(s, w) } : {};
  emit(s, { type: 'attack', attacker: a.id, target: t.id, weapon: w.id, ranged: false, free: st.free === true, roll: face, need, result, ...wide });
  afterToHit(s, a, t, w, face, result, false, st.free === true, (st.cause as string | undefined) ?? null);
}

function afterToHit(s: GameState, a: Model, t: Model, w: WeaponDef, roll: number, result: HitResult, ranged: boolean, free = false, cause: string | null = null, sniped = false): void {
  const base = { attacker: a.id, target: t.id, weapon: w.id, ranged };
  if (result === 'hit' || result === 'critical') {
    const critical = result === 'critical';
    // A melee critical grants one more attack (GLD-A04); a ranged one halves Toughness (GLD-S05).
    push(s, { k: 'damage', ...base, halve: ranged && critical, critical: critical && !ranged }, ...(critical && !ranged ? [{ k: 'criticalFree', attacker: a.id, target: t.id }] : []));
    return;
  }
  // A sniped shot gave up aim's re-rolls (FAC-I03): no card is offered to roll it again.
  const noCard = sniped && !s.ctx.ruleset.crawl?.snipeRerolled;
  stepToHitFailed(s, { k: 'gToHitFailed', ...base, roll, result, free, cause, ...(noCard ? { offered: true } : {}) });
}

/** A failed to-hit roll: a Heroic card may re-roll it (GLD-H01); else a Fate Point turns it into a
 * plain hit, never a critical (GLD-F02, F03); else a critical failure takes effect (GLD-A05, S06). */
export function stepToHitFailed(s: GameState, st: Step): void {
  const a = model(s, st.attacker as string);
  const base = { attacker: st.attacker, target: st.target, weapon: st.weapon, ranged: st.ranged };
  if (!st.offered && a.kind === 'hero' && active(a) && offerCard(s, a, { moment: 'reroll-to-hit', target: st.target as string, roll: st.roll as number, fumble: st.result === 'fumble' }, () => true, st)) return;
  if (st.card) {
    push(s, { k: st.ranged ? 'shoot' : 'hth', ...base, free: st.free, ...(st.cause ? { cause: st.cause } : {}), reroll: true });
    return;
  }
  if (a.kind === 'hero' && a.fate > 0 && active(a)) {
    decide(s, { kind: 'fate', seat: a.seat, model: a.id, reason: 'to-hit' }, { k: 'toHitFate', ...base, fumble: st.result === 'fumble' });
    return;
  }
  if (st.result === 'fumble') push(s, { k: st.ranged ? 'rangedFumble' : 'fumbleFree', ...base });
}

/** A critical grants one extra attack, on the same opponent if it still stands (GLD-A04, A06); a
 * critical failure the opponent an immediate free attack, not counted among its own (GLD-A05). */
const FREE: FreeAttackRules = { attackable, threatens, sameTarget: true };
export const stepCriticalFree = (s: GameState, st: Step): void => criticalFree(s, st, FREE);
export const stepFumbleFree = (s: GameState, st: Step): void => fumbleFree(s, st, FREE);

// ---- ranged ---------------------------------------------------------------------------------------

export interface ShotInfo {
  distance: number;
  covered: boolean;
  /** Range band of the real distance, nearest 0 (GLD-S01); null beyond the last band. */
  band: number | null;
  need: number | null;
}

/** Range counted orthogonally square by square (GLD-S01), the needed roll from the RS table
 * (GLD-S04), one more for cover (GLD-S03, DEC-21); null without line of view. Cover never takes a
 * target out of range: the band is the real distance's. */
export function shotInfo(s: GameState, a: Model, t: Model, w: WeaponDef, occ?: Map<number, Model>): ShotInfo | null {
  const sight = lineOfFire(s, a, t, occ);
  if (sight === 'blocked') return null;
  const covered = sight === 'obscured';
  const distance = manhattan(a, t);
  const band = bandAt(w, distance);
  return { distance, covered, band, need: needIn(s, a, band, covered) };
}

/** What `shotInfo` says is needed, without the rest: null without line of view or beyond the last
 * band. The odds ask it thousands of times a game. */
export function shotNeed(s: GameState, a: Model, t: Model, w: WeaponDef): number | null {
  const sight = lineOfFire(s, a, t);
  return sight === 'blocked' ? null : needIn(s, a, bandAt(w, manhattan(a, t)), sight === 'obscured');
}

/** The range band of a shot over `distance`; null beyond the last (GLD-S01). */
function bandAt(w: WeaponDef, distance: number): number | null {
  if (w.bands) {
    for (let k = 0; k < w.bands.length; k++) if (distance <= w.bands[k]!) return k;
    return null;
  }
  return w.range !== undefined && distance <= w.range ? 0 : null;
}

/** The roll needed from the RS table for `a`'s Ranged Skill in `band` (GLD-S04), one more when
 * the target is covered (GLD-S03, DEC-21). */
function needIn(s: GameState, a: Model, band: number | null, covered: boolean): number | null {
  if (band === null) return null;
  const row = s.ctx.content.rsTable?.[String(a.profile.bs)];
  return row ? row[Math.min(band, row.length - 1)]! + (covered ? 1 : 0) : null;
}

export function stepShoot(s: GameState, st: Step): void {
  const a = model(s, st.attacker as string);
  const t = model(s, st.target as string);
  const w = weapon(s, st.weapon as string);
  const info = shotInfo(s, a, t, w)!;
  // Thrown weapons are spent, ammunition counted; the heroes' are recovered after a won fight on
  // the weapon's recovery roll, 7+ by default (GLD-C18). A re-rolled shot spends nothing more.
  if (st.reroll !== true) spendMissile(s, a, w, 7);
  const face = d12(s, 'to-hit', a.id);
  const need = info.need!;
  // A 12 is a critical unless the weapon never crits (GLD-S05); a 1 goes astray (GLD-S06).
  const result: HitResult = face <= (w.fumbleOn ?? 1) ? 'fumble' : face === 12 && !w.noCritical ? 'critical' : face >= need ? 'hit' : 'miss';
  const wide = result === 'fumble' && (w.fumbleOn ?? 1) > 1 ? { fumbleOn: w.fumbleOn! } : {};
  emit(s, { type: 'attack', attacker: a.id, target: t.id, weapon: w.id, ranged: true, free: false, roll: face, need, result, distance: info.distance, obscured: info.covered, ...wide });
  afterToHit(s, a, t, w, face, result, true, false, null, st.sniped === true);
}

/** A ranged 1 hits a random model friendly to the shooter within two squares of the target, a die
 * choosing among several; with none the shot misses (GLD-S06). */
export function stepRangedFumble(s: GameState, st: Step): void {
  const a = model(s, st.attacker as string);
  const t = model(s, st.target as string);
  const options = fumbleVictims(s, a, t, attackable);
  if (options.length === 0) {
    emit(s, { type: 'fumbleHit', shooter: a.id, victim: null });
    return;
  }
  const victim = options.length === 1 ? options[0]! : options[roll(s, 'random', null, 1, options.length)[0]! - 1]!;
  emit(s, { type: 'fumbleHit', shooter: a.id, victim });
  push(s, { k: 'damage', attacker: a.id, target: victim, weapon: st.weapon, ranged: true, halve: false });
}

// ---- damage and wounds ----------------------------------------------------------------------------

/** Skulls against shields (GLD-A07, DEC-07): the weapon's damage dice against floor(T/2) defence
 * dice of the same die, T halved first by a ranged critical (GLD-S05). */
export function stepDamage(s: GameState, st: Step): void {
  const a = model(s, st.attacker as string);
  const t = model(s, st.target as string);
  if (!attackable(t)) return;
  const full = toughness(s, t, a);
  const tough = st.halve ? Math.floor(full / 2) : full;
  const wounds = skullsAgainstShields(s, a.id, t, weapon(s, st.weapon as string).damage, tough);
  push(s, { k: 'wound', target: t.id, wounds, by: a.id, critical: st.critical === true });
}

/** Wounds are known: a hero may spend a Fate Point to negate the whole attack (GLD-F01, DEC-08). */
export function stepWound(s: GameState, st: Step): void {
  const t = model(s, st.target as string);
  const wounds = st.wounds as number;
  // A trap's wounds are damage dice under `guilds` (GLD-A07).
  if (st.by === null && st.melee === false && st.rolled !== true) {
    if (wounds > 0) push(s, { k: 'gDamageDice', target: t.id, dice: wounds, by: null });
    return;
  }
  if (!attackable(t)) return;
  // A hit without wounds still has an effect when its critical earned an extra attack: a hero may
  // spend Fate on it all the same (DEC-19).
  if (wounds <= 0 && !(st.critical === true && extraAttackPending(s, st.by as string))) return;
  // A Heroic card may cancel some of the wounds first (GLD-H01).
  if (wounds > 0 && !st.offered && t.kind === 'hero' && offerCard(s, t, { moment: 'negate-wounds', wounds, remaining: t.wounds }, () => true, st)) return;
  if (st.card) {
    push(s, { ...st, wounds: Math.max(0, wounds - amountOf(s, st.card)), card: null });
    return;
  }
  if (t.kind === 'hero' && t.fate > 0) {
    decide(s, { kind: 'fate', seat: t.seat, model: t.id, reason: 'damage', wounds }, { ...st, k: 'gApplyWounds' });
    return;
  }
  if (wounds > 0) applyWounds(s, st);
}

/** Whether `attacker`'s extra attack for a critical is still to come (GLD-A04). */
function extraAttackPending(s: GameState, attacker: string): boolean {
  return s.stack.some((x) => x.k === 'criticalFree' && x.attacker === attacker);
}

/** The Fate answer: spent, the attack never happened, the extra attack its critical earned
 * included (DEC-08, DEC-19); else the wounds, if any, land. */
export function resumeWoundFate(s: GameState, st: Step, spend: boolean): void {
  if (!spend) {
    if ((st.wounds as number) > 0) applyWounds(s, st);
    return;
  }
  const t = model(s, st.target as string);
  spendFate(s, t, 'damage');
  emit(s, { type: 'attackNegated', model: t.id, attacker: st.by as string });
  if (st.critical) {
    const i = s.stack.findLastIndex((x) => x.k === 'criticalFree' && x.attacker === st.by);
    if (i >= 0) s.stack.splice(i, 1);
  }
}

/** Monsters, followers and henchmen die at zero and leave a corpse (GLD-A08, W01); a hero at zero
 * is Knocked Down and lies there as a corpse (GLD-W02). */
export function applyWounds(s: GameState, st: Step): void {
  const t = model(s, st.target as string);
  const wounds = st.wounds as number;
  t.wounds = t.kind === 'hero' ? Math.max(0, t.wounds - wounds) : t.wounds - wounds;
  emit(s, { type: 'wounded', model: t.id, wounds, remaining: t.wounds });
  let knocked = false;
  if (t.kind === 'hero' && t.wounds === 0) {
    if (!t.status.ko) {
      t.status.ko = true;
      t.focus = null;
      knocked = true;
      emit(s, { type: 'knockedOut', model: t.id });
    }
  } else if (t.wounds <= 0) {
    kill(s, t, (st.by as string | null) ?? null);
  }
  refreshFocus(s);
  checkDefeat(s);
  // A knocked-down hero may get up at once with a Heroic card (GLD-H01).
  if (knocked && !s.result) offerCard(s, t, { moment: 'rise' }, () => true, { k: 'gRise', model: t.id });
}

/** A `rise` card played: the hero gets its wounds back and stands (GLD-H01). */
export function stepRise(s: GameState, st: Step): void {
  if (!st.card) return;
  heal(s, model(s, st.model as string), amountOf(s, st.card));
  refreshFocus(s);
}
