// Hero bots: an autopilot for any hero seat, answering from that seat's view only.
import { accepts, legalAnswers, moveSquares, view, type Answer, type Decision, type GameState, type Seat, type View } from '@delve/engine';
import { chebyshev, present, standing } from '../board.ts';
import { freeAttackTarget, fumbleVictim, lowestRanked } from '../choose.ts';
import { situation, type Situation } from '../situation.ts';
import { sectionSquares } from '../gm/encounter.ts';
import { HERO_KINDS, heroCombatAct, onlyUnneededPotions } from './combat.ts';
import { AFTER_MOVE_KINDS, AFTER_MOVE_KINDS_DOWN, heroExploreAct } from './explore.ts';
import { heroGenerator } from './generator.ts';
import { heroicAnswer } from './heroic.ts';
import { tacticsFor, type Tactics } from '../tactics/index.ts';

export function heroPolicy(s: GameState, seat: Seat): Answer {
  const d = s.pending!;
  // Decisions that need no reading of the board are answered without building one.
  switch (d.kind) {
    case 'fate': {
      const m = s.models[d.model]!;
      return { kind: 'fate', spend: tacticsFor(s.ctx.header.ruleset).spendFate(d.reason, d.wounds, m.wounds, m.fate) };
    }
    case 'generator': return heroGenerator(s, d);
    case 'components': return { kind: 'components', picks: tacticsFor(s.ctx.header.ruleset).componentPicks(d.options, d.count) };
    // Out of combat the order of play matters little: the Leader's list as it stands. In combat,
    // who stands where is all it weighs: the view, with no board read from it.
    case 'choosePlayer':
      if (s.turnKind !== 'combat') return { kind: 'choosePlayer', player: d.options[0]! };
      return choosePlayer(view(s, seat, { shared: true, slain: false }), tacticsFor(s.ctx.header.ruleset), d);
  }
  // A hero in the middle of its activation with nothing left to do but end it: no reading needed.
  let listed: Answer[] | undefined;
  let squares: number[] | undefined;
  if (d.kind === 'act' && d.current) {
    if (d.phase === 'combat') {
      listed = legalAnswers(s, seat, { model: d.current, kinds: HERO_KINDS });
      squares = moveSquares(s, seat, d.current);
    } else if (s.models[d.current]!.act.moved) {
      // A friend lying knocked out on the board (as every hero seat sees): healing him is still to do.
      const down = s.order.some((id) => { const m = s.models[id]!; return m.side === 'heroes' && m.status.ko && !m.status.dead && !m.status.left && m.x >= 0; });
      listed = legalAnswers(s, seat, { model: d.current, kinds: down ? AFTER_MOVE_KINDS_DOWN : AFTER_MOVE_KINDS });
    }
    if (listed && !squares?.length && (listed.length === 0 || (d.phase === 'combat' && onlyUnneededPotions(s, listed)))) return { kind: 'end', model: d.current };
  }
  const x = situation(s, seat);
  switch (d.kind) {
    case 'act': return d.phase === 'combat' ? heroCombatAct(x, d, listed, squares) : heroExploreAct(x, d);
    case 'chestPick': return chestPick(x);
    case 'newLeader': {
      const score = (id: string) => { const m = x.b.byId.get(id)!; return (m.wounds ?? 0) + (m.fate ?? 0) * 2 + m.profile.ws * 0.1; };
      return { kind: 'leader', hero: lowestRanked(d.options, (id) => -score(id)) };
    }
    case 'freeAttack': return freeAttackTarget(x, d.attacker, d.options);
    case 'fumbleVictim': return fumbleVictim(x, d.options);
    case 'advance': {
      const m = x.b.byId.get(d.model);
      const gains = !!m && !x.t.rangedWeapon(x.c, m) && x.foes.some((f) => standing(f, x.v) && chebyshev(f, d.to) === 1 && chebyshev(f, m) > 1);
      return { kind: 'advance', advance: gains };
    }
    case 'placeMonsters': return placeAway(x, d);
    // Losing the surprise roll: the monsters stay where the GM put them.
    case 'nudgeMonsters': return { kind: 'nudge', moves: [] };
    case 'heroicDeal': case 'heroicPlay': return heroicAnswer(x, d);
    default: {
      const legal = legalAnswers(s, seat);
      if (legal.length === 0) throw new Error(`the hero bot has no answer for '${d.kind}'`);
      return legal[0]!;
    }
  }
}

