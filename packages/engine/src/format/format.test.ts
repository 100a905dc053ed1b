import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, createGame, legalAnswers } from '../game.ts';
import { fixtureContent } from '../testing/fixture-content.ts';
import { dungeonHeader } from '../testing/fixture-dungeon.ts';
import { chooser } from '../testing/prng.ts';
import type { Decision, GameEvent, HeroicOffer } from '../types.ts';
import { formatEvent, formatPrompt, LOCALES, type Names } from './index.ts';

const names: Names = { model: (id) => `«${id}»`, item: (id) => `‹${id}›` };

function events(): GameEvent[] {
  const out: GameEvent[] = [];
  for (let seed = 1; seed <= 12; seed++) {
    const pick = chooser(seed);
    const s = createGame(dungeonHeader(seed), fixtureContent);
    out.push(...s.events);
    for (let i = 0; i < 500 && s.pending && !s.result; i++) {
      const options = legalAnswers(s, s.pending.seat);
      const r = applyInPlace(s, s.pending.seat, options[pick(options.length)]!);
      assert.ok(r.ok);
      out.push(...r.events);
    }
  }
  return out;
}

test('every event of many games reads as a sentence in English and in Italian', () => {
  const seen = new Set<string>();
  for (const e of events()) {
    seen.add(e.type);
    const en = formatEvent(e, names, 'en');
    const it = formatEvent(e, names, 'it');
    for (const text of [en, it]) {
      assert.ok(text.length > 5, `${e.type}: '${text}'`);
      assert.ok(!/[{}]/.test(text), `${e.type}: placeholder left in '${text}'`);
      assert.ok(!text.includes('undefined') && !text.includes('NaN'), `${e.type}: '${text}'`);
    }
    if ('model' in e && typeof e.model === 'string') assert.ok(en.includes(`«${e.model}»`) && it.includes(`«${e.model}»`), `${e.type} names its model`);
  }
  assert.ok(seen.size >= 25, `only ${seen.size} kinds of event were played`);
});

test('both languages have a message for every event type, and they differ', () => {
  assert.deepEqual(Object.keys(LOCALES.it).sort(), Object.keys(LOCALES.en).sort());
  const same = Object.keys(LOCALES.en).filter((k) => LOCALES.en[k as keyof typeof LOCALES.en] === LOCALES.it[k as keyof typeof LOCALES.it]);
  assert.deepEqual(same, []);
});

test('plurals and choices follow each language', () => {
  const moved1: GameEvent = { type: 'moved', model: 'a', path: [{ x: 1, y: 2 }], ran: false };
  const moved3: GameEvent = { type: 'moved', model: 'a', path: [{ x: 1, y: 1 }, { x: 1, y: 2 }, { x: 1, y: 3 }], ran: true };
  assert.equal(formatEvent(moved1, names, 'en'), '«a» moves 1 square to [1, 2].');
  assert.equal(formatEvent(moved3, names, 'en'), '«a» runs 3 squares to [1, 3].');
  assert.equal(formatEvent(moved1, names, 'it'), '«a» si muove di 1 casella fino a [1, 2].');
  assert.equal(formatEvent(moved3, names, 'it'), '«a» corre di 3 caselle fino a [1, 3].');
  const dmg: GameEvent = { type: 'damage', target: 't', faces: [12, 3], toughness: null, wounds: 1, criticals: 1 };
  assert.equal(formatEvent(dmg, names, 'en'), 'Damage to «t»: 12, 3 — 1 wound (1 critical).');
});

