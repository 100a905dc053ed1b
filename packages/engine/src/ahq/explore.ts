// Doors, junctions and what they reveal (AHQ-E04, E05, E19, E20, C12), chests (AHQ-E07),
// searches (AHQ-E11..E13), traps (AHQ-E14..E18) and treasure limits (AHQ-E09, E10).
import type { GameState, Model, Section, Step, Trap, Wall } from '../types.ts';
import { active, cellOf, doorSides, wallCells, occupancy, onBoard, pointOf, sectionAt, sightBetween, tileAt, walkable } from '../board.ts';
import { d12, decide, emit, push } from '../runtime.ts';
import { generatorOf } from '../generator.ts';
import { chebyshev } from '../geometry/points.ts';
import { heroes, isMagicUser, model, partyInDungeon } from './common.ts';
import { spendFate } from './attack.ts';
import { doorsOfSection } from './surprise.ts';
import { refreshFocus } from './zones.ts';

export const GOLD_LIMIT = 250;

/** Opening a door whose far side is unexplored queues it for generation (AHQ-E19, C12). */
export function queueDoor(s: GameState, doorId: string): void {
  const unexplored = doorSides(s.map, doorId).some((p) => {
    const sec = sectionAt(s.map, p.x, p.y);
    return sec !== null && !sec.revealed;
  });
  if (unexplored && !s.toGenerate.some((g) => g.door === doorId)) {
    s.toGenerate.push({ via: 'door', door: doorId, section: null, at: s.phaseIndex });
  }
}

/** A hero that ends next to an unexplored passage without a door between has reached a junction. */
export function queueJunctions(s: GameState, m: Model): void {
  for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
    const x = m.x + dx;
    const y = m.y + dy;
    const t = tileAt(s.map, x, y);
    if (t !== '.' && t !== '<') continue;
    const sec = sectionAt(s.map, x, y);
    if (sec && !sec.revealed && !s.toGenerate.some((g) => g.section === sec.id)) {
      s.toGenerate.push({ via: 'junction', door: null, section: sec.id, at: s.phaseIndex });
    }
  }
}

/** Generates everything queued; monsters found start or join a fight. */
export function stepGeneratePending(s: GameState): void {
  if (s.toGenerate.length === 0) return;
  const gen = generatorOf(s);
  const queued = s.toGenerate;
  s.toGenerate = [];
  const found: string[] = [];
  let section: string | null = null;
  for (const q of queued) {
    const res = q.via === 'door'
      ? gen.explore(s, { via: 'door', door: q.door!, by: null })
      : gen.explore(s, { via: 'junction', section: q.section!, by: null });
    if (res.monsters.length > 0 && section === null) section = res.sections[0] ?? null;
    found.push(...res.monsters);
  }
  if (found.length > 0) push(s, { k: 'encounter', monsters: found, section });
  else push(s, { k: 'checkEncounter' });
}

/** Combat starts when monsters are in sight of the party (AHQ-C01), including survivors of an
 * escape met again where they wait (AHQ-C50). */
export function stepCheckEncounter(s: GameState): void {
  if (s.combat || s.result) return;
  const party = partyInDungeon(s);
  // Monsters that went back where they were met come out when a hero enters that section, or sees
  // the square where one of them waits (AHQ-C50, C01); all who wait in that section come out together.
  const returning = s.order.map((id) => s.models[id]!).filter((m) => m.side === 'monsters' && m.status.away && !m.status.dead && m.home !== null && m.homeCell >= 0);
  const homes = new Set(party.map((h) => sectionAt(s.map, h.x, h.y)?.id).filter((x) => x));
  const occNow = occupancy(s);
  for (const m of returning) {
    const at = { x: m.homeCell % s.map.width, y: Math.floor(m.homeCell / s.map.width) };
    if (party.some((h) => active(h) && sightBetween(s, h, at, h.side, occNow) !== 'blocked')) homes.add(m.home!);
  }
  const back = returning.filter((m) => homes.has(m.home!));
  if (back.length > 0) {
    const occ = occupancy(s);
    for (const m of back) {
      m.status.away = false;
      const free = occ.has(m.homeCell) ? freeNear(s, m.homeCell, occ) : m.homeCell;
      m.x = free % s.map.width;
      m.y = Math.floor(free / s.map.width);
      occ.set(free, m);
    }
    push(s, { k: 'encounter', monsters: back.map((m) => m.id), section: back[0]!.home });
    return;
  }
  const occ = occupancy(s);
  const seen = s.order.map((id) => s.models[id]!).filter((m) => m.side === 'monsters' && active(m) &&
    party.some((h) => sightBetween(s, h, m, h.side, occ) !== 'blocked'));
  if (seen.length > 0) push(s, { k: 'encounter', monsters: seen.map((m) => m.id), section: sectionAt(s.map, seen[0]!.x, seen[0]!.y)?.id ?? null });
}

