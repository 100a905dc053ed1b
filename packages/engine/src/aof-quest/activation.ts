// An `aof-quest` activation from its start to its end: the heroes' players choose who goes next
// (DEC-26), statuses are tested (AOF-U01..U04), dangerous ground bites (AOF-T03), a Shaken unit
// stays idle (AOF-O03); at its end, the units hurt test their morale (AOF-O01..O04, X11, X12, X30).
import type { Point } from '../geometry/points.ts';
import type { Step } from '../types.ts';
import { decide, emit, push, type StepHandler } from '../runtime.ts';
import { gapBetween, kindAt } from './battlefield.ts';
import { type MoraleUnit, mustTest, testMorale } from './morale.ts';
import type { AofStatus } from './content-types.ts';
import type { AofState, AofUnit } from './state.ts';
import { d6, hasRule, impaired, inch, live, modifierTo, onField, points, standable, standing, unitGap, unitsOf } from './common.ts';
import { parseSq, Q, sq } from './questions.ts';
import { spendPower, test, woundUnit } from './resolve.ts';
import { checkEnd } from './end.ts';

type H = StepHandler<AofState>;

// ---- the heroes' part ------------------------------------------------------------------------------

/** Heroes that still activate this round: on the field, standing, not yet activated. */
function heroesToAct(s: AofState): AofUnit[] {
  return unitsOf(s, 'heroes').filter((u) => standing(u) && !u.activated);
}

export const heroTurn: H = (s) => {
  if (checkEnd(s)) return;
  // Heroes with Ambush may come in from round 2 (AOF-X01), before any hero activates.
  const amb = unitsOf(s, 'heroes').find((u) => u.hero?.ambush && !u.activated && s.round >= 2);
  if (amb && !amb.deployed) {
    const options = ['wait', ...ambushSquares(s).map(sq)];
    decide(s, { kind: 'choice', seat: amb.seat!, question: Q.ambush, options }, { k: 'ambushAnswer', unit: amb.id });
    return;
  }
  const left = heroesToAct(s);
  if (left.length === 0) {
    push(s, { k: 'aiTurn' });
    return;
  }
  // The players choose the order (DEC-26): the first seat in seat order with a hero left picks
  // which of its heroes goes next.
  const seat = [...new Set(left.map((u) => u.seat!))].sort()[0]!;
  decide(s, { kind: 'choice', seat, question: Q.activate, options: left.filter((u) => u.seat === seat).map((u) => u.id) }, { k: 'activateAnswer' });
};

function ambushSquares(s: AofState): Point[] {
  const enemies = unitsOf(s, 'ai').filter(onField).flatMap(points);
  const all = Object.values(s.units).filter(onField).flatMap(points);
  const out: Point[] = [];
  const far = inch(s, 9);
  const near = inch(s, 1);
  for (let y = 0; y < s.bf.size; y++) {
    for (let x = 0; x < s.bf.size; x++) {
      const p = { x, y };
      if (!standable(s, x, y)) continue;
      if (enemies.some((q) => gapBetween(p, q) <= far + 1e-9)) continue;
      if (all.some((q) => gapBetween(p, q) <= near + 1e-9)) continue;
      out.push(p);
    }
  }
  return out;
}

export const ambushAnswer: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const option = st.option as string;
  if (option === 'wait') {
    u.activated = true;
  } else {
    const p = parseSq(option)!;
    u.models[0]!.x = p.x;
    u.models[0]!.y = p.y;
    u.deployed = true;
    u.hero!.ambush = false;
    emit(s, { type: 'aofDeployed', units: [u.id], ambush: true, side: 'heroes' });
  }
  push(s, { k: 'heroTurn' });
};

export const activateAnswer: H = (s, st) => {
  push(s, { k: 'heroActivate', unit: st.option }, { k: 'heroTurn' });
};

/** The start of any unit's activation: buffs that last to its next activation's end begin to
 * end; statuses are tested (AOF-U01..U04); dangerous ground stood in bites (AOF-T03); a Shaken
 * unit spends the activation idle and recovers (AOF-O03). */
export function beginActivation(s: AofState, u: AofUnit, then: Step): void {
  s.activating = u.id;
  u.activated = true;
  s.hurt = {};
  emit(s, { type: 'aofActivation', unit: u.id });
  for (const b of u.buffs) if (b.until === 'next-activation') b.started = true;
  const steps: Step[] = [];
  for (const st of u.statuses) steps.push({ k: 'statusCheck', unit: u.id, status: st });
  steps.push({ k: 'dangerousStart', unit: u.id }, { k: 'shakenCheck', unit: u.id, then });
  push(s, ...steps);
}

export const heroActivate: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  s.act = { unit: u.id, actionUsed: false, skillUsed: false, extraUsed: false, rested: false, moved: false, attacked: false, charged: false, last: null, over: false };
  beginActivation(s, u, { k: 'heroAct', unit: u.id });
};

export const statusCheck: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  const status = st.status as AofStatus;
  if (!u.statuses.includes(status) || !standing(u)) return;
  const remove: Step = { k: 'removeStatus', unit: u.id, status };
  switch (status) {
    case 'afflicted':
      push(s, test(u, 'str', [remove], [{ k: 'woundUnit', unit: u.id, wounds: 1 }]));
      return;
    case 'crippled':
      push(s, test(u, 'dex', [remove], []));
      return;
    case 'diseased':
      push(s, test(u, 'wil', [remove], []));
      return;
    case 'impaired':
      // A hero may pay D3 power to remove it (AOF-U04); the AI's units have no power.
      if (u.hero) decide(s, { kind: 'choice', seat: u.seat!, question: Q.impaired, options: ['pay', 'keep'] }, { k: 'impairedAnswer', unit: u.id });
      return;
  }
};

