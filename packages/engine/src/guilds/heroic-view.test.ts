// Who sees a hero's Heroic hand (GLD-H01, DEC-17, docs/rules/choices.md): the seat that controls
// the hero reads its cards; the other players and the GM see only how many it holds, and a card
// dealt is named in the events of the holder's seat alone, its draw's die in no seat's. Games without the cards carry no hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace, createGame, legalAnswers } from '../game.ts';
import { view, viewEvents } from '../view.ts';
import { GM } from '../types.ts';
import type { Answer, GameEvent, GameHeader, GameState, HeroicHandView, Seat } from '../index.ts';
import { guildsFixtureContent } from '../testing/fixture-content.ts';
import { dungeonHeader } from '../testing/fixture-dungeon.ts';
import { chooser } from '../testing/prng.ts';

const content = guildsFixtureContent('reroll', 'again', 'speed', 'dodge', 'surprise', 'rise');

/** p1 plays the barbarian, p2 the elf and the wizard (the fixture dungeon's heroes). */
function header(seed: number, options: Record<string, boolean>, ruleset = 'guilds'): GameHeader {
  return { ...dungeonHeader(seed), ruleset, options };
}

function play(h: GameHeader, steps: number, each: (s: GameState, events: GameEvent[], i: number) => void): void {
  const pick = chooser(Number(h.seed));
  const s = createGame(h, content);
  each(s, s.events, -1);
  for (let i = 0; i < steps && s.pending && !s.result; i++) {
    const seat = s.pending.seat;
    const options = legalAnswers(s, seat);
    const keen = options.filter((a) => ['door', 'attack', 'shoot', 'heroicPlay', 'heroicDeal'].includes(a.kind));
    const answer: Answer = keen.length > 0 && pick(3) > 0 ? keen[pick(keen.length)]! : options[pick(options.length)]!;
    const r = applyInPlace(s, seat, answer);
    assert.ok(r.ok, `seed ${h.seed} step ${i}: ${JSON.stringify(answer)} refused`);
    each(s, r.events, i);
  }
}

/** The hand each seat's view shows is the state's, exactly where the seat may know it. */
function checkHands(s: GameState, seat: Seat, where: string): void {
  const v = view(s, seat);
  const hands = v.heroicHands;
  assert.ok(hands, `${where}: ${seat}'s view has no Heroic hands`);
  const heroes = s.order.filter((id) => s.models[id]!.kind === 'hero');
  assert.deepEqual(Object.keys(hands).sort(), [...heroes].sort(), `${where}: ${seat}'s view lists other heroes`);
  for (const id of heroes) {
    const held = s.heroic!.hands[id] ?? [];
    const h: HeroicHandView = hands[id]!;
    assert.equal(h.count, held.length, `${where}: ${seat} is told ${id} holds ${h.count} cards, not ${held.length}`);
    if (s.models[id]!.seat === seat) {
      assert.deepEqual(h.cards, held.map((card) => ({ card, effect: content.heroicCards[card]!.effect })), `${where}: ${seat} does not read ${id}'s own hand`);
    } else {
      assert.equal(h.cards, null, `${where}: ${id}'s hand leaks to ${seat}`);
      assert.equal(h.aim, undefined, `${where}: ${id}'s aim card leaks to ${seat}`);
    }
  }
}

function checkDealt(s: GameState, events: GameEvent[], seat: Seat, where: string): number {
  let named = 0;
  for (const e of viewEvents(s, events, seat)) {
    // The draw's die, with the deck every player knows, would name the card drawn.
    assert.ok(e.type !== 'dice' || e.purpose !== 'heroic-draw', `${where}: ${seat} sees a Heroic card's draw`);
    if (e.type !== 'heroicDealt') continue;
    if (s.models[e.hero]!.seat === seat) {
      assert.notEqual(e.card, null, `${where}: ${seat} is not told the card its ${e.hero} took`);
      named++;
    } else {
      assert.equal(e.card, null, `${where}: the card dealt to ${e.hero} is named to ${seat}`);
    }
  }
  return named;
}

test('GLD-H01 DEC-17 a hero’s Heroic hand is in its own seat’s view alone; the other players and the GM see how many cards it holds, over many games', () => {
  let seen = 0;
  let told = 0;
  for (let seed = 1; seed <= 8; seed++) {
    play(header(seed, { 'guilds.heroicCards': true }), 250, (s, events, i) => {
      for (const seat of [...s.players, GM]) {
        checkHands(s, seat, `seed ${seed} step ${i}`);
        told += checkDealt(s, events, seat, `seed ${seed} step ${i}`);
      }
      seen += Object.values(s.heroic!.hands).flat().length;
    });
  }
  // Cards were held, and dealt cards named to their holders, for the checks to mean something.
  assert.ok(seen > 100, `only ${seen} cards held`);
  assert.ok(told >= 8, `only ${told} dealt cards named`);
});

test('GLD-H01 FAC-I03 with facing, a hero’s own view names the card a snipe would spend: its first re-roll card by id', () => {
  let aims = 0;
  for (let seed = 1; seed <= 8; seed++) {
    play(header(seed, { 'guilds.heroicCards': true, facing: true }), 120, (s, _events, i) => {
      for (const seat of s.players) {
        checkHands(s, seat, `seed ${seed} step ${i}`);
        const hands = view(s, seat).heroicHands!;
        for (const [id, h] of Object.entries(hands)) {
          if (s.models[id]!.seat !== seat) continue;
          const rerolls = (s.heroic!.hands[id] ?? []).filter((c) => content.heroicCards[c]!.effect.kind === 'reroll-to-hit').sort();
          assert.equal(h.aim, rerolls[0], `seed ${seed} step ${i}: ${id}'s aim`);
          if (h.aim) aims++;
        }
      }
      assert.equal(Object.values(view(s, GM).heroicHands!).some((h) => h.aim !== undefined || h.cards !== null), false, 'the GM reads a hand');
    });
  }
  assert.ok(aims > 20, `only ${aims} aims shown`);
  // Without facing no card is named as an aim.
  const s = createGame(header(1, { 'guilds.heroicCards': true }), content);
  for (const seat of s.players) assert.equal(Object.values(view(s, seat).heroicHands!).some((h) => h.aim !== undefined), false);
});

test('GLD-H01 games without Heroic cards carry no hand in any view: ahq, and guilds with the option off', () => {
  for (const [ruleset, options] of [['ahq', {}], ['guilds', {}], ['guilds', { 'guilds.heroicCards': false }]] as const) {
    play(header(3, options, ruleset), 60, (s, _events, i) => {
      for (const seat of [...s.players, GM]) assert.equal('heroicHands' in view(s, seat), false, `${ruleset} step ${i}: ${seat}'s view has a hand`);
    });
  }
});
