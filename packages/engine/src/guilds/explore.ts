// `guilds` exploration turns (GLD-X01..X11, D04): heroes one at a time in descending Speed, ties
// settled by the heroes; searches on the d12 tables; chests shared by proximity; no gold limit.
// Dungeon, Treasure and Wandering Monster cards belong to the dungeon generator's decks: their
// steps are called by name (`dungeonCard`, `treasureCard`) when the generator has them, and the
// roll's event says whether one was there to answer.
import type { GameState, Model, Step } from '../types.ts';
import { active, onBoard, pointOf } from '../board.ts';
import { d12, decide, emit, push } from '../runtime.ts';
import { freshActivation } from '../state.ts';
import { generatorOf } from '../generator.ts';
import { manhattan } from '../geometry/points.ts';
import { giveItem, heroes, leaderSeat, model, partyInDungeon } from '../crawl/common.ts';
import { startPhase } from '../crawl/flow.ts';
import { openChest } from '../rules/explore.ts';

/** Gold crowns found by a hidden-treasure roll of 7–10 (GLD-X10). */
export const SEARCH_GOLD = 50;

/** The generator's deck step `name`, if it has one: queued, and reported as handled. */
export function cardHook(s: GameState, name: 'dungeonCard' | 'treasureCard' | 'wanderingMonsters', fields: Record<string, unknown>): boolean {
  const handled = generatorOf(s).steps?.[name] !== undefined;
  if (handled) push(s, { k: 'gen', g: name, ...fields });
  return handled;
}

/** Items and gold go to the hero with no carrying limit: the AHQ-E09/E10 limits are not `guilds` rules. */
export function giveFreely(s: GameState, hero: Model, item: string, gold: number): void {
  if (item === 'gold') hero.gold += gold;
  else giveItem(s, hero, item);
}

// ---- the heroes' order (GLD-X01) ------------------------------------------------------------

/** Exploration hero phase: every model of the party moves in turn, fastest first (GLD-X01). */
export function stepHeroPhase(s: GameState): void {
  startPhase(s, 'hero');
  const party = heroes(s).filter(active);
  for (const m of heroes(s)) {
    m.act = freshActivation();
    // Everyone waits for its turn in the order.
    m.act.done = true;
  }
  s.currentModel = null;
  push(s, { k: 'gNextHero', left: party.map((m) => m.id) }, { k: 'heroPhaseEnd' });
}

/** The fastest heroes still to move; when several share that Speed and belong to different
 * players, the Leader's player settles who goes first (GLD-X01, as AHQ-E03). */
export function stepNextHero(s: GameState, st: Step): void {
  if (s.result || s.combat) return;
  const left = (st.left as string[]).filter((id) => active(s.models[id]!));
  if (left.length === 0) return;
  const top = Math.max(...left.map((id) => s.models[id]!.profile.speed));
  const tied = left.filter((id) => s.models[id]!.profile.speed === top);
  const seats = [...new Set(tied.map((id) => s.models[id]!.seat))];
  if (seats.length > 1) {
    decide(s, { kind: 'choosePlayer', seat: leaderSeat(s), options: seats }, { k: 'gSeatTurn', left });
    return;
  }
  seatTurn(s, left, seats[0]!);
}

/** The chosen player moves its fastest heroes, one after the other; each may skip its turn but
 * never delay it (GLD-X01). */
export function seatTurn(s: GameState, left: string[], seat: string): void {
  const top = Math.max(...left.map((id) => s.models[id]!.profile.speed));
  const turn = left.filter((id) => s.models[id]!.profile.speed === top && s.models[id]!.seat === seat);
  for (const id of turn) s.models[id]!.act = freshActivation();
  s.actingSeat = seat;
  emit(s, { type: 'playerChosen', player: seat });
  push(s, { k: 'seatActs', seat }, { k: 'gNextHero', left: left.filter((id) => !turn.includes(id)) });
}

// ---- searches (GLD-X03, X09, X10, D04) ----------------------------------------------------

/** A wall searched for secret doors, d12: 1–2 a Dungeon card, 3–9 nothing, 10–12 a secret door,
 * which the finder may cross with movement left (GLD-X09, D04). */
