// When a `guilds` spellcaster may cast (DEC-22): a cast takes the place of the activation's attack,
// so one a turn; it may follow a move but never precede one (GLD-C11); and never while the caster
// is held in an enemy control zone, unless the spell says so (GLD-Z04). AHQ-C38 and C39 are not
// `guilds` rules.
import type { SpellDef } from '../content-types.ts';
import type { GameState, Model, RuleRefusal } from '../types.ts';
import { held } from './common.ts';

export function castTiming(s: GameState, caster: Model, sp: SpellDef): RuleRefusal | null {
  if (s.castThisTurn.includes(caster.id)) return { why: 'oneSpell', model: caster.id, act: 'attack', rule: 'DEC-22' };
  if (!sp.inControlZone && held(s, caster)) return { why: 'inZone', model: caster.id, zone: 'controlZone', act: 'cast', thing: sp.id, rule: 'GLD-Z04' };
  return null;
}

/** A spellcaster may move then cast, never cast then move (GLD-C11). */
export function afterCast(_d: GameState, caster: Model): void {
  caster.act.moved = true;
}
