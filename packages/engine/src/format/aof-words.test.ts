// aof-quest's questions and options in words, English and Italian: every option kind on a view
// made for the test, then every option of every question met in whole seeded missions, told
// without an engine id.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '../../../content/src/index.ts';
import { applyInPlace, createGame, seatEvents, seatView } from '../game.ts';
import type { Content } from '../content-types.ts';
import type { Decision, GameEvent, GameHeader } from '../types.ts';
import { aofOptionLabel, aofPrompt, aofWords, type AofWordsContent, type AofWordsView } from './aof-words.ts';

const content = (await loadDefaultContent('aof-quest')) as unknown as Content & { aof: AofWordsContent };
const words = content.aof;

const hero = (id: string, name: string, at: [number, number], extra: Partial<AofWordsView['units'][number]> = {}) => ({
  id, side: 'heroes' as const, type: name.toLowerCase(), name: { en: name, it: name }, number: 1, seat: 'p1', models: [{ at }], spellTokens: 0,
  hero: { power: 3, maxPower: 4, skill: { name: { en: 'Shield Wall', it: 'Muro di scudi' }, stat: 'str' as const } }, ...extra,
});

const VIEW: AofWordsView = {
  round: 2,
  activating: 'h1',
  units: [
    hero('h1', 'Knight', [10, 10]),
    hero('h2', 'Wizard', [12, 10], { spellTokens: 3 }),
    { id: 'u7', side: 'ai', type: 'orc-warriors', name: { en: 'Orc Warriors', it: 'Guerrieri orchi' }, number: 2, seat: null, models: [{ at: [20, 10] }, { at: [21, 10] }], spellTokens: 0, hero: null },
  ],
  tokens: [
    { id: 't4', at: [13, 14], revealed: false, contents: null },
    { id: 't9', at: [9, 9], revealed: true, contents: { kind: 'item', item: 'healing-draught' } },
    { id: 't5', at: [11, 11], revealed: false, contents: null },
  ],
  aiGoals: [{ id: 'g1', at: [30, 30] }],
  objectives: [{ id: 'o1', name: { en: 'Light the beacon', it: 'Accendere il fuoco' }, test: 'wil' }, { id: 'o2', name: { en: 'Flee', it: 'Fuggire' } }],
};

