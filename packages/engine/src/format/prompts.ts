// The questions of the Heroic card decisions (GLD-H01) in words, English and Italian: what a seat
// is asked, from the decision's own data, as the events are told from theirs.
import { IntlMessageFormat } from 'intl-messageformat';
import type { Decision } from '../types.ts';
import type { Names } from './messages.ts';

type HeroicDecision = Extract<Decision, { kind: 'heroicDeal' | 'heroicPlay' }>;
type PromptId = 'heroicDeal' | 'heroicPlay';

export const PROMPTS: Readonly<Record<'en' | 'it', Readonly<Record<PromptId, string>>>> = {
  en: {
    heroicDeal: 'Heroic card {card}: which hero takes it? ({heroes})',
    heroicPlay: '{hero}: {moment, select, reroll_to_hit {the {fumble, select, yes {critical failure} other {miss}} against {target} (rolled {roll})} speed_check {the failed Speed check (rolled {roll} against Speed {speed})} negate_wounds {{wounds, plural, one {# wound} other {# wounds}} about to land, {remaining} left} surprise {the lost surprise roll ({heroes} to {gm})} other {knocked down}} — play {cards} or pass?',
  },
  it: {
    heroicDeal: 'Carta Eroica {card}: quale Eroe la prende? ({heroes})',
    heroicPlay: '{hero}: {moment, select, reroll_to_hit {{fumble, select, yes {il fallimento critico} other {il colpo mancato}} contro {target} (tiro {roll})} speed_check {la prova di Velocità fallita (tiro {roll} contro Velocità {speed})} negate_wounds {{wounds, plural, one {# ferita} other {# ferite}} in arrivo, ne restano {remaining}} surprise {il tiro sorpresa perso ({heroes} a {gm})} other {a terra}} — giocare {cards} o passare?',
  },
};

const COMPILED = Object.fromEntries(Object.entries(PROMPTS).map(([locale, ms]) => [
  locale, Object.fromEntries(Object.entries(ms).map(([id, text]) => [id, new IntlMessageFormat(text, locale)])),
])) as Record<'en' | 'it', Record<PromptId, IntlMessageFormat>>;

/** A card's name: the names' `card` when given, else its `item`. */
export function cardName(n: Names, id: string): string {
  return n.card ? n.card(id) : n.item(id);
}

/** The question a Heroic card decision asks its seat. */
export function formatHeroicPrompt(d: HeroicDecision, n: Names, locale: 'en' | 'it' = 'en'): string {
  if (d.kind === 'heroicDeal') {
    return String(COMPILED[locale].heroicDeal.format({ card: cardName(n, d.card), heroes: d.heroes.map(n.model).join(', ') }));
  }
  const o = d.offer;
  const values: Record<string, string | number> = { hero: n.model(d.hero), moment: o.moment.replace(/-/g, '_'), cards: d.cards.map((c) => cardName(n, c)).join(', ') };
  if (o.moment === 'reroll-to-hit') Object.assign(values, { target: n.model(o.target), roll: o.roll, fumble: o.fumble ? 'yes' : 'no' });
  if (o.moment === 'speed-check') Object.assign(values, { roll: o.roll, speed: o.speed });
  if (o.moment === 'negate-wounds') Object.assign(values, { wounds: o.wounds, remaining: o.remaining });
  if (o.moment === 'surprise') Object.assign(values, { heroes: o.heroes, gm: o.gm });
  return String(COMPILED[locale].heroicPlay.format(values));
}
