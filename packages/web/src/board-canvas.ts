/// <reference lib="dom" />
// The Konva stage behind the board: layers, pan (drag) and zoom (wheel, keys), fitting the
// explored part of the dungeon to the screen, and turning a click into a square. It knows
// nothing of rules; board.tsx tells it what to draw and hears which square was chosen.
import 'konva/lib/Core';
import { Stage } from 'konva/lib/Stage';
import { Layer } from 'konva/lib/Layer';
import { Rect } from 'konva/lib/shapes/Rect';
import type { View } from '@delve/engine';
import { CELL, COLOURS, featuresGroup, modelToken, tilesShape } from './board-paint.ts';

export interface Scene {
  view: View;
  selected: string | null;
  /** Models and squares the pending decision names. */
  options: { models: string[]; cells: [number, number][] };
  /** Monster placements drafted but not yet sent. */
  drafts: { model: string; at: [number, number] }[];
  cursor: [number, number];
}

const MIN_SCALE = 0.3;
const MAX_SCALE = 4;

export class BoardCanvas {
  readonly #host: HTMLDivElement;
  readonly #stage: Stage;
  readonly #map = new Layer({ listening: false });
  readonly #things = new Layer({ listening: false });
  readonly #marks = new Layer({ listening: false });
  #scene: Scene | null = null;
  #fitted = false;
  #resize: ResizeObserver;
  onCell: (x: number, y: number) => void = () => {};

