// The decks themselves: looking them up in the content, shuffling them with the game's dice behind
// the GM's screen (DEC-17), and drawing Room cards by the three ways of GLD-R01.
import type { Content, DeckDef, ObjectiveCard, RoomCard } from '../../content-types.ts';
import type { DecksSetup, GameState } from '../../types.ts';
import { roll } from '../../runtime.ts';
import type { DecksState, Exit } from './state.ts';
import { newGenBase } from '../common.ts';

type DeckOf<K extends DeckDef['kind']> = Extract<DeckDef, { kind: K }>;

export function deckOf<K extends DeckDef['kind']>(content: Content, id: string, kind: K): DeckOf<K> {
  const d = content.decks?.[id];
  if (!d) throw new Error(`setup.decks: no deck '${id}' in the content (decks: ${Object.keys(content.decks ?? {}).join(', ') || 'none'})`);
  if (d.kind !== kind) throw new Error(`setup.decks: the deck '${id}' holds ${d.kind} cards, not ${kind}`);
  return d as DeckOf<K>;
}

/** Card ids, each as many times as it has copies. */
export function expand(cards: readonly { id: string; copies?: number }[]): string[] {
  return cards.flatMap((c) => Array.from({ length: c.copies ?? 1 }, () => c.id));
}

/** A shuffle on the game's dice, rolled behind the screen: the order stays the GM's (DEC-17). */
export function shuffle(s: GameState, ids: readonly string[]): string[] {
  const out = [...ids];
  for (let i = out.length - 1; i > 0; i--) {
    const j = roll(s, 'dungeon', null, 1, i + 1)[0]! - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function roomCard(s: GameState, id: string): RoomCard {
  const g = s.gen as DecksState;
  const c = deckOf(s.ctx.content, g.decks.rooms, 'rooms').cards.find((x) => x.id === id);
  if (!c) throw new Error(`no Room card '${id}' in the deck '${g.decks.rooms}'`);
  return c;
}

export function objectiveOf(content: Content, setup: DecksSetup): ObjectiveCard {
  const deck = deckOf(content, setup.objectives ?? 'objectives', 'objectives');
  const card = setup.objective ? deck.cards.find((c) => c.id === setup.objective) : deck.cards[0];
  if (!card) throw new Error(`setup.decks.objective: no Objective card '${setup.objective}' in '${deck.id}'`);
  return card;
}

/** The Room cards of a random deck or a GM's hand: as many as the Objective card says, drawn from
 * the shuffled Room deck, the objective's room among them, never in the first half (GLD-R01). */
function dealRooms(s: GameState, rooms: DeckOf<'rooms'>, objective: ObjectiveCard): { dealt: string[]; at: number | null } {
  const need = objective.rooms;
  // An Objective card asking for more cards than the Room deck holds takes a second deck, and so on.
  const pool = shuffle(s, expand(rooms.cards));
  while (pool.length < need) pool.push(...shuffle(s, expand(rooms.cards)));
  const goal = objective.room;
  const gi = goal ? pool.indexOf(goal) : -1;
  if (gi >= 0) pool.splice(gi, 1);
  const dealt = pool.slice(0, Math.max(0, need - (goal ? 1 : 0)));
  if (!goal) return { dealt, at: null };
  const from = Math.floor(dealt.length / 2);
  const at = from + roll(s, 'dungeon', null, 1, dealt.length - from + 1)[0]! - 1;
  dealt.splice(at, 0, goal);
  return { dealt, at };
}

/** The generator's state at the start: every deck shuffled, the Room cards dealt by the mode. */
export function newDecksState(s: GameState): DecksState {
  const content = s.ctx.content;
  const setup: DecksSetup = s.ctx.header.setup.decks ?? { mode: 'random' };
  const decks = { rooms: setup.rooms ?? 'rooms', dungeon: setup.dungeon ?? 'dungeon', wandering: setup.wandering ?? 'wandering', treasure: setup.treasure ?? 'treasure' };
  const rooms = deckOf(content, decks.rooms, 'rooms');
  let draw: string[] = [];
  let hand: string[] = [];
  let objective: string | null = null;
  let objectiveDraw: number | null = null;
  if (setup.mode === 'map') {
    if (!setup.map) throw new Error("setup.decks.map: mode 'map' needs a quest map (a deck of kind map)");
    const map = deckOf(content, setup.map, 'map');
    if (map.rooms !== decks.rooms) throw new Error(`setup.decks.map: '${map.id}' lays out the deck '${map.rooms}', not '${decks.rooms}'`);
    draw = [...map.order];
  } else {
    const o = objectiveOf(content, setup);
    objective = o.id;
    const { dealt, at } = dealRooms(s, rooms, o);
    if (setup.mode === 'hand') hand = dealt;
    else {
      draw = dealt;
      objectiveDraw = at;
    }
  }
  const pile = (id: string, kind: 'dungeon' | 'wandering' | 'treasure') => shuffle(s, expand(deckOf(content, id, kind).cards));
  return {
    ...newGenBase<Exit>(), mode: setup.mode, decks, objective, objectiveDraw, drawn: 0, objectiveSection: null, draw, hand,
    piles: { dungeon: pile(decks.dungeon, 'dungeon'), wandering: pile(decks.wandering, 'wandering'), treasure: pile(decks.treasure, 'treasure') },
    laid: [], deadEnds: [], stairs: [], ambush: [],
  };
}

/** The top card of a Dungeon, Wandering Monster or Treasure pile; the pile is reshuffled whole
 * when it runs out. */
export function drawFrom(s: GameState, g: DecksState, pile: 'dungeon' | 'wandering' | 'treasure'): string {
  if (g.piles[pile].length === 0) g.piles[pile] = shuffle(s, expand(deckOf(s.ctx.content, g.decks[pile], pile).cards));
  return g.piles[pile].shift()!;
}

/** Room cards smaller than `card` of its kind, largest first: what a room too big is replaced
 * with (GLD-B01). */
export function smallerRooms(s: GameState, card: RoomCard): RoomCard[] {
  const g = s.gen as DecksState;
  const area = (c: RoomCard) => c.size[0] * c.size[1];
  return deckOf(s.ctx.content, g.decks.rooms, 'rooms').cards
    .filter((c) => c.kind === card.kind && area(c) < area(card))
    .sort((a, b) => area(b) - area(a) || a.id.localeCompare(b.id));
}
