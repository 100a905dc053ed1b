// Which message each event takes and the values it fills in. The words themselves are in the
// locale catalogues (en.ts, it.ts), as ICU MessageFormat, so that plurals and choices are the
// language's own.
import type { GameEvent } from '../types.ts';
import type { NameGrammar } from '../content-types.ts';
import { guessGrammar, withArticle } from './italian.ts';

export interface Names {
  model(id: string): string;
  item(id: string): string;
  /** A Heroic card's name (GLD-H01); without it, `item` names cards too. */
  card?(id: string): string;
  /** A revealed section's number among those of its kind ("2" of "room 2"), for sentences that
   * say the kind themselves; without it, the section's id. */
  sectionNumber?(id: string): string;
  /** A spell's name, where an id may be a spell's (an intercepted spell, DEC-28); else undefined. */
  spell?(id: string): string | undefined;
  /** How a model's or a content entry's name is said in the language (Italian: its gender and
   * number, for the article); null for a name said without an article (a hero's own name),
   * undefined where it is not known (then guessed from the name). */
  grammar?(id: string, what: 'model' | 'item'): NameGrammar | null | undefined;
  /** A seat as the table says it: its heroes ("Dwarf"), or its person and heroes where the
   * surface knows the person ("Anna (Dwarf)"); without it, the seat. */
  seat?(seat: string): string;
}

export type MessageId = GameEvent['type'];
export type Values = Record<string, string | number>;

const at = (p: { x: number; y: number } | undefined) => (p ? `[${p.x}, ${p.y}]` : '—');
const faces = (xs: readonly number[]) => xs.join(', ');
const SYMBOLS = { en: { skull: 'skull', shield: 'shield', blank: 'blank' }, it: { skull: 'teschio', shield: 'scudo', blank: 'vuoto' } } as const;
// ICU choice keys are plain words: 'to-hit' becomes 'to_hit'.
const key = (word: string) => word.replace(/-/g, '_');

