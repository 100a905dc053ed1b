// The words of `aof-quest`'s questions and options for one seat, in English and Italian: what a
// hero may do ("Advance to square 12, 5 (4.3")", "Cast Fire Bolt on Goblin Archers 1 (2 tokens:
// needs 4+)") and the moment a question is asked at ("Elf failed a Dex test (rolled 2, needed
// 4+): pay 2 power to pass it?"). Made from the seat's view, the content's names and the events
// the seat has read, never from anything else, and never showing an engine id: units by name and
// number, search tokens and AI Goals by the number the battlefield shows them with (T1, G1) and
// their square. The shapes are the parts of the ruleset's view these words read (a shared piece
// imports no ruleset).
import type { GameEvent } from '../types.ts';

type Locale = 'en' | 'it';
type Local = Readonly<Record<Locale, string>>;
type Stat = 'str' | 'dex' | 'wil';

/** The question ids of `aof-quest`'s `choice` decisions (the ruleset's `AOF_QUESTIONS`). */
export type AofQuestion =
  | 'aof.activate' | 'aof.act' | 'aof.shoot' | 'aof.passTest' | 'aof.ignoreShaken' | 'aof.impaired'
  | 'aof.forceCast' | 'aof.counter' | 'aof.scurry' | 'aof.ambush' | 'aof.stopFall';

export interface AofWordsUnit {
  id: string;
  side: 'heroes' | 'ai';
  type: string;
  name: Local;
  number: number;
  seat: string | null;
  models: readonly { at: readonly [number, number] }[];
  spellTokens: number;
  hero: { power: number; maxPower: number; skill: { name: Local; stat: Stat } } | null;
}

/** The part of an `aof-quest` seat view (`AofSeatView`) the words are made from. */
export interface AofWordsView {
  round: number;
  /** Every distance in the rules times `scale` (AOF-P02); 1 when absent. */
  battlefield?: { scale: number };
  activating: string | null;
  units: readonly AofWordsUnit[];
  tokens: readonly { id: string; at: readonly [number, number]; revealed: boolean; contents: { kind: string; item?: string; gold?: number; trap?: string } | null }[];
  aiGoals: readonly { id: string; at: readonly [number, number]; name?: Local }[];
  objectives: readonly { id: string; name: Local; test?: Stat }[];
}

/** The content names the words need: spells (with their casting value), items, traps. */
export interface AofWordsContent {
  /** `hits`: the spell deals hits (its odds are shown before it is cast). */
  spells: Readonly<Record<string, { name: Local; value: number; hits?: boolean }>>;
  items: Readonly<Record<string, { name: Local }>>;
  traps?: Readonly<Record<string, { name: Local }>>;
}

export interface AofDecisionRef {
  seat: string;
  question: string;
  options: readonly string[];
}

const STAT: Record<Locale, Record<string, string>> = {
  en: { str: 'Str', dex: 'Dex', wil: 'Wil', quality: 'Quality', morale: 'morale', cast: 'casting', jump: 'jumping', dangerous: 'dangerous ground' },
  it: { str: 'For', dex: 'Des', wil: 'Vol', quality: 'Qualità', morale: 'morale', cast: 'lancio', jump: 'salto', dangerous: 'terreno pericoloso' },
};

const signed = (n: number) => (n === 0 ? '' : n > 0 ? ` +${n}` : ` ${n}`);
const inches = (n: number, l: Locale) => `${(Math.round(n * 10) / 10).toFixed(1).replace('.', l === 'it' ? ',' : '.')}"`;

/** The words a seat's options and questions are told with. */
export interface AofWords {
  /** A unit by name and number ("Orc Warriors 2"), a hero by its name. */
  unit(id: string): string;
  /** A model: its unit's name, and its number in a unit of several ("Dire Wolves 2, model 3"). */
  model(id: string): string;
  /** A search token as the battlefield shows it: "search token T2 (square 12, 5)". */
  token(id: string): string;
  square(x: number, y: number): string;
  /** One option of a question, in words. Throws naming the question and option it does not know. */
  option(question: string, option: string): string;
  /** The question a decision asks, with its moment. */
  prompt(d: AofDecisionRef): string;
}

