// `delve play --lang it` speaks Italian all the way: the decision's header, the menu's answers
// (names with their articles), the commands' help and answers, and a refused move's reason. A
// square the heroes have not explored is said to be unexplored, whatever lies there (DEC-17).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDelve } from './testing/run-delve.ts';

const dir = mkdtempSync(join(tmpdir(), 'delve-it-'));

const delve = (args: string[], input: string) => runDelve(dir, args, input);

/** The lines the terminal says itself: the board's rows and the log (indented two spaces) left out. */
const menu = (out: string) => out.split('\n').filter((l) => /^ +\d+\) /.test(l) || (!/^ *\d+ \S*$/.test(l) && !/^ {2}\S/.test(l) && !/^ {4}\d/.test(l)));

/** English a menu would have, were it left in English. */
const ENGLISH = /\b(?:Turn|phase|seat|choose|can reach|help|save and quit|unknown command|refused|acts next|moves to|attacks|drinks|gives|searches|ends?|cannot|squares|fate|faces)\b/;

// p1 picks itself, tries an unexplored square, a wall beside its passage and a bad command, asks
// for help, moves, tries to move again, then quits.
const INPUT = '1\nm 23 5\nm 22 20\nzz\nh\nm 23 14\nm 23 13\nq\n';

test('delve play --lang it: header, menu, help, answers to commands and refused moves are Italian, names with articles', () => {
  const r = delve(['play', '--seats', 'p1=human,heroes=ai,gm=ai', '--seed', '2', '--setup', 'expedition', '--lang', 'it', '--no-color', '--save', join(dir, 'it.json')], INPUT);
  assert.equal(r.code, 0, r.err);
  const lines = menu(r.out);
  for (const l of lines) assert.doesNotMatch(l, ENGLISH, l);
  const said = lines.join('\n');
  assert.match(said, /^Turno 1 \(esplorazione\), fase degli Eroi — Giocatore 1 \(Barbaro\): scegli chi agisce$/m);
  assert.match(said, /^ +\d+\) agisce ora Giocatore 2 \(Nano\)$/m);
  assert.match(said, /^ +\d+\) Il Barbaro dà la Pozione curativa all'Elfo$/m, 'a potion given, with articles joined to "a"');
  assert.match(said, /^ +\d+\) termina l’attivazione del Barbaro$/m);
  assert.match(said, /^Il Barbaro non può andare lì: \[23, 5\] non è ancora esplorata$/m);
  assert.match(said, /^Il Barbaro non può andare lì: \[22, 20\] è muro pieno$/m);
  assert.match(said, /comando sconosciuto 'zz' \(h per l’aiuto\)/);
  assert.match(said, /^(?:Giocatore 1> )?comandi: NUMERO sceglie una voce/m);
  assert.match(said, /^Il Barbaro si è già mosso in questo turno$/m);
  assert.match(said, /agisce il Barbaro$/m);
  assert.match(said, /^1 Barbaro +10\/10 in 23,24 +\(fato 1, Giocatore 1\)$/m);
  assert.match(said, /salvato in .*it\.json \(\d+ risposte\)/);
});

test('DEC-17 a hero told why a move is refused hears only that a square is unexplored, rock or not', () => {
  const r = delve(['play', '--seats', 'p1=human,heroes=ai,gm=ai', '--seed', '2', '--setup', 'expedition', '--no-color', '--save', join(dir, 'en.json')], INPUT);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /^Barbarian cannot go there: \[23, 5\] is not explored yet$/m);
  assert.match(r.out, /^Barbarian cannot go there: \[22, 20\] is solid wall$/m);
  assert.match(r.out, /^Turn 1 \(exploration\), hero phase — Player 1 \(Barbarian\): choose who acts$/m);
});

test('delve replay --lang it: its menus, the answers and the log are Italian, as delve play --lang it', () => {
  const save = join(dir, 'replay-it.json');
  delve(['play', '--seats', 'p1=human,heroes=ai,gm=ai', '--seed', '2', '--setup', 'expedition', '--no-color', '--save', save], '1\nq\n');
  const r = delve(['replay', save, '--lang', 'it', '--no-color'], '\n\nb\nb\nq\n');
  assert.equal(r.code, 0, r.err);
  const lines = menu(r.out);
  for (const l of lines) assert.doesNotMatch(l, ENGLISH, l);
  const said = lines.join('\n');
  assert.match(said, /^Inizio della partita \(\d+ risposte\)$/m);
  assert.match(said, /^Risposta 1\/\d+, Giocatore 1: agisce ora Giocatore 1 \(Barbaro\)$/m);
  assert.match(said, /^\[Invio\] avanti, b indietro, q esci> /m);
  assert.match(said, /già all’inizio/);
  assert.match(r.out, /(?:^|> ) {2}Tocca a Giocatore 1 \(Barbaro\)\.$/m, 'the log names the player and the hero');
  assert.doesNotMatch(r.out, /Start of the game|Answer \d|\[Enter\] next/);
});

test('the terminal names a seat by its person: --names gives them, else Player N, as the web page names the person', () => {
  const r = delve(['play', '--seats', 'p1=human,heroes=ai,gm=ai', '--seed', '2', '--setup', 'expedition', '--no-color', '--names', 'p1=Anna,p2=Bob', '--save', join(dir, 'names.json')], '1\nt N\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /^Turn 1 \(exploration\), hero phase — Anna \(Barbarian\): choose who acts$/m);
  assert.match(r.out, /^ +\d+\) Bob \(Dwarf\) acts next$/m);
  assert.match(r.out, /^ +\d+\) Player 3 \(Elf\) acts next$/m, 'a seat nobody named is its player by number');
  assert.match(r.out, /^Anna> /m, 'the prompt asks the person');
  assert.match(r.out, /(?:^|> ) {2}Anna \(Barbarian\) acts\.$/m, 'the log names the person');
  assert.match(r.out, /\(fate 1, Anna\)/, 'the legend says who plays the hero');
  assert.match(r.out, /figures face no way in this game: turning comes with the facing house rule/, 'a turn without facing is said in words, not the engine\'s');
  assert.doesNotMatch(r.out.replace(/--load \S+/g, ''), /\bp[1-4]\b/, 'no seat id anywhere');
  const bad = delve(['play', '--names', 'p9=Zed', '--save', join(dir, 'bad.json')], 'q\n');
  assert.notEqual(bad.code, 0);
  assert.match(bad.err, /unknown seat 'p9' in --names/);
});
