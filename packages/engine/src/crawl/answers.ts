// Answers to the decisions the crawls share, checked in full, then applied to a copy of the state;
// what differs (the actions, the ruleset's own Fate offers, chests, where monsters may be placed)
// is the ruleset's, passed in as `AnswerRules`.
import type { ActAnswer, Answer, Decision, EngineError, GameState, RuleRefusal, Step } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import { cellOf, occupancy, sectionAt, walkable } from '../board.ts';
import { emit, fail, push } from '../runtime.ts';
import type { Mutation } from '../rules/act.ts';
import { refuse } from '../rules/refuse.ts';
import { choosePlayer } from './flow.ts';
import { resumeIntelligenceFate } from './magic.ts';
import { resumeToHitFate } from './attack.ts';
import { resumeTrapFate } from './traps.ts';
import { placeDoor, sectionFloor } from './surprise.ts';
import { crawlRules } from './rules.ts';
import { isCell } from '../rules/paths.ts';

function wrongKind(d: Decision, a: Answer): EngineError {
  return fail(E.wrongKind, `the pending decision is '${d.kind}', which '${String(a.kind)}' does not answer`);
}

type FateResume = (s: GameState, st: Step, spend: boolean) => void;

/** The Fate offers of the shared steps: a missed attack (AHQ-C41, GLD-F03), an Intelligence test
 * (AHQ-C40) and a trap (AHQ-E17). */
const SHARED_FATE: Readonly<Record<string, FateResume>> = { toHitFate: resumeToHitFate, intelligenceFate: resumeIntelligenceFate, trapOutcome: resumeTrapFate };

/** What a crawl ruleset's answers have of their own. */
export interface AnswerRules {
  /** The kinds of action it knows, and its checker of them. */
  actKinds: ReadonlySet<string>;
  act(s: GameState, d: Extract<Decision, { kind: 'act' }>, a: ActAnswer): EngineError | Mutation;
  /** Its own steps that wait for a Fate answer, by step. */
  fate: Readonly<Record<string, FateResume>>;
  /** A pick from an open chest, resumed by the step `st`. */
  chestPick(s: GameState, d: Extract<Decision, { kind: 'chestPick' }>, st: Step, a: Extract<Answer, { kind: 'pick' }>): EngineError | Mutation;
  /** Where monsters may be placed besides the section's free squares, and the rule that says so. */
  placement?: { allowed: (s: GameState, p: { x: number; y: number }) => boolean; why: Pick<RuleRefusal, 'act' | 'rule'> };
}

