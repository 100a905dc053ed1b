// The turn sequence the crawls share (AHQ-E01, C01, C07, C46, C52, C55): exploration turns of Hero,
// Exploration and GM phases; combat turns of Hero and GM phases in surprise order; End phases after
// a fight. What each ruleset's GM phases hold, and when heroes escape, are the ruleset's steps.
import type { GameState, Model, Step } from '../types.ts';
import { GM } from '../types.ts';
import { active, modelsInOrder, occupancy, onBoard, sightlines } from '../board.ts';
import { d12, decide, emit, push } from '../runtime.ts';
import { freshActivation } from '../state.ts';
import { canAct, combatMonsters, heroes, leaderSeat, partyInDungeon } from './common.ts';
import { crawlRules } from './rules.ts';
import { generatorOf } from '../generator.ts';

export function startPhase(s: GameState, phase: GameState['phase']): void {
  s.phase = phase;
  s.phaseIndex++;
  emit(s, { type: 'phaseStarted', phase });
}

export function stepStart(s: GameState): void {
  // Wizards choose their four components first (AHQ-C37).
  const steps: Step[] = [];
  for (const m of modelsInOrder(s)) {
    const def = s.ctx.content.heroes[m.type];
    if (m.side === 'heroes' && def?.componentChoices && Object.keys(m.components).length === 0) {
      steps.push({ k: 'askComponents', model: m.id, count: def.componentChoices });
    }
  }
  // A generated dungeon lays out its first passage before the first turn (AHQ-E19).
  if (generatorOf(s).steps?.start) steps.push({ k: 'gen', g: 'start' });
  const setup = s.ctx.header.setup;
  if (setup.start === 'combat') {
    const monsters = s.order.filter((id) => s.models[id]!.side === 'monsters' && onBoard(s.models[id]!));
    steps.push({ k: 'beginCombat', monsters, firstSide: setup.firstSide ?? 'heroes' });
  } else {
    steps.push({ k: 'explorationTurn' });
  }
  push(s, ...steps);
}

export function stepAskComponents(s: GameState, st: Step): void {
  const m = s.models[st.model as string]!;
  decide(s, { kind: 'components', seat: m.seat, model: m.id, count: st.count as number, options: Object.keys(s.ctx.content.components) }, { k: 'componentsChosen', model: m.id });
}

function resetTurn(s: GameState): void {
  s.castThisTurn = [];
  for (const m of modelsInOrder(s)) m.ward = 0;
}

export function stepExplorationTurn(s: GameState): void {
  if (s.result) return;
  s.turn++;
  s.turnKind = 'exploration';
  resetTurn(s);
  emit(s, { type: 'turnStarted', turn: s.turn, kind: 'exploration' });
  push(s, { k: 'heroPhase' }, { k: 'explorationPhase' }, { k: 'gmExplorationPhase' }, { k: 'explorationTurn' });
}

/** Hero phase: every player moves all their models before the next (AHQ-E03, C07). */
export function stepHeroPhase(s: GameState): void {
  startPhase(s, 'hero');
  const party = heroes(s);
  for (const m of party) {
    m.act = freshActivation();
    // Who could be dragged is fixed when the activation starts (AHQ-C44).
    m.act.couldDrag = party.filter((k) => k.status.ko && onBoard(k) && Math.abs(k.x - m.x) + Math.abs(k.y - m.y) === 1).map((k) => k.id);
  }
  s.playersToAct = s.players.filter((p) => party.some((m) => m.seat === p && canAct(m)));
  s.currentModel = null;
  push(s, { k: 'nextPlayer' }, { k: 'heroPhaseEnd' });
}

export function stepNextPlayer(s: GameState): void {
  const party = heroes(s);
  s.playersToAct = s.playersToAct.filter((p) => party.some((m) => m.seat === p && canAct(m)));
  if (s.playersToAct.length === 0) {
    s.actingSeat = null;
    return;
  }
  if (s.playersToAct.length === 1) {
    choosePlayer(s, s.playersToAct[0]!);
    return;
  }
  // The Leader settles the order (AHQ-E03, C07).
  decide(s, { kind: 'choosePlayer', seat: leaderSeat(s), options: [...s.playersToAct] }, { k: 'playerChosen' });
}

