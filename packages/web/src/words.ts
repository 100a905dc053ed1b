// Words for what the board shows: names for the event formatter, and short descriptions of
// squares, decisions and answers, in the chosen language. Item names come from the server's
// content listing (GET /api/content), or from their ids until it has arrived.
import {
  formatEvent, formatPrompt, formatRefusal, modelName, naming, PROMPTS, viewFeatures,
  type Answer, type ContentWords, type Decision, type GameEvent, type Locale, type ModelRef, type ModelView, type NamedEntry, type NameGrammar, type Names, type Naming, type View,
} from '@delve/engine';
import type { ErrorMessage } from '@delve/protocol';
import type { Key, T } from './i18n.ts';

type LocalNames = Readonly<Record<string, Readonly<Record<string, string>>>>;
type Grammar = Readonly<Record<string, Readonly<Record<string, NameGrammar>>>>;
let contentNames: Readonly<Record<string, string>> = {};
let localNames: LocalNames = {};
let contentGrammar: Grammar = {};
/** Each ruleset's own names: an id may name different things in two rulesets' content. */
const byRuleset = new Map<string, { names: Readonly<Record<string, string>>; local: LocalNames; grammar: Grammar }>();

let learned = 0;
/** How many times the content's names have been learned: a page that names things from them
 * names them again when it changes (they arrive after a game page may have drawn). */
export function contentNamesVersion(): number {
  return learned;
}

/** The names of the content's weapons, items, spells, monsters… by id (from the content listing),
 * the same in other languages (by language, then id) and how they are said there (`grammar`:
 * Italian genders, for articles); `ruleset`: whose content they are. */
export function setContentNames(names: Readonly<Record<string, string>>, local: LocalNames = {}, ruleset?: string, grammar: Grammar = {}): void {
  learned++;
  contentNames = { ...contentNames, ...names };
  const merged: Record<string, Readonly<Record<string, string>>> = { ...localNames };
  for (const [lang, words] of Object.entries(local)) merged[lang] = { ...(merged[lang] ?? {}), ...words };
  localNames = merged;
  const said: Record<string, Readonly<Record<string, NameGrammar>>> = { ...contentGrammar };
  for (const [lang, words] of Object.entries(grammar)) said[lang] = { ...(said[lang] ?? {}), ...words };
  contentGrammar = said;
  if (ruleset) byRuleset.set(ruleset, { names, local, grammar });
}

/** The content's names in `locale`, `ruleset`'s own over the rest's: what a names record of a
 * ruleset that names its pieces itself (aof-quest) starts from, so that its log says a weapon,
 * an item or a spell in the page's language. */
export function contentNamesIn(locale: Locale, ruleset?: string): Record<string, string> {
  const own = ruleset ? byRuleset.get(ruleset) : undefined;
  return { ...contentNames, ...(own?.names ?? {}), ...(localNames[locale] ?? {}), ...(own?.local[locale] ?? {}) };
}

/** The naming a `tableNames` record was made with: the grammar of its names (its models' and the
 * content's) and its seats by their heroes. */
const NAMING = new WeakMap<object, Pick<Naming, 'grammar' | 'seat'>>();

/** A content entry's name in `locale`: the pack's word for it, else its English name, else its id
 * made readable. */
export function itemName(id: string, locale: Locale = 'en'): string {
  return localNames[locale]?.[id] ?? contentNames[id] ?? id.replace(/-/g, ' ');
}

/** The content's names as the engine's naming layer reads them: `ruleset`'s own first. */
export function webWords(ruleset?: string): ContentWords {
  const own = ruleset ? byRuleset.get(ruleset) : undefined;
  const en = own?.names ?? contentNames;
  const local = own?.local ?? localNames;
  const said = own?.grammar ?? contentGrammar;
  return (id) => {
    const name = en[id] ?? contentNames[id];
    if (name === undefined) return undefined;
    const names: Record<string, string> = { en: name };
    for (const [lang, words] of Object.entries(local)) if (words[id] !== undefined) names[lang] = words[id];
    const grammar: Record<string, NameGrammar> = {};
    for (const [lang, words] of Object.entries(said)) if (words[id] !== undefined) grammar[lang] = words[id];
    return { name, names, grammar } satisfies NamedEntry;
  };
}

