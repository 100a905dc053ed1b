/// <reference lib="dom" />
// Draws one seat's view of the dungeon onto Konva layers: tiles (fog, rock, walls, floors), the
// things on them (doors, stairs, furniture, chests, spotted traps), corpses and the models. Only what the view holds
// is drawn; '?' squares stay dark.
import { Group } from 'konva/lib/Group';
import { Shape } from 'konva/lib/Shape';
import { Circle } from 'konva/lib/shapes/Circle';
import { Path } from 'konva/lib/shapes/Path';
import { Rect } from 'konva/lib/shapes/Rect';
import { Text } from 'konva/lib/shapes/Text';
import { frontSquares, sectorOf, viewFeatures, type Facing, type ModelView, type Sector, type View } from '@delve/engine';
import { Line } from 'konva/lib/shapes/Line';
import icons from 'virtual:game-icons';
import { FURNISHING_ICONS, GLYPHS, MODEL_ICONS } from './icon-names.ts';

export const CELL = 32;

export const COLOURS = {
  background: '#07060a',
  fog: '#0d0c11',
  rock: '#040305',
  wall: '#3b332b',
  wallTop: '#514638',
  wallEdge: '#1d1814',
  floorRoom: '#2e2720',
  floorPassage: '#27231f',
  grid: 'rgba(0,0,0,0.38)',
  door: '#8a5a2b',
  doorOpen: '#c99a5b',
  stairs: '#b7a887',
  chest: '#d9a441',
  furniture: '#3d2e22',
  furnitureEdge: '#6b5238',
  furnitureIcon: '#c4a27a',
  trap: '#e0533d',
  /** A secret door the heroes have not found, on the GM's board alone. */
  secretDoor: '#b48ee6',
  hero: '#1e3a57',
  heroRing: '#79aee0',
  monster: '#521818',
  monsterRing: '#d65b4f',
  ko: '#3a3a3a',
  icon: '#f1e6cf',
  leader: '#f2c14e',
  woundsGood: '#58b368',
  woundsBad: '#d64f3f',
} as const;

/** Adds one game-icons icon, `size` pixels square, at (x, y). */
export function icon(group: Group, name: string, x: number, y: number, size: number, fill: string): void {
  for (const d of icons[name] ?? []) {
    group.add(new Path({ data: d, x, y, scaleX: size / 512, scaleY: size / 512, fill, listening: false }));
  }
}

/** Squares in view, as a range of columns and rows; the whole map when unknown. */
export type Visible = (() => { x0: number; y0: number; x1: number; y1: number }) | null;

/**
 * All tiles in one shape: an 80×80 board is 6,400 squares, too many for one node each. Each kind
 * of square is one path filled once (not a fill per square), sections are looked up once per view
 * (not per square per frame), and only the squares on screen are drawn, so panning a large
 * dungeon stays at the display's frame rate.
 */
export function tilesShape(v: View, visible: Visible = null): Shape {
  const { width, height, tiles } = v.map;
  // The floor kind of each square, once: rooms and passages are shaded differently.
  const room = new Uint8Array(width * height);
  for (const sec of v.map.sections) {
    if (sec.kind !== 'room') continue;
    for (let y = sec.y; y < sec.y + sec.h; y++) for (let x = sec.x; x < sec.x + sec.w; x++) room[y * width + x] = 1;
  }
  return new Shape({
    listening: false,
    sceneFunc(kctx) {
      const ctx = kctx._context;
      const r = visible?.() ?? { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
      const x0 = Math.max(0, r.x0), y0 = Math.max(0, r.y0), x1 = Math.min(width - 1, r.x1), y1 = Math.min(height - 1, r.y1);
      // Runs of one colour along a row are one fillRect: most squares are in long runs.
      const run = (y: number, from: number, to: number, colour: string) => {
        ctx.fillStyle = colour;
        ctx.fillRect(from * CELL, y * CELL, (to - from) * CELL, CELL);
      };
      const colourOf = (i: number) => {
        const t = tiles[i]!;
        return t === '?' ? COLOURS.fog : t === ' ' ? COLOURS.rock : t === '#' ? COLOURS.wallEdge : room[i] ? COLOURS.floorRoom : COLOURS.floorPassage;
      };
      for (let y = y0; y <= y1; y++) {
        let from = x0, colour: string = colourOf(y * width + x0);
        for (let x = x0 + 1; x <= x1 + 1; x++) {
          const c = x <= x1 ? colourOf(y * width + x) : '';
          if (c === colour) continue;
          run(y, from, x, colour);
          from = x;
          colour = c;
        }
      }
      // Wall blocks and the grid over floors, each kind in one path.
      const walls = new Path2D(), tops = new Path2D(), grid = new Path2D();
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const t = tiles[y * width + x]!;
          const px = x * CELL, py = y * CELL;
          if (t === '#') {
            walls.rect(px + 1, py + 1, CELL - 2, CELL - 2);
            tops.rect(px + 1, py + 1, CELL - 2, 5);
          } else if (t !== '?' && t !== ' ') {
            grid.moveTo(px + 0.5, py + 0.5);
            grid.lineTo(px + CELL - 0.5, py + 0.5);
            grid.moveTo(px + 0.5, py + 0.5);
            grid.lineTo(px + 0.5, py + CELL - 0.5);
          }
        }
      }
      ctx.fillStyle = COLOURS.wall;
      ctx.fill(walls);
      ctx.fillStyle = COLOURS.wallTop;
      ctx.fill(tops);
      ctx.strokeStyle = COLOURS.grid;
      ctx.lineWidth = 1;
      ctx.stroke(grid);
    },
  });
}

