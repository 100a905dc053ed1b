// `npm run drills`: the hostile inputs of issue #40, each replayed against a real server started
// here on 127.0.0.1 (SQLite in a temporary folder, `packages/server/src/main.ts` as a child
// process, as `npm start` runs it): one line per drill, pass or FAIL and why, and a non-zero exit
// if any failed. Loopback only; every loop is bounded in count, and every drill in time.
//   node scripts/drills.ts            all drills
//   node scripts/drills.ts packs body only the drills whose names contain one of the words
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { applyInPlace, createGame, stateHash, type Answer } from '../packages/engine/src/index.ts';
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { joinErrorOf, joinGame, MAX_CHAT_CHARS, ROOM_NAME, type CreateGameResponse, type ErrorMessage, type GameConnection, type UpdateMessage } from '../packages/protocol/src/index.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const HOST = '127.0.0.1';
/** Each drill's time limit. */
const DRILL_MS = 60_000;

// ---- a server process -------------------------------------------------------------------------

interface Server {
  child: ChildProcess;
  url: string;
  port: number;
  banner: string;
  stderr: () => string;
  stop(): Promise<void>;
}

async function boot(dataDir: string, env: Record<string, string> = {}, port = 0): Promise<Server> {
  const child = spawn(NODE, ['packages/server/src/main.ts'], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST, DELVE_DATA: dataDir, DATABASE_URL: '', REDIS_URL: '', TRUST_PROXY: '', PUBLIC_URL: '', ...env },
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const end = Date.now() + 30_000;
  while (!/Delve server on http:\/\/localhost:\d+/.test(out)) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`the server did not start: ${out}${err}`);
    await sleep(20);
  }
  const p = Number(/localhost:(\d+)/.exec(out)![1]);
  return {
    child, port: p, url: `http://${HOST}:${p}`, banner: out.trim().split('\n')[0]!, stderr: () => err,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(cond: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

function check(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

// ---- HTTP -------------------------------------------------------------------------------------

interface Reply {
  status: number;
  text: string;
  json: any;
}

/** A request with any headers (Host too) and a body of any size, sized or chunked. */
function http(url: string, method: string, pathname: string, o: { body?: string | Buffer; headers?: Record<string, string>; chunked?: boolean } = {}): Promise<Reply> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const body = typeof o.body === 'string' ? Buffer.from(o.body) : o.body;
    const headers: Record<string, string> = { ...(body ? { 'content-type': 'application/json' } : {}), ...(body && !o.chunked ? { 'content-length': String(body.length) } : {}), ...o.headers };
    // A fresh connection each time: Node's default agent keeps sockets alive, and one the server
    // closed after its keep-alive timeout (a drill before took longer) would hang up on reuse.
    const req = request({ host: u.hostname, port: u.port, path: pathname, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode!, text, json });
      });
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error('no answer in 20 s')));
    if (body && o.chunked) {
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

const postJson = (url: string, pathname: string, body: unknown, headers: Record<string, string> = {}) => http(url, 'POST', pathname, { body: JSON.stringify(body), headers });

async function createGameOn(url: string, body: unknown): Promise<CreateGameResponse> {
  const r = await postJson(url, '/api/games', body);
  check(r.status === 201, `creating a game: ${r.status} ${r.text}`);
  return r.json as CreateGameResponse;
}

const tokenOf = (g: CreateGameResponse, seat: string) => g.seats.find((s) => s.seat === seat)!.token!;
const joinError = (p: Promise<unknown>) => p.then(() => 'joined', (e: { code?: number; message?: string }) => joinErrorOf(e) ?? String(e.message));

const PARTY = ['barbarian', 'dwarf', 'elf', 'wizard'].map((type, i) => ({ type, seat: `p${i + 1}` }));
const expedition = (seats: Record<string, 'human' | 'ai'> = {}) => ({ expedition: { quest: 'standard', heroes: PARTY }, seats });

/** Updates and errors a connection receives. */
function track(conn: GameConnection): { updates: UpdateMessage[]; errors: ErrorMessage[] } {
  const t = { updates: [] as UpdateMessage[], errors: [] as ErrorMessage[] };
  conn.on('update', (u) => t.updates.push(u));
  conn.on('error', (e) => t.errors.push(e));
  return t;
}

// ---- the drills -------------------------------------------------------------------------------

interface Drill {
  name: string;
  run(): Promise<string | void>;
}

const drills: Drill[] = [];
const drill = (name: string, run: () => Promise<string | void>) => drills.push({ name, run });

const work = mkdtempSync(path.join(tmpdir(), 'delve-drills-'));
const dataA = path.join(work, 'a');
const dataB = path.join(work, 'b');
// Server A: quotas lifted for the drills' own traffic, the message allowance as shipped.
const ENV_A = { DELVE_API_PER_MINUTE: '100000', DELVE_CREATES_PER_MINUTE: '100000', DELVE_JOINS_PER_MINUTE: '100000' };
// Server B: small quotas, to be run out.
const ENV_B = { DELVE_API_PER_MINUTE: '40', DELVE_CREATES_PER_MINUTE: '3', DELVE_JOINS_PER_MINUTE: '4', DELVE_MESSAGES_PER_SECOND: '5' };
let A!: Server;
let B!: Server;

drill('item 1: an answer stored with its keys reordered (as JSONB did) reloads to its snapshot', async () => {
  // Every seat a person's: no AI answers once the game is loaded again, so the rejoin finds it at
  // the step it was left at, whatever the timing.
  const g = await createGameOn(A.url, expedition({ p1: 'human', p2: 'human', p3: 'human', p4: 'human', gm: 'human' }));
  const conn = await joinGame(A.url, { gameId: g.gameId, token: tokenOf(g, 'p4') });
  const t = track(conn);
  await until(() => t.updates.some((u) => u.decision?.kind === 'components'), 10_000, 'the wizard\'s components decision');
  const picks = { water: 1, fire: 1, earth: 1, air: 1 };
  conn.answer('p4', 0, { kind: 'components', picks });
  await until(() => t.updates.some((u) => u.step === 1), 10_000, 'the answer');
  await conn.leave();
  await A.stop();
  const db = new DatabaseSync(path.join(dataA, 'delve.sqlite'));
  const row = db.prepare('SELECT answer FROM answers WHERE game_id = ? AND step = 0').get(g.gameId) as { answer: string };
  check(row.answer === JSON.stringify({ kind: 'components', picks }), `stored as sent: ${row.answer}`);
  // The snapshot the server keeps every 50 answers, taken here at step 1; then the answer's keys reordered.
  const header = JSON.parse((db.prepare('SELECT header FROM games WHERE id = ?').get(g.gameId) as { header: string }).header);
  const s = createGame(header, await loadDefaultContent('ahq'));
  check(applyInPlace(s, 'p4', { kind: 'components', picks } as Answer).ok, 'the answer replays');
  db.prepare('UPDATE games SET snapshot_step = 1, snapshot_hash = ? WHERE id = ?').run(stateHash(s), g.gameId);
  db.prepare('UPDATE answers SET answer = ? WHERE game_id = ? AND step = 0').run(JSON.stringify({ kind: 'components', picks: { air: 1, fire: 1, earth: 1, water: 1 } }), g.gameId);
  db.close();
  A = await boot(dataA, ENV_A);
  check(!/set aside/.test(A.banner), A.banner);
  const again = await joinGame(A.url, { gameId: g.gameId, token: tokenOf(g, 'p4') });
  const t2 = track(again);
  await until(() => t2.updates.length > 0, 10_000, 'the rejoin');
  check(t2.updates[0]!.step === 1, `rejoined at step ${t2.updates[0]!.step}`);
  await again.leave();
  return 'reloaded and rejoined at step 1';
});

drill('item 1: a game that no longer replays is set aside and kept; the others load; it is not retried', async () => {
  const bad = await createGameOn(A.url, expedition());
  const good = await createGameOn(A.url, expedition());
  await A.stop();
  const db = new DatabaseSync(path.join(dataA, 'delve.sqlite'));
  db.prepare("UPDATE games SET snapshot_step = 0, snapshot_hash = '00000000' WHERE id = ?").run(bad.gameId);
  db.close();
  A = await boot(dataA, ENV_A);
  check(/1 set aside/.test(A.banner), `the banner says so: ${A.banner}`);
  check(A.stderr().includes(`game ${bad.gameId} set aside`), 'reported on stderr');
  check((await joinError(joinGame(A.url, { gameId: bad.gameId, token: tokenOf(bad, 'p1') }))) === 'game/set-aside', 'a join is refused as game/set-aside');
  const c = await joinGame(A.url, { gameId: good.gameId, token: tokenOf(good, 'p1') });
  await c.leave();
  await A.stop();
  A = await boot(dataA, ENV_A);
  check(!/set aside/.test(A.banner) && !A.stderr().includes(bad.gameId), `not tried again: ${A.banner}`);
  const db2 = new DatabaseSync(path.join(dataA, 'delve.sqlite'));
  const kept = db2.prepare('SELECT set_aside FROM games WHERE id = ?').get(bad.gameId) as { set_aside: string } | undefined;
  db2.close();
  check(kept && /not the stored one/.test(kept.set_aside), 'kept, with its reason');
});

drill('item 2: packs name only served pack ids; paths, symlinks and unknown ids are a 400 that echoes nothing from disk', async () => {
  const dir = path.join(work, 'secret');
  mkdirSync(path.join(dir, 'loot'), { recursive: true });
  writeFileSync(path.join(dir, 'loot', 'weapon.yaml'), 'id: secret-sword-value\nname: Host-Treasure\n');
  symlinkSync(path.join(dir, 'loot'), path.join(dir, 'link'));
  const hostile = [['/etc'], [dir], [path.join(dir, 'loot')], [path.join(dir, 'link')], ['../../../../etc'], ['./packages/content/packs/ahq-core'], ['no-such-pack'], ['loot'], ['ahq-core', 'ahq-core'], ['__proto__'], ['constructor']];
  for (const packs of hostile) {
    const r = await postJson(A.url, '/api/games', { ...expedition(), packs });
    check(r.status === 400, `${JSON.stringify(packs)}: ${r.status}`);
    check(/^packs(\[\d+\])?: /.test(r.json?.error?.message ?? ''), `${JSON.stringify(packs)}: the field is named: ${r.text}`);
    for (const leak of ['secret-sword', 'Host-Treasure', 'no such pack directory', 'search path', work, '/etc']) check(!r.text.includes(leak), `${JSON.stringify(packs)}: leaks ${leak}: ${r.text}`);
  }
  return `${hostile.length} refused`;
});

drill('item 3: three hundred distinct pack lists leave memory where it was', async () => {
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${A.child.pid}/status`, 'utf8'))![1]) / 1024;
  const before = rss();
  for (let i = 0; i < 300; i++) {
    const r = await postJson(A.url, '/api/games', { ...expedition(), packs: [`pack-${i}`, 'ahq-core'] });
    check(r.status === 400, `list ${i}: ${r.status}`);
  }
  const grown = rss() - before;
  check(grown < 40, `RSS grew ${grown.toFixed(0)} MB`);
  return `RSS ${before.toFixed(0)} → ${rss().toFixed(0)} MB`;
});

/** Plays an expedition at p1 (the other heroes and the GM the AI) for at most `ms`, p1 ending its
 * turns: what p1 saw, and the game as stored, replayed here. */
async function heroWatch(ms: number) {
  const g = await createGameOn(A.url, expedition({ p1: 'human', p2: 'ai', p3: 'ai', p4: 'ai' }));
  const conn = await joinGame(A.url, { gameId: g.gameId, token: tokenOf(g, 'p1') });
  const seen = { monsters: new Set<string>(), traps: new Set<string>(), surprises: 0, problems: [] as string[] };
  let over = false;
  const done = new Set<number>();
  conn.on('update', (u) => {
    const v = u.view as unknown as { result: unknown; models: { id: string; side: string }[]; map: { traps: { id: string }[] } };
    if (v.result) over = true;
    for (const m of v.models) if (m.side === 'monsters') seen.monsters.add(m.id);
    for (const t of v.map.traps) seen.traps.add(t.id);
    for (const e of u.events) {
      // The GM rolls for surprise behind the screen: neither its total nor its bonus reaches a hero (item 5).
      if (e.type === 'surprise') {
        seen.surprises++;
        if (e.gm !== null || e.gmBonus !== null) seen.problems.push(`surprise shown to p1: ${JSON.stringify(e)}`);
      }
      if (e.type === 'dice' && e.purpose === 'surprise' && e.by === null) seen.problems.push(`the GM's surprise die shown to p1: ${JSON.stringify(e)}`);
    }
    const d = u.decision;
    if (!d || done.has(u.step) || done.size >= 1000) return;
    done.add(u.step);
    conn.answer(u.seat, u.step, d.kind === 'act' ? (d.current ? { kind: 'end', model: d.current } : u.legal.find((x) => x.kind === 'endPhase') ?? u.legal[0]!) : d.kind === 'fate' ? { kind: 'fate', spend: false } : u.legal[0]!);
  });
  const t0 = Date.now();
  await until(() => over || Date.now() - t0 > ms, ms + 5000, 'the end or the time');
  await conn.leave();
  const db = new DatabaseSync(path.join(dataA, 'delve.sqlite'));
  const header = JSON.parse((db.prepare('SELECT header FROM games WHERE id = ?').get(g.gameId) as { header: string }).header);
  const rows = db.prepare('SELECT seat, answer FROM answers WHERE game_id = ? ORDER BY step').all(g.gameId) as { seat: string; answer: string }[];
  db.close();
  const s = createGame(header, await loadDefaultContent('ahq'));
  for (const r of rows) check(applyInPlace(s, r.seat, JSON.parse(r.answer) as Answer).ok, 'the stored game replays');
  return { seen, s, answers: rows.length };
}