/** The view with every model, corpse and piece of furniture named as the table names it in
 * `locale` ("Goblin 2", "Orco 1"): the panels, the board's words and the hints read `name`. */
export function tableView(v: View, locale: Locale): View {
  const words = webWords(v.ruleset);
  const models = v.models.map((m) => ({ ...m, name: modelName(m, words, locale) }));
  const furnishings = v.map.furnishings?.map((f) => ({ ...f, name: localNames[locale]?.[f.type] ?? f.name }));
  const map = furnishings ? { ...v.map, furnishings } : v.map;
  return { ...v, models, map };
}

/** Every name a panel, a choice or the log may need, by id, for one seat's view in `locale`: the
 * models (those it no longer holds too, by `refs`), doors, chests, traps and sections (said to
 * `from`, the model acting: "the north door of this room"), and the content's things. */
export function tableNames(v: View, refs: Readonly<Record<string, ModelRef>>, locale: Locale, from?: string | null): Record<string, string> {
  const own = byRuleset.get(v.ruleset);
  const out: Record<string, string> = { ...contentNames, ...(own?.names ?? {}), ...(localNames[locale] ?? {}), ...(own?.local[locale] ?? {}) };
  const n = naming(v, webWords(v.ruleset), locale, { ...refs, ...(v.named ?? {}) });
  for (const id of Object.keys(refs)) out[id] = n.model(id);
  for (const id of Object.keys(v.named ?? {})) out[id] = n.model(id);
  for (const m of v.models) out[m.id] = n.model(m.id);
  const at = from ?? undefined;
  for (const d of v.map.doors) out[d.id] = n.door(d.id, at);
  for (const c of v.map.chests) out[c.id] = n.chest(c.id, at);
  for (const t of v.map.traps) out[t.id] = n.trap(t.id, at);
  for (const s of v.map.sections) if (s.revealed) out[s.id] = n.section(s.id, at);
  NAMING.set(out, n);
  return out;
}

export function namesFrom(names: Readonly<Record<string, string>>): Names {
  return {
    grammar: NAMING.get(names)?.grammar ?? ((id, what) => (what === 'item' ? contentGrammar.it?.[id] : undefined)),
    ...(NAMING.has(names) ? { seat: NAMING.get(names)!.seat } : {}),
    model: (id) => names[id] ?? id,
    item: (id) => names[id] ?? itemName(id),
    // A section's name ends in its number ("room 2"); one the names do not hold is not known here.
    sectionNumber: (id) => /(\d+)$/.exec(names[id] ?? '')?.[1] ?? '?',
  };
}

export function sentence(e: GameEvent, names: Readonly<Record<string, string>>, locale: Locale = 'en'): string {
  return formatEvent(e, namesFrom(names), locale);
}

/** Log filters: each event type belongs to one group. */
export type LogGroup = 'dice' | 'combat' | 'movement' | 'explore' | 'turns';

export function groupOf(e: GameEvent): LogGroup {
  switch (e.type) {
    case 'dice': return 'dice';
    case 'attack': case 'freeAttack': case 'fumbleHit': case 'damage': case 'wounded': case 'fateSpent': case 'knockedOut':
    case 'died': case 'combatStarted': case 'combatEnded': case 'routineChosen': case 'pursuit': case 'spellCast': case 'healed':
    case 'warded': case 'surprise': case 'encounter': case 'placed': case 'identityRevealed': case 'loot': case 'lootLost':
    case 'escaped': case 'escapeDeferred': case 'monstersReturned': case 'missileRecovered': case 'advanced':
      return 'combat';
    case 'moved': case 'runRolled': case 'dragged': case 'movedBack': case 'leftDungeon':
      return 'movement';
    case 'turnStarted': case 'phaseStarted': case 'playerChosen': case 'leaderChosen': case 'gmCounter': case 'gameOver':
      return 'turns';
    default:
      return 'explore';
  }
}

