// A hero bot for `aof-quest`: answers every decision of a hero seat from its view and the legal
// options alone, the same answer for the same position (no dice of its own). How it plays:
// revive a fallen friend first; cast a damaging spell on the nearest enemy; seize an objective or
// pick up a token it stands by; charge when its melee is its best attack and shoot when an enemy
// is in range (choosing the target its odds say it hurts most, focusing fire on the wounded);
// otherwise move toward the nearest enemy, objective or token, preferring squares in cover; pay
// power to pass a test or to ignore Shaken only when it has power to spare.
import { attackOdds, seatView, type Answer, type CoreState, type Seat } from '@delve/engine';

interface UnitV {
  id: string;
  side: 'heroes' | 'ai';
  models: { id: string; at: [number, number]; wounds: number }[];
  toughness: number;
  hero: { power: number; unconscious: boolean } | null;
}
interface ViewV {
  units: (UnitV & { hero: { power: number; unconscious: boolean; items: string[]; escaped: boolean } | null })[];
  tokens: { id: string; at: [number, number]; revealed: boolean; contents: { kind: string } | null }[];
  aiGoals: { id: string; at: [number, number] }[];
  objectives: { id: string; kind: string; done: boolean; goal?: string; zone?: string; item?: string }[];
  zones: { id: string; at: [number, number]; size: [number, number] }[];
  battlefield: { size: number; kinds: string; scale: number };
}

const gap = (a: [number, number], b: [number, number]) => Math.max(0, Math.hypot(a[0] - b[0], a[1] - b[1]) - 1);
const sqOf = (t: string): [number, number] | null => {
  const m = /(\d+)\.(\d+)$/.exec(t);
  return m ? [Number(m[1]), Number(m[2])] : null;
};

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

/** Where the hero wants to go: the enemies, else objectives' markers and zones, else tokens. */
function goals(v: ViewV): [number, number][] {
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

export function aofHeroPolicy(s: CoreState, seat: Seat): Answer {
  const d = s.pending;
  if (!d || d.kind !== 'choice') throw new Error(`the aof-quest bot answers 'choice' decisions, not '${String(d?.kind)}'`);
  const v = seatView(s, seat) as ViewV;
  const opts = d.options;
  const pick = (o: string): Answer => ({ kind: 'choice', option: o });
  const acting = (s as CoreState & { activating?: string | null }).activating ?? null;
  const me = v.units.find((u) => u.id === acting) ?? null;
  const power = me?.hero?.power ?? 0;
  switch (d.question) {
    case 'aof.activate': {
      // The hero nearest an enemy goes first.
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
      return pick(power >= 3 && opts.includes('pay') ? 'pay' : opts[opts.length - 1]!);
    case 'aof.impaired':
      return pick(power >= 4 ? 'pay' : 'keep');
    case 'aof.forceCast':
      return pick('fail');
    case 'aof.counter':
      return pick(opts.includes('1') ? '1' : '0');
    case 'aof.shoot':
      return pick(bestTarget(s, acting, opts.filter((o) => o !== 'none')) ?? 'none');
    case 'aof.scurry':
    case 'aof.ambush':
      return pick(moveChoice(v, opts, acting) ?? opts[0]!);
    case 'aof.stopFall':
      return pick(power >= 3 ? 'pay' : opts[opts.length - 1]!);
    case 'aof.act':
      return pick(actChoice(s, v, opts, me));
    default:
      return pick(opts[0]!);
  }
}

/** The target of `ids` its attack is expected to hurt most, wounded units first on ties. */
function bestTarget(s: CoreState, attacker: string | null, ids: string[]): string | null {
  let best: string | null = null;
  let score = -1;
  for (const id of ids) {
    const o = attacker ? attackOdds(s, attacker, id) : null;
    const mean = o ? o.dealt.reduce((m, p, k) => m + p * k, 0) + o.kill + o.knockOut : 0;
    if (mean > score + 1e-9) {
      best = id;
      score = mean;
    }
  }
  return best;
}

function moveChoice(v: ViewV, opts: string[], acting: string | null): string | null {
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
  void acting;
  return best;
}

function actChoice(s: CoreState, v: ViewV, opts: string[], me: UnitV | null): string {
  const has = (prefix: string) => opts.filter((o) => o.startsWith(prefix));
  const power = me?.hero?.power ?? 0;
  // Revive a fallen friend.
  const revive = has('revive:');
  if (revive.length > 0 && power >= 2) return revive[0]!;
  // Objectives and tokens within reach.
  const obj = [...has('objective:'), ...has('escape:')];
  if (obj.length > 0) return obj[0]!;
  const disc = has('discover:');
  if (disc.length > 0) return disc[0]!;
  // A damaging spell at no extra tokens, on the enemy it hurts most.
  const casts = has('cast:').filter((o) => o.endsWith(':0') && v.units.some((u) => u.side === 'ai' && o.split(':')[2] === u.id));
  if (casts.length > 0) return casts[0]!;
  const acted = !opts.includes('rest');
  if (acted && !opts.some((o) => o.startsWith('hold'))) return 'end';
  // The mission first: rush to the exit, to the quest item or with it, to the marker.
  const errandTo = errand(v, me?.id ?? null);
  if (errandTo && errandTo.length > 0 && (!acted || power >= 2)) {
    const here = me ? nearestGap(me.models[0]!.at, errandTo) : Infinity;
    let best: string | null = null;
    let bestGap = here;
    for (const o of has('rush:')) {
      const g = nearestGap(sqOf(o)!, errandTo);
      if (g < bestGap - 1e-9) {
        best = o;
        bestGap = g;
      }
    }
    if (best) return best;
  }
  // The extra action costs power: take it only with power to spare.
  if (acted && power < 4) return 'end';
  // Charge the unit its melee hurts most.
  const charges = has('charge:');
  if (charges.length > 0 && me) {
    const ids = [...new Set(charges.map((c) => c.split(':')[1]!))];
    const t = bestTarget(s, me.id, ids);
    const mine = charges.filter((c) => c.split(':')[1] === t);
    if (mine.length > 0) return mine[0]!;
  }
  // Shoot from where it stands if anything is in range, else move nearer.
  const anyInRange = me && v.units.some((u) => u.side === 'ai' && attackOdds(s, me.id, u.id) !== null);
  if (anyInRange && opts.includes('hold')) return 'hold';
  const moves = [...has('advance:'), ...has('rush:')];
  const best = moveChoice(v, moves, me?.id ?? null);
  if (best) {
    // Prefer cover among the squares as near as the best.
    const bp = sqOf(best)!;
    const targets = goals(v);
    const g = nearestGap(bp, targets);
    const kinds = v.battlefield.kinds;
    const covered = moves.find((o) => {
      const p = sqOf(o)!;
      return kinds[p[1] * v.battlefield.size + p[0]] === 'c' && Math.abs(nearestGap(p, targets) - g) < 1;
    });
    return covered ?? best;
  }
  if (!acted && power < (me?.hero ? 2 : 0)) return opts.includes('rest') ? 'rest' : 'end';
  return 'end';
}
