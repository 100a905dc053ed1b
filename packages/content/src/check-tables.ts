// Checks dice tables and quests (dungeon generation, AHQ-E19..E27) after merging: every table's
// rows cover each total of its dice once, every reference exists, no table refers back to
// itself, and each table gives what its role in a quest needs. Errors name file, line and table.
import type { Content, QuestDef, QuestTables, TableDef, TableRef, TableRow } from '../../engine/src/content-types.ts';
import { coverageProblems } from '../../engine/src/generators/tables/dice.ts';
import type { ContentError } from './errors.ts';
import { didYouMean, placeless } from './errors.ts';
import type { Merged } from './merge.ts';
import { errorAt, fieldPath } from './source.ts';
import type { PathSegment, SourceFile } from './source.ts';

/** The field every row of a role's table must give (itself or through the tables it rolls on). */
export const ROLE_NEEDS: Readonly<Record<keyof QuestTables, keyof TableRow | null>> = {
  passageLength: 'sections', passageFeatures: null, passageEnd: 'end', firstPassageEnd: 'end', behindRoomDoor: 'leadsTo', roomType: 'room',
  roomSize: 'size', roomDoors: 'doors', roomContents: null, hiddenTreasure: null, secretDoor: null,
};
export const ROOM_KINDS = ['normal', 'hazard', 'lair', 'quest'] as const;
const BY_ROOM = new Set<keyof QuestTables>(['roomSize', 'roomContents']);
/** Roles a quest may leave out: another role's table serves instead. */
const OPTIONAL = new Set<keyof QuestTables>(['firstPassageEnd']);

interface Place {
  src: SourceFile | undefined;
  prefix: string;
  path: PathSegment[];
}

/** Tables a row rolls on too. */
export function rowRefs(row: TableRow): string[] {
  return [...(row.table ? [row.table] : []), ...(row.tables ?? []), ...(row.chests ?? []).flatMap((c) => (c.table ? [c.table] : []))];
}

