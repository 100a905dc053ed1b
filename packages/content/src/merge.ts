// Merges packs in load order: a later pack's entry replaces an earlier one with the same id
// whole; hitTable is replaced whole; rangedTableByBs is merged Bow Skill by Bow Skill.
// aof-quest packs' entries merge the same way, into `content.aof`.
import { AOF_KINDS, KINDS, aofKey, emptyAof } from './kinds.ts';
import type { AofCollection, LoadedContent } from './kinds.ts';
import { packSources } from './read-pack.ts';
import type { Pack } from './read-pack.ts';
import type { SourceFile } from './source.ts';

export interface Origins {
  /** Source of the winning entry, by `collection.id`. */
  entries: Map<string, SourceFile>;
  /** `collection.id` whose last definition failed its schema: references to them are not reported again. */
  broken: Set<string>;
  hitTable: SourceFile | null;
  rangedTableByBs: Map<string, SourceFile>;
  /** Manifest of the last pack, where errors about the whole content are reported. */
  lastManifest: string;
}

export interface Merged {
  content: LoadedContent;
  /** False when no pack gave a hitTable (content.hitTable is then a placeholder). */
  hasHitTable: boolean;
  /** True when some pack holds the grid rulesets' kinds (and so needs a hitTable). */
  hasGridPack: boolean;
  origins: Origins;
}

/** Content with nothing in it, for a game whose ruleset reads none (a ruleset module's). */
export function noContent(): LoadedContent {
  return mergePacks([]).content;
}

export function mergePacks(packs: readonly Pack[]): Merged {
  const content: LoadedContent = {
    packs: packs.map((p) => p.id),
    heroes: {}, monsters: {}, weapons: {}, armour: {}, spells: {}, components: {}, items: {}, traps: {}, furnishings: {},
    hitTable: { base: 7, min: 2, max: 10, alwaysHit: 10, fumble: 1 },
    rangedTables: {},
    rangedTableByBs: {},
    tables: {},
    quests: {},
    decks: {},
    heroicCards: {},
    counterTables: {},
    campaigns: {},
  };
  const origins: Origins = { entries: new Map(), broken: new Set(), hitTable: null, rangedTableByBs: new Map(), lastManifest: packs.at(-1)?.manifest ?? '' };
  let hasHitTable = false;
  if (packs.some((p) => p.family === 'aof')) content.aof = emptyAof();
  for (const pack of packs) {
    const src = packSources(pack);
    for (const key of src?.broken ?? []) {
      if (key.startsWith('aof.')) {
        const [collection, id] = splitKey(key.slice(4));
        delete (content.aof![collection as AofCollection] as Record<string, unknown>)[id];
      } else {
        const [collection, id] = splitKey(key);
        delete (content[collection as (typeof KINDS)[number]['collection']] as Record<string, unknown>)[id];
      }
      origins.entries.delete(key);
      origins.broken.add(key);
    }
    for (const { collection } of content.aof ? AOF_KINDS : []) {
      const into = content.aof![collection] as Record<string, unknown>;
      for (const [id, entry] of Object.entries(pack.aof[collection])) {
        const key = aofKey(collection, id);
        into[id] = entry;
        origins.broken.delete(key);
        const s = src?.entries.get(key);
        if (s) origins.entries.set(key, s);
      }
    }
    for (const { collection } of KINDS) {
      const into = content[collection] as Record<string, unknown>;
      for (const [id, entry] of Object.entries(pack.entries[collection])) {
        const key = `${collection}.${id}`;
        into[id] = entry;
        origins.broken.delete(key);
        const s = src?.entries.get(key);
        if (s) origins.entries.set(key, s);
      }
    }
    if (pack.hitTable) {
      content.hitTable = pack.hitTable;
      hasHitTable = true;
      origins.hitTable = src?.manifest ?? null;
    }
    // guilds tables (GLD-A03, S04) and damage die (DEC-07): the WS table and the die whole, the
    // RS table skill by skill.
    if (pack.wsTable) content.wsTable = pack.wsTable;
    if (pack.damageDie) content.damageDie = pack.damageDie;
    if (pack.rsTable) content.rsTable = { ...(content.rsTable ?? {}), ...pack.rsTable };
    for (const [bs, table] of Object.entries(pack.rangedTableByBs ?? {})) {
      content.rangedTableByBs[bs] = table;
      if (src?.manifest) origins.rangedTableByBs.set(bs, src.manifest);
    }
  }
  return { content, hasHitTable, hasGridPack: packs.some((p) => p.family === 'grid'), origins };
}

function splitKey(key: string): [string, string] {
  const i = key.indexOf('.');
  return [key.slice(0, i), key.slice(i + 1)];
}
