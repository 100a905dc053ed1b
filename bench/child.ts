// Benchmarks that need a process of their own: one pinned to a single CPU, so that "one core" is
// one core (a Node thread alone on an idle machine keeps more than one busy: V8 compiles and
// collects garbage on helper threads), or one left free on every core. The child prints its
// result as one line of JSON, the last it writes.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The first CPU this process may run on, where `taskset` can pin a child to it (Linux); null
 * elsewhere, where children run unpinned. */
export function pinnableCpu(): number | null {
  let allowed: string;
  try {
    allowed = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
  } catch {
    return null;
  }
  const first = /^\d+/.exec(allowed);
  if (!first) return null;
  return spawnSync('taskset', ['-c', first[0], 'true']).status === 0 ? Number(first[0]) : null;
}

/** Node as the bench itself runs (its young generation, see run.ts), for a child. */
const NODE_FLAGS = process.execArgv.filter((a) => a.startsWith('--max-semi-space-size'));

/** Runs `script` (a path beside this file) with `args` in a child process, pinned to `cpu` when
 * it is a number, and returns what it printed last, read as JSON. */
export function runChild<T>(script: string, args: readonly string[], cpu: number | null): T {
  const file = new URL(script, import.meta.url).pathname;
  const node = [...NODE_FLAGS, file, ...args];
  const r = cpu === null
    ? spawnSync(process.execPath, node, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 })
    : spawnSync('taskset', ['-c', String(cpu), process.execPath, ...node], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`bench: ${script} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
  const last = r.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(last) as T;
}
