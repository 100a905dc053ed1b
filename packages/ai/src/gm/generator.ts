// The Gamesmaster AI's answers to the dungeon generator's choices (AHQ-E23, E25, E26, GLD-R01,
// R02, B01): where a door goes, where a room or a passage beyond a room lies, which Room card to
// play from the hand. A good dungeon keeps growing: doors face open rock, rooms and passages leave
// room around them for what lies beyond; monsters' lairs come once the heroes are under way, and
// the objective's room last. Read from the seat's sketch of the map only (`mapSketch`: its
// view's tiles and sections); ties go to the first option, so the same state always gets the
// same answer. The space measure is shared with the hero bots.
import { mapSketch, type Answer, type Decision, type GameState, type MapSketch } from '@delve/engine';

type Gen = Extract<Decision, { kind: 'generator' }>;
type Sq = [number, number];
interface Box { x: number; y: number; w: number; h: number }

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
const WALLS = ['north', 'east', 'south', 'west'] as const;
const FLOOR = new Set(['.', '<', 'D']);

/** The tile of squares where the dungeon may still grow, as a seat sees them (its character code,
 * read square by square): bare rock for the GM, the unknown for a hero seat. */
function openTile(v: MapSketch): number {
  return v.seat === 'gm' ? 32 : 63; // ' ', '?'
}

/** How much open space lies beyond the square `[x, y]` going `dir` (0 N, 1 E, 2 S, 3 W): the open
 * squares of a 9-wide, 10-deep fan ahead, nearer rows first, stopping a column where it meets
 * something laid. */
export function spaceAhead(v: MapSketch, [x, y]: Sq, dir: number): number {
  const open = openTile(v);
  const { width, height, tiles } = v.map;
  const rx = DX[(dir + 1) % 4]!;
  const ry = DY[(dir + 1) % 4]!;
  let n = 0;
  for (let j = -4; j <= 4; j++) {
    for (let i = 1; i <= 10; i++) {
      const cx = x + i * DX[dir]! + j * rx;
      const cy = y + i * DY[dir]! + j * ry;
      if (cx < 1 || cy < 1 || cx >= width - 1 || cy >= height - 1 || tiles.charCodeAt(cy * width + cx) !== open) break;
      n += 1 + (10 - i) / 10;
    }
  }
  return n;
}

/** The way out through a wall square: the direction whose square behind it is floor. */
export function outward(v: MapSketch, [x, y]: Sq): number {
  const { width, tiles } = v.map;
  for (let d = 0; d < 4; d++) if (FLOOR.has(tiles[(y - DY[d]!) * width + (x - DX[d]!)] ?? '')) return d;
  return 0;
}

/** The open space around a rectangle about to be laid: beyond the middle of each of its walls. */
export function spaceAround(v: MapSketch, r: Box): number {
  const mids: [Sq, number][] = [
    [[r.x + (r.w >> 1), r.y], 0], [[r.x + r.w - 1, r.y + (r.h >> 1)], 1], [[r.x + (r.w >> 1), r.y + r.h - 1], 2], [[r.x, r.y + (r.h >> 1)], 3],
  ];
  return mids.reduce((n, [p, d]) => n + spaceAhead(v, p, d), 0);
}

/** The space an option of a generator decision opens onto, whatever its shape: a wall square, a
 * wall of a section, a 2×1 door's place, or a rectangle to lay. Null for shapes it does not know. */
export function optionSpace(v: MapSketch, o: unknown): number | null {
  if (Array.isArray(o) && o.length === 2 && typeof o[0] === 'number') return spaceAhead(v, o as Sq, outward(v, o as Sq));
  if (!o || typeof o !== 'object') return null;
  const r = o as Record<string, unknown>;
  if (typeof r.wall === 'string' && Array.isArray(r.at)) {
    const [a, b] = r.at as [Sq, Sq];
    const d = WALLS.indexOf(r.wall as typeof WALLS[number]);
    return (spaceAhead(v, a, d) + spaceAhead(v, b, d)) / 2;
  }
  if (typeof r.wall === 'string' && typeof r.section === 'string') {
    const sec = v.map.sections.find((x) => x.id === r.section);
    if (!sec) return null;
    const d = WALLS.indexOf(r.wall as typeof WALLS[number]);
    const along: Sq = d === 0 ? [sec.x + (sec.w >> 1), sec.y - 1] : d === 2 ? [sec.x + (sec.w >> 1), sec.y + sec.h] : d === 1 ? [sec.x + sec.w, sec.y + (sec.h >> 1)] : [sec.x - 1, sec.y + (sec.h >> 1)];
    return spaceAhead(v, along, d);
  }
  if (['x', 'y', 'w', 'h'].every((k) => typeof r[k] === 'number')) return spaceAround(v, r as unknown as Box);
  return null;
}

/** The index of the best option by `score`, the first of equals. */
export function best<T>(options: readonly T[], score: (o: T, i: number) => number): number {
  let k = 0;
  let top = -Infinity;
  options.forEach((o, i) => {
    const v = score(o, i);
    if (v > top) {
      top = v;
      k = i;
    }
  });
  return k;
}

interface HandOption { card: string; kind: 'room' | 'corridor'; size: [number, number]; doors: number; monsters?: number; objective?: boolean }

/** Which Room card to play from the hand (GLD-R01): while few ways on are left, cards that open
 * more; lairs once the heroes are eight sections in, more welcome the deeper they are; the
 * objective's room from the twelfth section on, or when nothing else is left. */
function handCard(v: MapSketch, options: HandOption[]): number {
  const laid = v.map.sections.filter((x) => x.revealed && !x.id.startsWith('u')).length;
  const waysOn = v.map.sections.filter((x) => !x.revealed).length;
  return best(options, (o) => {
    if (o.objective) return laid >= 12 ? 1000 : -1000;
    const opens = o.doors + (o.kind === 'corridor' ? 1 : 0);
    const grow = waysOn <= 2 ? opens * 4 : opens;
    const monsters = Math.min(o.monsters ?? 0, 4);
    const threat = monsters === 0 ? 0 : laid < 8 ? -2 * monsters : Math.min(laid - 7, 6) / 3 * monsters;
    return grow + threat + o.size[0] * o.size[1] / 20;
  });
}

/** The GM's answer to a generator decision. */
export function gmGenerator(s: GameState, d: Gen): Answer {
  // The map's squares and sections are all it reads.
  const v = mapSketch(s, d.seat);
  const options = d.options;
  if (options.every((o) => o && typeof o === 'object' && 'card' in (o as object))) return { kind: 'generator', choice: handCard(v, options as HandOption[]) };
  return { kind: 'generator', choice: best(options, (o) => optionSpace(v, o) ?? 0) };
}
