// The host's speed of the moment, for a benchmark that times other work beside it: line-of-sight
// queries per second (`sightRater`), measured on a worker thread of the same process, so that
// it runs on the same CPU yet through code compiled for its own lines only (the same function,
// compiled for the game's lines on the main thread as well, would measure that compiling instead).
// The main thread waits, spending nothing, while the worker measures; the worker waits while the
// main thread works.
import { Worker, isMainThread, workerData } from 'node:worker_threads';
import { sightRater } from './geometry.ts';

const IDLE = 0;
const ASKED = 1;
const DONE = 2;

if (!isMainThread && workerData?.hostGauge) {
  const cell = new Int32Array(workerData.hostGauge as SharedArrayBuffer);
  const rate = sightRater();
  for (;;) {
    for (let now = Atomics.load(cell, 0); now !== ASKED; now = Atomics.load(cell, 0)) Atomics.wait(cell, 0, now);
    cell[1] = Math.round(rate() / 1000);
    Atomics.store(cell, 0, DONE);
    Atomics.notify(cell, 0);
  }
}

/** A gauge of the host's speed: `read()` gives line-of-sight queries per second now, measured
 * over about 0.2 s. The worker behind it keeps no process alive. */
export function hostGauge(): { read(): number } {
  const shared = new SharedArrayBuffer(8);
  const cell = new Int32Array(shared);
  const worker = new Worker(new URL(import.meta.url), { workerData: { hostGauge: shared } });
  worker.unref();
  return {
    read() {
      Atomics.store(cell, 0, ASKED);
      Atomics.notify(cell, 0);
      while (Atomics.load(cell, 0) !== DONE) Atomics.wait(cell, 0, ASKED);
      Atomics.store(cell, 0, IDLE);
      Atomics.notify(cell, 0);
      return cell[1]! * 1000;
    },
  };
}