drill('items 4 and 5: a hero seat playing expeditions learns nothing hidden from ids or the surprise roll', async () => {
  const notes: string[] = [];
  let traps = 0;
  let surprises = 0;
  // Games until one laid traps, so that a hidden one could have left a gap (at most four).
  for (let n = 0; n < 4 && traps === 0; n++) {
    const { seen, s, answers } = await heroWatch(8000);
    check(seen.problems.length === 0, seen.problems.join('; '));
    surprises += seen.surprises;
    // Item 4: a trap a hero sees is named by its square; monsters are numbered among monsters
    // alone, m1 to mK in the order made, so no number is missing for a trap or anything unseen.
    for (const t of seen.traps) check(/^t\d+-\d+$/.test(t), `trap id ${t} seen by p1`);
    const made = Object.values(s.models).filter((m) => m.side === 'monsters').map((m) => Number(m.id.slice(1))).sort((x, y) => x - y);
    check(made.every((k, i) => k === i + 1), `monsters made: ${made.join(' ')}`);
    for (const m of seen.monsters) check(Object.hasOwn(s.models, m), `p1 saw ${m}, which the game has not`);
    const laid = Object.values(s.map.traps);
    for (const t of laid) check(t.id === `t${t.cell % s.map.width}-${Math.floor(t.cell / s.map.width)}`, `trap ${t.id} at cell ${t.cell}`);
    traps += laid.length;
    notes.push(`${answers} answers, m1..m${made.length} (${seen.monsters.size} seen), ${laid.length} traps (${laid.filter((t) => !seen.traps.has(t.id)).length} unseen)`);
  }
  check(surprises > 0, 'no surprise roll reached: item 5 untested');
  check(traps > 0, 'no game laid a trap: item 4 untested');
  return `${surprises} surprise rolls; ${notes.join('; ')}`;
});

