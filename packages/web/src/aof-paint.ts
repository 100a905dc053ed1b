/// <reference lib="dom" />
// Draws an aof-quest battlefield (DEC-24) so that its terrain reads at a glance: a colour and a
// pattern a kind (trees for cover, hatching for difficult ground, spikes for dangerous, raised
// blocks for blockers, a dark pit for a gap), a shade a height (lighter up, darker down) with the
// height written on every raised or sunken square, a line round every piece, the deployment
// zones (the heroes' blue, the enemies' red), AI Goals, search tokens (a '?' until revealed) and
// the units on the field. It draws what it is given: a hero's briefing before a mission, or a
// seat's view during one; nothing hidden is in either (DEC-27).
import { Group } from 'konva/lib/Group';
import { Shape } from 'konva/lib/Shape';
import { Circle } from 'konva/lib/shapes/Circle';
import { Line } from 'konva/lib/shapes/Line';
import { Rect } from 'konva/lib/shapes/Rect';
import { Text } from 'konva/lib/shapes/Text';
import { KIND_CHAR, type AofGoal, type AofTerrainKind, type AofZone } from '@delve/engine';

export const AOF_CELL = 24;

/** What the painter needs: a hero's `MissionBriefing` and the ruleset's seat view both are one. */
export interface AofBoardInput {
  battlefield: { size: number; kinds: string; heights: readonly number[] };
  zones: readonly AofZone[];
  heroZone: string;
  aiGoals: readonly AofGoal[];
  tokens: readonly { id: string; at: readonly [number, number] | [number, number]; revealed?: boolean }[];
  units?: readonly { id: string; side: 'heroes' | 'ai'; models: readonly { id: string; at: readonly [number, number] | [number, number] }[] }[];
}

export const AOF_KINDS = Object.keys(KIND_CHAR) as AofTerrainKind[];

/** Each kind's ground colour and the colour of its pattern. */
export const AOF_KIND_STYLE: Readonly<Record<AofTerrainKind, { fill: string; mark: string }>> = {
  open: { fill: '#b9b28a', mark: 'rgba(0,0,0,0.10)' },
  cover: { fill: '#3f7a34', mark: '#24501d' },
  difficult: { fill: '#8c6f3e', mark: '#5c4624' },
  dangerous: { fill: '#a8432c', mark: '#ffd0a0' },
  blocker: { fill: '#4b4845', mark: '#77736e' },
  gap: { fill: '#121016', mark: '#3a3440' },
};

export const AOF_COLOURS = {
  background: '#0b0a0d',
  edge: 'rgba(20,14,10,0.9)',
  heroZone: 'rgba(90,150,230,0.22)',
  heroZoneEdge: '#6aa8f0',
  enemyZone: 'rgba(220,80,70,0.16)',
  enemyZoneEdge: '#e0665a',
  goal: '#f2c14e',
  goalEdge: '#3a2a00',
  token: '#efe6cf',
  tokenEdge: '#5a4a2a',
  hero: '#2c5a8a',
  enemy: '#7a2020',
} as const;

export function kindAtCell(b: AofBoardInput, cell: number): AofTerrainKind {
  const ch = b.battlefield.kinds[cell]!;
  return AOF_KINDS.find((k) => KIND_CHAR[k] === ch) ?? 'open';
}

/** A height's shade over the ground: white up, black down, stronger the further from 0. */
export function heightShade(h: number): string | null {
  if (h === 0) return null;
  const a = Math.min(0.45, 0.1 + Math.abs(h) * 0.06);
  return h > 0 ? `rgba(255,255,255,${a.toFixed(2)})` : `rgba(0,0,0,${a.toFixed(2)})`;
}

/** The squares of each kind and the heights present: what the legend lists and the tests read. */
export function groundSummary(b: AofBoardInput): { kinds: Record<AofTerrainKind, number>; heights: number[] } {
  const kinds = Object.fromEntries(AOF_KINDS.map((k) => [k, 0])) as Record<AofTerrainKind, number>;
  const n = b.battlefield.size * b.battlefield.size;
  for (let c = 0; c < n; c++) kinds[kindAtCell(b, c)]++;
  const heights = [...new Set(b.battlefield.heights)].sort((x, y) => x - y);
  return { kinds, heights };
}

/** The ground in one shape: fills, patterns, shading, edges and height numbers, each kind in one
 * path (a 48×48 field is 2,304 squares). */
