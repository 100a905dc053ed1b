// The hero bot's Heroic cards (GLD-H01): cards dealt to the heroes they fit, spread out; a card
// played where it changes the outcome, the weakest that does, and kept where it would not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDefaultContent } from '@delve/content';
import { createGame, type Answer, type Decision, type GameState, type HeroicOffer } from '@delve/engine';
import { heroPolicy } from './index.ts';

const content = await loadDefaultContent('guilds');

function game(): GameState {
  const s = createGame({
    ruleset: 'guilds', options: { 'guilds.heroicCards': true }, packs: content.packs, seed: 3,
    setup: {
      map: ['#########', '#.......#', '#.......#', '#########'], start: 'combat', firstSide: 'heroes',
      heroes: [
        { type: 'warrior', seat: 'p1', at: [1, 1], id: 'warrior' },
        { type: 'rogue', seat: 'p1', at: [1, 2], id: 'rogue' },
      ],
      monsters: [{ type: 'orc', at: [2, 1], id: 'orc' }],
    },
  }, content);
  s.heroic = { deck: [], hands: { warrior: [], rogue: [] } };
  return s;
}

function ask(s: GameState, d: Decision): Answer {
  s.pending = d;
  return heroPolicy(s, 'p1');
}

function offer(s: GameState, hero: string, cards: string[], o: HeroicOffer): Answer {
  s.heroic!.hands[hero] = [...cards];
  return ask(s, { kind: 'heroicPlay', seat: 'p1', hero, cards: [...new Set(cards)], offer: o });
}

test('GLD-H01 the hero bot gives wound cards to the fighter, Speed cards to the slower hero, and spreads them out', () => {
  const s = game();
  assert.deepEqual(ask(s, { kind: 'heroicDeal', seat: 'p1', card: 'lucky-dodge', heroes: ['warrior', 'rogue'] }), { kind: 'heroicDeal', hero: 'warrior' });
  assert.deepEqual(ask(s, { kind: 'heroicDeal', seat: 'p1', card: 'quick-feet', heroes: ['warrior', 'rogue'] }), { kind: 'heroicDeal', hero: 'warrior' });
  // Holding two already, the warrior leaves the next wound card to the rogue.
  s.heroic!.hands.warrior = ['lucky-dodge', 'quick-feet'];
  assert.deepEqual(ask(s, { kind: 'heroicDeal', seat: 'p1', card: 'grit', heroes: ['warrior', 'rogue'] }), { kind: 'heroicDeal', hero: 'rogue' });
});

test('GLD-H01 the hero bot cancels wounds only where that keeps the hero standing, with the weakest card that does', () => {
  const s = game();
  // Two wounds with ten left: not worth a card.
  assert.deepEqual(offer(s, 'warrior', ['lucky-dodge', 'shield-of-faith'], { moment: 'negate-wounds', wounds: 2, remaining: 10 }), { kind: 'heroicPlay', card: null });
  // Two wounds with two left: cancelling one keeps it up.
  assert.deepEqual(offer(s, 'warrior', ['lucky-dodge', 'shield-of-faith'], { moment: 'negate-wounds', wounds: 2, remaining: 2 }), { kind: 'heroicPlay', card: 'lucky-dodge' });
  // Four wounds with two left: only the three-wound card does.
  assert.deepEqual(offer(s, 'warrior', ['lucky-dodge', 'shield-of-faith'], { moment: 'negate-wounds', wounds: 4, remaining: 2 }), { kind: 'heroicPlay', card: 'shield-of-faith' });
  // Six wounds with two left: down whatever it plays, so it keeps its cards.
  assert.deepEqual(offer(s, 'warrior', ['lucky-dodge', 'shield-of-faith'], { moment: 'negate-wounds', wounds: 6, remaining: 2 }), { kind: 'heroicPlay', card: null });
});

test('GLD-H01 the hero bot re-rolls critical failures and misses on a foe nearly down, and turns checks, surprise rolls and knock-downs', () => {
  const s = game();
  assert.deepEqual(offer(s, 'warrior', ['second-swing'], { moment: 'reroll-to-hit', target: 'orc', roll: 1, fumble: true }), { kind: 'heroicPlay', card: 'second-swing' });
  // A plain miss on a fresh orc (5 wounds) with one re-roll: kept for later.
  assert.deepEqual(offer(s, 'warrior', ['second-swing'], { moment: 'reroll-to-hit', target: 'orc', roll: 4, fumble: false }), { kind: 'heroicPlay', card: null });
  s.models.orc!.wounds = 2;
  assert.deepEqual(offer(s, 'warrior', ['second-swing'], { moment: 'reroll-to-hit', target: 'orc', roll: 4, fumble: false }), { kind: 'heroicPlay', card: 'second-swing' });
  assert.deepEqual(offer(s, 'rogue', ['quick-feet'], { moment: 'speed-check', roll: 10, speed: 9 }), { kind: 'heroicPlay', card: 'quick-feet' });
  assert.deepEqual(offer(s, 'rogue', ['keen-senses'], { moment: 'surprise', heroes: 4, gm: 4 }), { kind: 'heroicPlay', card: 'keen-senses' });
  // Knocked down: the card that gets it up able to stand a blow, not the strongest.
  assert.deepEqual(offer(s, 'warrior', ['second-wind', 'grit'], { moment: 'rise' }), { kind: 'heroicPlay', card: 'second-wind' });
  s.models.warrior!.profile = { ...s.models.warrior!.profile, wounds: 2 };
  assert.deepEqual(offer(s, 'warrior', ['second-wind', 'grit'], { moment: 'rise' }), { kind: 'heroicPlay', card: 'grit' });
});
