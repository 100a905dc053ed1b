// Chests (AHQ-E07): what one holds is shared out in turns among the players, who roll off for
// first choice; and what a hero may carry (AHQ-E09, E10, C35).
import type { Content } from '../content-types.ts';
import type { Answer, Decision, EngineError, GameState, Model, RuleRefusal, Step } from '../types.ts';
import { refuse } from '../rules/refuse.ts';
import { formatRefusal } from '../format/refusals.ts';
import type { Carrier } from '../crawl/rules.ts';
import { ERROR_CODES as E } from '../types.ts';
import { d12, decide, emit, fail, push } from '../runtime.ts';
import type { Mutation } from '../rules/act.ts';
import { openChest } from '../rules/explore.ts';
import { giveItem, heroes, partyInDungeon } from '../crawl/common.ts';

export const GOLD_LIMIT = 250;

export function stepOpenChest(s: GameState, st: Step): void {
  const opened = openChest(s, st);
  if (!opened) return;
  // Any hero may take the contents; the players roll off for first choice (AHQ-E07).
  const seats = [...new Set(partyInDungeon(s).filter((h) => !h.status.ko).map((h) => h.seat))];
  const order = seats.length > 1 ? rollOff(s, seats) : seats;
  push(s, { k: 'chestPick', chest: opened.chest.id, order, turn: 0, passed: [] });
}

/** Each player rolls a d12, highest first; players who tie roll again among themselves. */
function rollOff(s: GameState, seats: string[]): string[] {
  if (seats.length <= 1) return seats;
  const rolls = seats.map((seat) => ({ seat, face: d12(s, 'roll-off', heroes(s).find((h) => h.seat === seat)!.id) }));
  const faces = [...new Set(rolls.map((r) => r.face))].sort((a, b) => b - a);
  return faces.flatMap((face) => rollOff(s, rolls.filter((r) => r.face === face).map((r) => r.seat)));
}

export function stepChestPick(s: GameState, st: Step): void {
  const chest = s.map.chests[st.chest as string]!;
  const order = st.order as string[];
  const passed = st.passed as string[];
  if (chest.gold === 0 && chest.items.length === 0) return;
  const live = order.filter((seat) => !passed.includes(seat));
  if (live.length === 0) return;
  const turn = (st.turn as number) % order.length;
  const seat = order[turn]!;
  if (passed.includes(seat)) {
    push(s, { ...st, turn: turn + 1 });
    return;
  }
  const team = partyInDungeon(s).filter((h) => h.seat === seat && !h.status.ko).map((h) => h.id);
  decide(s, { kind: 'chestPick', seat, chest: chest.id, heroes: team }, { ...st, turn });
}

/** Whether `hero` may carry one more of `item` (AHQ-E10, C35): in the dungeon, and in a
 * campaign's shop (CMP-S02); its reason in English. */
export function carryProblem(c: Content, hero: Carrier, item: string): string | null {
  const why = carryRefusal(c, hero, item);
  return why && formatRefusal({ ...why, model: 'hero' }, { model: () => hero.name, item: (id) => c.weapons[id]?.name ?? c.armour[id]?.name ?? c.items[id]?.name ?? id });
}

/** Why `hero` may not carry one more of `item`, as data (the hero left for the caller to name). */
export function carryRefusal(c: Content, hero: Carrier, item: string): RuleRefusal | null {
  const magic = c.heroes[hero.type]?.magicUser === true;
  if (c.weapons[item]) {
    if (hero.weapons.length >= 3) return { why: 'carryLimit', act: 'weapons', thing: item, rule: 'AHQ-E10' };
    if (magic && !c.weapons[item]!.magicUserMayCarry) return { why: 'carryLimit', act: 'magicWeapon', thing: item, rule: 'AHQ-C35' };
    return null;
  }
  const armour = c.armour[item];
  if (armour) {
    if (magic) return { why: 'carryLimit', act: 'magicArmour', thing: item, rule: 'AHQ-C35' };
    if (armour.kind === 'armour' && hero.armour) return { why: 'carryLimit', act: 'armour', thing: item, rule: 'AHQ-E10' };
    if (armour.kind === 'shield' && hero.shield) return { why: 'carryLimit', act: 'shield', thing: item };
    return null;
  }
  const def = c.items[item];
  if (!def) return { why: 'carryLimit', thing: item };
  if ((def.kind === 'ring' || def.kind === 'amulet') && hero.items.some((i) => {
    const k = c.items[i]?.kind;
    return k === 'ring' || k === 'amulet';
  })) return { why: 'carryLimit', act: 'ring', thing: item, rule: 'AHQ-E10' };
  return null;
}


/** Gives an item or gold to a hero, gold no further than the 250 crowns a hero may carry
 * (AHQ-E09); returns the gold actually taken. */
export function giveTo(s: GameState, hero: Model, item: string, gold: number): number {
  if (item === 'gold') {
    const take = Math.min(gold, Math.max(0, GOLD_LIMIT - hero.gold));
    hero.gold += take;
    return take;
  }
  giveItem(s, hero, item);
  return 0;
}

/** A pick from an open chest by one of the choosing player's heroes, within what it may carry
 * (AHQ-E07, E09, E10); `st` is the step that goes on with the next pick. */
export function checkChestPick(s: GameState, d: Extract<Decision, { kind: 'chestPick' }>, st: Step, a: Extract<Answer, { kind: 'pick' }>): EngineError | Mutation {
  const chest = s.map.chests[d.chest]!;
  if (a.item === null) {
    return (x) => push(x, { ...st, passed: [...(st.passed as string[]), d.seat], turn: (st.turn as number) + 1 });
  }
  if (typeof a.hero !== 'string' || !d.heroes.includes(a.hero)) {
    return s.models[String(a.hero)] ? refuse(s, E.notYours, { why: 'notYourModel', model: String(a.hero) }) : fail(E.notYours, `pick.hero must be one of your heroes (${d.heroes.join(', ')})`);
  }
  const hero = s.models[a.hero]!;
  if (a.item === 'gold') {
    if (chest.gold <= 0) return refuse(s, E.illegalAction, { why: 'chestNoGold' });
    if (hero.gold >= GOLD_LIMIT) return refuse(s, E.encumbrance, { why: 'goldLimit', model: hero.id, n: GOLD_LIMIT, rule: 'AHQ-E09' });
  } else {
    if (!chest.items.includes(a.item)) return refuse(s, E.illegalAction, { why: 'chestLacks', thing: a.item });
    const p = carryRefusal(s.ctx.content, hero, a.item);
    if (p) return refuse(s, E.encumbrance, { ...p, model: hero.id });
  }
  return (x) => {
    const c = x.map.chests[d.chest]!;
    const h = x.models[a.hero!]!;
    if (a.item === 'gold') {
      const took = giveTo(x, h, 'gold', c.gold);
      c.gold -= took;
      emit(x, { type: 'itemTaken', hero: h.id, item: 'gold', gold: took });
    } else {
      c.items.splice(c.items.indexOf(a.item!), 1);
      giveTo(x, h, a.item!, 0);
      emit(x, { type: 'itemTaken', hero: h.id, item: a.item! });
    }
    push(x, { ...st, turn: (st.turn as number) + 1 });
  };
}
