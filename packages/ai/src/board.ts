// What a seat knows of the board, read from its view only (DEC-17): which squares can be walked,
// who stands where, and walking distances over the known map. Bots plan with these; the engine
// still decides what is legal.
import type { ModelView, View } from '@delve/engine';

export interface Pt {
  x: number;
  y: number;
}

export interface Board {
  view: View;
  width: number;
  height: number;
  /** 1 where a model could stand or pass with doors as they are now. */
  floor: Uint8Array;
  /** Closed doors' cells: walkable once opened. */
  closedDoor: Uint8Array;
  /** Models standing on the board, by cell. */
  occupant: Map<number, ModelView>;
  byId: Map<string, ModelView>;
}

/** A model that still stands on the board as far as this view tells (dead monsters drop to 0
 * wounds, dead heroes below 0; the view has no status flag for it). */
export function present(m: ModelView, v: View): boolean {
  if (m.left || m.x < 0 || m.y < 0) return false;
  if (m.wounds !== null && (m.side === 'heroes' ? m.wounds < 0 : m.wounds <= 0)) return false;
  if (m.side === 'monsters' && v.seat === 'gm') {
    // Monsters in an unrevealed section have not been met yet.
    const sec = v.map.sections.find((s) => m.x >= s.x && m.x < s.x + s.w && m.y >= s.y && m.y < s.y + s.h);
    if (sec && !sec.revealed) return false;
  }
  return true;
}

/** A model that may still act this combat: on the board and not knocked out. */
export function standing(m: ModelView, v: View): boolean {
  return present(m, v) && !m.ko;
}

export function readBoard(v: View): Board {
  const { width, height, tiles } = v.map;
  const floor = new Uint8Array(width * height);
  const closedDoor = new Uint8Array(width * height);
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    if (t === '.' || t === '<') floor[i] = 1;
  }
  // A chest stands on its square: nobody walks through it.
  for (const c of v.map.chests) floor[c.cell] = 0;
  // Heroes walk round a trap they have spotted.
  if (v.seat !== 'gm') for (const t of v.map.traps) if (t.spotted && t.chest === null) floor[t.cell] = 0;
  for (const d of v.map.doors) {
    for (const c of d.cells) {
      if (d.open) floor[c] = 1;
      else closedDoor[c] = 1;
    }
  }
  const occupant = new Map<number, ModelView>();
  const byId = new Map<string, ModelView>();
  for (const m of v.models) {
    byId.set(m.id, m);
    if (present(m, v)) occupant.set(m.y * width + m.x, m);
  }
  return { view: v, width, height, floor, closedDoor, occupant, byId };
}

export const cellOf = (b: Board, p: Pt): number => p.y * b.width + p.x;
export const chebyshev = (a: Pt, b: Pt): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
export const manhattan = (a: Pt, b: Pt): number => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

export interface DistanceOptions {
  /** Count closed doors as passable (a route once someone opens them). */
  throughDoors?: boolean;
  /** Cells that cannot be entered (other models, say); sources are always entered. */
  blocked?: (cell: number) => boolean;
}

const UNREACHED = 0x7fff;

/** Orthogonal walking distance from the nearest source to every square; UNREACHED elsewhere. */
export function distances(b: Board, sources: readonly number[], opts: DistanceOptions = {}): Int16Array {
  const n = b.width * b.height;
  const dist = new Int16Array(n).fill(UNREACHED);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (const s of sources) {
    if (s >= 0 && s < n && dist[s] === UNREACHED) {
      dist[s] = 0;
      queue[tail++] = s;
    }
  }
  const w = b.width;
  const floor = b.floor;
  const closed = opts.throughDoors ? b.closedDoor : null;
  const blocked = opts.blocked;
  const visit = (nc: number, d: number) => {
    if (dist[nc] !== UNREACHED) return;
    if (!floor[nc] && !(closed && closed[nc])) return;
    if (blocked && blocked(nc)) return;
    dist[nc] = d;
    queue[tail++] = nc;
  };
  while (head < tail) {
    const c = queue[head++]!;
    const d = dist[c]! + 1;
    const x = c % w;
    if (x > 0) visit(c - 1, d);
    if (x < w - 1) visit(c + 1, d);
    if (c >= w) visit(c - w, d);
    if (c + w < n) visit(c + w, d);
  }
  return dist;
}

export function reached(d: number): boolean {
  return d < UNREACHED;
}

/** Cells orthogonally or diagonally around `p` inside the board. */
export function around(b: Board, p: Pt, diagonal = true): number[] {
  const out: number[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (!dx && !dy) continue;
      if (!diagonal && dx && dy) continue;
      const x = p.x + dx;
      const y = p.y + dy;
      if (x >= 0 && y >= 0 && x < b.width && y < b.height) out.push(y * b.width + x);
    }
  }
  return out;
}

export function pointOf(b: Board, cell: number): Pt {
  return { x: cell % b.width, y: Math.floor(cell / b.width) };
}

/** Stable tie-break between equal scores, derived from ids so bots stay deterministic. */
export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
