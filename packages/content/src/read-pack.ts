// Reads one pack directory: the manifest and one entry per file, each checked against its
// schema. Never throws: problems come back as ContentErrors.
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DamageDie, HitTable } from '../../engine/src/content-types.ts';
import type { AofContent } from '../../engine/src/aof-quest/content-types.ts';
import type { ContentError } from './errors.ts';
import { placeless } from './errors.ts';
import { AOF_KINDS, DATA_EXTENSIONS, FAMILY_NAMES, KINDS, MANIFEST_NAMES, MANIFEST_SCHEMA, PACK_RULESETS, aofKey, emptyAof, emptyEntries, familyOf } from './kinds.ts';
import type { AofKind, Family, Kind, PackEntries } from './kinds.ts';
import { validateAgainst } from './schemas.ts';
import { errorAt, parseSource } from './source.ts';
import type { SourceFile } from './source.ts';

/** One pack as read from its directory, before merging with others. */
export interface Pack {
  id: string;
  name: string;
  description?: string;
  /** The licence of the pack's content, as an SPDX identifier (the default packs: CC-BY-4.0). */
  license?: string;
  /** The languages every name of the pack is given in (`languages` in the manifest), if it says. */
  languages?: string[];
  /** Ids of the packs loaded before this one. */
  extends: string[];
  /** The ruleset the manifest names, if any. */
  ruleset?: string;
  /** Which kinds its folders hold: aof-quest's when `ruleset: aof-quest`, else the grid rulesets'. */
  family: Family;
  /** Absolute path of the pack directory. */
  dir: string;
  /** Absolute path of pack.yaml (or pack.yml, pack.json). */
  manifest: string;
  hitTable?: HitTable;
  rangedTableByBs?: Record<string, string>;
  wsTable?: number[][];
  rsTable?: Record<string, number[]>;
  damageDie?: DamageDie;
  /** Entries of the grid rulesets' kinds (empty in an aof-quest pack). */
  entries: PackEntries;
  /** Entries of aof-quest's kinds (empty in a grid pack). */
  aof: AofContent;
}

/** Where a pack's values came from, for errors found after merging. */
export interface PackSources {
  manifest: SourceFile | null;
  /** By `collection.id` (`aof.collection.id` for aof-quest's kinds). */
  entries: Map<string, SourceFile>;
  /** Keys of files that failed their schema (left out of the pack). */
  broken: Set<string>;
}

export interface PackRead {
  pack: Pack;
  sources: PackSources;
  errors: ContentError[];
  /** False when the manifest itself is missing or unreadable (the pack id is then a guess). */
  manifestOk: boolean;
}

const sourcesOf = new WeakMap<Pack, PackSources>();

export function packSources(pack: Pack): PackSources | undefined {
  return sourcesOf.get(pack);
}

export async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

/** The manifest files present in `dir`. */
export async function manifestsIn(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  return MANIFEST_NAMES.filter((n) => names.includes(n)).map((n) => path.join(dir, n));
}

async function readText(file: string, field: string, errors: ContentError[]): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    errors.push(placeless(file, field, `cannot read the file: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`));
    return null;
  }
}

