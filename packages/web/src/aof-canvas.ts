/// <reference lib="dom" />
// The Konva stage behind an aof-quest battlefield: the ground, then the marks, fitted to its host
// and zoomed with the wheel, dragged to pan. It knows nothing of rules: aof-paint.ts draws.
import 'konva/lib/Core';
import { Stage } from 'konva/lib/Stage';
import { Layer } from 'konva/lib/Layer';
import type { Group } from 'konva/lib/Group';
import { AOF_CELL, aofGroundShape, aofMarksGroup, groundSummary, zoneLetters, type AofBoardInput } from './aof-paint.ts';

export class AofCanvas {
  readonly #host: HTMLDivElement;
  readonly #stage: Stage;
  readonly #ground = new Layer({ listening: false });
  readonly #marks = new Layer({ listening: false });
  /** What a game page draws over the field: the choices, the units' labels (aof-choices.ts). */
  readonly #choices = new Layer({ listening: false });
  #size = 0;
  #resize: ResizeObserver;

  /** `onCell`: a square clicked (a game page); a drag to pan is no click. */
  constructor(host: HTMLDivElement, onCell?: (x: number, y: number) => void) {
    this.#host = host;
    this.#stage = new Stage({ container: host, width: host.clientWidth || 800, height: host.clientHeight || 600, draggable: true });
    this.#stage.add(this.#ground, this.#marks, this.#choices);
    this.#stage.on('wheel', (e) => {
      e.evt.preventDefault();
      const by = e.evt.deltaY < 0 ? 1.15 : 1 / 1.15;
      const s = Math.min(4, Math.max(0.2, this.#stage.scaleX() * by));
      this.#stage.scale({ x: s, y: s });
      this.#told();
    });
    this.#stage.on('dragend', () => this.#told());
    if (onCell) {
      this.#stage.on('click tap', () => {
        const p = this.#stage.getRelativePointerPosition();
        if (!p) return;
        const x = Math.floor(p.x / AOF_CELL), y = Math.floor(p.y / AOF_CELL);
        if (x >= 0 && y >= 0 && x < this.#size && y < this.#size) onCell(x, y);
      });
    }
    this.#resize = new ResizeObserver(() => {
      this.#stage.size({ width: host.clientWidth, height: host.clientHeight });
      this.fit();
    });
    this.#resize.observe(host);
  }

  /** Draws the battlefield and says what it drew on the host (data attributes the tests read). */
  draw(b: AofBoardInput): void {
    this.#size = b.battlefield.size;
    this.#ground.destroyChildren();
    this.#marks.destroyChildren();
    this.#ground.add(aofGroundShape(b));
    const letters = zoneLetters(b);
    this.#marks.add(aofMarksGroup(b, (id) => letters.get(id) ?? '?'));
    const sum = groundSummary(b);
    this.#host.dataset.size = String(b.battlefield.size);
    this.#host.dataset.kinds = Object.entries(sum.kinds).filter(([, n]) => n > 0).map(([k, n]) => `${k}:${n}`).join(' ');
    this.#host.dataset.heights = sum.heights.join(' ');
    this.#host.dataset.marks = `${b.aiGoals.length} goals, ${b.tokens.length} tokens, ${b.zones.length} zones`;
    this.fit();
  }

  /** Draws `g` over the field in place of what was there (the choices of the decision now). */
  drawChoices(g: Group | null): void {
    this.#choices.destroyChildren();
    if (g) this.#choices.add(g);
    this.#choices.batchDraw();
  }

  /** Where the squares are on the page: the stage's scale and offset, for tests and tools. */
  #told(): void {
    this.#host.dataset.transform = `${this.#stage.scaleX()} ${this.#stage.x()} ${this.#stage.y()} ${AOF_CELL}`;
  }

  /** The whole battlefield in view. */
  fit(): void {
    if (!this.#size) return;
    const w = this.#stage.width(), h = this.#stage.height();
    const s = Math.min(w, h) / (this.#size * AOF_CELL);
    this.#stage.scale({ x: s, y: s });
    this.#stage.position({ x: (w - this.#size * AOF_CELL * s) / 2, y: (h - this.#size * AOF_CELL * s) / 2 });
    this.#stage.batchDraw();
    this.#told();
  }

  destroy(): void {
    this.#resize.disconnect();
    this.#stage.destroy();
  }
}