drill('item 6: an answer another seat has answered since is never taken back', async () => {
  const g = await createGameOn(A.url, expedition({ p1: 'human', p2: 'ai', p3: 'ai', p4: 'ai' }));
  const conn = await joinGame(A.url, { gameId: g.gameId, token: tokenOf(g, 'p1') });
  const t = track(conn);
  // p1 answers until another seat has answered after one of its answers (the AI's turn came).
  const mine = new Set<number>();
  let seen = false;
  conn.on('update', (u) => {
    const last = Math.max(-1, ...mine);
    if (last >= 0 && u.step >= last + 2 && !mine.has(last + 1)) seen = true;
    if (seen || !u.decision || mine.has(u.step) || mine.size >= 200) return;
    mine.add(u.step);
    const d = u.decision;
    conn.answer(u.seat, u.step, d.kind === 'act' ? (d.current ? { kind: 'end', model: d.current } : u.legal.find((x) => x.kind === 'endPhase') ?? u.legal[0]!) : d.kind === 'fate' ? { kind: 'fate', spend: false } : u.legal[0]!);
  });
  await until(() => seen, 20_000, 'p1\'s answer and another seat\'s after it');
  const at = t.updates.at(-1)!.step;
  check(t.updates.at(-1)!.canUndo !== true, 'Undo offered after another seat answered');
  conn.undo('p1');
  await until(() => t.errors.length > 0, 10_000, 'the refusal');
  check(t.errors[0]!.code === 'undo/refused', `${t.errors[0]!.code}: ${t.errors[0]!.message}`);
  await sleep(200);
  check(!t.updates.some((u) => u.cause === 'undo') && t.updates.at(-1)!.step >= at, 'nothing was taken back');
  await conn.leave();
  return `p1 answered ${mine.size} times, the last at step ${Math.max(...mine)}; at step ${at}: ${t.errors[0]!.message}`;
});

