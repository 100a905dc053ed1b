// What opened doors and reached junctions reveal (AHQ-E19, E20, C12), the encounters that follow
// (AHQ-C01, C50), and where a secret door may be (AHQ-E12): shared by the crawls.
import type { GameState, Model, Section, Wall } from '../types.ts';
import { active, cellOf, modelsInOrder, occupancy, sectionAt, sightlines, tileAt, wallCells } from '../board.ts';
import { push } from '../runtime.ts';
import { generatorOf } from '../generator.ts';
import { partyInDungeon } from './common.ts';
import { doorsOfSection } from './surprise.ts';

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
  const returning = modelsInOrder(s).filter((m) => m.side === 'monsters' && m.status.away && !m.status.dead && m.home !== null && m.homeCell >= 0);
  // Asked after most moves: who stands in the way is looked up only along the lines asked.
  const sees = sightlines(s);
  // The sections the party stands in are asked only when some monster waits to come back.
  const back = returning.length === 0 ? returning : comingBack(s, party, returning, sees);
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
  const seen = modelsInOrder(s).filter((m) => m.side === 'monsters' && active(m) &&
    party.some((h) => sees(h, m, h.side) !== 'blocked'));
  if (seen.length > 0) push(s, { k: 'encounter', monsters: seen.map((m) => m.id), section: sectionAt(s.map, seen[0]!.x, seen[0]!.y)?.id ?? null });
}

/** Of the monsters `returning`, those whose section a hero stands in or whose waiting square a
 * hero sees: all who wait in such a section come back (AHQ-C50, C01). */
function comingBack(s: GameState, party: Model[], returning: Model[], sees: ReturnType<typeof sightlines>): Model[] {
  const homes = new Set(party.map((h) => sectionAt(s.map, h.x, h.y)?.id).filter((x) => x));
  for (const m of returning) {
    const at = { x: m.homeCell % s.map.width, y: Math.floor(m.homeCell / s.map.width) };
    if (party.some((h) => active(h) && sees(h, at, h.side) !== 'blocked')) homes.add(m.home!);
  }
  return returning.filter((m) => homes.has(m.home!));
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