function freeNear(s: GameState, cell: number, occ: Map<number, Model>): number {
  const map = s.map;
  const x0 = cell % map.width;
  const y0 = Math.floor(cell / map.width);
  for (let r = 1; r < Math.max(map.width, map.height); r++) {
    for (let y = y0 - r; y <= y0 + r; y++) {
      for (let x = x0 - r; x <= x0 + r; x++) {
        const c = cellOf(map, x, y);
        if (x >= 0 && y >= 0 && x < map.width && y < map.height && tileAt(map, x, y) === '.' && !occ.has(c)) return c;
      }
    }
  }
  return cell;
}

// ---- traps --------------------------------------------------------------------------------------

/** A trap set off by entering its square, opening its chest, or a failed disarm. */
export function stepTrap(s: GameState, st: Step): void {
  const trap = s.map.traps[st.trap as string];
  const m = model(s, st.model as string);
  if (!trap || !onBoard(m)) return;
  const def = s.ctx.content.traps[trap.trap]!;
  const how = st.how as 'enter' | 'chest' | 'disarm';
  if (how !== 'disarm') emit(s, { type: 'trapTriggered', trap: trap.id, model: m.id });
  const face = d12(s, how === 'disarm' ? 'disarm' : 'spot', m.id);
  const extra = face === 1 ? 1 : 0;
  // A 12 on a spot or disarm roll gives a lasting +1 to spot traps (AHQ-E17): to spot rolls, not
  // to disarm rolls, and from the next roll on.
  const bonus = how === 'disarm' ? 0 : m.spotBonus;
  if (face === 12) {
    m.spotBonus++;
    emit(s, { type: 'spotBonus', model: m.id, bonus: m.spotBonus });
  }
  const success = face + bonus >= def.spot && face !== 1;
  const resume: Step = { k: 'trapOutcome', trap: trap.id, model: m.id, how, extra, back: st.back ?? null };
  if (!success && m.kind === 'hero' && m.fate > 0 && active(m)) {
    decide(s, { kind: 'fate', seat: m.seat, model: m.id, reason: how === 'disarm' ? 'disarm' : 'spot' }, resume);
    return;
  }
  trapOutcome(s, resume, success);
}

export function resumeTrapFate(s: GameState, st: Step, spend: boolean): void {
  if (spend) spendFate(s, model(s, st.model as string), st.how === 'disarm' ? 'disarm' : 'spot');
  trapOutcome(s, st, spend);
}

function trapOutcome(s: GameState, st: Step, success: boolean): void {
  const trap = s.map.traps[st.trap as string]!;
  const m = model(s, st.model as string);
  const how = st.how as 'enter' | 'chest' | 'disarm';
  const steps: Step[] = [];
  if (success && how === 'disarm') {
    delete s.map.traps[trap.id];
    emit(s, { type: 'trapDisarmed', trap: trap.id, model: m.id });
  } else if (success) {
    trap.spotted = true;
    emit(s, { type: 'trapSpotted', trap: trap.id, model: m.id });
    // Heroes in the zone step back out of it (AHQ-E18).
    leaveZone(s, trap, m, how === 'enter' ? (st.back as number[] | null) ?? null : null);
  } else {
    steps.push(...spring(s, trap.id, m));
  }
  // A 1 costs one wound beyond the trap's effect (AHQ-E17).
  if (st.extra) steps.push({ k: 'wound', target: m.id, wounds: 1, by: null, melee: false });
  if (how === 'chest' && !trap.spotted) steps.push({ k: 'openChest', chest: trap.chest, model: m.id });
  push(s, ...steps);
}

/** Every hero inside a spotted trap's zone of effect moves back until it is out of it (AHQ-E18): the
 * hero that set it off retraces its steps; any other (or one whose steps all lie in the zone) goes
 * to the nearest free square outside, fewest steps first, then in reading order. */
