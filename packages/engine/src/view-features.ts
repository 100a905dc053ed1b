// What a seat may know of the things lying about the dungeon (DEC-17): furniture, and the corpses
// that stay on the board in `guilds`. The GM sees them all; a hero seat only those on squares it
// knows of revealed sections. `cellKnown` is the view's own test of a known square.
import type { Furnishing, GameState, Model, Seat, Side } from './types.ts';
import { GM } from './types.ts';
import { modelsInOrder, sameSnapshot, sectionAt } from './board.ts';

/** A piece of furniture as a seat sees it: what it is, its name and icon, and its squares (which
 * no model may enter; sight passes over them). */
export interface FurnishingView {
  id: string;
  type: string;
  name: string;
  /** The game-icons.net icon to draw it with. */
  icon: string;
  /** Its squares, row by row. */
  cells: number[];
}

/** A slain model lying where it fell: a corpse, not a model (no profile, wounds or gear). In
 * `guilds` each corpse on a square makes it dearer to enter (GLD-M01); a knocked-down hero, who
 * counts as a corpse too (GLD-W02), is among the models, marked `ko`. */
export interface CorpseView {
  id: string;
  /** The model's type, or the type it was disguised as, for a hero seat that never saw through
   * the disguise (AHQ-C51). */
  type: string;
  name: string;
  side: Side;
  x: number;
  y: number;
}

/** Whether the ruleset leaves its slain on the board as corpses (GLD-A08, W01); in `ahq` they are
 * taken off (AHQ-C42). */
function corpsesStay(s: GameState): boolean {
  return s.ctx.ruleset.crawl?.corpsesStay === true;
}

function inRevealed(s: GameState, cell: number): boolean {
  const sec = sectionAt(s.map, cell % s.map.width, Math.floor(cell / s.map.width));
  return sec === null || sec.revealed;
}

/** The furniture `seat` may know of: all of it for the GM; for a hero seat, the pieces standing on
 * known squares of revealed sections. */
export function furnishingsView(s: GameState, seat: Seat, cellKnown: (cell: number) => boolean): FurnishingView[] {
  const gm = seat === GM;
  const out: FurnishingView[] = [];
  const defs = s.ctx.content.furnishings ?? {};
  const all = s.map.furnishings;
  // Plain loops over the record and the squares: the map's parts are made again at every change.
  if (all) {
    for (const id in all) {
      const f = all[id]!;
      if (!gm && !knownAll(s, f.cells, cellKnown)) continue;
      out.push(furnishingView(f, defs));
    }
  }
  return out;
}

/** Whether every one of `cells` is known and in a revealed section (or in none). */
function knownAll(s: GameState, cells: readonly number[], cellKnown: (cell: number) => boolean): boolean {
  for (let i = 0; i < cells.length; i++) if (!cellKnown(cells[i]!) || !inRevealed(s, cells[i]!)) return false;
  return true;
}

/** Each piece's view as last made, frozen and reused while it reads the same: the map's shared
 * parts are made again whenever anything on the map changes, and the furniture seldom has. */
const furnishingViews = new WeakMap<Furnishing, FurnishingView>();

function furnishingView(f: Furnishing, defs: NonNullable<GameState['ctx']['content']['furnishings']>): FurnishingView {
  const def = defs[f.type];
  const name = def?.name ?? f.type;
  const icon = def?.icon ?? f.type;
  const kept = furnishingViews.get(f);
  if (kept && kept.type === f.type && kept.name === name && kept.icon === icon && sameSnapshot(kept.cells, f.cells, f.cells.length)) return kept;
  const made = Object.freeze({ id: f.id, type: f.type, name, icon, cells: [...f.cells] });
  furnishingViews.set(f, made);
  return made;
}

/** Whether a model lies on the board as a corpse. */
export function isCorpse(s: GameState, m: Model): boolean {
  return corpsesStay(s) && m.status.dead && !m.status.left && !m.status.away && m.x >= 0 && m.y >= 0;
}

/** The corpses `seat` may know of, in creation order: all of them for the GM; for a hero seat,
 * those on known squares of revealed sections, as corpses (what they were and where they lie). */
export function corpsesView(s: GameState, seat: Seat, cellKnown: (cell: number) => boolean): CorpseView[] {
  const gm = seat === GM;
  const out: CorpseView[] = [];
  if (!corpsesStay(s)) return out;
  for (const m of modelsInOrder(s)) {
    if (!isCorpse(s, m)) continue;
    const cell = m.y * s.map.width + m.x;
    if (!gm && !(cellKnown(cell) && inRevealed(s, cell))) continue;
    const hidden = !gm && m.disguise !== null;
    const type = hidden ? m.disguise! : m.type;
    const name = hidden ? s.ctx.content.monsters[m.disguise!]?.name ?? m.disguise! : m.name;
    out.push({ id: m.id, type, name, side: m.side, x: m.x, y: m.y });
  }
  return out;
}

/** The furniture and corpses a seat's view carries on its map (`map.furnishings`,
 * `map.corpses`); `corpses` is null for a view that carries none (a view made before corpses were
 * part of it), so a client can fall back to the dead among its models. */
export function viewFeatures(v: { map: object }): { furnishings: FurnishingView[]; corpses: CorpseView[] | null } {
  const map = v.map as { furnishings?: FurnishingView[]; corpses?: CorpseView[] };
  return { furnishings: map.furnishings ?? [], corpses: map.corpses ?? null };
}
