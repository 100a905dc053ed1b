// Missiles, the same in both grid rulesets: what a shot spends and who a fumbled shot may hit
// instead of its target (AHQ-C31, C33, C34, GLD-S06, C18).
import type { WeaponDef } from '../content-types.ts';
import type { GameState, Model } from '../types.ts';
import { chebyshev } from '../geometry/points.ts';

/** A thrown weapon is spent, ammunition counted; the heroes' are noted to be recovered after the
 * fight on the weapon's recovery roll, `recoverOn` when the weapon gives none. */
export function spendMissile(s: GameState, a: Model, w: WeaponDef, recoverOn: number): void {
  const spent = a.side === 'heroes' ? s.combat?.missiles : undefined;
  if (w.kind === 'thrown') {
    a.weapons.splice(a.weapons.indexOf(w.id), 1);
    spent?.push({ owner: a.id, item: w.id, kind: 'thrown', recoverOn: w.recoverOn ?? recoverOn });
  } else if (w.ammo) {
    a.ammo[w.ammo] = (a.ammo[w.ammo] ?? 0) - 1;
    spent?.push({ owner: a.id, item: w.ammo, kind: 'ammo', recoverOn: w.recoverOn ?? recoverOn });
  }
}

/** The models friendly to the shooter within two squares of its target that its fumbled shot may
 * hit, among those the ruleset lets be struck. */
export function fumbleVictims(s: GameState, a: Model, t: Model, attackable: (m: Model) => boolean): string[] {
  return s.order.filter((id) => {
    const m = s.models[id]!;
    return id !== a.id && m.side === a.side && attackable(m) && chebyshev(m, t) <= 2;
  });
}
