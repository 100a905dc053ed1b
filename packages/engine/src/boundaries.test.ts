// Rulesets stand on their own: a ruleset's folder imports no other ruleset's, and no shared piece
// imports a ruleset; only the registry (game.ts) knows them all. What two rulesets share is written
// once in a shared piece that takes their difference as a parameter (ARCHITECTURE.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULESETS } from './game.ts';

const SRC = dirname(fileURLToPath(import.meta.url));
/** The registry, the one file that imports every ruleset. */
const REGISTRY = 'game.ts';
/** The package's public face: it re-exports what other packages use of a ruleset (aof-quest's
 * content types, mission generator and campaigns), and is imported by no piece of the engine. */
const PUBLIC = 'index.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module a file imports or re-exports by a relative path, static or dynamic. */
export function importsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.[^']*)'/gm)) out.push(m[1]!);
  return out;
}

/** The ruleset folder a path inside the engine's sources lies in, or null for a shared piece. */
function rulesetOf(path: string, folders: ReadonlySet<string>): string | null {
  const top = relative(SRC, path).split(sep)[0]!;
  return folders.has(top) ? top : null;
}

/** The crossings in the engine's sources: a ruleset importing another, a shared piece importing one. */
export function crossings(folders: ReadonlySet<string>, files = sources(SRC).filter((f) => f !== fileURLToPath(import.meta.url))): string[] {
  const out: string[] = [];
  for (const file of files) {
    const from = rulesetOf(file, folders);
    const rel = relative(SRC, file);
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const to = rulesetOf(resolve(dirname(file), spec), folders);
      if (to === null || to === from) continue;
      if (from === null && (rel === REGISTRY || rel === PUBLIC)) continue;
      out.push(`${rel} imports '${spec}': ${from === null ? 'a shared piece imports' : `the ${from} ruleset imports`} the ${to} ruleset`);
    }
  }
  return out;
}

test('no ruleset imports another, and no shared piece imports a ruleset', () => {
  const folders = new Set(Object.keys(RULESETS));
  assert.deepEqual([...folders].sort(), readdirSync(SRC).filter((d) => folders.has(d)).sort(), 'every ruleset lives in a folder named by its id');
  assert.deepEqual(crossings(folders), []);
});

test('the boundary check sees an import that crosses, static or dynamic', () => {
  const lines = [
    "import { x } from '../ahq/common.ts';",
    "export { y } from './guilds/index.ts';",
    "const z = await import('../../ahq/surprise.ts');",
    "import './ahq/side-effect.ts';",
  ];
  assert.deepEqual(importsOf(lines.join('\n')), ['../ahq/common.ts', './guilds/index.ts', '../../ahq/surprise.ts', './ahq/side-effect.ts']);
});
