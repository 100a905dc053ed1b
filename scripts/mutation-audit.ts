// The mutation audit of the rules' tests: each mutation in scripts/mutations.ts breaks one
// catalogue rule in a small way (an off-by-one, a flipped comparison, a dropped condition), in a
// private copy of the tree, and runs only the tests and scenarios that cite that rule's id. A
// mutation is caught when some of them fail, missed when all stay green, stale when its snippet
// no longer occurs exactly once in the sources. The real tree is never edited. docs/mutation-audit.md
// says how to read and extend it.
//   node scripts/mutation-audit.ts                    every mutation
//   node scripts/mutation-audit.ts --id AHQ-C19       the mutations of one id
//   node scripts/mutation-audit.ts --sample 10 --seed 7   10 ids drawn over both rulesets
//   node scripts/mutation-audit.ts --json             one JSON document instead of the table
//   node scripts/mutation-audit.ts --no-baseline      skip the run of the cited tests on the real code
//   node scripts/mutation-audit.ts --stale            only check that every snippet occurs once (no run)
//   node scripts/mutation-audit.ts --id X --keep      make the copy with X's mutation applied and leave it
//                                                     (its path is printed), to run a test against it
//   node scripts/mutation-audit.ts --draw 54 --seed 36   the seeded draw of catalogue ids (no run)
import { spawnSync } from 'node:child_process';
import { cpSync, globSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mutations, type Mutation } from './mutations.ts';
import { mulberry32 } from '../packages/engine/src/testing/prng.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where snippets are looked for: the engine's code and the content (where a rule is a table). */
const SEARCH = ['packages/engine/src', 'packages/content'];
const SOURCE = /\.(ts|ya?ml|json)$/;
/** Per run of the cited tests; a run that does not end counts as failed (a test that hangs fails). */
const TIMEOUT_MS = 240_000;

export type Outcome = 'caught' | 'missed' | 'stale' | 'untested';

export interface Result {
  id: string;
  what: string;
  outcome: Outcome;
  /** Where the snippet was (relative path), or why it is stale. */
  where: string;
  tests: number;
  scenarios: number;
  /** The failing test or scenario names when caught. */
  failed: string[];
  ms: number;
}

// ---- the seeded draw (mulberry32, so a draw can be made again from its seed) ---------------

function shuffled<T>(list: readonly T[], next: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Every id of each ruleset (its prefix, AHQ or GLD) in a seeded random order, and how many of
 * each a draw of n takes: n split in proportion to the rulesets' sizes.
 */
export function draw(ids: readonly string[], n: number, seed: number): { order: Map<string, string[]>; take: Map<string, number> } {
  const next = mulberry32(seed);
  const byPrefix = new Map<string, string[]>();
  for (const id of [...new Set(ids)].sort()) {
    const p = id.split('-')[0]!;
    byPrefix.set(p, [...(byPrefix.get(p) ?? []), id]);
  }
  const total = [...byPrefix.values()].reduce((s, l) => s + l.length, 0);
  const order = new Map<string, string[]>();
  const take = new Map<string, number>();
  let given = 0;
  const prefixes = [...byPrefix.keys()];
  prefixes.forEach((p, i) => {
    const list = byPrefix.get(p)!;
    order.set(p, shuffled(list, next));
    // The last ruleset takes what is left, so the parts add up to n.
    const k = i === prefixes.length - 1 ? n - given : Math.round((n * list.length) / total);
    take.set(p, Math.min(list.length, Math.max(0, k)));
    given += k;
  });
  return { order, take };
}

export function catalogueIds(): string[] {
  const text = readFileSync(join(root, 'docs/rules/CATALOGUE.md'), 'utf8');
  return [...text.matchAll(/^- \*\*((?:AHQ|GLD)-[A-Z]*[0-9]+)/gm)].map((m) => m[1]!);
}

// ---- the private copy ------------------------------------------------------------------------

/**
 * A copy of packages/, scenarios/, docs/ and the root files in a temporary directory. Its
 * node_modules is a directory of links to the real one's entries, except the workspace's own
 * packages (@delve/*), which point into the copy: a link to the whole real node_modules would
 * send every `@delve/engine` import back to the real, unbroken engine.
 */
function makeCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'delve-mutation-'));
  const skip = (src: string) => !/[/\\](node_modules|dist|\.git)([/\\]|$)/.test(src);
  for (const d of ['packages', 'scenarios', 'docs']) cpSync(join(root, d), join(dir, d), { recursive: true, filter: skip });
  for (const e of readdirSync(root, { withFileTypes: true })) if (e.isFile()) cpSync(join(root, e.name), join(dir, e.name));
  const nm = join(dir, 'node_modules');
  mkdirSync(nm);
  for (const e of readdirSync(join(root, 'node_modules'))) {
    if (e === '@delve') continue;
    symlinkSync(join(root, 'node_modules', e), join(nm, e));
  }
  mkdirSync(join(nm, '@delve'));
  for (const p of readdirSync(join(dir, 'packages'))) symlinkSync(join('..', '..', 'packages', p), join(nm, '@delve', p));
  return dir;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const base of SEARCH) {
    for (const f of globSync('**/*', { cwd: join(dir, base) })) {
      const rel = join(base, f);
      if (SOURCE.test(rel) && !rel.endsWith('.test.ts') && !rel.includes('/testing/') && statSync(join(dir, rel)).isFile()) out.push(rel);
    }
  }
  return out.sort();
}

