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
  /** Seconds the server's main thread has run, and waited runnable for a CPU (Linux), or null. */
  schedSeconds(): Sched | null;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** With `probe`: the server's memory before and after a full collection (memory-probe.ts). */
  memory(): Promise<MemoryProbe | null>;
}

export interface Sched {
  ran: number;
  waited: number;
}

/** /proc/…/schedstat: nanoseconds on a CPU, nanoseconds runnable but waiting for one. A thread
 * that waits long while it runs little is starved by the machine, not idle. */
export function readSched(file: string): Sched | null {
  try {
    const [ran, waited] = readFileSync(file, 'utf8').trim().split(' ').map(Number);
    return { ran: ran! / 1e9, waited: waited! / 1e9 };
  } catch {
    return null;
  }
}

export interface MemorySample {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** Anonymous resident memory (the heap, malloc's arenas, buffers); null off Linux. */
  anon: number | null;
  /** File-backed and shared resident memory (code, mapped files). */
  file: number;
  /** Each V8 heap space: bytes in use and bytes it holds. */
  spaces: Record<string, { used: number; size: number }>;
}

export interface MemoryProbe {
  before: MemorySample;
  after: MemorySample;
  /** The server's event-loop delay since the probe before, in ms. */
  loop: { p50: number; p99: number; max: number };
}

export interface ServerProcessOptions {
  dataDir: string;
  /** Keep DATABASE_URL from the environment (PostgreSQL); otherwise SQLite in dataDir. */
  postgres: boolean;
  idleSeconds: number;
  port?: number;
  /** Flags for the server's node (`--cpu-prof` to profile it under load). */
  nodeFlags?: readonly string[];
  /** Load memory-probe.ts into the server, for `memory()`. */
  probe?: boolean;
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
  const probe = o.probe ? ['--expose-gc', '--import', path.join(import.meta.dirname, 'memory-probe.ts')] : [];
  const child = spawn(path.join(root, 'node_modules/.bin/node'), [...probe, ...(o.nodeFlags ?? []), 'packages/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
    schedSeconds: () => readSched(`/proc/${pid}/task/${pid}/schedstat`),
    async memory() {
      if (!o.probe || child.exitCode !== null) return null;
      const from = out.length;
      child.kill('SIGUSR2');
      const end = Date.now() + 20_000;
      for (;;) {
        const m = /memory-probe (.*)\n/.exec(out.slice(from));
        if (m) return JSON.parse(m[1]!) as MemoryProbe;
        if (Date.now() > end) return null;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async kill(signal) {
      if (child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await gone;
    },
  };
}