export async function readPack(dirIn: string): Promise<PackRead> {
  const dir = path.resolve(dirIn);
  const errors: ContentError[] = [];
  const sources: PackSources = { manifest: null, entries: new Map(), broken: new Set() };
  const pack: Pack = { id: path.basename(dir), name: path.basename(dir), extends: [], family: 'grid', dir, manifest: path.join(dir, 'pack.yaml'), entries: emptyEntries(), aof: emptyAof() };
  const done = (manifestOk: boolean): PackRead => {
    sourcesOf.set(pack, sources);
    return { pack, sources, errors, manifestOk };
  };

  if (!(await isDirectory(dir))) {
    errors.push(placeless(dir, '', 'no such pack directory'));
    return done(false);
  }

  // The manifest.
  let manifestOk = false;
  const manifests = await manifestsIn(dir);
  if (manifests.length === 0) {
    errors.push(placeless(dir, 'pack', `not a content pack: no ${MANIFEST_NAMES.join(' or ')} in this directory`));
  } else {
    if (manifests.length > 1) errors.push(placeless(dir, 'pack', `more than one manifest: ${manifests.map((m) => path.basename(m)).join(', ')}`));
    const file = manifests[0]!;
    pack.manifest = file;
    const text = await readText(file, 'pack', errors);
    if (text !== null) {
      const parsed = parseSource(file, text, 'pack');
      sources.manifest = parsed.source;
      errors.push(...parsed.errors);
      if (parsed.value !== undefined) {
        const schemaErrors = validateAgainst(MANIFEST_SCHEMA, parsed.value, parsed.source, 'pack');
        errors.push(...schemaErrors);
        const m = parsed.value as Record<string, unknown> | null;
        // The folders are read as the ruleset's kinds even when another field is wrong.
        const ruleset = m && typeof m === 'object' ? m.ruleset : undefined;
        if (typeof ruleset === 'string' && Object.hasOwn(PACK_RULESETS, ruleset)) {
          pack.ruleset = ruleset;
          pack.family = familyOf(ruleset);
        }
        if (pack.family === 'aof' && m && typeof m === 'object') {
          for (const field of GRID_MANIFEST_FIELDS) {
            if (field in m) errors.push(errorAt(parsed.source, 'pack', [field], `${field} is for ${FAMILY_NAMES.grid} packs; an aof-quest pack has none`, true));
          }
        }
        if (schemaErrors.length === 0 && m) {
          manifestOk = true;
          pack.id = m.id as string;
          pack.name = typeof m.name === 'string' ? m.name : (m.name as Record<string, string>).en!;
          if (Array.isArray(m.languages)) pack.languages = m.languages as string[];
          if (typeof m.description === 'string') pack.description = m.description;
          if (typeof m.license === 'string') pack.license = m.license;
          pack.extends = (m.extends as string[] | undefined) ?? [];
          if (m.hitTable) pack.hitTable = m.hitTable as HitTable;
          if (m.rangedTableByBs) pack.rangedTableByBs = m.rangedTableByBs as Record<string, string>;
          if (m.wsTable) pack.wsTable = m.wsTable as number[][];
          if (m.rsTable) pack.rsTable = m.rsTable as Record<string, number[]>;
          if (m.damageDie) pack.damageDie = m.damageDie as DamageDie;
        }
      }
    }
  }

  // The folders.
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch (e) {
    errors.push(placeless(dir, '', `cannot list the directory: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`));
    return done(manifestOk);
  }
  const kinds: readonly (Kind | AofKind)[] = pack.family === 'aof' ? AOF_KINDS : KINDS;
  const folders = kinds.map((k) => k.folder);
  for (const name of names) {
    if (name.startsWith('.') || (MANIFEST_NAMES as readonly string[]).includes(name)) continue;
    const full = path.join(dir, name);
    const kind = kinds.find((k) => k.folder === name);
    if (await isDirectory(full)) {
      if (kind) await readFolder(full, kind, pack, sources, errors);
      else errors.push(placeless(full, '', `unknown folder '${name}': ${FAMILY_NAMES[pack.family]} packs' folders are ${folders.join(', ')}${otherFamilyHint(pack.family, name)}`));
    } else if (isDataFile(name)) {
      errors.push(placeless(full, '', `entries go in a category folder (${folders.join(', ')}), not at the top of the pack`));
    }
  }
  return done(manifestOk);
}

/** Manifest fields only the grid rulesets read. */
const GRID_MANIFEST_FIELDS = ['hitTable', 'rangedTableByBs', 'wsTable', 'rsTable', 'damageDie'] as const;

