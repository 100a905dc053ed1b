// What every crawl's attacks end in: identities revealed (AHQ-C51), Fate Points spent, the
// dead, and the end of the game when no hero can act (AHQ-C01, E27).
import type { FateReason, GameState, Model, Step } from '../types.ts';
import { active } from '../board.ts';
import { emit, push } from '../runtime.ts';
import { heroes, model } from './common.ts';

export type HitResult = 'hit' | 'miss' | 'critical' | 'fumble';

export function revealIdentity(s: GameState, m: Model): void {
  if (m.disguise) {
    m.disguise = null;
    emit(s, { type: 'identityRevealed', model: m.id, as: m.type });
  }
}

/** Answer to the to-hit Fate offer: a spent point makes the roll a plain hit (AHQ-C41, GLD-F03). */
export function resumeToHitFate(s: GameState, st: Step, spend: boolean): void {
  const a = model(s, st.attacker as string);
  if (spend) {
    spendFate(s, a, 'to-hit');
    push(s, { k: 'damage', attacker: st.attacker, target: st.target, weapon: st.weapon, ranged: st.ranged, halve: false });
  } else if (st.fumble) {
    push(s, { k: st.ranged ? 'rangedFumble' : 'fumbleFree', attacker: st.attacker, target: st.target, weapon: st.weapon, ranged: st.ranged });
  }
}

export function spendFate(s: GameState, m: Model, reason: FateReason): void {
  m.fate--;
  emit(s, { type: 'fateSpent', model: m.id, reason, left: m.fate });
}

export function kill(s: GameState, t: Model, by: string | null): void {
  t.status.dead = true;
  t.status.ko = false;
  t.focus = null;
  if (t.side === 'monsters' && s.combat) s.combat.loot += t.gold;
  emit(s, { type: 'died', model: t.id, by });
}

/** The game is over when no hero in the dungeon can act: lost if none got out, and over for those
 * who did (the fallen are left behind) — else the turns would go round with no one to decide. */
export function checkDefeat(s: GameState): void {
  if (s.result) return;
  const party = heroes(s);
  if (party.some((m) => active(m))) return;
  s.result = party.some((m) => m.status.left) ? { winner: 'heroes', reason: 'left-dungeon' } : { winner: 'monsters', reason: 'heroes-fallen' };
  emit(s, { type: 'gameOver', result: s.result });
}
