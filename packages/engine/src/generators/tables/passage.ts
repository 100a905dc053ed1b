// Passages: their length and ends from the tables, laid straight between junctions (AHQ-E24);
// beyond a room they run alongside it, both ends generated (AHQ-E26). What does not fit is made
// shorter, then becomes a dead end.
import type { Content, PassageEnd } from '../../content-types.ts';
import type { GameState } from '../../types.ts';
import { addSection, addStub, allowedAround, at, back, carve, cellsOf, centreFirst, fitsRect, left, rectOf, removeStub, right, WALL_OF, DX, DY, type Frame, type Rect } from './geometry.ts';
import { rollOn, type Quest } from './roll.ts';
import { tablesState, type Exit, type PassageRecord } from './state.ts';
import { STAIRWAY } from '../common.ts';

interface EndLayout {
  end: PassageEnd;
  blocks: Rect[];
  stubs: Frame[];
  stairs: number[];
}

export interface Layout {
  pieces: Rect[];
  ends: EndLayout[];
  /** Index of the piece each end closes. */
  endPiece: number[];
  frames: Frame[];
}

const JUNCTIONS: Readonly<Record<PassageEnd, ('left' | 'right' | 'ahead')[]>> = {
  'dead-end': [], 'stairs-down': [], 'stairs-out': [], 'turn-left': ['left'], 'turn-right': ['right'],
  't-junction': ['left', 'right'], 'x-junction': ['left', 'right', 'ahead'],
};

/** What an end of `len` squares along `f` adds: the junction square and the stubs of its branches,
 * or the stairs on its last row. */
function endLayout(s: GameState, f: Frame, len: number, w: number, end: PassageEnd): EndLayout {
  const out: EndLayout = { end, blocks: [], stubs: [], stairs: [] };
  if (end === 'stairs-out' || end === 'stairs-down') out.stairs = cellsOf(s.map, rectOf(f, len - 1, len, 0, w));
  const ways = JUNCTIONS[end];
  if (ways.length === 0) return out;
  out.blocks.push(rectOf(f, len, len + w, 0, w));
  for (const way of ways) {
    if (way === 'left') {
      const [x, y] = at(f, len, -1);
      out.stubs.push({ x, y, dir: left(f.dir) });
    } else if (way === 'right') {
      const [x, y] = at(f, len + w - 1, w);
      out.stubs.push({ x, y, dir: right(f.dir) });
    } else {
      const [x, y] = at(f, len + w, 0);
      out.stubs.push({ x, y, dir: f.dir });
    }
  }
  return out;
}

function stubCells(s: GameState, f: Frame, w: number): number[] {
  return cellsOf(s.map, rectOf(f, 0, 1, 0, w));
}

/** Pieces of `len` squares along `f`, each a passage section of at most the quest's section
 * length; null unless every one fits. Nothing is carved while a layout is tried, so its rectangles
 * fit together when each fits alone. */
function fittingPieces(s: GameState, q: Quest, f: Frame, len: number, allowed: ReadonlySet<number>): Rect[] | null {
  const pieces: Rect[] = [];
  for (let i = 0; i < len; i += q.sectionLength) {
    const r = rectOf(f, i, Math.min(i + q.sectionLength, len), 0, q.passageWidth);
    if (!fitsRect(s.map, r, allowed)) return null;
    pieces.push(r);
  }
  return pieces;
}

/** The layout of `pieces` (which fit) with its ends; null unless the ends fit too. */
function fittingLayout(s: GameState, q: Quest, f: Frame, len: number, pieces: Rect[], ends: PassageEnd[], near: Frame | null, allowed: ReadonlySet<number>): Layout | null {
  const w = q.passageWidth;
  const frames = near ? [f, near] : [f];
  const endLayouts = frames.map((fr, k) => endLayout(s, fr, len, w, ends[k]!));
  // The junction squares and the stubs of branches.
  for (const e of endLayouts) {
    for (const r of e.blocks) if (!fitsRect(s.map, r, allowed)) return null;
    for (const st of e.stubs) if (!fitsRect(s.map, rectOf(st, 0, 1, 0, w), allowed)) return null;
  }
  return { pieces, ends: endLayouts, endPiece: near ? [pieces.length - 1, 0] : [pieces.length - 1], frames };
}

/** Rolls the passage that starts at `exit` and finds where it may go: from a junction it runs on
 * ahead; from a room's door it runs alongside the room (AHQ-E26), and every place along the wall
 * that keeps the door on its near side is offered, centred first. The first of the fallbacks that
 * fits gives the places: as rolled, one end blind, both blind, shorter. Null when not even one
 * square fits. */
