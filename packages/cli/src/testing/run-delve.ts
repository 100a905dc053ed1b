// The `delve` command run as a user runs it, for the terminal tests: a process of its own in a
// folder of the test's, typed input on its standard input.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const DELVE_MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** `delve ARGS` in `cwd` with `input` typed: its exit code and what it printed. */
export function runDelve(cwd: string, args: readonly string[], input = '', env: NodeJS.ProcessEnv = {}): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [DELVE_MAIN, ...args], { cwd, input, encoding: 'utf8', timeout: 120_000, env: { ...process.env, ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