export const LOG_GROUPS: readonly { group: LogGroup; label: Key }[] = [
  { group: 'turns', label: 'log.turns' },
  { group: 'movement', label: 'log.movement' },
  { group: 'combat', label: 'log.combat' },
  { group: 'explore', label: 'log.explore' },
  { group: 'dice', label: 'log.dice' },
];

export function woundsText(m: ModelView, t: T): string {
  if (m.wounds === null) return t('model.woundsUnknown');
  return t('model.wounds', { n: m.wounds, max: m.maxWounds });
}

export function modelLine(m: ModelView, leader: string, t: T, heroic?: number): string {
  const bits = [m.name, woundsText(m, t)];
  // The Heroic cards a hero holds (GLD-H01): how many, for every seat; what they are, for his own.
  if (heroic !== undefined) bits.push(heroic === 1 ? t('model.heroic.one') : t('model.heroic', { n: heroic }));
  if (m.id === leader) bits.push(t('model.leader'));
  if (m.dead) bits.push(t('model.dead'));
  else if (m.ko) bits.push(t('model.ko'));
  if (m.left) bits.push(t('model.left'));
  if (m.hidden) bits.push(t('model.hidden'));
  return bits.join(', ');
}

const TILE_WORDS: Record<string, Key> = { '#': 'tile.wall', '.': 'tile.floor', D: 'tile.door', '<': 'tile.stairs', ' ': 'tile.rock', '?': 'tile.unexplored' };

/** What a screen reader hears about one square under the keyboard cursor. */
export function describeCell(v: View, x: number, y: number, t: T, corpses: readonly { x: number; y: number; name: string }[] = []): string {
  const i = y * v.map.width + x;
  const parts = [`${x}, ${y}`, t(TILE_WORDS[v.map.tiles[i] ?? ' '] ?? 'tile.rock')];
  const door = v.map.doors.find((d) => d.cells.includes(i));
  if (door) parts[1] = t(door.open ? 'tile.doorOpen' : 'tile.doorClosed');
  for (const m of v.models) if (m.x === x && m.y === y && !m.dead && !m.left) parts.push(modelLine(m, v.leader, t));
  for (const c of corpses) if (c.x === x && c.y === y) parts.push(t('tile.corpse', { name: c.name }));
  for (const f of viewFeatures(v).furnishings) if (f.cells.includes(i)) parts.push(t('tile.furnishing', { name: f.name }));
  if (v.map.chests.some((c) => c.cell === i)) parts.push(t('tile.chest'));
  if (v.map.traps.some((tr) => tr.cell === i && tr.chest === null)) parts.push(t('tile.trap'));
  return parts.join(': ');
}

/** Any answer in words, for lists of legal answers (decisions the panel knows no form for, and
 * the rarer actions of a model). */
