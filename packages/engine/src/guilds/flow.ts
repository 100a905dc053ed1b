// The `guilds` turn sequence where it differs from `ahq`: surprise (GLD-C02..C05, DEC-02, DEC-09),
// the GM's turn without pursuit (GLD-C13), escape only at the end of a GM turn (GLD-C16, C17), one
// push per side per turn (GLD-P04), and the end-of-exploration-turn d12 (GLD-T02).
import type { GameState, Side, Step } from '../types.ts';
import { GM } from '../types.ts';
import { d12, emit, push } from '../runtime.ts';
import { freshActivation } from '../state.ts';
import { generatorOf } from '../generator.ts';
import { combatMonsters, partyInDungeon } from '../crawl/common.ts';
import { monstersSeeHeroes, startPhase, stepCombatTurn as ahqCombatTurn } from '../crawl/flow.ts';
import { stepBeginCombat as ahqBeginCombat } from '../crawl/surprise.ts';
import { refreshFocus } from './common.ts';
import type { HeroicEffect } from '../content-types.ts';
import { amountOf, offerCard } from './heroic.ts';
import { levelContent } from '../crawl/difficulty.ts';

/** Surprise: the heroes' representative and the GM roll, heroes that have one add their bonus
 * (GLD-C02), a Sentinel adds +1 to the GM (once); the
 * heroes win only by rolling strictly higher (GLD-C02, C05, DEC-02). Either way the GM places the
 * monsters, two empty squares from the nearest hero (GLD-C03), and the winner acts first in every
 * turn of the fight (DEC-09). */
export function stepSurprise(s: GameState, st: Step): void {
  const monsters = (st.monsters as string[]).map((id) => s.models[id]!);
  const section = (st.section as string | null) ?? null;
  const gmBonus = monsters.some((m) => m.role === 'sentry') ? 1 : 0;
  // Some heroes modify the roll (GLD-C02): the best bonus among those standing, not their sum.
  const heroBonus = Math.max(0, ...partyInDungeon(s).filter((h) => !h.status.ko).map((h) => s.ctx.content.heroes[h.type]?.surpriseBonus ?? 0));
  const h = st.offered ? (st.h as number) + amountOf(s, st.card) : d12(s, 'surprise', s.leader) + heroBonus;
  const g = st.offered ? (st.g as number) : d12(s, 'surprise', null) + gmBonus;
  // Lost by less than a Heroic card adds: its holder may play it (GLD-H01).
  if (!st.offered && h <= g) {
    const turns = (e: HeroicEffect) => 'amount' in e && h + e.amount > g;
    const holder = partyInDungeon(s).find((x) => !x.status.ko && offerCard(s, x, { moment: 'surprise', heroes: h, gm: g }, turns, { ...st, h, g }));
    if (holder) return;
  }
  const winner: Side = h > g ? 'heroes' : 'monsters';
  emit(s, { type: 'surprise', heroes: h, gm: g, heroBonus, gmBonus, winner });
  s.combat!.firstSide = winner;
  const unplaced = monsters.filter((m) => m.status.away).map((m) => m.id);
  const steps: Step[] = [];
  if (unplaced.length > 0) steps.push({ k: 'askPlacement', seat: GM, monsters: unplaced, section });
  // A Sentinel's section has at least one door (GLD-C05), except on a predetermined quest map.
  if (section && monsters.some((m) => m.role === 'sentry') && !generatorOf(s).predetermined?.(s)) steps.push({ k: 'askSentryDoor', section, min: 1 });
  steps.push({ k: 'beginCombat', monsters: monsters.map((m) => m.id), firstSide: winner });
  push(s, ...steps);
}

/** Zones are the `guilds` control zones from the first moment of a fight (GLD-Z01). */
export function stepBeginCombat(s: GameState, st: Step): void {
  ahqBeginCombat(s, st);
  refreshFocus(s);
}

export function stepCombatTurn(s: GameState): void {
  if (s.combat) s.combat.pushes = [];
  ahqCombatTurn(s);
}

/** The GM's turn: the routine for every monster, then the monsters in the GM's order (GLD-C13). */
export function stepGmPhase(s: GameState): void {
  startPhase(s, 'gm');
  for (const m of combatMonsters(s)) m.act = freshActivation();
  s.currentModel = null;
  push(s, { k: 'askRoutine' }, { k: 'seatActs', seat: GM }, { k: 'gmPhaseEnd' });
}

/** At the end of a GM turn, no hero in the monsters' line of view means the heroes have fled; the
 * check waits for the GM's turn, so the GM always has the last turn (GLD-C16, C17). */
export function stepCheckEscape(s: GameState): void {
  if (!s.combat || s.result || monstersSeeHeroes(s)) return;
  emit(s, { type: 'escaped' });
  s.stack = [];
  push(s, { k: 'endPhase', outcome: 'escape' });
}

/** End of an exploration turn with no monsters active: a d12, 1 wandering monsters, 12 a Dungeon
 * card (GLD-T02). The decks belong to the dungeon generator (steps `wanderingMonsters` and
 * `dungeonCard`); without them the roll is only reported. */
export function stepEndOfTurn(s: GameState): void {
  if (s.combat || s.result) return;
  startPhase(s, 'gm');
  const face = d12(s, 'end-of-turn', null);
  const wandering = levelContent(s).wanderingFaces ?? [1];
  const outcome = wandering.includes(face) ? 'wandering-monsters' : face === 12 ? 'dungeon-card' : 'nothing';
  const hook = outcome === 'wandering-monsters' ? 'wanderingMonsters' : outcome === 'dungeon-card' ? 'dungeonCard' : null;
  const handled = hook !== null && generatorOf(s).steps?.[hook] !== undefined;
  emit(s, { type: 'endOfTurnRoll', roll: face, outcome, handled });
  if (handled) push(s, { k: 'gen', g: hook });
}