/** `; units/ holds aof-quest's kinds: …` when the folder belongs to the other family. */
function otherFamilyHint(family: Family, folder: string): string {
  if (family === 'grid' && AOF_KINDS.some((k) => k.folder === folder)) return `; ${folder}/ is an aof-quest folder: name the ruleset in pack.yaml (ruleset: aof-quest)`;
  if (family === 'aof' && KINDS.some((k) => k.folder === folder)) return `; ${folder}/ is an ahq or guilds folder, and this pack says ruleset: aof-quest`;
  return '';
}

function isDataFile(name: string): boolean {
  return DATA_EXTENSIONS.some((ext) => name.endsWith(ext));
}

async function dataFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const d of await readdir(dir, { withFileTypes: true })) {
    if (d.name.startsWith('.')) continue;
    const full = path.join(dir, d.name);
    if (d.isDirectory()) out.push(...(await dataFiles(full)));
    else if (isDataFile(d.name)) out.push(full);
  }
  return out;
}

async function readFolder(folder: string, kind: Kind | AofKind, pack: Pack, sources: PackSources, errors: ContentError[]): Promise<void> {
  const aof = AOF_KINDS.includes(kind as AofKind);
  const keyOf = (base: string): string => (aof ? aofKey((kind as AofKind).collection, base) : `${kind.collection}.${base}`);
  const into = (aof ? pack.aof[(kind as AofKind).collection] : pack.entries[(kind as Kind).collection]) as Record<string, unknown>;
  let files: string[];
  try {
    files = (await dataFiles(folder)).sort();
  } catch (e) {
    errors.push(placeless(folder, '', `cannot list the folder: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`));
    return;
  }
  const seen = new Map<string, string>();
  const read = await Promise.all(files.map(async (file) => ({ file, text: await readText(file, '', errors) })));
  for (const { file, text } of read) {
    const base = path.basename(file).replace(/\.(ya?ml|json)$/, '');
    const prefix = keyOf(base);
    if (text === null) continue;
    const other = seen.get(base);
    if (other) {
      errors.push(placeless(file, prefix, `a second ${kind.noun} '${base}' in this pack (also in ${path.relative(pack.dir, other)})`));
      continue;
    }
    seen.set(base, file);
    const key = prefix;
    const parsed = parseSource(file, text, prefix);
    if (parsed.value === undefined) {
      errors.push(...parsed.errors);
      sources.broken.add(key);
      continue;
    }
    const entryErrors = validateAgainst(kind.schema, parsed.value, parsed.source, prefix);
    const value = parsed.value as Record<string, unknown>;
    if (entryErrors.length === 0 && value.id !== base) {
      entryErrors.push(errorAt(parsed.source, prefix, ['id'], `the id '${String(value.id)}' must equal the file name '${base}'`));
    }
    const named = !aof && NAMED_KINDS.has(kind.collection);
    if (entryErrors.length === 0 && named && pack.languages) entryErrors.push(...missingLanguages(value, pack.languages, parsed.source, prefix));
    if (entryErrors.length === 0 && named) entryErrors.push(...grammarProblems(value, parsed.source, prefix, kind.collection === 'counterTables'));
    errors.push(...entryErrors);
    if (entryErrors.length > 0) {
      sources.broken.add(key);
      continue;
    }
    if (named) localNames(value, kind.collection === 'counterTables');
    into[base] = value;
    sources.entries.set(key, parsed.source);
  }
}


/** The kinds whose names are the shared name of `common.schema.json` (a text, or words by
 * language): read into `name` and `names`. Another kind keeps its names as its schema has them. */
const NAMED_KINDS: ReadonlySet<string> = new Set([
  'heroes', 'monsters', 'weapons', 'armour', 'spells', 'components', 'items', 'traps', 'furnishings',
  'rangedTables', 'tables', 'quests', 'decks', 'heroicCards', 'counterTables',
]);

/** Every `name` of an entry (its own, its cards', its rows'), with where it is. A Dungeon Counter
 * entry's name is words of its own kind, always in both languages, and is left alone. */
