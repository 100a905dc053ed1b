// Heroic cards at the terminal (GLD-H01), typed as players would: the Leader's player deals the
// four cards by number, then `k` shows each player their own hero's cards, each with what it does
// (and with facing, the one a snipe would spend), and of the other hero only how many it holds, in
// English and Italian.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyInPlace, createGame, type Answer, type GameHeader, type GameState } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { PLAY_WORDS } from './play-words.ts';
import { runDelve } from './testing/run-delve.ts';

const dir = mkdtempSync(join(tmpdir(), 'delve-heroic-'));
const content = await loadDefaultContent('guilds');

const delve = (args: string[], input: string) => runDelve(dir, args, input);

/** The warrior on p1 and the elf on p2 against an orc, Heroic cards on. */
function header(options: Record<string, boolean>): GameHeader {
  return {
    ruleset: 'guilds', packs: ['guilds-core'], options: { 'guilds.heroicCards': true, ...options }, seed: 3,
    setup: {
      map: ['##########', '#........#', '#........#', '#........#', '##########'],
      heroes: [{ type: 'warrior', seat: 'p1', at: [1, 2], id: 'warrior' }, { type: 'elf', seat: 'p2', at: [1, 3], id: 'elf' }],
      monsters: [{ type: 'orc', at: [8, 2] }], start: 'combat', firstSide: 'heroes', victory: 'monsters-slain',
    },
  } as unknown as GameHeader;
}

function save(name: string, h: GameHeader): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ format: 'delve-game', version: 1, header: h, answers: [] }));
  return path;
}

/** The game as the saved answers left it. */
function played(h: GameHeader, file: string): GameState {
  const s = createGame(h, content);
  for (const { seat, answer } of (JSON.parse(readFileSync(file, 'utf8')) as { answers: { seat: string; answer: Answer }[] }).answers) assert.ok(applyInPlace(s, seat, answer).ok);
  return s;
}

const nameOf = (card: string, locale: 'en' | 'it') => content.heroicCards[card]!.names?.[locale] ?? content.heroicCards[card]!.name;

/** What `k` printed at the prompt of `who` (the lines after `who> ` up to the next prompt). */
function shown(out: string, who: string, nth: number): string {
  const parts = out.split(`${who}> `);
  return parts.slice(1).find((p) => /Heroic cards|Carte Eroiche/.test(p.split(/\n\S/)[0] ?? '') && nth-- === 0)?.split(/\n(?=\S)/)[0] ?? '';
}

test('GLD-H01 DEC-17 dealt by typing, `k` shows each player their own hero’s Heroic cards and what each does, and of the other hero only how many', () => {
  const h = header({});
  const file = join(dir, 'dealt.json');
  // Deal the cards to the warrior, the elf, the warrior, the elf; `k` for p1; the elf acts; `k` for p2.
  const r = delve(['play', '--load', save('deal.json', h), '--save', file, '--seats', 'p1=human,p2=human,gm=ai', '--no-color'], '1\n2\n1\n2\nk\n2\nk\nq\n');
  assert.equal(r.code, 0, r.err);
  const s = played(h, file);
  const w = PLAY_WORDS.en.heroic;
  const hands = s.heroic!.hands;
  assert.equal(hands.warrior!.length, 2);
  assert.equal(hands.elf!.length, 2);
  const p1 = shown(r.out, 'Player 1', 0);
  const p2 = shown(r.out, 'Player 2', 0);
  assert.match(p1, /Warrior's Heroic cards:/);
  for (const c of hands.warrior!) assert.ok(p1.includes(`    ${nameOf(c, 'en')}: ${w.effect(content.heroicCards[c]!.effect)}\n`), `p1 reads ${c}:\n${p1}`);
  assert.match(p1, /Elf Ranger holds 2 Heroic cards\./);
  assert.match(p2, /Elf Ranger's Heroic cards:/);
  for (const c of hands.elf!) assert.ok(p2.includes(`    ${nameOf(c, 'en')}: ${w.effect(content.heroicCards[c]!.effect)}`), `p2 reads ${c}:\n${p2}`);
  assert.match(p2, /Warrior holds 2 Heroic cards\./);
  // Neither reads the other's cards, there or in the log (a dealt card is named to its holder's seat).
  for (const c of hands.elf!) if (!hands.warrior!.includes(c)) assert.ok(!p1.includes(nameOf(c, 'en')), `the elf's ${c} shown to p1`);
  for (const c of hands.warrior!) if (!hands.elf!.includes(c)) assert.ok(!p2.includes(nameOf(c, 'en')), `the warrior's ${c} shown to p2`);
  assert.match(r.out, /Elf Ranger receives a Heroic card\.\n/);
  assert.match(r.out, /Warrior receives a Heroic card: \S/);
});

test('GLD-H01 FAC-I03 in Italian `k` lists the cards in the players’ words and, with facing, marks the one a snipe would spend; a game without the cards says so', () => {
  const h = header({ facing: true });
  const file = join(dir, 'dealt-it.json');
  const r = delve(['play', '--load', save('deal-it.json', h), '--save', file, '--seats', 'p1=human,p2=human,gm=ai', '--no-color', '--lang', 'it'], '1\n2\n1\n2\n2\nk\nq\n');
  assert.equal(r.code, 0, r.err);
  const s = played(h, file);
  const w = PLAY_WORDS.it.heroic;
  const p2 = shown(r.out, 'Giocatore 2', 0);
  assert.match(p2, /Il Ramingo elfo — Carte Eroiche:/);
  const elf = s.heroic!.hands.elf!;
  for (const c of elf) assert.ok(p2.includes(`    ${nameOf(c, 'it')}: ${w.effect(content.heroicCards[c]!.effect)}`), `p2 reads ${c}:\n${p2}`);
  // The card a snipe would spend: the elf's first that re-rolls a miss, marked once.
  const aim = elf.filter((c) => content.heroicCards[c]!.effect.kind === 'reroll-to-hit').sort()[0];
  if (aim) assert.equal(p2.split('(la spende un tiro di precisione)').length - 1, 1, `one card marked:\n${p2}`);
  else assert.ok(!p2.includes('precisione'), p2);
  assert.ok(aim, 'the deal of seed 3 leaves the elf a card that re-rolls a miss');
  assert.match(p2, /Il Guerriero ha 2 Carte Eroiche\./);

  // Without the option: no hand, and `k` says why.
  const off = { ...h, options: { facing: true } } as GameHeader;
  const no = delve(['play', '--load', save('off.json', off), '--save', join(dir, 'off-out.json'), '--seats', 'p1=human,p2=human,gm=ai', '--no-color', '--lang', 'it'], 'k\nq\n');
  assert.equal(no.code, 0, no.err);
  assert.ok(no.out.includes(PLAY_WORDS.it.heroic.off), no.out);
});
