// The generator's card steps the `guilds` ruleset calls by name: Wandering Monsters on a 1 at the
// end of an exploration turn (GLD-T02), a Dungeon card on a 12 or a search's 1–2 (GLD-T02, X09,
// X10, K01, K02), a Treasure card from a search's 11–12 (GLD-X10). Each card drawn is shown to all.
import type { DungeonCard, TreasureCard, WanderingCard } from '../../content-types.ts';
import { DEFAULT_DAMAGE_DIE } from '../../content-types.ts';
import type { GameState, Model, Step } from '../../types.ts';
import { active, sectionAt } from '../../board.ts';
import { emit, nextId, push, roll, rollSymbols } from '../../runtime.ts';
import { monsterModel, numberMonster } from '../../state.ts';
import { partyInDungeon, toughness } from '../../crawl/common.ts';
import { deckOf, drawFrom } from './cards.ts';
import { closeExit } from './explore.ts';
import { decksState } from './state.ts';

function card<T extends { id: string }>(cards: readonly T[], id: string): T {
  return cards.find((c) => c.id === id)!;
}

function randomHero(s: GameState): Model | null {
  const party = partyInDungeon(s).filter((m) => active(m) && !m.status.ko);
  if (party.length === 0) return null;
  return party.length === 1 ? party[0]! : party[roll(s, 'random', null, 1, party.length)[0]! - 1]!;
}

/** A group of monsters from a Wandering Monsters card surprises a hero chosen at random; they are
 * placed around it as the ruleset places monsters met, in its section (GLD-T02, C03, C04). An
 * Ambush waiting for a room or corridor does not join them (GLD-K02). */
export function stepWanderingMonsters(s: GameState): void {
  const g = decksState(s);
  const hero = randomHero(s);
  if (!hero) return;
  const c: WanderingCard = card(deckOf(s.ctx.content, g.decks.wandering, 'wandering').cards, drawFrom(s, g, 'wandering'));
  emit(s, { type: 'cardDrawn', deck: 'wandering', card: c.id, name: c.name, model: hero.id });
  const section = sectionAt(s.map, hero.x, hero.y)?.id ?? null;
  const ids: string[] = [];
  for (const spec of c.monsters) {
    for (let i = 0; i < (spec.count ?? 1); i++) {
      const def = s.ctx.content.monsters[spec.type]!;
      const id = nextId(s, 'm');
      const m = monsterModel(def, id, -1, -1);
      m.status.away = true;
      m.home = section;
      s.models[id] = m;
      s.order.push(id);
      numberMonster(s, m);
      ids.push(id);
    }
  }
  push(s, { k: 'encounter', monsters: ids, section });
}

/** A Dungeon card (GLD-K01): its effect applied at once, or, for an Ambush, kept for the next
 * encounter of a room or corridor (GLD-K02). The searcher, if a search drew it, is its target. */
export function stepDungeonCard(s: GameState, st: Step): void {
  const g = decksState(s);
  const c: DungeonCard = card(deckOf(s.ctx.content, g.decks.dungeon, 'dungeon').cards, drawFrom(s, g, 'dungeon'));
  const searcher = typeof st.model === 'string' ? s.models[st.model] ?? null : null;
  emit(s, { type: 'cardDrawn', deck: 'dungeon', card: c.id, name: c.name, ...(searcher ? { model: searcher.id } : {}) });
  const e = c.effect;
  switch (e.type) {
    case 'wounds': {
      const one = searcher && active(searcher) ? searcher : null;
      const targets = e.who === 'all' ? partyInDungeon(s).filter((m) => active(m) && !m.status.ko) : [one ?? randomHero(s)].filter((m): m is Model => m !== null);
      push(s, ...targets.map((t) => woundStep(s, t, e.dice, e.noDefence === true)));
      return;
    }
    case 'cave-in': {
      // A way on still to explore collapses, chosen behind the screen (DEC-17).
      const exits = Object.values(g.exits);
      if (exits.length === 0) return;
      const exit = exits.length === 1 ? exits[0]! : exits[roll(s, 'dungeon', null, 1, exits.length)[0]! - 1]!;
      closeExit(s, exit);
      emit(s, { type: 'passageClosed', door: exit.door });
      push(s, { k: 'gen', g: 'checkClosed' });
      return;
    }
    case 'lose-gold':
      for (const m of partyInDungeon(s)) m.gold = Math.max(0, m.gold - e.gold);
      return;
    case 'ambush':
      for (const spec of e.monsters) for (let i = 0; i < (spec.count ?? 1); i++) g.ambush.push(spec.type);
  }
}

/** Damage dice as skulls against the hero's shields (DEC-07, GLD-A07), then the ruleset's wound
 * step, where Fate may still save it. */
function woundStep(s: GameState, t: Model, dice: number, noDefence: boolean): Step {
  const die = s.ctx.content.damageDie ?? DEFAULT_DAMAGE_DIE;
  const attack = rollSymbols(s, 'damage', null, dice, die.faces);
  const tough = toughness(s, t);
  const n = noDefence ? 0 : Math.floor(tough / 2);
  const defence = n > 0 ? rollSymbols(s, 'defence', t.id, n, die.faces) : [];
  const skulls = attack.filter((f) => die.faces[f - 1] === 'skull').length;
  const shields = defence.filter((f) => die.faces[f - 1] === 'shield').length;
  const wounds = Math.max(0, skulls - shields);
  emit(s, { type: 'damage', target: t.id, faces: attack, toughness: tough, wounds, criticals: 0, defence, skulls, shields });
  return { k: 'wound', target: t.id, wounds, by: null, critical: false };
}

/** A Treasure card for the hero who drew it (GLD-X08, X10): gold, and items carried at once. */
export function stepTreasureCard(s: GameState, st: Step): void {
  const g = decksState(s);
  const m = typeof st.model === 'string' ? s.models[st.model] : undefined;
  if (!m) return;
  const c: TreasureCard = card(deckOf(s.ctx.content, g.decks.treasure, 'treasure').cards, drawFrom(s, g, 'treasure'));
  emit(s, { type: 'cardDrawn', deck: 'treasure', card: c.id, name: c.name, model: m.id });
  const items = c.items ?? [];
  m.gold += c.gold ?? 0;
  for (const item of items) {
    if (s.ctx.content.weapons[item]) m.weapons.push(item);
    else m.items.push(item);
  }
  emit(s, { type: 'treasureFound', model: m.id, gold: c.gold ?? 0, items });
}

/** The contents of a chest in a room card: a Treasure card, drawn as the room is laid and hidden
 * in the chest until it is opened (GLD-X08, DEC-17). */
export function chestContents(s: GameState): { gold: number; items: string[] } {
  const g = decksState(s);
  const c: TreasureCard = card(deckOf(s.ctx.content, g.decks.treasure, 'treasure').cards, drawFrom(s, g, 'treasure'));
  return { gold: c.gold ?? 0, items: [...(c.items ?? [])] };
}
