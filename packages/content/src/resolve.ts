// Finding packs: by path, or by id in a search path that by default holds the built-in packs.
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse } from 'yaml';
import { ContentLoadError, placeless } from './errors.ts';
import type { ContentError } from './errors.ts';
import { isDirectory, manifestsIn } from './read-pack.ts';
import { MANIFEST_NAMES } from './kinds.ts';

/** The folder of the packs that ship with Delve (`ahq-core`, …). */
export const BUILTIN_PACKS_DIR: string = fileURLToPath(new URL('../packs/', import.meta.url)).replace(/[\\/]$/, '');

export const DEFAULT_SEARCH_PATH: readonly string[] = [BUILTIN_PACKS_DIR];

/** True for strings that name a directory rather than a pack id. */
export function looksLikePath(s: string): boolean {
  return path.isAbsolute(s) || s.includes('/') || s.includes('\\') || s.startsWith('.');
}

/** The directory of a pack, or null: a path is taken as it is; an id is looked up in each
 * search-path folder, first as a sub-folder of that name, then by the id in the manifests. */
export async function findPack(idOrPath: string, searchPath: readonly string[] = DEFAULT_SEARCH_PATH): Promise<string | null> {
  if (looksLikePath(idOrPath)) {
    const dir = path.resolve(idOrPath);
    if (await isDirectory(dir)) return dir;
    // The manifest itself names its pack.
    return (MANIFEST_NAMES as readonly string[]).includes(path.basename(dir)) && (await manifestsIn(path.dirname(dir))).length > 0 ? path.dirname(dir) : null;
  }
  for (const base of searchPath) {
    const dir = path.resolve(base, idOrPath);
    if ((await manifestsIn(dir)).length > 0) return dir;
  }
  for (const base of searchPath) {
    let names: string[];
    try {
      names = (await readdir(base)).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const dir = path.resolve(base, name);
      const [manifest] = await manifestsIn(dir);
      if (manifest && (await manifestId(manifest)) === idOrPath) return dir;
    }
  }
  // Last, a folder of that name in the working directory.
  const local = path.resolve(idOrPath);
  return (await manifestsIn(local)).length > 0 ? local : null;
}

async function manifestId(file: string): Promise<string | null> {
  try {
    const m = parse(await readFile(file, 'utf8')) as { id?: unknown } | null;
    return typeof m?.id === 'string' ? m.id : null;
  } catch {
    return null;
  }
}

/** The absolute directory of a pack given by id or path; throws a ContentLoadError if none. */
export async function resolvePackDir(idOrPath: string, searchPath: readonly string[] = DEFAULT_SEARCH_PATH): Promise<string> {
  const dir = await findPack(idOrPath, searchPath);
  if (!dir) throw new ContentLoadError([notFound(idOrPath, searchPath)]);
  return dir;
}

export function notFound(idOrPath: string, searchPath: readonly string[]): ContentError {
  return looksLikePath(idOrPath)
    ? placeless(path.resolve(idOrPath), '', 'no such pack directory')
    : placeless(idOrPath, '', `no such pack id in the search path (${searchPath.join(', ')}) nor folder here`);
}