drill('item 7: a create request with a field it may not have (rulesVersion, seed, dice, junk) is a 400 naming it', async () => {
  const cases: [unknown, RegExp][] = [
    [{ ...expedition(), rulesVersion: 0 }, /^rulesVersion: no such field/],
    [{ ...expedition(), seed: 1 }, /^seed: no such field/],
    [{ expedition: { quest: 'standard', heroes: PARTY, seed: 1 } }, /^expedition\.seed: no such field/],
    [{ setup: { map: ['#..#'], heroes: [{ type: 'elf', seat: 'p1', at: [1, 0] }], dice: [12, 12] }, packs: ['ahq-core'] }, /^setup\.dice: no such field/],
    [{ setup: { map: ['#..#'], heroes: [{ type: 'elf', seat: 'p1', at: [1, 0], junk: 'x'.repeat(8000) }] }, packs: ['ahq-core'] }, /^setup\.heroes\[0\]\.junk: no such field/],
  ];
  for (const [body, message] of cases) {
    const r = await postJson(A.url, '/api/games', body);
    check(r.status === 400 && message.test(r.json?.error?.message ?? ''), `${JSON.stringify(body).slice(0, 80)}: ${r.status} ${r.text.slice(0, 200)}`);
  }
  return `${cases.length} refused`;
});

drill('item 7: an answer with junk fields (15 KiB) is refused naming the field, and not stored', async () => {
  const g = await createGameOn(A.url, expedition());
  const conn = await joinGame(A.url, { gameId: g.gameId, token: tokenOf(g, 'p4') });
  const t = track(conn);
  await until(() => t.updates.length > 0, 10_000, 'the join');
  conn.room.send('answer', { seat: 'p4', step: 0, answer: { kind: 'components', picks: { fire: 4 }, junk: 'x'.repeat(15 * 1024) } });
  conn.room.send('answer', { seat: 'p4', step: 0, answer: { kind: 'components', picks: { fire: 4, junk: 'x'.repeat(1000) } } });
  await until(() => t.errors.length >= 2, 10_000, 'two refusals');
  check(/^answer\.junk: an answer of kind components has no such field/.test(t.errors[0]!.message), t.errors[0]!.message);
  check(/^answer\.picks:/.test(t.errors[1]!.message), t.errors[1]!.message);
  await sleep(100);
  check(t.updates.every((u) => u.step === 0), 'nothing was played');
  await conn.leave();
});

