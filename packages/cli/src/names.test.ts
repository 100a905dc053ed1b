// The terminal names things as the table does: monsters by kind and number (the same number after
// a death), heroes by name, in English or, with --lang it, in Italian; no internal id is printed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDelve } from './testing/run-delve.ts';

const dir = mkdtempSync(join(tmpdir(), 'delve-names-'));

const delve = (args: string[], input = '') => runDelve(dir, args, input);

/** Internal ids: models (m2), doors (d1, d9-0), chests (c1), sections (s4), traps (t3-4); dice (d6, d12) are none. */
const ID = /\b(?:m\d+|d(?!(?:3|6|12)\b)\d+(?:-\d+)?|c\d+|s\d+|t\d+(?:-\d+)?)\b|\((?:barbarian|dwarf|elf|wizard)\)/;

/** The lines of words: the board's rows (a row number, then its squares) are letters and digits side by side. */
const words = (out: string) => out.split('\n').filter((l) => !/^ *\d+ \S*$/.test(l));

// p1 ends every activation; the AI plays the others, and the fight goes on until monsters fall.
const ENDS = '1\n'.repeat(40);

test('delve play names monsters by kind and number, the slain too, and prints no internal id', () => {
  const r = delve(['play', '--seats', 'p1=human,p2=ai,p3=ai,p4=ai,gm=ai', '--seed', '2', '--save', join(dir, 'en.json'), '--no-color'], `${ENDS}q\n`);
  assert.equal(r.code, 0, r.err);
  const died = [...r.out.matchAll(/^ {2}(\w[\w ]*? \d+) dies/gm)].map((m) => m[1]);
  assert.ok(died.length > 0, 'a monster dies, by its name and number');
  for (const line of words(r.out)) assert.doesNotMatch(line, ID, line);
  // A number names one monster for the whole fight: the one that died is never listed again alive.
  const legend = (name: string) => new RegExp(`^[a-z] ${name} +\\d+/\\d+ at`, 'm');
  const afterDeath = r.out.slice(r.out.indexOf(`${died[0]} dies`));
  assert.doesNotMatch(afterDeath, legend(died[0]!), `${died[0]} is listed alive after its death`);
});

test('delve play --lang it tells the log and names heroes, monsters and weapons in Italian', () => {
  const r = delve(['play', '--seats', 'p1=human,p2=ai,p3=ai,p4=ai,gm=ai', '--seed', '2', '--lang', 'it', '--save', join(dir, 'it.json'), '--no-color'], `${ENDS}q\n`);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /^ {2}(?:Il|Lo|La|L')[ ']?(?:Barbaro|Nano|Elfo|Mago|Orco \d+|Goblin \d+|Skaven \d+)[^\n]* attacca (?:il|lo|la|l'|gli|i|le)[ ']?[^\n]+ con (?:il|lo|la|l'|gli|i|le)[ ']?[^\n]+/m);
  assert.match(r.out, /Orco \d+/);
  assert.doesNotMatch(r.out, /\b(?:Barbarian|Dwarf|Wizard|Orc \d)/, 'no English names in an Italian game');
  for (const line of words(r.out)) assert.doesNotMatch(line, ID, line);
  const bad = delve(['play', '--lang', 'fr', '--save', join(dir, 'fr.json')]);
  assert.notEqual(bad.code, 0);
  assert.match(bad.err, /--lang must be 'en' or 'it', not 'fr'/);
});

test('a move typed to a square the model cannot reach is answered with the engine\'s reason', () => {
  const r = delve(['play', '--seats', 'p1=human,p2=ai,p3=ai,p4=ai,gm=ai', '--seed', '2', '--save', join(dir, 'why.json'), '--no-color'], '1\nm 9 1\nm 0 0\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Barbarian cannot end a move there: Goblin archer 1 stands on \[9, 1\]/);
  assert.match(r.out, /Barbarian cannot go there: \[0, 0\] is solid wall/);
});
