/// <reference lib="dom" />
// The Konva stage behind the board: layers, pan (drag) and zoom (wheel, keys), fitting the
// explored part of the dungeon to the screen, and turning a click into a square. It knows
// nothing of rules; board.tsx tells it what to draw and hears which square was chosen.
import 'konva/lib/Core';
import { Stage } from 'konva/lib/Stage';
import { Layer } from 'konva/lib/Layer';
import { Rect } from 'konva/lib/shapes/Rect';
import { Shape } from 'konva/lib/Shape';
import { Line } from 'konva/lib/shapes/Line';
import { Text } from 'konva/lib/shapes/Text';
import { viewFeatures, type View } from '@delve/engine';
import { CELL, COLOURS, corpseMark, corpses, featuresGroup, modelToken, sectorMarks, tilesShape, zonesShape } from './board-paint.ts';
import type { Sector } from '@delve/engine';

export interface Scene {
  view: View;
  selected: string | null;
  /** Models and squares the pending decision names. */
  options: { models: string[]; cells: [number, number][] };
  /** Monster placements drafted but not yet sent. */
  drafts: { model: string; at: [number, number] }[];
  /** From the legal answers: where the picked model may move, whom it may attack, what it may open. */
  legal: { moves: [number, number][]; targets: string[]; opens: number[] };
  /** The path to the square under the pointer or cursor, with its words ("3 squares"). */
  path: { squares: [number, number][]; from: [number, number]; label: string } | null;
  /** Where a room or passage may be placed (the GM's choice), outlined, and the one shown. */
  places?: { rects: { x: number; y: number; w: number; h: number }[][]; picked: number | null };
  cursor: [number, number];
  /** The squares of the thing a choice under the pointer (or focus) names: a model, a door, a
   * chest, a trap, a square. Outlined, and published as `data-spot`. */
  spot?: readonly [number, number][];
  /** With facing: the figure under the pointer, whose sectors are shown (FAC-K01), and the
   * letters that name them. */
  sectors?: { model: string; letter: (s: Sector) => string } | null;
}