export function checkTables({ content, origins }: Merged): ContentError[] {
  const errors: ContentError[] = [];
  const report = (p: Place, path: PathSegment[], message: string, key = false): void => {
    errors.push(p.src ? errorAt(p.src, p.prefix, [...p.path, ...path], message, key) : placeless(origins.lastManifest, fieldPath(p.prefix, [...p.path, ...path]), message));
  };
  const shared = (id: string): Place => ({ src: origins.entries.get(`tables.${id}`), prefix: `tables.${id}`, path: [] });
  const exists = (collection: keyof Content, id: string): boolean => Boolean((content[collection] as Record<string, unknown> | undefined)?.[id]) || origins.broken.has(`${collection}.${id}`);
  const missing = (noun: string, collection: keyof Content, id: string) =>
    `no ${noun} '${id}' in the loaded packs${didYouMean(id, Object.keys((content[collection] ?? {}) as Record<string, unknown>))}`;

  /** Rows cover the dice; references exist. */
  const checkTable = (p: Place, label: string, t: { dice: string; rows: TableRow[] }): void => {
    for (const problem of coverageProblems(t.dice, t.rows.map((r) => r.roll))) report(p, ['rows'], `table '${label}': ${problem}`);
    t.rows.forEach((row, i) => {
      const at = (path: PathSegment[], message: string) => report(p, ['rows', i, ...path], message);
      if (row.table && !exists('tables', row.table)) at(['table'], missing('table', 'tables', row.table));
      (row.tables ?? []).forEach((id, k) => { if (!exists('tables', id)) at(['tables', k], missing('table', 'tables', id)); });
      (row.monsters ?? []).forEach((m, k) => { if (!exists('monsters', m.type)) at(['monsters', k, 'type'], missing('monster', 'monsters', m.type)); });
      (row.traps ?? []).forEach((id, k) => { if (!exists('traps', id)) at(['traps', k], missing('trap', 'traps', id)); });
      (row.furnishings ?? []).forEach((id, k) => { if (!exists('furnishings', id)) at(['furnishings', k], missing('furnishing', 'furnishings', id)); });
      const item = (id: string, path: PathSegment[]) => {
        if (!exists('items', id) && !exists('weapons', id) && !exists('armour', id)) at(path, missing('item, weapon or armour', 'items', id));
      };
      (row.items ?? []).forEach((id, k) => item(id, ['items', k]));
      (row.chests ?? []).forEach((c, k) => {
        if (c.table && !exists('tables', c.table)) at(['chests', k, 'table'], missing('table', 'tables', c.table));
        if (c.trap && !exists('traps', c.trap)) at(['chests', k, 'trap'], missing('trap', 'traps', c.trap));
        (c.items ?? []).forEach((id, j) => item(id, ['chests', k, 'items', j]));
      });
    });
  };

  for (const [id, t] of Object.entries(content.tables)) checkTable(shared(id), id, t);

  // A table that rolls on itself, directly or through others, would never finish.
  const state = new Map<string, 'open' | 'done'>();
  const walk = (id: string, trail: string[]): void => {
    const t = content.tables[id];
    if (!t || state.get(id) === 'done') return;
    state.set(id, 'open');
    t.rows.forEach((row, i) => {
      for (const next of rowRefs(row)) {
        if (state.get(next) === 'open') {
          const cycle = [...trail.slice(trail.indexOf(next)), id, next];
          report(shared(id), ['rows', i], `table '${id}' recurses: ${cycle.join(' → ')}`);
        } else walk(next, [...trail, id]);
      }
    });
    state.set(id, 'done');
  };
  for (const id of Object.keys(content.tables)) walk(id, []);

  // Quests.
  for (const [qid, q] of Object.entries(content.quests)) {
    const p: Place = { src: origins.entries.get(`quests.${qid}`), prefix: `quests.${qid}`, path: [] };
    if (q.extends !== undefined && !exists('quests', q.extends)) report(p, ['extends'], missing('quest', 'quests', q.extends));
    const chain = questChain(content, qid);
    if (chain.cycle) report(p, ['extends'], `extends cycle: ${chain.ids.join(' → ')}`);
    for (const [role, need] of Object.entries(ROLE_NEEDS) as [keyof QuestTables, keyof TableRow | null][]) {
      const own = q.tables?.[role];
      const refs: [TableRef, PathSegment[]][] = BY_ROOM.has(role)
        ? ROOM_KINDS.flatMap((k) => {
          const r = (own as Partial<Record<string, TableRef>> | undefined)?.[k];
          return r === undefined ? [] : [[r, ['tables', role, k]] as [TableRef, PathSegment[]]];
        })
        : own === undefined ? [] : [[own as TableRef, ['tables', role]]];
      for (const [ref, path] of refs) {
        if (typeof ref === 'string') {
          if (!exists('tables', ref)) report(p, path, missing('table', 'tables', ref));
          else if (need && content.tables[ref]) checkNeed(content, shared(ref), ref, content.tables[ref]!.rows, role, need, report);
        } else {
          const inline: Place = { ...p, path };
          checkTable(inline, `${qid}.${String(path.slice(1).join('.'))}`, ref);
          if (need) checkNeed(content, inline, `${qid} ${role}`, ref.rows, role, need, report);
        }
      }
      if (chain.cycle || (q.extends !== undefined && !content.quests[q.extends])) continue;
      // The whole chain must give every role (and every room type of the roles by room type).
      const resolved = chain.ids.map((id) => content.quests[id]!.tables?.[role]);
      if (BY_ROOM.has(role)) {
        const lacking = ROOM_KINDS.filter((k) => !resolved.some((r) => (r as Partial<Record<string, TableRef>> | undefined)?.[k] !== undefined));
        if (lacking.length > 0) report(p, ['tables'], `no ${role} table for ${lacking.join(', ')} rooms, here or in the quests it extends`);
      } else if (!OPTIONAL.has(role) && !resolved.some((r) => r !== undefined)) {
        report(p, ['tables'], `no ${role} table, here or in the quests it extends`);
      }
    }
  }
  return errors;
}

/** Every row of a table in role `role` gives `need`, itself or through every table it rolls on. */
function checkNeed(content: Content, p: Place, label: string, rows: TableRow[], role: string, need: keyof TableRow,
  report: (p: Place, path: PathSegment[], message: string) => void): void {
  rows.forEach((row, i) => {
    if (!gives(content, row, need, new Set())) report(p, ['rows', i], `table '${label}' is used for ${role}, but this row gives no '${need}'`);
  });
}

/** Whether `row` gives `need`, itself or through every table it rolls on. */
export function gives(content: Content, row: TableRow, need: keyof TableRow, seen: Set<string>): boolean {
  if (row[need] !== undefined) return true;
  return [...(row.table ? [row.table] : []), ...(row.tables ?? [])].some((id) => {
    const t: TableDef | undefined = content.tables[id];
    if (!t || seen.has(id)) return false;
    seen.add(id);
    return t.rows.every((r) => gives(content, r, need, seen));
  });
}

/** The quest and the quests it extends, nearest first; `cycle` when the chain loops. */
export function questChain(content: Content, id: string): { ids: string[]; cycle: boolean } {
  const ids: string[] = [];
  let cur: QuestDef | undefined = content.quests[id];
  while (cur) {
    if (ids.includes(cur.id)) return { ids: [...ids, cur.id], cycle: true };
    ids.push(cur.id);
    cur = cur.extends !== undefined ? content.quests[cur.extends] : undefined;
  }
  return { ids, cycle: false };
}
