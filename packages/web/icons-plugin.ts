// A Vite plugin that ships only the game-icons.net icons the board uses (CC BY 3.0, credited in
// the page footer and README), as SVG path data: the whole set is megabytes, a board needs ~30.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconData } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/types';
import type { Plugin } from 'vite';

const ID = 'virtual:game-icons';
const RESOLVED = '\0' + ID;

export function gameIcons(names: readonly string[]): Plugin {
  return {
    name: 'delve-game-icons',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const file = createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json');
      const set = JSON.parse(readFileSync(file, 'utf8')) as IconifyJSON;
      const out: Record<string, string[]> = {};
      for (const name of names) {
        const icon = getIconData(set, name);
        if (!icon) throw new Error(`game-icons has no icon '${name}'`);
        // Every game-icons icon is one or more filled paths on a 512×512 box.
        out[name] = [...icon.body.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1]!);
      }
      return `export default ${JSON.stringify(out)};`;
    },
  };
}
