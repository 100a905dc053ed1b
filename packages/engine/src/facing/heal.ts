// Healing and revival under `facing` (FAC-X02, X03, DEC-29): a hero with spells, beside a wounded
// or incapacitated ally, spends its whole activation on an Intelligence check (DEC-05); a success
// restores one wound at once, or, on a fallen hero with a conquest value N, first counts towards N.
import type { EngineError, GameState, Model, Step } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import { onBoard } from '../board.ts';
import { chebyshev } from '../geometry/points.ts';
import { d12, emit, fail } from '../runtime.ts';
import { checkPasses } from '../rules/checks.ts';
import { refuse } from '../rules/refuse.ts';
import { model } from '../crawl/common.ts';

/** Why `m` cannot heal `targetId` now, or null. */
export function healProblem(s: GameState, m: Model, targetId: unknown): EngineError | null {
  if (m.side !== 'heroes' || m.spells.length === 0) return refuse(s, E.illegalAction, { why: 'knowsNoSpells', model: m.id, rule: 'FAC-X02' });
  const t = typeof targetId === 'string' ? s.models[targetId] : undefined;
  if (!t) return fail(E.unknownModel, `there is no model '${String(targetId)}'`);
  if (t === m || t.side !== m.side || !onBoard(t)) return refuse(s, E.illegalTarget, { why: 'notAlly', model: m.id, target: t.id });
  if (chebyshev(m, t) !== 1) return refuse(s, E.notAdjacent, { why: 'notAdjacent', model: m.id, target: t.id, rule: 'FAC-X02' });
  if (!t.status.ko && t.wounds >= t.profile.wounds) return refuse(s, E.illegalAction, { why: 'notWounded', target: t.id });
  if (m.act.moved || m.act.attacked || m.act.acted) return refuse(s, E.illegalAction, { why: 'wholeActivation', act: 'heal', rule: 'DEC-29' });
  return null;
}

/** The heal's check and its effect. */
export function stepHeal(s: GameState, st: Step): void {
  const m = model(s, st.healer as string);
  const t = model(s, st.target as string);
  if (!onBoard(t)) return;
  const face = d12(s, 'heal', m.id);
  const need = m.profile.intelligence;
  const success = checkPasses(face, need);
  const conquest = s.ctx.content.heroes[t.type]?.conquest;
  // A fallen hero with a conquest value gathers successes towards it first (FAC-X03).
  if (success && t.status.ko && conquest !== undefined && (t.revival ?? 0) < conquest) {
    t.revival = (t.revival ?? 0) + 1;
    emit(s, { type: 'healAttempt', model: m.id, target: t.id, roll: face, need, success, revival: t.revival });
    return;
  }
  emit(s, { type: 'healAttempt', model: m.id, target: t.id, roll: face, need, success });
  if (!success) return;
  t.wounds = Math.min(t.profile.wounds, Math.max(t.wounds, 0) + 1);
  if (t.status.ko) {
    t.status.ko = false;
    delete t.revival;
  }
  emit(s, { type: 'healed', model: t.id, amount: 1, wounds: t.wounds });
}
