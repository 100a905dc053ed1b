// A quest's tables, resolved through the quests it extends, and rolling on them. Every die comes
// from the game's generator through `roll` (logged as 'dungeon' dice, GM-only: DEC-17).
import type { Content, PassageEnd, QuestDef, QuestTables, RoomKind, TableRef, TableRow } from '../../content-types.ts';
import type { GameState } from '../../types.ts';
import { roll } from '../../runtime.ts';
import { parseAmount, parseDice, rollRange } from './dice.ts';

export interface Table {
  label: string;
  dice: string;
  rows: TableRow[];
}

export type Role = Exclude<keyof QuestTables, 'roomSize' | 'roomContents'>;

export interface Quest {
  id: string;
  width: number;
  height: number;
  passageWidth: number;
  sectionLength: number;
  /** The Dungeon Counter table the GM spends counters on (DEC-30), or null. */
  counters: string | null;
  table(role: Role): Table;
  /** The table of a role the quest may leave out, or null. */
  optional(role: Role): Table | null;
  roomSize(kind: RoomKind): Table;
  roomContents(kind: RoomKind): Table;
}

/** A chest with its contents decided. */
export interface ChestSpec {
  gold: number;
  items: string[];
  trap: string | null;
}

/** What one or more rows give, added up. */
export interface Result {
  sections?: number;
  end?: PassageEnd;
  leadsTo?: 'room' | 'passage';
  room?: RoomKind;
  size?: [number, number];
  doors: number;
  monsters: string[];
  chests: ChestSpec[];
  traps: string[];
  furnishings: string[];
  gold: number;
  items: string[];
  secretDoor: boolean;
}

const cache = new WeakMap<Content, Map<string, Quest>>();

const roleRef = (q: QuestDef, role: Role): TableRef | undefined => q.tables?.[role];
const sizeRef = (q: QuestDef, kind: RoomKind): TableRef | undefined => q.tables?.roomSize?.[kind];
const contentsRef = (q: QuestDef, kind: RoomKind): TableRef | undefined => q.tables?.roomContents?.[kind];

/** The quest `id` of the content, with its roles resolved through `extends`. Throws an Error that
 * names what is missing (the content checker reports the same problems at load time). */
export function questOf(content: Content, id: string): Quest {
  let byId = cache.get(content);
  if (!byId) cache.set(content, (byId = new Map()));
  const known = byId.get(id);
  if (known) return known;
  const chain: QuestDef[] = [];
  for (let q: QuestDef | undefined = content.quests?.[id]; q; q = q.extends !== undefined ? content.quests[q.extends] : undefined) {
    if (chain.includes(q)) throw new Error(`quest '${id}': extends loops back to '${q.id}'`);
    chain.push(q);
  }
  if (chain.length === 0) throw new Error(`no quest '${id}' in the content (${Object.keys(content.quests ?? {}).join(', ') || 'none'})`);
  const pick = <T>(f: (q: QuestDef) => T | undefined, fallback: T): T => {
    for (const q of chain) {
      const v = f(q);
      if (v !== undefined) return v;
    }
    return fallback;
  };
  const resolve = (ref: TableRef | undefined, label: string): Table => {
    if (ref === undefined) throw new Error(`quest '${id}' has no ${label} table`);
    if (typeof ref !== 'string') return { label: `${id}.${label}`, dice: ref.dice, rows: ref.rows };
    const t = content.tables?.[ref];
    if (!t) throw new Error(`quest '${id}': no table '${ref}' for ${label}`);
    return { label: ref, dice: t.dice, rows: t.rows };
  };
  // Each table is resolved the first time it is asked for and kept by its role (or room kind): a
  // later ask is one lookup, with no label or key made for it.
  const kept = <K extends string>(byKey: Map<K, Table>, key: K, prefix: string, ref: (q: QuestDef, key: K) => TableRef | undefined): Table => {
    let t = byKey.get(key);
    if (!t) byKey.set(key, (t = resolve(pick((q) => ref(q, key), undefined), prefix + key)));
    return t;
  };
  const byRole = new Map<Role, Table>();
  const sizes = new Map<RoomKind, Table>();
  const contents = new Map<RoomKind, Table>();
  const present = new Map<Role, boolean>();
  const quest: Quest = {
    id,
    width: pick((q) => q.area?.width, 48),
    height: pick((q) => q.area?.height, 48),
    passageWidth: pick((q) => q.passageWidth, 2),
    sectionLength: pick((q) => q.sectionLength, 5),
    counters: pick<string | null>((q) => q.counters, null),
    table: (role) => kept(byRole, role, '', roleRef),
    optional: (role) => {
      let has = present.get(role);
      if (has === undefined) present.set(role, (has = pick((q) => roleRef(q, role), undefined) !== undefined));
      return has ? kept(byRole, role, '', roleRef) : null;
    },
    roomSize: (kind) => kept(sizes, kind, 'roomSize.', sizeRef),
    roomContents: (kind) => kept(contents, kind, 'roomContents.', contentsRef),
  };
  byId.set(id, quest);
  return quest;
}

export function emptyResult(): Result {
  return { doors: 0, monsters: [], chests: [], traps: [], furnishings: [], gold: 0, items: [], secretDoor: false };
}

