// A hero bot for `aof-quest`: answers every decision of a hero seat from its view, the content's
// public profiles and the engine's legal options and odds alone, the same answer for the same
// position (no dice of its own). How it plays is docs/bots.md: revive a fallen friend; seize an
// objective, leave by the exit, take a token within reach; heal a badly hurt friend; use its
// hero skill where it tells; run the mission's errand; focus its attacks on the unit it can
// finish (the villain first in a slay mission); a shooter keeps out of the enemies' charge reach,
// in cover where it can; otherwise move toward the fight, preferring cover; rest when no enemy is
// near; pay power for an extra action only with some to spare, and for a test only where it pays.
import { attackOdds, seatView, type Answer, type CoreState, type Seat } from '@delve/engine';

interface UnitV {
  id: string;
  side: 'heroes' | 'ai';
  type: string;
  models: { id: string; at: [number, number]; wounds: number }[];
  toughness: number;
  defense: number;
  quality: number;
  weapons: string[];
  rules: Record<string, unknown>;
  aiGroup: string | null;
  shaken: boolean;
  hero: { power: number; maxPower: number; unconscious: boolean; items: string[]; escaped: boolean; skill: { stat: string } } | null;
}
interface ViewV {
  units: UnitV[];
  tokens: { id: string; at: [number, number]; revealed: boolean; contents: { kind: string } | null }[];
  aiGoals: { id: string; at: [number, number] }[];
  objectives: { id: string; kind: string; done: boolean; goal?: string; zone?: string; item?: string; unit?: string }[];
  zones: { id: string; at: [number, number]; size: [number, number] }[];
  battlefield: { size: number; kinds: string; scale: number };
}

const gap = (a: [number, number], b: [number, number]) => Math.max(0, Math.hypot(a[0] - b[0], a[1] - b[1]) - 1);
const sqOf = (t: string): [number, number] | null => {
  const m = /(\d+)\.(\d+)$/.exec(t);
  return m ? [Number(m[1]), Number(m[2])] : null;
};

function nearestDist(p: [number, number], pts: [number, number][]): number {
  let best = Infinity;
  for (const q of pts) best = Math.min(best, Math.hypot(p[0] - q[0], p[1] - q[1]));
  return best;
}

function nearestGap(p: [number, number], pts: [number, number][]): number {
  let best = Infinity;
  for (const q of pts) best = Math.min(best, gap(p, q));
  return best;
}

/** The squares of a zone. */
function zoneSquares(v: ViewV, id: string | undefined): [number, number][] {
  const z = v.zones.find((q) => q.id === id);
  if (!z) return [];
  const out: [number, number][] = [];
  for (let y = z.at[1]; y < z.at[1] + z.size[1]; y++) for (let x = z.at[0]; x < z.at[0] + z.size[0]; x++) out.push([x, y]);
  return out;
}

/** Where a hero must go for the mission rather than to the fight: an exit to leave by, the zone to
 * bring the quest item to (its carrier), the search tokens that may hide it, a marker to seize. */
function errand(v: ViewV, me: string | null): [number, number][] | null {
  for (const o of v.objectives) {
    if (o.done) continue;
    if (o.kind === 'escape') return zoneSquares(v, o.zone);
    if (o.kind === 'marker') {
      const g = v.aiGoals.find((q) => q.id === o.goal);
      if (g) return [g.at];
    }
    if (o.kind === 'retrieve') {
      const carrier = v.units.find((u) => u.hero?.items.includes(o.item ?? ''));
      if (carrier?.id === me) return zoneSquares(v, o.zone);
      if (carrier) continue;
      const tokens = v.tokens.filter((t) => !t.revealed || t.contents?.kind === 'item').map((t) => t.at);
      if (tokens.length > 0) return tokens;
    }
  }
  return null;
}

/** The villain a slay objective still asks for, when it is on the field. */
function villainOf(v: ViewV): UnitV | null {
  for (const o of v.objectives) {
    if (o.done || o.kind !== 'slay') continue;
    const u = v.units.find((x) => x.id === o.unit && x.models.length > 0);
    if (u) return u;
  }
  return null;
}

/** Where the hero wants to go: the villain to slay, else the enemies, else objectives' markers
 * and zones, else tokens. */