function leaveZone(s: GameState, trap: Trap, by: Model, back: number[] | null): void {
  const radius = s.ctx.content.traps[trap.trap]!.radius;
  const at = pointOf(s.map, trap.cell);
  const outside = (c: number) => chebyshev(pointOf(s.map, c), at) > radius;
  for (const h of [by, ...heroes(s).filter((x) => x !== by)]) {
    if (!onBoard(h) || chebyshev(h, at) > radius) continue;
    const occ = occupancy(s);
    const free = (c: number) => !occ.has(c) || occ.get(c) === h;
    let to = h === by && back ? back.find((c) => outside(c) && free(c)) : undefined;
    if (to === undefined) {
      // Breadth first through squares a hero may enter, never through the trap or other models.
      let layer = [cellOf(s.map, h.x, h.y)];
      const seen = new Set(layer);
      while (layer.length > 0 && to === undefined) {
        const next: number[] = [];
        for (const c of layer) {
          const p = pointOf(s.map, c);
          for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
            const n = cellOf(s.map, p.x + dx, p.y + dy);
            if (seen.has(n) || !walkable(s.map, p.x + dx, p.y + dy) || !free(n)) continue;
            seen.add(n);
            next.push(n);
          }
        }
        const out = next.filter(outside).sort((a, b) => a - b);
        to = out[0];
        layer = next;
      }
    }
    if (to === undefined) continue;
    h.x = to % s.map.width;
    h.y = Math.floor(to / s.map.width);
    emit(s, { type: 'movedBack', model: h.id, to: { x: h.x, y: h.y } });
  }
  refreshFocus(s);
}

function spring(s: GameState, trapId: string, by: Model): Step[] {
  const trap = s.map.traps[trapId]!;
  const def = s.ctx.content.traps[trap.trap]!;
  const at = { x: trap.cell % s.map.width, y: Math.floor(trap.cell / s.map.width) };
  const caught = heroes(s).filter((h) => onBoard(h) && (h === by || chebyshev(h, at) <= def.radius));
  delete s.map.traps[trapId];
  emit(s, { type: 'trapSprung', trap: trapId, models: caught.map((h) => h.id) });
  return caught.map((h) => ({ k: 'wound', target: h.id, wounds: def.wounds, by: null, melee: false }));
}

// ---- chests -------------------------------------------------------------------------------------

export function stepOpenChest(s: GameState, st: Step): void {
  const chest = s.map.chests[st.chest as string]!;
  const m = model(s, st.model as string);
  chest.open = true;
  emit(s, { type: 'chestOpened', chest: chest.id, by: m.id, gold: chest.gold, items: [...chest.items] });
  if (chest.gold === 0 && chest.items.length === 0) return;
  // Any hero may take the contents; the players roll off for first choice (AHQ-E07).
  const seats = [...new Set(partyInDungeon(s).filter((h) => !h.status.ko).map((h) => h.seat))];
  const order = seats.length > 1 ? rollOff(s, seats) : seats;
  push(s, { k: 'chestPick', chest: chest.id, order, turn: 0, passed: [] });
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

export function stepSearchTreasure(s: GameState, st: Step): void {
  const m = model(s, st.model as string);
  const sec = s.map.sections[st.section as string]!;
  sec.treasureSearched = true;
  const found = generatorOf(s).searchTreasure(s, m, sec);
  emit(s, { type: 'searched', model: m.id, kind: 'treasure', found: found !== null });
  if (!found) return;
  const gold = giveTo(s, m, 'gold', found.gold);
  // One at a time, so that each item counts against the limits of the ones taken before (AHQ-E10).
  const items: string[] = [];
  for (const it of found.items) {
    if (carryProblem(s, m, it) !== null) continue;
    giveTo(s, m, it, 0);
    items.push(it);
  }
  emit(s, { type: 'treasureFound', model: m.id, gold, items });
}

export function stepSearchSecret(s: GameState, st: Step): void {
  const m = model(s, st.model as string);
  const sec = s.map.sections[st.section as string]!;
  const wall = st.wall as 'north' | 'east' | 'south' | 'west';
  sec.searchedWalls.push(wall);
  const door = secretDoorPossible(s, sec, wall) ? generatorOf(s).searchSecretDoor(s, m, sec, wall) : null;
  emit(s, { type: 'searched', model: m.id, kind: 'secret', wall, found: door !== null });
  if (door) {
    s.map.doors[door]!.found = true;
    emit(s, { type: 'secretDoorFound', door, by: m.id });
  }
}

/** Secret doors exist only on the side walls of dead ends and in rooms with only one entrance door
 * (AHQ-E12): a search anywhere else finds nothing, whatever the map or generator holds. A room
 * with no door at all counts as one entrance short of two; unfound secret doors do not count. */
export function secretDoorPossible(s: GameState, sec: Section, wall: Wall): boolean {
  if (sec.kind === 'room') return doorsOfSection(s, sec.id) <= 1;
  // A passage: the searched wall runs along it, and one of its two ends is closed.
  const across = wall === 'north' || wall === 'south';
  if (across ? sec.w < sec.h : sec.h < sec.w) return false;
  const ends: Wall[] = across ? ['west', 'east'] : ['north', 'south'];
  return ends.some((end) => wallCells(sec, end).every(([x, y]) => {
    const t = tileAt(s.map, x, y);
    if (t === '.' || t === '<') return false;
    if (t !== 'D') return true;
    const d = s.map.doors[s.map.doorAt[cellOf(s.map, x, y)]!]!;
    return d.secret && !d.found;
  }));
}