function* namesIn(v: unknown, path: (string | number)[], counters: boolean): Generator<{ path: (string | number)[]; holder: Record<string, unknown> }> {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) yield* namesIn(v[i], [...path, i], counters);
    return;
  }
  if (!v || typeof v !== 'object') return;
  const o = v as Record<string, unknown>;
  if ('name' in o && (typeof o.name === 'string' || (o.name !== null && typeof o.name === 'object'))) yield { path: [...path, 'name'], holder: o };
  for (const [k, x] of Object.entries(o)) {
    if (k === 'name' || (counters && k === 'entries')) continue;
    if (x && typeof x === 'object') yield* namesIn(x, [...path, k], counters);
  }
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', it: 'Italian' };

/** A pack that lists its languages gives every name in each of them. */
function missingLanguages(value: unknown, languages: readonly string[], source: SourceFile, prefix: string): ContentError[] {
  const out: ContentError[] = [];
  for (const { path: at, holder } of namesIn(value, [], prefix.startsWith('counterTables.'))) {
    const name = holder.name;
    // A plain text is taken for the English name.
    const given = typeof name === 'string' ? ['en'] : Object.keys(name as object);
    const missing = languages.filter((l) => !given.includes(l));
    if (missing.length === 0) continue;
    const words = missing.map((l) => `the ${LANGUAGE_NAMES[l] ?? `'${l}'`} name`).join(' and ');
    const hint = typeof name === 'string' ? `write { en: ${name}, it: … }` : `add ${missing.map((l) => `'${l}'`).join(' and ')}`;
    out.push(errorAt(source, prefix, at, `${words} ${missing.length === 1 ? 'is' : 'are'} missing: ${hint} (this pack gives every name in ${languages.join(', ')})`));
  }
  return out;
}

/** Names given in several languages are read as the English name (what the rules and errors use)
 * and `names`, every language's. */
function localNames(value: unknown, counters: boolean): void {
  for (const { holder } of [...namesIn(value, [], counters)]) {
    const name = holder.name;
    if (typeof name === 'string') continue;
    const given = name as Record<string, string | ItalianName>;
    const words: Record<string, string> = {};
    const grammar: Record<string, Omit<ItalianName, 'name'>> = {};
    for (const [lang, w] of Object.entries(given)) {
      if (typeof w === 'string') words[lang] = w;
      else {
        words[lang] = w.name;
        grammar[lang] = { gender: w.gender, ...(w.plural ? { plural: true } : {}), ...(w.article ? { article: w.article } : {}) };
      }
    }
    holder.name = words.en;
    holder.names = words;
    if (Object.keys(grammar).length > 0) holder.grammar = grammar;
  }
}

/** An Italian name with its grammar (`common.schema.json`). */
interface ItalianName {
  name: string;
  gender: 'm' | 'f';
  plural?: boolean;
  article?: string;
}

/** The definite articles each gender and number may take (ARTICLES[gender][plural]). */
const ARTICLES: Readonly<Record<'m' | 'f', readonly [readonly string[], readonly string[]]>> = {
  m: [['il', 'lo', "l'"], ['i', 'gli']],
  f: [['la', "l'"], ['le']],
};

/** An Italian article that does not agree with the gender and number given beside it. */
function grammarProblems(value: unknown, source: SourceFile, prefix: string, counters: boolean): ContentError[] {
  const out: ContentError[] = [];
  for (const { path: at, holder } of namesIn(value, [], counters)) {
    const it = (holder.name as Record<string, unknown> | string)?.['it' as never] as ItalianName | string | undefined;
    if (!it || typeof it !== 'object' || it.article === undefined || it.article === 'none') continue;
    const allowed = ARTICLES[it.gender][it.plural ? 1 : 0];
    if (!allowed.includes(it.article)) {
      out.push(errorAt(source, prefix, [...at, 'it', 'article'], `the article '${it.article}' does not go with a ${it.gender === 'm' ? 'masculine' : 'feminine'} ${it.plural ? 'plural' : 'singular'} name: use ${allowed.map((a) => `'${a}'`).join(' or ')}`));
    }
  }
  return out;
}
