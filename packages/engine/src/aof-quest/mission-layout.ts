// The ground of a generated `aof-quest` mission (DEC-27, AOF-P02): its zones and its terrain
// pieces, laid from the content's terrain types with the seeded generator. Pure: the same
// generator state gives the same battlefield.
import { pickIndex, rollDie, type RngState } from '../rng.ts';
import { buildBattlefield, kindAt, moveReach, type Battlefield } from './battlefield.ts';
import type {
  AofArea, AofMissionTypeDef, AofTerrainKind, AofTerrainPiece, AofTerrainTypeDef, AofZone, LocalText,
} from './content-types.ts';

/** The zones of a mission type on a battlefield of `size`: the heroes', the enemies', and the
 * exit of an escape. Heroes on an edge start on the south one; the far edge is the north. */
export interface Zones {
  zones: AofZone[];
  hero: string;
  enemy: string[];
  exit: string | null;
}

const ZONE_NAMES: Record<string, LocalText> = {
  start: { en: 'Where the heroes come in', it: 'Dove entrano gli eroi' },
  camp: { en: 'The heroes\' stand', it: 'La posizione degli eroi' },
  exit: { en: 'The way out', it: 'La via d\'uscita' },
  north: { en: 'North edge', it: 'Bordo nord' },
  south: { en: 'South edge', it: 'Bordo sud' },
  west: { en: 'West edge', it: 'Bordo ovest' },
  east: { en: 'East edge', it: 'Bordo est' },
};

function zone(id: string, at: [number, number], size: [number, number]): AofZone {
  return { id, at, size, name: ZONE_NAMES[id]! };
}

export function layZones(type: AofMissionTypeDef, size: 24 | 48): Zones {
  const d = size === 48 ? 4 : 3;
  const zones: AofZone[] = [];
  let hero: string;
  if (type.heroZone === 'centre') {
    const c = size === 48 ? 6 : 4;
    zones.push(zone('camp', [size / 2 - c / 2, size / 2 - c / 2], [c, c]));
    hero = 'camp';
  } else {
    const w = size === 48 ? 16 : 8;
    zones.push(zone('start', [size / 2 - w / 2, size - d], [w, d]));
    hero = 'start';
  }
  const enemy: string[] = [];
  let exit: string | null = null;
  if (type.objective === 'escape') {
    zones.push(zone('exit', [0, 0], [size, d]));
    exit = 'exit';
  }
  if (type.enemyZones === 'far-edge') {
    if (exit === null) zones.push(zone('north', [0, 0], [size, d]));
    else zones.push(zone('north', [size / 4, d + 1], [size / 2, d]));
    enemy.push('north');
  } else if (type.enemyZones === 'sides') {
    zones.push(zone('west', [0, size / 4], [d, size / 2]), zone('east', [size - d, size / 4], [d, size / 2]));
    enemy.push('west', 'east');
  } else {
    if (exit === null) {
      zones.push(zone('north', [0, 0], [size, d]));
      enemy.push('north');
    }
    if (hero !== 'start') {
      zones.push(zone('south', [0, size - d], [size, d]));
      enemy.push('south');
    }
    zones.push(zone('west', [0, d], [d, size - 2 * d]), zone('east', [size - d, d], [d, size - 2 * d]));
    enemy.push('west', 'east');
  }
  return { zones, hero, enemy, exit };
}

/** Heights are inches on 4'×4' and halved on 2'×2' like every distance (AOF-P02), away from 0,
 * so a 3" hill stays a rise and a chasm a gap. */
export function scaleHeight(h: number, size: 24 | 48): number {
  return size === 48 ? h : Math.sign(h) * Math.ceil(Math.abs(h) / 2);
}

/** Sizes are halved on 2'×2', rounding up, never below 1 (docs/aof-core.md, decision 1). */
export function scaleSize(s: [number, number], size: 24 | 48): [number, number] {
  return size === 48 ? [s[0], s[1]] : [Math.max(1, Math.ceil(s[0] / 2)), Math.max(1, Math.ceil(s[1] / 2))];
}

/** The rectangle grown by `by` squares on every side. */
function grow(a: AofArea, by: number): AofArea {
  return { at: [a.at[0] - by, a.at[1] - by], size: [a.size[0] + 2 * by, a.size[1] + 2 * by] };
}

export function overlaps(a: AofArea, b: AofArea): boolean {
  return a.at[0] < b.at[0] + b.size[0] && b.at[0] < a.at[0] + a.size[0] && a.at[1] < b.at[1] + b.size[1] && b.at[1] < a.at[1] + a.size[1];
}

