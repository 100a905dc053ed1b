// Answers under `guilds`: actions go to the guilds checker, Fate to the guilds wound rules
// (DEC-08), placements must keep two empty squares from the heroes (GLD-C03), chests are picked
// in order of proximity (GLD-X08); the decisions the crawls share are checked by crawl/answers.ts.
import type { Answer, Decision, EngineError, GameState, Step } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import { onBoard } from '../board.ts';
import { chebyshev, type Point } from '../geometry/points.ts';
import { emit, fail, push } from '../runtime.ts';
import type { Mutation } from '../rules/act.ts';
import { refuse } from '../rules/refuse.ts';
import { checkCrawlAnswer, type AnswerRules } from '../crawl/answers.ts';
import { heroes } from '../crawl/common.ts';
import { checkAct, resumeSpeedFate } from './act.ts';
import { resumeWoundFate } from './attack.ts';
import { giveFreely, seatTurn } from './explore.ts';
import { resumePushFate } from './push.ts';
import { checkHeroic } from './heroic.ts';

export const ACT_KINDS = new Set(['move', 'attack', 'shoot', 'run', 'door', 'chest', 'searchSecret', 'searchTreasure', 'removeArmour', 'disarm', 'cast', 'potion', 'drag', 'leave', 'push', 'give', 'take', 'end', 'endPhase']);

/** Monsters are placed at least two empty squares from every hero (GLD-C03). */
export const PLACEMENT_GAP = 3;

export function farFromHeroes(s: GameState, p: Point): boolean {
  return heroes(s).filter(onBoard).every((h) => chebyshev(h, p) >= PLACEMENT_GAP);
}

const RULES: AnswerRules = {
  actKinds: ACT_KINDS,
  act: (s, d, a) => checkAct(s, d, a),
  fate: { gSpeedFate: resumeSpeedFate, gPushFate: resumePushFate, gApplyWounds: resumeWoundFate },
  chestPick: checkChestPick,
  placement: { allowed: farFromHeroes, why: { act: 'far', rule: 'GLD-C03, C04' } },
};

export function checkAnswer(s: GameState, d: Decision, resume: Step | null, a: Answer): EngineError | Mutation {
  // Tied Speeds: the Leader's player names who moves first (GLD-X01).
  if (d.kind === 'choosePlayer' && a.kind === 'choosePlayer' && resume?.k === 'gSeatTurn') {
    if (!d.options.includes(a.player)) return refuse(s, E.illegalAction, { why: 'notToAct', rule: 'GLD-X01' });
    return (x) => seatTurn(x, resume.left as string[], a.player);
  }
  if (d.kind === 'heroicDeal' || d.kind === 'heroicPlay') return checkHeroic(d, resume!, a);
  return checkCrawlAnswer(s, d, resume, a, RULES);
}

/** A pick from an open chest, by the hero whose turn it is in order of proximity (GLD-X08); no
 * carrying limits (AHQ-E09, E10 are not `guilds` rules). */
function checkChestPick(s: GameState, d: Extract<Decision, { kind: 'chestPick' }>, st: Step, a: Extract<Answer, { kind: 'pick' }>): EngineError | Mutation {
  const next = { ...st, turn: (st.turn as number) + 1 };
  if (a.item === null) return (x) => push(x, { ...next, passed: [...(st.passed as string[]), d.heroes[0]!] });
  const heroId = a.hero ?? d.heroes[0]!;
  if (!d.heroes.includes(heroId)) return refuse(s, E.notYours, { why: 'notYourPick', model: d.heroes[0]!, act: 'nearest', rule: 'GLD-X08' });
  const chest = s.map.chests[d.chest]!;
  if (a.item === 'gold' ? chest.gold <= 0 : typeof a.item !== 'string' || !chest.items.includes(a.item)) return refuse(s, E.illegalAction, a.item === 'gold' ? { why: 'chestNoGold' } : { why: 'chestLacks', thing: String(a.item) });
  return (x) => {
    const c = x.map.chests[d.chest]!;
    const h = x.models[heroId]!;
    if (a.item === 'gold') {
      giveFreely(x, h, 'gold', c.gold);
      emit(x, { type: 'itemTaken', hero: h.id, item: 'gold', gold: c.gold });
      c.gold = 0;
    } else {
      c.items.splice(c.items.indexOf(a.item!), 1);
      giveFreely(x, h, a.item!, 0);
      emit(x, { type: 'itemTaken', hero: h.id, item: a.item! });
    }
    push(x, next);
  };
}