const sqOf = (t: string): [number, number] | null => {
  const m = /^(\d+)\.(\d+)$/.exec(t);
  return m ? [Number(m[1]), Number(m[2])] : null;
};

/** The words for one seat's view of an `aof-quest` game, in `lang`; `events` are the events that
 * seat has read, newest last (a question's moment is told from them: the failed test, the cast). */
export function aofWords(view: AofWordsView, content: AofWordsContent, lang: Locale = 'en', events: readonly GameEvent[] = []): AofWords {
  const it = lang === 'it';
  const byId = new Map(view.units.map((u) => [u.id, u]));
  const unit = (id: string): string => {
    const u = byId.get(id);
    if (!u) return it ? 'un’unità' : 'a unit';
    const own = u.name[lang];
    if (u.side === 'ai') return `${own} ${u.number}`;
    const twin = view.units.some((o) => o.id !== u.id && o.side === 'heroes' && o.name[lang] === own);
    return twin ? `${own} ${u.number}` : own;
  };
  const model = (id: string): string => {
    if (byId.has(id)) return unit(id);
    const u = view.units.find((x) => id.startsWith(`${x.id}.`));
    if (!u) return it ? 'un modello' : 'a model';
    return `${unit(u.id)}, ${it ? 'modello' : 'model'} ${id.slice(u.id.length + 1)}`;
  };
  const square = (x: number, y: number) => (it ? `casella ${x}, ${y}` : `square ${x}, ${y}`);
  const tokenIndex = (id: string) => view.tokens.findIndex((t) => t.id === id);
  const token = (id: string): string => {
    const i = tokenIndex(id);
    const t = view.tokens[i];
    if (!t) return it ? 'un segnalino ricerca' : 'a search token';
    return it ? `segnalino ricerca T${i + 1} (${square(t.at[0], t.at[1])})` : `search token T${i + 1} (${square(t.at[0], t.at[1])})`;
  };
  const spell = (id: string) => content.spells[id]?.name[lang] ?? (it ? 'un incantesimo' : 'a spell');
  const item = (id: string) => content.items[id]?.name[lang] ?? (it ? 'un oggetto' : 'an item');
  const objective = (id: string) => view.objectives.find((o) => o.id === id);
  const from = (): readonly [number, number] | null => {
    const u = view.activating ? byId.get(view.activating) : undefined;
    return u?.models[0]?.at ?? null;
  };
  const to = (t: string, where: string): string => {
    const p = sqOf(t);
    if (!p) throw new Error(`${where}: '${t}' is not a square`);
    const f = from();
    const d = f ? ` (${inches(Math.hypot(p[0] - f[0], p[1] - f[1]), lang)})` : '';
    return `${square(p[0], p[1])}${d}`;
  };
  // The seat's hero a question is about: the one activating if it is the seat's, else the hero of
  // the seat the newest event names, else its first hero.
  const heroOf = (seat: string, match?: (e: GameEvent) => boolean): AofWordsUnit | undefined => {
    const mine = view.units.filter((u) => u.side === 'heroes' && u.seat === seat);
    if (match) {
      for (let i = events.length - 1; i >= 0; i--) {
        const e = events[i]!;
        if (!match(e)) continue;
        const who = 'unit' in e ? mine.find((u) => u.id === e.unit) : undefined;
        if (who) return who;
      }
    }
    return mine.find((u) => u.id === view.activating) ?? mine[0];
  };
  const lastEvent = <T extends GameEvent['type']>(type: T, unitId: string | undefined): Extract<GameEvent, { type: T }> | undefined => {
    for (let i = events.length - 1; i >= 0; i--) {
      const e = events[i]!;
      if (e.type === type && (unitId === undefined || (e as { unit?: string }).unit === unitId)) return e as Extract<GameEvent, { type: T }>;
    }
    return undefined;
  };
  /** What paying `cost` power does to a hero short of it (AOF-A04, DEC-15): the cost as wounds. */
  const short = (cost: number | null, seat: string | undefined) => {
    const h = view.activating ? byId.get(view.activating) : undefined;
    const who = h && (seat === undefined || h.seat === seat) ? h : undefined;
    if (cost === null || !who?.hero || who.hero.power >= cost) return '';
    return it ? ` (potere insufficiente: ${cost} ferite invece)` : ` (short of power: ${cost} wounds instead)`;
  };
  const spellTokens = (n: number) => (it ? `${n} ${n === 1 ? 'segnalino' : 'segnalini'} incantesimo` : `${n} spell ${n === 1 ? 'token' : 'tokens'}`);
  const power = (u: AofWordsUnit | undefined) => (u?.hero ? (it ? `potere ${u.hero.power}/${u.hero.maxPower}` : `power ${u.hero.power}/${u.hero.maxPower}`) : '');

  function actOption(option: string): string {
    const [kind, a, b, c] = option.split(':');
    const where = `${'aof.act'} option '${option}'`;
    const me = view.activating ? byId.get(view.activating) : undefined;
    switch (kind) {
      case 'end': return it ? 'Termina l’attivazione' : 'End the activation';
      case 'rest': return it ? `Riposo: potere di nuovo a ${me?.hero?.maxPower ?? '?'} (l’attivazione finisce)` : `Rest: power back to ${me?.hero?.maxPower ?? '?'} (the activation ends)`;
      case 'hold': return it ? 'Fermo (e tira)' : 'Hold (and shoot)';
      case 'advance': return it ? `Avanzata fino a ${to(a!, where)}, poi può tirare` : `Advance to ${to(a!, where)}, then may shoot`;
      case 'rush': return it ? `Corsa fino a ${to(a!, where)}` : `Rush to ${to(a!, where)}`;
      case 'charge': return it ? `Carica su ${unit(a!)} da ${to(b!, where)}` : `Charge ${unit(a!)} from ${to(b!, where)}`;
      case 'jump': return it ? `Salto in ${to(a!, where)} (prova di Des)` : `Jump to ${to(a!, where)} (Dex test)`;
      case 'discover': {
        const t = view.tokens[tokenIndex(a!)];
        if (t?.revealed && t.contents?.kind === 'item') return it ? `Raccogli ${item(t.contents.item!)} dal ${token(a!)}` : `Pick up ${item(t.contents.item!)} from ${token(a!)}`;
        // Within 1" it is revealed and picked up without a roll (AOF-K01).
        const f = from();
        const gap = t && f ? Math.max(0, Math.hypot(t.at[0] - f[0], t.at[1] - f[1]) - 1) : Infinity;
        if (gap <= (view.battlefield?.scale ?? 1) + 1e-9) return it ? `Scoprire e raccogliere il ${token(a!)} (senza tiro)` : `Discover and pick up ${token(a!)} (no roll)`;
        return it ? `Scoprire il ${token(a!)} (prova di Vol)` : `Discover ${token(a!)} (Wil test)`;
      }
      case 'push': return it ? `Spingere via ${unit(a!)} (prova di For)` : `Push ${unit(a!)} away (Str test)`;
      case 'scurry': return it ? 'Sgusciare: prova di Des, poi muove fino a D3"' : 'Scurry: a Dex test, then move up to D3"';
      case 'skill': {
        const s = me?.hero?.skill;
        const name = s ? s.name[lang] : it ? 'abilità dell’eroe' : 'hero skill';
        const test = s ? (it ? `, prova di ${STAT.it[s.stat]}` : `, ${STAT.en[s.stat]} test`) : '';
        return a === me?.id ? `${name} (${it ? 'su di sé' : 'on itself'}${test})` : `${name} ${it ? 'su' : 'on'} ${unit(a!)}${test ? ` (${test.slice(2)})` : ''}`;
      }
      case 'revive': return (it ? `Rianimare ${unit(a!)} (2 potere)` : `Revive ${unit(a!)} (2 power)`) + short(2, undefined);
      case 'use': return b === me?.id ? (it ? `Usa ${item(a!)}` : `Use ${item(a!)}`) : it ? `Usa ${item(a!)} su ${unit(b!)}` : `Use ${item(a!)} on ${unit(b!)}`;
      case 'objective': {
        const o = objective(a!);
        const name = o ? o.name[lang] : it ? 'l’obiettivo' : 'the objective';
        const test = o?.test ? (it ? ` (prova di ${STAT.it[o.test]})` : ` (${STAT.en[o.test]} test)`) : '';
        return it ? `Compi l’obiettivo «${name}»${test}` : `Seize the objective “${name}”${test}`;
      }
      case 'escape': {
        const o = objective(a!);
        return it ? `Lascia il campo di battaglia${o ? ` («${o.name.it}»)` : ''}` : `Leave the battlefield${o ? ` (“${o.name.en}”)` : ''}`;
      }
      case 'cast': {
        const boost = Number(c);
        const value = content.spells[a!]?.value ?? 0;
        if (!Number.isInteger(boost) || boost < 0) throw new Error(`${where}: '${String(c)}' is not a number of extra tokens`);
        const need = Math.min(6, Math.max(2, 4 - boost));
        const spent = value + boost;
        const on = b === me?.id ? (it ? ' su di sé' : ' on itself') : it ? ` su ${unit(b!)}` : ` on ${unit(b!)}`;
        const plus = boost > 0 ? (it ? `, +${boost} al tiro` : `, +${boost} to the roll`) : '';
        return it ? `Lancia ${spell(a!)}${on} (${spent} ${spent === 1 ? 'segnalino' : 'segnalini'}${plus}: serve ${need}+)` : `Cast ${spell(a!)}${on} (${spent} ${spent === 1 ? 'token' : 'tokens'}${plus}: needs ${need}+)`;
      }
    }
    throw new Error(`${where}: an option this game does not know`);
  }

  function option(question: string, opt: string): string {
    const where = `${question} option '${opt}'`;
    switch (question as AofQuestion) {
      case 'aof.activate': {
        const u = byId.get(opt);
        if (!u) throw new Error(`${where}: no such hero in this view`);
        return `${unit(opt)} (${power(u)}${u.spellTokens > 0 ? `, ${spellTokens(u.spellTokens)}` : ''})`;
      }
      case 'aof.act': return actOption(opt);
      case 'aof.shoot':
        if (opt === 'none') return it ? 'Non tirare' : 'Do not shoot';
        return it ? `Tira contro ${unit(opt)}` : `Shoot at ${unit(opt)}`;
      case 'aof.passTest':
        if (opt === 'pay') return (it ? 'Paga 2 potere e supera la prova' : 'Pay 2 power and pass the test') + short(2, undefined);
        if (opt === 'fail') return it ? 'Accetta il fallimento' : 'Accept the failure';
        break;
      case 'aof.ignoreShaken':
        if (opt === 'pay') return (it ? 'Paga 2 potere e non essere Scosso' : 'Pay 2 power and ignore Shaken') + short(2, undefined);
        if (opt === 'accept') return it ? 'Resta Scosso' : 'Be Shaken';
        break;
      case 'aof.impaired':
        if (opt === 'pay') return it ? 'Paga D3 potere e togli Indebolito' : 'Pay D3 power to remove Impaired';
        if (opt === 'keep') return it ? 'Resta Indebolito (−1 a ogni prova)' : 'Stay Impaired (−1 to every stat roll)';
        break;
      case 'aof.forceCast': {
        const e = lastEvent('aofCast', undefined);
        const cost = e ? (content.spells[e.spell]?.value ?? 0) * 2 : null;
        if (opt === 'pay') return (it ? `Paga ${cost ?? 'il doppio del valore in'} potere e l’incantesimo riesce` : `Pay ${cost ?? 'twice its value in'} power and the spell works`) + short(cost, undefined);
        if (opt === 'fail') return it ? 'Lascia fallire l’incantesimo' : 'Let the spell fail';
        break;
      }
      case 'aof.counter': {
        const n = Number(opt);
        if (!/^\d+$/.test(opt)) break;
        if (n === 0) return it ? 'Non contrastare' : 'Do not counter';
        return it ? `Spendi ${n} ${n === 1 ? 'segnalino' : 'segnalini'}: −${n} al suo tiro` : `Spend ${n} ${n === 1 ? 'token' : 'tokens'}: −${n} to its roll`;
      }
      case 'aof.scurry':
        if (opt === 'stay') return it ? 'Resta dove sei' : 'Stay where you are';
        return it ? `Muovi in ${to(opt, where)}` : `Move to ${to(opt, where)}`;
      case 'aof.ambush': {
        if (opt === 'wait') return it ? 'Aspetta ancora nascosto' : 'Wait in hiding';
        const p = sqOf(opt);
        if (!p) break;
        return it ? `Esci dall’imboscata in ${square(p[0], p[1])}` : `Come out of hiding at ${square(p[0], p[1])}`;
      }
      case 'aof.stopFall':
        if (opt === 'pay') return (it ? 'Paga 2 potere e fermati sul bordo' : 'Pay 2 power and stop at the ledge') + short(2, undefined);
        if (opt === 'fall') return it ? 'Cadi' : 'Fall';
        break;
      default:
        throw new Error(`${where}: not a question of aof-quest`);
    }
    throw new Error(`${where}: an option this question does not have`);
  }

  function prompt(d: AofDecisionRef): string {
    const hero = (match?: (e: GameEvent) => boolean) => heroOf(d.seat, match);
    switch (d.question as AofQuestion) {
      case 'aof.activate':
        return it ? `Round ${view.round}: quale dei vostri eroi si attiva ora? (${d.options.length} da attivare)` : `Round ${view.round}: which of your heroes activates now? (${d.options.length} left to activate)`;
      case 'aof.act': {
        const h = hero();
        const tokens = h && h.spellTokens > 0 ? `, ${spellTokens(h.spellTokens)}` : '';
        return it
          ? `${h ? unit(h.id) : 'L’eroe'} (${power(h)}${tokens}): un’azione (Riposo, Fermo, Avanzata, Corsa, Carica), un’azione Abilità o un incantesimo; una seconda azione costa 2 potere.`
          : `${h ? unit(h.id) : 'The hero'} (${power(h)}${tokens}): an action (Rest, Hold, Advance, Rush, Charge), a Skill action or a spell; a second action costs 2 power.`;
      }
      case 'aof.shoot': {
        const h = hero();
        return it ? `${h ? unit(h.id) : 'L’eroe'} può tirare: contro chi?` : `${h ? unit(h.id) : 'The hero'} may shoot: at whom?`;
      }
      case 'aof.passTest': {
        const h = hero((e) => e.type === 'aofTest' && !e.passed);
        const e = lastEvent('aofTest', h?.id);
        const test = e ? (it ? ` una prova di ${STAT.it[e.stat] ?? e.stat} (tiro ${e.faces.join(', ')}, serviva ${e.need}+)` : ` a ${STAT.en[e.stat] ?? e.stat} test (rolled ${e.faces.join(', ')}, needed ${e.need}+)`) : it ? ' una prova' : ' a test';
        return it ? `${h ? unit(h.id) : 'L’eroe'} ha fallito${test}: pagare 2 potere per superarla? (${power(h)})` : `${h ? unit(h.id) : 'The hero'} failed${test}: pay 2 power to pass it? (${power(h)})`;
      }
      case 'aof.ignoreShaken': {
        const h = hero((e) => e.type === 'aofTest' && e.stat === 'morale' && !e.passed);
        return it ? `${h ? unit(h.id) : 'L’eroe'} ha fallito il morale e sarebbe Scosso: pagare 2 potere per ignorarlo? (${power(h)})` : `${h ? unit(h.id) : 'The hero'} failed morale and would be Shaken: pay 2 power to ignore it? (${power(h)})`;
      }
      case 'aof.impaired': {
        const h = hero();
        return it ? `${h ? unit(h.id) : 'L’eroe'} è Indebolito (−1 a ogni prova): pagare D3 potere per togliere lo stato? (${power(h)})` : `${h ? unit(h.id) : 'The hero'} is Impaired (−1 to every stat roll): pay D3 power to remove it? (${power(h)})`;
      }
      case 'aof.forceCast': {
        const h = hero((e) => e.type === 'aofCast' && !e.success);
        const e = lastEvent('aofCast', h?.id);
        const what = e ? (it ? `il lancio di ${spell(e.spell)} su ${unit(e.target)} è fallito (tiro ${e.roll}${signed(e.modifier)}, serviva 4+)` : `${spell(e.spell)} on ${unit(e.target)} failed (rolled ${e.roll}${signed(e.modifier)}, needed 4+)`) : it ? 'l’incantesimo è fallito' : 'the spell failed';
        const cost = e ? (content.spells[e.spell]?.value ?? 0) * 2 : null;
        return it ? `${h ? unit(h.id) : 'L’eroe'}: ${what}; pagare ${cost ?? 'il doppio del suo valore in'} potere per forzarlo? (${power(h)})` : `${h ? unit(h.id) : 'The hero'}: ${what}; pay ${cost ?? 'twice its value in'} power to force it? (${power(h)})`;
      }
      case 'aof.counter': {
        const h = hero();
        const held = d.options.length - 1;
        return it
          ? `Un incantatore nemico entro 18" e in vista sta per lanciare: quanti dei ${held} segnalini incantesimo di ${h ? unit(h.id) : 'questo eroe'} spendere per contrastarlo (−1 al suo tiro ciascuno)?`
          : `An enemy caster within 18" and in sight is about to cast: how many of ${h ? unit(h.id) : 'this hero'}’s ${held} spell tokens to spend countering it (−1 to its roll each)?`;
      }
      case 'aof.scurry': {
        const h = hero();
        return it ? `${h ? unit(h.id) : 'L’eroe'} può muovere: dove? (${d.options.length - 1} caselle raggiungibili)` : `${h ? unit(h.id) : 'The hero'} may move: where to? (${d.options.length - 1} squares in reach)`;
      }
      case 'aof.ambush': {
        const h = view.units.find((u) => u.side === 'heroes' && u.seat === d.seat && u.models.length === 0) ?? hero();
        return it ? `Round ${view.round}: ${h && byId.has(h.id) ? unit(h.id) : 'un vostro eroe'} aspetta in Imboscata: esce ora, e dove?` : `Round ${view.round}: ${h && byId.has(h.id) ? unit(h.id) : 'a hero of yours'} waits in Ambush: come out now, and where?`;
      }
      case 'aof.stopFall': {
        const h = hero();
        return it ? `${h ? unit(h.id) : 'L’eroe'} sta per cadere dal salto: pagare 2 potere per fermarsi sul bordo? (${power(h)})` : `${h ? unit(h.id) : 'The hero'} is about to fall from the jump: pay 2 power to stop at the ledge? (${power(h)})`;
      }
    }
    throw new Error(`${d.question}: not a question of aof-quest`);
  }

  return { unit, model, token, square, option, prompt };
}

/** One option of an `aof-quest` question in words, for one seat's view. */
export function aofOptionLabel(view: AofWordsView, content: AofWordsContent, question: string, option: string, lang: Locale = 'en', events: readonly GameEvent[] = []): string {
  return aofWords(view, content, lang, events).option(question, option);
}

/** The question an `aof-quest` decision asks, with its moment. */
export function aofPrompt(view: AofWordsView, content: AofWordsContent, d: AofDecisionRef, lang: Locale = 'en', events: readonly GameEvent[] = []): string {
  return aofWords(view, content, lang, events).prompt(d);
}
