// The questions decisions ask in words, English and Italian: the Heroic card decisions (GLD-H01),
// the Dungeon Counter decision (DEC-30), the `facing` interception (DEC-28) and the dungeon generator's (`GeneratorQuestion`), each
// from the decision's own data, as the events are told from theirs. The sentences are ICU
// MessageFormat, one per question id.
import { IntlMessageFormat } from 'intl-messageformat';
import type { Decision, GeneratorQuestion } from '../types.ts';
import type { Names } from './messages.ts';

/** The decisions that carry a question of their own; the others are plain enough for a client to
 * title by their kind. */
export type PromptDecision = Extract<Decision, { kind: 'heroicDeal' | 'heroicPlay' | 'dungeonCounter' | 'generator' | 'intercept' }>;
export type PromptId = 'heroicDeal' | 'heroicPlay' | 'dungeonCounter' | 'intercept' | GeneratorQuestion['id'];
type Locale = 'en' | 'it';

const WALL_EN = '{wall, select, north {north} east {east} south {south} other {west}}';
const WALL_IT = '{wall, select, north {nord} east {est} south {sud} other {ovest}}';

export const PROMPTS: Readonly<Record<Locale, Readonly<Record<PromptId, string>>>> = {
  en: {
    heroicDeal: 'Heroic card {card}: which hero takes it? ({heroes})',
    heroicPlay: '{hero}: {moment, select, reroll_to_hit {the {fumble, select, yes {critical failure} other {miss}} against {target} (rolled {roll})} speed_check {the failed Speed check (rolled {roll} against Speed {speed})} negate_wounds {{wounds, plural, one {# wound} other {# wounds}} about to land, {remaining} left} surprise {the lost surprise roll ({heroes} to {gm})} other {knocked down}} — play {cards} or pass?',
    dungeonCounter: 'The GM holds {held, plural, one {# Dungeon Counter} other {# Dungeon Counters}} ({moment, select, combat {the start of a combat GM phase} other {the GM phase of an exploration turn}}): play {offers} on a square, or pass? (DEC-30)',
    intercept: '{attacker} {ranged, select, spell {casts {weapon}} other {shoots with {weapon}}} at {target}: may {models} step in and take it instead, before the dice? (FAC-I01, DEC-28)',
    passageDoorSide: 'The Leader chooses the passage section and side of a new door ({rule}).',
    passageDoorSquare: `The GM chooses the square of the new door on the ${WALL_EN} wall of passage {section} ({rule}).`,
    roomDoor: 'The GM places a door of room {section}: one door per wall ({rule}).',
    secretDoor: `{hero} found a secret door on the ${WALL_EN} wall: choose where along it the door goes ({rule}).`,
    roomPlace: 'The GM places the {room, select, hazard {hazard room} lair {lair} quest {quest room} other {room}} behind its door: it shares that door’s wall ({rule}).',
    passagePlace: 'The GM places the passage beyond the room: it runs alongside the room, the door on its near side ({rule}).',
    cardDoor: '{place, select, corridor {The discoverer places a door of corridor {section}} sentinel {The GM places the door that section {section}, the Sentinel’s, must have} other {The GM places a door of room {section}}}: 2 squares, one door per wall ({rule}, GLD-D05).',
    handCard: 'The GM plays a Room card from the hand for what lies beyond ({rule}).',
    cardPlace: 'The GM places {card} behind the way in: it shares that wall ({rule}).',
  },
  it: {
    heroicDeal: 'Carta Eroica {card}: quale Eroe la prende? ({heroes})',
    heroicPlay: '{hero}: {moment, select, reroll_to_hit {{fumble, select, yes {il fallimento critico} other {il colpo mancato}} contro {target} (tiro {roll})} speed_check {la prova di Velocità fallita (tiro {roll} contro Velocità {speed})} negate_wounds {{wounds, plural, one {# ferita} other {# ferite}} in arrivo, ne restano {remaining}} surprise {il tiro sorpresa perso ({heroes} a {gm})} other {a terra}} — giocare {cards} o passare?',
    dungeonCounter: 'Il GM ha {held, plural, one {# Segnalino Dungeon} other {# Segnalini Dungeon}} ({moment, select, combat {l’inizio di una fase del GM in combattimento} other {la fase del GM di un turno di esplorazione}}): giocare {offers} su una casella, o passare? (DEC-30)',
    intercept: '{attacker} {ranged, select, spell {lancia {weapon}} other {tira con {weapon}}} contro {target}: {models} può frapporsi e prendere il colpo al suo posto, prima dei dadi? (FAC-I01, DEC-28)',
    passageDoorSide: 'Il Capo sceglie la sezione del corridoio e il lato di una nuova porta ({rule}).',
    passageDoorSquare: `Il GM sceglie la casella della nuova porta sulla parete ${WALL_IT} del corridoio {section} ({rule}).`,
    roomDoor: 'Il GM piazza una porta della stanza {section}: una porta per parete ({rule}).',
    secretDoor: `{hero} ha trovato una porta segreta sulla parete ${WALL_IT}: scegli in che punto va la porta ({rule}).`,
    roomPlace: 'Il GM piazza la {room, select, hazard {stanza pericolosa} lair {tana} quest {stanza della missione} other {stanza}} dietro la sua porta: ha in comune la parete di quella porta ({rule}).',
    passagePlace: 'Il GM piazza il corridoio oltre la stanza: corre lungo la stanza, con la porta sul lato vicino ({rule}).',
    cardDoor: '{place, select, corridor {Chi l’ha scoperto piazza una porta del corridoio {section}} sentinel {Il GM piazza la porta che la sezione {section} della Sentinella deve avere} other {Il GM piazza una porta della stanza {section}}}: 2 caselle, una porta per parete ({rule}, GLD-D05).',
    handCard: 'Il GM gioca una Carta Stanza dalla mano per ciò che sta oltre ({rule}).',
    cardPlace: 'Il GM piazza {card} oltre l’ingresso: ha in comune quella parete ({rule}).',
  },
};