drill('item 7: setups out of range (decks.mode, wounds -5, fate 1e9, gold 1e300) are a 400 naming the field', async () => {
  const hero = (patch: object) => ({ ruleset: 'guilds', expedition: { decks: { mode: 'random' }, heroes: [{ type: 'warrior', seat: 'p1', ...patch }] } });
  const cases: [unknown, RegExp][] = [
    [{ ruleset: 'guilds', expedition: { decks: { mode: 'nonsense' }, heroes: [{ type: 'warrior', seat: 'p1' }] } }, /^expedition\.decks\.mode:/],
    [hero({ wounds: -5 }), /^setup\.heroes\[0\]\.wounds:/],
    [hero({ fate: 1e9 }), /^setup\.heroes\[0\]\.fate:/],
    [hero({ gold: 1e300 }), /^setup\.heroes\[0\]\.gold:/],
  ];
  for (const [body, message] of cases) {
    const r = await postJson(A.url, '/api/games', body);
    check(r.status === 400 && message.test(r.json?.error?.message ?? ''), `${JSON.stringify(body)}: ${r.status} ${r.text}`);
  }
});

drill('item 7: a body over 256 KiB is a 413 with a JSON error, sized or chunked', async () => {
  for (const [size, chunked] of [[300 * 1024, false], [300 * 1024, true], [4 * 1024 * 1024, false]] as const) {
    const r = await http(A.url, 'POST', '/api/games', { body: Buffer.alloc(size, 'x'), chunked });
    check(r.status === 413 && r.json?.error?.code === 'protocol/too-large', `${size} bytes${chunked ? ' chunked' : ''}: ${r.status} ${r.text.slice(0, 100)}`);
  }
});

drill('item 7: names every object inherits are nothing: a 400 or a refusal naming the field, never a crash', async () => {
  const r1 = await postJson(A.url, '/api/games', { expedition: { quest: 'toString', heroes: PARTY } });
  check(r1.status === 400 && /^expedition\.quest:/.test(r1.json?.error?.message ?? ''), r1.text);
  const r2 = await postJson(A.url, '/api/games', { expedition: { quest: 'standard', heroes: [{ type: 'constructor', seat: 'p1' }] } });
  check(r2.status === 400 && /^expedition\.heroes\[0\]\.type:/.test(r2.json?.error?.message ?? ''), r2.text);
  const r3 = await postJson(A.url, '/api/games', { setup: { map: ['#..#'], heroes: [{ type: '__proto__', seat: 'p1', at: [1, 0] }] }, packs: ['ahq-core'] });
  check(r3.status === 400 && /^setup\.heroes\[0\]\.type: no hero or henchman '__proto__'/.test(r3.json?.error?.message ?? ''), r3.text);
  const r4 = await postJson(A.url, '/api/games', { setup: { map: ['#..#'], heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 0], weapons: ['constructor'] }] }, packs: ['ahq-core'] });
  check(r4.status === 400 && /no weapon 'constructor'/.test(r4.json?.error?.message ?? ''), r4.text);
});

