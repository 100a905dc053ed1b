// Heroic cards for the hero bot (GLD-H01): who takes each card dealt, and whether to play one at
// the moment it is offered. Four cards last a whole expedition and go back unused at its end, so a
// card is spent where it changes the outcome: a knock-down avoided or undone, a check or surprise
// roll turned, a critical failure or a likely kill re-rolled.
import type { Answer, Decision, HeroicCardDef, ModelView } from '@delve/engine';
import type { Situation } from '../situation.ts';
import { lowestRanked } from '../choose.ts';

type Deal = Extract<Decision, { kind: 'heroicDeal' }>;
type Play = Extract<Decision, { kind: 'heroicPlay' }>;

const amount = (c: HeroicCardDef): number => ('amount' in c.effect ? c.effect.amount : 0);

export function heroicAnswer(x: Situation, d: Deal | Play): Answer {
  return d.kind === 'heroicDeal' ? heroicDeal(x, d) : heroicPlay(x, d);
}

/** The cards a hero holds. Only how many is read of another hero's hand (the deal's spread),
 * which every seat's view shows; what they are only of the hero deciding (its spare re-rolls),
 * as a player knows his own hand and no other (`View.heroicHands`). */
function held(x: Situation, hero: string): string[] {
  return x.s.heroic?.hands[hero] ?? [];
}

/** How well `m` would use a card of this effect: wound cards go to those in the thick of the
 * fight, re-rolls to the best fighters, Speed cards to the slowest, surprise cards to anyone. */
function fit(card: HeroicCardDef, m: ModelView): number {
  const p = m.profile;
  switch (card.effect.kind) {
    case 'negate-wounds':
    case 'rise': return (p.ws + p.toughness + m.maxWounds) / 10;
    case 'reroll-to-hit': return p.ws / 5;
    case 'speed-check': return (12 - p.speed) / 5;
    case 'surprise': return 0;
  }
}

/** The Leader gives the card to the hero it fits best, spreading the cards so that more heroes
 * hold one when their moment comes. */
export function heroicDeal(x: Situation, d: Deal): Answer {
  const card = x.c.heroicCards[d.card]!;
  const score = (id: string) => {
    const m = x.b.byId.get(id);
    return (m ? fit(card, m) : 0) - 1.5 * held(x, id).length;
  };
  return { kind: 'heroicDeal', hero: lowestRanked(d.heroes, (id) => -score(id)) };
}

/** Plays the weakest card that does the job, or passes when none is worth spending now. */
export function heroicPlay(x: Situation, d: Play): Answer {
  const cards = d.cards.map((id) => x.c.heroicCards[id]!).sort((a, b) => amount(a) - amount(b) || (a.id < b.id ? -1 : 1));
  const play = (c: HeroicCardDef | undefined): Answer => ({ kind: 'heroicPlay', card: c ? c.id : null });
  const me = x.b.byId.get(d.hero);
  const o = d.offer;
  switch (o.moment) {
    // Offered only when the card turns the roll: a turned check or surprise roll is always worth it.
    case 'speed-check':
    case 'surprise':
      return play(cards[0]);
    // Back on its feet with as much as it takes to stand a blow, else with all the card gives.
    case 'rise': {
      const enough = Math.min(me?.maxWounds ?? 1, 3);
      return play(cards.find((c) => amount(c) >= enough) ?? cards[cards.length - 1]);
    }
    // Only where the card keeps the hero standing: a hero knocked down anyway saves its card.
    case 'negate-wounds': {
      const over = o.wounds - o.remaining + 1;
      return play(o.wounds >= o.remaining ? cards.find((c) => amount(c) >= over) : undefined);
    }
    // A critical failure gives the opponent a free attack: always re-roll it. A plain miss only
    // when the foe is nearly down, or the hero holds re-rolls to spare.
    case 'reroll-to-hit': {
      if (o.fumble) return play(cards[0]);
      const target = x.b.byId.get(o.target);
      const nearlyDown = target?.wounds !== null && target !== undefined && target.wounds <= 2;
      const spare = held(x, d.hero).filter((id) => d.cards.includes(id)).length > 1;
      return play(nearlyDown || spare ? cards[0] : undefined);
    }
  }
}
