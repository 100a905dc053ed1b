// The Gamesmaster AI: an answer to every decision of the GM seat, read from the GM's view and the
// engine's legal answers and odds only — never the dice to come.
import { legalAnswers, type Answer, type GameState, type Seat } from '@delve/engine';
import { chebyshev, standing } from '../board.ts';
import { situation } from '../situation.ts';
import { freeAttackTarget, fumbleVictim } from '../choose.ts';
import { monsterAct } from './act.ts';
import { nudgeMonsters, placeMonsters, pursue, routine, sentryDoor } from './encounter.ts';
import { gmGenerator } from './generator.ts';
import { dungeonCounter } from './counters.ts';

export function gmPolicy(s: GameState, seat: Seat = 'gm'): Answer {
  const d = s.pending!;
  switch (d.kind) {
    case 'act': return monsterAct(s, d);
    case 'routine': return routine(s);
    case 'pursue': return pursue(s);
    case 'placeMonsters': return placeMonsters(s, d);
    case 'nudgeMonsters': return nudgeMonsters(s, d);
    case 'sentryDoor': return sentryDoor(s, d);
    case 'freeAttack': return freeAttackTarget(situation(s, seat), d.attacker, d.options);
    case 'fumbleVictim': return fumbleVictim(situation(s, seat), d.options);
    case 'advance': {
      // Step into the fallen hero's square only if it brings the monster next to another hero.
      const x = situation(s, seat);
      const m = x.b.byId.get(d.model);
      const ranged = m ? x.t.rangedWeapon(x.c, m) !== null : true;
      const gains = !ranged && x.foes.some((f) => standing(f, x.v) && chebyshev(f, d.to) === 1 && (!m || chebyshev(f, m) > 1));
      return { kind: 'advance', advance: gains };
    }
    case 'generator': return gmGenerator(s, d);
    case 'dungeonCounter': return dungeonCounter(s, d);
    default: {
      // Decisions the GM seat is not expected to meet in `ahq` (a generator's prompt, …): the first legal answer.
      const legal = legalAnswers(s, seat);
      if (legal.length === 0) throw new Error(`the GM AI has no answer for '${d.kind}'`);
      return legal[0]!;
    }
  }
}
