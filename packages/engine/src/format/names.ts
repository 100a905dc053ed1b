// Things named as the table names them, in English or Italian, for every surface (the event
// formatter, the terminal, the web): monsters by kind and number ("Goblin 2"), heroes by name,
// doors by wall and section ("the north door of this room"), chests, traps, sections and squares.
// Names are made from what one seat knows (its view) and never from anything else: a door is
// named after the revealed sections beside it, never after what lies behind it (DEC-17).
import type { LocalGrammar, LocalNames, NameGrammar } from '../content-types.ts';
import type { ModelKind, Wall } from '../types.ts';
import type { Names } from './messages.ts';

type Locale = 'en' | 'it';

/** What a name of a model is made of, as one seat sees the model (a disguise's kind while it is
 * hidden from that seat, AHQ-C51). */
export interface ModelRef {
  type: string;
  /** Its own name (a hero's, given in the setup, or its kind's in English). */
  name: string;
  kind: ModelKind;
  number: number;
}

/** A content entry's names: its English `name`, and `names` by language when the pack gives them. */
export interface NamedEntry {
  name: string;
  names?: LocalNames;
  /** How its name is said, by language (Italian: gender and number, for the article). */
  grammar?: LocalGrammar;
}

/** The names of content entries by id, as `contentWords` gathers them. */
export type ContentWords = (id: string) => NamedEntry | undefined;

/** The part of a view that names are made from. */
export interface NamingView {
  models: readonly (ModelRef & { id: string; x: number; y: number; seat?: string | null; side?: string })[];
  map: {
    width: number;
    doors: readonly { id: string; cells: readonly number[] }[];
    sections: readonly { id: string; kind: 'room' | 'passage'; x: number; y: number; w: number; h: number; revealed: boolean }[];
    chests: readonly { id: string; cell: number }[];
    traps: readonly { id: string; trap: string; cell: number; chest: string | null }[];
  };
}

/** Every name this module gives, for one seat and one language; `from` is the model a name is
 * said to (the door "of this room", where it stands). */
export interface Naming extends Names {
  model(id: string): string;
  item(id: string): string;
  card(id: string): string;
  door(id: string, from?: string): string;
  chest(id: string, from?: string): string;
  trap(id: string, from?: string): string;
  section(id: string, from?: string): string;
  /** A revealed section's number among those of its kind ("2" of "room 2"); "?" for another. */
  sectionNumber(id: string): string;
  /** A wall of a section: "the north side of passage 1". */
  side(section: string, wall: Wall, from?: string): string;
  square(x: number, y: number): string;
  /** How the name of a model or content entry is said (Italian: for its article); null for a
   * hero's own name, said without one. */
  grammar(id: string, what: 'model' | 'item'): NameGrammar | null | undefined;
  seat(seat: string): string;
}

/** The name of a content entry in `locale`: the pack's word for it, else its English name. */
export function localName(e: NamedEntry, locale: string): string {
  return e.names?.[locale] ?? e.name;
}

/** Looks an id up among every named kind of a content (weapons, items, spells, monsters, heroes,
 * traps, furniture, quests, Heroic cards, deck cards). */
export function contentWords(content: object): ContentWords {
  const c = content as Readonly<Record<string, unknown>>;
  const groups = ['weapons', 'armour', 'items', 'spells', 'components', 'traps', 'monsters', 'heroes', 'furnishings', 'heroicCards', 'quests'];
  const out = new Map<string, NamedEntry>();
  for (const g of groups) {
    const group = c[g] as Readonly<Record<string, NamedEntry>> | undefined;
    if (group) for (const [id, e] of Object.entries(group)) if (!out.has(id) && typeof e?.name === 'string') out.set(id, e);
  }
  const decks = c.decks as Readonly<Record<string, { cards?: readonly (NamedEntry & { id: string })[] }>> | undefined;
  for (const deck of Object.values(decks ?? {})) for (const card of deck.cards ?? []) if (!out.has(card.id) && typeof card.name === 'string') out.set(card.id, card);
  return (id) => out.get(id);
}