export function passagePlaces(s: GameState, content: Content, q: Quest, exit: Exit): { places: Layout[]; fallback: boolean } | null {
  const sections = rollOn(s, content, q.table('passageLength')).sections ?? 1;
  const beyondRoom = exit.via === 'door';
  // The passage beyond the stairway may have an end table of its own.
  const first = exit.from === STAIRWAY ? q.optional('firstPassageEnd') : null;
  const rolled: PassageEnd[] = [rollOn(s, content, first ?? q.table('passageEnd')).end ?? 'dead-end'];
  if (beyondRoom) rolled.push(rollOn(s, content, q.table('passageEnd')).end ?? 'dead-end');
  const allowed = allowedAround(s, exit);
  const w = q.passageWidth;
  const sl = q.sectionLength;
  const tries: [number, PassageEnd[]][] = [];
  const deadEnds: PassageEnd[] = rolled.map(() => 'dead-end');
  for (let n = sections; n >= 1; n--) {
    tries.push([n * sl, rolled]);
    if (beyondRoom) tries.push([n * sl, [rolled[0]!, 'dead-end']], [n * sl, ['dead-end', rolled[1]!]]);
  }
  for (let n = sections; n >= 1; n--) tries.push([n * sl, deadEnds]);
  for (let len = sl - 1; len >= 1; len--) tries.push([len, deadEnds]);
  // The starts whose pieces fit, for each length: the ends tried at one length share them, and the
  // ends are only worked out where the pieces fit (most places tried do not). From a junction the
  // passage starts at the stub; beyond a room, anywhere along the room's wall that keeps the door
  // on the passage's near side, closest to centred first, its near end's frame made only for a
  // start that fits.
  const starts = new Map<number, { f: Frame; near: Frame | null; pieces: Rect[] }[]>();
  const fittingStarts = (len: number) => {
    let known = starts.get(len);
    if (known) return known;
    known = [];
    if (!beyondRoom) {
      const f: Frame = { x: exit.x, y: exit.y, dir: exit.dir };
      const pieces = fittingPieces(s, q, f, len, allowed);
      if (pieces) known.push({ f, near: null, pieces });
    } else {
      const d = right(exit.dir);
      for (const k of centreFirst(len)) {
        const f: Frame = { x: exit.x - k * DX[d] + (w - 1) * DX[exit.dir], y: exit.y - k * DY[d] + (w - 1) * DY[exit.dir], dir: d };
        const pieces = fittingPieces(s, q, f, len, allowed);
        if (!pieces) continue;
        const [nx, ny] = at(f, len - 1, w - 1);
        known.push({ f, near: { x: nx, y: ny, dir: back(d) }, pieces });
      }
    }
    starts.set(len, known);
    return known;
  };
  for (let k = 0; k < tries.length; k++) {
    const [len, ends] = tries[k]!;
    const places: Layout[] = [];
    for (const { f, near, pieces } of fittingStarts(len)) {
      const lay = fittingLayout(s, q, f, len, pieces, ends, near, allowed);
      if (lay) places.push(lay);
    }
    if (places.length > 0) return { places, fallback: k > 0 };
  }
  return null;
}

/** The squares a passage layout covers, as one rectangle: how a place is shown to the GM. */
export function passageBounds(lay: Layout): Rect {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  const add = (r: Rect) => {
    if (r.x < x0) x0 = r.x;
    if (r.y < y0) y0 = r.y;
    if (r.x + r.w > x1) x1 = r.x + r.w;
    if (r.y + r.h > y1) y1 = r.y + r.h;
  };
  for (const r of lay.pieces) add(r);
  for (const e of lay.ends) for (const r of e.blocks) add(r);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Lays the passage where it was placed: its sections, junction squares, stubs and stairs. */
export function buildPassage(s: GameState, q: Quest, exit: Exit, lay: Layout, fallback: boolean): PassageRecord {
  const g = tablesState(s);
  if (fallback) g.fallbacks++;
  const beyondRoom = exit.via === 'door';
  const map = s.map;
  removeStub(s, exit, false);
  const floor: Rect[] = [...lay.pieces];
  for (const e of lay.ends) for (const r of e.blocks) floor.push(r);
  const stairs: number[] = [];
  for (const e of lay.ends) if (e.end === 'stairs-out') for (const c of e.stairs) stairs.push(c);
  // The branches' stubs, in the order they are added below: their floor is written with the
  // passage's, in one pass over the map's tiles.
  const stubFloors: number[][] = [];
  const open: number[] = [];
  for (const e of lay.ends) {
    for (const _ of e.blocks) {
      for (const st of e.stubs) {
        const cells = stubCells(s, st, q.passageWidth);
        stubFloors.push(cells);
        for (const c of cells) open.push(c);
      }
    }
  }
  carve(map, floor, open, stairs);
  const pieces = lay.pieces.map((r) => addSection(s, 'passage', r).id);
  const axis = lay.frames[0]!.dir % 2 === 0 ? 'y' : 'x';
  const record: PassageRecord = { pieces, blocks: [], axis, ends: lay.ends.map((e) => e.end), beyondRoom: beyondRoom ? exit.from : null };
  let next = 0;
  lay.ends.forEach((e, k) => {
    const piece = pieces[lay.endPiece[k]!]!;
    if (e.end === 'dead-end') {
      // Its side walls, along the passage, may hide a secret door (AHQ-E12).
      const along = lay.frames[k]!.dir;
      const walls = WALL_OF.filter((_, d) => d % 2 !== along % 2);
      const known = g.deadEnds.find((x) => x.section === piece);
      if (!known) g.deadEnds.push({ section: piece, walls });
    }
    if (e.end === 'stairs-out' || e.end === 'stairs-down') g.stairs.push({ kind: e.end === 'stairs-out' ? 'out' : 'down', section: piece, cells: e.stairs });
    for (const b of e.blocks) {
      const block = addSection(s, 'passage', b);
      record.blocks.push(block.id);
      for (const st of e.stubs) {
        addStub(s, { via: 'junction', from: block.id, fromKind: 'passage', door: null, x: st.x, y: st.y, dir: st.dir, cells: stubFloors[next++]! }, false);
      }
    }
  });
  g.passages.push(record);
  return record;
}
