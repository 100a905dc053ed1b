// Benchmarks that need a process of their own: one pinned to a single CPU, so that "one core" is
// one core (a Node thread alone on an idle machine keeps more than one busy: V8 compiles and
// collects garbage on helper threads), or one left free on every core. The child prints its
// result as one line of JSON, the last it writes.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** The CPUs this process may run on, where `taskset` can pin a child to each (Linux); null
 * elsewhere, where children run unpinned. */
export function pinnableCpus(): number[] | null {
  let allowed: string;
  try {
    allowed = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
  } catch {
    return null;
  }
  // "0-3,8,10-11"
  const cpus: number[] = [];
  for (const part of allowed.split(',')) {
    const r = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!r) return null;
    for (let c = Number(r[1]); c <= Number(r[2] ?? r[1]); c++) cpus.push(c);
  }
  if (cpus.length === 0) return null;
  return spawnSync('taskset', ['-c', String(cpus[0]), 'true']).status === 0 ? cpus : null;
}

/** The first of `pinnableCpus`. */
export function pinnableCpu(): number | null {
  return pinnableCpus()?.[0] ?? null;
}

/** Node as the bench itself runs (its young generation, see run.ts), for a child. */
const NODE_FLAGS = process.execArgv.filter((a) => a.startsWith('--max-semi-space-size'));

/** Runs `script` (a path beside this file) with `args` in a child process, pinned to `cpu` when
 * it is a number, with more options for Node in `flags`, and returns what it printed last, read
 * as JSON. */
export function runChild<T>(script: string, args: readonly string[], cpu: number | null, flags: readonly string[] = []): T {
  const [cmd, argv] = command(script, args, cpu, flags);
  const r = spawnSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`bench: ${script} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
  const last = r.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(last) as T;
}

function command(script: string, args: readonly string[], cpu: number | null, flags: readonly string[]): [string, string[]] {
  const node = [...NODE_FLAGS, ...flags, new URL(script, import.meta.url).pathname, ...args];
  return cpu === null ? [process.execPath, node] : ['taskset', ['-c', String(cpu), process.execPath, ...node]];
}

/** A child kept running between questions, so that what it warmed (a pool, the JIT) serves many
 * timings: each `ask` writes a line to it and reads back the next line it prints, as JSON. */
export interface ServingChild {
  ask<T>(line: string): Promise<T>;
  close(): Promise<void>;
}

/** `flags`: more options for Node (a pool's, POOL_NODE_FLAGS). */
export function serveChild(script: string, args: readonly string[], cpu: number | null, flags: readonly string[] = []): ServingChild {
  const [cmd, argv] = command(script, args, cpu, flags);
  const child = spawn(cmd, argv, { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    async ask<T>(line: string): Promise<T> {
      child.stdin.write(`${line}\n`);
      const next = await lines.next();
      if (next.done) throw new Error(`bench: ${script} ${args.join(' ')} ended before answering '${line}' (exit ${await exited})`);
      return JSON.parse(next.value) as T;
    },
    async close() {
      child.stdin.end();
      const code = await exited;
      if (code !== 0) throw new Error(`bench: ${script} ${args.join(' ')} exited with ${code}`);
    },
  };
}