const WORDS = {
  en: {
    wall: { north: 'north', east: 'east', south: 'south', west: 'west' } as Record<Wall, string>,
    room: 'room', passage: 'passage', thisRoom: 'this room', thisPassage: 'this passage',
    door: (wall: string, of: string) => `the ${wall} door of ${of}`,
    doorOf: (of: string) => `a door of ${of}`,
    chest: (of: string) => `the chest in ${of}`,
    chestAt: (of: string, sq: string) => `the chest at ${sq} in ${of}`,
    trap: (trap: string, of: string) => `the ${trap} in ${of}`,
    side: (wall: string, of: string) => `the ${wall} side of ${of}`,
    square: (x: number, y: number) => `square ${x}, ${y}`,
    the: (s: string) => s,
    somewhere: 'the dungeon',
  },
  it: {
    wall: { north: 'nord', east: 'est', south: 'sud', west: 'ovest' } as Record<Wall, string>,
    room: 'stanza', passage: 'corridoio', thisRoom: 'questa stanza', thisPassage: 'questo corridoio',
    door: (wall: string, of: string) => `la porta ${wall} ${di(of)}`,
    doorOf: (of: string) => `una porta ${di(of)}`,
    chest: (of: string) => `lo scrigno ${inn(of)}`,
    chestAt: (of: string, sq: string) => `lo scrigno in ${sq} ${inn(of)}`,
    trap: (trap: string, of: string) => `la trappola ${trap} ${inn(of)}`,
    side: (wall: string, of: string) => `il lato ${wall} ${di(of)}`,
    square: (x: number, y: number) => `casella ${x}, ${y}`,
    the: (s: string) => s,
    somewhere: 'il dungeon',
  },
} as const;

/** "di" joined to the article of the section's name: della stanza 2, del corridoio 1, di questa stanza. */
function di(of: string): string {
  if (of.startsWith('stanza')) return `della ${of}`;
  if (of.startsWith('corridoio')) return `del ${of}`;
  if (of.startsWith('il ')) return `del ${of.slice(3)}`;
  return `di ${of}`;
}

function inn(of: string): string {
  if (of.startsWith('stanza')) return `nella ${of}`;
  if (of.startsWith('corridoio')) return `nel ${of}`;
  if (of.startsWith('il ')) return `nel ${of.slice(3)}`;
  return `in ${of}`;
}

/** The name of a model: a hero by its name, a monster (or henchman) by its kind and number. */
export function modelName(ref: ModelRef, words: ContentWords, locale: Locale): string {
  const def = words(ref.type);
  // A name given in the setup ("Sigrid") is the model's own; its kind's name is said in the language.
  const own = def && ref.name === def.name ? localName(def, locale) : ref.name;
  return ref.number > 0 ? `${own} ${ref.number}` : own;
}

/** How a model's name is said in `locale`: its kind's grammar, or null for a name of its own
 * ("Sigrid"), said without an article. */
export function modelGrammar(ref: ModelRef, words: ContentWords, locale: Locale): NameGrammar | null | undefined {
  const def = words(ref.type);
  if (!def) return undefined;
  return ref.name === def.name ? def.grammar?.[locale] : null;
}

/** Names for one seat's view in one language. `known` adds models the seat heard of that its view
 * no longer holds (a monster slain, by its id). */