test('GLD-H01 the Heroic card questions read as sentences in English and in Italian, for every moment', () => {
  const offers: HeroicOffer[] = [
    { moment: 'reroll-to-hit', target: 'orc', roll: 1, fumble: true },
    { moment: 'speed-check', roll: 10, speed: 8 },
    { moment: 'negate-wounds', wounds: 2, remaining: 1 },
    { moment: 'surprise', heroes: 5, gm: 5 },
    { moment: 'rise' },
  ];
  const decisions: Extract<Decision, { kind: 'heroicDeal' | 'heroicPlay' }>[] = [
    { kind: 'heroicDeal', seat: 'p1', card: 'grit', heroes: ['warrior', 'elf'] },
    ...offers.map((offer) => ({ kind: 'heroicPlay' as const, seat: 'p1', hero: 'warrior', cards: ['grit', 'lucky-dodge'], offer })),
  ];
  const withCards: Names = { ...names, card: (id) => `♦${id}` };
  for (const d of decisions) {
    const en = formatPrompt(d, withCards, 'en');
    const it = formatPrompt(d, withCards, 'it');
    assert.notEqual(en, it);
    for (const text of [en, it]) {
      assert.ok(!/[{}]/.test(text) && !text.includes('undefined'), text);
      assert.ok(text.includes('♦grit'), `${text} names the card`);
    }
  }
  assert.equal(formatPrompt(decisions[2]!, withCards, 'en'), '«warrior»: the failed Speed check (rolled 10 against Speed 8) — play ♦grit, ♦lucky-dodge or pass?');
  assert.equal(formatPrompt(decisions[1]!, withCards, 'it'), '«warrior»: il fallimento critico contro «orc» (tiro 1) — giocare ♦grit, ♦lucky-dodge o passare?');
});

test('GLD-A07 skull-and-shield damage says what counted: skulls, defence dice, shields', () => {
  const dmg: GameEvent = { type: 'damage', target: 't', faces: [2, 2, 1], toughness: 6, wounds: 2, criticals: 0, defence: [4, 1, 5], skulls: 3, shields: 1 };
  assert.equal(formatEvent(dmg, names, 'en'), 'Damage to «t»: 3 damage dice show 3 skulls; 3 defence dice (half of Toughness 6) show 1 shield; each shield stops a skull — 2 wounds.');
  assert.equal(formatEvent(dmg, names, 'it'), 'Danni a «t»: 3 dadi danno mostrano 3 teschi; 3 dadi difesa (metà della Robustezza 6) mostrano 1 scudo; ogni scudo ferma un teschio — 2 ferite.');
  const none: GameEvent = { type: 'damage', target: 't', faces: [5], toughness: 1, wounds: 0, criticals: 0, defence: [], skulls: 0, shields: 0 };
  assert.equal(formatEvent(none, names, 'en'), 'Damage to «t»: 1 damage die shows no skull; no defence die (Toughness 1); each shield stops a skull — no wound.');
  const ahq: GameEvent = { type: 'damage', target: 't', faces: [7, 3], toughness: 4, wounds: 1, criticals: 0 };
  assert.equal(formatEvent(ahq, names, 'en'), 'Damage to «t»: 7, 3 against Toughness 4 (a die at or above it wounds) — 1 wound.');
});

test('a fumble on more than a 1 names the weapon\'s band; a push shows its rolls and Strength', () => {
  const fumble: GameEvent = { type: 'attack', attacker: 'a', target: 't', weapon: 'great', ranged: false, free: false, roll: 2, need: 7, result: 'fumble', fumbleOn: 2 };
  assert.equal(formatEvent(fumble, names, 'en'), '«a» attacks «t» with ‹great›: rolls 2 (needs 7), a fumble! (‹great› fumbles on 2 or less)');
  assert.equal(formatEvent(fumble, names, 'it'), '«a» attacca «t» con ‹great›: fa 2 (serve 7), fallimento critico! (‹great› fallisce con 2 o meno)');
  const push: GameEvent = { type: 'pushed', pusher: 'a', target: 't', pusherTotal: 11, targetTotal: 13, pusherRoll: 7, targetRoll: 10, success: false, moves: [] };
  assert.equal(formatEvent(push, names, 'en'), '«a» pushes «t» (rolled 7 + Strength 4 = 11 against 10 + Strength 3 = 13; a tie fails): the push fails.');
  const free: GameEvent = { type: 'freeAttack', attacker: 't', target: 'a', cause: 'push' };
  assert.equal(formatEvent(free, names, 'en'), '«t» gets a free attack on «a» (the push failed, leaving «a» open).');
});

test('GLD-A07 skull-and-shield dice read as what their faces show', () => {
  const dice: GameEvent = { type: 'dice', purpose: 'damage', faces: [1, 5, 2], by: 'a', sides: 6, symbols: ['skull', 'shield', 'skull'] };
  assert.equal(formatEvent(dice, names, 'en'), '«a» rolls 3d6 (damage): skull, shield, skull.');
  assert.equal(formatEvent(dice, names, 'it'), '«a» tira 3d6 (danni): teschio, scudo, teschio.');
});
