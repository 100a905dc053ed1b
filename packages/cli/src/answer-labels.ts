// Answers in words for the `delve play` menu, with the exact odds of an attack before it is made
// (as the seat sees its target: a disguised monster's odds are its disguise's).
import { view, type Answer, type Content, type Facing, type GameState, type Seat } from '@delve/engine';
import { expectedWounds, oddsAsker } from '@delve/ai';

export interface Labeller {
  name(id: string): string;
  /** An item's, weapon's or spell's name. */
  item(id: string): string;
  label(a: Answer): string;
}

/** `odds: false` leaves the attack odds out (a replay tells what was done, not what it might do). */
export function labeller(s: GameState, seat: Seat, content: Content, o: { odds?: boolean } = {}): Labeller {
  const v = view(s, seat);
  const byId = new Map(v.models.map((m) => [m.id, m]));
  const odds = oddsAsker(s, byId);
  const name = (id: string) => {
    const m = byId.get(id);
    return m ? `${m.name} (${id})` : id;
  };
  const item = (id: string) => content.items[id]?.name ?? content.weapons[id]?.name ?? content.spells[id]?.name ?? id;
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const oddsText = (attacker: string, target: string, weapon?: string, facing?: Facing) => {
    if (o.odds === false) return '';
    // An attack made after turning (facing): its odds as the attacker will then face.
    const m = s.models[attacker];
    const x = facing && m ? oddsAsker({ ...s, models: { ...s.models, [attacker]: { ...m, facing } } }, byId).odds(attacker, target, weapon) : odds.odds(attacker, target, weapon);
    if (!x) return '';
    return ` — hit ${pct(x.hit)}, ${expectedWounds(x).toFixed(2)} wounds expected, kill ${pct(x.kill)}${x.knockOut > 0.005 ? `, KO ${pct(x.knockOut)}` : ''}${x.attackerDown > 0.005 ? `, own risk ${pct(x.attackerDown)}` : ''}`;
  };
  const WAYS = { N: 'north', E: 'east', S: 'south', W: 'west' } as const;
  const faced = (f: keyof typeof WAYS | undefined, lead: string) => (f ? `${lead} facing ${WAYS[f]}` : '');
  const turns = (f: keyof typeof WAYS | undefined) => (f ? ` turns ${WAYS[f]} and` : '');
  const label = (a: Answer): string => {
    switch (a.kind) {
      case 'move': return `${name(a.model)} moves to ${a.to[0]},${a.to[1]}${faced(a.facing, ', ending')}`;
      case 'attack': return `${name(a.model)}${turns(a.facing)} attacks ${name(a.target)}${oddsText(a.model, a.target, undefined, a.facing)}`;
      case 'shoot': return `${name(a.model)}${turns(a.facing)} shoots ${name(a.target)}${a.weapon ? ` with ${item(a.weapon)}` : ''}${oddsText(a.model, a.target, a.weapon, a.facing)}`;
      case 'run': return `${name(a.model)} runs (d12 squares instead of attacking)`;
      case 'door': return `${name(a.model)} opens/closes door ${a.door}`;
      case 'chest': return `${name(a.model)} opens chest ${a.chest}`;
      case 'searchSecret': return `${name(a.model)} searches the ${a.wall} wall for secret doors`;
      case 'searchTreasure': return `${name(a.model)} searches the room for treasure`;
      case 'removeArmour': return `${name(a.model)} takes off armour`;
      case 'disarm': return `${name(a.model)} disarms trap ${a.trap}`;
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
        if (a.model === null) return `let the attack pass${d ? `${oddsText(d.attacker, d.target, d.ranged && content.spells[d.weapon] ? undefined : d.weapon)} on ${name(d.target)}` : ''}`;
        return `${name(a.model)} steps in and takes the attack${d ? oddsText(d.attacker, a.model, d.weapon) : ''}`;
      }
      case 'endPhase': return 'end every remaining activation of this seat';
      case 'choosePlayer': return `player ${a.player} acts next`;
      case 'place': return `place the monsters as suggested (${a.placements.map((p) => `${p.model}@${p.at.join(',')}`).join(' ')})`;
      case 'nudge': return a.moves.length === 0 ? 'leave the monsters where they are' : `nudge ${a.moves.map((m) => `${m.model}→${m.to.join(',')}`).join(' ')}`;
      case 'routine': return a.routine === 'moveThenAttack' ? 'monsters move, then attack' : 'monsters attack, then move';
      case 'pursue': return a.pursue ? 'pursue the heroes' : 'let them go';
      case 'fate': return a.spend ? 'spend a Fate Point' : 'keep the Fate Point';
      case 'target': return `target ${name(a.target)}`;
      case 'advance': return a.advance ? 'advance into the square' : 'stay';
      case 'sentryDoor': return a.at ? `put a door at ${a.at.join(',')}` : 'no second door';
      case 'components': return `components: ${Object.entries(a.picks).map(([k, n]) => `${n} ${k}`).join(', ')}`;
      case 'pick': return a.item === null ? 'take nothing more' : `${name(a.hero ?? '')} takes ${a.item === 'gold' ? 'the gold' : item(a.item)}`;
      case 'leader': return `${name(a.hero)} leads`;
      case 'generator': return `choice ${a.choice}`;
      case 'heroicDeal': return `${name(a.hero)} takes the Heroic card`;
      case 'heroicPlay': return a.card === null ? 'keep the Heroic cards' : `play the Heroic card ${a.card}`;
      case 'choice': return a.option;
      case 'dungeonCounter': return a.entry === null ? 'keep the Dungeon Counters' : `play the Dungeon Counter entry ${a.entry} at ${a.at?.join(',') ?? '?'}`;
    }
  };
  return { name, item, label };
}
