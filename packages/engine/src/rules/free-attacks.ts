// Free attacks after a critical or a fumble, the same in both rulesets (AHQ-C19..C21,
// GLD-A04..A06); each ruleset says who may be struck and what a model threatens.
import type { GameState, Model, Step } from '../types.ts';
import { active } from '../board.ts';
import { decide, emit, push } from '../runtime.ts';
import type { Point } from '../geometry/points.ts';

export interface FreeAttackRules {
  /** Whether a model may be attacked at all (a KO'd ahq hero may; a knocked-down guilds one not). */
  attackable(m: Model): boolean;
  threatens(s: GameState, attacker: Model, p: Point): boolean;
  /** The critical's free attack must go to the same target while it still stands in reach
   * (`guilds`, GLD-A04); else the attacker picks among the enemies in reach (`ahq`, DEC-20). */
  sameTarget: boolean;
}

/** A critical grants the attacker a free attack on an enemy in reach, chosen by the attacker when
 * there are several; where the rules say so, the same target while it still stands in reach. */
export function criticalFree(s: GameState, st: Step, r: FreeAttackRules): void {
  const a = s.models[st.attacker as string]!;
  if (!active(a)) return;
  const t = s.models[st.target as string]!;
  if (r.sameTarget && r.attackable(t) && r.threatens(s, a, t)) {
    emit(s, { type: 'freeAttack', attacker: a.id, target: t.id, cause: 'critical' });
    push(s, { k: 'hth', attacker: a.id, target: t.id, free: true, cause: 'critical' });
    return;
  }
  const options = s.order.filter((id) => {
    const e = s.models[id]!;
    return e.side !== a.side && r.attackable(e) && r.threatens(s, a, e);
  });
  if (options.length === 1) {
    emit(s, { type: 'freeAttack', attacker: a.id, target: options[0]!, cause: 'critical' });
    push(s, { k: 'hth', attacker: a.id, target: options[0]!, free: true, cause: 'critical' });
  } else if (options.length > 1) {
    decide(s, { kind: 'freeAttack', seat: a.seat, attacker: a.id, options }, { k: 'freeAttackChosen', attacker: a.id });
  }
}

/** A fumble grants the target a free attack on the attacker, if it can strike it. */
export function fumbleFree(s: GameState, st: Step, r: FreeAttackRules): void {
  const a = s.models[st.attacker as string]!;
  const t = s.models[st.target as string]!;
  if (!active(t) || !r.attackable(a) || !r.threatens(s, t, a)) return;
  emit(s, { type: 'freeAttack', attacker: t.id, target: a.id, cause: 'fumble' });
  push(s, { k: 'hth', attacker: t.id, target: a.id, free: true, cause: 'fumble' });
}