const CASES: [string, string, string, string][] = [
  ['aof.act', 'rest', 'Rest: power back to 4 (the activation ends)', 'Riposo: potere di nuovo a 4 (l’attivazione finisce)'],
  ['aof.act', 'hold', 'Hold (and shoot)', 'Fermo (e tira)'],
  ['aof.act', 'advance:13.14', 'Advance to square 13, 14 (5.0"), then may shoot', 'Avanzata fino a casella 13, 14 (5,0"), poi può tirare'],
  ['aof.act', 'rush:10.22', 'Rush to square 10, 22 (12.0")', 'Corsa fino a casella 10, 22 (12,0")'],
  ['aof.act', 'charge:u7:19.10', 'Charge Orc Warriors 2 from square 19, 10 (9.0")', 'Carica su Guerrieri orchi 2 da casella 19, 10 (9,0")'],
  ['aof.act', 'jump:10.13', 'Jump to square 10, 13 (3.0") (Dex test)', 'Salto in casella 10, 13 (3,0") (prova di Des)'],
  ['aof.act', 'discover:t4', 'Discover search token T1 (square 13, 14) (Wil test)', 'Scoprire il segnalino ricerca T1 (casella 13, 14) (prova di Vol)'],
  ['aof.act', 'discover:t5', 'Discover and pick up search token T3 (square 11, 11) (no roll)', 'Scoprire e raccogliere il segnalino ricerca T3 (casella 11, 11) (senza tiro)'],
  ['aof.act', 'discover:t9', 'Pick up Healing Draught from search token T2 (square 9, 9)', 'Raccogli Pozione curativa dal segnalino ricerca T2 (casella 9, 9)'],
  ['aof.act', 'push:u7', 'Push Orc Warriors 2 away (Str test)', 'Spingere via Guerrieri orchi 2 (prova di For)'],
  ['aof.act', 'scurry', 'Scurry: a Dex test, then move up to D3"', 'Sgusciare: prova di Des, poi muove fino a D3"'],
  ['aof.act', 'skill:h1', 'Shield Wall (on itself, Str test)', 'Muro di scudi (su di sé, prova di For)'],
  ['aof.act', 'skill:h2', 'Shield Wall on Wizard (Str test)', 'Muro di scudi su Wizard (prova di For)'],
  ['aof.act', 'revive:h2', 'Revive Wizard (2 power)', 'Rianimare Wizard (2 potere)'],
  ['aof.act', 'use:healing-draught:h1', 'Use Healing Draught', 'Usa Pozione curativa'],
  ['aof.act', 'use:healing-draught:h2', 'Use Healing Draught on Wizard', 'Usa Pozione curativa su Wizard'],
  ['aof.act', 'objective:o1', 'Seize the objective “Light the beacon” (Wil test)', 'Compi l’obiettivo «Accendere il fuoco» (prova di Vol)'],
  ['aof.act', 'escape:o2', 'Leave the battlefield (“Flee”)', 'Lascia il campo di battaglia («Fuggire»)'],
  ['aof.act', 'cast:fire-bolt:u7:0', 'Cast Fire Bolt on Orc Warriors 2 (1 token: needs 4+)', 'Lancia Dardo di fuoco su Guerrieri orchi 2 (1 segnalino: serve 4+)'],
  ['aof.act', 'cast:fire-bolt:u7:2', 'Cast Fire Bolt on Orc Warriors 2 (3 tokens, +2 to the roll: needs 2+)', 'Lancia Dardo di fuoco su Guerrieri orchi 2 (3 segnalini, +2 al tiro: serve 2+)'],
  ['aof.act', 'cast:fire-bolt:h1:0', 'Cast Fire Bolt on itself (1 token: needs 4+)', 'Lancia Dardo di fuoco su di sé (1 segnalino: serve 4+)'],
  ['aof.act', 'end', 'End the activation', 'Termina l’attivazione'],
  ['aof.activate', 'h2', 'Wizard (power 3/4, 3 spell tokens)', 'Wizard (potere 3/4, 3 segnalini incantesimo)'],
  ['aof.shoot', 'u7', 'Shoot at Orc Warriors 2', 'Tira contro Guerrieri orchi 2'],
  ['aof.shoot', 'none', 'Do not shoot', 'Non tirare'],
  ['aof.passTest', 'pay', 'Pay 2 power and pass the test', 'Paga 2 potere e supera la prova'],
  ['aof.passTest', 'fail', 'Accept the failure', 'Accetta il fallimento'],
  ['aof.ignoreShaken', 'pay', 'Pay 2 power and ignore Shaken', 'Paga 2 potere e non essere Scosso'],
  ['aof.ignoreShaken', 'accept', 'Be Shaken', 'Resta Scosso'],
  ['aof.impaired', 'pay', 'Pay D3 power to remove Impaired', 'Paga D3 potere e togli Indebolito'],
  ['aof.impaired', 'keep', 'Stay Impaired (−1 to every stat roll)', 'Resta Indebolito (−1 a ogni prova)'],
  ['aof.forceCast', 'pay', 'Pay 2 power and the spell works', 'Paga 2 potere e l’incantesimo riesce'],
  ['aof.forceCast', 'fail', 'Let the spell fail', 'Lascia fallire l’incantesimo'],
  ['aof.counter', '0', 'Do not counter', 'Non contrastare'],
  ['aof.counter', '2', 'Spend 2 tokens: −2 to its roll', 'Spendi 2 segnalini: −2 al suo tiro'],
  ['aof.scurry', 'stay', 'Stay where you are', 'Resta dove sei'],
  ['aof.scurry', '11.11', 'Move to square 11, 11 (1.4")', 'Muovi in casella 11, 11 (1,4")'],
  ['aof.ambush', 'wait', 'Wait in hiding', 'Aspetta ancora nascosto'],
  ['aof.ambush', '0.5', 'Come out of hiding at square 0, 5', 'Esci dall’imboscata in casella 0, 5'],
  ['aof.stopFall', 'pay', 'Pay 2 power and stop at the ledge', 'Paga 2 potere e fermati sul bordo'],
  ['aof.stopFall', 'fall', 'Fall', 'Cadi'],
];