export function answerLabel(a: Answer, names: Readonly<Record<string, string>>, t: T): string {
  const n = (id: string) => names[id] ?? itemName(id);
  const r = a as Record<string, unknown>;
  const known: Partial<Record<Answer['kind'], Key>> = {
    move: 'answer.move', attack: 'answer.attack', shoot: 'answer.shoot', run: 'answer.run', door: 'answer.door', chest: 'answer.chest',
    searchSecret: 'answer.searchSecret', searchTreasure: 'answer.searchTreasure', removeArmour: 'answer.removeArmour', disarm: 'answer.disarm',
    cast: 'answer.cast', potion: 'answer.potion', drag: 'answer.drag', leave: 'answer.leave', push: 'answer.push', give: 'answer.give', take: 'answer.take',
    end: 'answer.end', endPhase: 'answer.endPhase', choosePlayer: 'answer.choosePlayer', target: 'answer.target', leader: 'answer.leader',
    fate: 'answer.fate', pursue: 'answer.pursue', advance: 'answer.advance', routine: 'answer.routine', pick: 'answer.pick',
    heroicDeal: 'answer.heroicDeal',
  };
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(r)) {
    if (k === 'kind') continue;
    if (typeof v === 'string') params[k] = k === 'wall' ? t(`wall.${v}` as Key) : k === 'player' ? v : n(v);
    else if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number')) params[k] = `${v[0]}, ${v[1]}`;
    else if (typeof v === 'boolean') params[k] = t(v ? 'answer.yes' : 'answer.no');
    else if (v === null) params[k] = t('answer.none');
  }
  if (a.kind === 'shoot' && a.weapon) return t('answer.shootWith', { ...params, weapon: n(a.weapon) });
  // A hero's own potion is drunk, not given to himself.
  if (a.kind === 'potion' && a.target === a.model) return t('answer.drink', params);
  if (a.kind === 'generator') return t('answer.option', { n: a.choice + 1 });
  if (a.kind === 'intercept') return a.model === null ? t('answer.interceptPass') : t('answer.intercept', { name: n(a.model) });
  if (a.kind === 'turn') return t('answer.turn', { name: n(a.model), facing: t(`facing.${a.facing}` as Key) });
  if (a.kind === 'heal') return t('answer.heal', { name: n(a.model), target: n(a.target) });
  if (a.kind === 'move' && a.facing) return t('answer.moveFacing', { ...params, facing: t(`facing.${a.facing}` as Key) });
  if ((a.kind === 'attack' || a.kind === 'shoot') && a.facing) return t('answer.turnFirst', { facing: t(`facing.${a.facing}` as Key), then: t(a.kind === 'shoot' && a.weapon ? 'answer.shootWith' : known[a.kind]!, { ...params, ...(a.kind === 'shoot' && a.weapon ? { weapon: n(a.weapon) } : {}) }) });
  if (a.kind === 'heroicPlay') return a.card === null ? t('answer.heroicPass') : t('answer.heroicPlay', { card: n(a.card) });
  if (a.kind === 'dungeonCounter') return a.entry === null ? t('decision.counterPass') : t('answer.dungeonCounter', { entry: n(a.entry), at: a.at ? `${a.at[0]}, ${a.at[1]}` : '—' });
  const key = known[a.kind];
  if (key) return t(key, params);
  // A kind this client does not know yet: its fields, plainly.
  return [a.kind, ...Object.entries(params).map(([k, v]) => `${k} ${v}`)].join(' · ');
}

/** "Your turn" text for a decision, in the catalogue's words; a kind this client does not know
 * yet is named plainly. */
export function decisionTitle(d: Decision, names: Readonly<Record<string, string>>, t: T, locale: Locale = 'en'): string {
  const n = (id: string) => names[id] ?? id;
  switch (d.kind) {
    case 'choosePlayer': return t('title.choosePlayer');
    case 'act': return d.current ? t('title.actWith', { name: n(d.current) }) : t('title.act', { phase: t(d.phase === 'combat' ? 'kind.combat' : 'kind.exploration') });
    case 'placeMonsters': return t('title.placeMonsters');
    case 'nudgeMonsters': return t('title.nudgeMonsters');
    case 'routine': return t('title.routine');
    case 'pursue': return t('title.pursue');
    case 'fate': return t('title.fate', { name: n(d.model) });
    case 'freeAttack': return t('title.freeAttack', { name: n(d.attacker) });
    case 'fumbleVictim': return t('title.fumbleVictim', { name: n(d.shooter) });
    case 'advance': return t('title.advance', { name: n(d.model) });
    case 'sentryDoor': return t('title.sentryDoor');
    case 'components': return t('title.components', { count: d.count, name: n(d.model) });
    case 'chestPick': return t('title.chestPick');
    case 'newLeader': return t('title.newLeader');
    // The engine's own question, with its facts: the dungeon generator's, a Heroic card's (GLD-H01).
    // A question this client has no words for yet is named by its id.
    case 'generator':
      return Object.hasOwn(PROMPTS[locale], d.question.id) ? formatPrompt(d, namesFrom(names), locale) : t('title.unknown', { kind: `${d.kind} · ${d.question.id}` });
    case 'heroicDeal': case 'heroicPlay': return formatPrompt(d, namesFrom(names), locale);
    // Dungeon Counters (DEC-30): what the GM holds and may play, in the engine's words.
    case 'dungeonCounter': return formatPrompt(d, namesFrom(names), locale);
    // `facing` interception (DEC-28): whose attack, on whom, and who may step in.
    case 'intercept': return formatPrompt(d, namesFrom(names), locale);
    default: return t('title.unknown', { kind: (d as { kind: string }).kind });
  }
}

