// What a choice in a panel points at on the board: a choice carries the ids and squares it names
// (`data-spot`), and the board outlines their squares while the pointer or the focus is on it.
import type { Answer, View } from '@delve/engine';

/** The things an answer names, as spot tokens: ids of models, doors, chests and traps, and "x,y"
 * squares. */
export function answerSpot(a: Answer): string {
  const r = a as unknown as Record<string, unknown>;
  const out: string[] = [];
  for (const k of ['target', 'door', 'chest', 'trap', 'hero']) if (typeof r[k] === 'string') out.push(r[k] as string);
  // The model acting is lit too only when the answer names nothing else.
  if (out.length === 0 && typeof r.model === 'string') out.push(r.model);
  for (const k of ['to', 'at']) {
    const p = r[k];
    if (Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number')) out.push(`${p[0]},${p[1]}`);
  }
  return out.join(' ');
}

/** The squares of a dungeon generator's option: a square, or a 2×1 door's two squares. */
export function optionSpot(o: unknown): string {
  if (Array.isArray(o) && o.length === 2 && o.every((n) => typeof n === 'number')) return `${o[0]},${o[1]}`;
  const at = o && typeof o === 'object' ? (o as { at?: unknown }).at : undefined;
  if (Array.isArray(at)) return at.filter((p): p is [number, number] => Array.isArray(p) && p.length === 2).map(([x, y]) => `${x},${y}`).join(' ');
  return '';
}

/** The squares spot tokens stand on in this view; tokens it knows nothing of stand nowhere. */
export function spotCells(v: View, spot: string): [number, number][] {
  const w = v.map.width;
  const out: [number, number][] = [];
  const cell = (c: number) => out.push([c % w, Math.floor(c / w)]);
  for (const token of spot.split(/\s+/).filter(Boolean)) {
    const sq = /^(\d+),(\d+)$/.exec(token);
    if (sq) {
      out.push([Number(sq[1]), Number(sq[2])]);
      continue;
    }
    const m = v.models.find((x) => x.id === token && x.x >= 0);
    if (m) out.push([m.x, m.y]);
    for (const d of v.map.doors) if (d.id === token) d.cells.forEach(cell);
    for (const c of v.map.chests) if (c.id === token) cell(c.cell);
    for (const t of v.map.traps) if (t.id === token) cell(t.cell);
  }
  return out;
}
