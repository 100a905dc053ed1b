// The server as a child process for the load test: started on a free loopback port with its own
// data folder, its memory read from /proc, killed with SIGKILL when the test says so.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scale-out.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  pid: number;
  /** The start-up line ("… N unfinished games reloaded"). */
  banner: string;
  /** Resident memory in bytes (Linux), or null where /proc is missing. */
  rss(): number | null;
  /** CPU seconds used so far (Linux), or null. */
  cpuSeconds(): number | null;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface ServerProcessOptions {
  dataDir: string;
  /** Keep DATABASE_URL from the environment (PostgreSQL); otherwise SQLite in dataDir. */
  postgres: boolean;
  idleSeconds: number;
  port?: number;
  /** Flags for the server's node (`--cpu-prof` to profile it under load). */
  nodeFlags?: readonly string[];
}

export async function startServerProcess(o: ServerProcessOptions): Promise<ServerProcess> {
  const port = o.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DELVE_DATA: o.dataDir,
    DELVE_IDLE_SECONDS: String(o.idleSeconds), REDIS_URL: '',
    // Every bot of the load test comes from one address.
    DELVE_API_PER_MINUTE: '1000000', DELVE_CREATES_PER_MINUTE: '1000000', DELVE_JOINS_PER_MINUTE: '1000000',
    ...(o.postgres ? {} : { DATABASE_URL: '' }),
  };
  const child = spawn(path.join(root, 'node_modules/.bin/node'), [...(o.nodeFlags ?? []), 'packages/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  // Room errors go to stderr; the load test counts them as failures.
  child.stderr!.on('data', (d: Buffer) => process.stderr.write(`[server] ${d}`));
  const end = Date.now() + 30_000;
  while (!/Delve server on/.test(out)) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`the server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const pid = child.pid!;
  const proc = (file: string) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, 'utf8');
    } catch {
      return null;
    }
  };
  return {
    child, pid, url: `http://127.0.0.1:${port}`, banner: out.trim().split('\n')[0]!,
    rss() {
      const m = /VmRSS:\s+(\d+) kB/.exec(proc('status') ?? '');
      return m ? Number(m[1]) * 1024 : null;
    },
    cpuSeconds() {
      const stat = proc('stat');
      if (!stat) return null;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, fields 14 and 15 of /proc/pid/stat, in clock ticks (100 per second).
      return (Number(f[11]) + Number(f[12])) / 100;
    },
    async kill(signal) {
      if (child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await gone;
    },
  };
}
