// Answers in words for the `delve play` menu, with the exact odds of an attack before it is made
// (as the seat sees its target: a disguised monster's odds are its disguise's).
import { contentWords, finishItalian, modelRefs, modelsNamed, naming, view, withArticle, type Answer, type Content, type Facing, type GameEvent, type GameState, type Locale, type Naming, type Seat } from '@delve/engine';
import { expectedWounds, oddsAsker } from '@delve/ai';
import { italianLabel } from './label-it.ts';
import { seatPerson, type People } from './people.ts';

export interface Labeller {
  name(id: string): string;
  /** An item's, weapon's or spell's name. */
  item(id: string): string;
  /** Every thing named as the table names it (the engine's naming layer), for this seat. */
  names: Naming;
  label(a: Answer): string;
}

/** Names for telling `events` to `seat` (events it was shown, `viewEvents`), in `locale`, as the
 * engine's naming layer gives them: the models they name that the seat's view no longer holds (a
 * monster slain) keep their names. */
export function eventNaming(s: GameState, seat: Seat, content: Content, events: readonly GameEvent[], locale: Locale = 'en'): Naming {
  return naming(view(s, seat), contentWords(content), locale, modelRefs(s, seat, modelsNamed(events)));
}

/** `odds: false` leaves the attack odds out (a replay tells what was done, not what it might do). */
export function labeller(s: GameState, seat: Seat, content: Content, o: { odds?: boolean; locale?: Locale; people?: People } = {}): Labeller {
  const v = view(s, seat);
  const byId = new Map(v.models.map((m) => [m.id, m]));
  const odds = oddsAsker(s, byId);
  const names = naming(v, contentWords(content), o.locale ?? 'en');
  const name = names.model;
  const item = names.item;
  const sq = (at: readonly number[]) => `${at[0]},${at[1]}`;
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const oddsText = (attacker: string, target: string, weapon?: string, facing?: Facing) => {
    if (o.odds === false) return '';
    // An attack made after turning (facing): its odds as the attacker will then face.
    const m = s.models[attacker];
    const x = facing && m ? oddsAsker({ ...s, models: { ...s.models, [attacker]: { ...m, facing } } }, byId).odds(attacker, target, weapon) : odds.odds(attacker, target, weapon);
    if (!x) return '';
    if (o.locale === 'it') return ` — a segno ${pct(x.hit)}, ${expectedWounds(x).toFixed(2)} ferite attese, uccide ${pct(x.kill)}${x.knockOut > 0.005 ? `, KO ${pct(x.knockOut)}` : ''}${x.attackerDown > 0.005 ? `, rischio proprio ${pct(x.attackerDown)}` : ''}`;
    return ` — hit ${pct(x.hit)}, ${expectedWounds(x).toFixed(2)} wounds expected, kill ${pct(x.kill)}${x.knockOut > 0.005 ? `, KO ${pct(x.knockOut)}` : ''}${x.attackerDown > 0.005 ? `, own risk ${pct(x.attackerDown)}` : ''}`;
  };
  // An interception's odds (DEC-28) are the decision's own, as the web page shows them: the shot
  // against the target and against each figure that may step in; none for a spell or a shooter in
  // disguise, whose decision carries none.
  const interceptOdds = (id: string) => {
    const x = o.odds === false || s.pending?.kind !== 'intercept' ? undefined : s.pending.odds?.[id];
    if (!x) return '';
    return o.locale === 'it' ? ` — a segno ${pct(x.hit)}, ${x.wounds.toFixed(1)} ferite attese, a terra ${pct(x.down)}` : ` — hit ${pct(x.hit)}, ${x.wounds.toFixed(1)} wounds expected, down ${pct(x.down)}`;
  };
  // The Heroic card a snipe by `id` would spend (FAC-I03), as its own seat's view names it.
  const aimOf = (id: string) => {
    const aim = v.heroicHands?.[id]?.aim;
    return aim ? names.card(aim) : '?';
  };
  const WAYS = { N: 'north', E: 'east', S: 'south', W: 'west' } as const;
  const faced = (f: keyof typeof WAYS | undefined, lead: string) => (f ? `${lead} facing ${WAYS[f]}` : '');
  const turns = (f: keyof typeof WAYS | undefined) => (f ? ` turns ${WAYS[f]} and` : '');
  // A seat by its person and the heroes they play: "Anna (Dwarf)", "Player 2 (Dwarf)".
  const seatName = (seat: string) => seatPerson(seat, v.models.filter((m) => m.side === 'heroes' && m.seat === seat).map((m) => name(m.id)), o.people ?? new Map(), o.locale ?? 'en');
  const italian = italianLabel({ seatName, interceptOdds, aim: (id) => withArticle(aimOf(id), names.grammar(v.heroicHands?.[id]?.aim ?? '', 'item')),
    s, v, names, sq, odds: oddsText,
    the: (id) => withArticle(name(id), names.grammar(id, 'model')),
    thing: (id) => withArticle(item(id), names.grammar(id, 'item')),
  });
  const label = (a: Answer): string => (o.locale === 'it' ? finishItalian(italian(a)) : english(a));
  const english = (a: Answer): string => {
    switch (a.kind) {
      case 'move': return `${name(a.model)} moves to ${a.to[0]},${a.to[1]}${faced(a.facing, ', ending')}`;
      case 'attack': return `${name(a.model)}${turns(a.facing)} attacks ${name(a.target)}${oddsText(a.model, a.target, undefined, a.facing)}`;
      // A sniped shot spends the Heroic card that would re-roll a miss (FAC-I03).
      case 'shoot': return `${name(a.model)}${turns(a.facing)} ${a.snipe ? 'snipes at' : 'shoots'} ${name(a.target)}${a.weapon ? ` with ${item(a.weapon)}` : ''}${a.snipe ? ` (spending ${aimOf(a.model)}, the Heroic card that would re-roll a miss: no re-roll, no one can step in)` : ''}${oddsText(a.model, a.target, a.weapon, a.facing)}`;
      case 'run': return `${name(a.model)} runs (d12 squares instead of attacking)`;
      case 'door': return `${name(a.model)} ${v.map.doors.find((d) => d.id === a.door)?.open ? 'closes' : 'opens'} ${names.door(a.door, a.model)}`;
      case 'chest': return `${name(a.model)} opens ${names.chest(a.chest, a.model)}`;
      case 'searchSecret': return `${name(a.model)} searches the ${a.wall} wall for secret doors`;
      case 'searchTreasure': return `${name(a.model)} searches the room for treasure`;
      case 'removeArmour': return `${name(a.model)} takes off armour`;
      case 'disarm': return `${name(a.model)} disarms ${names.trap(a.trap, a.model)}`;
      case 'cast': return `${name(a.model)} casts ${item(a.spell)} on ${name(a.target)}`;
      // A hero's own potion is drunk, not given to himself.
      case 'potion': return a.target === a.model ? `${name(a.model)} drinks ${item(a.item)}` : `${name(a.model)} gives ${item(a.item)} to ${name(a.target)}`;
      case 'drag': return `${name(a.model)} drags ${name(a.target)} to ${a.path[a.path.length - 1]!.join(',')}`;
      case 'leave': return `${name(a.model)} leaves by the stairs`;
      case 'push': return `${name(a.model)} pushes ${name(a.target)}`;
      case 'give': return `${name(a.model)} gives ${item(a.item)} to ${name(a.target)}`;
      case 'take': return `${name(a.model)} takes ${item(a.item)} from ${name(a.target)}`;
      case 'end': return `end ${name(a.model)}'s activation`;
      case 'turn': return `${name(a.model)} turns${faced(a.facing, '')}`;
      case 'heal': return `${name(a.model)} heals ${name(a.target)} (an Intelligence check, the whole activation)`;
      case 'intercept': {
        // The odds of the attack as it would strike the one stepping in (DEC-28).
        const d = s.pending?.kind === 'intercept' ? s.pending : null;
        if (a.model === null) return `let the attack pass${d ? ` on ${name(d.target)}${interceptOdds(d.target)}` : ''}`;
        return `${name(a.model)} steps in and takes the attack${interceptOdds(a.model)}`;
      }
      case 'endPhase': return 'end every remaining activation of this seat';
      case 'choosePlayer': return `${seatName(a.player)} acts next`;
      case 'place': return `place the monsters as suggested (${a.placements.map((p) => `${name(p.model)} at ${sq(p.at)}`).join('; ')})`;
      case 'nudge': return a.moves.length === 0 ? 'leave the monsters where they are' : `nudge ${a.moves.map((m) => `${name(m.model)} to ${sq(m.to)}`).join('; ')}`;
      case 'routine': return a.routine === 'moveThenAttack' ? 'monsters move, then attack' : 'monsters attack, then move';
      case 'pursue': return a.pursue ? 'pursue the heroes' : 'let them go';
      case 'fate': return a.spend ? 'spend a Fate Point' : 'keep the Fate Point';
      case 'target': return `target ${name(a.target)}`;
      case 'advance': return a.advance ? 'advance into the square' : 'stay';
      case 'sentryDoor': return a.at ? `put a door at ${a.at.join(',')}` : 'no second door';
      case 'components': return `components: ${Object.entries(a.picks).map(([k, n]) => `${n} ${item(k)}`).join(', ')}`;
      case 'pick': return a.item === null ? 'take nothing more' : `${name(a.hero ?? '')} takes ${a.item === 'gold' ? 'the gold' : item(a.item)}`;
      case 'leader': return `${name(a.hero)} leads`;
      case 'generator': return s.pending?.kind === 'generator' ? generatorOption(s.pending.options[a.choice], names) : `choice ${a.choice + 1}`;
      case 'heroicDeal': return `${name(a.hero)} takes the Heroic card`;
      case 'heroicPlay': return a.card === null ? 'keep the Heroic cards' : `play the Heroic card ${item(a.card)}`;
      case 'choice': return a.option;
      case 'dungeonCounter': {
        const offer = s.pending?.kind === 'dungeonCounter' ? s.pending.offers.find((x) => x.entry === a.entry) : undefined;
        return a.entry === null ? 'keep the Dungeon Counters' : `play ${offer ? offer.name[o.locale ?? 'en'] : a.entry} at ${a.at ? sq(a.at) : '?'}`;
      }
    }
  };
  return { name, item, names, label };
}