function count(text: string, snippet: string): number {
  let n = 0;
  for (let i = text.indexOf(snippet); i >= 0; i = text.indexOf(snippet, i + 1)) n++;
  return n;
}

// ---- what cites an id ------------------------------------------------------------------------

const idPattern = (id: string) => new RegExp(`\\b${id}(?![0-9])`);

/** Test files with a test (or describe) named with the id. */
function citingTestFiles(dir: string, id: string): string[] {
  const re = idPattern(id);
  return globSync('packages/*/src/**/*.test.ts', { cwd: dir })
    .filter((f) => {
      const text = readFileSync(join(dir, f), 'utf8');
      for (const call of text.matchAll(/\b(?:test|it|describe)\(\s*(['"`])((?:(?!\1).)*)\1/g)) if (re.test(call[2]!)) return true;
      return false;
    })
    .sort();
}

/** Scenario files that cite the id in their name or rules (as docs/rules-coverage.md counts them). */
function citingScenarios(dir: string, id: string): string[] {
  const re = idPattern(id);
  return globSync('scenarios/**/*.{yaml,yml}', { cwd: dir })
    .filter((f) => !f.includes('/packs/'))
    .filter((f) => {
      const text = readFileSync(join(dir, f), 'utf8');
      const name = /^name:\s*(.+)$/m.exec(text)?.[1] ?? '';
      const rules = /^rules:\s*\[([^\]]*)\]/m.exec(text)?.[1] ?? '';
      return re.test(`${name} ${rules}`);
    })
    .sort();
}

interface Run {
  ok: boolean;
  tests: number;
  failed: string[];
}

function runTests(dir: string, files: string[], ids: string[]): Run {
  if (files.length === 0) return { ok: true, tests: 0, failed: [] };
  const pattern = `/\\b(${ids.join('|')})(?![0-9])/`;
  const r = spawnSync(
    process.execPath,
    ['--test', '--test-reporter=tap', '--test-concurrency=1', `--test-timeout=${TIMEOUT_MS}`, `--test-name-pattern=${pattern}`, ...files],
    { cwd: dir, encoding: 'utf8', timeout: TIMEOUT_MS, maxBuffer: 64 << 20 },
  );
  const out = r.stdout ?? '';
  const tests = Number(/^# tests (\d+)/m.exec(out)?.[1] ?? 0);
  const failed = [...out.matchAll(/^\s*not ok \d+ - (.+)$/gm)].map((m) => m[1]!.trim());
  const ok = r.status === 0 && !r.signal;
  if (!ok && failed.length === 0) failed.push(r.signal ? `timed out or killed (${r.signal})` : `exit ${r.status}: ${(r.stderr ?? '').trim().split('\n').slice(-3).join(' ')}`);
  return { ok, tests, failed };
}

function runScenarios(dir: string, files: string[]): Run {
  if (files.length === 0) return { ok: true, tests: 0, failed: [] };
  const r = spawnSync(process.execPath, ['packages/cli/src/main.ts', 'scenario', ...files], {
    cwd: dir,
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
    maxBuffer: 64 << 20,
  });
  const out = r.stdout ?? '';
  const failed = [...out.matchAll(/^not ok - (.+)$/gm)].map((m) => m[1]!.trim());
  const ok = r.status === 0 && !r.signal;
  if (!ok && failed.length === 0) failed.push(r.signal ? `scenarios timed out or killed (${r.signal})` : `scenarios exit ${r.status}: ${(r.stderr ?? '').trim().split('\n').slice(-3).join(' ')}`);
  return { ok, tests: files.length, failed };
}

// ---- the audit -------------------------------------------------------------------------------

function audit(dir: string, m: Mutation, files: string[]): Result {
  const t0 = Date.now();
  const base = { id: m.id, what: m.what, tests: 0, scenarios: 0, failed: [] as string[] };
  const hits = files.filter((f) => readFileSync(join(dir, f), 'utf8').includes(m.snippet));
  const n = hits.reduce((s, f) => s + count(readFileSync(join(dir, f), 'utf8'), m.snippet), 0);
  if (n !== 1) {
    const where = n === 0 ? 'snippet not found' : `snippet found ${n} times (${hits.join(', ')})`;
    return { ...base, outcome: 'stale', where, ms: Date.now() - t0 };
  }
  const file = hits[0]!;
  const path = join(dir, file);
  const original = readFileSync(path, 'utf8');
  const tests = citingTestFiles(dir, m.id);
  const scenarios = citingScenarios(dir, m.id);
  if (tests.length === 0 && scenarios.length === 0) return { ...base, outcome: 'untested', where: file, ms: Date.now() - t0 };
  writeFileSync(path, original.replace(m.snippet, () => m.replacement));
  try {
    const t = runTests(dir, tests, [m.id]);
    const s = runScenarios(dir, scenarios);
    const failed = [...t.failed, ...s.failed];
    return {
      ...base,
      outcome: failed.length > 0 ? 'caught' : 'missed',
      where: file,
      tests: t.tests,
      scenarios: s.tests,
      failed,
      ms: Date.now() - t0,
    };
  } finally {
    writeFileSync(path, original);
  }
}

function table(results: Result[]): string {
  const rows = results.map((r) => [r.id, r.outcome, `${r.tests}t ${r.scenarios}s`, `${(r.ms / 1000).toFixed(1)}s`, r.what, r.outcome === 'stale' ? r.where : r.where.replace(/^packages\//, '')]);
  const head = ['id', 'outcome', 'cited', 'time', 'mutation', 'file'];
  const widths = head.map((h, i) => Math.min(i === 4 ? 60 : 200, Math.max(h.length, ...rows.map((r) => r[i]!.length))));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.length > widths[i]! ? `${c.slice(0, widths[i]! - 1)}…` : c.padEnd(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const seed = Number(flag('--seed') ?? 1);
  const json = args.includes('--json');

  if (flag('--draw') !== undefined) {
    const { order, take } = draw(catalogueIds(), Number(flag('--draw')), seed);
    for (const [p, list] of order) process.stdout.write(`${p} (take ${take.get(p)} of ${list.length}, in drawn order):\n  ${list.join(' ')}\n`);
    return;
  }

  let chosen: Mutation[] = mutations;
  const one = flag('--id');
  if (one) chosen = mutations.filter((m) => m.id === one);
  else if (flag('--sample') !== undefined) {
    const { order, take } = draw(mutations.map((m) => m.id), Number(flag('--sample')), seed);
    const ids = new Set([...order].flatMap(([p, list]) => list.slice(0, take.get(p))));
    chosen = mutations.filter((m) => ids.has(m.id));
  }
  if (chosen.length === 0) {
    process.stderr.write(`mutation-audit: no mutation for ${one ?? 'that choice'}\n`);
    process.exitCode = 2;
    return;
  }

  if (args.includes('--stale')) {
    // The snippets looked for in the real tree, read only: nothing is changed or run.
    const files = sourceFiles(root);
    let stale = 0;
    for (const m of chosen) {
      const n = files.reduce((k, f) => k + count(readFileSync(join(root, f), 'utf8'), m.snippet), 0);
      if (n === 1) continue;
      stale++;
      process.stdout.write(`stale: ${m.id} ${n === 0 ? 'snippet not found' : `snippet found ${n} times`}: ${m.what}\n`);
    }
    process.stdout.write(`${chosen.length - stale}/${chosen.length} snippets found exactly once\n`);
    if (stale > 0) process.exitCode = 1;
    return;
  }

  if (args.includes('--keep')) {
    if (chosen.length !== 1) {
      process.stderr.write(`mutation-audit: --keep takes one mutation (--id), not ${chosen.length}\n`);
      process.exitCode = 2;
      return;
    }
    const m = chosen[0]!;
    const dir = makeCopy();
    const hits = sourceFiles(dir).filter((f) => count(readFileSync(join(dir, f), 'utf8'), m.snippet) > 0);
    if (hits.length !== 1 || count(readFileSync(join(dir, hits[0]!), 'utf8'), m.snippet) !== 1) {
      rmSync(dir, { recursive: true, force: true });
      process.stderr.write(`mutation-audit: ${m.id} is stale: its snippet is not found exactly once\n`);
      process.exitCode = 1;
      return;
    }
    const path = join(dir, hits[0]!);
    writeFileSync(path, readFileSync(path, 'utf8').replace(m.snippet, () => m.replacement));
    process.stdout.write(`${m.id} (${m.what}) applied to ${hits[0]} in\n${dir}\n` +
      `e.g.: cd ${dir} && node packages/cli/src/main.ts scenario FILE; remove the directory when done\n`);
    return;
  }

  const dir = makeCopy();
  const log = (s: string) => {
    if (!json) process.stdout.write(s);
  };
  try {
    const files = sourceFiles(dir);
    const ids = [...new Set(chosen.map((m) => m.id))];
    if (!args.includes('--no-baseline')) {
      // The cited tests must pass on the real code, or a failure under a mutation means nothing.
      log(`baseline: the tests and scenarios citing ${ids.length} ids, on the real code … `);
      const testFiles = [...new Set(ids.flatMap((id) => citingTestFiles(dir, id)))].sort();
      const scen = [...new Set(ids.flatMap((id) => citingScenarios(dir, id)))].sort();
      const t = runTests(dir, testFiles, ids);
      const s = runScenarios(dir, scen);
      if (!t.ok || !s.ok) {
        process.stderr.write(`\nmutation-audit: the cited tests fail on the real code:\n  ${[...t.failed, ...s.failed].join('\n  ')}\n`);
        process.exitCode = 2;
        return;
      }
      log(`${t.tests} tests, ${s.tests} scenarios green\n`);
    }
    const results: Result[] = [];
    for (const [i, m] of chosen.entries()) {
      log(`[${i + 1}/${chosen.length}] ${m.id} ${m.what} … `);
      const r = audit(dir, m, files);
      results.push(r);
      log(`${r.outcome}${r.outcome === 'stale' ? ` (${r.where})` : ''} ${(r.ms / 1000).toFixed(1)}s\n`);
    }
    const caught = results.filter((r) => r.outcome === 'caught').length;
    const judged = results.filter((r) => r.outcome === 'caught' || r.outcome === 'missed').length;
    const stale = results.filter((r) => r.outcome === 'stale').length;
    const untested = results.filter((r) => r.outcome === 'untested').length;
    if (json) {
      process.stdout.write(`${JSON.stringify({ caught, total: judged, stale, untested, results }, null, 2)}\n`);
    } else {
      process.stdout.write(`\n${table(results)}\n\n`);
      for (const r of results.filter((x) => x.outcome === 'missed')) process.stdout.write(`missed: ${r.id} ${r.what} (${r.where})\n`);
      process.stdout.write(`caught/total: ${caught}/${judged}${stale ? `, stale: ${stale}` : ''}${untested ? `, no citing test: ${untested}` : ''}\n`);
    }
    if (caught < judged || stale > 0 || untested > 0) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();
