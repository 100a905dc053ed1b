// Memory a piece of work allocates on the JavaScript heap, counted rather than timed: what the
// heap held before each collection less what it held after the one before, summed over the work.
// The games allocate many short-lived objects, and each one allocated is memory written and, on a
// machine whose caches other work shares, a cause of the slowdown that two threads side by side
// suffer (bench/pool.ts): unlike a time, the count does not move with the machine's load.
import { GCProfiler, getHeapStatistics } from 'node:v8';

/** Bytes `work` allocated on this thread's heap. */
export function allocatedBytes(work: () => void): number {
  const profiler = new GCProfiler();
  const before = getHeapStatistics().used_heap_size;
  profiler.start();
  work();
  const after = getHeapStatistics().used_heap_size;
  const gcs = profiler.stop()?.statistics ?? [];
  let total = 0;
  let held = before;
  for (const gc of gcs) {
    total += gc.beforeGC.heapStatistics.usedHeapSize - held;
    held = gc.afterGC.heapStatistics.usedHeapSize;
  }
  return total + after - held;
}

/** Bytes as megabytes to two places. */
export const megabytes = (bytes: number): number => Math.round(bytes / 1e4) / 100;