/** One piece of furniture over its squares: a dark wooden slab with its icon, under any model. */
export function furnishingMark(width: number, f: { id: string; icon: string; cells: readonly number[] }): Group {
  const xs = f.cells.map((c) => c % width), ys = f.cells.map((c) => Math.floor(c / width));
  const x0 = Math.min(...xs), y0 = Math.min(...ys);
  const w = Math.max(...xs) - x0 + 1, h = Math.max(...ys) - y0 + 1;
  const g = new Group({ x: x0 * CELL, y: y0 * CELL, listening: false, name: `furnishing-${f.id}` });
  g.add(new Rect({ x: 3, y: 3, width: w * CELL - 6, height: h * CELL - 6, fill: COLOURS.furniture, stroke: COLOURS.furnitureEdge, strokeWidth: 1.5, cornerRadius: 4 }));
  const size = Math.min(w, h) * CELL - 10;
  const name = FURNISHING_ICONS.includes(f.icon) ? f.icon : GLYPHS.furnishing;
  icon(g, name, (w * CELL - size) / 2, (h * CELL - size) / 2, size, COLOURS.furnitureIcon);
  return g;
}

/** Doors, stairs, furniture, chests and spotted traps. */
export function featuresGroup(v: View): Group {
  const g = new Group({ listening: false });
  const { width, tiles } = v.map;
  const at = (cell: number) => ({ x: (cell % width) * CELL, y: Math.floor(cell / width) * CELL });
  for (let i = 0; i < tiles.length; i++) {
    if (tiles[i] === '<') {
      const p = at(i);
      icon(g, GLYPHS.stairs, p.x + 4, p.y + 4, CELL - 8, COLOURS.stairs);
    }
  }
  for (const d of v.map.doors) {
    for (const cell of d.cells) {
      const p = at(cell);
      if (d.unfound) {
        // Only the GM's view lists it: a door in the wall, dashed, in the GM's own colour.
        g.add(new Rect({ x: p.x + 2, y: p.y + 2, width: CELL - 4, height: CELL - 4, fill: '#1d1426', stroke: COLOURS.secretDoor, strokeWidth: 2, dash: [3, 2], cornerRadius: 3, name: `secret-door-${d.id}` }));
        icon(g, GLYPHS.doorClosed, p.x + 6, p.y + 6, CELL - 12, COLOURS.secretDoor);
        g.add(new Text({ x: p.x + CELL - 10, y: p.y + 1, text: 'S', fontSize: 10, fontStyle: 'bold', fill: COLOURS.secretDoor }));
      } else if (d.open) {
        g.add(new Rect({ x: p.x + 3, y: p.y + 3, width: CELL - 6, height: CELL - 6, stroke: COLOURS.doorOpen, strokeWidth: 2, dash: [4, 3] }));
      } else {
        g.add(new Rect({ x: p.x + 2, y: p.y + 2, width: CELL - 4, height: CELL - 4, fill: '#2a1c10', cornerRadius: 3 }));
        icon(g, GLYPHS.doorClosed, p.x + 4, p.y + 4, CELL - 8, COLOURS.door);
      }
    }
  }
  for (const f of viewFeatures(v).furnishings) g.add(furnishingMark(width, f));
  for (const c of v.map.chests) {
    const p = at(c.cell);
    icon(g, c.open ? GLYPHS.chestOpen : GLYPHS.chestClosed, p.x + 3, p.y + 3, CELL - 6, COLOURS.chest);
  }
  for (const t of v.map.traps) {
    if (t.chest !== null) continue;
    const p = at(t.cell);
    // A trap nobody has spotted is in the GM's view alone: drawn in the GM's own colour.
    const colour = t.spotted ? COLOURS.trap : COLOURS.secretDoor;
    g.add(new Rect({ x: p.x + 1, y: p.y + 1, width: CELL - 2, height: CELL - 2, stroke: colour, strokeWidth: 1.5, dash: [3, 3], name: t.spotted ? 'trap' : 'trap-unspotted' }));
    icon(g, GLYPHS.trap, p.x + 5, p.y + 5, CELL - 10, colour);
  }
  // The sections the heroes have not seen, veiled on the GM's board (only the GM's view has them).
  for (const sec of v.map.sections) {
    if (sec.revealed) continue;
    g.add(new Rect({ x: sec.x * CELL, y: sec.y * CELL, width: sec.w * CELL, height: sec.h * CELL, fill: 'rgba(120,80,190,0.16)', stroke: 'rgba(180,142,230,0.45)', strokeWidth: 1, dash: [8, 6], name: 'unrevealed' }));
  }
  return g;
}