export function stepSearchSecret(s: GameState, st: Step): void {
  const m = model(s, st.model as string);
  const sec = s.map.sections[st.section as string]!;
  const wall = st.wall as 'north' | 'east' | 'south' | 'west';
  sec.searchedWalls.push(wall);
  const face = d12(s, 'search', m.id);
  const outcome = face <= 2 ? 'dungeon-card' : face <= 9 ? 'nothing' : 'secret-door';
  const handled = outcome === 'dungeon-card' ? cardHook(s, 'dungeonCard', { model: m.id, cause: 'search' }) : true;
  emit(s, { type: 'searchRoll', model: m.id, kind: 'secret', roll: face, outcome, handled });
  // On a prepared map the door is where the map has it on that wall; a generator may make one.
  const door = outcome === 'secret-door' ? generatorOf(s).searchSecretDoor(s, m, sec, wall) : null;
  emit(s, { type: 'searched', model: m.id, kind: 'secret', wall, found: door !== null });
  if (!door) {
    m.act.done = true;
    return;
  }
  const d = s.map.doors[door]!;
  d.found = true;
  d.open = true;
  d.openedBy = m.id;
  d.openedPhase = s.phaseIndex;
  emit(s, { type: 'secretDoorFound', door, by: m.id });
  // The finder may step through at once with movement left, or wait (GLD-D04, X04).
  m.act.openedDoor = door;
  if (m.profile.speed - (m.act.used ?? 0) < 2) m.act.done = true;
}

/** A room searched for hidden treasure, d12: 1–2 a Dungeon card, 3–6 nothing, 7–10 50 gold
 * crowns, 11–12 a Treasure card (GLD-X10). The search ends the hero's turn. */
export function stepSearchTreasure(s: GameState, st: Step): void {
  const m = model(s, st.model as string);
  const sec = s.map.sections[st.section as string]!;
  sec.treasureSearched = true;
  const face = d12(s, 'search', m.id);
  const outcome = face <= 2 ? 'dungeon-card' : face <= 6 ? 'nothing' : face <= 10 ? 'gold' : 'treasure-card';
  const handled = outcome === 'dungeon-card' ? cardHook(s, 'dungeonCard', { model: m.id, cause: 'search' })
    : outcome === 'treasure-card' ? cardHook(s, 'treasureCard', { model: m.id, cause: 'search' }) : true;
  emit(s, { type: 'searchRoll', model: m.id, kind: 'treasure', roll: face, outcome, handled });
  emit(s, { type: 'searched', model: m.id, kind: 'treasure', found: outcome === 'gold' || outcome === 'treasure-card' });
  if (outcome === 'gold') {
    giveFreely(s, m, 'gold', SEARCH_GOLD);
    emit(s, { type: 'treasureFound', model: m.id, gold: SEARCH_GOLD, items: [] });
  }
}

// ---- chests (GLD-X08) -----------------------------------------------------------------------

/** An opened chest's contents are taken by the heroes and followers in order of their distance
 * from it at the moment it was opened; ties in reading order of the models (GLD-X08). */
export function stepOpenChest(s: GameState, st: Step): void {
  const opened = openChest(s, st);
  if (!opened) return;
  const at = pointOf(s.map, opened.chest.cell);
  const order = partyInDungeon(s).filter((h) => !h.status.ko)
    .map((h, i) => ({ id: h.id, d: manhattan(h, at), i }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.id);
  push(s, { k: 'gChestPick', chest: opened.chest.id, order, turn: 0, passed: [] });
}

/** One pick at a time, going round the order until the chest is empty or everyone has passed. */
export function stepChestPick(s: GameState, st: Step): void {
  const chest = s.map.chests[st.chest as string]!;
  const order = (st.order as string[]).filter((id) => onBoard(s.models[id]!) && !s.models[id]!.status.ko);
  const passed = st.passed as string[];
  if (chest.gold === 0 && chest.items.length === 0) return;
  if (order.every((id) => passed.includes(id))) return;
  let turn = (st.turn as number) % order.length;
  while (passed.includes(order[turn]!)) turn = (turn + 1) % order.length;
  const hero = s.models[order[turn]!]!;
  decide(s, { kind: 'chestPick', seat: hero.seat, chest: chest.id, heroes: [hero.id] }, { ...st, order, turn });
}
