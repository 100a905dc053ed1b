// A new game names content only by the ids of the packs the server serves: never a folder on the
// server (absolute, relative, through a symlink), and a refusal echoes nothing read from disk nor
// says which folders exist. The content of distinct pack lists is kept for only the few used last.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILTIN_PACKS_DIR } from '@delve/content';
import type { Content } from '@delve/engine';
import { cachedContentSource } from './content-source.ts';
import { dungeonRequest, startTestServer } from './testing/test-server.ts';

test('packs: only ids the server serves; paths, symlinks and unknown ids are a 400 that names the field and echoes nothing from disk', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'delve-packs-'));
  // A folder without a manifest whose YAML the loader would have read and quoted.
  mkdirSync(path.join(dir, 'loot'));
  writeFileSync(path.join(dir, 'loot', 'weapon.yaml'), 'id: secret-sword-value\nname: Treasure-Of-The-Host\n');
  symlinkSync(path.join(dir, 'loot'), path.join(dir, 'link'));
  const srv = await startTestServer({ packs: ['fixture'] });
  try {
    const post = async (packs: unknown) => {
      const res = await fetch(`${srv.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...dungeonRequest(), packs }) });
      return { status: res.status, text: await res.text() };
    };
    const hostile = [
      ['/etc'], [dir], [path.join(dir, 'loot')], [path.join(dir, 'link')], ['../../../../etc'], ['./packages'],
      [BUILTIN_PACKS_DIR + '/ahq-core'], ['ahq-core'], ['no-such-pack'], ['loot'], ['fixture', 'fixture'], [], ['x'.repeat(100)],
      Array.from({ length: 9 }, (_, i) => `p${i}`), ['..'], ['C:\\Windows'], ['fixture/..'], [5], 'fixture',
    ];
    for (const packs of hostile) {
      const r = await post(packs);
      assert.equal(r.status, 400, `${JSON.stringify(packs)}: ${r.text}`);
      const body = JSON.parse(r.text) as { error: { code: string; message: string } };
      assert.match(body.error.message, /^packs(\[\d+\])?: /, `${JSON.stringify(packs)}: the message names the field`);
      for (const leak of ['secret-sword', 'Treasure', 'no such pack directory', 'search path', tmpdir(), '/etc', 'manifest']) {
        assert.ok(!r.text.includes(leak), `${JSON.stringify(packs)}: the answer tells nothing of the disk (${leak}): ${r.text}`);
      }
      if (Array.isArray(packs) && packs.length === 1 && typeof packs[0] === 'string' && /^[a-z0-9-]{1,63}$/.test(packs[0])) {
        assert.match(body.error.message, /packs: fixture/, 'an unknown id is told which packs there are');
      }
    }
    assert.equal((await post(['fixture'])).status, 201, 'a served pack');
  } finally {
    await srv.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the content cache keeps only the pack lists used last', async () => {
  let loads = 0;
  const source = cachedContentSource(async () => {
    loads++;
    return {} as Content;
  }, 3);
  for (const p of ['a', 'b', 'c', 'd']) await source([p]);
  assert.equal(source.cached(), 3);
  assert.equal(loads, 4);
  await source(['d']);
  await source(['b']);
  assert.equal(loads, 4, 'lists still kept are not loaded again');
  await source(['a']);
  assert.equal(loads, 5, 'the list used longest ago was dropped');
  // c was used longest ago now, so b (used again above) and d stay.
  await source(['b']);
  await source(['d']);
  assert.equal(loads, 5);
  for (let i = 0; i < 300; i++) await source([`p${i}`]);
  assert.equal(source.cached(), 3, 'three hundred lists later the cache holds three');
  // A failed load is not kept.
  const failing = cachedContentSource(async () => {
    throw new Error('no');
  }, 3);
  await assert.rejects(failing(['x']));
  await new Promise((r) => setImmediate(r));
  assert.equal(failing.cached(), 0);
});