function modelIcon(m: ModelView): string {
  if (m.hidden) return MODEL_ICONS[m.type] ?? GLYPHS.hidden;
  return MODEL_ICONS[m.type] ?? (m.side === 'heroes' ? GLYPHS.hero : GLYPHS.monster);
}

/** A corpse left where a model died (GLD-A08, W01): a flat mark under any model standing there,
 * one per corpse, so a square with several reads as the dearer ground it is (GLD-M01). */
export function corpseMark(m: Corpse, nth: number): Group {
  const g = new Group({ x: m.x * CELL, y: m.y * CELL, listening: false, name: `corpse-${m.id}` });
  const dx = (nth % 3) * 4 - 4, dy = (nth % 3) * 3 - 3;
  g.add(new Circle({ x: CELL / 2 + dx, y: CELL / 2 + dy, radius: CELL * 0.38, fill: '#2a1712', stroke: '#5c2a20', strokeWidth: 1, opacity: 0.85 }));
  icon(g, GLYPHS.corpse, 7 + dx, 7 + dy, CELL - 14, m.side === 'heroes' ? '#8fa9c4' : '#b9826f');
  return g;
}

/** What the board needs of a corpse. */
export interface Corpse {
  id: string;
  name: string;
  side: ModelView['side'];
  x: number;
  y: number;
}

/** Corpses lying on the board: only in a ruleset where the slain stay and burden movement
 * (`guilds`, GLD-A08); in `ahq` they are taken off the board. The view's own list where it
 * carries one (a hero seat sees the corpses of revealed squares, DEC-17); otherwise the dead
 * among its models. */
export function corpses(v: View): Corpse[] {
  if (v.ruleset !== 'guilds') return [];
  const carried = viewFeatures(v).corpses;
  if (carried) return carried;
  return v.models.filter((m) => m.dead && !m.left && !m.away && m.x >= 0 && m.y >= 0);
}

/** One model: a token with its icon, a wound bar, and marks for Leader, KO and hidden identity. */
/** The step ahead for each facing. */
const STEP: Readonly<Record<Facing, readonly [number, number]>> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

/** Blocking zones (FAC-B01): the three squares ahead of every standing figure that holds one (the
 * view says which), tinted in its side's colour. */
export function zonesShape(v: View): Shape {
  const zones: { x: number; y: number; hero: boolean }[] = [];
  for (const m of v.models) {
    if (!m.facing || !m.zone || m.ko || m.dead || m.left || m.x < 0) continue;
    for (const p of frontSquares(m, m.facing)) zones.push({ ...p, hero: m.side === 'heroes' });
  }
  return new Shape({
    listening: false, name: 'zones',
    sceneFunc(kctx) {
      const ctx = kctx._context;
      for (const z of zones) {
        ctx.fillStyle = z.hero ? 'rgba(121,174,224,0.13)' : 'rgba(214,91,79,0.16)';
        ctx.fillRect(z.x * CELL + 1, z.y * CELL + 1, CELL - 2, CELL - 2);
      }
    },
  });
}