export function inArea(a: AofArea, x: number, y: number): boolean {
  return x >= a.at[0] && y >= a.at[1] && x < a.at[0] + a.size[0] && y < a.at[1] + a.size[1];
}

/** Draws one of `types` by weight. */
function drawType(rng: RngState, types: readonly AofTerrainTypeDef[]): AofTerrainTypeDef {
  const total = types.reduce((n, t) => n + t.weight, 0);
  let r = rollDie(rng, total);
  for (const t of types) {
    r -= t.weight;
    if (r <= 0) return t;
  }
  return types[types.length - 1]!;
}

/** Pieces are kept a square apart from each other and from the zones: a path always runs
 * between two pieces, so nothing is walled off and every zone's edge can be walked. */
const SPACING = 1;
const TRIES = 60;

/**
 * 20 or more terrain pieces (AOF-P02), at least `min` of each type and one of every kind the
 * content has a type for (DEC-24), then more drawn by weight: 20 to 25 on 4'×4', 20 to 22 on
 * 2'×2'.
 */
export function layTerrain(rng: RngState, terrain: Record<string, AofTerrainTypeDef>, size: 24 | 48, zones: readonly AofZone[]): AofTerrainPiece[] {
  const types = Object.keys(terrain).sort().map((id) => terrain[id]!);
  if (types.length === 0) throw new Error('the content has no terrain types to lay a battlefield with');
  const target = 20 + rollDie(rng, size === 48 ? 6 : 3) - 1;
  const pieces: AofTerrainPiece[] = [];
  const place = (t: AofTerrainTypeDef): boolean => {
    for (let i = 0; i < TRIES; i++) {
      const s = scaleSize(t.sizes[pickIndex(rng, t.sizes.length)]!, size);
      if (s[0] > size || s[1] > size) continue;
      const at: [number, number] = [pickIndex(rng, size - s[0] + 1), pickIndex(rng, size - s[1] + 1)];
      const room = grow({ at, size: s }, SPACING);
      if (pieces.some((p) => overlaps(room, p)) || zones.some((z) => overlaps(room, z))) continue;
      pieces.push({ kind: t.kind, at, size: s, height: scaleHeight(t.heights[pickIndex(rng, t.heights.length)]!, size), name: t.name, terrain: t.id });
      return true;
    }
    return false;
  };
  for (const t of types) for (let i = 0; i < (t.min ?? 0); i++) place(t);
  const kinds = [...new Set(types.map((t) => t.kind))] as AofTerrainKind[];
  for (const k of kinds) {
    if (!pieces.some((p) => p.kind === k)) place(drawType(rng, types.filter((t) => t.kind === k)));
  }
  for (let tries = 0; pieces.length < target && tries < target * 4; tries++) place(drawType(rng, types));
  // A crowded battlefield: the smallest pieces until there are 20.
  const smallest = [...types].sort((a, b) => area(a) - area(b));
  for (let i = 0; pieces.length < 20 && i < smallest.length * 8; i++) place(smallest[i % smallest.length]!);
  if (pieces.length < 20) throw new Error(`only ${pieces.length} terrain pieces fit on the ${size}×${size} battlefield: a battlefield has 20 or more (AOF-P02)`);
  return pieces;
}

function area(t: AofTerrainTypeDef): number {
  return Math.min(...t.sizes.map(([w, h]) => w * h));
}

/** The ground, and every square a hero can walk to from the heroes' zone (DEC-23, no jumps). */
export interface Ground {
  bf: Battlefield;
  reachable: Uint8Array;
}

export function groundOf(size: 24 | 48, pieces: readonly AofTerrainPiece[], heroZone: AofZone): Ground {
  const bf = buildBattlefield(size, pieces);
  const start = { x: heroZone.at[0], y: heroZone.at[1] };
  const reach = moveReach(bf, start, { inches: size * size * 8, occupied: () => false });
  const reachable = new Uint8Array(size * size);
  reachable[start.y * size + start.x] = 1;
  for (const c of reach.ends) reachable[c] = 1;
  return { bf, reachable };
}

/** A square a marker or a token may stand on: reachable ground that is neither dangerous nor
 * high enough to be a trap of its own (a drop of more than 3" needs a jump, AOF-J01). */
export function standable(g: Ground, x: number, y: number): boolean {
  const k = kindAt(g.bf, x, y);
  if (k === null || k === 'blocker' || k === 'gap' || k === 'dangerous') return false;
  const h = g.bf.heights[y * g.bf.size + x]!;
  return g.reachable[y * g.bf.size + x] === 1 && h >= 0 && h <= 3;
}
