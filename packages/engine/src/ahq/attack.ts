// Attacks: hand-to-hand (AHQ-C17..C23), ranged (AHQ-C24..C33), damage, wounds, KO and death
// (AHQ-C41..C43), with Fate Points offered to heroes where the rules allow them.
import type { WeaponDef } from '../content-types.ts';
import type { GameState, Model, Step } from '../types.ts';
import { active, onBoard } from '../board.ts';
import { chebyshev } from '../geometry/points.ts';
import { d12, decide, emit, push, roll } from '../runtime.ts';
import { defendingWs, model, toughness, weapon } from '../crawl/common.ts';
import { checkDefeat, kill, revealIdentity, spendFate, type HitResult } from '../crawl/attack.ts';
import { refreshFocus, threatens } from './zones.ts';
import { criticalFree, fumbleFree, type FreeAttackRules } from '../rules/free-attacks.ts';
import { fumbleVictims, spendMissile } from '../rules/missiles.ts';
import { gridModule } from '../crawl/rules.ts';
import { lineOfFire } from '../crawl/fire.ts';

/** The d12 needed to hit hand-to-hand (AHQ-C18, DEC-18). */
export function handToHandNeed(s: GameState, attacker: Model, target: Model): number {
  return handToHandNeedWs(s, attacker, defendingWs(target));
}

/** `handToHandNeed` against a defender of Weapon Skill `ws` (as `defendingWs` gives it). */
export function handToHandNeedWs(s: GameState, attacker: Model, ws: number): number {
  const t = s.ctx.content.hitTable;
  return Math.min(t.max, Math.max(t.min, t.base - (attacker.profile.ws - ws)));
}

export function handToHandResult(s: GameState, rollFace: number, need: number): HitResult {
  const t = s.ctx.content.hitTable;
  if (rollFace <= t.fumble) return 'fumble';
  if (rollFace === 12) return 'critical';
  return rollFace >= t.alwaysHit || rollFace >= need ? 'hit' : 'miss';
}

/** The weapon used against `target`: the strongest hand weapon that reaches it. */
export function strikingWeapon(s: GameState, a: Model, target: Model): WeaponDef | null {
  // A module that says which squares are struck (FAC-K02): none where it says no.
  const mod = gridModule(s);
  if (mod && !mod.strikes(s, a, target)) return null;
  const diagonal = a.x !== target.x && a.y !== target.y && !mod;
  let best: WeaponDef | null = null;
  // Its hand weapons (`handWeapons`) looked through in place: the odds ask this at every duel.
  for (const id of a.weapons) {
    const w = weapon(s, id);
    if (w.kind !== 'hand' || (diagonal && !w.diagonal)) continue;
    // ...the hand weapons that strike the square (reach, FAC-R01).
    if (mod && !mod.strikesWith(s, a, w, target)) continue;
    if (!best || w.damage > best.damage) best = w;
  }
  return best;
}

export function rangedTableFor(s: GameState, m: Model, w: WeaponDef) {
  const c = s.ctx.content;
  const id = w.rangedTable ?? c.heroes[m.type]?.rangedTable ?? c.monsters[m.type]?.rangedTable ?? c.rangedTableByBs[String(m.profile.bs)];
  const table = id ? c.rangedTables[id] : undefined;
  if (!table) throw new Error(`no ranged table for ${m.id} (Bow Skill ${m.profile.bs})`);
  return table;
}

export interface ShotInfo {
  distance: number;
  obscured: boolean;
  need: number | null;
}

/** Distance (not counting the shooter's square), obscuring (+4, AHQ-C28), and the number
 * needed, or null when out of range. */
export function shotInfo(s: GameState, a: Model, t: Model, w: WeaponDef, occ?: Map<number, Model>): ShotInfo | null {
  const sight = lineOfFire(s, a, t, occ);
  if (sight === 'blocked') return null;
  const obscured = sight === 'obscured';
  const distance = chebyshev(a, t) + (obscured ? 4 : 0);
  return { distance, obscured, need: needAt(s, a, w, distance) };
}

