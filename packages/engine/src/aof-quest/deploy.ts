// The start of an `aof-quest` round (AOF-R01): its waves deploy, Ambush units whose round has come
// (AOF-X02), casters' tokens (AOF-X06, X07); and where a new AI unit is placed (AOF-M01, I02).
import type { Point } from '../geometry/points.ts';
import { emit } from '../runtime.ts';
import { pickIndex } from '../rng.ts';
import { gapBetween } from './battlefield.ts';
import type { AofWaveUnit } from './content-types.ts';
import { aiUnit, type AofState, zoneCells } from './state.ts';
import { cellOf, content, d6, inch, occupancy, onField, points, ruleValue, standable } from './common.ts';

// ---- rounds -------------------------------------------------------------------------------------

export function startRound(s: AofState): void {
  s.round++;
  s.phase = 'heroes';
  emit(s, { type: 'aofRound', round: s.round });
  for (const u of Object.values(s.units)) {
    u.activated = false;
    u.tried = [];
  }
  // Waves of this round, then Ambush units whose round has come (AOF-X02).
  for (const w of s.mission.waves) if (w.round === s.round) deployWave(s, w.id, w.zone, w.units);
  for (const a of [...pendingAmbush(s)]) {
    if (a.round !== s.round) continue;
    deployAmbushUnit(s, a);
  }
  // Caster(X): X tokens at the start of each round, at most 6 held (AOF-X06, X07).
  for (const u of Object.values(s.units)) {
    const x = ruleValue(s, u, 'caster');
    if (x > 0 && onField(u)) u.tokens = Math.min(6, u.tokens + x);
  }
}

type Waiting = AofState['waiting'][number];
/** AI Ambush units waiting (AOF-X02): kept in the state, never in a hero seat's view. */
export const pendingAmbush = (s: AofState): Waiting[] => s.waiting;

function newUnitId(s: AofState, wanted?: string): string {
  if (wanted && !Object.hasOwn(s.units, wanted)) return wanted;
  for (;;) {
    const id = `u${s.nextUnit++}`;
    if (!Object.hasOwn(s.units, id)) return id;
  }
}

function deployWave(s: AofState, wave: string, zone: string, units: AofWaveUnit[]): void {
  const placed: string[] = [];
  for (const entry of units) {
    for (let i = 0; i < (entry.count ?? 1); i++) {
      if (entry.ambush) {
        // Deploys D3 rounds after its wave (AOF-X02): the die is the AI's, behind the screen.
        const f = d6(s)();
        pendingAmbush(s).push({ round: s.round + Math.ceil(f / 2), unit: entry.unit, ...(entry.id && (entry.count ?? 1) === 1 ? { id: entry.id } : {}), wave });
        continue;
      }
      const id = placeUnit(s, entry.unit, (entry.count ?? 1) === 1 ? entry.id : undefined, wave, zoneArea(s, zone, entry.unit));
      if (id) placed.push(id);
    }
  }
  if (placed.length > 0) emit(s, { type: 'aofDeployed', units: placed, ambush: false, side: 'ai' });
}

/** The squares a unit of `type` may deploy on in `zone`: the zone, or for Scout anywhere within
 * 12" of it (AOF-X23). */
function zoneArea(s: AofState, zone: string, type: string): Point[] {
  const cells = zoneCells(s, zone).map(([x, y]) => ({ x, y }));
  if (!content(s).units[type]?.rules?.scout) return cells;
  const reach = inch(s, 12);
  const out: Point[] = [];
  for (let y = 0; y < s.bf.size; y++) for (let x = 0; x < s.bf.size; x++) if (cells.some((c) => gapBetween(c, { x, y }) <= reach)) out.push({ x, y });
  return out;
}

function deployAmbushUnit(s: AofState, a: Waiting): void {
  const list = pendingAmbush(s);
  list.splice(list.indexOf(a), 1);
  const goals = s.mission.aiGoals;
  let area: Point[];
  if (goals.length > 0) {
    const g = goals.length === 1 ? goals[0]! : goals[pickIndex(s.rng, goals.length)]!;
    area = around(s, { x: g.at[0], y: g.at[1] }, inch(s, 6));
  } else {
    const w = s.mission.waves.find((q) => q.id === a.wave);
    area = w ? zoneArea(s, w.zone, a.unit) : [];
  }
  const id = placeUnit(s, a.unit, a.id, a.wave, area);
  if (id) emit(s, { type: 'aofDeployed', units: [id], ambush: true, side: 'ai' });
  else list.push({ ...a, round: s.round + 1 });
}

export function around(s: AofState, c: Point, r: number): Point[] {
  const out: Point[] = [];
  for (let y = 0; y < s.bf.size; y++) for (let x = 0; x < s.bf.size; x++) if (gapBetween(c, { x, y }) <= r + 1e-9) out.push({ x, y });
  return out;
}

/** Places a new AI unit of `type` in `area`: its leader on a square picked by the dice among the
 * free ones not within 1" of another unit (AOF-M01), its other models beside it (AOF-I02). */
export function placeUnit(s: AofState, type: string, wanted: string | undefined, wave: string, area: Point[]): string | null {
  const def = content(s).units[type];
  if (!def) return null;
  const occ = occupancy(s);
  const others: Point[] = [];
  for (const u of Object.values(s.units)) if (onField(u)) others.push(...points(u));
  const near = inch(s, 1);
  const ok = (p: Point, taken: Point[]) => standable(s, p.x, p.y) && !occ.has(cellOf(s, p.x, p.y)) && !taken.some((q) => q.x === p.x && q.y === p.y) && !others.some((q) => gapBetween(p, q) <= near + 1e-9);
  const leaders = area.filter((p) => ok(p, []));
  if (leaders.length === 0) return null;
  const lead = leaders.length === 1 ? leaders[0]! : leaders[pickIndex(s.rng, leaders.length)]!;
  const placed: Point[] = [lead];
  for (let i = 1; i < def.models; i++) {
    let best: Point | null = null;
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) {
        const p = { x: lead.x + dx, y: lead.y + dy };
        if (p.x < 0 || p.y < 0 || p.x >= s.bf.size || p.y >= s.bf.size || !ok(p, placed)) continue;
        if (!placed.some((q) => gapBetween(p, q) <= 1) || !placed.every((q) => gapBetween(p, q) <= 3)) continue;
        if (!best || gapBetween(p, lead) < gapBetween(best, lead) - 1e-9) best = p;
      }
    }
    if (!best) break;
    placed.push(best);
  }
  const id = newUnitId(s, wanted);
  const u = aiUnit(def, id);
  u.models = u.models.slice(0, placed.length);
  u.models.forEach((m, i) => {
    m.x = placed[i]!.x;
    m.y = placed[i]!.y;
  });
  u.deployed = true;
  u.wave = wave;
  s.units[id] = u;
  s.order.push(id);
  return id;
}