export function choosePlayer(s: GameState, player: string): void {
  s.actingSeat = player;
  emit(s, { type: 'playerChosen', player });
  push(s, { k: 'seatActs', seat: player }, { k: 'nextPlayer' });
}

/** The acting seat picks its next action; the current model finishes first. */
export function stepSeatActs(s: GameState, st: Step): void {
  if (s.result) return;
  const seat = st.seat as string;
  const current = s.currentModel ? s.models[s.currentModel]! : null;
  if (current && !canAct(current)) s.currentModel = null;
  // The seat's models that may still act, in the game's order: asked before every answer.
  const able: string[] = [];
  if (seat === GM) {
    for (const m of combatMonsters(s)) if (canAct(m)) able.push(m.id);
  } else {
    for (const m of modelsInOrder(s)) if (m.side === 'heroes' && m.seat === seat && canAct(m)) able.push(m.id);
  }
  if (able.length === 0) {
    s.playersToAct = s.playersToAct.filter((p) => p !== seat);
    s.currentModel = null;
    return;
  }
  const phase = s.turnKind === 'combat' ? 'combat' : 'exploration';
  decide(s, { kind: 'act', seat, phase, models: able, current: s.currentModel });
}

export function stepHeroPhaseEnd(s: GameState): void {
  s.currentModel = null;
  s.actingSeat = null;
  for (const m of heroes(s)) m.act.done = true;
  // In combat, sections opened this phase appear at its end (AHQ-C12), then a fight may be won
  // (AHQ-C52); in an exploration turn they wait for the Exploration phase (AHQ-E01, E19).
  if (s.turnKind === 'combat') push(s, { k: 'generatePending' }, { k: 'checkVictory' });
}

/** Exploration phase: sections behind opened doors and reached junctions appear (AHQ-E19). */
export function stepExplorationPhase(s: GameState): void {
  startPhase(s, 'exploration');
  push(s, { k: 'generatePending' });
}

// ---- combat ---------------------------------------------------------------------------------------

export function stepCombatTurn(s: GameState): void {
  if (s.result || !s.combat) return;
  s.turn++;
  s.turnKind = 'combat';
  s.combat.round++;
  s.combat.closedDoors = [];
  resetTurn(s);
  emit(s, { type: 'turnStarted', turn: s.turn, kind: 'combat' });
  const hero = { k: 'heroPhase' };
  const gm = { k: 'gmPhase' };
  push(s, ...(s.combat.firstSide === 'heroes' ? [hero, gm] : [gm, hero]), { k: 'combatTurn' });
}

/** Whether any monster of the fight sees a hero (AHQ-C02, DEC-01). */
export function monstersSeeHeroes(s: GameState): boolean {
  const sees = sightlines(s, occupancy(s));
  const party = partyInDungeon(s);
  return combatMonsters(s).some((m) => active(m) && party.some((h) => sees(m, h, m.side) !== 'blocked'));
}

export function stepAskRoutine(s: GameState): void {
  if (combatMonsters(s).every((m) => !canAct(m))) return;
  decide(s, { kind: 'routine', seat: GM }, { k: 'routineChosen' });
}

export function stepGmPhaseEnd(s: GameState): void {
  s.currentModel = null;
  for (const m of combatMonsters(s)) m.act.done = true;
  push(s, { k: 'generatePending' }, { k: 'checkVictory' }, { k: 'checkEscape' });
}

/** All monsters of the fight are dead: the End phase follows at once (AHQ-C52). */
export function stepCheckVictory(s: GameState): void {
  if (!s.combat || s.result) return;
  if (combatMonsters(s).length === 0) {
    s.stack = [];
    push(s, { k: 'endPhase', outcome: 'victory' });
  }
}