  constructor(host: HTMLDivElement) {
    this.#host = host;
    this.#stage = new Stage({ container: host, width: host.clientWidth || 800, height: host.clientHeight || 600, draggable: true });
    this.#stage.dragDistance(4);
    this.#stage.add(this.#map, this.#things, this.#marks);
    this.#stage.on('click tap', () => {
      const p = this.#map.getRelativePointerPosition();
      if (p) this.onCell(Math.floor(p.x / CELL), Math.floor(p.y / CELL));
    });
    this.#stage.on('wheel', (e) => {
      e.evt.preventDefault();
      const p = this.#stage.getPointerPosition();
      this.zoom(e.evt.deltaY < 0 ? 1.15 : 1 / 1.15, p ?? undefined);
    });
    this.#stage.on('dragend', () => this.#publish());
    this.#resize = new ResizeObserver(() => {
      this.#stage.size({ width: host.clientWidth, height: host.clientHeight });
      if (!this.#fitted) this.fit();
    });
    this.#resize.observe(host);
  }

  draw(scene: Scene): void {
    const mapChanged = !this.#scene || this.#scene.view.map !== scene.view.map;
    this.#scene = scene;
    const v = scene.view;
    if (mapChanged) {
      this.#map.destroyChildren();
      this.#map.add(new Rect({ x: -4000, y: -4000, width: 8000 + v.map.width * CELL, height: 8000 + v.map.height * CELL, fill: COLOURS.background }));
      this.#map.add(tilesShape(v));
      this.#map.add(featuresGroup(v));
      this.#map.draw();
    }
    this.#things.destroyChildren();
    for (const [x, y] of scene.options.cells) {
      this.#things.add(new Rect({ x: x * CELL, y: y * CELL, width: CELL, height: CELL, fill: 'rgba(123,211,137,0.28)', stroke: '#7bd389', strokeWidth: 2 }));
    }
    for (const m of v.models) {
      if (m.left || m.x < 0 || m.y < 0) continue;
      const ring = m.id === scene.selected ? 'selected' : scene.options.models.includes(m.id) ? 'option' : null;
      this.#things.add(modelToken(m, v.leader, ring));
    }
    this.#things.draw();
    this.#marks.destroyChildren();
    for (const d of scene.drafts) {
      this.#marks.add(new Rect({ x: d.at[0] * CELL + 2, y: d.at[1] * CELL + 2, width: CELL - 4, height: CELL - 4, stroke: COLOURS.monsterRing, strokeWidth: 2, dash: [2, 2] }));
    }
    const [cx, cy] = scene.cursor;
    this.#marks.add(new Rect({ x: cx * CELL, y: cy * CELL, width: CELL, height: CELL, stroke: '#ffffff', strokeWidth: 2, dash: [5, 3], name: 'cursor' }));
    this.#marks.draw();
    if (!this.#fitted) this.fit();
  }

  /** Fits the known part of the dungeon (every square that is not '?' or rock) to the screen. */
  fit(): void {
    const v = this.#scene?.view;
    if (!v || this.#host.clientWidth === 0) return;
    const { width, tiles } = v.map;
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (let i = 0; i < tiles.length; i++) {
      if (tiles[i] === '?' || tiles[i] === ' ') continue;
      const x = i % width, y = Math.floor(i / width);
      x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
    }
    if (x0 === Infinity) return;
    // Leave room around the known part: exploring grows it.
    const pad = 2;
    const w = (x1 - x0 + 1 + pad * 2) * CELL, h = (y1 - y0 + 1 + pad * 2) * CELL;
    let scale = Math.min(2.2, this.#stage.width() / w, this.#stage.height() / h);
    let cx = ((x0 + x1 + 1) / 2) * CELL, cy = ((y0 + y1 + 1) / 2) * CELL;
    // Past a size where tokens stop being readable, keep the heroes in the middle instead.
    const heroes = v.models.filter((m) => m.side === 'heroes' && !m.left && m.x >= 0);
    if (scale < 1 && heroes.length > 0) {
      scale = 1;
      cx = (heroes.reduce((a, m) => a + m.x, 0) / heroes.length + 0.5) * CELL;
      cy = (heroes.reduce((a, m) => a + m.y, 0) / heroes.length + 0.5) * CELL;
    }
    this.#stage.scale({ x: scale, y: scale });
    this.#stage.position({ x: this.#stage.width() / 2 - cx * scale, y: this.#stage.height() / 2 - cy * scale });
    this.#fitted = true;
    this.#stage.batchDraw();
    this.#publish();
  }

  zoom(by: number, around?: { x: number; y: number }): void {
    const old = this.#stage.scaleX();
    const scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, old * by));
    const p = around ?? { x: this.#stage.width() / 2, y: this.#stage.height() / 2 };
    const world = { x: (p.x - this.#stage.x()) / old, y: (p.y - this.#stage.y()) / old };
    this.#stage.scale({ x: scale, y: scale });
    this.#stage.position({ x: p.x - world.x * scale, y: p.y - world.y * scale });
    this.#stage.batchDraw();
    this.#publish();
  }

  pan(dx: number, dy: number): void {
    this.#stage.position({ x: this.#stage.x() + dx, y: this.#stage.y() + dy });
    this.#stage.batchDraw();
    this.#publish();
  }

  /** Keeps a square on screen (the keyboard cursor). */
  reveal(x: number, y: number): void {
    const s = this.#stage.scaleX();
    const px = this.#stage.x() + (x + 0.5) * CELL * s, py = this.#stage.y() + (y + 0.5) * CELL * s;
    const margin = CELL * s * 1.5;
    let dx = 0, dy = 0;
    if (px < margin) dx = margin - px;
    if (px > this.#stage.width() - margin) dx = this.#stage.width() - margin - px;
    if (py < margin) dy = margin - py;
    if (py > this.#stage.height() - margin) dy = this.#stage.height() - margin - py;
    if (dx || dy) this.pan(dx, dy);
  }

  /** The transform as a data attribute: where square (x, y) is on screen, for tests and tools. */
  #publish(): void {
    this.#host.dataset.transform = `${this.#stage.scaleX()},${this.#stage.x()},${this.#stage.y()},${CELL}`;
  }

  destroy(): void {
    this.#resize.disconnect();
    this.#stage.destroy();
  }
}
