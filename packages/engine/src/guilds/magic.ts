// When a `guilds` spellcaster may cast (DEC-22): a cast takes the place of the activation's attack,
// so one a turn; it may follow a move but never precede one (GLD-C11); and never while the caster
// is held in an enemy control zone, unless the spell says so (GLD-Z04). AHQ-C38 and C39 are not
// `guilds` rules.
import type { SpellDef } from '../content-types.ts';
import type { GameState, Model } from '../types.ts';
import { held } from './common.ts';

export function castTiming(s: GameState, caster: Model, sp: SpellDef): string | null {
  if (s.castThisTurn.includes(caster.id)) return `a spell takes the place of ${caster.name}'s attack: one a turn (DEC-22)`;
  if (!sp.inControlZone && held(s, caster)) return `${caster.name} is held in an enemy control zone and cannot cast ${sp.name} (GLD-Z04)`;
  return null;
}

/** A spellcaster may move then cast, never cast then move (GLD-C11). */
export function afterCast(_d: GameState, caster: Model): void {
  caster.act.moved = true;
}
