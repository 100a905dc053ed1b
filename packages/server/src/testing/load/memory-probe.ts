// Loaded into the load test's server process (`node --expose-gc --import` this file): on SIGUSR2
// it writes one line to stdout with the process's memory as the kernel and V8 see it, before and
// after a full collection, and how late its event loop ran, so that the load test can tell the live heap from garbage, from
// buffers outside the heap and from what the allocator holds. Never part of a served process.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';

// How late the server's event loop ran between two probes: a synchronous write (SQLite's
// checkpoint), a long collection or a long answer shows here while the CPU figures stay low.
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();

/** The kernel's split of resident memory (Linux): anonymous (heap, malloc), file-backed, shared. */
function rollup(): Record<string, number> {
  const out: Record<string, number> = {};
  try {
    for (const line of readFileSync('/proc/self/smaps_rollup', 'utf8').split('\n')) {
      const m = /^(\w+):\s+(\d+) kB/.exec(line);
      if (m) out[m[1]!] = Number(m[2]) * 1024;
    }
  } catch {
    // Not Linux: the V8 figures alone.
  }
  return out;
}

function sample() {
  const m = process.memoryUsage();
  const r = rollup();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { used: s.space_used_size, size: s.space_size }]));
  return { rss: m.rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers, anon: r.Anonymous ?? null, file: (r.Rss ?? 0) - (r.Anonymous ?? 0), spaces };
}

process.on('SIGUSR2', () => {
  const loop = { p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 };
  lag.reset();
  const before = sample();
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const after = sample();
  process.stdout.write(`memory-probe ${JSON.stringify({ before, after, loop, collected: gc !== undefined })}\n`);
});
