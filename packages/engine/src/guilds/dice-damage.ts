// Damage that is not a weapon's under `guilds`: spells and traps roll skull-and-shield dice like
// any attack (GLD-A07, DEC-07), never the `ahq` d12 against Toughness.
import { DEFAULT_DAMAGE_DIE } from '../content-types.ts';
import type { GameState, Model, Step } from '../types.ts';
import { emit, push, rollSymbols } from '../runtime.ts';
import { model, toughness } from '../crawl/common.ts';
import { spellEffect } from '../crawl/magic.ts';
import { attackable } from './attack.ts';

/** `dice` damage dice against floor(`tough`/2) defence dice of the same die; each shield cancels a
 * skull, each skull left is a wound (GLD-A07, DEC-07). Emits the damage and returns the wounds. */
export function skullsAgainstShields(s: GameState, by: string | null, t: Model, dice: number, tough: number): number {
  const die = s.ctx.content.damageDie ?? DEFAULT_DAMAGE_DIE;
  const attack = rollSymbols(s, 'damage', by, dice, die.faces);
  const n = Math.floor(tough / 2);
  const defence = n > 0 ? rollSymbols(s, 'defence', t.id, n, die.faces) : [];
  const skulls = attack.filter((f) => die.faces[f - 1] === 'skull').length;
  const shields = defence.filter((f) => die.faces[f - 1] === 'shield').length;
  const wounds = Math.max(0, skulls - shields);
  emit(s, { type: 'damage', target: t.id, faces: attack, toughness: tough, wounds, criticals: 0, defence, skulls, shields });
  return wounds;
}

/** Damage dice that are not a weapon's: a trap's or a spell's (GLD-A07). */
export function stepDamageDice(s: GameState, st: Step): void {
  const t = model(s, st.target as string);
  if (!attackable(t)) return;
  const by = (st.by as string | null) ?? null;
  const wounds = skullsAgainstShields(s, by, t, st.dice as number, toughness(s, t));
  push(s, { k: 'wound', target: t.id, wounds, by, melee: false, rolled: true });
}

/** A damage spell rolls its dice as skulls against each victim's shields (GLD-A07). */
export function stepSpellEffect(s: GameState, st: Step): void {
  spellEffect(s, st, (x, caster, victims, dice) => push(x, ...victims.map((v) => ({ k: 'gDamageDice', target: v.id, dice, by: caster.id }))));
}
