// A refused move's reason (`MoveRefusal`, made by `crawl/explain.ts`) in English or Italian, with
// the mover and the model in the way named as the seat's names say them.
import { IntlMessageFormat } from 'intl-messageformat';
import type { AofRefusal, MoveRefusal } from '../types.ts';
import type { Names } from './messages.ts';
import { finishItalian, withArticle } from './italian.ts';
import { formatAofRefusal, isAofRefusal } from './aof-refusals.ts';

type Locale = 'en' | 'it';

const WORDS: Readonly<Record<Locale, Readonly<Record<MoveRefusal['why'], string>>>> = {
  en: {
    offBoard: '{at} is off the board',
    unexplored: '{model} cannot go there: {at} is not explored yet',
    doorClosed: '{model} cannot go there: the door is closed (open it first)',
    wall: '{model} cannot go there: {at} is solid wall',
    furniture: '{model} cannot go there: furniture stands on {at}',
    occupied: '{model} cannot end a move there: {other} stands on {at}',
    noStanding: '{model} cannot go there: nothing can stand on {at}',
    zone: '{model} cannot go there: {zone, select, deathZone {an enemy Death Zone} other {an enemy control zone}} ({rule}) stops the move on the way',
    far: '{model} cannot go there: it is {cost} {unit, select, points {movement points} other {squares}}{rule, select, none {} other { ({rule})}} away and {model} has {budget}',
    barred: '{model} cannot go there: walls, closed doors or models bar every way to {at}',
    moved: '{model} has already moved this {span, select, phase {phase} other {turn}}',
    noMoveLeft: '{model} has no move left this turn (GLD-X02, X04)',
  },
  it: {
    offBoard: '{at} è fuori dal tabellone',
    unexplored: '{model} non può andare lì: {at} non è ancora esplorata',
    doorClosed: '{model} non può andare lì: la porta è chiusa (aprila prima)',
    wall: '{model} non può andare lì: {at} è muro pieno',
    furniture: '{model} non può andare lì: su {at} c’è un arredo',
    occupied: '{model} non può finire il movimento lì: su {at} c’è {other}',
    noStanding: '{model} non può andare lì: nessuno può stare su {at}',
    zone: '{model} non può andare lì: {zone, select, deathZone {una Zona Mortale nemica} other {una zona di controllo nemica}} ({rule}) ferma il movimento lungo la via',
    far: '{model} non può andare lì: è a {cost} {unit, select, points {punti movimento} other {caselle}}{rule, select, none {} other { ({rule})}} e {model} ne ha {budget}',
    barred: '{model} non può andare lì: muri, porte chiuse o modelli sbarrano ogni via verso {at}',
    moved: '{model} si è già moss{g, select, f {a} other {o}} {span, select, phase {in questa fase} other {in questo turno}}',
    noMoveLeft: '{model} non ha più movimento in questo turno (GLD-X02, X04)',
  },
};

const COMPILED = Object.fromEntries((['en', 'it'] as const).map((l) => [l, Object.fromEntries(Object.entries(WORDS[l]).map(([k, t]) => [k, new IntlMessageFormat(t, l)]))])) as Record<Locale, Record<MoveRefusal['why'], IntlMessageFormat>>;

/** Why a move (or an aof-quest answer, format/aof-refusals.ts) was refused, in `locale`, the
 * models named by `names`. */
export function formatRefusal(r: MoveRefusal | AofRefusal, names: Names, locale: Locale = 'en'): string {
  if (isAofRefusal(r)) return formatAofRefusal(r, names, locale);
  const name = (id: string) => (locale === 'it' && names.grammar ? withArticle(names.model(id), names.grammar(id, 'model')) : names.model(id));
  const values: Record<string, string | number> = {
    model: name(r.model), at: `[${r.at[0]}, ${r.at[1]}]`,
    other: r.why === 'occupied' ? name(r.other) : '', zone: r.why === 'zone' ? r.zone : '', rule: r.why === 'zone' ? r.rule : r.why === 'far' ? r.rule ?? 'none' : 'none',
    cost: r.why === 'far' ? r.cost : 0, span: r.why === 'moved' ? r.span : 'turn', budget: r.why === 'far' ? r.budget : 0, unit: r.why === 'far' ? r.unit : 'squares',
  };
  const g = locale === 'it' && names.grammar ? names.grammar(r.model, 'model') : null;
  values.g = g ? g.gender : 'm';
  const text = String(COMPILED[locale][r.why].format(values));
  return locale === 'it' ? finishItalian(text) : text;
}
