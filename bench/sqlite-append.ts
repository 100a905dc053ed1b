// What a commit of answers costs SQLite alone, by the layout of the table it writes: the store's
// (`storage/sqlite-store.ts`: answers keyed by game and step, so each game's latest answers sit in
// a page of their own) against the same rows appended to a table without that key. Each commit
// writes to the log every page it changed, whole: this tells how much of an online answer's cost
// (bench/answer.ts) is the pages a layout by game makes a commit write; and, keyed, the step asked
// by a statement of its own (the store) or inside the insert (`INSERT … SELECT … WHERE`, the store
// before: SQLite then copies the row through a temporary table). Not part of `npm run bench`:
// `node bench/sqlite-append.ts [GAMES] [COMMITS]`. The schema and settings are the store's (WAL,
// synchronous=NORMAL, foreign keys, no checkpoint on the committing connection: a thread of its
// own does that, storage/checkpointer.ts); CPU time of the committing thread.
import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqlite } from '../packages/server/src/storage/connect.ts';

const GAMES = Number(process.argv[2] ?? 20);
const COMMITS = Number(process.argv[3] ?? 2000);

type Layout = 'keyed' | 'keyed, one statement' | 'appended';

/** `keyed`: the store's table and its statements; `keyed, one statement`: the step asked inside the
 * insert; `appended`: a table without key or index, each answer appended with a plain INSERT.
 * µs of CPU per answer, and KB the log grew by per commit. */
function measure(layout: Layout): { us: number; logKb: number } {
  const keyed = layout !== 'appended';
  const dir = mkdtempSync(path.join(tmpdir(), 'delve-bench-sqlite-'));
  const file = path.join(dir, 'x.sqlite');
  const db: DatabaseSync = openSqlite(file);
  db.exec('PRAGMA wal_autocheckpoint = 0');
  db.exec(`CREATE TABLE games (id TEXT PRIMARY KEY, header TEXT NOT NULL);
    CREATE TABLE answers (game_id TEXT NOT NULL REFERENCES games(id), step INTEGER NOT NULL, seat TEXT NOT NULL, answer TEXT NOT NULL${keyed ? ', PRIMARY KEY (game_id, step)' : ''});`);
  // Games' ids as the server makes them (ids.ts: 9 random bytes, base64url), a header of 3 KB.
  const ids = Array.from({ length: 1000 }, (_, i) => Buffer.from(`${i}`.padStart(9, 'g')).toString('base64url'));
  const game = db.prepare('INSERT INTO games (id, header) VALUES (?, ?)');
  for (const id of ids) game.run(id, 'h'.repeat(3000));
  const playing = ids.filter((_, i) => i % Math.floor(ids.length / GAMES) === 0).slice(0, GAMES);
  const stepOf = db.prepare('SELECT COALESCE(MAX(step) + 1, 0) AS n FROM answers WHERE game_id = ?');
  const insert = db.prepare('INSERT INTO answers (game_id, step, seat, answer) VALUES (?, ?, ?, ?)');
  const insertAsked = db.prepare('INSERT INTO answers (game_id, step, seat, answer) SELECT ?, ?, ?, ? WHERE (SELECT COALESCE(MAX(step) + 1, 0) FROM answers WHERE game_id = ?) = ?');
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const answer = JSON.stringify({ kind: 'move', model: 'barbarian', to: { x: 12, y: 7 }, path: [{ x: 11, y: 7 }, { x: 12, y: 7 }] });
  const logBefore = statSync(`${file}-wal`).size;
  const t = process.threadCpuUsage();
  for (let k = 0; k < COMMITS; k++) {
    begin.run();
    for (const id of playing) {
      if (layout === 'keyed, one statement') {
        if (insertAsked.run(id, k, 'p1', answer, id, k).changes !== 1) throw new Error('out of order');
        continue;
      }
      // As the store appends: the game's step asked first, where the table has the key to ask it.
      if (keyed && (stepOf.get(id) as { n: number }).n !== k) throw new Error('out of order');
      insert.run(id, k, 'p1', answer);
    }
    commit.run();
  }
  const used = process.threadCpuUsage(t);
  const logKb = (statSync(`${file}-wal`).size - logBefore) / COMMITS / 1024;
  db.close();
  rmSync(dir, { recursive: true, force: true });
  return { us: (used.user + used.system) / (COMMITS * GAMES), logKb };
}

// Each layout three times, in turn.
const layouts: Layout[] = ['keyed', 'keyed, one statement', 'appended'];
const runs = new Map<Layout, { us: number; logKb: number }[]>(layouts.map((l) => [l, []]));
for (let r = 0; r < 3; r++) for (const l of layouts) runs.get(l)!.push(measure(l));
for (const [layout, rs] of runs) {
  const us = rs.map((x) => x.us.toFixed(2)).join(', ');
  console.log(`${layout}: ${us} µs CPU an answer; the log grows ${rs[0]!.logKb.toFixed(1)} KB a commit of ${GAMES} games' answers`);
}