const COMPILED = Object.fromEntries(Object.entries(PROMPTS).map(([locale, ms]) => [
  locale, Object.fromEntries(Object.entries(ms).map(([id, text]) => [id, new IntlMessageFormat(text, locale)])),
])) as Record<Locale, Record<PromptId, IntlMessageFormat>>;

type Values = Record<string, string | number>;

/** A card's name: the names' `card` when given, else its `item`. */
export function cardName(n: Names, id: string): string {
  return n.card ? n.card(id) : n.item(id);
}

/** A section as a question names it: its number when the names give one ("room 2"), else its id. */
function sectionOf(n: Names, id: string): string {
  return n.sectionNumber ? n.sectionNumber(id) : id;
}

const CARD_DOOR_PLACE: Readonly<Record<Extract<GeneratorQuestion, { id: 'cardDoor' }>['rule'], string>> = {
  'GLD-R02': 'room', 'GLD-D01': 'corridor', 'GLD-C05': 'sentinel',
};

/** The values a generator question's sentence is filled with. */
function questionValues(q: GeneratorQuestion, n: Names): Values {
  switch (q.id) {
    case 'passageDoorSide': case 'passagePlace': case 'handCard': return { rule: q.rule };
    case 'passageDoorSquare': return { rule: q.rule, section: sectionOf(n, q.section), wall: q.wall };
    case 'roomDoor': return { rule: q.rule, section: sectionOf(n, q.section) };
    case 'secretDoor': return { rule: q.rule, hero: n.model(q.model), wall: q.wall };
    case 'roomPlace': return { rule: q.rule, room: q.room };
    case 'cardDoor': return { rule: q.rule, section: sectionOf(n, q.section), place: CARD_DOOR_PLACE[q.rule] };
    case 'cardPlace': return { rule: q.rule, card: cardName(n, q.card) };
  }
}

/** The values of a Heroic card question (GLD-H01). */
function heroicValues(d: Extract<PromptDecision, { kind: 'heroicDeal' | 'heroicPlay' }>, n: Names): Values {
  if (d.kind === 'heroicDeal') return { card: cardName(n, d.card), heroes: d.heroes.map(n.model).join(', ') };
  const o = d.offer;
  const values: Values = { hero: n.model(d.hero), moment: o.moment.replace(/-/g, '_'), cards: d.cards.map((c) => cardName(n, c)).join(', ') };
  if (o.moment === 'reroll-to-hit') Object.assign(values, { target: n.model(o.target), roll: o.roll, fumble: o.fumble ? 'yes' : 'no' });
  if (o.moment === 'speed-check') Object.assign(values, { roll: o.roll, speed: o.speed });
  if (o.moment === 'negate-wounds') Object.assign(values, { wounds: o.wounds, remaining: o.remaining });
  if (o.moment === 'surprise') Object.assign(values, { heroes: o.heroes, gm: o.gm });
  return values;
}

/** The question a decision asks its seat, in `locale`: a Heroic card's, a Dungeon Counter's or the dungeon generator's.
 * A generator question of an id this engine does not know is refused with its id named. */
export function formatPrompt(d: PromptDecision, n: Names, locale: Locale = 'en'): string {
  if (d.kind === 'dungeonCounter') {
    const offers = d.offers.map((o) => `${o.name[locale]} (${o.cost})`).join(locale === 'it' ? ' o ' : ' or ');
    return String(COMPILED[locale].dungeonCounter.format({ held: d.held, moment: d.moment, offers }));
  }
  if (d.kind === 'intercept') {
    const spell = n.spell?.(d.weapon);
    return String(COMPILED[locale].intercept.format({
      attacker: n.model(d.attacker), target: n.model(d.target), weapon: spell ?? n.item(d.weapon), ranged: spell ? 'spell' : 'shot',
      models: d.models.map(n.model).join(locale === 'it' ? ' o ' : ' or '),
    }));
  }
  if (d.kind !== 'generator') return String(COMPILED[locale][d.kind].format(heroicValues(d, n)));
  const message = COMPILED[locale][d.question.id] as IntlMessageFormat | undefined;
  if (!message) throw new Error(`generator decision: no words for question '${(d.question as { id: unknown }).id}'`);
  return String(message.format(questionValues(d.question, n)));
}
