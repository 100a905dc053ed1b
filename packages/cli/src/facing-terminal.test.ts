// The facing module at the terminal, typed as a player would: a shot that snipes (FAC-I03), listed
// and typed as `a LETTER snipe` (Italian `a LETTERA precisione`), and the interception prompt
// (DEC-28) with the shot's odds against the target and against each figure that may step in, the
// decision's own odds as the web page shows them, and none where the decision carries none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyInPlace, createGame, legalAnswers, type Answer, type GameHeader, type GameState } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { labeller } from './answer-labels.ts';
import { runDelve } from './testing/run-delve.ts';

const dir = mkdtempSync(join(tmpdir(), 'delve-facing-'));
const content = await loadDefaultContent('guilds');

const delve = (args: string[], input: string) => runDelve(dir, args, input);

/** A guilds fight on a bare room, facing on: `heroes` and `monsters` as the setup gives them. */
function fight(seed: number, options: Record<string, boolean>, heroes: object[], monsters: object[], firstSide: 'heroes' | 'monsters'): GameHeader {
  return {
    ruleset: 'guilds', packs: ['guilds-core'], options: { facing: true, ...options }, seed,
    setup: { map: ['##########', '#........#', '#........#', '#........#', '##########'], heroes, monsters, start: 'combat', firstSide, victory: 'monsters-slain' },
  } as unknown as GameHeader;
}

/** A save of `header` after `answers`, for `delve play --load`. */
function save(name: string, header: GameHeader, answers: { seat: string; answer: Answer }[] = []): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ format: 'delve-game', version: 1, header, answers }));
  return path;
}

/** The first seed whose deal leaves the elf holding a card that re-rolls a miss: it may snipe. */
function snipingFight(): { header: GameHeader; s: GameState } {
  for (let seed = 1; seed < 50; seed++) {
    const header = fight(seed, { 'guilds.heroicCards': true }, [{ type: 'elf', seat: 'p1', at: [1, 2], id: 'elf', facing: 'E' }], [{ type: 'orc', at: [8, 2], facing: 'W' }, { type: 'orc', at: [5, 1], facing: 'S' }], 'heroes');
    const s = createGame(header, content);
    if (s.pending?.kind === 'act' && legalAnswers(s, 'p1').some((a) => a.kind === 'shoot' && a.snipe === true)) return { header, s };
  }
  throw new Error('no seed deals the elf a card to snipe with');
}

test('FAC-I03 a shot that may snipe is listed, and `a LETTER snipe` typed plays it: the card is spent and no one is asked to step in', () => {
  const { header } = snipingFight();
  const r = delve(['play', '--load', save('snipe.json', header), '--save', join(dir, 'snipe-out.json'), '--seats', 'p1=human,gm=ai', '--no-color'], 'a a snipe\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /^ +\d+\) Elf Ranger snipes at Orc 1 with Longbow \(spending Second Swing, the Heroic card that would re-roll a miss: no re-roll, no one can step in\) — hit \d+%/m);
  assert.match(r.out, /^ +\d+\) Elf Ranger shoots Orc 1 with Longbow — hit \d+%/m, 'the plain shot is listed beside it');
  assert.match(r.out, /Elf Ranger spends Second Swing to snipe at Orc 1: no re-roll, and no one can step into the shot\./);
  const played = JSON.parse(readFileSync(join(dir, 'snipe-out.json'), 'utf8')) as { answers: { answer: Answer }[] };
  assert.deepEqual(played.answers.map((a) => a.answer), [{ kind: 'shoot', model: 'elf', target: 'm1', weapon: 'longbow', snipe: true }]);
});

