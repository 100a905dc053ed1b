// The SQLite file's checkpoints, on a thread of their own. In WAL mode a commit appends to the
// log, and a checkpoint copies the log back into the file and syncs it to disk: SQLite runs one
// inside whichever commit makes the log pass 1,000 pages, on the event loop, where it stalled
// every game of the process for 20–30 ms a time (docs/performance.md). Here a connection of
// this thread checkpoints what the games' connection committed, every `everyMs`, without
// waiting for its readers or its writer (PASSIVE): the games' commits only append.
import { parentPort, workerData } from 'node:worker_threads';
import { DatabaseSync } from 'node:sqlite';

const { file, everyMs } = workerData as { file: string; everyMs: number };
const db = new DatabaseSync(file);
db.exec('PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const timer = setInterval(() => checkpoint.get(), everyMs);

parentPort!.on('message', (m: unknown) => {
  if (m !== 'close') return;
  clearInterval(timer);
  db.close();
  parentPort!.close();
});
