// English sentences for events. Kept apart from the rules: the engine emits data, views and
// logs turn it into words.
import type { GameEvent } from '../types.ts';

export interface Names {
  model(id: string): string;
  item(id: string): string;
}

const PURPOSE: Record<string, string> = {
  'to-hit': 'to hit', damage: 'damage', surprise: 'surprise', run: 'run', intelligence: 'Intelligence test',
  spot: 'spot the trap', disarm: 'disarm', 'gm-phase': 'GM phase', recovery: 'recovery', 'roll-off': 'roll-off',
  search: 'search', heal: 'healing', dungeon: 'dungeon generation',
};

const list = (xs: readonly number[]) => xs.join(', ');

export function formatEvent(e: GameEvent, n: Names): string {
  const m = (id: string | null) => (id === null ? 'the GM' : n.model(id));
  switch (e.type) {
    case 'turnStarted': return `— ${e.kind === 'combat' ? 'Combat' : 'Exploration'} turn ${e.turn} —`;
    case 'phaseStarted': return `${{ setup: 'Setup', hero: 'Hero', exploration: 'Exploration', gm: 'GM', end: 'End', over: 'Final' }[e.phase]} phase.`;
    case 'dice': return `${m(e.by)} rolls ${e.faces.length > 1 ? `${e.faces.length}d12` : 'a d12'} (${PURPOSE[e.purpose] ?? e.purpose}): ${list(e.faces)}.`;
    case 'playerChosen': return `Player ${e.player} acts.`;
    case 'moved': return `${m(e.model)} ${e.ran ? 'runs' : 'moves'} ${e.path.length} square${e.path.length === 1 ? '' : 's'} to ${at(e.path[e.path.length - 1])}.`;
    case 'runRolled': return e.stumbled ? `${m(e.model)} stumbles and does not move.` : `${m(e.model)} may run ${e.squares} squares.`;
    case 'doorOpened': return `${m(e.by)} opens a door.`;
    case 'doorClosed': return `${m(e.by)} closes a door.`;
    case 'doorPlaced': return `A door appears at ${at(e.at)}.`;
    case 'sectionRevealed': return 'A new part of the dungeon is revealed.';
    case 'encounter': return `Monsters! ${e.monsters.length} appear.`;
    case 'surprise': return e.winner === null
      ? `Surprise roll tied (heroes ${e.heroes}, GM ${e.gm}): both roll again.`
      : `Surprise: heroes ${e.heroes}${e.heroBonus ? ` (+${e.heroBonus})` : ''}, GM ${e.gm}${e.gmBonus ? ` (+${e.gmBonus})` : ''}. The ${e.winner === 'heroes' ? 'heroes' : 'monsters'} act first.`;
    case 'placed': return `${m(e.model)} is placed at ${at(e.at)}.`;
    case 'combatStarted': return `Combat begins; the ${e.firstSide} act first.`;
    case 'routineChosen': return `The monsters will ${e.routine === 'moveThenAttack' ? 'move, then attack' : 'attack, then move'}.`;
    case 'pursuit': return e.pursue ? 'The monsters give chase!' : 'The monsters do not pursue.';
    case 'attack': {
      const verb = e.ranged ? 'shoots at' : 'attacks';
      const need = e.need === null ? '' : ` (needs ${e.need}${e.distance !== undefined ? `, ${e.distance} squares${e.obscured ? ' with +4 for cover' : ''}` : ''})`;
      const res = { hit: 'a hit', miss: 'a miss', critical: 'a critical hit!', fumble: 'a fumble!' }[e.result];
      return `${m(e.attacker)}${e.free ? ' (free attack)' : ''} ${verb} ${m(e.target)} with ${n.item(e.weapon)}: rolls ${e.roll}${need}, ${res}`;
    }
    case 'freeAttack': return `${m(e.attacker)} gets a free attack on ${m(e.target)} (${e.cause}).`;
    case 'fumbleHit': return e.victim ? `The fumbled shot of ${m(e.shooter)} hits ${m(e.victim)} instead!` : `The fumbled shot of ${m(e.shooter)} hits no one.`;
    case 'damage': return `Damage to ${m(e.target)}: ${list(e.faces)}${e.toughness === null ? '' : ` against Toughness ${e.toughness}`} — ${e.wounds} wound${e.wounds === 1 ? '' : 's'}${e.criticals ? ` (${e.criticals} critical)` : ''}.`;
    case 'wounded': return `${m(e.model)} loses ${e.wounds} wound${e.wounds === 1 ? '' : 's'}${e.remaining === null ? '' : ` (${e.remaining} left)`}.`;
    case 'fateSpent': return `${m(e.model)} spends a Fate Point (${{ damage: 'to negate the damage', 'to-hit': 'to turn the miss into a hit', intelligence: 'to pass the Intelligence test', spot: 'to spot the trap', disarm: 'to disarm the trap' }[e.reason]}); ${e.left} left.`;
    case 'knockedOut': return `${m(e.model)} is knocked out!`;
    case 'died': return `${m(e.model)} dies${e.by ? ` at the hands of ${m(e.by)}` : ''}.`;
    case 'advanced': return `${m(e.model)} steps into ${at(e.to)}.`;
    case 'identityRevealed': return `${m(e.model)} reveals its true identity: ${n.item(e.as)}!`;
    case 'spellCast': return `${m(e.caster)} casts ${n.item(e.spell)} on ${m(e.target)}${e.success ? '.' : ', but it fails.'}`;
    case 'healed': return `${m(e.model)} is healed by ${e.amount} (${e.wounds} wounds).`;
    case 'warded': return `${m(e.model)} is warded: +${e.toughness} Toughness this turn.`;
    case 'potionUsed': return e.by === e.target ? `${m(e.by)} drinks ${n.item(e.item)}.` : `${m(e.by)} gives ${n.item(e.item)} to ${m(e.target)}.`;
    case 'dragged': return `${m(e.by)} drags ${m(e.model)} ${e.path.length} square${e.path.length === 1 ? '' : 's'}.`;
    case 'armourRemoved': return `${m(e.model)} takes off ${n.item(e.armour)}.`;
    case 'searched': return `${m(e.model)} searches ${e.kind === 'secret' ? `the ${e.wall} wall for secret doors` : 'the room for hidden treasure'}: ${e.found ? 'something is found!' : 'nothing.'}`;
    case 'secretDoorFound': return `${m(e.by)} finds a secret door!`;
    case 'treasureFound': return `${m(e.model)} finds ${[e.gold ? `${e.gold} gold crowns` : '', ...e.items.map(n.item)].filter(Boolean).join(', ') || 'nothing they can carry'}.`;
    case 'chestOpened': return `${m(e.by)} opens a chest: ${[e.gold ? `${e.gold} gold crowns` : '', ...e.items.map(n.item)].filter(Boolean).join(', ') || 'empty'}.`;
    case 'itemTaken': return `${m(e.hero)} takes ${e.item === 'gold' ? `${e.gold} gold crowns` : n.item(e.item)}.`;
    case 'trapTriggered': return `${m(e.model)} triggers a trap!`;
    case 'trapSpotted': return `${m(e.model)} spots the trap.`;
    case 'trapSprung': return `The trap goes off${e.models.length ? ` on ${e.models.map(m).join(', ')}` : ''}!`;
    case 'trapDisarmed': return `${m(e.model)} disarms the trap.`;
    case 'spotBonus': return `${m(e.model)} now spots traps at +${e.bonus}.`;
    case 'movedBack': return `${m(e.model)} steps back to ${at(e.to)}.`;
    case 'gmCounter': return `The GM takes a Dungeon Counter (${e.total} held).`;
    case 'componentsChosen': return `${m(e.model)} prepares components: ${Object.entries(e.components).map(([c, k]) => `${k} ${n.item(c)}`).join(', ')}.`;
    case 'escapeDeferred': return 'A closed door hides the heroes: one more combat turn before they are away.';
    case 'escaped': return 'The heroes have escaped!';
    case 'monstersReturned': return `${e.monsters.length} monster${e.monsters.length === 1 ? '' : 's'} go back to where they were met.`;
    case 'combatEnded': return e.outcome === 'victory' ? 'All the monsters are slain.' : 'The fight is over: the heroes got away.';
    case 'loot': return `Loot shared: ${Object.entries(e.shares).map(([id, g]) => `${m(id)} ${g}`).join(', ')}${e.lost ? ` (${e.lost} crowns left behind)` : ''}.`;
    case 'lootLost': return `The loot of the slain (${e.gold} crowns) is lost.`;
    case 'missileRecovered': return `${m(e.owner)} ${e.recovered ? 'recovers' : 'loses'} ${n.item(e.item)}.`;
    case 'leaderChosen': return `${m(e.hero)} leads the party.`;
    case 'leftDungeon': return `${m(e.model)} climbs the stairs out of the dungeon.`;
    case 'falseDoor': return 'The door opens onto solid rock.';
    case 'dungeonClosed': return 'The dungeon has closed off: no way on is left to explore.';
    case 'gameOver': return `Game over: ${e.result.winner === 'heroes' ? 'the heroes win' : 'the monsters win'} (${e.result.reason.replace(/-/g, ' ')}).`;
  }
}

function at(p: { x: number; y: number } | undefined): string {
  return p ? `[${p.x}, ${p.y}]` : 'nowhere';
}