test('FAC-I03 in Italian the sniped shot is listed and typed as `a LETTERA precisione`; a shooter with no card to spend is told why', () => {
  const { header } = snipingFight();
  const r = delve(['play', '--load', save('snipe-it.json', header), '--save', join(dir, 'snipe-it-out.json'), '--seats', 'p1=human,gm=ai', '--no-color', '--lang', 'it'], 'a a precisione\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /^ +\d+\) Il Ramingo elfo tira di precisione all'Orco 1 con l'Arco lungo \(spende il Secondo fendente, la Carta Eroica che ritirerebbe un colpo mancato: niente ritiro, nessuno può frapporsi\) — a segno \d+%/m);
  assert.match(r.out, /Il Ramingo elfo spende Secondo fendente per tirare di precisione sull'Orco 1/);
  // Without Heroic cards nobody holds aim: the snipe is refused by the terminal's own words.
  const plain = fight(1, {}, [{ type: 'elf', seat: 'p1', at: [1, 2], id: 'elf', facing: 'E' }], [{ type: 'orc', at: [8, 2], facing: 'W' }], 'heroes');
  const no = delve(['play', '--load', save('no-snipe.json', plain), '--save', join(dir, 'no-snipe-out.json'), '--seats', 'p1=human,gm=ai', '--no-color', '--lang', 'it'], 'a a precisione\nq\n');
  assert.equal(no.code, 0, no.err);
  assert.match(no.out, /ora non si può tirare di precisione all'Orco 1: lo fa solo un tiratore con una Carta Eroica che ritira un colpo mancato \(FAC-I03\)/);
  assert.doesNotMatch(no.out, /tira di precisione all'Orco 1 con/, 'no sniped shot is listed');
});

/** The orc crossbowman shoots the elf along row 2, across the warrior's blocking zone: p1 decides. */
function interception(): { header: GameHeader; answers: { seat: string; answer: Answer }[]; s: GameState } {
  const header = fight(1, {}, [{ type: 'warrior', seat: 'p1', at: [3, 1], id: 'warrior', facing: 'S' }, { type: 'elf', seat: 'p1', at: [1, 2], id: 'elf', facing: 'E' }], [{ type: 'orc-crossbowman', at: [8, 2], facing: 'W' }], 'monsters');
  const s = createGame(header, content);
  const answers: { seat: string; answer: Answer }[] = [
    { seat: 'gm', answer: { kind: 'routine', routine: 'attackThenMove' } },
    { seat: 'gm', answer: { kind: 'shoot', model: 'm1', target: 'elf', weapon: 'crossbow' } },
  ];
  for (const { seat, answer } of answers) assert.ok(applyInPlace(s, seat, answer).ok);
  assert.equal(s.pending?.kind, 'intercept');
  return { header, answers, s };
}

test('FAC-I01 DEC-28 the terminal interception prompt gives the odds of the shot against the target and against each figure that may step in, as the decision gives them', () => {
  const { header, answers, s } = interception();
  const d = s.pending!.kind === 'intercept' ? s.pending! as Extract<GameState['pending'], { kind: 'intercept' }> : null;
  const odds = d!.odds!;
  const pct = (p: number) => `${Math.round(p * 100)}%`;
  const path = save('intercept.json', header, answers);
  const en = delve(['play', '--load', path, '--save', join(dir, 'intercept-out.json'), '--seats', 'p1=human,gm=ai', '--no-color'], 'q\n');
  assert.equal(en.code, 0, en.err);
  assert.match(en.out, /step into the attack\?/);
  assert.match(en.out, new RegExp(`^ +\\d+\\) let the attack pass on Elf Ranger — hit ${pct(odds.elf!.hit)}, ${odds.elf!.wounds.toFixed(1)} wounds expected, down ${pct(odds.elf!.down)}$`, 'm'));
  assert.match(en.out, new RegExp(`^ +\\d+\\) Warrior steps in and takes the attack — hit ${pct(odds.warrior!.hit)}, ${odds.warrior!.wounds.toFixed(1)} wounds expected, down ${pct(odds.warrior!.down)}$`, 'm'));
  const it = delve(['play', '--load', path, '--save', join(dir, 'intercept-it.json'), '--seats', 'p1=human,gm=ai', '--no-color', '--lang', 'it'], 'q\n');
  assert.equal(it.code, 0, it.err);
  assert.match(it.out, new RegExp(`^ +\\d+\\) lascia passare l’attacco sul Ramingo elfo — a segno ${pct(odds.elf!.hit)}, ${odds.elf!.wounds.toFixed(1)} ferite attese, a terra ${pct(odds.elf!.down)}$`, 'm'));
  assert.match(it.out, new RegExp(`^ +\\d+\\) Il Guerriero si frappone e subisce l’attacco — a segno ${pct(odds.warrior!.hit)}`, 'm'));
});

test('DEC-28 where the interception decision carries no odds (a spell, a shooter in disguise) the terminal gives none', () => {
  const { s } = interception();
  const d = s.pending!;
  assert.equal(d.kind, 'intercept');
  const bare = { ...s, pending: { ...d, odds: undefined } } as GameState;
  for (const locale of ['en', 'it'] as const) {
    const lab = labeller(bare, 'p1', content, { locale });
    for (const a of legalAnswers(bare, 'p1')) assert.doesNotMatch(lab.label(a), /\d+%/, `${locale}: ${lab.label(a)}`);
    const withOdds = labeller(s, 'p1', content, { locale });
    assert.ok(legalAnswers(s, 'p1').every((a) => /\d+%/.test(withOdds.label(a))), 'with the decision\'s odds every choice has them');
  }
});