export const impairedAnswer: H = (s, st) => {
  if (st.option !== 'pay') return;
  const u = s.units[st.unit as string]!;
  const cost = Math.ceil(d6(s)() / 2);
  spendPower(s, u, cost, 'impaired');
  removeStatus(s, u, 'impaired');
};

export function removeStatus(s: AofState, u: AofUnit, status: AofStatus): void {
  if (!u.statuses.includes(status)) return;
  u.statuses = u.statuses.filter((x) => x !== status);
  emit(s, { type: 'aofStatus', unit: u.id, status, gained: false });
}

export const dangerousStart: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (!standing(u)) return;
  const inDanger = live(u).filter((m) => kindAt(s.bf, m.x, m.y) === 'dangerous');
  if (inDanger.length > 0) dangerous(s, u, inDanger.length);
};

/** Dangerous terrain (AOF-T03): each model rolls as many dice as its Toughness; each 1 is a wound. */
export function dangerous(s: AofState, u: AofUnit, models: number): void {
  const faces: number[] = [];
  for (let i = 0; i < models * u.toughness; i++) faces.push(d6(s)());
  const ones = faces.filter((f) => f === 1).length;
  emit(s, { type: 'aofTest', unit: u.id, stat: 'dangerous', need: 2, modifier: 0, faces, passed: ones === 0 });
  if (ones > 0) woundUnit(s, u, ones, 1, null);
}

export const shakenCheck: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (!standing(u)) {
    push(s, { k: 'endActivation', unit: u.id });
    return;
  }
  if (u.shaken) {
    // One whole activation idle ends it (AOF-O03).
    if (u.side === 'ai') emit(s, { type: 'aofAi', unit: u.id, branch: 'shaken', action: 'idle', target: null, goal: null, range: 0, shoot: 0, charge: 0 });
    u.shaken = false;
    emit(s, { type: 'aofShaken', unit: u.id, shaken: false });
    push(s, { k: 'endActivation', unit: u.id });
    return;
  }
  push(s, st.then as Step);
};
// ---- end of an activation: morale, objectives ------------------------------------------------------

export const endActivation: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  u.buffs = u.buffs.filter((b) => !(b.until === 'next-activation' && b.started));
  const steps: Step[] = [];
  for (const [id, h] of Object.entries(s.hurt)) if (h.wounds > 0) steps.push({ k: 'morale', unit: id, fear: h.fear, wounds: h.wounds });
  steps.push({ k: 'activationOver' });
  s.hurt = {};
  push(s, ...steps);
};

export const activationOver: H = (s) => {
  s.act = null;
  s.activating = null;
  checkEnd(s);
};

/** Morale (AOF-O01..O04, X11, X12, X30). */
export const morale: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (!standing(u)) return;
  const ls = live(u);
  const wounded = ls.find((m) => m.wounds > 0);
  const villain = u.side === 'ai' ? villainQuality(s, u) : undefined;
  const mu: MoraleUnit = {
    startModels: u.startModels, models: ls.length, toughness: u.toughness, wounds: wounded?.wounds ?? 0,
    quality: u.quality - modifierTo(s, u, 'morale') - impaired(u), shaken: u.shaken, fearless: hasRule(s, u, 'fearless'), hero: !!u.hero,
    ...(villain !== undefined ? { villainQuality: villain - modifierTo(s, u, 'morale') - impaired(u) } : {}),
  };
  // Fear counts only toward the check (AOF-X11); "half or less" is read on the unit as it stands.
  if (!mustTest(mu, st.wounds as number, st.fear as number)) return;
  const out = testMorale(mu, d6(s));
  emit(s, { type: 'aofTest', unit: u.id, stat: 'morale', need: villain !== undefined ? Math.min(u.quality, villain) : u.quality, modifier: modifierTo(s, u, 'morale') + impaired(u), faces: out.rolls, passed: out.kind === 'held' });
  if (out.kind === 'held') return;
  if (out.kind === 'wounds') {
    woundUnit(s, u, out.wounds, 1, null);
    return;
  }
  if (u.hero) {
    decide(s, { kind: 'choice', seat: u.seat!, question: Q.shaken, options: ['pay', 'accept'] }, { k: 'shakenAnswer', unit: u.id });
    return;
  }
  u.shaken = true;
  emit(s, { type: 'aofShaken', unit: u.id, shaken: true });
};

export const shakenAnswer: H = (s, st) => {
  const u = s.units[st.unit as string]!;
  if (st.option === 'pay') {
    spendPower(s, u, 2, 'ignore-shaken');
    return;
  }
  u.shaken = true;
  emit(s, { type: 'aofShaken', unit: u.id, shaken: true });
};

function villainQuality(s: AofState, u: AofUnit): number | undefined {
  let best: number | undefined;
  for (const v of unitsOf(s, 'ai')) {
    if (v.id === u.id || !standing(v) || v.shaken || !hasRule(s, v, 'villain')) continue;
    if (unitGap(points(v), points(u)) > inch(s, 12) + 1e-9) continue;
    best = best === undefined ? v.quality : Math.min(best, v.quality);
  }
  return best;
}
