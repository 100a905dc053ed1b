// Small rule helpers the crawls share.
import type { WeaponDef } from '../content-types.ts';
import type { GameState, Model } from '../types.ts';
import { active, modelsInOrder, onBoard } from '../board.ts';
import type { Point } from '../geometry/points.ts';
import { gridModule } from './rules.ts';

export function model(s: GameState, id: string): Model {
  const m = s.models[id];
  if (!m) throw new Error(`no model '${id}'`);
  return m;
}

export function weapon(s: GameState, id: string): WeaponDef {
  const w = s.ctx.content.weapons[id];
  if (!w) throw new Error(`no weapon '${id}' in the content`);
  return w;
}

/** Toughness with armour, shield and wards; against an attack from `from`, the armour and shield
 * the module played on top lets count there (`facing`: none from behind, FAC-K03). */
export function toughness(s: GameState, m: Model, from?: Point): number {
  const armour = s.ctx.content.armour;
  const mod = from ? gridModule(s) : undefined;
  const counts = mod ? mod.defence(s, m, from!) : ALL_COUNTS;
  return m.profile.toughness + (m.armour && counts.armour ? armour[m.armour]?.toughness ?? 0 : 0) + (m.shield && counts.shield ? armour[m.shield]?.toughness ?? 0 : 0) + m.ward;
}

const ALL_COUNTS = { armour: true, shield: true } as const;

/** Weapon Skill as a target: a KO'd hero counts as 1 (AHQ-C43). */
export function defendingWs(m: Model): number {
  return m.status.ko ? 1 : m.profile.ws;
}

export function handWeapons(s: GameState, m: Model): WeaponDef[] {
  return m.weapons.map((w) => weapon(s, w)).filter((w) => w.kind === 'hand');
}

export function rangedWeapons(s: GameState, m: Model): WeaponDef[] {
  return m.weapons.map((w) => weapon(s, w)).filter((w) => usableRanged(m, w));
}

/** The ranged weapon a shot names, or the first usable one when it names none. */
export function shootingWeapon(s: GameState, m: Model, id: unknown): WeaponDef | undefined {
  // `rangedWeapons` looked through in place: every weapon is looked up, as there.
  let found: WeaponDef | undefined;
  for (const wid of m.weapons) {
    const w = weapon(s, wid);
    if (found === undefined && usableRanged(m, w) && (id === undefined || w.id === id)) found = w;
  }
  return found;
}

function usableRanged(m: Model, w: WeaponDef): boolean {
  return w.kind !== 'hand' && (w.kind === 'thrown' || !w.ammo || (m.ammo[w.ammo] ?? 0) > 0);
}

export function heroes(s: GameState): Model[] {
  const out: Model[] = [];
  for (const m of modelsInOrder(s)) {
    if (m.side === 'heroes') out.push(m);
  }
  return out;
}

export function combatMonsters(s: GameState): Model[] {
  if (!s.combat) return [];
  return s.combat.monsters.map((id) => s.models[id]!).filter((m) => onBoard(m));
}

/** Heroes and henchmen that are still in the dungeon and alive (KO'd included). */
export function partyInDungeon(s: GameState): Model[] {
  return heroes(s).filter((m) => onBoard(m));
}

export function leaderSeat(s: GameState): string {
  return s.models[s.leader]!.seat;
}

export function enemies(a: Model, b: Model): boolean {
  return a.side !== b.side;
}

/** Type shown for a model: its disguise while its identity is hidden (AHQ-C51). */
export function shownType(m: Model): string {
  return m.disguise ?? m.type;
}

export function canAct(m: Model): boolean {
  return active(m) && !m.act.done;
}

/** A hero or henchman who casts spells, bound by AHQ-C35. */
export function isMagicUser(s: GameState, m: Model): boolean {
  return s.ctx.content.heroes[m.type]?.magicUser === true;
}

/** Puts an item in a hero's hands: a weapon among its weapons, armour or a shield worn, ammunition
 * counted, anything else among its items. */
export function giveItem(s: GameState, hero: Model, item: string): void {
  const c = s.ctx.content;
  if (c.weapons[item]) hero.weapons.push(item);
  else if (c.armour[item]) {
    if (c.armour[item]!.kind === 'armour') hero.armour = item;
    else hero.shield = item;
  } else if (c.items[item]?.kind === 'ammo') hero.ammo[item] = (hero.ammo[item] ?? 0) + 1;
  else hero.items.push(item);
}