/** One option of a dungeon generator's question in words, by its shape: a square, a section's
 * side, a 2×1 door's place, where a room or passage goes, a Room card from the GM's hand. */
export function generatorOption(o: unknown, t: T, names: Readonly<Record<string, string>> = {}): string {
  const wall = (w: unknown) => (typeof w === 'string' && ['north', 'east', 'south', 'west'].includes(w) ? t(`wall.${w}` as Key) : String(w));
  if (Array.isArray(o) && o.length === 2 && o.every((n) => typeof n === 'number')) return t('gen.square', { x: o[0], y: o[1] });
  if (!o || typeof o !== 'object') return typeof o === 'string' ? names[o] ?? itemName(o) : String(o);
  const r = o as Record<string, unknown>;
  if (typeof r.card === 'string') {
    const size = Array.isArray(r.size) ? (r.size as number[]) : [0, 0];
    const name = names[r.card] ?? (typeof r.name === 'string' ? r.name : itemName(r.card));
    const monsters = typeof r.monsters === 'number' ? r.monsters : 0;
    const card = monsters > 0 ? t('gen.card.monsters', { name, w: size[0], h: size[1], monsters }) : t('gen.card', { name, w: size[0], h: size[1] });
    return r.objective === true ? t('gen.objective', { card }) : card;
  }
  if (Array.isArray(r.at) && typeof r.wall === 'string') {
    const [a, b] = r.at as [number, number][];
    return t('gen.doorPlace', { wall: wall(r.wall), x1: a![0], y1: a![1], x2: (b ?? a)![0], y2: (b ?? a)![1] });
  }
  if (typeof r.section === 'string' && typeof r.wall === 'string') return t('gen.side', { section: names[r.section] ?? r.section, wall: wall(r.wall) });
  if (['x', 'y', 'w', 'h'].every((k) => typeof r[k] === 'number')) return t('gen.place', { x: r.x as number, y: r.y as number, w: r.w as number, h: r.h as number });
  return Object.entries(r).map(([k, v]) => `${k} ${typeof v === 'string' ? names[v] ?? itemName(v) : String(v)}`).join(', ');
}

/** A refusal in a player's words. The rules' own refusals (`rules/…`, `answer/…`) say what the
 * rule is and are shown as the engine words them; the server's (a stale step, an undo, a seat,
 * storage, a message it could not read) are said plainly, never as the code and its numbers. */
export function refusalText(e: ErrorMessage, t: T, names?: Readonly<Record<string, string>>, locale: Locale = 'en'): string {
  // A refused move's reason, said in the page's language with the table's names.
  if (e.why && names) return formatRefusal(e.why, namesFrom(names), locale);
  if (e.code.startsWith('rules/') || e.code.startsWith('answer/')) return e.message;
  switch (e.code) {
    case 'game/stale': return t('refusal.stale');
    case 'undo/refused': return t('refusal.undo');
    case 'auth/not-your-seat': case 'auth/bad-token': return t('refusal.seat');
    case 'server/storage': return t('refusal.storage');
    default: return t('refusal.other');
  }
}
