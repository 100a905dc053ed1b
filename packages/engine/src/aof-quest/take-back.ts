// The aof-quest events that tell nothing new (take-back.ts): a round begun, and of the answering
// seat's own heroes an activation, an action taken, a move made, a rest, a hero placed from Ambush
// and power paid at a cost the rules fix. Dice (tests, attacks, casts, the D3 of Impaired), a
// search token's contents, enemies deployed and every step of the AI are news.
import type { GameEvent, Seat } from '../types.ts';
import type { AofState } from './state.ts';

export function aofTellsNothing(s: AofState, e: GameEvent, answerer: Seat): boolean {
  const own = (id: string) => s.units[id]?.side === 'heroes' && s.units[id]!.seat === answerer;
  switch (e.type) {
    case 'aofRound':
      return true;
    case 'aofActivation':
    case 'aofAction':
    case 'aofMoved':
    case 'aofRested':
      return own(e.unit);
    case 'aofPower':
      return own(e.unit) && e.reason !== 'impaired';
    case 'aofDeployed':
      return e.side === 'heroes' && e.units.every(own);
    default:
      return false;
  }
}