/** One option of a dungeon generator's question, by its shape: a square, a section's side, a 2×1
 * door's place, where a room or passage goes, a Room card. */
export function generatorOption(o: unknown, names: Naming): string {
  if (Array.isArray(o) && o.length === 2 && o.every((n) => typeof n === 'number')) return `the square ${o[0]},${o[1]}`;
  if (!o || typeof o !== 'object') return typeof o === 'string' ? names.item(o) : String(o);
  const r = o as Record<string, unknown>;
  if (typeof r.card === 'string') {
    const size = Array.isArray(r.size) ? (r.size as number[]).join('×') : '';
    return `${typeof r.name === 'string' ? r.name : names.card(r.card)}${size ? ` (${size})` : ''}${r.objective === true ? ', the objective' : ''}`;
  }
  if (Array.isArray(r.at) && typeof r.wall === 'string') {
    const [a, b] = r.at as [number, number][];
    return `the ${r.wall} wall at ${a![0]},${a![1]}${b ? ` and ${b[0]},${b[1]}` : ''}`;
  }
  if (typeof r.section === 'string' && typeof r.wall === 'string') return names.side(r.section, r.wall as 'north' | 'east' | 'south' | 'west');
  if (['x', 'y', 'w', 'h'].every((k) => typeof r[k] === 'number')) return `${String(r.w)}×${String(r.h)} squares from ${String(r.x)},${String(r.y)}`;
  return Object.entries(r).map(([k, v]) => `${k} ${typeof v === 'string' ? names.item(v) : String(v)}`).join(', ');
}