/** What `shotInfo` says is needed, without the rest: null without line of sight or out of range.
 * The odds ask it thousands of times a game. */
export function shotNeed(s: GameState, a: Model, t: Model, w: WeaponDef): number | null {
  const sight = lineOfFire(s, a, t);
  return sight === 'blocked' ? null : needAt(s, a, w, chebyshev(a, t) + (sight === 'obscured' ? 4 : 0));
}

function needAt(s: GameState, a: Model, w: WeaponDef, distance: number): number | null {
  if (w.range !== undefined && distance > w.range) return null;
  for (const b of rangedTableFor(s, a, w).bands) if (distance <= b.upTo) return b.need;
  return null;
}

function fateCanTurnRoll(m: Model): boolean {
  return m.kind === 'hero' && m.fate > 0 && active(m);
}

/** A hand-to-hand attack and everything it sets off. */
export function stepHandToHand(s: GameState, st: Step): void {
  const a = model(s, st.attacker as string);
  const t = model(s, st.target as string);
  if (!active(a) || !onBoard(t) || !threatens(s, a, t)) return;
  const w = strikingWeapon(s, a, t)!;
  if (a.role === 'champion') revealIdentity(s, a);
  const need = handToHandNeed(s, a, t);
  const face = d12(s, 'to-hit', a.id);
  const result = handToHandResult(s, face, need);
  emit(s, { type: 'attack', attacker: a.id, target: t.id, weapon: w.id, ranged: false, free: st.free === true, roll: face, need, result });
  afterToHit(s, a, t, w, result, false);
}

function afterToHit(s: GameState, a: Model, t: Model, w: WeaponDef, result: HitResult, ranged: boolean): void {
  const base = { attacker: a.id, target: t.id, weapon: w.id, ranged };
  if (result === 'hit' || result === 'critical') {
    push(s, { k: 'damage', ...base, halve: ranged && result === 'critical' }, ...(result === 'critical' && !ranged ? [{ k: 'criticalFree', attacker: a.id, target: t.id }] : []));
    return;
  }
  if (fateCanTurnRoll(a)) {
    decide(s, { kind: 'fate', seat: a.seat, model: a.id, reason: 'to-hit' }, { k: 'toHitFate', ...base, fumble: result === 'fumble' });
    return;
  }
  if (result === 'fumble') push(s, { k: ranged ? 'rangedFumble' : 'fumbleFree', ...base });
}

/** A critical hit grants the attacker a free attack (AHQ-C19, C21); a fumble the target one
 * (AHQ-C20). A KO'd hero can still be struck. */
const FREE: FreeAttackRules = { attackable: onBoard, threatens, sameTarget: false };
export const stepCriticalFree = (s: GameState, st: Step): void => criticalFree(s, st, FREE);
export const stepFumbleFree = (s: GameState, st: Step): void => fumbleFree(s, st, FREE);

/** A ranged attack (AHQ-C25..C31); legality is checked before. */
export function stepShoot(s: GameState, st: Step): void {
  const a = model(s, st.attacker as string);
  const t = model(s, st.target as string);
  const w = weapon(s, st.weapon as string);
  const info = shotInfo(s, a, t, w)!;
  // Thrown weapons are thrown once, arrows and bolts counted (AHQ-C33); the heroes' are noted for
  // recovery after the fight on a 10+ (AHQ-C34), the monsters' never rolled for.
  spendMissile(s, a, w, 10);
  const face = d12(s, 'to-hit', a.id);
  const need = info.need!;
  const result: HitResult = face === 1 ? 'fumble' : face === 12 ? 'critical' : face >= need ? 'hit' : 'miss';
  emit(s, { type: 'attack', attacker: a.id, target: t.id, weapon: w.id, ranged: true, free: false, roll: face, need, result, distance: info.distance, obscured: info.obscured });
  afterToHit(s, a, t, w, result, true);
}

/** A ranged fumble hits a model friendly to the shooter within two squares of the target; the
 * target's controller picks among several; with none the shot misses (AHQ-C31). */