/** Checks `a` against the pending decision `d`; `resume` is the step waiting for the answer. */
export function checkCrawlAnswer(s: GameState, d: Decision, resume: Step | null, a: Answer, rules: AnswerRules): EngineError | Mutation {
  switch (d.kind) {
    case 'act':
      if (!rules.actKinds.has(a.kind)) return wrongKind(d, a);
      return rules.act(s, d, a as ActAnswer);

    case 'choosePlayer': {
      if (a.kind !== 'choosePlayer') return wrongKind(d, a);
      if (!d.options.includes(a.player)) return refuse(s, E.illegalAction, { why: 'notToAct' });
      return (x) => choosePlayer(x, a.player);
    }

    case 'fate': {
      if (a.kind !== 'fate') return wrongKind(d, a);
      if (typeof a.spend !== 'boolean') return fail(E.malformed, 'fate.spend must be true or false');
      const st = resume!;
      const resumeFate = SHARED_FATE[st.k] ?? rules.fate[st.k];
      if (!resumeFate) throw new Error(`fate offered for unknown step ${st.k}`);
      return (x) => resumeFate(x, st, a.spend);
    }

    case 'freeAttack':
    case 'fumbleVictim': {
      if (a.kind !== 'target') return wrongKind(d, a);
      if (!d.options.includes(a.target)) return fail(E.illegalTarget, `'${String(a.target)}' is not one of ${d.options.join(', ')}`);
      return (x) => {
        if (d.kind === 'freeAttack') {
          emit(x, { type: 'freeAttack', attacker: d.attacker, target: a.target, cause: 'critical' });
          push(x, { k: 'hth', attacker: d.attacker, target: a.target, free: true });
        } else {
          emit(x, { type: 'fumbleHit', shooter: d.shooter, victim: a.target });
          push(x, { k: 'damage', attacker: d.shooter, target: a.target, weapon: resume!.weapon, ranged: true, halve: false });
        }
      };
    }

    case 'advance': {
      if (a.kind !== 'advance') return wrongKind(d, a);
      if (typeof a.advance !== 'boolean') return fail(E.malformed, 'advance.advance must be true or false');
      if (a.advance && occupancy(s).has(cellOf(s.map, d.to.x, d.to.y))) return refuse(s, E.illegalMove, { why: 'squareTaken' });
      return (x) => {
        if (!a.advance) return;
        const m = x.models[d.model]!;
        m.x = d.to.x;
        m.y = d.to.y;
        emit(x, { type: 'advanced', model: m.id, to: d.to });
        crawlRules(x).updateFocus(x, m);
      };
    }

    case 'placeMonsters':
      if (a.kind !== 'place') return wrongKind(d, a);
      return rules.placement ? checkPlacement(s, d, a, (p) => rules.placement!.allowed(s, p), rules.placement.why) : checkPlacement(s, d, a);

    case 'nudgeMonsters': {
      if (a.kind !== 'nudge') return wrongKind(d, a);
      if (!Array.isArray(a.moves)) return fail(E.malformed, 'nudge.moves must be a list');
      const occ = occupancy(s);
      const taken = new Set(occ.keys());
      const seen = new Set<string>();
      for (const [i, mv] of a.moves.entries()) {
        if (!mv || typeof mv.model !== 'string' || !isCell(mv.to)) return fail(E.malformed, `moves[${i}] must be { model, to: [x, y] }`);
        if (!d.monsters.includes(mv.model) || seen.has(mv.model)) return fail(E.unknownModel, `moves[${i}]: '${mv.model}' cannot be moved now`);
        const m = s.models[mv.model]!;
        if (Math.abs(m.x - mv.to[0]) + Math.abs(m.y - mv.to[1]) !== 1) return refuse(s, E.illegalMove, { why: 'nudgeSquare', act: 'far', rule: 'AHQ-C04' });
        const c = cellOf(s.map, mv.to[0], mv.to[1]);
        const home = sectionAt(s.map, m.x, m.y);
        if (!walkable(s, mv.to[0], mv.to[1]) || taken.has(c) || sectionAt(s.map, mv.to[0], mv.to[1]) !== home) return refuse(s, E.illegalMove, { why: 'nudgeSquare', at: [mv.to[0], mv.to[1]] });
        taken.delete(cellOf(s.map, m.x, m.y));
        taken.add(c);
        seen.add(mv.model);
      }
      return (x) => {
        for (const mv of a.moves) {
          const m = x.models[mv.model]!;
          m.x = mv.to[0];
          m.y = mv.to[1];
          m.homeCell = cellOf(x.map, m.x, m.y);
          emit(x, { type: 'moved', model: m.id, path: [{ x: m.x, y: m.y }], ran: false });
        }
        crawlRules(x).updateFocus(x, null);
      };
    }

    case 'routine': {
      if (a.kind !== 'routine') return wrongKind(d, a);
      if (a.routine !== 'moveThenAttack' && a.routine !== 'attackThenMove') return fail(E.malformed, "routine must be 'moveThenAttack' or 'attackThenMove'");
      return (x) => {
        x.combat!.routine = a.routine;
        emit(x, { type: 'routineChosen', routine: a.routine });
      };
    }

    case 'sentryDoor': {
      if (a.kind !== 'sentryDoor') return wrongKind(d, a);
      if (a.at !== null && (!isCell(a.at) || !d.options.some((p) => p.x === a.at![0] && p.y === a.at![1]))) {
        return refuse(s, E.illegalMove, { why: 'newDoorWall', rule: 'AHQ-C05, E23' });
      }
      return (x) => {
        if (a.at) placeDoor(x, { x: a.at[0], y: a.at[1] });
      };
    }

    case 'components': {
      if (a.kind !== 'components') return wrongKind(d, a);
      if (!a.picks || typeof a.picks !== 'object') return fail(E.malformed, 'components.picks must map component ids to counts');
      let total = 0;
      for (const [c, n] of Object.entries(a.picks)) {
        if (!d.options.includes(c)) return fail(E.malformed, `no component '${c}' (${d.options.join(', ')})`);
        if (!Number.isInteger(n) || n < 0) return fail(E.malformed, `components.picks.${c} must be a whole number`);
        total += n;
      }
      if (total !== d.count) return refuse(s, E.components, { why: 'componentCount', n: d.count, m: total, rule: 'AHQ-C37' });
      return (x) => {
        const m = x.models[d.model]!;
        m.components = Object.fromEntries(Object.entries(a.picks).filter(([, n]) => n > 0));
        emit(x, { type: 'componentsChosen', model: m.id, components: { ...m.components } });
      };
    }

    case 'chestPick':
      if (a.kind !== 'pick') return wrongKind(d, a);
      return rules.chestPick(s, d, resume!, a);

    case 'newLeader': {
      if (a.kind !== 'leader') return wrongKind(d, a);
      if (!d.options.includes(a.hero)) return s.models[String(a.hero)] ? refuse(s, E.illegalAction, { why: 'cannotLead', model: String(a.hero) }) : fail(E.illegalAction, `'${String(a.hero)}' cannot lead (${d.options.join(', ')})`);
      return (x) => {
        x.leader = a.hero;
        emit(x, { type: 'leaderChosen', hero: a.hero });
      };
    }

    case 'generator': {
      // The generator's own choice (AHQ-E23, E12): its step resumes with the option's index.
      if (a.kind !== 'generator') return wrongKind(d, a);
      if (!Number.isInteger(a.choice) || a.choice < 0 || a.choice >= d.options.length) {
        return fail(E.illegalAction, `choice must be the index of one of the ${d.options.length} options (0 to ${d.options.length - 1})`);
      }
      const st = resume!;
      return (x) => push(x, { ...st, choice: a.choice });
    }

    // A decision of one ruleset alone (pursuit, AHQ-C48; Dungeon Counters, DEC-30; Heroic cards, GLD-H01), or of none of
    // the crawls, is checked by that ruleset before the rest comes here.
    case 'pursue':
    case 'heroicDeal':
    case 'heroicPlay':
    case 'dungeonCounter':
    case 'choice':
    case 'intercept':
      return fail(E.noDecision, `'${d.kind}' is not a decision of this ruleset`);
  }
}

