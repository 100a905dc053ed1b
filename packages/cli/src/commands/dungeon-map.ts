// Drawing a generated dungeon: as text or SVG, from a hero seat's view (what the heroes know,
// DEC-17) or, with `reveal`, from the GM's (unexplored stubs, hidden traps, monsters waiting).
import { writeFile } from 'node:fs/promises';
import { furnishingsView, view, type GameState } from '@delve/engine';

export interface MapCell {
  ch: string;
}

interface Stairs {
  kind: 'out' | 'down';
  section: string;
  cells: number[];
}

/** One character per square. Heroes' view: what is known; GM's view: everything. */
export function mapChars(s: GameState, reveal: boolean): string[][] {
  const v = view(s, reveal ? 'gm' : 'p1');
  const { width, height } = v.map;
  const grid: string[][] = [];
  for (let y = 0; y < height; y++) {
    const row: string[] = [];
    for (let x = 0; x < width; x++) {
      const t = v.map.tiles[y * width + x]!;
      row.push(t === '?' ? ' ' : t === 'D' ? '+' : t);
    }
    grid.push(row);
  }
  const put = (cell: number, ch: string) => {
    grid[Math.floor(cell / width)]![cell % width] = ch;
  };
  for (const d of v.map.doors) for (const c of d.cells) put(c, d.secret ? 'S' : d.open ? '/' : '+');
  const sections = new Map(v.map.sections.map((sec) => [sec.id, sec]));
  const gen = (s.gen ?? null) as { stairs?: Stairs[]; exits?: Record<string, { cells: number[] }> } | null;
  for (const st of gen?.stairs ?? []) if (st.kind === 'down' && sections.get(st.section)?.revealed) for (const c of st.cells) put(c, '>');
  // Furniture, of revealed rooms only for the heroes (DEC-17).
  for (const f of furnishingsView(s, v.seat, (c) => v.map.tiles[c] !== '?')) for (const c of f.cells) put(c, 'F');
  for (const c of v.map.chests) put(c.cell, c.open ? 'o' : 'c');
  for (const t of v.map.traps) if (t.chest === null) put(t.cell, t.spotted ? 'x' : '^');
  if (reveal) {
    for (const e of Object.values(gen?.exits ?? {})) for (const c of e.cells) put(c, ':');
  } else {
    // Where the known floor opens onto the unknown: a junction not yet reached.
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (v.map.tiles[y * width + x] !== '?') continue;
        const open = [[0, -1], [1, 0], [0, 1], [-1, 0]].some(([dx, dy]) => {
          const t = v.map.tiles[(y + dy!) * width + x + dx!];
          return t === '.' || t === '<';
        });
        if (open) grid[y]![x] = '?';
      }
    }
  }
  for (const m of v.models) if (m.x >= 0 && m.y >= 0 && m.side === 'heroes' && !m.left) grid[m.y]![m.x] = '@';
  return grid;
}

/** The rows that hold something, trimmed to the columns that do. */
export function asciiMap(s: GameState, reveal: boolean): string {
  const grid = mapChars(s, reveal);
  const used = (row: string[]) => row.some((c) => c !== ' ');
  const rows = grid.filter(used);
  const left = Math.min(...rows.map((r) => r.findIndex((c) => c !== ' ')));
  const right = Math.max(...rows.map((r) => r.length - [...r].reverse().findIndex((c) => c !== ' ')));
  return rows.map((r) => r.slice(left, right).join('').replace(/\s+$/, '')).join('\n');
}

export const LEGEND = "# wall  . floor  + door  / open door  S secret door  < stairs out  > stairs down  c chest  F furniture  ^ trap  @ hero  ? unexplored  : unexplored (GM)";

const COLOURS: Record<string, string> = {
  '#': '#5b5147', '.': '#e8e0cc', '+': '#9a5b2c', '/': '#c08850', S: '#7d3fa0', '<': '#3f7fbf', '>': '#1f4f8f',
  c: '#d4a017', o: '#e8d9a0', F: '#8a6a4a', '^': '#c0392b', x: '#e67e72', '@': '#2e8b57', '?': '#b0a890', ':': '#c8c0a8',
};

export function svgMap(s: GameState, reveal: boolean, size = 12): string {
  const grid = mapChars(s, reveal);
  const h = grid.length;
  const w = grid[0]?.length ?? 0;
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${w * size}" height="${h * size}" viewBox="0 0 ${w * size} ${h * size}">`, `<rect width="100%" height="100%" fill="#1d1a17"/>`];
  grid.forEach((row, y) => row.forEach((ch, x) => {
    const fill = COLOURS[ch];
    if (!fill) return;
    const token = '@coF^x'.includes(ch);
    if (token) out.push(`<rect x="${x * size}" y="${y * size}" width="${size}" height="${size}" fill="${COLOURS['.']}"/>`);
    const round = token ? ` rx="${size / 3}"` : '';
    out.push(`<rect x="${x * size}" y="${y * size}" width="${size}" height="${size}" fill="${fill}"${round}><title>${ch} ${x},${y}</title></rect>`);
  }));
  out.push('</svg>');
  return out.join('\n');
}

/** Writes the map as SVG to `svg`, or prints it as text with its legend. */
export async function printMap(state: GameState, reveal: boolean, svg: string | undefined): Promise<void> {
  if (svg) {
    await writeFile(svg, svgMap(state, reveal));
    process.stdout.write(`wrote ${svg}\n`);
  } else {
    process.stdout.write(`${asciiMap(state, reveal)}\n\n${LEGEND}\n`);
  }
}

/** "1 room", "3 rooms": the summaries' counts. */
export function count(n: number, thing: string): string {
  return `${n} ${thing}${n === 1 ? '' : 's'}`;
}
