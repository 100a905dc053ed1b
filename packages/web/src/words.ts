// Words for what the board shows: names for the event formatter, and short descriptions of
// squares and decisions. Item names come from their ids until the server lists content.
import { formatEvent, type Decision, type GameEvent, type Locale, type ModelView, type Names, type View } from '@delve/engine';
import type { Key } from './i18n.ts';

export function itemName(id: string): string {
  return id.replace(/-/g, ' ');
}

export function namesFrom(names: Readonly<Record<string, string>>): Names {
  return { model: (id) => names[id] ?? id, item: itemName };
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

export function woundsText(m: ModelView): string {
  if (m.wounds === null) return 'wounds unknown';
  return `${m.wounds}/${m.maxWounds} wounds`;
}

export function modelLine(m: ModelView, leader: string): string {
  const bits = [m.name, woundsText(m)];
  if (m.id === leader) bits.push('Leader');
  if (m.ko) bits.push('knocked out');
  if (m.left) bits.push('left the dungeon');
  if (m.hidden) bits.push('identity hidden');
  return bits.join(', ');
}

const TILE_WORDS: Record<string, string> = { '#': 'wall', '.': 'floor', D: 'door', '<': 'stairs out', ' ': 'rock', '?': 'unexplored' };

/** What a screen reader hears about one square under the keyboard cursor. */
export function describeCell(v: View, x: number, y: number): string {
  const i = y * v.map.width + x;
  const parts = [`${x}, ${y}`, TILE_WORDS[v.map.tiles[i] ?? ' '] ?? 'unknown'];
  const door = v.map.doors.find((d) => d.cells.includes(i));
  if (door) parts[1] = door.open ? 'open door' : 'closed door';
  for (const m of v.models) if (m.x === x && m.y === y) parts.push(modelLine(m, v.leader));
  if (v.map.chests.some((c) => c.cell === i)) parts.push('a chest');
  if (v.map.traps.some((t) => t.cell === i && t.chest === null)) parts.push('a spotted trap');
  return parts.join(': ');
}

/** "Your turn" text for a decision. */
export function decisionTitle(d: Decision, names: Readonly<Record<string, string>>, locale: Locale = 'en'): string {
  return locale === 'it' ? decisionTitleIt(d, names) : decisionTitleEn(d, names);
}

function decisionTitleIt(d: Decision, names: Readonly<Record<string, string>>): string {
  const n = (id: string) => names[id] ?? id;
  switch (d.kind) {
    case 'choosePlayer': return 'Come Capo, scegli chi agisce ora';
    case 'act': return d.current ? `Agisci con ${n(d.current)}` : `La tua fase ${d.phase}: scegli un modello e agisci`;
    case 'placeMonsters': return 'Piazza i mostri';
    case 'nudgeMonsters': return 'Puoi spostare i mostri di una casella';
    case 'routine': return 'Scegli la routine dei mostri';
    case 'pursue': return 'I mostri inseguono?';
    case 'fate': return `Spendere un Punto Fato per ${n(d.model)}?`;
    case 'freeAttack': return `Attacco gratuito per ${n(d.attacker)}: scegli un bersaglio`;
    case 'fumbleVictim': return `Il tiro maldestro di ${n(d.shooter)}: scegli chi colpisce`;
    case 'advance': return `${n(d.model)} avanza nella casella del caduto?`;
    case 'sentryDoor': return 'Piazza una seconda porta per la stanza della Sentinella';
    case 'components': return `Scegli ${d.count} componenti magiche per ${n(d.model)}`;
    case 'chestPick': return 'Prendi qualcosa dallo scrigno';
    case 'newLeader': return 'Scegli un nuovo Capo';
    case 'generator': return d.prompt;
  }
}

function decisionTitleEn(d: Decision, names: Readonly<Record<string, string>>): string {
  const n = (id: string) => names[id] ?? id;
  switch (d.kind) {
    case 'choosePlayer': return 'As Leader, choose who acts next';
    case 'act': return d.current ? `Act with ${n(d.current)}` : `Your ${d.phase} phase: pick a model and act`;
    case 'placeMonsters': return 'Place the monsters';
    case 'nudgeMonsters': return 'You may move monsters one square';
    case 'routine': return 'Choose the monsters’ routine';
    case 'pursue': return 'Do the monsters pursue?';
    case 'fate': return `Spend a Fate Point for ${n(d.model)}?`;
    case 'freeAttack': return `Free attack for ${n(d.attacker)}: choose a target`;
    case 'fumbleVictim': return `The fumbled shot of ${n(d.shooter)}: choose who it hits`;
    case 'advance': return `Step ${n(d.model)} into the square of the fallen?`;
    case 'sentryDoor': return 'Place a second door for the Sentry’s room';
    case 'components': return `Choose ${d.count} spell components for ${n(d.model)}`;
    case 'chestPick': return 'Take something from the chest';
    case 'newLeader': return 'Choose a new Leader';
    case 'generator': return d.prompt;
  }
}
