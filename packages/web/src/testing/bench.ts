/// <reference lib="dom" />
// A test page, not shipped: the real board canvas on a large synthetic view (80×80 squares, rooms
// and passages, doors, chests, 80 models), and a scripted pan that measures the frames the
// browser manages while the whole board moves (requestAnimationFrame intervals).
import type { ModelView, View } from '@delve/engine';
import { BoardCanvas } from '../board-canvas.ts';

const SIZE = 80;

function model(i: number, x: number, y: number): ModelView {
  const hero = i < 4;
  return {
    id: `m${i}`, type: hero ? ['barbarian', 'dwarf', 'elf', 'wizard'][i]! : ['orc', 'goblin', 'skaven'][i % 3]!, name: `Model ${i}`, number: hero ? 0 : i - 3,
    kind: hero ? 'hero' : 'monster', side: hero ? 'heroes' : 'monsters', seat: hero ? `p${i + 1}` : 'gm', x, y,
    wounds: 3, maxWounds: 4, fate: null, profile: { ws: 5, bs: 5, strength: 4, toughness: 4, speed: 6, bravery: 6, intelligence: 6, wounds: 4, fate: 0 },
    weapons: [], armour: null, shield: null, ammo: {}, items: [], gold: null, spells: [], components: null,
    ko: false, left: false, dead: false, away: false, act: null, focus: null, role: null, hidden: false,
  } as ModelView;
}

/** Rooms of 8×6 on a 10-square grid, joined by passages; walls around every floor square. */
export function syntheticView(): View {
  const t = Array.from({ length: SIZE * SIZE }, () => ' ');
  const sections: View['map']['sections'] = [];
  const floor = (x: number, y: number) => (t[y * SIZE + x] = '.');
  for (let gy = 0; gy < 8; gy++) {
    for (let gx = 0; gx < 8; gx++) {
      const x0 = gx * 10 + 1, y0 = gy * 10 + 1;
      for (let y = y0; y < y0 + 6; y++) for (let x = x0; x < x0 + 8; x++) floor(x, y);
      for (let x = x0 + 8; x < x0 + 11 && x < SIZE - 1; x++) floor(x, y0 + 2);
      for (let y = y0 + 6; y < y0 + 11 && y < SIZE - 1; y++) floor(x0 + 3, y);
      sections.push({ id: `s${gx}.${gy}`, kind: 'room', type: null, x: x0, y: y0, w: 8, h: 6, revealed: true, treasureSearched: false, searchedWalls: [] });
    }
  }
  for (let i = 0; i < t.length; i++) {
    if (t[i] !== ' ') continue;
    const x = i % SIZE, y = Math.floor(i / SIZE);
    const near = [-1, 0, 1].some((dy) => [-1, 0, 1].some((dx) => t[(y + dy) * SIZE + x + dx] === '.' && x + dx >= 0 && x + dx < SIZE));
    if (near) t[i] = '#';
  }
  const doors = sections.slice(0, 40).map((s, i) => ({ id: `d${i}`, cells: [(s.y + 2) * SIZE + s.x + 8], open: i % 2 === 0, secret: false }));
  const chests = sections.slice(0, 20).map((s, i) => ({ id: `c${i}`, cell: (s.y + 1) * SIZE + s.x + 1, open: false, gold: null, items: null }));
  const models = Array.from({ length: 80 }, (_, i) => model(i, 2 + (i % 8) * 10 + (i % 5), 2 + Math.floor(i / 8) * 8));
  return {
    seat: 'p1', ruleset: 'ahq', turn: 1, turnKind: 'exploration', phase: 'hero', leader: 'm0', players: ['p1'],
    map: { width: SIZE, height: SIZE, tiles: t.join(''), doors, sections, traps: [], chests },
    models, combat: null, pending: null, gmCounters: 0, result: null,
  } as View;
}

export interface PanFigures {
  frames: number;
  ms: number;
  fps: number;
  /** The longest interval between two frames. */
  worstMs: number;
  p95Ms: number;
  /** What drawing the whole board once costs, on average over 60 draws at scattered positions:
   * the main-thread work behind each frame, apart from the display's own pace. */
  drawMs: number;
}

const canvas = new BoardCanvas(document.getElementById('board') as HTMLDivElement);
const view = syntheticView();
canvas.draw({ view, selected: null, options: { models: [], cells: [] }, drafts: [], legal: { moves: [], targets: [], opens: [] }, path: null, cursor: [0, 0] });
// The whole 80×80 map at a readable scale is far larger than the screen: the pan crosses it.
canvas.zoom(1 / 2.2 * 1.2);

/** Pans diagonally across the map for `ms` milliseconds, one step per frame. */
function pan(ms: number): Promise<PanFigures> {
  return new Promise((resolve) => {
    const gaps: number[] = [];
    let start = 0, last = 0, dir = 1, moved = 0;
    const tick = (now: number) => {
      if (!start) start = last = now;
      else gaps.push(now - last);
      last = now;
      canvas.pan(-6 * dir, -4 * dir);
      if (++moved % 200 === 0) dir = -dir;
      if (now - start < ms) return requestAnimationFrame(tick);
      const sorted = [...gaps].sort((a, b) => a - b);
      const total = now - start;
      const t0 = performance.now();
      for (let i = 0; i < 60; i++) {
        canvas.pan(i % 2 ? 37 : -41, i % 3 ? 23 : -29);
        canvas.drawNow();
      }
      const drawMs = (performance.now() - t0) / 60;
      resolve({ drawMs,  frames: gaps.length, ms: total, fps: (gaps.length * 1000) / total, worstMs: sorted[sorted.length - 1] ?? 0, p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? 0 });
    };
    requestAnimationFrame(tick);
  });
}

Object.assign(window, { delveBench: { pan } });
document.body.dataset.ready = 'yes';
