// Checks Dungeon Counter tables (`ahq`, AHQ-E28, DEC-30) after merging, for what the schema cannot
// say: entry ids unique in a table, each effect given one way (a trap or a table for a trap; a band
// or a table for monsters), every trap, table and monster named exists, a table rolled for an
// effect gives what it needs in every row, and a quest's `counters` names a table that exists.
// Errors name file, line and field.
import type { CounterEffect, TableRow } from '../../engine/src/content-types.ts';
import type { ContentError } from './errors.ts';
import { didYouMean, placeless } from './errors.ts';
import type { Merged } from './merge.ts';
import { errorAt, fieldPath } from './source.ts';
import type { PathSegment } from './source.ts';
import { gives } from './check-tables.ts';

/** What a table rolled for each kind of effect must give in every row. */
const NEEDS: Readonly<Record<CounterEffect['kind'], { field: keyof TableRow; noun: string }>> = {
  trap: { field: 'traps', noun: 'trap' },
  wandering: { field: 'monsters', noun: 'monsters' },
  reinforcements: { field: 'monsters', noun: 'monsters' },
};

export function checkCounters({ content, origins }: Merged): ContentError[] {
  const errors: ContentError[] = [];
  const known = (collection: 'monsters' | 'traps' | 'tables' | 'counterTables', id: string): boolean =>
    Boolean((content[collection] as Record<string, unknown> | undefined)?.[id]) || origins.broken.has(`${collection}.${id}`);
  const missing = (noun: string, collection: 'monsters' | 'traps' | 'tables' | 'counterTables', id: string): string =>
    `no ${noun} '${id}' in the loaded packs${didYouMean(id, Object.keys((content[collection] ?? {}) as Record<string, unknown>))}`;

  for (const [id, table] of Object.entries(content.counterTables ?? {})) {
    const prefix = `counterTables.${id}`;
    const src = origins.entries.get(prefix);
    const at = (path: PathSegment[], message: string): void => {
      errors.push(src ? errorAt(src, prefix, path, message) : placeless(origins.lastManifest, fieldPath(prefix, path), message));
    };
    const seen = new Set<string>();
    table.entries.forEach((entry, i) => {
      const e = (path: PathSegment[], message: string) => at(['entries', i, ...path], message);
      if (seen.has(entry.id)) e(['id'], `two entries of the table have the id '${entry.id}'`);
      seen.add(entry.id);
      const fx = entry.effect;
      const has = fx as { trap?: string; table?: string; monsters?: { type: string }[] };
      if (fx.kind === 'trap') {
        if (has.monsters) e(['effect', 'monsters'], 'a trap effect lays a trap: give trap or table, not monsters');
        if (has.trap !== undefined && has.table !== undefined) e(['effect', 'trap'], 'give trap or table, not both');
        else if (has.trap === undefined && has.table === undefined) e(['effect'], "a trap effect needs trap (a trap id) or table (a table whose rows give traps)");
        if (has.trap !== undefined && !known('traps', has.trap)) e(['effect', 'trap'], missing('trap', 'traps', has.trap));
      } else {
        if (has.trap !== undefined) e(['effect', 'trap'], `a ${fx.kind} effect brings monsters: give monsters or table, not trap`);
        if (has.monsters && has.table !== undefined) e(['effect', 'monsters'], 'give monsters or table, not both');
        else if (!has.monsters && has.table === undefined) e(['effect'], `a ${fx.kind} effect needs monsters (a band) or table (a table whose rows give monsters)`);
        (has.monsters ?? []).forEach((m, k) => {
          if (!known('monsters', m.type)) e(['effect', 'monsters', k, 'type'], missing('monster', 'monsters', m.type));
        });
      }
      if (has.table !== undefined) {
        if (!known('tables', has.table)) e(['effect', 'table'], missing('table', 'tables', has.table));
        const t = content.tables[has.table];
        const need = NEEDS[fx.kind];
        if (t && need) {
          t.rows.forEach((row, r) => {
            if (!gives(content, row, need.field, new Set())) {
              e(['effect', 'table'], `table '${has.table}' has a row (the ${ordinal(r + 1)}, roll ${row.roll}) that gives no ${need.noun}: the counters would be spent for nothing`);
            }
          });
        }
      }
    });
  }

  for (const [qid, q] of Object.entries(content.quests)) {
    if (q.counters === undefined || known('counterTables', q.counters)) continue;
    const prefix = `quests.${qid}`;
    const src = origins.entries.get(prefix);
    const message = missing('Dungeon Counter table', 'counterTables', q.counters);
    errors.push(src ? errorAt(src, prefix, ['counters'], message) : placeless(origins.lastManifest, fieldPath(prefix, ['counters']), message));
  }
  return errors;
}

function ordinal(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${tail}`;
}
