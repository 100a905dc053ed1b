// What `ahq` says of spells beyond the shared spell book (crawl/magic.ts): one spell a turn
// (AHQ-C38), two-component spells never in a turn the caster moved (AHQ-C39), some spells never
// from a focused Death Zone (AHQ-C16), and damage rolled as a weapon's (AHQ-C22, C23).
import type { SpellDef } from '../content-types.ts';
import type { GameState, Model, RuleRefusal, Step } from '../types.ts';
import { push, emit } from '../runtime.ts';
import { toughness } from '../crawl/common.ts';
import { spellEffect } from '../crawl/magic.ts';
import { rollDamage } from './attack.ts';
import { inFocusedZone } from './zones.ts';

export function castTiming(s: GameState, caster: Model, sp: SpellDef): RuleRefusal | null {
  if (s.castThisTurn.includes(caster.id)) return { why: 'oneSpell', model: caster.id, rule: 'AHQ-C38' };
  if (sp.components.length >= 2 && caster.act.moved) return { why: 'twoComponentsMoved', thing: sp.id, rule: 'AHQ-C39' };
  if (sp.notInDeathZone && inFocusedZone(s, caster)) return { why: 'inZone', model: caster.id, zone: 'deathZone', act: 'cast', thing: sp.id, rule: 'AHQ-C16' };
  return null;
}

/** A two-component spell and a move never share a turn (AHQ-C39). */
export function afterCast(d: GameState, caster: Model, sp: SpellDef): void {
  if (sp.components.length >= 2) caster.act.moved = true;
}

export function stepSpellEffect(s: GameState, st: Step): void {
  spellEffect(s, st, (x, caster, victims, dice) => {
    const steps: Step[] = [];
    for (const v of victims) {
      const { faces, wounds, criticals } = rollDamage(x, caster.id, dice, toughness(x, v));
      emit(x, { type: 'damage', target: v.id, faces, toughness: toughness(x, v), wounds, criticals });
      steps.push({ k: 'wound', target: v.id, wounds, by: caster.id, melee: false });
    }
    push(x, ...steps);
  });
}