export function messageOf(e: GameEvent, names: Names, locale: 'en' | 'it' = 'en'): Values {
  // In Italian a name in a crawl's sentence takes its article ("il Goblin 1", "lo Spadone");
  // lists after a colon and card names keep the bare name (`bare`). Names that say nothing of
  // their grammar (no `grammar`) are said bare.
  const articles = locale === 'it' && !e.type.startsWith('aof') && names.grammar !== undefined;
  const n: Names = articles
    ? { ...names, model: (id) => withArticle(names.model(id), names.grammar?.(id, 'model')), item: (id) => withArticle(names.item(id), names.grammar?.(id, 'item')) }
    : names;
  const bare = (id: string) => names.item(id);
  const m = (id: string | null) => (id === null ? '' : n.model(id));
  switch (e.type) {
    case 'turnStarted': return { kind: e.kind, turn: e.turn };
    case 'phaseStarted': return { phase: e.phase };
    case 'dice': return {
      by: m(e.by), gm: e.by === null ? 'yes' : 'no', count: e.faces.length, die: `d${e.sides ?? 12}`, purpose: key(e.purpose),
      // A skull-and-shield die reads as what its faces show.
      faces: e.symbols ? e.symbols.map((x) => SYMBOLS[locale][x]).join(', ') : faces(e.faces),
    };
    case 'playerChosen': return { player: names.seat?.(e.player) ?? e.player };
    case 'moved': return { model: m(e.model), ran: e.ran ? 'yes' : 'no', squares: e.path.length, to: at(e.path[e.path.length - 1]) };
    case 'runRolled': return { model: m(e.model), stumbled: e.stumbled ? 'yes' : 'no', squares: e.squares };
    case 'doorOpened':
    case 'doorClosed': return { by: m(e.by) };
    case 'doorPlaced': return { at: at(e.at) };
    case 'sectionRevealed': return {};
    case 'encounter': return { count: e.monsters.length };
    case 'surprise': return { tie: e.winner === null ? 'yes' : 'no', heroes: e.heroes, gm: e.gm ?? 0, heroBonus: e.heroBonus, gmBonus: e.gmBonus ?? 0, screen: e.gm === null ? 'yes' : 'no', winner: e.winner ?? 'none' };
    case 'placed': return { model: m(e.model), at: at(e.at) };
    case 'combatStarted': return { side: e.firstSide };
    case 'routineChosen': return { routine: e.routine };
    case 'pursuit': return { pursue: e.pursue ? 'yes' : 'no' };
    case 'attack': return {
      attacker: m(e.attacker), target: m(e.target), weapon: n.item(e.weapon), ranged: e.ranged ? 'yes' : 'no', free: e.free ? 'yes' : 'no',
      roll: e.roll, need: e.need ?? 'none', known: e.need === null ? 'no' : 'yes', result: e.result,
      distance: e.distance ?? 'none', obscured: e.obscured ? 'yes' : 'no', fumbleOn: e.fumbleOn ?? 0,
    };
    case 'freeAttack': return { attacker: m(e.attacker), target: m(e.target), cause: e.cause };
    case 'fumbleHit': return { shooter: m(e.shooter), victim: e.victim ? m(e.victim) : '', hit: e.victim ? 'yes' : 'no' };
    case 'damage': return {
      target: m(e.target), faces: faces(e.faces), toughness: e.toughness ?? 'none', known: e.toughness === null ? 'no' : 'yes', wounds: e.wounds, criticals: e.criticals,
      // Skull-and-shield damage (GLD-A07): what counted, die by die.
      dice: e.skulls === undefined ? 'numbers' : 'skulls', count: e.faces.length, skulls: e.skulls ?? 0, defence: e.defence?.length ?? 0, shields: e.shields ?? 0,
    };
    case 'wounded': return { model: m(e.model), wounds: e.wounds, remaining: e.remaining ?? 'none', known: e.remaining === null ? 'no' : 'yes' };
    case 'fateSpent': return { model: m(e.model), reason: key(e.reason), left: e.left };
    case 'knockedOut': return { model: m(e.model) };
    case 'died': return { model: m(e.model), by: e.by ? m(e.by) : '', killer: e.by ? 'yes' : 'no' };
    case 'advanced': return { model: m(e.model), to: at(e.to) };
    case 'identityRevealed': return { model: m(e.model), as: bare(e.as) };
    case 'spellCast': return { caster: m(e.caster), spell: n.item(e.spell), target: m(e.target), success: e.success ? 'yes' : 'no' };
    case 'turned': return { model: m(e.model), facing: e.facing };
    case 'intercepted': return { model: m(e.model), attacker: m(e.attacker), target: m(e.target) };
    case 'sniped': return { model: m(e.model), target: m(e.target), card: n.card ? n.card(e.card) : n.item(e.card) };
    case 'healAttempt': return { model: m(e.model), target: m(e.target), roll: e.roll, need: e.need, success: e.success ? 'yes' : 'no', gathered: e.revival === undefined ? 'none' : 'some', revival: e.revival ?? 0 };
    case 'healed': return { model: m(e.model), amount: e.amount, wounds: e.wounds };
    case 'warded': return { model: m(e.model), toughness: e.toughness };
    case 'potionUsed': return { by: m(e.by), target: m(e.target), item: n.item(e.item), self: e.by === e.target ? 'yes' : 'no' };
    case 'dragged': return { by: m(e.by), model: m(e.model), squares: e.path.length };
    case 'armourRemoved': return { model: m(e.model), armour: n.item(e.armour) };
    case 'searched': return { model: m(e.model), kind: e.kind, wall: e.wall ?? 'none', found: e.found ? 'yes' : 'no' };
    case 'secretDoorFound': return { by: m(e.by) };
    case 'treasureFound': return { model: m(e.model), gold: e.gold, items: e.items.map(bare).join(', '), hasItems: e.items.length ? 'yes' : 'no' };
    case 'chestOpened': return { by: m(e.by), gold: e.gold, items: e.items.map(bare).join(', '), hasItems: e.items.length ? 'yes' : 'no' };
    case 'itemTaken': return { hero: m(e.hero), gold: e.gold ?? 0, item: e.item === 'gold' ? '' : n.item(e.item), isGold: e.item === 'gold' ? 'yes' : 'no' };
    case 'trapTriggered':
    case 'trapSpotted':
    case 'trapDisarmed': return { model: m(e.model) };
    case 'trapSprung': return { models: e.models.map(m).join(', '), count: e.models.length };
    case 'spotBonus': return { model: m(e.model), bonus: e.bonus };
    case 'movedBack': return { model: m(e.model), to: at(e.to) };
    case 'gmCounter': return { total: e.total };
    case 'counterSpent': return { cost: e.cost, entry: e.name[locale], effect: e.effect, at: at(e.at), held: e.held ?? 'none', known: e.held === null ? 'no' : 'yes' };
    case 'gmReason': return { why: e.reason.code, model: e.reason.model ? m(e.reason.model) : '', target: e.reason.target ? m(e.reason.target) : '' };
    case 'trapLaid': return { trap: bare(e.kind), at: at(e.at) };
    case 'componentsChosen': return { model: m(e.model), components: Object.entries(e.components).map(([c, k]) => `${k} ${bare(c)}`).join(', ') };
    case 'escapeDeferred':
    case 'escaped':
    case 'falseDoor':
    case 'dungeonClosed': return {};
    case 'cardDrawn': return { deck: e.deck, card: locale === 'en' ? e.name : (names.card ?? bare)(e.card), model: e.model ? m(e.model) : '', hasModel: e.model ? 'yes' : 'no' };
    case 'passageClosed': return { door: e.door ? 'yes' : 'no' };
    case 'monstersReturned': return { count: e.monsters.length };
    case 'combatEnded': return { outcome: e.outcome };
    case 'loot': return { shares: Object.entries(e.shares).map(([id, g]) => `${m(id)} ${g}`).join(', '), lost: e.lost };
    case 'lootLost': return { gold: e.gold };
    case 'missileRecovered': return { owner: m(e.owner), item: n.item(e.item), recovered: e.recovered ? 'yes' : 'no' };
    case 'leaderChosen': return { hero: m(e.hero) };
    case 'leftDungeon': return { model: m(e.model) };
    case 'check': return { model: m(e.model), stat: e.stat, roll: e.roll, value: e.value, passed: e.passed ? 'yes' : 'no' };
    case 'pushed': return {
      pusher: m(e.pusher), target: m(e.target), pusherTotal: e.pusherTotal, targetTotal: e.targetTotal, success: e.success ? 'yes' : 'no',
      rolls: e.pusherRoll === undefined || e.targetRoll === undefined ? 'no' : 'yes', pusherRoll: e.pusherRoll ?? 0, targetRoll: e.targetRoll ?? 0,
      pusherStrength: e.pusherTotal - (e.pusherRoll ?? 0), targetStrength: e.targetTotal - (e.targetRoll ?? 0),
    };
    case 'attackNegated': return { model: m(e.model), attacker: m(e.attacker) };
    case 'endOfTurnRoll': return { roll: e.roll, outcome: key(e.outcome), handled: e.handled ? 'yes' : 'no' };
    case 'searchRoll': return { model: m(e.model), kind: e.kind, roll: e.roll, outcome: key(e.outcome), handled: e.handled ? 'yes' : 'no' };
    case 'itemGiven': return { by: m(e.by), to: m(e.to), item: n.item(e.item) };
    case 'heroicDealt': return { hero: m(e.hero), known: e.card === null ? 'no' : 'yes', card: e.card === null ? '' : names.card ? names.card(e.card) : bare(e.card) };
    case 'heroicPlayed': return { hero: m(e.hero), card: names.card ? names.card(e.card) : bare(e.card) };
    case 'heroicDiscarded': return { cards: e.cards };
    case 'aofRound': return { round: e.round };
    case 'aofActivation': return { unit: m(e.unit) };
    case 'aofAction': return { unit: m(e.unit), action: e.action, extra: e.extra ? 'yes' : 'no', skill: e.skill ?? 'none' };
    case 'aofMoved': return { unit: m(e.unit), to: at(e.to), inches: e.inches };
    case 'aofTest': return { unit: m(e.unit), stat: e.stat, need: e.need, modifier: e.modifier, mod: e.modifier === 0 ? '' : e.modifier > 0 ? ` +${e.modifier}` : ` ${e.modifier}`, faces: faces(e.faces), passed: e.passed ? 'yes' : 'no' };
    case 'aofAttack': return {
      unit: m(e.unit), target: m(e.target), source: e.weapon === 'fall' || e.weapon === 'effect' ? e.weapon : 'weapon', weapon: e.weapon === 'fall' || e.weapon === 'effect' ? '' : n.item(e.weapon),
      melee: e.melee ? 'yes' : 'no', toHit: faces([...e.toHit, ...e.impact]) || '—', hits: e.hits, blocks: faces(e.blocks) || '—', wounds: e.wounds,
    };
    case 'aofWounds': return { unit: m(e.unit), model: m(e.model), wounds: e.wounds, left: e.left, outcome: e.killed ? 'killed' : e.unconscious ? 'unconscious' : 'hurt' };
    case 'aofPower': return { unit: m(e.unit), reason: key(e.reason), cost: e.cost, left: e.left, wounds: e.wounds, short: e.short ? 'yes' : 'no' };
    case 'aofRested': return { unit: m(e.unit), power: e.power };
    case 'aofShaken': return { unit: m(e.unit), shaken: e.shaken ? 'yes' : 'no' };
    case 'aofStatus': return { unit: m(e.unit), status: e.status, gained: e.gained ? 'yes' : 'no' };
    case 'aofAi': return {
      unit: m(e.unit), branch: key(e.branch), moved: e.action === 'advance' ? 'yes' : 'no', target: e.target ? m(e.target) : '', goal: e.goal ? n.item(e.goal) : '',
      range: Math.round(e.range * 10) / 10, shoot: e.shoot, charge: e.charge,
    };
    case 'aofCast': return { unit: m(e.unit), spell: n.item(e.spell), target: m(e.target), roll: e.roll, mod: e.modifier === 0 ? '' : e.modifier > 0 ? ` +${e.modifier}` : ` ${e.modifier}`, success: e.success ? 'yes' : 'no', forced: e.forced ? 'yes' : 'no' };
    case 'aofCounter': return { unit: m(e.unit), caster: m(e.caster), tokens: e.tokens };
    case 'aofToken': return { by: m(e.by), contents: e.contents, item: e.item ? n.item(e.item) : '', gold: e.gold ?? 0, trap: e.trap ? n.item(e.trap) : '' };
    case 'aofDeployed': return { units: e.units.map(m).join(', '), ambush: e.ambush ? 'yes' : 'no', count: e.units.length, side: e.side };
    case 'aofObjective': return { objective: n.item(e.objective), by: e.by ? m(e.by) : '', hasBy: e.by ? 'yes' : 'no' };
    case 'aofRevived': return { unit: m(e.unit), by: m(e.by) };
    case 'aofFell': return { unit: m(e.unit), model: m(e.model), inches: e.inches };
    case 'aofEscaped': return { unit: m(e.unit) };
    case 'aofPushed': return { unit: m(e.unit), by: m(e.by), to: at(e.to) };
    case 'aofHealed': return { unit: m(e.unit), wounds: e.wounds };
    case 'gameOver': return { winner: e.result.winner, reason: key(e.result.reason) };
  }
}

/** The gender a sentence's participles agree with in Italian: its model's ("la Guardia orca è
 * piazzata"), masculine for a hero's own name or where none is known. */
export function subjectGender(e: GameEvent, names: Names): 'm' | 'f' {
  const id = 'model' in e && typeof e.model === 'string' ? e.model : null;
  if (id === null || !names.grammar) return 'm';
  const g = names.grammar(id, 'model');
  return g === null ? 'm' : (g ?? guessGrammar(names.model(id))).gender;
}