/** The sectors a figure presents (FAC-K01), one letter on each square around it (`letter` words
 * them in the player's language). */
export function sectorMarks(m: ModelView, letter: (s: Sector) => string): Group {
  const g = new Group({ listening: false, name: `sectors-${m.id}` });
  if (!m.facing) return g;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (!dx && !dy) continue;
      const p = { x: m.x + dx, y: m.y + dy };
      const s = sectorOf(m, m.facing, p);
      const colour = s === 'front' ? '#7bd389' : s === 'rear' ? '#ff5a45' : '#f2c14e';
      g.add(new Rect({ x: p.x * CELL + 2, y: p.y * CELL + 2, width: CELL - 4, height: CELL - 4, stroke: colour, strokeWidth: 1.5, dash: [3, 2], cornerRadius: 3 }));
      g.add(new Text({ x: p.x * CELL, y: p.y * CELL + 9, width: CELL, align: 'center', text: letter(s), fontSize: 13, fontStyle: 'bold', fill: colour, name: `sector-${s}` }));
    }
  }
  return g;
}

export function modelToken(m: ModelView, leader: string, ring: 'selected' | 'option' | 'target' | null): Group {
  const g = new Group({ x: m.x * CELL, y: m.y * CELL, listening: false, name: `model-${m.id}` });
  const hero = m.side === 'heroes';
  const r = CELL * 0.44;
  g.add(new Circle({
    x: CELL / 2, y: CELL / 2, radius: r,
    fill: m.ko ? COLOURS.ko : hero ? COLOURS.hero : COLOURS.monster,
    stroke: hero ? COLOURS.heroRing : COLOURS.monsterRing, strokeWidth: 1.5,
    opacity: m.ko ? 0.7 : 1,
  }));
  icon(g, modelIcon(m), 6, 5, CELL - 12, m.ko ? '#9a9a9a' : COLOURS.icon);
  if (m.ko) icon(g, GLYPHS.ko, 4, 2, CELL - 8, '#f5e663');
  if (m.hidden) g.add(new Text({ x: CELL - 11, y: 0, text: '?', fontSize: 12, fontStyle: 'bold', fill: '#d9b8ff' }));
  // The GM's view alone says who is disguised: a mask mark in the GM's colour.
  if (m.disguise) {
    g.add(new Circle({ x: 6, y: 6, radius: 6, fill: '#1d1426', stroke: COLOURS.secretDoor, strokeWidth: 1.5 }));
    g.add(new Text({ x: 2.5, y: 1, text: '?', fontSize: 10, fontStyle: 'bold', fill: COLOURS.secretDoor }));
  }
  if (m.id === leader) icon(g, GLYPHS.leader, CELL - 13, -4, 13, COLOURS.leader);
  if (m.wounds !== null && m.maxWounds > 0) {
    const frac = Math.max(0, Math.min(1, m.wounds / m.maxWounds));
    g.add(new Rect({ x: 3, y: CELL - 5, width: CELL - 6, height: 4, fill: '#120f0c', cornerRadius: 1 }));
    g.add(new Rect({ x: 3, y: CELL - 5, width: (CELL - 6) * frac, height: 4, fill: frac > 0.5 ? COLOURS.woundsGood : COLOURS.woundsBad, cornerRadius: 1 }));
  }
  // With facing (FAC-F01): a wedge on the token's edge the way it faces.
  if (m.facing && !m.ko) {
    const [dx, dy] = STEP[m.facing];
    const c = CELL / 2;
    const tip = [c + dx * (r + 4), c + dy * (r + 4)];
    const side = [-dy, dx];
    const base = [c + dx * (r - 3), c + dy * (r - 3)];
    g.add(new Line({
      points: [tip[0]!, tip[1]!, base[0]! + side[0]! * 6, base[1]! + side[1]! * 6, base[0]! - side[0]! * 6, base[1]! - side[1]! * 6],
      closed: true, fill: hero ? COLOURS.heroRing : COLOURS.monsterRing, stroke: '#0b0a0d', strokeWidth: 1, name: `facing-${m.facing}`,
    }));
  }
  if (ring) {
    g.add(new Circle({
      x: CELL / 2, y: CELL / 2, radius: r + 3,
      stroke: ring === 'selected' ? COLOURS.leader : ring === 'target' ? '#ff5a45' : '#7bd389', strokeWidth: ring === 'option' ? 2 : 3,
      dash: ring === 'option' ? [4, 3] : [],
    }));
  }
  return g;
}