/** Every legal destination in one shape: a model may have a hundred of them. */
function cellsShape(cells: readonly [number, number][]): Shape {
  return new Shape({
    listening: false,
    sceneFunc(ctx) {
      ctx.setAttr('fillStyle', 'rgba(123,211,137,0.22)');
      ctx.setAttr('strokeStyle', 'rgba(123,211,137,0.7)');
      ctx.setAttr('lineWidth', 1);
      for (const [x, y] of cells) {
        ctx.fillRect(x * CELL + 1, y * CELL + 1, CELL - 2, CELL - 2);
        ctx.strokeRect(x * CELL + 1.5, y * CELL + 1.5, CELL - 3, CELL - 3);
      }
    },
  });
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
  /** The player moved the camera (drag, wheel, zoom, pan): a resize then keeps their view's
   * centre instead of framing the map again. */
  #manual = false;
  #resize: ResizeObserver;
  #thingsOf: unknown[] = [];
  #hover = '';
  onCell: (x: number, y: number) => void = () => {};
  /** The square under the pointer changed (to a square, or off the board: null). */
  onHover: (cell: [number, number] | null) => void = () => {};

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
    this.#stage.on('dragend', () => {
      this.#manual = true;
      this.#publish();
    });
    this.#stage.on('mousemove', () => {
      const p = this.#map.getRelativePointerPosition();
      const cell: [number, number] | null = p ? [Math.floor(p.x / CELL), Math.floor(p.y / CELL)] : null;
      const key = cell ? cell.join(',') : '';
      if (key !== this.#hover) {
        this.#hover = key;
        this.onHover(cell);
      }
    });
    this.#stage.on('mouseleave', () => {
      this.#hover = '';
      this.onHover(null);
    });
    this.#resize = new ResizeObserver(() => {
      const { width, height } = this.#stage.size();
      if (host.clientWidth === width && host.clientHeight === height) return;
      this.#stage.size({ width: host.clientWidth, height: host.clientHeight });
      // Framed by the board: framed again for the new size. Moved by the player: the same centre.
      if (!this.#fitted || !this.#manual) this.fit();
      else this.pan((host.clientWidth - width) / 2, (host.clientHeight - height) / 2, false);
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
      this.#map.add(tilesShape(v, () => this.#visible()));
      this.#map.add(featuresGroup(v));
      this.#map.draw();
      this.#host.dataset.unknown = String([...v.map.tiles].filter((t) => t === '?').length);
      this.#host.dataset.furnishings = String(viewFeatures(v).furnishings.length);
      // Secret doors drawn for the GM alone (DEC-17), counted for tests and tools.
      this.#host.dataset.secretDoors = String(v.map.doors.filter((d) => d.unfound).length);
      this.#host.dataset.unrevealed = String(v.map.sections.filter((sec) => !sec.revealed).length);
      this.#host.dataset.disguised = String(v.models.filter((m) => m.disguise).length);
    }
    // Tokens and highlights are rebuilt only when they change, not on every hover.
    const of = [v, scene.selected, scene.options, scene.legal, scene.places];
    if (of.some((x, i) => x !== this.#thingsOf[i])) {
      this.#thingsOf = of;
      this.#drawThings(scene);
    }
    this.#marks.destroyChildren();
    for (const d of scene.drafts) {
      this.#marks.add(new Rect({ x: d.at[0] * CELL + 2, y: d.at[1] * CELL + 2, width: CELL - 4, height: CELL - 4, stroke: COLOURS.monsterRing, strokeWidth: 2, dash: [2, 2] }));
    }
    for (const [x, y] of scene.spot ?? []) {
      this.#marks.add(new Rect({ x: x * CELL - 1, y: y * CELL - 1, width: CELL + 2, height: CELL + 2, stroke: COLOURS.leader, strokeWidth: 3, cornerRadius: 4 }));
    }
    this.#host.dataset.spot = (scene.spot ?? []).map(([x, y]) => `${x},${y}`).join(' ');
    const hovered = scene.sectors ? v.models.find((m) => m.id === scene.sectors!.model) : undefined;
    if (hovered?.facing) this.#marks.add(sectorMarks(hovered, scene.sectors!.letter));
    this.#host.dataset.sectors = hovered?.facing ? hovered.id : '';
    if (scene.path) this.#drawPath(scene.path);
    this.#host.dataset.path = scene.path?.label ?? '';
    const [cx, cy] = scene.cursor;
    this.#marks.add(new Rect({ x: cx * CELL, y: cy * CELL, width: CELL, height: CELL, stroke: '#ffffff', strokeWidth: 2, dash: [5, 3], name: 'cursor' }));
    this.#marks.draw();
    if (!this.#fitted) this.fit();
  }

  #drawPath(p: NonNullable<Scene['path']>): void {
    const centre = ([x, y]: [number, number]) => [(x + 0.5) * CELL, (y + 0.5) * CELL];
    const points = [p.from, ...p.squares].flatMap(centre);
    this.#marks.add(new Line({ points, stroke: COLOURS.leader, strokeWidth: 3, lineCap: 'round', lineJoin: 'round', opacity: 0.9, dash: [6, 4] }));
    const [ex, ey] = p.squares[p.squares.length - 1] ?? p.from;
    const label = new Text({ x: ex * CELL + CELL * 0.6, y: ey * CELL - 14, text: p.label, fontSize: 13, fontStyle: 'bold', fill: '#1b1410', padding: 3 });
    // The label stays on the visible board: left of the square when the right edge would cut it,
    // below it when the top would.
    const s = this.#stage.scaleX();
    if (this.#stage.x() + (label.x() + label.width()) * s > this.#stage.width()) label.x(ex * CELL + CELL * 0.4 - label.width());
    if (this.#stage.y() + label.y() * s < 0) label.y((ey + 1) * CELL);
    this.#marks.add(new Rect({ x: label.x(), y: label.y(), width: label.width(), height: label.height(), fill: COLOURS.leader, cornerRadius: 3, opacity: 0.95 }), label);
  }

  #drawThings(scene: Scene): void {
    const v = scene.view;
    this.#things.destroyChildren();
    // What is highlighted, as data for tests and tools (as the transform is).
    this.#host.dataset.moves = String(scene.legal.moves.length);
    this.#host.dataset.targets = scene.legal.targets.join(' ');
    this.#host.dataset.options = scene.options.cells.map(([x, y]) => `${x},${y}`).join(' ');
    if (v.models.some((m) => m.facing)) this.#things.add(zonesShape(v));
    this.#host.dataset.facings = v.models.filter((m) => m.facing && !m.dead && !m.left && m.x >= 0).map((m) => `${m.id}:${m.facing}`).join(' ');
    if (scene.legal.moves.length > 0) this.#things.add(cellsShape(scene.legal.moves));
    for (const c of scene.legal.opens) {
      const x = c % v.map.width, y = Math.floor(c / v.map.width);
      this.#things.add(new Rect({ x: x * CELL + 1, y: y * CELL + 1, width: CELL - 2, height: CELL - 2, stroke: COLOURS.leader, strokeWidth: 2.5, cornerRadius: 3 }));
    }
    const places = scene.places;
    this.#host.dataset.places = String(places?.rects.length ?? 0);
    this.#host.dataset.placePicked = places?.picked === null || !places ? '' : String(places.picked);
    if (places) {
      // Every possible place outlined; the one shown filled, as the room would lie.
      places.rects.forEach((rs, i) => {
        const on = i === places.picked;
        for (const r of rs) {
          this.#things.add(new Rect({
            x: r.x * CELL + 1, y: r.y * CELL + 1, width: r.w * CELL - 2, height: r.h * CELL - 2,
            stroke: on ? COLOURS.leader : 'rgba(123,211,137,0.75)', strokeWidth: on ? 3 : 1.5, dash: on ? [] : [6, 4],
            fill: on ? 'rgba(242,193,78,0.22)' : undefined, name: on ? 'place-picked' : 'place',
          }));
        }
      });
    }
    for (const [x, y] of scene.options.cells) {
      this.#things.add(new Rect({ x: x * CELL, y: y * CELL, width: CELL, height: CELL, fill: 'rgba(123,211,137,0.28)', stroke: '#7bd389', strokeWidth: 2 }));
    }
    const lying = corpses(v);
    this.#host.dataset.corpses = String(lying.length);
    const per = new Map<string, number>();
    for (const m of lying) {
      const k = `${m.x},${m.y}`;
      const n = per.get(k) ?? 0;
      per.set(k, n + 1);
      this.#things.add(corpseMark(m, n));
    }
    for (const m of v.models) {
      if (m.left || m.dead || m.x < 0 || m.y < 0) continue;
      const ring = m.id === scene.selected ? 'selected' : scene.legal.targets.includes(m.id) ? 'target' : scene.options.models.includes(m.id) ? 'option' : null;
      this.#things.add(modelToken(m, v.leader, ring));
    }
    this.#things.draw();
  }

  /** Fits the whole known part of the dungeon (every square that is not '?' or rock) to the screen. */
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
    this.#frame(x0, y0, x1, y1, 1, 2.2);
    this.#fitted = true;
    this.#manual = false;
  }

  /** Brings squares on screen (what just happened): nothing moves when they all are; else the
   * board pans to them, and zooms out only as far as it takes to show them all. */
  follow(cells: readonly [number, number][]): void {
    if (cells.length === 0 || this.#host.clientWidth === 0) return;
    const s = this.#stage.scaleX() * CELL;
    const margin = CELL * this.#stage.scaleX() * 0.5;
    const on = ([x, y]: [number, number]) => {
      const px = this.#stage.x() + x * s, py = this.#stage.y() + y * s;
      return px >= margin && py >= margin && px + s <= this.#stage.width() - margin && py + s <= this.#stage.height() - margin;
    };
    if (cells.every(on)) return;
    const xs = cells.map((c) => c[0]), ys = cells.map((c) => c[1]);
    this.#frame(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), 1, this.#stage.scaleX());
  }

  /** Centres squares x0..x1, y0..y1 with `pad` squares around, at the largest scale up to `most`
   * that shows them all (never below the smallest zoom). */
  #frame(x0: number, y0: number, x1: number, y1: number, pad: number, most: number): void {
    const w = (x1 - x0 + 1 + pad * 2) * CELL, h = (y1 - y0 + 1 + pad * 2) * CELL;
    const scale = Math.max(MIN_SCALE, Math.min(most, this.#stage.width() / w, this.#stage.height() / h));
    const cx = ((x0 + x1 + 1) / 2) * CELL, cy = ((y0 + y1 + 1) / 2) * CELL;
    this.#stage.scale({ x: scale, y: scale });
    this.#stage.position({ x: this.#stage.width() / 2 - cx * scale, y: this.#stage.height() / 2 - cy * scale });
    this.#stage.batchDraw();
    this.#publish();
  }

  zoom(by: number, around?: { x: number; y: number }): void {
    this.#manual = true;
    const old = this.#stage.scaleX();
    const scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, old * by));
    const p = around ?? { x: this.#stage.width() / 2, y: this.#stage.height() / 2 };
    const world = { x: (p.x - this.#stage.x()) / old, y: (p.y - this.#stage.y()) / old };
    this.#stage.scale({ x: scale, y: scale });
    this.#stage.position({ x: p.x - world.x * scale, y: p.y - world.y * scale });
    this.#stage.batchDraw();
    this.#publish();
  }

  /** Draws every layer now, not at the next frame: for measuring what one frame costs. */
  drawNow(): void {
    this.#stage.draw();
  }

  pan(dx: number, dy: number, byPlayer = true): void {
    if (byPlayer) this.#manual = true;
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

  /** Squares on screen now (one extra all round), so the tiles draw only those. */
  #visible(): { x0: number; y0: number; x1: number; y1: number } {
    const s = this.#stage.scaleX() * CELL;
    const x0 = Math.floor(-this.#stage.x() / s) - 1, y0 = Math.floor(-this.#stage.y() / s) - 1;
    return { x0, y0, x1: x0 + Math.ceil(this.#stage.width() / s) + 2, y1: y0 + Math.ceil(this.#stage.height() / s) + 2 };
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
