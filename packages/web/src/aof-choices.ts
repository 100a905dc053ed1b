/// <reference lib="dom" />
// An aof-quest decision on the battlefield: which squares, units, tokens and goals its options
// name (reachable squares with their inches, charge squares and targets, shooting targets,
// tokens to discover, objectives), what a click on a square means (one no option names is asked
// all the same, for the engine's reason), and the units drawn with their
// labels, wounds and coherency (AOF-I02). Everything here reads the seat's view and the decision.
import { Group } from 'konva/lib/Group';
import { Circle } from 'konva/lib/shapes/Circle';
import { Line } from 'konva/lib/shapes/Line';
import { Rect } from 'konva/lib/shapes/Rect';
import { Text } from 'konva/lib/shapes/Text';
import type { AofSeatView, Decision } from '@delve/engine';
import { AOF_CELL } from './aof-paint.ts';

type Choice = Extract<Decision, { kind: 'choice' }>;
type Sq = [number, number];

const sq = (t: string | undefined): Sq | null => {
  const m = /^(\d+)\.(\d+)$/.exec(t ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
};
const same = (a: readonly number[], x: number, y: number) => a[0] === x && a[1] === y;

/** What a click on a square asks for. */
export type AofIntent =
  | { kind: 'answer'; option: string }
  | { kind: 'attack'; option: string; attacker: string; target: string; attack: 'attack' | 'shoot' }
  | { kind: 'choose'; options: string[] }
  /** What the click plainly asks that no option names: sent, the engine refuses it saying why
   * (aof-quest/explain.ts), and nothing changes. */
  | { kind: 'why'; option: string }
  | { kind: 'none' };

/** The unit with a model on the square, if any. */
export function unitAt(v: AofSeatView, x: number, y: number) {
  return v.units.find((u) => u.models.some((m) => same(m.at, x, y)));
}

/** The options of `d` whose square is (x, y): moves, charges from it, a scurry or ambush square. */
function squareOptions(d: Choice, x: number, y: number): string[] {
  return d.options.filter((o) => {
    const p = o.split(':');
    const at = sq(p[p.length - 1]);
    return at !== null && same(at, x, y) && (p.length === 1 || ['advance', 'rush', 'charge', 'jump'].includes(p[0]!));
  });
}

/** What a click on (x, y) means for the decision. */
export function aofIntent(v: AofSeatView, d: Choice, inches: Readonly<Record<string, number>>, x: number, y: number): AofIntent {
  const unit = unitAt(v, x, y);
  const me = v.activating;
  switch (d.question) {
    case 'aof.activate':
      if (unit && d.options.includes(unit.id)) return { kind: 'answer', option: unit.id };
      return unit && unit.side === 'heroes' ? { kind: 'why', option: unit.id } : { kind: 'none' };
    case 'aof.shoot':
      if (!unit || !me) return { kind: 'none' };
      if (d.options.includes(unit.id)) return { kind: 'attack', option: unit.id, attacker: me, target: unit.id, attack: 'shoot' };
      return unit.side === 'ai' ? { kind: 'why', option: unit.id } : { kind: 'none' };
    case 'aof.scurry':
    case 'aof.ambush': {
      const o = d.options.find((x2) => { const at = sq(x2); return at !== null && same(at, x, y); });
      return o ? { kind: 'answer', option: o } : { kind: 'none' };
    }
    case 'aof.act': {
      if (!me) return { kind: 'none' };
      if (unit && unit.side === 'ai') {
        // The cheapest charge on it.
        const charges = d.options.filter((o) => o.startsWith(`charge:${unit.id}:`)).sort((a, b) => (inches[a] ?? 99) - (inches[b] ?? 99));
        if (charges.length > 0) return { kind: 'attack', option: charges[0]!, attacker: me, target: unit.id, attack: 'attack' };
        const other = d.options.filter((o) => o.split(':').slice(1).includes(unit.id));
        return other.length > 0 ? { kind: 'choose', options: other } : { kind: 'why', option: `charge:${unit.id}` };
      }
      if (unit && unit.side === 'heroes') {
        const on = d.options.filter((o) => !o.startsWith('charge:') && o.split(':').slice(1).includes(unit.id));
        return on.length === 1 ? { kind: 'answer', option: on[0]! } : on.length > 1 ? { kind: 'choose', options: on } : { kind: 'none' };
      }
      const here = squareOptions(d, x, y);
      const charges = here.filter((o) => o.startsWith('charge:'));
      if (charges.length === 1) {
        const t = charges[0]!.split(':')[1]!;
        return { kind: 'attack', option: charges[0]!, attacker: me, target: t, attack: 'attack' };
      }
      if (charges.length > 1) return { kind: 'choose', options: charges };
      const move = here.find((o) => o.startsWith('advance:')) ?? here.find((o) => o.startsWith('rush:')) ?? here.find((o) => o.startsWith('jump:'));
      if (move) return { kind: 'answer', option: move };
      const token = v.tokens.find((t) => same(t.at, x, y));
      if (token && d.options.includes(`discover:${token.id}`)) return { kind: 'answer', option: `discover:${token.id}` };
      const goal = v.aiGoals.find((g) => same(g.at, x, y));
      const obj = goal ? v.objectives.find((o) => o.goal === goal.id && d.options.includes(`objective:${o.id}`)) : undefined;
      if (obj) return { kind: 'answer', option: `objective:${obj.id}` };
      // A square no move reaches: the farthest move asked for, and the engine says why not.
      return { kind: 'why', option: `${d.options.some((o) => o.startsWith('rush:')) ? 'rush' : 'advance'}:${x}.${y}` };
    }
  }
  return { kind: 'none' };
}

/** One square a decision names, and how it is drawn. */
export interface AofSquareMark {
  x: number;
  y: number;
  kind: 'advance' | 'rush' | 'charge' | 'jump' | 'move';
  /** Inches, when the move says. */
  inches: number | null;
}

export interface AofMarks {
  squares: AofSquareMark[];
  /** Squares of what a click there answers: units, tokens, goals. */
  rings: { x: number; y: number; kind: 'enemy' | 'friend' | 'thing' }[];
}

/** The squares and things the decision names. */
export function aofMarks(v: AofSeatView, d: Choice | null, inches: Readonly<Record<string, number>>): AofMarks {
  const out: AofMarks = { squares: [], rings: [] };
  if (!d) return out;
  const seen = new Map<string, AofSquareMark>();
  const put = (x: number, y: number, kind: AofSquareMark['kind'], n: number | null) => {
    const k = `${x},${y}`;
    const had = seen.get(k);
    const rank = { advance: 0, charge: 1, rush: 2, jump: 3, move: 4 };
    if (had && rank[had.kind] <= rank[kind]) return;
    const m = { x, y, kind, inches: n };
    seen.set(k, m);
  };
  const ring = (u: { models: readonly { at: readonly [number, number] }[] } | undefined, kind: 'enemy' | 'friend' | 'thing') => {
    for (const m of u?.models ?? []) out.rings.push({ x: m.at[0], y: m.at[1], kind });
  };
  for (const o of d.options) {
    const p = o.split(':');
    const at = sq(p[p.length - 1]);
    if (d.question === 'aof.act') {
      if (at && (p[0] === 'advance' || p[0] === 'rush' || p[0] === 'jump' || p[0] === 'charge')) put(at[0], at[1], p[0], inches[o] ?? null);
      if (p[0] === 'charge') ring(v.units.find((u) => u.id === p[1]), 'enemy');
      if (p[0] === 'discover') {
        const t = v.tokens.find((x) => x.id === p[1]);
        if (t) out.rings.push({ x: t.at[0], y: t.at[1], kind: 'thing' });
      }
      if (p[0] === 'objective') {
        const g = v.aiGoals.find((x) => x.id === v.objectives.find((ob) => ob.id === p[1])?.goal);
        if (g) out.rings.push({ x: g.at[0], y: g.at[1], kind: 'thing' });
      }
      if (p[0] === 'revive') ring(v.units.find((u) => u.id === p[1]), 'friend');
    } else if (d.question === 'aof.shoot') {
      ring(v.units.find((u) => u.id === o), 'enemy');
    } else if (d.question === 'aof.activate') {
      ring(v.units.find((u) => u.id === o), 'friend');
    } else if (at && p.length === 1) {
      put(at[0], at[1], 'move', null);
    }
  }
  out.squares = [...seen.values()];
  return out;
}

const SQUARE_STYLE: Record<AofSquareMark['kind'], { fill: string; stroke: string }> = {
  advance: { fill: 'rgba(80,200,120,0.38)', stroke: '#bff5c9' },
  rush: { fill: 'rgba(240,190,60,0.34)', stroke: '#ffe08a' },
  charge: { fill: 'rgba(230,70,60,0.42)', stroke: '#ffb0a8' },
  jump: { fill: 'rgba(160,110,240,0.40)', stroke: '#dcc8ff' },
  move: { fill: 'rgba(80,200,120,0.38)', stroke: '#bff5c9' },
};

export const AOF_MARK_COLOURS = SQUARE_STYLE;

/** A unit as the choices layer draws it: its label, its models and wounds. */
export interface AofDrawnUnit {
  id: string;
  side: 'heroes' | 'ai';
  label: string;
  toughness: number;
  models: readonly { at: readonly [number, number]; wounds: number }[];
  activating: boolean;
  down: boolean;
}

/** The gap between two squares (DEC-23): centre to centre less 1". */
const gap = (a: readonly number[], b: readonly number[]) => Math.max(0, Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!) - 1);