function goals(v: ViewV): [number, number][] {
  const villain = villainOf(v);
  if (villain) return villain.models.map((m) => m.at);
  const enemies = v.units.filter((u) => u.side === 'ai').flatMap((u) => u.models.map((m) => m.at));
  if (enemies.length > 0) return enemies;
  const out: [number, number][] = [];
  for (const o of v.objectives) {
    if (o.done) continue;
    const g = v.aiGoals.find((q) => q.id === o.goal);
    if (g) out.push(g.at);
    const z = v.zones.find((q) => q.id === o.zone);
    if (z) out.push([z.at[0] + Math.floor(z.size[0] / 2), z.at[1] + Math.floor(z.size[1] / 2)]);
  }
  for (const t of v.tokens) if (!t.revealed) out.push(t.at);
  return out;
}


interface AofPublic {
  weapons: Record<string, { range?: number; attacks: number; rules?: { ap?: number; deadly?: number } }>;
}

/** The content's weapon profiles: public, as printed on the heroes' and enemies' cards. */
function publicContent(s: CoreState): AofPublic {
  return (s.ctx.content as unknown as { aof: AofPublic }).aof;
}

/** Wounds a unit has left, all its models together. */
const woundsLeft = (u: UnitV): number => u.models.reduce((n, m) => n + Math.max(0, u.toughness - m.wounds), 0);

/** The longest range of the unit's ranged weapons, in squares of this battlefield (0: none). */
function rangeOf(s: CoreState, v: ViewV, u: UnitV): number {
  const w = publicContent(s).weapons;
  let r = 0;
  for (const id of u.weapons) r = Math.max(r, w[id]?.range ?? 0);
  return r * v.battlefield.scale;
}

/** How far an enemy unit may charge: a Rush's inches with Fast and Slow (AOF-A02, X10, X24),
 * 0 if Immobile or Shaken (it stays idle). */
function chargeReach(v: ViewV, u: UnitV): number {
  if (u.rules.immobile || u.shaken) return 0;
  return (12 + (u.rules.fast ? 4 : 0) - (u.rules.slow ? 4 : 0)) * v.battlefield.scale;
}

/** How many enemy units could charge a hero standing at `p` in their next activation (the
 * ground and other models left aside: a measure, not a promise). */
function threats(v: ViewV, p: [number, number]): number {
  let n = 0;
  for (const u of v.units) {
    if (u.side !== 'ai' || u.models.length === 0) continue;
    const reach = chargeReach(v, u);
    if (reach > 0 && nearestGap(p, u.models.map((m) => m.at)) <= reach + 1) n++;
  }
  return n;
}

/** What an attack on `t` is worth: the chance to finish the unit counts most (focus fire), then
 * the wounds it is expected to deal, the villain of a slay objective above all. */
function worth(v: ViewV, t: UnitV, kill: number, meanWounds: number): number {
  const villain = villainOf(v)?.id === t.id ? 3 : 1;
  return villain * (kill * (4 + woundsLeft(t)) + meanWounds);
}

/** The target of `ids` the hero's shooting is worth most against, by the engine's exact odds. */
function bestTarget(s: CoreState, v: ViewV, attacker: string | null, ids: string[]): string | null {
  let best: string | null = null;
  let score = -1;
  for (const id of ids) {
    const t = v.units.find((u) => u.id === id);
    const o = attacker ? attackOdds(s, attacker, id) : null;
    const mean = o ? o.dealt.reduce((m, p, k) => m + p * k, 0) : 0;
    const w = t ? worth(v, t, o ? o.kill : 0, mean) : mean;
    if (w > score + 1e-9) {
      best = id;
      score = w;
    }
  }
  return best;
}

/** A charge's worth against `t`, from the public profiles (the engine's odds are given for an
 * attack from where the hero stands): its melee attacks, hits on its Quality, blocks failed on
 * the target's Defense less AP. */
function chargeWorth(s: CoreState, v: ViewV, me: UnitV, t: UnitV): number {
  const w = publicContent(s).weapons;
  let mean = 0;
  for (const id of me.weapons) {
    const d = w[id];
    if (!d || d.range !== undefined) continue;
    const hit = Math.min(5, Math.max(1, 7 - me.quality)) / 6;
    const wound = Math.min(5, Math.max(1, t.defense + (d.rules?.ap ?? 0) - 1)) / 6;
    mean += d.attacks * hit * wound * (d.rules?.deadly ?? 1);
  }
  const left = woundsLeft(t);
  const kill = mean >= left ? 0.7 : mean >= left / 2 ? 0.3 : 0;
  return worth(v, t, kill, Math.min(mean, left));
}

