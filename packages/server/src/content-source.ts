// Where a game's content comes from, by the pack ids in its header. The default knows the
// built-in packs; tests hand in their own (the engine's fixture content). The ids a new game may
// name are checked against the server's served packs before any loading (create-game.ts).
import type { Content } from '@delve/engine';
import { DEFAULT_PACKS, loadContent } from '@delve/content';

export type ContentSource = (packs: readonly string[]) => Promise<Content>;

/** Pack lists whose content a server keeps loaded at once, by default: each takes about 0.8 MB. */
export const CONTENT_CACHE_SIZE = 8;

/** The pack ids a server serves by default: the built-in packs. A new game may name no other. */
export const SERVED_PACKS: readonly string[] = [...new Set(Object.values(DEFAULT_PACKS).flat())];

/** Loads a pack list once and keeps it while it is among the `size` lists used last (a list
 * used again moves to the front; the one used longest ago is dropped when a new one comes). */
export function cachedContentSource(load: ContentSource = (packs) => loadContent(packs), size = CONTENT_CACHE_SIZE): ContentSource & { cached(): number } {
  const cache = new Map<string, Promise<Content>>();
  const source = (packs: readonly string[]) => {
    const key = JSON.stringify(packs);
    let c = cache.get(key);
    if (c) cache.delete(key);
    else {
      c = load(packs);
      // A failed load is not kept: the next game may name the packs correctly.
      c.catch(() => {
        if (cache.get(key) === c) cache.delete(key);
      });
    }
    // A Map keeps insertion order: the first key is the one used longest ago.
    cache.set(key, c);
    while (cache.size > Math.max(1, size)) cache.delete(cache.keys().next().value!);
    return c;
  };
  return Object.assign(source, { cached: () => cache.size });
}