/** Monsters placed on free squares of the section where they were met (AHQ-C04); a ruleset may
 * narrow the squares allowed (`allowed`, with the message naming its rule). A crowded section may
 * not hold them all: then every allowed square must be used, and the rest are lost to the fight. */
export function checkPlacement(
  s: GameState,
  d: Extract<Decision, { kind: 'placeMonsters' }>,
  a: Extract<Answer, { kind: 'place' }>,
  allowed: (p: { x: number; y: number }) => boolean = () => true,
  why: Pick<RuleRefusal, 'act' | 'rule'> = { act: 'met', rule: 'AHQ-C04' },
): EngineError | Mutation {
  if (!Array.isArray(a.placements)) return fail(E.malformed, 'place.placements must be a list');
  const free = new Set(sectionFloor(s, d.section).filter(allowed).map((p) => cellOf(s.map, p.x, p.y)));
  const used = new Set<number>();
  const seen = new Set<string>();
  for (const [i, p] of a.placements.entries()) {
    if (!p || typeof p.model !== 'string' || !isCell(p.at)) return fail(E.malformed, `placements[${i}] must be { model, at: [x, y] }`);
    if (!d.monsters.includes(p.model)) return fail(E.unknownModel, `placements[${i}]: '${p.model}' is not a monster to place`);
    if (seen.has(p.model)) return fail(E.malformed, `placements[${i}]: '${p.model}' is placed twice`);
    const c = cellOf(s.map, p.at[0], p.at[1]);
    if (!free.has(c) || used.has(c)) return refuse(s, E.illegalMove, { why: 'placeSquare', at: [p.at[0], p.at[1]], ...why });
    seen.add(p.model);
    used.add(c);
  }
  if (seen.size !== d.monsters.length && used.size < free.size) {
    return fail(E.malformed, `every monster must be placed (${d.monsters.filter((m) => !seen.has(m)).join(', ')} missing)`);
  }
  return (x) => {
    for (const p of a.placements) {
      const m = x.models[p.model]!;
      m.x = p.at[0];
      m.y = p.at[1];
      m.status.away = false;
      m.homeCell = cellOf(x.map, m.x, m.y);
      emit(x, { type: 'placed', model: m.id, at: { x: m.x, y: m.y } });
    }
    for (const id of d.monsters) if (!seen.has(id)) x.models[id]!.status.dead = true;
    crawlRules(x).updateFocus(x, null);
  };
}
