// `delve play`, `delve sim` and `delve replay` end to end: the real command in a child process,
// driven through piped stdin, and bad input answered with one line and a non-zero exit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSeats } from './play.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'delve-cli-'));

function delve(args: string[], input = '') {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd: dir, input, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('delve play: a person moves and ends, the AI plays the other seats, quit saves; the save resumes to the end', () => {
  const save = join(dir, 'game.json');
  // p1 picks itself, moves the barbarian, ends, then quits (the other heroes and the GM are AI).
  const r = delve(['play', '--seats', 'p1=human,p2=ai,p3=ai,p4=ai,gm=ai', '--seed', '3', '--save', save, '--no-color'], '1\nm 2 5\ne\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Barbarian moves/);
  assert.match(r.out, /#\.+#/); // the board is drawn
  const saved = JSON.parse(readFileSync(save, 'utf8'));
  assert.equal(saved.format, 'delve-game');
  assert.ok(saved.answers.length >= 3);
  // Resumed with every seat to the AI, it plays out to the end.
  const end = delve(['play', '--load', save, '--seats', 'heroes=ai', '--save', join(dir, 'end.json'), '--no-color']);
  assert.equal(end.code, 0, end.err);
  assert.match(end.out, /Game over: the (heroes|monsters) win/);
});

test('delve play shows the GM person the exact odds before an attack', () => {
  // A lone barbarian bot charges three trolls; the person at the GM seat picks the first choice
  // each time, and once a troll is in contact its attacks are listed with their odds.
  const r = delve(['play', '--seats', 'heroes=ai,gm=human', '--party', 'barbarian', '--monsters', 'troll,troll,troll', '--seed', '1', '--save', join(dir, 'odds.json'), '--no-color'],
    '1\n'.repeat(12) + 'q\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Troll \d attacks [A-Za-z]+ — hit \d+%, [\d.]+ wounds expected, kill \d+%/);
});

test('delve sim: JSON, CSV and an HTML report, two arms on the same seeds', () => {
  const html = join(dir, 'report.html');
  const r = delve(['sim', '-n', '6', '--threads', '2', '--no-progress', '--json', '--vs', 'gm=fixed', '--html', html]);
  assert.equal(r.code, 0, r.err);
  const j = JSON.parse(r.out);
  assert.equal(j.arms.length, 2);
  assert.equal(j.arms[0].summary.games, 6);
  assert.ok(j.difference.low <= j.difference.value && j.difference.value <= j.difference.high);
  const page = readFileSync(html, 'utf8');
  assert.match(page, /<svg/);
  assert.doesNotMatch(page, /<script|https?:\/\//);
  const csv = delve(['sim', '-n', '3', '--threads', '1', '--no-progress', '--csv', '--party', 'barbarian,elf']);
  assert.equal(csv.code, 0, csv.err);
  assert.equal(csv.out.trim().split('\n').length, 4);
  const text = delve(['sim', '-n', '2', '--threads', '1', '--setup', 'dungeon']);
  assert.equal(text.code, 0, text.err);
  assert.match(text.out, /heroes win .*95% CI/);
  assert.match(text.err, /sim \[/); // the progress bar goes to stderr
});

test('delve sim: whole expeditions (--setup expedition --quest standard) and guilds room fights (--ruleset guilds)', () => {
  const exp = delve(['sim', '-n', '2', '--threads', '1', '--no-progress', '--json', '--setup', 'expedition', '--quest', 'standard']);
  assert.equal(exp.code, 0, exp.err);
  const j = JSON.parse(exp.out);
  assert.equal(j.arms[0].summary.games, 2);
  assert.equal(j.arms[0].summary.unfinished, 0);
  const g = delve(['sim', '-n', '2', '--threads', '1', '--no-progress', '--json', '--ruleset', 'guilds']);
  assert.equal(g.code, 0, g.err);
  assert.match(JSON.parse(g.out).title, /guilds room-fight/);
  const play = delve(['play', '--ruleset', 'guilds', '--seats', 'heroes=ai,gm=ai', '--save', join(dir, 'guilds.json'), '--no-color']);
  assert.equal(play.code, 0, play.err);
  assert.match(play.out, /Game over: the (heroes|monsters) win/);
});

test('delve sim and play: a guilds expedition on a random Room deck, from the stairway to its end', () => {
  const sim = delve(['sim', '-n', '2', '--threads', '1', '--no-progress', '--json', '--setup', 'expedition', '--ruleset', 'guilds', '--objective', 'short-errand']);
  assert.equal(sim.code, 0, sim.err);
  const j = JSON.parse(sim.out);
  assert.match(j.title, /guilds expedition \(short-errand\)/);
  assert.equal(j.arms[0].summary.games, 2);
  assert.equal(j.arms[0].summary.unfinished, 0);
  const save = join(dir, 'guilds-expedition.json');
  const play = delve(['play', '--ruleset', 'guilds', '--setup', 'expedition', '--objective', 'short-errand', '--seats', 'heroes=ai,gm=ai', '--seed', '3', '--save', save, '--no-color']);
  assert.equal(play.code, 0, play.err);
  assert.match(play.out, /Game over: the (heroes|monsters) win/);
  // More than the first room: the bots went through the dungeon.
  assert.ok(JSON.parse(readFileSync(save, 'utf8')).answers.length > 100);
});

test('delve replay steps forward and back through a saved game', () => {
  const save = join(dir, 'replay.json');
  delve(['play', '--seats', 'p1=ai,p2=ai,p3=ai,p4=ai,gm=ai', '--seed', '2', '--save', save, '--no-color']);
  assert.ok(existsSync(save));
  const r = delve(['replay', save, '--to', '2', '--no-color'], '\n\nb\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Answer 2\//);
  assert.match(r.out, /Answer 4\//);
  assert.match(r.out, /Answer 3\//);
});

test('--seats: a seat named on its own keeps its player whatever the order, so that a solo player hands only the companions to the AI', () => {
  const seats = ['p1', 'p2', 'p3', 'p4', 'gm'];
  for (const spec of ['p1=human,heroes=ai,gm=ai', 'heroes=ai,p1=human']) {
    assert.deepEqual([...parseSeats(spec, seats)], [['p1', 'human'], ['p2', 'ai'], ['p3', 'ai'], ['p4', 'ai'], ['gm', 'ai']], spec);
  }
  assert.deepEqual([...parseSeats('heroes=ai,gm=human', seats)].map(([, who]) => who), ['ai', 'ai', 'ai', 'ai', 'human']);
  assert.throws(() => parseSeats('heroes=bot', seats), /seat heroes must be 'human' or 'ai', not 'bot'/);
  assert.throws(() => parseSeats('p9=ai', seats), /unknown seat 'p9'/);
});

test('delve sim --vs difficulty=…: the levels side by side on the same seeds, with the party\'s survival beside the win rate', () => {
  const r = delve(['sim', '-n', '3', '--threads', '1', '--no-progress', '--json', '--vs', 'difficulty=story,normal,deadly']);
  assert.equal(r.code, 0, r.err);
  const j = JSON.parse(r.out);
  assert.deepEqual(j.arms.map((a: { label: string }) => a.label), ['difficulty=story', 'difficulty=normal', 'difficulty=deadly']);
  for (const a of j.arms) {
    assert.equal(a.summary.games, 3);
    assert.ok(a.summary.partyAliveRate.low <= a.summary.partyAliveRate.value && a.summary.noneFellRate.value <= a.summary.partyAliveRate.value);
  }
  const text = delve(['sim', '-n', '2', '--threads', '1', '--no-progress', '--difficulty', 'hard']);
  assert.equal(text.code, 0, text.err);
  assert.match(text.out, /no hero fell .*95% CI.*whole party alive .*95% CI/);
  assert.match(text.out, /hero deaths a game [0-9.]+ \(95% CI/);
});

test('delve sim --ruleset aof-quest: generated missions by type, difficulty and size, the levels side by side, heroes down and rounds', () => {
  const r = delve(['sim', '-n', '2', '--threads', '1', '--no-progress', '--json', '--ruleset', 'aof-quest', '--mission-type', 'escape', '--size', '24', '--vs', 'difficulty=easy,heroic']);
  assert.equal(r.code, 0, r.err);
  const rep = JSON.parse(r.out) as { title: string; arms: { label: string; summary: { games: number; winRate: { low: number; high: number }; turns: number; heroKnockOuts: number; byType: { type: string }[] } }[] };
  assert.match(rep.title, /generated:escape:easy:24, generated:escape:heroic:24/);
  assert.deepEqual(rep.arms.map((a) => a.label), ['difficulty=easy', 'difficulty=heroic']);
  for (const a of rep.arms) {
    assert.equal(a.summary.games, 2);
    assert.ok(a.summary.turns >= 1 && a.summary.winRate.low <= a.summary.winRate.high);
    assert.deepEqual(a.summary.byType.map((t) => t.type), ['knight', 'priest', 'ranger', 'wizard']);
  }
  const text = delve(['sim', '-n', '1', '--threads', '1', '--no-progress', '--ruleset', 'aof-quest', '--setup', 'generated', '--difficulty', 'hard']);
  assert.match(text.out, /generated:any:hard:48: 1 games[\s\S]*heroes win .*95% CI[\s\S]*heroes down at the end a game[\s\S]*rounds/);
  for (const [args, pattern] of [
    [['--mission-type', 'picnic'], /--mission-type, --difficulty or --size: no generated mission 'picnic, normal, 48' \(types: clear-waves, escape/],
    [['--size', '36'], /no generated mission 'any, normal, 36'/],
    [['--setup', 'the-goblin-pass', '--difficulty', 'hard'], /'the-goblin-pass' is a mission of the content/],
  ] as const) {
    const bad = delve(['sim', '-n', '1', '--threads', '1', '--no-progress', '--ruleset', 'aof-quest', ...args]);
    assert.notEqual(bad.code, 0);
    assert.match(bad.err, pattern);
  }
  assert.match(delve(['sim', '-n', '1', '--size', '24']).err, /--mission-type and --size are for --ruleset aof-quest/);
});

test('bad input: unknown option, unknown party member, corrupt save — one line, non-zero exit, no stack trace', () => {
  const bad = join(dir, 'corrupt.json');
  writeFileSync(bad, '{"format": "delve-game", "version": 1, "header": {"ruleset": "ahq", "setup": {}}, "answers": [{"seat": "p1"}]}');
  for (const [args, pattern] of [
    [['sim', '--bogus'], /unknown option/],
    [['sim', '-n', '2', '--party', 'barbarian,gnome'], /unknown party member 'gnome'/],
    [['sim', '-n', '2', '--monsters', 'dragon'], /unknown monster 'dragon'/],
    [['sim', '-n', 'lots'], /--games must be a whole number/],
    [['sim', '-n', '2', '--vs', 'nosuchoption=1'], /no option 'nosuchoption'/],
    [['play', '--load', bad], /"answers" must be a list/],
    [['play', '--load', join(dir, 'missing.json')], /no such file/],
    [['play', '--seats', 'p9=human'], /unknown seat 'p9'/],
    [['sim', '-n', '2', '--ruleset', 'chess'], /--ruleset must be 'ahq', 'guilds' or 'aof-quest'/],
    [['sim', '-n', '2', '--difficulty', 'brutal'], /options\.difficulty: must be one of story, normal, hard, deadly/],
    [['play', '--difficulty', 'brutal'], /options\.difficulty: must be one of story, normal, hard, deadly/],
    [['sim', '-n', '2', '--vs', 'difficulty=story,hard,party=elf,dwarf'], /only one setting may take several values/],
    [['sim', '-n', '2', '--setup', 'expedition', '--quest', 'nosuchquest'], /nosuchquest/],
    [['sim', '-n', '2', '--setup', 'expedition', '--ruleset', 'guilds', '--objective', 'nosuchcard'], /unknown Objective card 'nosuchcard'/],
    [['play', '--setup', 'dungeon', '--ruleset', 'guilds'], /prepared dungeon is an ahq map/],
    [['replay', bad], /"answers" must be a list/],
  ] as const) {
    const r = delve([...args]);
    assert.notEqual(r.code, 0, args.join(' '));
    assert.match(r.err, pattern, args.join(' '));
    assert.doesNotMatch(r.err, /\n\s+at /, 'no stack trace');
  }
});

test('delve play asks the GM person the dungeon generator\'s questions in words', () => {
  // Seed 2: before the first turn the GM places the first Room card, then its doors.
  const r = delve(['play', '--ruleset', 'guilds', '--setup', 'expedition', '--objective', 'short-errand', '--seats', 'heroes=ai,gm=human', '--seed', '2', '--save', join(dir, 'questions.json'), '--no-color'], '1\n1\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /the GM: the dungeon\nThe GM places Long hall behind the way in: it shares that wall \(GLD-B01\)\./);
  assert.match(r.out, /The GM places a door of room 1: 2 squares, one door per wall \(GLD-R02, GLD-D05\)\./);
});

test('delve play asks the GM person to spend Dungeon Counters, and plays the entry on the square typed (DEC-30)', () => {
  // A fight the monsters open; the GM holds three counters, and the passage below the room is out of the heroes' sight.
  const save = join(dir, 'counters-start.json');
  const setup = {
    map: ['#########', '#.......#', '#.......#', '#.......#', '#.......#', '####.####', '   #.#', '   #.#', '   ###'],
    heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 4], id: 'barbarian', wounds: 4 }],
    monsters: [{ type: 'orc', at: [6, 1] }],
    start: 'combat', firstSide: 'monsters', counters: 'dungeon-counters', gmCounters: 3,
  };
  writeFileSync(save, JSON.stringify({ format: 'delve-game', version: 1, header: { ruleset: 'ahq', options: {}, packs: ['ahq-core'], setup, seed: 1 }, answers: [] }));
  const r = delve(['play', '--load', save, '--seats', 'p1=ai,gm=human', '--save', join(dir, 'counters.json'), '--no-color'], 'c reinforcements 1 1\nc reinforcements 4 7\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /the GM: Dungeon Counters\nThe GM holds 3 Dungeon Counters \(the start of a combat GM phase\): play Reinforcements \(3\) on a square, or pass\? \(DEC-30\)/);
  assert.match(r.out, /c reinforcements X Y: Reinforcements \(3 of 3 counters\) on \d+ squares?: .*4,7/);
  assert.match(r.out, /reinforcements cannot be played at 1,1/);
  assert.match(r.out, /The GM spends 3 Dungeon Counters: Reinforcements, at \[4, 7\] \(0 left\)\./);
  const saved = JSON.parse(readFileSync(join(dir, 'counters.json'), 'utf8'));
  assert.deepEqual(saved.answers[0], { seat: 'gm', answer: { kind: 'dungeonCounter', entry: 'reinforcements', at: [4, 7] } });
});