/** The choices, then each unit: a line from every model to its nearest fellow (amber when farther
 * than the 1" the AI groups keep, AOF-I02, at the battlefield's scale), its label and wound pips. */
export function aofChoicesGroup(marks: AofMarks, units: readonly AofDrawnUnit[], scale: number, picked: Sq | null): Group {
  const C = AOF_CELL;
  const g = new Group({ listening: false });
  for (const m of marks.squares) {
    const s = SQUARE_STYLE[m.kind];
    g.add(new Rect({ x: m.x * C + 1, y: m.y * C + 1, width: C - 2, height: C - 2, fill: s.fill, stroke: s.stroke, strokeWidth: 1, name: `choice-${m.kind}` }));
    if (m.inches !== null) g.add(new Text({ x: m.x * C, y: m.y * C + C * 0.55, width: C, align: 'center', text: String(Math.round(m.inches * 10) / 10), fontSize: C * 0.36, fontStyle: 'bold', fill: '#0c0c0c' }));
  }
  for (const r of marks.rings) {
    g.add(new Circle({ x: r.x * C + C / 2, y: r.y * C + C / 2, radius: C * 0.56, stroke: r.kind === 'enemy' ? '#ff4a3a' : r.kind === 'friend' ? '#79c2ff' : '#ffd24a', strokeWidth: 3, dash: [5, 3], name: `ring-${r.kind}` }));
  }
  const near = 1 * scale;
  for (const u of units) {
    if (u.models.length > 1) {
      for (const m of u.models) {
        let best: (typeof u.models)[number] | null = null;
        for (const o of u.models) if (o !== m && (!best || gap(m.at, o.at) < gap(m.at, best.at))) best = o;
        if (!best) continue;
        const far = gap(m.at, best.at) > near + 1e-9;
        g.add(new Line({ points: [m.at[0] * C + C / 2, m.at[1] * C + C / 2, best.at[0] * C + C / 2, best.at[1] * C + C / 2], stroke: far ? '#ffb020' : 'rgba(255,240,220,0.75)', strokeWidth: far ? 3 : 2, dash: far ? [4, 3] : undefined, name: far ? 'coherency-broken' : 'coherency' }));
      }
    }
  }
  for (const u of units) {
    for (const m of u.models) {
      const cx = m.at[0] * C + C / 2, cy = m.at[1] * C + C / 2;
      if (u.activating) g.add(new Circle({ x: cx, y: cy, radius: C * 0.5, stroke: '#ffffff', strokeWidth: 2.5 }));
      if (u.down) g.add(new Line({ points: [cx - C * 0.3, cy - C * 0.3, cx + C * 0.3, cy + C * 0.3], stroke: '#111', strokeWidth: 3 }));
      g.add(new Text({ x: cx - C, y: cy - C * 0.2, width: 2 * C, align: 'center', text: u.label, fontSize: C * 0.36, fontStyle: 'bold', fill: '#ffffff' }));
      // Wounds taken, a pip each, up to the model's Toughness.
      for (let i = 0; i < Math.min(m.wounds, u.toughness); i++) {
        g.add(new Circle({ x: m.at[0] * C + 4 + i * 5, y: m.at[1] * C + 4, radius: 2.2, fill: '#ff3b30', stroke: '#200', strokeWidth: 0.5 }));
      }
    }
  }
  if (picked) g.add(new Rect({ x: picked[0] * C, y: picked[1] * C, width: C, height: C, stroke: '#ffffff', strokeWidth: 3, name: 'picked' }));
  return g;
}
