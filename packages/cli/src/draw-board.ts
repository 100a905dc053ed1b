// The board as a seat sees it, drawn for a terminal: walls, floor, doors, stairs, the unknown,
// chests, furniture, corpses and spotted traps, heroes as digits and monsters as letters, in ANSI
// colour; with facing, an arrow on the square ahead of each figure.
import { viewFeatures, type ModelView, type View } from '@delve/engine';

const C = { reset: '\x1b[0m', dim: '\x1b[2m', bold: '\x1b[1m', red: '\x1b[31m', green: '\x1b[32m', yellow: '\x1b[33m', blue: '\x1b[34m', magenta: '\x1b[35m', cyan: '\x1b[36m', grey: '\x1b[90m' };

/** The step ahead, the arrow and the word for each facing (FAC-F01). */
const STEP = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] } as const;
const ARROW = { N: '↑', E: '→', S: '↓', W: '←' } as const;
const WAY = { N: 'north', E: 'east', S: 'south', W: 'west' } as const;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Marks one game's boards: each model keeps the mark it was first given for the whole game, so a
 * monster's letter never changes when another dies. Heroes 1–9 (then @), monsters a–z then A–Z
 * in the order they come on the board; once every letter is taken, the letter of a model no
 * longer on the board is given again. */
export type MarkKeeper = (v: View) => Map<string, string>;

export function markKeeper(): MarkKeeper {
  const kept = new Map<string, string>();
  let heroes = 0;
  return (v) => {
    const here = new Set(v.models.filter(onBoard).map((m) => m.id));
    for (const x of v.models) {
      if (kept.has(x.id) || !here.has(x.id)) continue;
      if (x.side === 'heroes') {
        kept.set(x.id, heroes < 9 ? String(++heroes) : '@');
        continue;
      }
      const taken = new Set(kept.values());
      let letter = [...LETTERS].find((c) => !taken.has(c));
      if (!letter) {
        const gone = [...kept].find(([id, c]) => LETTERS.includes(c) && !here.has(id));
        if (gone) kept.delete(gone[0]);
        letter = gone?.[1];
      }
      kept.set(x.id, letter ?? '?');
    }
    return kept;
  };
}

/** The marks of one board on its own (a game's boards share a `markKeeper`). */
export function marks(v: View): Map<string, string> {
  return markKeeper()(v);
}

export function onBoard(m: ModelView): boolean {
  if (m.left || m.x < 0) return false;
  return m.wounds === null || (m.side === 'heroes' ? m.wounds >= 0 : m.wounds > 0);
}

export function drawBoard(v: View, colour = true, mk: Map<string, string> = marks(v)): string {
  const paint = (code: string, s: string) => (colour ? `${code}${s}${C.reset}` : s);
  const { width, height, tiles } = v.map;
  const at = new Map<number, ModelView>();
  for (const m of v.models) if (onBoard(m)) at.set(m.y * width + m.x, m);
  const doors = new Map<number, boolean>();
  for (const d of v.map.doors) for (const c of d.cells) doors.set(c, d.open);
  const chests = new Map(v.map.chests.map((c) => [c.cell, c.open]));
  const traps = new Set(v.map.traps.filter((t) => t.spotted || v.seat === 'gm').filter((t) => t.chest === null).map((t) => t.cell));
  const { furnishings, corpses } = viewFeatures(v);
  const furniture = new Set(furnishings.flatMap((f) => f.cells));
  const lying = new Set(lyingDead(v).map((m) => m.y * width + m.x));
  // With facing (FAC-F01), the floor square ahead of each figure shows an arrow the way it faces.
  const ahead = new Map<number, ModelView>();
  for (const m of v.models) {
    if (!onBoard(m) || !m.facing || m.ko) continue;
    const [dx, dy] = STEP[m.facing];
    const x = m.x + dx;
    const y = m.y + dy;
    if (x >= 0 && y >= 0 && x < width && y < height && !ahead.has(y * width + x)) ahead.set(y * width + x, m);
  }
  const lines: string[] = [];
  const ruler = (f: (x: number) => string) => `    ${Array.from({ length: width }, (_, x) => f(x)).join('')}`;
  if (width > 10) lines.push(paint(C.grey, ruler((x) => (x % 10 === 0 ? String(Math.floor(x / 10) % 10) : ' '))));
  lines.push(paint(C.grey, ruler((x) => String(x % 10))));
  for (let y = 0; y < height; y++) {
    let row = paint(C.grey, `${String(y).padStart(3)} `);
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      const m = at.get(c);
      if (m) {
        const s = mk.get(m.id)!;
        row += m.side === 'heroes' ? paint(m.ko ? C.dim + C.cyan : C.bold + C.cyan, s) : paint(m.hidden ? C.magenta : C.bold + C.red, s);
        continue;
      }
      const t = tiles[c]!;
      if (chests.has(c)) row += paint(C.yellow, chests.get(c) ? 'c' : 'C');
      else if (furniture.has(c)) row += paint(C.blue, 'F');
      else if (lying.has(c)) row += paint(C.red, '%');
      else if (traps.has(c)) row += paint(C.magenta, '^');
      else if (t === 'D') row += doors.get(c) ? paint(C.green, '/') : paint(C.yellow, '+');
      else if (t === '#') row += paint(C.grey, '#');
      else if (t === '.' && ahead.has(c)) row += paint(ahead.get(c)!.side === 'heroes' ? C.cyan : C.red, ARROW[ahead.get(c)!.facing!]);
      else if (t === '.') row += paint(C.dim, '.');
      else if (t === '<') row += paint(C.green, '<');
      else if (t === '?') row += paint(C.dim, '?');
      else row += ' ';
    }
    lines.push(row);
  }
  return lines.join('\n');
}

