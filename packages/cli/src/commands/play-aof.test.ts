// `delve play --ruleset aof-quest`, `delve replay` of its saves and `delve campaign next` of an
// aof-quest campaign, end to end: the real command in a child process, driven through piped
// stdin as a person would type.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'delve-aof-'));

function delve(args: string[], input = '') {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd: dir, input, encoding: 'utf8', timeout: 180_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** A generated escape mission on 24×24, a ranger on p1 and a priest on p2, both people. */
const MISSION = ['play', '--ruleset', 'aof-quest', '--generate', 'escape', '--size', '24', '--difficulty', 'easy', '--seed', '5', '--heroes', 'ranger,priest', '--no-color'];
/**
 * What a player typed to win it in three rounds: rushes north past the enemies who hold the way
 * out, a token, a spell, then both heroes leave by the far edge.
 */
const WIN = [
  '1', 'r 8 15', 'r 8 9', '1', // the ranger rushes twice and discovers T1
  '1', 'r 10 15', 'r 10 9', '10', // the priest rushes twice and ends the activation
  '1', 'r 8 3', '7', 'r 8 2', // round 2: the ranger rushes into the way out, drinks the draught, steps on
  '1', '10', '2', 'r 8 4', 'r 6 2', '4', // the priest's Smite fails, not forced; it rushes twice and leaves
  '1', '10', // round 3: the ranger leaves too: the objective is done
];

/** The engine's ids of a saved aof-quest game's mission, units and heroes, and its option strings. */
function idsOf(save: string): RegExp {
  const g = JSON.parse(readFileSync(save, 'utf8')) as { header: { setup: { mission: { aiGoals: { id: string }[]; searchTokens?: { id: string }[]; objectives: { id: string }[] } } } };
  const m = g.header.setup.mission;
  const ids = [...m.aiGoals.map((x) => x.id), ...(m.searchTokens ?? []).map((x) => x.id), ...m.objectives.filter((o) => o.id !== 'main').map((x) => x.id)];
  return new RegExp(`\\b(${ids.join('|')})\\b|\\b[uh]\\d+\\b|\\b(advance|rush|charge|cast|discover|escape|jump|use|skill):\\S`);
}

test('delve play aof-quest: a whole mission played to its end by answers typed on stdin, the enemies played by the engine with their reasons', () => {
  const save = join(dir, 'win.json');
  const r = delve([...MISSION, '--save', save], `${WIN.join('\n')}\n`);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Ranger \(power 4\/4\)/); // the options in words
  assert.match(r.out, /Rush to square 8, 15 \(6\.0"\)|Ranger moves to \[8, 15\]/);
  assert.match(r.out, /\n {2}[A-Z][\w ]+ \d+: [^\n]+: (rush|charge|advance|hold)[^\n]*\.\n/i); // an enemy's reason
  assert.match(r.out, /(Shoot at|Charge) .* — odds: \d+% to hit a die, 1\+ wounds \d+%, [\d.]+ expected, destroys it \d+%/);
  // A spell's odds (AOF-X06): Smite's 2 hits with AP(2) and Bane against Defense 4+ wound on all
  // but a re-rolled 6 (35/36 each), once its 4+ is rolled.
  assert.match(r.out, /Cast Smite on Skeleton Spearmen 1 \(2 tokens: needs 4\+\) — odds: cast 50% \(a failed roll forced for 4 power\); once cast, 1\+ wounds 100%, 1\.9 expected, destroys it 0%/);
  assert.match(r.out, /(Priest|Ranger) leaves the battlefield\.\n {2}Objective done/);
  assert.match(r.out, /Victory: the mission is over after round \d+\./);
  const saved = JSON.parse(readFileSync(save, 'utf8'));
  assert.equal(saved.header.ruleset, 'aof-quest');
  assert.equal(saved.answers.length, WIN.length); // every typed answer was taken, none refused
  assert.equal(saved.check.steps.length, saved.answers.length + 1);
  assert.doesNotMatch(r.out, idsOf(save), 'no engine id reaches the terminal');
});

test('delve play aof-quest in Italian: the same mission, the words and the log in Italian', () => {
  const r = delve([...MISSION, '--lang', 'it', '--save', join(dir, 'vinta.json')], `${WIN.join('\n')}\n`);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /quale dei vostri eroi si attiva ora\?/);
  assert.match(r.out, /Corsa fino a casella|Ramingo si muove in \[8, 15\]/);
  assert.match(r.out, /Lancia Castigo su Lancieri scheletri 1 \(2 segnalini: serve 4\+\) — probabilità: riesce 50% \(un tiro fallito si forza con 4 di potere\); se riesce, 1\+ ferite 100%, 1,9 attese, la distrugge 0%/);
  assert.match(r.out, /Vittoria: la missione è finita dopo il round \d+\./);
  assert.doesNotMatch(r.out, /\bRush\b|\bVictory\b/);
});

test('delve play aof-quest: a bad answer is refused saying why, and changes nothing', () => {
  const save = join(dir, 'bad.json');
  const r = delve([...MISSION, '--save', save], '1\n99\na 40 40\na 8 2\nc a\nc zz\nr 8 15\nfly\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /no option 99: pick 1–4/);
  // A square or a charge no option names: the engine's reason (aof-quest/explain.ts).
  assert.match(r.out, /Ranger cannot go there: square 40, 40 is off the battlefield \(\d+ squares are in reach, the nearest square \d+, \d+\)/);
  assert.match(r.out, /Ranger cannot Advance to square 8, 2: the way there is 19" and an Advance goes 3" \(/);
  assert.match(r.out, /Ranger cannot charge Skeleton Spearmen 1: the nearest square in contact is 17" away and a Charge goes 6"/);
  assert.match(r.out, /no unit has the letter 'zz' on the battlefield/);
  assert.match(r.out, /unknown command 'fly' \(h for help\)/);
  // Only the activation and the rush were played.
  assert.equal(JSON.parse(readFileSync(save, 'utf8')).answers.length, 2);
  const it = delve([...MISSION, '--lang', 'it', '--save', join(dir, 'male.json')], '1\nc b\nq\n');
  assert.match(it.out, /Ramingo non può caricare Arcieri scheletri 1: la casella a contatto più vicina è a 19,5" e una Carica arriva a 6"/);
  const gen = delve(['play', '--ruleset', 'aof-quest', '--generate', 'waves', '--size', '30', '--no-color']);
  assert.equal(gen.code, 1);
  assert.match(gen.err, /--size is 24 or 48, not '30'/);
  const cls = delve(['play', '--ruleset', 'aof-quest', '--heroes', 'knight,paladin', '--no-color']);
  assert.equal(cls.code, 1);
  assert.match(cls.err, /--heroes: no hero class 'paladin' \(classes: .*knight/);
});

test('delve play aof-quest: undo takes back a choice, not what dice have said; q saves, --load resumes, delve replay checks and steps through', () => {
  const save = join(dir, 'half.json');
  // Rush, take it back, rush elsewhere; then Scurry (a die is rolled) and try to take that back.
  const first = delve([...MISSION, '--save', save], '1\nr 8 15\nu\nr 8 16\nr 8 10\n2\nu\nq\n');
  assert.equal(first.code, 0, first.err);
  assert.match(first.out, /taken back: the game is again where it was before answer 2/);
  assert.match(first.out, /Ranger moves to \[8, 16\]/);
  assert.match(first.out, /cannot take back: something new was learned since \(Ranger: Dex test, 3\+: \d — (passed|failed)\)/);
  const half = JSON.parse(readFileSync(save, 'utf8'));
  assert.deepEqual(half.answers.map((a: { answer: { option: string } }) => a.answer.option).slice(0, 3), ['h1', 'rush:8.16', 'rush:8.10']);
  // Resumed with the hero bot on both seats, it plays out to the end.
  const end = delve(['play', '--load', save, '--seats', 'heroes=ai', '--save', join(dir, 'end.json'), '--no-color']);
  assert.equal(end.code, 0, end.err);
  assert.match(end.out, /^resumed .*half\.json after \d+ answers/m);
  assert.match(end.out, /(Victory|Defeat): the mission is over after round \d+\./);
  const replay = delve(['replay', join(dir, 'end.json'), '--to', '2', '--no-color'], '\nb\nq\n');
  assert.equal(replay.code, 0, replay.err);
  assert.match(replay.out, /Answer 2\/\d+, seat p1: Rush to square 8, 16/);
  assert.match(replay.out, /Answer 3\/\d+, seat p1: Rush to square 8, 10/);
  assert.doesNotMatch(replay.out, idsOf(save));
  // An edited save is refused at the step where it parts from the game.
  const edited = JSON.parse(readFileSync(join(dir, 'end.json'), 'utf8'));
  edited.answers[1].answer.option = 'rush:8.15';
  writeFileSync(join(dir, 'edited.json'), JSON.stringify(edited));
  const bad = delve(['replay', join(dir, 'edited.json'), '--no-color'], 'q\n');
  assert.equal(bad.code, 1);
  assert.match(bad.err, /edited\.json: it parts from the saved game at step 2/);
});

test('delve campaign next plays an aof-quest mission with people at the keyboard, kept until it ends', () => {
  const camp = join(dir, 'camp.json');
  assert.equal(delve(['campaign', 'new', camp, '--ruleset', 'aof-quest', '--size', '24', '--seed', '3']).code, 0);
  const part = delve(['campaign', 'next', camp, '--no-color'], '1\n1\nq\n');
  assert.equal(part.code, 0, part.err);
  assert.match(part.out, /the party sets off: chapter 1, mission 1/);
  assert.match(part.out, /which of your heroes activates now\?/);
  assert.match(part.out, /the mission goes on: resume it with delve campaign next/);
  assert.ok(existsSync(join(dir, 'camp.expedition.json')));
  // Resting every activation (the first option) plays it out to its end.
  const rest = delve(['campaign', 'next', camp, '--no-color'], '1\n'.repeat(600));
  assert.equal(rest.code, 0, rest.err);
  assert.match(rest.out, /^resumed .*camp\.expedition\.json after 2 answers/m);
  assert.match(rest.out, /back from the mission: (won|lost); XP Knight \+\d+/);
  assert.ok(existsSync(join(dir, 'camp.expedition-1.json')));
  assert.ok(!existsSync(join(dir, 'camp.expedition.json')));
  const show = delve(['campaign', 'show', camp]);
  assert.match(show.out, /mission 2 of 3/);
});
