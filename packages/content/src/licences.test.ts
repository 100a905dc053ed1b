// What Delve may be used under: the code under the MIT licence (the root LICENSE, and a licence
// field in every package.json), the default content packs under CC BY 4.0 (their manifests'
// `license`, and a LICENSE note in each pack folder), and the word that Delve is an unofficial
// fan tool where a reader of the repository looks first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PACKS, resolvePackDir } from './index.ts';
import { readPack } from './read-pack.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (p: string) => readFileSync(path.join(ROOT, p), 'utf8');

test('the code is under the MIT licence, in the LICENSE file and in every package.json', () => {
  const licence = read('LICENSE');
  assert.match(licence, /^MIT License\n\nCopyright \(c\) 2026 the Delve authors\n/);
  assert.match(licence, /THE SOFTWARE IS PROVIDED "AS IS"/);
  const root = JSON.parse(read('package.json')) as { license?: string; workspaces: string[] };
  assert.equal(root.license, 'MIT');
  for (const w of root.workspaces) assert.equal((JSON.parse(read(`${w}/package.json`)) as { license?: string }).license, 'MIT', w);
});

test('the default content packs are under CC BY 4.0, said in the manifest and in the pack folder', async () => {
  const ids = [...new Set(Object.values(DEFAULT_PACKS).flat())];
  assert.ok(ids.length >= 3);
  for (const id of ids) {
    const dir = await resolvePackDir(id);
    const { pack, errors } = await readPack(dir);
    assert.deepEqual(errors, [], id);
    assert.equal(pack.license, 'CC-BY-4.0', id);
    assert.ok(existsSync(path.join(dir, 'LICENSE')), `${id}/LICENSE`);
    assert.match(readFileSync(path.join(dir, 'LICENSE'), 'utf8'), /Creative Commons\s+Attribution 4\.0 International/);
  }
});

test('the README says Delve is an unofficial fan tool and names the games\' owners', () => {
  const readme = read('README.md');
  assert.match(readme, /unofficial fan tool/);
  for (const owner of ['Games Workshop', 'The Guilds', 'OnePageRules']) assert.ok(readme.includes(owner), owner);
  assert.match(readme, /MIT/);
  assert.match(readme, /CC BY 4\.0/);
});