const FAILED_CAST: GameEvent = { type: 'aofCast', unit: 'h1', spell: 'fire-bolt', target: 'u7', roll: 2, modifier: 0, success: false, forced: false };
const FAILED_TEST: GameEvent = { type: 'aofTest', unit: 'h1', stat: 'dex', need: 4, modifier: 0, faces: [2], passed: false };

test('AOF-K01 a search token within 1" is picked up without a roll, one farther away takes a Wil test', () => {
  assert.match(aofOptionLabel(VIEW, words, 'aof.act', 'discover:t5'), /no roll/);
  assert.match(aofOptionLabel(VIEW, words, 'aof.act', 'discover:t4'), /Wil test/);
  // On 24×24 every distance is halved (AOF-P02): a diagonal neighbour (0.41") is within 1" = 0.5", two squares off is not.
  const small = { ...VIEW, battlefield: { scale: 0.5 } };
  assert.match(aofOptionLabel(small, words, 'aof.act', 'discover:t5'), /no roll/);
  const far = { ...small, tokens: [{ id: 't5', at: [12, 10] as const, revealed: false, contents: null }] };
  assert.match(aofOptionLabel(far, words, 'aof.act', 'discover:t5'), /Wil test/);
});

test('AOF-A02 every option a hero may be offered, in English and Italian, named as the table names it', () => {
  for (const [q, option, en, it] of CASES) {
    assert.equal(aofOptionLabel(VIEW, words, q, option, 'en', [FAILED_CAST]), en, `${q} ${option}`);
    assert.equal(aofOptionLabel(VIEW, words, q, option, 'it', [FAILED_CAST]), it, `${q} ${option} (it)`);
  }
});

test('AOF-A04 a payment a hero is short of says the cost is taken as wounds (DEC-15)', () => {
  const poor = { ...VIEW, units: VIEW.units.map((u) => (u.id === 'h1' ? { ...u, hero: { ...u.hero!, power: 1 } } : u)) };
  assert.equal(aofOptionLabel(poor, words, 'aof.passTest', 'pay'), 'Pay 2 power and pass the test (short of power: 2 wounds instead)');
  assert.equal(aofOptionLabel(poor, words, 'aof.forceCast', 'pay', 'it', [FAILED_CAST]), 'Paga 2 potere e l’incantesimo riesce (potere insufficiente: 2 ferite invece)');
  assert.equal(aofOptionLabel(VIEW, words, 'aof.passTest', 'pay'), 'Pay 2 power and pass the test');
});

test('a model of a unit of several is named by its unit and number, a single model by its unit', () => {
  assert.equal(aofWords(VIEW, words, 'en').model('u7.3'), 'Orc Warriors 2, model 3');
  assert.equal(aofWords(VIEW, words, 'it').model('u7.3'), 'Guerrieri orchi 2, modello 3');
  assert.equal(aofWords(VIEW, words, 'en').model('h1'), 'Knight');
});

test('AOF-G02 a question is told with its moment: the failed test, what power buys, the spell that failed', () => {
  const d = (question: string, options: string[]) => ({ seat: 'p1', question, options });
  const events = [FAILED_TEST, FAILED_CAST];
  const en = (question: string, options: string[]) => aofPrompt(VIEW, words, d(question, options), 'en', events);
  const it = (question: string, options: string[]) => aofPrompt(VIEW, words, d(question, options), 'it', events);
  assert.equal(en('aof.passTest', ['pay', 'fail']), 'Knight failed a Dex test (rolled 2, needed 4+): pay 2 power to pass it? (power 3/4)');
  assert.equal(it('aof.passTest', ['pay', 'fail']), 'Knight ha fallito una prova di Des (tiro 2, serviva 4+): pagare 2 potere per superarla? (potere 3/4)');
  assert.equal(en('aof.forceCast', ['pay', 'fail']), 'Knight: Fire Bolt on Orc Warriors 2 failed (rolled 2, needed 4+); pay 2 power to force it? (power 3/4)');
  assert.equal(it('aof.forceCast', ['pay', 'fail']), 'Knight: il lancio di Dardo di fuoco su Guerrieri orchi 2 è fallito (tiro 2, serviva 4+); pagare 2 potere per forzarlo? (potere 3/4)');
  assert.equal(en('aof.activate', ['h1', 'h2']), 'Round 2: which of your heroes activates now? (2 left to activate)');
  assert.match(en('aof.act', ['rest', 'end']), /^Knight \(power 3\/4\): an action .* a second action costs 2 power\.$/);
  assert.match(it('aof.act', ['rest', 'end']), /^Knight \(potere 3\/4\): un’azione .* una seconda azione costa 2 potere\.$/);
  assert.match(en('aof.counter', ['0', '1', '2']), /how many of Knight’s 2 spell tokens/);
  for (const q of ['aof.shoot', 'aof.ignoreShaken', 'aof.impaired', 'aof.scurry', 'aof.ambush', 'aof.stopFall']) {
    for (const text of [en(q, ['pay', 'x']), it(q, ['pay', 'x'])]) assert.ok(text.length > 20 && !/\bh1\b|aof\./.test(text), `${q}: ${text}`);
  }
});