/** Rolls the dice of `text` ('2d12', 'd6+2', '2d12x10') or takes the number as it is. */
export function amount(s: GameState, v: number | string | undefined, by: string | null = null): number {
  if (v === undefined) return 0;
  if (typeof v === 'number') return v;
  const a = parseAmount(v);
  if (!a) throw new Error(`'${v}' is neither a number nor dice`);
  const faces = roll(s, 'dungeon', by, a.count, a.sides);
  let total = 0;
  for (let i = 0; i < faces.length; i++) total += faces[i]!;
  return Math.max(0, (total + a.plus) * a.times);
}

/** Rolls on `table` and every table its row rolls on; `by` names a hero who rolls (a search). */
export function rollOn(s: GameState, content: Content, table: Table, by: string | null = null, depth = 0): Result {
  const out = emptyResult();
  rollInto(s, content, table.label, table.dice, table.rows, by, depth, out);
  return out;
}

/** Rolls on the table `label` and adds what its row gives to `out`: the tables a row rolls on add
 * theirs to the same result, after the row's own. */
function rollInto(s: GameState, content: Content, label: string, dice: string, rows: readonly TableRow[], by: string | null, depth: number, out: Result): void {
  if (depth > 16) throw new Error(`table '${label}' recurses`);
  const d = parseDice(dice);
  if (!d) throw new Error(`table '${label}': '${dice}' is not dice`);
  const faces = roll(s, by === null ? 'dungeon' : 'search', by, d.count, d.sides);
  let total = 0;
  for (let i = 0; i < faces.length; i++) total += faces[i]!;
  const row = rowsByTotal(rows)[total];
  if (!row) throw new Error(`table '${label}' has no row for a roll of ${total}`);
  addRow(s, content, row, out, depth, label);
}

/** A table's rows by the totals they cover (the first row that covers a total, as the rows are
 * read in order), worked out once for each table: the content's rows never change. */
function rowsByTotal(rows: readonly TableRow[]): readonly (TableRow | undefined)[] {
  let byTotal = rowIndexes.get(rows);
  if (!byTotal) {
    const out: (TableRow | undefined)[] = [];
    for (const r of rows) {
      const range = rollRange(r.roll);
      if (range) for (let t = range[0]; t <= range[1]; t++) out[t] ??= r;
    }
    rowIndexes.set(rows, (byTotal = out));
  }
  return byTotal;
}

const rowIndexes = new WeakMap<readonly TableRow[], readonly (TableRow | undefined)[]>();

function addRow(s: GameState, content: Content, row: TableRow, out: Result, depth: number, label: string): void {
  // The row's own values first: those of the tables it rolls on fill in only what it leaves open.
  if (row.sections !== undefined) out.sections ??= row.sections;
  if (row.end !== undefined) out.end ??= row.end;
  if (row.leadsTo !== undefined) out.leadsTo ??= row.leadsTo;
  if (row.room !== undefined) out.room ??= row.room;
  if (row.size !== undefined) out.size ??= [row.size[0], row.size[1]];
  out.doors += row.doors ?? 0;
  if (row.secretDoor) out.secretDoor = true;
  for (const m of row.monsters ?? []) {
    const n = m.count === undefined ? 1 : amount(s, m.count);
    for (let i = 0; i < n; i++) out.monsters.push(m.type);
  }
  if (row.traps) out.traps.push(...row.traps);
  if (row.furnishings) out.furnishings.push(...row.furnishings);
  out.gold += amount(s, row.gold);
  if (row.items) out.items.push(...row.items);
  if (row.table) rollOnNamed(s, content, row.table, out, depth, label);
  if (row.tables) for (const id of row.tables) rollOnNamed(s, content, id, out, depth, label);
  for (const c of row.chests ?? []) {
    const chest: ChestSpec = { gold: amount(s, c.gold), items: [...(c.items ?? [])], trap: c.trap ?? null };
    if (c.table) {
      const t = content.tables?.[c.table];
      if (!t) throw new Error(`table '${label}': no chest table '${c.table}'`);
      const got = rollOn(s, content, { label: c.table, dice: t.dice, rows: t.rows }, null, depth + 1);
      chest.gold += got.gold;
      chest.items.push(...got.items);
      chest.trap ??= got.traps[0] ?? null;
    }
    out.chests.push(chest);
  }
}

/** Rolls on the content's table `id`, which a row of table `label` names, and adds what it gives. */
function rollOnNamed(s: GameState, content: Content, id: string, out: Result, depth: number, label: string): void {
  const t = content.tables?.[id];
  if (!t) throw new Error(`table '${label}' rolls on '${id}', which does not exist`);
  rollInto(s, content, id, t.dice, t.rows, null, depth + 1, out);
}

/** Whether any row of `table` (or of the tables it rolls on) can find a secret door. */
export function canEverFind(content: Content, table: Table, seen = new Set<string>()): boolean {
  return table.rows.some((r) => r.secretDoor === true || [...(r.table ? [r.table] : []), ...(r.tables ?? [])].some((id) => {
    const t = content.tables?.[id];
    if (!t || seen.has(id)) return false;
    seen.add(id);
    return canEverFind(content, { label: id, dice: t.dice, rows: t.rows }, seen);
  }));
}