export function stepRangedFumble(s: GameState, st: Step): void {
  const a = model(s, st.attacker as string);
  const t = model(s, st.target as string);
  const options = fumbleVictims(s, a, t, onBoard);
  if (options.length === 0) {
    emit(s, { type: 'fumbleHit', shooter: a.id, victim: null });
  } else if (options.length === 1) {
    emit(s, { type: 'fumbleHit', shooter: a.id, victim: options[0]! });
    push(s, { k: 'damage', attacker: a.id, target: options[0]!, weapon: st.weapon, ranged: true, halve: false });
  } else {
    decide(s, { kind: 'fumbleVictim', seat: t.seat, shooter: a.id, options }, { k: 'fumbleVictimChosen', attacker: a.id, weapon: st.weapon });
  }
}

/** Damage dice (AHQ-C22, C23, C30, C32): each die at or above Toughness wounds; a 12 always
 * wounds and is rolled again. */
export function stepDamage(s: GameState, st: Step): void {
  const a = model(s, st.attacker as string);
  const t = model(s, st.target as string);
  if (!onBoard(t)) return;
  const w = weapon(s, st.weapon as string);
  const full = toughness(s, t, a);
  const tough = st.halve ? Math.floor(full / 2) : full;
  const { faces, wounds, criticals } = rollDamage(s, a.id, w.damage, tough);
  emit(s, { type: 'damage', target: t.id, faces, toughness: tough, wounds, criticals });
  push(s, { k: 'wound', target: t.id, wounds, by: a.id, melee: !st.ranged });
}

export function rollDamage(s: GameState, by: string, dice: number, tough: number): { faces: number[]; wounds: number; criticals: number } {
  const faces: number[] = [];
  let wounds = 0;
  let criticals = 0;
  let toRoll = dice;
  while (toRoll > 0) {
    const rolled = roll(s, 'damage', by, toRoll);
    toRoll = 0;
    for (const f of rolled) {
      faces.push(f);
      if (f === 12) {
        wounds++;
        criticals++;
        toRoll++;
      } else if (f >= tough) wounds++;
    }
  }
  return { faces, wounds, criticals };
}

/** Wounds about to land: a hero may spend a Fate Point to negate them (AHQ-C41). */
export function stepWound(s: GameState, st: Step): void {
  const t = model(s, st.target as string);
  const wounds = st.wounds as number;
  if (wounds <= 0 || !onBoard(t)) return;
  if (t.kind === 'hero' && t.fate > 0) {
    decide(s, { kind: 'fate', seat: t.seat, model: t.id, reason: 'damage', wounds }, { ...st, k: 'applyWounds' });
    return;
  }
  applyWounds(s, st);
}

export function resumeWoundFate(s: GameState, st: Step, spend: boolean): void {
  if (spend) spendFate(s, model(s, st.target as string), 'damage');
  else applyWounds(s, st);
}

/** Wounds land: monsters and henchmen die at zero or fewer (AHQ-C42); heroes are KO'd at exactly
 * zero and die below it (AHQ-C43). */
export function applyWounds(s: GameState, st: Step): void {
  const t = model(s, st.target as string);
  const wounds = st.wounds as number;
  t.wounds -= wounds;
  emit(s, { type: 'wounded', model: t.id, wounds, remaining: t.wounds });
  const by = (st.by as string | null) ?? null;
  if (t.kind === 'hero' && t.wounds === 0) {
    if (!t.status.ko) {
      t.status.ko = true;
      emit(s, { type: 'knockedOut', model: t.id });
    }
  } else if (t.wounds <= 0) {
    kill(s, t, by);
    // The last hero falling ends the game (AHQ-C01): no advance is asked for then.
    checkDefeat(s);
    const a = by ? s.models[by] : undefined;
    if (!s.result && st.melee && a && active(a) && a.side !== t.side && chebyshev(a, t) === 1) {
      decide(s, { kind: 'advance', seat: a.seat, model: a.id, to: { x: t.x, y: t.y } }, { k: 'advanceChosen', model: a.id, x: t.x, y: t.y });
    }
  }
  refreshFocus(s);
  checkDefeat(s);
}
