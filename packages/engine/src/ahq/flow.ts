// The `ahq` GM phases: a Dungeon Counter on a 1 or a 12 in exploration (AHQ-E28), counters spent
// at the moments the counter table gives (DEC-30, counters.ts), pursuit and the routine in combat
// (AHQ-C46, C48, C49), and the heroes' escape, put off a turn by a door just closed (AHQ-C11).
import type { GameState, Step } from '../types.ts';
import { GM } from '../types.ts';
import { active } from '../board.ts';
import { d12, decide, emit, push } from '../runtime.ts';
import { freshActivation } from '../state.ts';
import { combatMonsters } from '../crawl/common.ts';
import { monstersSeeHeroes, startPhase } from '../crawl/flow.ts';
import { canReachAndStrike } from './movement.ts';
import { levelContent } from '../crawl/difficulty.ts';

const RULES_FACES: readonly number[] = [1, 12];

/** GM phase of an exploration turn: a Dungeon Counter on a 1 or a 12 (AHQ-E28), rolled behind the
 * screen; then the GM may spend counters (DEC-30). */
export function stepGmExplorationPhase(s: GameState): void {
  startPhase(s, 'gm');
  const face = d12(s, 'gm-phase', null);
  // The rules' 1 and 12, or the faces of the game's difficulty level.
  if ((levelContent(s).counterFaces ?? RULES_FACES).includes(face)) {
    s.gmCounters++;
    emit(s, { type: 'gmCounter', total: s.gmCounters });
  }
  push(s, { k: 'askCounters', moment: 'exploration' });
}

/** GM phase: the GM may spend counters (DEC-30), then the orders of the phase. */
export function stepGmPhase(s: GameState): void {
  startPhase(s, 'gm');
  for (const m of combatMonsters(s)) m.act = freshActivation();
  s.currentModel = null;
  push(s, { k: 'askCounters', moment: 'combat' }, { k: 'gmOrders' });
}

/** Pursuit if the heroes are out of sight (AHQ-C48, C49), then the routine (AHQ-C46). */
export function stepGmOrders(s: GameState): void {
  const c = s.combat!;
  const pursuit: Step[] = [];
  if (!monstersSeeHeroes(s)) {
    pursuit.push({ k: 'askPursuit' });
  } else if (c.pursuing && combatMonsters(s).filter(active).every((m) => canReachAndStrike(s, m))) {
    c.pursuing = false;
    emit(s, { type: 'pursuit', pursue: false });
  }
  push(s, ...pursuit, { k: 'askRoutine' }, { k: 'seatActs', seat: GM }, { k: 'gmPhaseEnd' });
}

export function stepAskPursuit(s: GameState): void {
  decide(s, { kind: 'pursue', seat: GM }, { k: 'pursuitChosen' });
}

/** No monster sees a hero at the end of a GM phase: the heroes escape, unless only a door closed
 * this turn hides them, when one more combat turn follows (AHQ-C11). */
export function stepCheckEscape(s: GameState): void {
  const c = s.combat;
  if (!c || s.result) return;
  if (monstersSeeHeroes(s)) {
    c.escapeNextTurn = false;
    return;
  }
  if (c.closedDoors.length > 0 && !c.escapeNextTurn && seenThroughClosedDoors(s, c.closedDoors)) {
    c.escapeNextTurn = true;
    emit(s, { type: 'escapeDeferred' });
    return;
  }
  emit(s, { type: 'escaped' });
  s.stack = [];
  push(s, { k: 'endPhase', outcome: 'escape' });
}

/** Whether a monster would see a hero if the doors the heroes closed this turn were open: only
 * then was line of sight broken by closing a door (AHQ-C11). */
function seenThroughClosedDoors(s: GameState, doors: string[]): boolean {
  const shut = doors.filter((id) => s.map.doors[id] && !s.map.doors[id]!.open);
  for (const id of shut) s.map.doors[id]!.open = true;
  const seen = monstersSeeHeroes(s);
  for (const id of shut) s.map.doors[id]!.open = false;
  return seen;
}