export function aofGroundShape(b: AofBoardInput): Shape {
  const { size, heights } = b.battlefield;
  const C = AOF_CELL;
  return new Shape({
    listening: false,
    sceneFunc(kctx) {
      const ctx = kctx._context;
      const fills = new Map<AofTerrainKind, Path2D>(AOF_KINDS.map((k) => [k, new Path2D()]));
      const marks = new Map<AofTerrainKind, Path2D>(AOF_KINDS.map((k) => [k, new Path2D()]));
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const k = kindAtCell(b, y * size + x);
          const px = x * C, py = y * C;
          fills.get(k)!.rect(px, py, C, C);
          const m = marks.get(k)!;
          switch (k) {
            case 'open':
              m.rect(px + 0.5, py + 0.5, C - 1, C - 1);
              break;
            case 'cover': // two trees a square
              for (const [cx, cy] of [[0.3, 0.35], [0.7, 0.7]] as const) {
                m.moveTo(px + cx * C + C * 0.16, py + cy * C);
                m.arc(px + cx * C, py + cy * C, C * 0.16, 0, Math.PI * 2);
              }
              break;
            case 'difficult': // diagonal hatching
              for (const t of [0.25, 0.6, 0.95]) {
                m.moveTo(px, py + t * C);
                m.lineTo(px + t * C, py);
              }
              break;
            case 'dangerous': // spikes
              m.moveTo(px + C * 0.2, py + C * 0.8);
              m.lineTo(px + C * 0.35, py + C * 0.3);
              m.lineTo(px + C * 0.5, py + C * 0.8);
              m.lineTo(px + C * 0.65, py + C * 0.3);
              m.lineTo(px + C * 0.8, py + C * 0.8);
              break;
            case 'blocker': // a raised block: its lit top edge
              m.rect(px + 2, py + 2, C - 4, 4);
              break;
            case 'gap': // a pit: its inner rim
              m.rect(px + 3, py + 3, C - 6, C - 6);
              break;
          }
        }
      }
      for (const k of AOF_KINDS) {
        ctx.fillStyle = AOF_KIND_STYLE[k].fill;
        ctx.fill(fills.get(k)!);
      }
      for (const k of AOF_KINDS) {
        const s = AOF_KIND_STYLE[k];
        if (k === 'cover' || k === 'blocker') {
          ctx.fillStyle = s.mark;
          ctx.fill(marks.get(k)!);
        } else {
          ctx.strokeStyle = s.mark;
          ctx.lineWidth = k === 'dangerous' ? 1.5 : 1;
          ctx.stroke(marks.get(k)!);
        }
      }
      // Heights: a shade a square (not on blockers: they stay blocks), then the number.
      for (let c = 0; c < size * size; c++) {
        const shade = kindAtCell(b, c) === 'blocker' ? null : heightShade(heights[c]!);
        if (!shade) continue;
        ctx.fillStyle = shade;
        ctx.fillRect((c % size) * C, Math.floor(c / size) * C, C, C);
      }
      // A line wherever the kind or the height changes: a piece reads as one.
      const edges = new Path2D();
      const key = (c: number) => `${b.battlefield.kinds[c]}${heights[c]}`;
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const c = y * size + x;
          if (x + 1 < size && key(c) !== key(c + 1)) {
            edges.moveTo((x + 1) * C, y * C);
            edges.lineTo((x + 1) * C, (y + 1) * C);
          }
          if (y + 1 < size && key(c) !== key(c + size)) {
            edges.moveTo(x * C, (y + 1) * C);
            edges.lineTo((x + 1) * C, (y + 1) * C);
          }
        }
      }
      ctx.strokeStyle = AOF_COLOURS.edge;
      ctx.lineWidth = 2;
      ctx.stroke(edges);
      ctx.font = `bold ${Math.round(C * 0.45)}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (let c = 0; c < size * size; c++) {
        const h = heights[c]!;
        if (h === 0) continue;
        ctx.fillStyle = h > 0 ? '#161310' : '#e8e2d6';
        ctx.fillText(String(h), (c % size) * C + C / 2, Math.floor(c / size) * C + C / 2 + 1);
      }
    },
  });
}

/** The zones, goals, tokens and units over the ground. `zoneLetter` names each zone on the map. */
export function aofMarksGroup(b: AofBoardInput, zoneLetter: (id: string) => string): Group {
  const C = AOF_CELL;
  const g = new Group({ listening: false });
  for (const z of b.zones) {
    const hero = z.id === b.heroZone;
    g.add(new Rect({
      x: z.at[0] * C + 1, y: z.at[1] * C + 1, width: z.size[0] * C - 2, height: z.size[1] * C - 2,
      fill: hero ? AOF_COLOURS.heroZone : AOF_COLOURS.enemyZone, stroke: hero ? AOF_COLOURS.heroZoneEdge : AOF_COLOURS.enemyZoneEdge,
      strokeWidth: 2, dash: [8, 4], name: `zone-${z.id}`,
    }));
    g.add(new Text({ x: z.at[0] * C + 4, y: z.at[1] * C + 3, text: zoneLetter(z.id), fontSize: C * 0.8, fontStyle: 'bold', fill: hero ? '#d6e8ff' : '#ffd6d0' }));
  }
  b.aiGoals.forEach((goal, i) => {
    const cx = goal.at[0] * C + C / 2, cy = goal.at[1] * C + C / 2, r = C * 0.62;
    g.add(new Line({ points: [cx, cy - r, cx + r, cy, cx, cy + r, cx - r, cy], closed: true, fill: AOF_COLOURS.goal, stroke: AOF_COLOURS.goalEdge, strokeWidth: 1.5, name: `goal-${goal.id}` }));
    g.add(new Text({ x: cx - C / 2, y: cy - C * 0.3, width: C, align: 'center', text: String(i + 1), fontSize: C * 0.6, fontStyle: 'bold', fill: '#1a1200' }));
  });
  for (const t of b.tokens) {
    const cx = t.at[0] * C + C / 2, cy = t.at[1] * C + C / 2;
    g.add(new Circle({ x: cx, y: cy, radius: C * 0.42, fill: AOF_COLOURS.token, stroke: AOF_COLOURS.tokenEdge, strokeWidth: 2, name: `token-${t.id}` }));
    g.add(new Text({ x: cx - C / 2, y: cy - C * 0.3, width: C, align: 'center', text: t.revealed ? '✓' : '?', fontSize: C * 0.6, fontStyle: 'bold', fill: '#2a1e0a' }));
  }
  for (const u of b.units ?? []) {
    for (const m of u.models) {
      g.add(new Circle({ x: m.at[0] * C + C / 2, y: m.at[1] * C + C / 2, radius: C * 0.4, fill: u.side === 'heroes' ? AOF_COLOURS.hero : AOF_COLOURS.enemy, stroke: '#f1e6cf', strokeWidth: 1.5, name: `model-${m.id}` }));
    }
  }
  return g;
}

// The zones are lettered as the terminal letters them.
export { zoneLetters } from '@delve/engine';