drill('item 7: delve scenario and delve replay name the file whose content names an inherited property', async () => {
  const scenario = readFileSync(path.join(ROOT, 'scenarios/ahq/c01-combat-ends-when-heroes-fall.yaml'), 'utf8')
    .replace('content: [../packs/rules-test]', `content: [${path.join(ROOT, 'scenarios/packs/rules-test')}]`)
    .replace('o: { monster: orc, id: orc }', 'o: { monster: "__proto__", id: orc }');
  const file = path.join(work, 'proto.yaml');
  writeFileSync(file, scenario);
  const r = spawnSync(NODE, ['packages/cli/src/main.ts', 'scenario', file], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  check(r.status === 1 && r.stdout.includes(file) && /no monster '__proto__'/.test(r.stdout) && !/Cannot read properties/.test(r.stdout + r.stderr), `scenario: ${r.stdout}${r.stderr}`);
  const save = path.join(work, 'proto-save.json');
  writeFileSync(save, JSON.stringify({ format: 'delve-game', version: 1, header: { ruleset: 'ahq', options: {}, packs: ['ahq-core'], seed: 1, setup: { map: ['#..#'], heroes: [{ type: 'constructor', seat: 'p1', at: [1, 0] }] } }, answers: [] }));
  const rp = spawnSync(NODE, ['packages/cli/src/main.ts', 'replay', save, '--no-color'], { cwd: ROOT, encoding: 'utf8', input: 'q\n', timeout: 60_000 });
  check(rp.status === 1 && rp.stderr.startsWith(`delve: ${save}: setup.heroes[0].type: no hero or henchman 'constructor'`), `replay: ${rp.stderr}`);
});

drill('item 7: a bot holding three seats of a fast AI game is not cut off', async () => {
  const g = await createGameOn(A.url, expedition({ p1: 'human', p2: 'human', p3: 'human', p4: 'ai' }));
  const conn = await joinGame(A.url, { gameId: g.gameId, token: tokenOf(g, 'p1') });
  conn.claim(tokenOf(g, 'p2'));
  conn.claim(tokenOf(g, 'p3'));
  const t = track(conn);
  let closed: number | null = null;
  conn.room.onLeave((code) => (closed = code));
  let answered = 0;
  let over = false;
  const done = new Set<string>();
  conn.on('update', (u) => {
    if (u.view.result) over = true;
    const d = u.decision;
    if (!d || answered >= 600 || done.has(`${u.seat}:${u.step}`)) return;
    done.add(`${u.seat}:${u.step}`);
    const a: Answer = d.kind === 'act'
      ? (d.current ? { kind: 'end', model: d.current } : u.legal.find((x) => x.kind === 'endPhase') ?? u.legal[0]!)
      : d.kind === 'fate' ? { kind: 'fate', spend: false } : u.legal[0]!;
    answered++;
    conn.answer(u.seat, u.step, a);
  });
  const t0 = Date.now();
  await until(() => over || closed !== null || answered >= 600, 45_000, '600 answers or the end');
  check(closed === null, `cut off with code ${closed} after ${answered} answers`);
  check(!t.errors.some((e) => e.code === 'protocol/rate-limited'), 'told it floods');
  await conn.leave();
  return `${answered} answers in ${((Date.now() - t0) / 1000).toFixed(1)} s${over ? ', to the end' : ''}`;
});

drill('item 7: a stored game is not loaded through the matchmaker without a token of that game', async () => {
  const g = await createGameOn(A.url, expedition());
  const other = await createGameOn(A.url, expedition());
  for (const method of ['joinOrCreate', 'create', 'join']) {
    for (const body of [{ gameId: g.gameId }, { gameId: g.gameId, token: 'A'.repeat(32) }, { gameId: g.gameId, token: tokenOf(other, 'p1') }]) {
      const r = await postJson(A.url, `/matchmake/${method}/${ROOM_NAME}`, body);
      check(r.status === 403 && /^auth\/bad-token/.test(r.json?.error ?? ''), `${method} ${JSON.stringify(body).slice(0, 60)}: ${r.status} ${r.text}`);
    }
  }
});

drill('item 7: games are listed by the caller\'s own tokens; ?user= lists nothing', async () => {
  const mine = await createGameOn(A.url, { ...expedition(), user: 'ann' });
  const theirs = await createGameOn(A.url, { ...expedition(), user: 'bob' });
  const byName = await http(A.url, 'GET', '/api/games?user=bob');
  check(byName.status === 200 && byName.json?.games?.length === 0 && !byName.text.includes(theirs.gameId), `?user=: ${byName.status} ${byName.text}`);
  const byToken = await http(A.url, 'GET', `/api/games?token=${tokenOf(mine, 'p1')}`);
  const ids = (byToken.json?.games ?? []).map((x: { gameId: string }) => x.gameId);
  check(byToken.status === 200 && ids.length === 1 && ids[0] === mine.gameId, `by token: ${byToken.text}`);
});

drill('item 8: an edited save says at which step it parts from the game', async () => {
  const save = path.join(work, 'save.json');
  const cli = (args: string[], input = '') => spawnSync(NODE, ['packages/cli/src/main.ts', ...args], { cwd: ROOT, encoding: 'utf8', input, timeout: 120_000 });
  const made = cli(['play', '--seats', 'heroes=ai,gm=ai', '--seed', '4', '--save', save, '--no-color']);
  check(made.status === 0, made.stderr);
  const saved = JSON.parse(readFileSync(save, 'utf8'));
  check(Array.isArray(saved.check?.steps) && saved.check.steps.length === saved.answers.length + 1, 'the save carries its check');
  const edits: [string, (g: any) => void, RegExp][] = [
    ['stats', (g) => (g.header.setup.heroes[0].wounds = 2), /header is not the one saved/],
    ['dice', (g) => (g.header.dice = [12, 12, 12]), /header is not the one saved/],
    ['check', (g) => (g.check.steps[5] = '00000000'), /parts from the saved game at step 5/],
    // A Fate answer turned the other way: as legal as the one given, so only the check tells.
    ['answer', (g) => {
      const k = g.answers.findIndex((a: { answer: Answer }) => a.answer.kind === 'fate');
      check(k >= 0, 'a Fate answer in the save');
      g.answers[k].answer = { kind: 'fate', spend: !(g.answers[k].answer as { spend: boolean }).spend };
      g.swapped = k + 1;
    }, /parts from the saved game at step \d+/],
  ];
  for (const [what, edit, message] of edits) {
    const g = structuredClone(saved);
    edit(g);
    const f = path.join(work, `edited-${what}.json`);
    writeFileSync(f, JSON.stringify(g));
    const r = cli(['replay', f, '--no-color'], 'q\n');
    check(r.status === 1 && r.stderr.startsWith(`delve: ${f}: `) && message.test(r.stderr), `${what}: ${r.stderr}`);
    if (g.swapped) check(r.stderr.includes(`at step ${g.swapped}:`), `the swapped answer ${g.swapped} is the step named: ${r.stderr}`);
  }
});

drill('links: invite links use the address the creator reached the server by', async () => {
  const links = async (headers: Record<string, string>) => {
    const r = await http(A.url, 'POST', '/api/games', { body: JSON.stringify(expedition()), headers });
    check(r.status === 201, r.text);
    return (r.json as CreateGameResponse).seats.flatMap((s) => (s.link ? [s.link] : []));
  };
  for (const l of await links({ host: `127.0.0.1:${A.port}` })) check(l.startsWith(`http://127.0.0.1:${A.port}/play/`), l);
  for (const l of await links({ host: `localhost:${A.port}`, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })) check(l.startsWith(`http://localhost:${A.port}/play/`), `forwarded headers believed without TRUST_PROXY: ${l}`);
});

drill('start: a port in use is one line and exit 2', async () => {
  const r = spawnSync(NODE, ['packages/server/src/main.ts'], { cwd: ROOT, encoding: 'utf8', timeout: 30_000, env: { ...process.env, PORT: String(A.port), HOST, DELVE_DATA: path.join(work, 'c'), DATABASE_URL: '', REDIS_URL: '' } });
  check(r.status === 2 && r.stderr === `port ${A.port} is in use on ${HOST}: set PORT=… to a free port (or stop what holds it)\n`, `${r.status}: ${r.stderr}`);
});

drill('item 7: a flooding connection is told why and closed with code 4103 at once', async () => {
  const g = await createGameOn(B.url, expedition());
  const conn = await joinGame(B.url, { gameId: g.gameId, token: tokenOf(g, 'p1') });
  const t = track(conn);
  let closed: { code: number; reason: string } | null = null;
  conn.room.onLeave((code, reason) => (closed = { code, reason: reason ?? '' }));
  const t0 = Date.now();
  for (let i = 0; i < 300; i++) conn.room.send('log', { seat: 'p1' });
  await until(() => closed !== null, 5000, 'the close');
  const c = closed as unknown as { code: number; reason: string };
  check(c.code === 4103 && /^protocol\/rate-limited/.test(c.reason), `closed with ${c.code} ${c.reason}`);
  check(t.errors.some((e) => e.code === 'protocol/rate-limited' && /messages a second/.test(e.message)), 'an error saying why');
  return `closed after ${Date.now() - t0} ms`;
});

drill('item 3: past the quotas, new games and campaigns, joins and API requests get a 429 that says which', async () => {
  const statuses: number[] = [];
  let last: Reply | null = null;
  for (let i = 0; i < 6 && last?.status !== 429; i++) {
    last = await postJson(B.url, '/api/games', expedition());
    statuses.push(last.status);
  }
  check(last?.status === 429 && /too many new games/.test(last.json?.error?.message ?? '') && Number(last.text.length) > 0, `creates: ${statuses.join(', ')} ${last?.text}`);
  // A campaign, which sets off games of its own, draws on the same quota.
  const campaign = await postJson(B.url, '/api/campaigns', { ruleset: 'ahq', heroes: [{ type: 'elf', seat: 'p1' }] });
  check(campaign.status === 429 && /too many new games and campaigns/.test(campaign.json?.error?.message ?? ''), `campaigns: ${campaign.status} ${campaign.text}`);
  const g = (await postJson(B.url, '/matchmake/joinOrCreate/game', { gameId: 'nope-nope', token: 'A'.repeat(32) }));
  let join: Reply = g;
  for (let i = 0; i < 6 && join.status !== 429; i++) join = await postJson(B.url, '/matchmake/joinOrCreate/game', { gameId: 'nope-nope', token: 'A'.repeat(32) });
  check(join.status === 429 && /^protocol\/rate-limited: too many room joins/.test(join.json?.error ?? ''), `joins: ${join.status} ${join.text}`);
  let api: Reply | null = null;
  for (let i = 0; i < 60 && api?.status !== 429; i++) api = await http(B.url, 'GET', '/api/content');
  check(api?.status === 429 && /too many requests/.test(api.json?.error?.message ?? ''), `API: ${api?.status}`);
});

drill('table: malformed, oversized and forged chat, names and hand-overs get clear errors and change nothing', async () => {
  const g = await createGameOn(A.url, expedition({ p2: 'human' }));
  const conn = await joinGame(A.url, { gameId: g.gameId, token: tokenOf(g, 'p1') });
  const t = track(conn);
  const sent: [string, unknown][] = [
    ['chat', { seat: 'p1', text: 42 }],
    ['chat', { seat: 'p1', text: 'x'.repeat(MAX_CHAT_CHARS + 1) }],
    ['chat', { seat: 'p1', text: '\u0000\u0007\n \u202e' }],
    ['chat', { seat: 'p2', text: 'said for a seat not held' }],
    ['chat', { seat: '__proto__', text: 'hi' }],
    ['name', { seat: 'p1', name: 'n'.repeat(5000) }],
    ['name', { seat: 'p2', name: 'Mallory' }],
    ['handSeat', { host: tokenOf(g, 'p1'), seat: 'p2', to: 'invite' }],
    ['handSeat', { host: 'not a token', seat: 'p2', to: 'ai' }],
    ['handSeat', { host: g.host, seat: 'p2', to: 'everyone' }],
    ['handSeat', { host: g.host, seat: 'p9', to: 'ai' }],
  ];
  for (const [type, body] of sent) conn.room.send(type, body);
  await until(() => t.errors.length >= sent.length, 10_000, 'an error for each');
  const codes = t.errors.map((e) => e.code).sort().join(' ');
  check(codes === 'auth/bad-token auth/bad-token auth/not-your-seat auth/not-your-seat protocol/malformed protocol/malformed protocol/malformed protocol/malformed protocol/malformed protocol/malformed protocol/too-large', `codes: ${codes}`);
  check(t.errors.every((e) => e.message.length > 0 && e.message.length < 200), 'each says why, briefly');
  await conn.leave();
  const db = new DatabaseSync(path.join(dataA, 'delve.sqlite'));
  const chat = db.prepare('SELECT COUNT(*) AS n FROM chat WHERE game_id = ?').get(g.gameId) as { n: number };
  const seats = db.prepare('SELECT seat, kind, name, token_hash FROM seats WHERE game_id = ? ORDER BY seat').all(g.gameId) as { seat: string; kind: string; name: string | null; token_hash: string | null }[];
  db.close();
  check(chat.n === 0, `${chat.n} chat lines stored`);
  check(seats.every((x) => x.name === null), 'no name stored');
  check(seats.find((x) => x.seat === 'p2')!.kind === 'human', 'p2 still its person\'s');
  const again = await joinGame(A.url, { gameId: g.gameId, token: tokenOf(g, 'p2') });
  await again.leave();
  return `${sent.length} refused, the old p2 token still opens its seat`;
});

drill('table: a chat flood is refused line by line past 30 a minute; stored lines stay bounded and as text', async () => {
  const g = await createGameOn(A.url, expedition());
  const conn = await joinGame(A.url, { gameId: g.gameId, token: tokenOf(g, 'p1') });
  const t = track(conn);
  const heard: string[] = [];
  conn.on('chat', (m) => heard.push(...m.lines.map((l) => l.text)));
  let closed = false;
  conn.room.onLeave(() => (closed = true));
  for (let i = 0; i < 40; i++) conn.chat('p1', `<script>alert(${i})</script>`);
  await until(() => heard.length + t.errors.length >= 40, 10_000, 'every line heard or refused');
  check(t.errors.every((e) => e.code === 'protocol/rate-limited' && /chat lines a minute/.test(e.message)), 'refusals say why');
  check(heard.length > 0 && heard.length <= 6 && t.errors.length === 40 - heard.length, `${heard.length} lines heard, ${t.errors.length} refused`);
  check(heard.every((x, i) => x === `<script>alert(${i})</script>`), 'lines kept as written, as text');
  await sleep(100);
  check(!closed, 'the connection stays open');
  await conn.leave();
  const db = new DatabaseSync(path.join(dataA, 'delve.sqlite'));
  const n = (db.prepare('SELECT COUNT(*) AS n FROM chat WHERE game_id = ?').get(g.gameId) as { n: number }).n;
  db.close();
  check(n === heard.length, `${n} stored`);
  return `${heard.length} said, ${t.errors.length} refused`;
});

// ---- running them -----------------------------------------------------------------------------

const only = process.argv.slice(2);
const chosen = only.length ? drills.filter((d) => only.some((w) => d.name.includes(w))) : drills;
let failed = 0;
const t0 = Date.now();
try {
  A = await boot(dataA, ENV_A);
  B = await boot(dataB, ENV_B);
  for (const d of chosen) {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const note = await Promise.race([d.run(), new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`over ${DRILL_MS / 1000} s`)), DRILL_MS)))]);
      process.stdout.write(`pass  ${d.name} (${Date.now() - started} ms${note ? `; ${note}` : ''})\n`);
    } catch (e) {
      failed++;
      process.stdout.write(`FAIL  ${d.name}: ${(e as Error).message.split('\n')[0]}\n`);
    } finally {
      clearTimeout(timer);
    }
  }
} finally {
  await Promise.all([A?.stop(), B?.stop()]);
  rmSync(work, { recursive: true, force: true });
}
process.stdout.write(`drills: ${chosen.length - failed} passed, ${failed} failed (${((Date.now() - t0) / 1000).toFixed(1)} s)\n`);
process.exit(failed > 0 ? 1 : 0);
