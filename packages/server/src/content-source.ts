// Where a game's content comes from, by the pack ids in its header. The default knows the
// built-in ahq packs; tests hand in their own (the engine's fixture content).
import type { Content } from '@delve/engine';
import { loadContent } from '@delve/content';

export type ContentSource = (packs: readonly string[]) => Promise<Content>;

/** Loads each distinct pack list once per server and keeps it. */
export function cachedContentSource(load: ContentSource = (packs) => loadContent(packs)): ContentSource {
  const cache = new Map<string, Promise<Content>>();
  return (packs) => {
    const key = JSON.stringify(packs);
    let c = cache.get(key);
    if (!c) {
      c = load(packs);
      // A failed load is not kept: the next game may name the packs correctly.
      c.catch(() => cache.delete(key));
      cache.set(key, c);
    }
    return c;
  };
}