test('AOF-A02 an option or question the game does not have is refused naming it', () => {
  assert.throws(() => aofOptionLabel(VIEW, words, 'aof.act', 'fly:1.1'), /aof\.act option 'fly:1\.1'/);
  assert.throws(() => aofOptionLabel(VIEW, words, 'aof.act', 'advance:north'), /'north' is not a square/);
  assert.throws(() => aofOptionLabel(VIEW, words, 'aof.passTest', 'maybe'), /aof\.passTest option 'maybe': an option this question does not have/);
  assert.throws(() => aofOptionLabel(VIEW, words, 'aof.dance', 'yes'), /aof\.dance option 'yes': not a question of aof-quest/);
  assert.throws(() => aofPrompt(VIEW, words, { seat: 'p1', question: 'aof.dance', options: [] }), /aof\.dance: not a question/);
});

test('every option of every question in whole seeded missions has words, in both languages, with no engine id', () => {
  const seen = new Set<string>();
  const missions = ['wolves-at-the-mill', 'the-goblin-pass', 'the-lost-reliquary', 'the-warlords-camp'];
  for (const [i, mission] of missions.entries()) {
    const last = i % 2 === 0 ? 'priest' : 'gunner';
    const h: GameHeader<unknown> = {
      ruleset: 'aof-quest', options: {}, packs: ['aof-core'], seed: mission,
      setup: { mission, heroes: [{ class: 'knight', seat: 'p1' }, { class: 'wizard', seat: 'p1' }, { class: 'rogue', seat: 'p2' }, { class: last, seat: 'p2' }] },
    };
    const s = createGame(h, content);
    const read: GameEvent[] = seatEvents(s, s.events, 'p1');
    for (let n = 0; n < 400 && s.pending; n++) {
      const d = s.pending as Extract<Decision, { kind: 'choice' }>;
      const v = seatView(s, d.seat) as AofWordsView;
      const ids = new Set([...v.units.map((u) => u.id), ...v.tokens.map((t) => t.id), ...v.objectives.map((o) => o.id)]);
      for (const lang of ['en', 'it'] as const) {
        const w = aofWords(v, words, lang, read);
        const texts = [w.prompt(d), ...d.options.map((o) => w.option(d.question, o))];
        for (const t of texts) for (const id of ids) assert.ok(!new RegExp(`\\b${id}\\b`).test(t), `'${t}' shows the id ${id}`);
      }
      for (const o of d.options) seen.add(`${d.question} ${o.split(':')[0]}`);
      // Deterministic play that moves on: charge or shoot when offered, else advance, else the first option.
      const pick = d.options.find((o) => o.startsWith('charge:')) ?? d.options.find((o) => o.startsWith('cast:')) ?? d.options.find((o) => /^u\d+$/.test(o) && d.question === 'aof.shoot')
        ?? d.options.find((o) => o.startsWith('advance:')) ?? d.options[n % d.options.length]!;
      const r = applyInPlace(s, d.seat, { kind: 'choice', option: pick });
      assert.ok(r.ok);
      read.push(...seatEvents(s, r.events, d.seat));
    }
  }
  if (process.env.SHOW_SEEN) console.log([...seen].sort().join('\n'));
  for (const kind of ['aof.act advance', 'aof.act charge', 'aof.act rest', 'aof.act hold', 'aof.act end', 'aof.activate', 'aof.shoot']) {
    assert.ok([...seen].some((k) => k.startsWith(kind)), `the missions met ${kind}`);
  }
});
