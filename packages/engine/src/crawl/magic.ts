// Spells, shared by the crawls (AHQ-C35..C37, C40; DEC-22 for `guilds`): components consumed,
// Intelligence tests that a Fate Point may pass, healing that restores KO'd heroes (AHQ-C45). When
// a spell may be cast is the ruleset's (`CrawlRules.castTiming`), and so is what its damage rolls.
import type { SpellDef } from '../content-types.ts';
import type { GameState, Model, RuleRefusal, Step } from '../types.ts';
import { active, onBoard, occupancy, sightBetween } from '../board.ts';
import { lineOfFire } from './fire.ts';
import { gridModule } from './rules.ts';
import { chebyshev } from '../geometry/points.ts';
import { d12, decide, emit, push } from '../runtime.ts';
import { model } from './common.ts';
import { revealIdentity, spendFate } from './attack.ts';
import { crawlRules } from './rules.ts';

export function spell(s: GameState, id: string): SpellDef {
  const sp = s.ctx.content.spells[id];
  if (!sp) throw new Error(`no spell '${id}' in the content`);
  return sp;
}

/** Components a spell needs, counted by kind. */
export function componentNeeds(sp: SpellDef): Record<string, number> {
  const need: Record<string, number> = {};
  for (const c of sp.components) need[c] = (need[c] ?? 0) + 1;
  return need;
}

/** Whether `caster` holds every component `sp` needs: the count `componentNeeds` makes, with no
 * record made (the listing asks it of every spell a caster knows, at every decision). */
function hasComponents(caster: Model, sp: SpellDef): boolean {
  const cs = sp.components;
  for (let i = 0; i < cs.length; i++) {
    let n = 0;
    for (let j = 0; j < cs.length; j++) if (cs[j] === cs[i]) n++;
    if ((caster.components[cs[i]!] ?? 0) < n) return false;
  }
  return true;
}

/** Why `caster` cannot cast `spellId` now at any target, or null if it can at some. */
export function casterProblem(s: GameState, caster: Model, spellId: string): RuleRefusal | null {
  if (!caster.spells.includes(spellId)) return { why: 'unknownSpell', model: caster.id, thing: spellId };
  const sp = spell(s, spellId);
  if (!hasComponents(caster, sp)) {
    for (const [c, n] of Object.entries(componentNeeds(sp))) {
      if ((caster.components[c] ?? 0) < n) return { why: 'needsComponents', model: caster.id, thing: sp.id, other: c, n, rule: 'AHQ-C36' };
    }
  }
  return crawlRules(s).castTiming(s, caster, sp);
}

/** Whether `target` is on the side `sp` is cast at (enemies for damage, friends otherwise) and
 * within its range: what a target must be before sight is asked. */
export function castReaches(sp: SpellDef, caster: Model, target: Model): boolean {
  if ((sp.effect.kind === 'damage') === (target.side === caster.side)) return false;
  return target === caster || chebyshev(caster, target) <= sp.effect.range;
}

/** Why `caster` cannot cast `spellId` at `target` now, or null if it can. */
export function castProblem(s: GameState, caster: Model, spellId: string, target: Model | undefined): RuleRefusal | null {
  const p = casterProblem(s, caster, spellId);
  if (p) return p;
  const sp = spell(s, spellId);
  if (!target || !onBoard(target)) return { why: 'noSpellTarget' };
  const e = sp.effect;
  if (e.kind === 'damage' && target.side === caster.side) return { why: 'spellOnEnemy', thing: sp.id };
  if (e.kind !== 'damage' && target.side !== caster.side) return { why: 'spellOnFriend', thing: sp.id };
  if (target !== caster) {
    if (chebyshev(caster, target) > e.range) return { why: 'spellRange', target: target.id, n: e.range };
    // An attack spell needs a line of fire (the module's, where one is played: FAC-L01).
    if (e.kind === 'damage' ? lineOfFire(s, caster, target) === 'blocked' : sightBetween(s, caster, target, caster.side) === 'blocked') return { why: 'noLineOfSight', model: caster.id, target: target.id, ...(gridModule(s) && e.kind === 'damage' ? { act: 'arc', rule: 'FAC-L01' } : {}) };
  }
  return null;
}

export function stepCast(s: GameState, st: Step): void {
  const caster = model(s, st.caster as string);
  const sp = spell(s, st.spell as string);
  for (const c of sp.components) caster.components[c] = (caster.components[c] ?? 0) - 1;
  s.castThisTurn.push(caster.id);
  if (caster.role === 'sorcerer') revealIdentity(s, caster);
  if (!sp.intelligenceTest) {
    push(s, { ...st, k: 'spellEffect' });
    return;
  }
  const face = d12(s, 'intelligence', caster.id);
  if (face <= caster.profile.intelligence) {
    push(s, { ...st, k: 'spellEffect' });
  } else if (caster.kind === 'hero' && caster.fate > 0 && active(caster)) {
    decide(s, { kind: 'fate', seat: caster.seat, model: caster.id, reason: 'intelligence' }, { ...st, k: 'intelligenceFate' });
  } else {
    emit(s, { type: 'spellCast', caster: caster.id, spell: sp.id, target: st.target as string, success: false });
  }
}

export function resumeIntelligenceFate(s: GameState, st: Step, spend: boolean): void {
  const caster = model(s, st.caster as string);
  if (spend) {
    spendFate(s, caster, 'intelligence');
    push(s, { k: 'spellEffect', caster: st.caster, spell: st.spell, target: st.target });
  } else {
    emit(s, { type: 'spellCast', caster: caster.id, spell: st.spell as string, target: st.target as string, success: false });
  }
}

/** The spell takes effect: healing and wards here; damage on the target, or on every model within
 * the spell's radius but the caster, rolled as the ruleset rolls it (`damage`). */
export function spellEffect(s: GameState, st: Step, damage: (s: GameState, caster: Model, victims: Model[], dice: number) => void): void {
  const caster = model(s, st.caster as string);
  const sp = spell(s, st.spell as string);
  const target = model(s, st.target as string);
  emit(s, { type: 'spellCast', caster: caster.id, spell: sp.id, target: target.id, success: true });
  const e = sp.effect;
  if (e.kind === 'damage') {
    const victims = e.radius
      ? [...occupancy(s).values()].filter((m) => chebyshev(m, target) <= e.radius! && m !== caster)
      : [target];
    damage(s, caster, victims, e.dice);
  } else if (e.kind === 'heal') {
    heal(s, target, e.amount);
  } else {
    target.ward += e.toughness;
    emit(s, { type: 'warded', model: target.id, toughness: e.toughness });
  }
}

/** Restores wounds up to the profile; a KO'd hero back above zero gets up. */
export function heal(s: GameState, target: Model, amount: number): void {
  const before = target.wounds;
  target.wounds = Math.min(target.profile.wounds, target.wounds + amount);
  if (target.status.ko && target.wounds > 0) target.status.ko = false;
  emit(s, { type: 'healed', model: target.id, amount: target.wounds - before, wounds: target.wounds });
}

/** A potion (or bandage) used up by `by` on `target`, healing `amount` wounds. */
export function usePotion(s: GameState, by: Model, target: Model, item: string, amount: number): void {
  by.items.splice(by.items.indexOf(item), 1);
  emit(s, { type: 'potionUsed', by: by.id, target: target.id, item });
  heal(s, target, amount);
}
