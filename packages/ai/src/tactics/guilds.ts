// What the bots know of the `guilds` rules (AHQ3 The Guilds) beyond what the engine lists as
// legal: control zones hold a model, and leaving one takes a Speed check that ends the turn when it
// fails (GLD-Z05, DEC-05); a push is d12 + Strength each, the pusher strictly higher, and a failed
// push on an enemy gives it a free attack (GLD-P01..P04); damage is skulls against shields, scored
// from the engine's exact odds (its `odds` hook), with an estimate if it gives none.
import type { AttackOdds, Content, ModelView } from '@delve/engine';
import { manhattan } from '../board.ts';
import { ahqTactics, type Tactics } from './ahq.ts';

/** A d12 at or below Speed passes; a 1 always, a 12 never (DEC-05). */
export function speedPass(speed: number): number {
  return Math.max(1, Math.min(11, speed)) / 12;
}

/** P(d12 + a > d12 + b). */
export function pushWins(a: number, b: number): number {
  let wins = 0;
  for (let x = 1; x <= 12; x++) for (let y = 1; y <= 12; y++) if (x + a > y + b) wins++;
  return wins / 144;
}

/** A rough guess at an attack's outcome: a hit from the Weapon Skills, then skulls (one in two per
 * die) less shields (one in three per point of Toughness, as dice), lumped by expected wounds. */
function estimate(c: Content, a: ModelView, t: ModelView, weapon?: string): AttackOdds | null {
  const w = weapon ? c.weapons[weapon] : undefined;
  const hit = w && w.kind !== 'hand'
    ? Math.max(0.1, Math.min(0.9, 0.35 + a.profile.bs * 0.05))
    : Math.max(0.1, Math.min(0.9, 0.5 + (a.profile.ws - t.profile.ws) * 0.05));
  const dice = w?.damage ?? a.profile.strength;
  const wounds = Math.max(0, dice * 0.5 - guildsTactics.toughness(c, t) / 3);
  const left = t.wounds ?? t.maxWounds;
  const k = Math.max(1, Math.round(wounds));
  const p = Math.min(1, hit * Math.min(1, wounds / k));
  const dealt = new Array(k + 1).fill(0);
  dealt[0] = 1 - p;
  dealt[k] = p;
  const kill = k >= left + (t.side === 'heroes' ? 1 : 0) ? p : 0;
  return { hit, dealt, received: [1], kill, knockOut: t.side === 'heroes' && k === left ? p : 0, attackerDown: 0, friendlyFire: 0 };
}

export const guildsTactics: Tactics = {
  ...ahqTactics,
  // The ahq methods call each other through `this`, so what is replaced here counts there too.
  spellWounds(c, sp, target) {
    if (sp.effect.kind !== 'damage') return 0;
    // Skulls against shields (GLD-A07): a die is a skull one time in two, a shield stops one.
    return Math.max(0, sp.effect.dice * 0.5 - this.toughness(c, target) / 3);
  },
  spendFate(reason, wounds, current, fateLeft) {
    if (fateLeft <= 0) return false;
    // A whole attack negated (GLD-F01): worth it against a blow that would knock down or kill.
    if (reason === 'damage') return (wounds ?? 0) >= current && (wounds ?? 0) > 0;
    // A failed Speed check leaves the hero held (GLD-F02): worth a point only with plenty left.
    if (reason === 'check') return fateLeft >= 2;
    return false;
  },
  combatMove: (m) => Math.floor(m.profile.speed / 2),
  shootsAfterMoving: (w) => w.moveAndShoot === true,
  strikesDiagonally: (w) => w.kind === 'hand' && (w.diagonal === true || w.great === true),
  passesFriends: true,
  // Monsters with a line of view to the heroes always attack (GLD-C01).
  monstersAlwaysAttack: true,
  leaveRisk: (m) => 1 - speedPass(m.profile.speed),
  pushOdds: (p, t) => pushWins(p.profile.strength, t.profile.strength),
  // Nobody strikes a knocked-down model (GLD-W02): no need to drag one clear in a fight.
  fallenCanBeStruck: false,
  // The phase's blows planned together (gm/plan.ts): knocks more heroes down (docs/difficulty.md).
  plansBlows: true,
  // A potion or a drag needs the square beside him, not a corner (GLD-W03, W04).
  aids: (a, b) => manhattan(a, b) === 1,
  // Opening a door shows nothing: a hero must pass through it (GLD-X04, X05).
  doorwayLeadsOn: true,
  // A wall is searched standing beside it (GLD-X09).
  searchBesideWall: true,
  estimate,
};