export function naming(v: NamingView, words: ContentWords, locale: Locale, known: Readonly<Record<string, ModelRef>> = {}): Naming {
  const w = WORDS[locale];
  const width = v.map.width;
  const models = new Map(v.models.map((m) => [m.id, m]));
  const sections = v.map.sections.filter((s) => s.revealed);
  // Sections are numbered by kind, in the order they were revealed: room 1, room 2, passage 1…
  const ordinal = new Map<string, number>();
  const count = { room: 0, passage: 0 };
  for (const s of sections) ordinal.set(s.id, ++count[s.kind]);
  const inside = (s: NamingView['map']['sections'][number], x: number, y: number) => x >= s.x && y >= s.y && x < s.x + s.w && y < s.y + s.h;
  const sectionOfCell = (c: number) => sections.find((s) => inside(s, c % width, Math.floor(c / width)));
  const fromSection = (from?: string) => {
    const m = from ? models.get(from) : undefined;
    return m && m.x >= 0 ? sections.find((s) => inside(s, m.x, m.y)) : undefined;
  };
  const sectionName = (id: string, from?: string): string => {
    const s = sections.find((x) => x.id === id);
    if (!s) return w.somewhere;
    if (fromSection(from) === s) return s.kind === 'room' ? w.thisRoom : w.thisPassage;
    return `${s.kind === 'room' ? w.room : w.passage} ${ordinal.get(s.id)}`;
  };
  /** The wall of revealed section `s` a cell lies on, if it does. */
  const wallOf = (s: NamingView['map']['sections'][number], c: number): Wall | null => {
    const x = c % width, y = Math.floor(c / width);
    const alongX = x >= s.x && x < s.x + s.w, alongY = y >= s.y && y < s.y + s.h;
    if (alongX && y === s.y - 1) return 'north';
    if (alongX && y === s.y + s.h) return 'south';
    if (alongY && x === s.x - 1) return 'west';
    if (alongY && x === s.x + s.w) return 'east';
    return null;
  };
  const item = (id: string) => {
    const e = words(id);
    return e ? localName(e, locale) : id.replace(/-/g, ' ');
  };
  const model = (id: string) => {
    const ref = models.get(id) ?? known[id];
    return ref ? modelName(ref, words, locale) : id;
  };
  const door = (id: string, from?: string): string => {
    const d = v.map.doors.find((x) => x.id === id);
    if (!d) return w.doorOf(w.somewhere);
    const here = fromSection(from);
    let best: { s: NamingView['map']['sections'][number]; wall: Wall } | null = null;
    for (const s of here ? [here, ...sections] : sections) {
      const wall = wallOf(s, d.cells[0]!);
      if (wall) {
        best = { s, wall };
        break;
      }
    }
    if (!best) return w.doorOf(w.somewhere);
    return w.door(w.wall[best.wall], sectionName(best.s.id, from));
  };
  const chest = (id: string, from?: string): string => {
    const c = v.map.chests.find((x) => x.id === id);
    const s = c ? sectionOfCell(c.cell) : undefined;
    if (!c || !s) return w.chest(w.somewhere);
    const of = sectionName(s.id, from);
    const others = v.map.chests.filter((x) => x.id !== id && sectionOfCell(x.cell) === s).length;
    return others > 0 ? w.chestAt(of, `${c.cell % width}, ${Math.floor(c.cell / width)}`) : w.chest(of);
  };
  const trap = (id: string, from?: string): string => {
    const t = v.map.traps.find((x) => x.id === id);
    if (!t) return w.trap('', w.somewhere);
    if (t.chest !== null) return chest(t.chest, from);
    const s = sectionOfCell(t.cell);
    return w.trap(item(t.trap), s ? sectionName(s.id, from) : w.square(t.cell % width, Math.floor(t.cell / width)));
  };
  return {
    model, item, card: item, door, chest, trap,
    section: sectionName,
    sectionNumber: (id) => String(ordinal.get(id) ?? '?'),
    side: (section, wall, from) => w.side(w.wall[wall], sectionName(section, from)),
    square: (x, y) => w.square(x, y),
    seat: (seat) => {
      const heroes = v.models.filter((m) => m.side === 'heroes' && m.seat === seat).map((m) => model(m.id));
      return heroes.length > 0 ? heroes.join(', ') : seat;
    },
    grammar: (id, what) => {
      if (what === 'item') return words(id)?.grammar?.[locale];
      const ref = models.get(id) ?? known[id];
      return ref ? modelGrammar(ref, words, locale) : undefined;
    },
  };
}
