// An aof-quest refusal's reason (`AofRefusal`, made by `aof-quest/explain.ts`) in English or
// Italian, the units named as the seat's names say them, inches as each language writes them.
import { IntlMessageFormat } from 'intl-messageformat';
import type { AofRefusal, Refusal } from '../types.ts';
import type { Names } from './messages.ts';

type Locale = 'en' | 'it';
type Why = AofRefusal['why'];

const WORDS: Readonly<Record<Locale, Readonly<Record<Why, string>>>> = {
  en: {
    aofOffField: '{unit} cannot go there: {at} is off the battlefield',
    aofGround: '{unit} cannot end a move on {at}: {ground, select, gap {it is a gap} other {the ground there is impassable}}',
    aofOccupied: '{unit} cannot end a move on {at}: {other} stands there',
    aofNearUnit: '{unit} cannot end a move on {at}: it is within 1" of {other}, where only a Charge may end (AOF-M01)',
    aofFar: '{unit} cannot {action, select, advance {Advance} rush {Rush} other {Charge}} to {at}: the way there is {cost, number}" and {action, select, advance {an Advance} rush {a Rush} other {a Charge}} goes {budget, number}"',
    aofNoWay: '{unit} cannot reach {at}: impassable ground, gaps, heights or models bar every way there',
    aofNotInContact: '{unit} cannot charge {target} from {at}: a Charge ends in base contact with its target (AOF-L01)',
    aofChargeFar: '{unit} cannot charge {target}: {hasCost, select, yes {the nearest square in contact is {cost, number}" away and a Charge goes {budget, number}"} other {no way leads into contact with it}}',
    aofNoJump: '{unit} cannot jump to {at}: no gap of 2" to 6" or drop of 4" to 6" lies that way (AOF-J01)',
    aofNoAction: '{unit} has no action left this activation (AOF-A01)',
    aofImmobile: '{unit} is Immobile and cannot move',
    aofOutOfRange: '{unit} cannot shoot {target}: it is {gap, number}" away and its weapons reach {range, number}" (AOF-S01)',
    aofNoRanged: '{unit} has no ranged weapon to shoot {target} with',
    aofNoSight: '{unit} cannot shoot {target}: no line of sight (AOF-S01)',
    aofActivated: '{unit} has activated this round already (AOF-A01)',
    aofNotYours: '{unit} is not one of the heroes this seat may activate now',
  },
  it: {
    aofOffField: '{unit} non può andare lì: {at} è fuori dal campo di battaglia',
    aofGround: '{unit} non può finire il movimento in {at}: {ground, select, gap {è un baratro} other {il terreno lì è invalicabile}}',
    aofOccupied: '{unit} non può finire il movimento in {at}: lì c’è {other}',
    aofNearUnit: '{unit} non può finire il movimento in {at}: è entro 1" da {other}, dove può finire solo una Carica (AOF-M01)',
    aofFar: '{unit} non può {action, select, advance {Avanzare} rush {Correre} other {Caricare}} fino a {at}: la via è di {cost, number}" e {action, select, advance {un’Avanzata} rush {una Corsa} other {una Carica}} arriva a {budget, number}"',
    aofNoWay: '{unit} non può raggiungere {at}: terreno invalicabile, baratri, dislivelli o modelli sbarrano ogni via',
    aofNotInContact: '{unit} non può caricare {target} da {at}: una Carica finisce a contatto di basetta col bersaglio (AOF-L01)',
    aofChargeFar: '{unit} non può caricare {target}: {hasCost, select, yes {la casella a contatto più vicina è a {cost, number}" e una Carica arriva a {budget, number}"} other {nessuna via porta a contatto}}',
    aofNoJump: '{unit} non può saltare in {at}: da quella parte non c’è un baratro da 2" a 6" né un salto in basso da 4" a 6" (AOF-J01)',
    aofNoAction: '{unit} non ha più azioni in questa attivazione (AOF-A01)',
    aofImmobile: '{unit} è Immobile e non può muoversi',
    aofOutOfRange: '{unit} non può tirare su {target}: è a {gap, number}" e le sue armi arrivano a {range, number}" (AOF-S01)',
    aofNoRanged: '{unit} non ha armi da tiro per tirare su {target}',
    aofNoSight: '{unit} non può tirare su {target}: nessuna linea di vista (AOF-S01)',
    aofActivated: '{unit} si è già attivato in questo round (AOF-A01)',
    aofNotYours: '{unit} non è tra gli eroi che questo posto può attivare ora',
  },
};

const COMPILED = Object.fromEntries((['en', 'it'] as const).map((l) => [l, Object.fromEntries(Object.entries(WORDS[l]).map(([k, t]) => [k, new IntlMessageFormat(t, l)]))])) as Record<Locale, Record<Why, IntlMessageFormat>>;

export const isAofRefusal = (r: Refusal): r is AofRefusal => r.why.startsWith('aof');

/** Why an aof-quest answer was refused, in `locale`, the units named by `names`. */
export function formatAofRefusal(r: AofRefusal, names: Names, locale: Locale = 'en'): string {
  const values: Record<string, string | number> = { unit: names.model(r.unit) };
  if ('at' in r) values.at = locale === 'it' ? `casella ${r.at[0]}, ${r.at[1]}` : `square ${r.at[0]}, ${r.at[1]}`;
  if ('other' in r) values.other = names.model(r.other);
  if ('target' in r) values.target = names.model(r.target);
  if (r.why === 'aofGround') values.ground = r.ground;
  if (r.why === 'aofFar') Object.assign(values, { action: r.action, cost: r.cost, budget: r.budget });
  if (r.why === 'aofChargeFar') Object.assign(values, { hasCost: r.cost === null ? 'no' : 'yes', cost: r.cost ?? 0, budget: r.budget });
  if (r.why === 'aofOutOfRange') Object.assign(values, { gap: r.gap, range: r.range });
  return String(COMPILED[locale][r.why].format(values));
}