export function aofHeroPolicy(s: CoreState, seat: Seat): Answer {
  const d = s.pending;
  if (!d || d.kind !== 'choice') throw new Error(`the aof-quest bot answers 'choice' decisions, not '${String(d?.kind)}'`);
  const v = seatView(s, seat) as unknown as ViewV;
  const opts = d.options;
  const pick = (o: string): Answer => ({ kind: 'choice', option: o });
  const acting = (s as CoreState & { activating?: string | null }).activating ?? null;
  const me = v.units.find((u) => u.id === acting) ?? null;
  const power = me?.hero?.power ?? 0;
  switch (d.question) {
    case 'aof.activate': {
      // The hero nearest its goal goes first.
      const targets = goals(v);
      let best = opts[0]!;
      let bestGap = Infinity;
      for (const id of opts) {
        const u = v.units.find((x) => x.id === id);
        const g = u ? nearestGap(u.models[0]!.at, targets) : Infinity;
        if (g < bestGap) {
          best = id;
          bestGap = g;
        }
      }
      return pick(best);
    }
    case 'aof.passTest':
    case 'aof.ignoreShaken':
      // 2 power to pass, while 1 is kept to spare (a failed hero skill costs 1).
      return pick(power >= 3 && opts.includes('pay') ? 'pay' : opts[opts.length - 1]!);
    case 'aof.impaired':
      return pick(power >= 4 ? 'pay' : 'keep');
    case 'aof.forceCast':
      return pick('fail');
    case 'aof.counter':
      return pick(opts.includes('1') ? '1' : '0');
    case 'aof.shoot':
      return pick(bestTarget(s, v, acting, opts.filter((o) => o !== 'none')) ?? 'none');
    case 'aof.scurry':
    case 'aof.ambush':
      return pick(moveChoice(v, opts) ?? opts[0]!);
    case 'aof.stopFall':
      return pick(power >= 3 ? 'pay' : opts[opts.length - 1]!);
    case 'aof.act':
      return pick(actChoice(s, v, opts, me));
    default:
      return pick(opts[0]!);
  }
}

function moveChoice(v: ViewV, opts: string[]): string | null {
  const targets = goals(v);
  let best: string | null = null;
  let bestGap = Infinity;
  for (const o of opts) {
    const p = sqOf(o);
    if (!p) continue;
    const g = nearestGap(p, targets);
    if (g < bestGap - 1e-9) {
      best = o;
      bestGap = g;
    }
  }
  return best;
}

const inCover = (v: ViewV, p: [number, number]): boolean => v.battlefield.kinds[p[1] * v.battlefield.size + p[0]] === 'c';

/** The Skill action worth taking now, if any: a healing item on itself badly hurt, the priest's
 * healing on a hurt friend, a buff before the attack it helps, the ranger's mark on the target it
 * is about to shoot, the rogue's affliction on an enemy beside it, the wizard's token with a spell
 * to cast. A failed hero skill costs 1 power: none is tried with no power left. */
function skillChoice(s: CoreState, v: ViewV, opts: string[], me: UnitV, plan: { charge: boolean; shootAt: string | null }): string | null {
  const hurt = me.models[0]!.wounds;
  const heal = opts.find((o) => o.startsWith('use:healing-draught:'));
  if (heal && hurt >= 3) return heal;
  const skills = opts.filter((o) => o.startsWith('skill:'));
  if (skills.length === 0 || (me.hero?.power ?? 0) < 1) return null;
  const cls = me.type;
  if (cls === 'priest') {
    // The most hurt friend within reach, 2 wounds or more taken.
    let best: string | null = null;
    let most = 1;
    for (const o of skills) {
      const t = v.units.find((u) => u.id === o.slice(6));
      const w = t?.side === 'heroes' && !t.hero?.unconscious ? t.models[0]!.wounds : 0;
      if (w > most) {
        best = o;
        most = w;
      }
    }
    return best;
  }
  if (cls === 'ranger') return plan.shootAt && skills.includes(`skill:${plan.shootAt}`) ? `skill:${plan.shootAt}` : null;
  if (cls === 'rogue') return skills[0] ?? null;
  if (cls === 'berserker') return plan.charge ? skills[0]! : null;
  if (cls === 'gunner') return plan.shootAt ? skills[0]! : null;
  if (cls === 'knight') return threats(v, me.models[0]!.at) > 0 ? skills[0]! : null;
  if (cls === 'wizard') return opts.some((o) => o.startsWith('cast:')) || threats(v, me.models[0]!.at) > 0 ? skills[0]! : null;
  return null;
}