/** End phase (AHQ-C52..C55, C34, C50). */
export function stepEndPhase(s: GameState, st: Step): void {
  const c = s.combat!;
  startPhase(s, 'end');
  const outcome = st.outcome as 'victory' | 'escape';
  emit(s, { type: 'combatEnded', outcome });
  if (outcome === 'victory') {
    // As much as a hero may carry (AHQ-E09: 250 crowns); `guilds` has no limit.
    shareLoot(s, c.loot, crawlRules(s).goldLimit ?? Number.MAX_SAFE_INTEGER);
    for (const miss of c.missiles) {
      const owner = s.models[miss.owner]!;
      const face = d12(s, 'recovery', owner.id);
      const recovered = face >= miss.recoverOn && onBoard(owner);
      if (recovered) {
        if (miss.kind === 'thrown') owner.weapons.push(miss.item);
        else owner.ammo[miss.item] = (owner.ammo[miss.item] ?? 0) + 1;
      }
      emit(s, { type: 'missileRecovered', owner: owner.id, item: miss.item, recovered });
    }
  } else {
    if (c.loot > 0) emit(s, { type: 'lootLost', gold: c.loot });
    returnMonsters(s, combatMonsters(s));
  }
  s.combat = null;
  s.turnKind = 'exploration';
  crawlRules(s).refreshFocus(s);
  // A fight won ends the game only where the setup makes slaying every monster its objective:
  // otherwise a new Leader and a new exploration turn follow (AHQ-C55), whatever the unexplored
  // rooms hold, which the heroes do not know (DEC-17).
  if (outcome === 'victory' && s.ctx.header.setup.victory === 'monsters-slain' && dungeonCleared(s)) {
    s.result = { winner: 'heroes', reason: 'monsters-slain' };
    emit(s, { type: 'gameOver', result: s.result });
    return;
  }
  push(s, { k: 'askLeader' }, { k: 'explorationTurn' });
}

/** Gold of the slain is shared evenly; no one carries more than `cap` crowns, the others take what
 * one cannot carry (AHQ-C53, E09). */
function shareLoot(s: GameState, gold: number, cap: number): void {
  if (gold <= 0) return;
  const takers = partyInDungeon(s);
  const shares: Record<string, number> = {};
  if (takers.length === 0) return;
  const each = Math.floor(gold / takers.length);
  // The odd crowns go to the Leader, or to the first taker when the Leader is gone.
  const odd = takers.some((m) => m.id === s.leader) ? s.leader : takers[0]!.id;
  let lost = 0;
  for (const m of takers) {
    const want = each + (m.id === odd ? gold - each * takers.length : 0);
    const take = Math.min(want, Math.max(0, cap - m.gold));
    lost += want - take;
    m.gold += take;
    shares[m.id] = take;
  }
  // What one cannot carry goes to those who still can; only what no one can carry is lost (AHQ-C53, E09).
  for (const m of takers) {
    const take = Math.min(lost, Math.max(0, cap - m.gold));
    m.gold += take;
    shares[m.id] = (shares[m.id] ?? 0) + take;
    lost -= take;
  }
  emit(s, { type: 'loot', shares, lost });
}

/** Survivors of an escaped fight go back to where they were met (AHQ-C50). */
export function returnMonsters(s: GameState, monsters: Model[]): void {
  const ids: string[] = [];
  for (const m of monsters) {
    m.status.away = true;
    m.focus = null;
    ids.push(m.id);
  }
  if (ids.length > 0) emit(s, { type: 'monstersReturned', monsters: ids, section: monsters[0]!.home });
}

/** Every monster of the game is slain, those of sections not revealed or generated yet included. */
function dungeonCleared(s: GameState): boolean {
  const monsters = modelsInOrder(s).filter((m) => m.side === 'monsters');
  if (monsters.some((m) => !m.status.dead)) return false;
  // A generated dungeon is not cleared while some of it is still to be generated.
  if (generatorOf(s).unexplored?.(s)) return false;
  return s.map.sectionOrder.every((id) => {
    const sec = s.map.sections[id]!;
    return sec.revealed || sec.monsters.length === 0;
  });
}

/** The heroes elect a new Leader (AHQ-C55); the current Leader's player settles it. */
export function stepAskLeader(s: GameState): void {
  const options = heroes(s).filter((m) => m.kind === 'hero' && active(m)).map((m) => m.id);
  if (options.length === 0) return;
  if (options.length === 1) {
    s.leader = options[0]!;
    emit(s, { type: 'leaderChosen', hero: s.leader });
    return;
  }
  decide(s, { kind: 'newLeader', seat: leaderSeat(s), options }, { k: 'leaderChosen' });
}
