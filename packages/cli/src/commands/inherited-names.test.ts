// Names every JavaScript object inherits ('__proto__', 'constructor', 'toString') given as content
// types in scenario files and saved games: each is an error that names the file and what is
// wrong, never "Cannot read properties of undefined", and `delve scenario` goes on to the next file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const NAMES = ['__proto__', 'constructor', 'toString'];

function delve(cwd: string, args: string[]) {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('delve scenario: a hero or monster named like an inherited property fails that file, by name, and the run goes on', () => {
  const dir = mkdtempSync(join(tmpdir(), 'delve-inherited-'));
  try {
    const base = readFileSync(join(ROOT, 'scenarios/ahq/c01-combat-ends-when-heroes-fall.yaml'), 'utf8')
      .replace('content: [../packs/rules-test]', `content: [${join(ROOT, 'scenarios/packs/rules-test')}]`);
    writeFileSync(join(dir, 'ok.yaml'), base);
    const files: string[] = [];
    for (const n of NAMES) {
      const variants = {
        hero: base.replace('B: { hero: barbarian,', `B: { hero: ${JSON.stringify(n)},`),
        monster: base.replace('o: { monster: orc, id: orc }', `o: { monster: ${JSON.stringify(n)}, id: orc }`),
      };
      for (const [what, text] of Object.entries(variants)) {
        const f = join(dir, `${what}-${n}.yaml`);
        writeFileSync(f, text);
        files.push(f);
      }
    }
    const r = delve(dir, ['scenario', dir]);
    assert.equal(r.code, 1, r.err);
    assert.equal(r.err, '');
    assert.ok(!/Cannot read properties/.test(r.out), r.out);
    assert.match(r.out, new RegExp(`scenarios: 1 passed, ${files.length} failed`));
    for (const f of files) assert.ok(r.out.includes(`not ok - ${f}`) || r.out.includes(f), `${f} is named:\n${r.out}`);
    assert.match(r.out, /no hero or henchman 'constructor'/);
    assert.match(r.out, /no monster '__proto__'/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('delve replay and delve play --load: a saved game naming an inherited property says which file and what', () => {
  const dir = mkdtempSync(join(tmpdir(), 'delve-inherited-'));
  try {
    const made = delve(dir, ['play', '--seats', 'heroes=ai,gm=ai', '--seed', '2', '--save', join(dir, 'g.json'), '--no-color']);
    assert.equal(made.code, 0, made.err);
    const saved = JSON.parse(readFileSync(join(dir, 'g.json'), 'utf8'));
    for (const n of NAMES) {
      for (const patch of [(g: typeof saved) => (g.header.setup.heroes[0].type = n), (g: typeof saved) => (g.header.setup.heroes[0].weapons = [n])]) {
        const g = structuredClone(saved);
        patch(g);
        delete g.check;
        const f = join(dir, `bad-${n}.json`);
        writeFileSync(f, JSON.stringify(g));
        for (const args of [['replay', f, '--no-color'], ['play', '--load', f, '--seats', 'heroes=ai', '--save', join(dir, 'x.json'), '--no-color']]) {
          const r = delve(dir, args);
          assert.equal(r.code, 1, `${args.join(' ')}: ${r.out}`);
          assert.match(r.err, new RegExp(`^delve: ${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: setup\\.heroes\\[0\\]\\.(type: no hero or henchman|weapons: no weapon) '${n}'`), r.err);
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
