// Sniping (FAC-I03, DEC-28): a shot made with aim may snipe instead, giving up aim's re-roll so
// that no one may step into it. Aim is what content gives: in the grid crawls, a held card whose
// effect re-rolls a failed to-hit roll (`guilds`' Heroic cards, GLD-H01), spent as the shot is
// declared rather than after a miss; a ruleset whose content gives no such card has no aim, and no
// snipe (docs/content-packs.md, "What the `facing` module reads").
import type { GameState, Model, Step } from '../types.ts';

/** The aim `m` holds for a shot: the first, by id, of its cards that re-roll a to-hit roll; null
 * without one. */
export function aimOf(s: GameState, m: Model): string | null {
  const hand = s.heroic?.hands[m.id];
  if (!hand) return null;
  const cards = s.ctx.content.heroicCards;
  const aims = hand.filter((c) => cards[c]?.effect.kind === 'reroll-to-hit').sort();
  return aims[0] ?? null;
}

/** Marks the shot `m` has just put on the stack as sniped: no interception is asked (FAC-I03). */
export function markSniped(s: GameState, m: Model): boolean {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const st: Step = s.stack[i]!;
    if (st.k === 'shoot' && st.attacker === m.id) {
      s.stack[i] = { ...st, sniped: true };
      return true;
    }
  }
  return false;
}
