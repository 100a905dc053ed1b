// `aof-quest`, Age of Fantasy: Quest (aof-quest.md, AOF-*, DEC-14, DEC-15, DEC-23..DEC-27): the
// ruleset on the engine's interface. The heroes' players answer `choice` decisions whose options
// name what may be done (`advance:12.5`, `charge:u3:14.7`, `discover:t2`, `cast:fire-bolt:u3:1`…);
// the enemies are played by the engine itself (AOF-I01, I02): there is no GM seat.
import type { Answer, Decision, EngineError, GameEvent, Seat } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import type { Ruleset } from '../ruleset.ts';
import type { AttackOdds } from '../rules/duel.ts';
import { fail, push } from '../runtime.ts';
import { attackOdds } from './attack.ts';
import { attackPlan, inReach, live, points, pt, standing, type AttackContext } from './common.ts';
import { steps } from './flow.ts';
import { init, type AofState } from './state.ts';
import { aofView, aofEvents } from './seat-view.ts';
import { moveCosts, optionOdds } from './preview.ts';
import { aofTellsNothing } from './take-back.ts';
import { refuseOption } from './explain.ts';

export type { AofState, AofSetup } from './state.ts';
export type { AofSeatView } from './view.ts';
export { heroOptions } from './hero-act.ts';
export { Q as AOF_QUESTIONS } from './questions.ts';

function check(_s: AofState, d: Decision, resume: { k: string; [f: string]: unknown } | null, a: Answer): EngineError | ((x: AofState) => void) {
  if (d.kind !== 'choice') return fail(E.noDecision, `aof-quest asks only 'choice' decisions, not '${d.kind}'`);
  if (a.kind !== 'choice') return fail(E.wrongKind, `the pending decision (${d.question}) is a 'choice', which '${String(a.kind)}' does not answer`);
  if (typeof a.option !== 'string' || !d.options.includes(a.option)) return refuseOption(_s, d, a.option);
  const r = resume!;
  return (x) => push(x, { ...structuredClone(r), option: a.option });
}

/** Exact odds of the attack `attacker` would make on `target` now: melee if in reach (as a
 * charge), else shooting (AOF-S01, S02, L02, X03..X29). Wounds are given after Deadly. */
function odds(s: AofState, attacker: string, target: string, weapon?: string): AttackOdds | null {
  const a = s.units[attacker];
  const t = s.units[target];
  if (!a || !t || !standing(a) || !standing(t) || a.side === t.side) return null;
  const melee = points(a).some((p) => points(t).some((q) => inReach(s, p, q)));
  const cx: AttackContext = { melee, charging: melee, strikeBack: false, moved: false };
  const plan = attackPlan(s, a, t, cx).filter((p) => !weapon || p.weapon.id === weapon);
  if (plan.length === 0) return null;
  let dist = [1];
  let hit = 0;
  for (const p of plan) {
    const o = attackOdds(p.spec, p.models);
    hit = Math.max(hit, o.hit);
    const w: number[] = [];
    o.wounds.forEach((pr, k) => {
      w[k * p.spec.deadly] = (w[k * p.spec.deadly] ?? 0) + pr;
    });
    for (let i = 0; i < w.length; i++) w[i] ??= 0;
    const out = new Array<number>(dist.length + w.length - 1).fill(0);
    for (let i = 0; i < dist.length; i++) for (let j = 0; j < w.length; j++) out[i + j]! += dist[i]! * w[j]!;
    dist = out;
  }
  const left = live(t).reduce((n, m) => n + (t.toughness - m.wounds), 0);
  let down = 0;
  for (let k = left; k < dist.length; k++) down += dist[k]!;
  const dealt = dist.slice(0, left + 1);
  dealt[left] = down;
  return { hit, dealt, received: [1], kill: t.hero ? 0 : down, knockOut: t.hero ? down : 0, attackerDown: 0, friendlyFire: 0 };
}

export const aofQuest: Ruleset<AofState> = {
  id: 'aof-quest',
  name: 'Age of Fantasy: Quest',
  options: [],
  steps,
  init,
  start: (s) => push(s, { k: 'round' }, { k: 'heroTurn' }),
  check,
  legal: (_s, d) => (d.kind === 'choice' ? d.options.map((option) => ({ kind: 'choice' as const, option })) : []),
  seats: (s) => [...new Set(Object.values(s.units).filter((u) => u.side === 'heroes').map((u) => u.seat!))].sort(),
  view: (s, seat: Seat) => aofView(s, seat),
  viewEvents: (s, events: readonly GameEvent[], seat: Seat) => aofEvents(s, events, seat),
  odds,
  optionInches: moveCosts,
  optionOdds,
  tellsNothing: aofTellsNothing,
};

export { pt };
