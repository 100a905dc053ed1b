// Heroic cards (GLD-H01, option `guilds.heroicCards`, off by default): at the start of an
// expedition four cards are drawn from the content's deck and the Leader's player gives each to a
// hero; a card is played by its holder, as the answer to a question asked at the moment its effect
// allows; at the expedition's end the hands go back into the deck, which is reshuffled. The
// questions are the `heroicDeal` and `heroicPlay` decisions.
import type { HeroicCardDef, HeroicEffect } from '../content-types.ts';
import type { Answer, Decision, EngineError, GameState, HeroicOffer, Model, Step } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import { active } from '../board.ts';
import { decide, emit, fail, push, roll } from '../runtime.ts';
import { heroes, leaderSeat } from '../crawl/common.ts';
import type { Mutation } from '../rules/act.ts';

export const HEROIC_OPTION = 'guilds.heroicCards';
/** Cards the party receives per expedition (GLD-H01). */
export const HEROIC_HAND = 4;

type Kind = HeroicEffect['kind'];

function on(s: GameState): boolean {
  return s.ctx.options[HEROIC_OPTION] === true && Object.keys(s.ctx.content.heroicCards).length > 0;
}

export function cardDef(s: GameState, id: string): HeroicCardDef {
  return s.ctx.content.heroicCards[id]!;
}

/** The whole deck, one id per copy, sorted: every draw is a random pick from it. */
function fullDeck(s: GameState): string[] {
  const out: string[] = [];
  for (const c of Object.values(s.ctx.content.heroicCards).sort((a, b) => a.id.localeCompare(b.id))) {
    for (let i = 0; i < (c.copies ?? 1); i++) out.push(c.id);
  }
  return out;
}

/** Start of an expedition: four cards drawn, each given to a hero by the Leader's player. */
export function stepHeroicDeal(s: GameState): void {
  if (!on(s)) return;
  const deck = s.heroic?.deck ?? fullDeck(s);
  s.heroic = { deck, hands: {} };
  const drawn: string[] = [];
  for (let i = 0; i < HEROIC_HAND && deck.length > 0; i++) {
    // Behind the screen: the die and the deck, known to all, would name the card (viewEvents).
    const k = roll(s, 'heroic-draw', null, 1, deck.length)[0]! - 1;
    drawn.push(deck.splice(k, 1)[0]!);
  }
  push(s, ...drawn.map((card) => ({ k: 'gHeroicGive', card })));
}

/** A drawn card goes to the one hero, or to the hero the Leader's player names. */
export function stepHeroicGive(s: GameState, st: Step): void {
  const options = heroes(s).filter((h) => h.kind === 'hero' && active(h)).map((h) => h.id);
  if (options.length === 0) return;
  const card = st.card as string;
  if (st.hero === undefined && options.length > 1) {
    decide(s, { kind: 'heroicDeal', seat: leaderSeat(s), card, heroes: options }, { ...st });
    return;
  }
  const hero = (st.hero as string | undefined) ?? options[0]!;
  (s.heroic!.hands[hero] ??= []).push(card);
  emit(s, { type: 'heroicDealt', hero, card });
}

/** The expedition is over: the hands go back into the deck, which is reshuffled (GLD-H01). */
export function endExpedition(s: GameState): void {
  if (!s.heroic) return;
  const back = Object.values(s.heroic.hands).flat();
  s.heroic.deck = [...s.heroic.deck, ...back].sort();
  s.heroic.hands = {};
  emit(s, { type: 'heroicDiscarded', cards: back.length });
}

/** The cards of `kind` the hero holds that `fits` allows now. */
function playable(s: GameState, hero: Model, kind: Kind, fits: (e: HeroicEffect) => boolean): string[] {
  if (!on(s) || !s.heroic) return [];
  return [...new Set((s.heroic.hands[hero.id] ?? []).filter((c) => {
    const e = cardDef(s, c).effect;
    return e.kind === kind && fits(e);
  }))];
}

/**
 * Asks `hero` whether to play a card for `offer`'s moment now. Returns false (nothing asked) when
 * it holds none that fits; otherwise the answer resumes `resume` with `card` set to the card
 * played, or null for a pass.
 */
export function offerCard(s: GameState, hero: Model, offer: HeroicOffer, fits: (e: HeroicEffect) => boolean, resume: Step): boolean {
  const cards = playable(s, hero, offer.moment, fits);
  if (cards.length === 0) return false;
  decide(s, { kind: 'heroicPlay', seat: hero.seat, hero: hero.id, cards, offer }, { k: 'gHeroicAnswer', then: resume, hero: hero.id });
  return true;
}

/** Checks an answer to a Heroic card decision (GLD-H01). */
export function checkHeroic(d: Extract<Decision, { kind: 'heroicDeal' | 'heroicPlay' }>, resume: Step, a: Answer): EngineError | Mutation {
  if (d.kind === 'heroicDeal') {
    if (a.kind !== 'heroicDeal') return fail(E.wrongKind, `the pending decision is 'heroicDeal', which '${String(a.kind)}' does not answer`);
    if (typeof a.hero !== 'string' || !d.heroes.includes(a.hero)) return fail(E.illegalTarget, `heroicDeal.hero must be one of ${d.heroes.join(', ')} (GLD-H01)`);
    return (x) => push(x, { ...resume, hero: a.hero });
  }
  if (a.kind !== 'heroicPlay') return fail(E.wrongKind, `the pending decision is 'heroicPlay', which '${String(a.kind)}' does not answer`);
  if (a.card !== null && (typeof a.card !== 'string' || !d.cards.includes(a.card))) {
    return fail(E.illegalAction, `heroicPlay.card must be null (pass) or one of ${d.cards.join(', ')}: the cards ${d.hero} holds that fit this moment (GLD-H01)`);
  }
  return (x) => push(x, { ...resume, card: a.card });
}

export function legalHeroic(d: Extract<Decision, { kind: 'heroicDeal' | 'heroicPlay' }>): Answer[] {
  if (d.kind === 'heroicDeal') return d.heroes.map((hero) => ({ kind: 'heroicDeal', hero }));
  return [{ kind: 'heroicPlay', card: null }, ...d.cards.map((card) => ({ kind: 'heroicPlay' as const, card }))];
}

/** The answer to an offer: the card leaves the hand and the waiting step learns which it was. */
export function stepHeroicAnswer(s: GameState, st: Step): void {
  const card = (st.card as string | null | undefined) ?? null;
  if (card) {
    const hand = s.heroic!.hands[st.hero as string]!;
    hand.splice(hand.indexOf(card), 1);
    emit(s, { type: 'heroicPlayed', hero: st.hero as string, card });
  }
  push(s, { ...(st.then as Step), card, offered: true });
}

/** The played card's effect amount (0 when none was played). */
export function amountOf(s: GameState, card: unknown): number {
  if (typeof card !== 'string') return 0;
  const e = cardDef(s, card).effect;
  return 'amount' in e ? e.amount : 0;
}