function actChoice(s: CoreState, v: ViewV, opts: string[], me: UnitV | null): string {
  const has = (prefix: string) => opts.filter((o) => o.startsWith(prefix));
  const power = me?.hero?.power ?? 0;
  // Revive a fallen friend (2 power, AOF-S04).
  const revive = has('revive:');
  if (revive.length > 0 && power >= 2) return revive[0]!;
  // Objectives and tokens within reach.
  const obj = [...has('objective:'), ...has('escape:')];
  if (obj.length > 0) return obj[0]!;
  const disc = has('discover:').filter((o) => {
    const t = v.tokens.find((x) => x.id === o.slice(9));
    return t && me && nearestGap(me.models[0]!.at, [t.at]) <= v.battlefield.scale;
  });
  if (disc.length > 0) return disc[0]!;
  // A damaging spell at no extra tokens, on the enemy it is worth most against.
  const casts = has('cast:').filter((o) => o.endsWith(':0') && v.units.some((u) => u.side === 'ai' && o.split(':')[2] === u.id));
  if (casts.length > 0) {
    const t = bestTarget(s, v, null, casts.map((c) => c.split(':')[2]!));
    return casts.find((c) => c.split(':')[2] === t) ?? casts[0]!;
  }
  // The activation so far, as the player knows it: whether its action is taken (the Skill
  // action apart; another costs 2 power, AOF-A01).
  const acted = (s as CoreState & { act?: { actionUsed: boolean } | null }).act?.actionUsed ?? !opts.includes('rest');
  const canAct = opts.includes('hold');
  if (!me) return 'end';
  const here = me.models[0]!.at;
  // What it would attack: the charge worth most, and the shot worth most from here.
  const charges = has('charge:');
  let chargeTo: string | null = null;
  let chargeScore = 0;
  for (const c of charges) {
    const t = v.units.find((u) => u.id === c.split(':')[1]);
    if (!t) continue;
    const w = chargeWorth(s, v, me, t) - (threats(v, sqOf(c)!) > 1 ? 0.1 : 0);
    if (w > chargeScore + 1e-9) {
      chargeTo = c;
      chargeScore = w;
    }
  }
  const range = rangeOf(s, v, me);
  // Shooting: with a ranged weapon, at what it may hit from here (the engine's odds are its
  // melee's for an enemy within reach: that one is charged, not shot).
  const inRange = range === 0 ? [] : v.units.filter((u) => u.side === 'ai' && u.models.length > 0 && nearestGap(here, u.models.map((m) => m.at)) > 2 * v.battlefield.scale && attackOdds(s, me.id, u.id) !== null).map((u) => u.id);
  const shootAt = canAct ? bestTarget(s, v, me.id, inRange) : null;
  const shootScore = shootAt ? worth(v, v.units.find((u) => u.id === shootAt)!, attackOdds(s, me.id, shootAt)!.kill, attackOdds(s, me.id, shootAt)!.dealt.reduce((m, p, k) => m + p * k, 0)) : 0;
  // A shooter charges only what it can finish: otherwise its shot, and no blows struck back.
  const willCharge = canAct && chargeTo !== null && chargeScore > shootScore && (range === 0 || chargeScore >= 4);
  // The Skill action, before the attack it helps (a hero takes one action and one Skill action);
  // on an errand, power is kept for the extra Rush and only a badly hurt hero stops to heal.
  const errandTo = errand(v, me.id);
  const sk = skillChoice(s, v, errandTo && errandTo.length > 0 ? opts.filter((o) => !o.startsWith('skill:')) : opts, me, { charge: willCharge, shootAt: willCharge ? null : shootAt });
  if (sk) return sk;
  // Discover a token in sight with the Skill action (a Wil test).
  const far = has('discover:');
  if (far.length > 0 && (acted || !canAct)) return far[0]!;
  if (acted && !canAct) return 'end';
  // The mission first: rush to the exit, to the quest item or with it, to the marker.
  if (errandTo && errandTo.length > 0 && (!acted || power >= 2)) {
    // Measured square to square: beside the exit is not in it.
    const now = nearestDist(here, errandTo);
    let best: string | null = null;
    let bestGap = now;
    for (const o of has('rush:')) {
      const g = nearestDist(sqOf(o)!, errandTo);
      if (g < bestGap - 1e-9) {
        best = o;
        bestGap = g;
      }
    }
    if (best && (!acted || now > 0)) return best;
  }
  // The extra action costs 2 power: taken only to attack, keeping 2 to revive a friend.
  if (acted && (power < 4 || (!willCharge && !shootAt))) return far[0] ?? 'end';
  if (willCharge) return chargeTo!;
  if (shootAt && opts.includes('hold')) {
    // A shooter keeps out of the enemies' charge reach: from here if it is, else from an
    // Advance's square that is, with an enemy still in range, in cover if it can.
    if (threats(v, here) === 0) return 'hold';
    let best: string | null = null;
    let bestKey = -Infinity;
    for (const o of has('advance:')) {
      const p = sqOf(o)!;
      if (threats(v, p) > 0) continue;
      const target = v.units.find((u) => u.id === shootAt);
      const aim = nearestGap(p, (target ?? me).models.map((m) => m.at)) <= range ? 1 : v.units.some((u) => u.side === 'ai' && nearestGap(p, u.models.map((m) => m.at)) <= range) ? 0.5 : 0;
      if (aim === 0) continue;
      const key = aim * 10 + (inCover(v, p) ? 2 : 0) - gap(p, here) / 100;
      if (key > bestKey) {
        best = o;
        bestKey = key;
      }
    }
    return best ?? 'hold';
  }
  // Nothing to attack: with no enemy near and power spent, rest (AOF-A03).
  const enemiesNear = v.units.some((u) => u.side === 'ai' && u.models.length > 0 && nearestGap(here, u.models.map((m) => m.at)) <= 24 * v.battlefield.scale);
  if (!acted && opts.includes('rest') && !enemiesNear && power <= (me.hero?.maxPower ?? 0) - 2 && !errandTo) return 'rest';
  // Move toward the fight: a shooter to a square with an enemy in range out of charge reach,
  // else the square nearest the goal, in cover among those as near.
  const targets = goals(v);
  if (range > 0) {
    let best: string | null = null;
    let bestKey = -Infinity;
    for (const o of has('advance:')) {
      const p = sqOf(o)!;
      if (threats(v, p) > 0 || nearestGap(p, targets) > range) continue;
      const key = (inCover(v, p) ? 2 : 0) - gap(p, here) / 100;
      if (key > bestKey) {
        best = o;
        bestKey = key;
      }
    }
    if (best) return best;
  }
  const moves = [...has('advance:'), ...has('rush:')];
  // With enemies about, it closes in only as far as their charge reach: they come on (AOF-I01
  // rushes them to the closest hero) and it charges them first. A square out of their reach,
  // nearer the goal, is taken; none nearer, it waits where it is (unless it already stands in
  // their reach, when closing in costs nothing more).
  if (v.units.some((u) => u.side === 'ai' && u.models.length > 0) && threats(v, here) === 0) {
    const safe = moves.filter((o) => threats(v, sqOf(o)!) === 0);
    const step = moveChoice(v, safe);
    if (!step || nearestGap(sqOf(step)!, targets) >= nearestGap(here, targets) - 1e-9) return far[0] ?? 'end';
    const g = nearestGap(sqOf(step)!, targets);
    return safe.find((o) => inCover(v, sqOf(o)!) && Math.abs(nearestGap(sqOf(o)!, targets) - g) < 1) ?? step;
  }
  const best = moveChoice(v, moves);
  if (best) {
    const g = nearestGap(sqOf(best)!, targets);
    if (g >= nearestGap(here, targets) - 1e-9) return far[0] ?? 'end';
    const covered = moves.find((o) => {
      const p = sqOf(o)!;
      return inCover(v, p) && Math.abs(nearestGap(p, targets) - g) < 1;
    });
    return covered ?? best;
  }
  return far[0] ?? 'end';
}