/** The corpses lying on the board (`guilds`, GLD-A08): those the view carries, or the dead among
 * its models for a view that carries none. */
function lyingDead(v: View): { id: string; x: number; y: number; name: string }[] {
  const { corpses } = viewFeatures(v);
  if (corpses) return corpses;
  return v.ruleset === 'guilds' ? v.models.filter((m) => m.dead && !m.left && !m.away && m.x >= 0) : [];
}

/** The legend's words, in English and Italian. */
const LEGEND = {
  en: { faces: 'faces', fate: 'fate', seat: 'seat', at: 'at', corpse: (n: string) => `the corpse of ${n}`, way: WAY },
  it: { faces: 'rivolto a', fate: 'fato', seat: 'posto', at: 'in', corpse: (n: string) => `il cadavere di ${n}`, way: { N: 'nord', E: 'est', S: 'sud', W: 'ovest' } },
} as const;

/** Who is who: mark, name, wounds, square, state; then the furniture (F) and corpses (%). */
/** `name`: how the table names a model (the engine's naming layer); its own name without it. */
export function legend(
  v: View, colour = true, mk: Map<string, string> = marks(v), name: (id: string) => string = (id) => v.models.find((m) => m.id === id)?.name ?? id,
  locale: 'en' | 'it' = 'en', item: (id: string) => string | undefined = () => undefined,
  /** Who plays a seat ("Anna", "Player 1"); the seat itself without it. */
  person: (seat: string) => string = (seat) => `${LEGEND[locale].seat} ${seat}`,
): string {
  const paint = (code: string, s: string) => (colour ? `${code}${s}${C.reset}` : s);
  const w = LEGEND[locale];
  const out: string[] = [];
  for (const m of v.models) {
    if (!onBoard(m)) continue;
    const wounds = m.wounds === null ? `?/${m.maxWounds}` : `${m.wounds}/${m.maxWounds}`;
    const extra = [m.facing ? `${w.faces} ${w.way[m.facing]} ${ARROW[m.facing]}` : '', m.ko ? 'KO' : '', m.fate !== null && m.side === 'heroes' ? `${w.fate} ${m.fate}` : '', m.side === 'heroes' && m.seat ? person(m.seat) : ''].filter(Boolean).join(', ');
    const line = `${mk.get(m.id)} ${name(m.id).padEnd(20)} ${wounds.padStart(5)} ${w.at} ${m.x},${m.y}${extra ? `  (${extra})` : ''}`;
    out.push(m.side === 'heroes' ? paint(C.cyan, line) : paint(C.red, line));
  }
  const { width } = v.map;
  const sq = (c: number) => `${c % width},${Math.floor(c / width)}`;
  for (const f of viewFeatures(v).furnishings) {
    const where = f.cells.length > 1 ? `${sq(f.cells[0]!)}–${sq(f.cells[f.cells.length - 1]!)}` : sq(f.cells[0]!);
    out.push(paint(C.blue, `F ${item(f.type) ?? f.name} ${w.at} ${where}`));
  }
  for (const c of lyingDead(v)) {
    const said = name(c.id);
    out.push(paint(C.red, `% ${w.corpse(said === c.id ? c.name : said)} ${w.at} ${c.x},${c.y}`));
  }
  return out.join('\n');
}
