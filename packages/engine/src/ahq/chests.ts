// Chests (AHQ-E07): what one holds is shared out in turns among the players, who roll off for
// first choice; and what a hero may carry (AHQ-E09, E10, C35).
import type { GameState, Model, Step } from '../types.ts';
import { d12, decide, push } from '../runtime.ts';
import { openChest } from '../rules/explore.ts';
import { heroes, isMagicUser, partyInDungeon } from './common.ts';

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

/** Whether `hero` may carry one more of `item` (AHQ-E09, E10, C35). */
export function carryProblem(s: GameState, hero: Model, item: string): string | null {
  const c = s.ctx.content;
  if (c.weapons[item]) {
    if (hero.weapons.length >= 3) return `${hero.name} already carries 3 weapons (AHQ-E10)`;
    if (isMagicUser(s, hero) && !c.weapons[item]!.magicUserMayCarry) return `${hero.name} uses magic and may carry only a dagger or a Rune Sword (AHQ-C35)`;
    return null;
  }
  const armour = c.armour[item];
  if (armour) {
    if (isMagicUser(s, hero)) return `${hero.name} uses magic and may wear no armour (AHQ-C35)`;
    if (armour.kind === 'armour' && hero.armour) return `${hero.name} already wears armour (AHQ-E10)`;
    if (armour.kind === 'shield' && hero.shield) return `${hero.name} already carries a shield`;
    return null;
  }
  const def = c.items[item];
  if (!def) return `no item '${item}'`;
  if ((def.kind === 'ring' || def.kind === 'amulet') && hero.items.some((i) => {
    const k = c.items[i]?.kind;
    return k === 'ring' || k === 'amulet';
  })) return `${hero.name} already has a ring or amulet (AHQ-E10)`;
  return null;
}


/** Gives an item or gold to a hero; returns the gold actually taken. */
export function giveTo(s: GameState, hero: Model, item: string, gold: number): number {
  if (item === 'gold') {
    const take = Math.min(gold, Math.max(0, GOLD_LIMIT - hero.gold));
    hero.gold += take;
    return take;
  }
  const c = s.ctx.content;
  if (c.weapons[item]) hero.weapons.push(item);
  else if (c.armour[item]) {
    if (c.armour[item]!.kind === 'armour') hero.armour = item;
    else hero.shield = item;
  } else if (c.items[item]?.kind === 'ammo') hero.ammo[item] = (hero.ammo[item] ?? 0) + 1;
  else hero.items.push(item);
  return 0;
}
