// The top-level load functions: packs in order with their `extends`, merged and checked. These
// are the only functions that throw, and only ContentLoadError.
import path from 'node:path';
import type { ContentError } from './errors.ts';
import { ContentLoadError, placeless, sortErrors } from './errors.ts';
import { checkContent } from './check.ts';
import { mergePacks } from './merge.ts';
import { readPack } from './read-pack.ts';
import type { Pack, PackRead } from './read-pack.ts';
import { DEFAULT_SEARCH_PATH, findPack, notFound } from './resolve.ts';
import { errorAt } from './source.ts';
import { FAMILY_NAMES } from './kinds.ts';
import type { LoadedContent } from './kinds.ts';

export interface LoadOptions {
  /** Folders where `extends` ids (and ids given instead of paths) are looked up, after the
   * extending pack's own parent folder. Default: the built-in packs folder. */
  searchPath?: readonly string[];
}

/** Rulesets and the packs that make their default content. */
export const DEFAULT_PACKS: Readonly<Record<string, readonly string[]>> = { ahq: ['ahq-core'], guilds: ['guilds-core'], 'aof-quest': ['aof-core'] };

/** Reads one pack, checking each file against its schema (references are checked only when
 * packs are merged, by loadContent). Throws ContentLoadError if any file has an error. */
export async function loadPack(dir: string): Promise<Pack> {
  const read = await readPack(dir);
  if (read.errors.length > 0) throw new ContentLoadError(read.errors);
  return read.pack;
}

/** Loads packs in order, each after the packs it `extends`, and merges them: a later pack's
 * entry replaces an earlier one with the same id. Each item is a pack directory, or a pack id
 * looked up in the search path. Throws one ContentLoadError listing every problem. */
export async function loadContent(packDirs: readonly string[], options: LoadOptions = {}): Promise<LoadedContent> {
  const { content, errors } = await collect(packDirs, options);
  if (errors.length > 0) throw new ContentLoadError(errors);
  return content;
}

/** Every problem of a pack with the packs it extends, merged as loadContent would; [] if none. */
export async function validatePackDir(dir: string, options: LoadOptions = {}): Promise<ContentError[]> {
  try {
    return (await collect([dir], options)).errors;
  } catch (e) {
    if (e instanceof ContentLoadError) return e.errors;
    return [placeless(path.resolve(dir), '', `cannot validate: ${(e as Error).message}`)];
  }
}

/** The content a ruleset plays with when no pack is named. */
export async function loadDefaultContent(ruleset: 'ahq' | 'guilds' | 'aof-quest' = 'ahq', options: LoadOptions = {}): Promise<LoadedContent> {
  const packs = DEFAULT_PACKS[ruleset];
  if (!packs) throw new ContentLoadError([placeless(ruleset, '', `no default content for the ruleset '${String(ruleset)}' (known: ${Object.keys(DEFAULT_PACKS).join(', ')})`)]);
  return loadContent(packs, options);
}

interface Collected {
  packs: Pack[];
  content: LoadedContent;
  errors: ContentError[];
}

async function collect(items: readonly string[], options: LoadOptions): Promise<Collected> {
  const searchPath = options.searchPath ?? DEFAULT_SEARCH_PATH;
  const errors: ContentError[] = [];
  const order: Pack[] = [];
  const byId = new Map<string, PackRead>();
  const byDir = new Map<string, PackRead>();
  const visiting: string[] = [];

  const visit = async (dir: string): Promise<PackRead> => {
    const known = byDir.get(dir);
    if (known) return known;
    const read = await readPack(dir);
    byDir.set(dir, read);
    errors.push(...read.errors);
    if (!read.manifestOk) return read;
    const { pack, sources } = read;
    const other = byId.get(pack.id);
    if (other && other.pack.dir !== pack.dir) {
      errors.push(errorAt(sources.manifest!, 'pack', ['id'], `two packs have the id '${pack.id}': ${other.pack.dir} and ${pack.dir}`));
      return read;
    }
    byId.set(pack.id, read);
    visiting.push(pack.id);
    const near = [path.dirname(pack.dir), ...searchPath];
    for (const [i, ext] of pack.extends.entries()) {
      const cycle = visiting.indexOf(ext);
      if (cycle >= 0) {
        errors.push(errorAt(sources.manifest!, 'pack', ['extends', i], `extends cycle: ${[...visiting.slice(cycle), ext].join(' → ')}`));
        continue;
      }
      const done = byId.get(ext);
      if (done) continue;
      const extDir = await findPack(ext, near);
      if (!extDir) {
        errors.push(errorAt(sources.manifest!, 'pack', ['extends', i], `no pack '${ext}' beside this pack or in ${searchPath.join(', ')}`));
        continue;
      }
      const got = await visit(extDir);
      if (got.manifestOk && got.pack.id !== ext) {
        errors.push(errorAt(sources.manifest!, 'pack', ['extends', i], `the pack found for '${ext}' in ${extDir} has the id '${got.pack.id}'`));
      } else if (got.manifestOk && got.pack.family !== pack.family) {
        const fix = got.pack.family === 'aof' ? 'add ruleset: aof-quest to this manifest' : 'extend an aof-quest pack, or remove ruleset: aof-quest';
        errors.push(errorAt(sources.manifest!, 'pack', ['extends', i], `'${ext}' is a pack for ${FAMILY_NAMES[got.pack.family]} and this one for ${FAMILY_NAMES[pack.family]}: ${fix}`));
      }
    }
    visiting.pop();
    order.push(pack);
    return read;
  };

  if (items.length === 0) errors.push(placeless(process.cwd(), '', 'no content pack given'));
  for (const item of items) {
    const dir = await findPack(item, searchPath);
    if (!dir) {
      errors.push(notFound(item, searchPath));
      continue;
    }
    await visit(dir);
  }

  const merged = mergePacks(order);
  if (order.length > 0) errors.push(...checkContent(merged));
  return { packs: order, content: merged.content, errors: sortErrors(dedupe(errors)) };
}

function dedupe(errors: ContentError[]): ContentError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const k = `${e.file}:${e.line}:${e.column}:${e.field}:${e.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