/** The Leader lets those who can strike or save a friend act first. */
function choosePlayer(v: View, t: Tactics, d: Extract<Decision, { kind: 'choosePlayer' }>): Answer {
  const friends = v.models.filter((m) => m.side === 'heroes' && present(m, v));
  const foes = v.models.filter((m) => m.side !== 'heroes' && present(m, v));
  const urgency = (seat: string) => {
    const mine = friends.filter((m) => m.seat === seat && !m.ko);
    if (mine.some((m) => friends.some((k) => k.ko && t.aids(m, k)))) return 0;
    if (mine.some((m) => foes.some((f) => chebyshev(f, m) === 1))) return 1;
    return 2;
  };
  return { kind: 'choosePlayer', player: lowestRanked(d.options, urgency) };
}

/** Potions first, to whoever has fewest; then gold to the poorest; then anything that fits. */
function chestPick(x: Situation): Answer {
  const legal = legalAnswers(x.s, x.seat).filter((a): a is Extract<Answer, { kind: 'pick' }> => a.kind === 'pick' && a.item !== null);
  if (legal.length === 0) return { kind: 'pick', item: null };
  const rank = (a: Extract<Answer, { kind: 'pick' }>) => {
    const h = x.b.byId.get(a.hero!)!;
    const kind = a.item === 'gold' ? 1 : x.c.items[a.item!]?.kind === 'potion' ? 0 : 2;
    const have = a.item === 'gold' ? (h.gold ?? 0) / 100 : h.items.length;
    return kind * 100 + have;
  };
  return [...legal].sort((a, b) => rank(a) - rank(b) || (a.hero! < b.hero! ? -1 : 1))[0]!;
}

/** Having won the surprise roll, the heroes place the monsters (AHQ-C04): shooters and casters
 * right beside the strongest fighter, where they cannot shoot; the others far from the weak. */
function placeAway(x: Situation, d: Extract<Decision, { kind: 'placeMonsters' }>): Answer {
  const free = sectionSquares(x, d.section, new Set(d.monsters));
  const fighter = [...x.friends].filter((f) => !f.ko).sort((a, b) => b.profile.ws * b.maxWounds - a.profile.ws * a.maxWounds || (a.id < b.id ? -1 : 1))[0];
  const weak = x.friends.filter((f) => f !== fighter);
  const used = new Set<number>();
  const placements: { model: string; at: [number, number] }[] = [];
  for (const id of [...d.monsters].sort().slice(0, free.length)) {
    const m = x.b.byId.get(id);
    const ranged = !!m && (x.t.rangedWeapon(x.c, m) !== null || x.t.isCaster(x.c, m));
    let best = -1;
    let bestV = -Infinity;
    free.forEach((p, i) => {
      const c = p.y * x.b.width + p.x;
      if (used.has(c)) return;
      const weakDist = Math.min(99, ...weak.map((f) => chebyshev(f, p)));
      const v = ranged && fighter ? -chebyshev(fighter, p) * 2 + Math.min(weakDist, 3) : weakDist;
      if (v > bestV) {
        bestV = v;
        best = i;
      }
    });
    if (best < 0) break;
    used.add(free[best]!.y * x.b.width + free[best]!.x);
    placements.push({ model: id, at: [free[best]!.x, free[best]!.y] });
  }
  const answer: Answer = { kind: 'place', placements };
  return accepts(x.s, x.seat, answer) ? answer : legalAnswers(x.s, x.seat)[0]!;
}

