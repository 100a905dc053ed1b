// What makes an `aof-quest` mission playable (DEC-27), checked the same way for a mission file
// (`delve validate`, the content loader), a generated mission and a game's setup: pieces on the
// battlefield and apart, deployment zones clear of blockers and gaps with room for what deploys
// there, markers and tokens where a model can stand, references inside the mission and to the
// content, and every objective within the heroes' reach. Each problem is reported at its field's
// path; the caller says in which file and how to word a likely typo.
import type {
  AofArea, AofContent, AofMissionDef, AofTerrainKind, AofTokenContents, AofWaveUnit,
} from './content-types.ts';
import { buildBattlefield, kindAt, moveReach } from './battlefield.ts';

export type PathSegment = string | number;

/** Reports a problem at `path` inside the mission (at its key when `key` is set). */
export type Report = (path: PathSegment[], message: string, key?: boolean) => void;

/** The collections a mission refers to. */
export type MissionRefCollection = 'units' | 'items' | 'traps' | 'missionTypes' | 'terrain';

/** True when the content has the entry; otherwise reports it missing (unless the caller knows it
 * failed its own checks) and returns false. */
export type Ref = (collection: MissionRefCollection, id: string, report: Report, path: PathSegment[]) => boolean;

/** ' (did you mean 'x'?)' for a likely typo of one of `options`, or ''. */
export type Hint = (word: string, options: Iterable<string>) => string;

export function article(word: string): string {
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

/** A search token's contents, in a mission (units named) or a generator's table (or a threat). */
export function tokenContents(c: AofTokenContents, report: Report, path: PathSegment[], ref: Ref, table: boolean): void {
  const at = (p: PathSegment[], m: string, key = false) => report([...path, ...p], m, key);
  if (c.kind === 'item') ref('items', c.item, report, [...path, 'item']);
  if (c.kind === 'trap') ref('traps', c.trap, report, [...path, 'trap']);
  if (c.kind === 'ambush') {
    if (c.units && c.threat !== undefined) at(['threat'], 'name the units or give a threat, not both', true);
    else if (!c.units && c.threat === undefined) at([], table ? 'an ambush names its units, or a threat the generator fills' : 'an ambush names its units');
    else if (!table && c.threat !== undefined) at(['threat'], 'a threat is for the generator\'s tables: a mission names its ambushers (units)', true);
    (c.units ?? []).forEach((u, i) => {
      ref('units', u.unit, report, [...path, 'units', i, 'unit']);
      if (u.ambush) at(['units', i, 'ambush'], 'these units are an ambush already', true);
    });
  }
}

/** The kind of each square, and the piece it belongs to. */
interface Field {
  size: number;
  kind: (AofTerrainKind | undefined)[];
  piece: number[];
}

function inside(size: number, a: AofArea): boolean {
  return a.at[0] + a.size[0] <= size && a.at[1] + a.size[1] <= size && a.at[0] < size && a.at[1] < size;
}

function* squares(a: AofArea, size: number): Generator<[number, number]> {
  for (let y = a.at[1]; y < Math.min(size, a.at[1] + a.size[1]); y++) for (let x = a.at[0]; x < Math.min(size, a.at[0] + a.size[0]); x++) yield [x, y];
}

const IMPASSABLE = new Set<AofTerrainKind | undefined>(['blocker', 'gap']);

/** Every AI Goal, search token and objective zone can be reached on foot by a hero from the heroes'
 * zone (DEC-23, AOF-J01: jumps and falls aside): an objective walled off is a mission no party can
 * win. So can the zones where the enemies a clear or slay objective needs deploy. Skipped when the
 * hero zone is already reported broken. */
function reachable(m: AofMissionDef, zones: ReadonlyMap<string, number>, report: Report): void {
  const size = m.battlefield.size;
  const hz = zones.get(m.heroZone);
  if (hz === undefined) return;
  const bf = buildBattlefield(size, m.battlefield.terrain);
  const zone = m.zones[hz]!;
  const start = [...squares(zone, size)].find(([x, y]) => kindAt(bf, x, y) !== 'blocker' && kindAt(bf, x, y) !== 'gap');
  if (!start) return;
  const reach = moveReach(bf, { x: start[0], y: start[1] }, { inches: size * size * 4, crossesGaps: true, occupied: () => false });
  const startCell = start[1] * size + start[0];
  const can = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && (y * size + x === startCell || Number.isFinite(reach.cost(y * size + x)));
  const standsOn = (p: [number, number]) => kindAt(bf, p[0], p[1]) !== null && kindAt(bf, p[0], p[1]) !== 'blocker' && kindAt(bf, p[0], p[1]) !== 'gap';
  const where = `from the heroes' zone '${m.heroZone}' on foot`;
  const lost = new Set<string>();
  m.aiGoals.forEach((g, i) => {
    if (standsOn(g.at) && !can(g.at[0], g.at[1])) {
      lost.add(g.id);
      report(['aiGoals', i, 'at'], `AI Goal '${g.id}' at ${g.at[0]},${g.at[1]} cannot be reached ${where}`);
    }
  });
  (m.searchTokens ?? []).forEach((t, i) => {
    if (standsOn(t.at) && !can(t.at[0], t.at[1])) report(['searchTokens', i, 'at'], `search token '${t.id}' at ${t.at[0]},${t.at[1]} cannot be reached ${where}`);
  });
  const zoneReached = (zid: string): boolean => {
    const zi = zones.get(zid);
    return zi === undefined || [...squares(m.zones[zi]!, size)].some(([x, y]) => can(x, y));
  };
  m.objectives.forEach((o, i) => {
    if (o.kind === 'marker' && lost.has(o.goal)) report(['objectives', i, 'goal'], `objective '${o.id}' is resolved at AI Goal '${o.goal}', which no hero can reach ${where}`);
    if ((o.kind === 'retrieve' || o.kind === 'escape') && !zoneReached(o.zone)) report(['objectives', i, 'zone'], `objective '${o.id}': no square of zone '${o.zone}' can be reached ${where}`);
    if (o.kind === 'clear' || o.kind === 'slay') {
      m.waves.forEach((w, j) => {
        if (o.kind === 'slay' && !w.units.some((u) => u.id === o.unit)) return;
        if (!zoneReached(w.zone)) report(['waves', j, 'zone'], `objective '${o.id}' needs the enemies of wave '${w.id}', and no square of their zone '${w.zone}' can be reached ${where}`);
      });
    }
  });
}

export function checkMission(m: AofMissionDef, aof: AofContent, report: Report, ref: Ref, didYouMean: Hint): void {
  const size = m.battlefield.size;
  const dims = `${size}×${size}`;
  ref('missionTypes', m.type, report, ['type']);

  // Terrain: on the battlefield, apart.
  const field: Field = { size, kind: new Array<AofTerrainKind | undefined>(size * size), piece: new Array<number>(size * size).fill(-1) };
  const pieceName = (i: number): string => {
    const p = m.battlefield.terrain[i]!;
    return `terrain[${i}]${p.name ? ` (${p.name.en})` : ''}`;
  };
  m.battlefield.terrain.forEach((p, i) => {
    const at = (path: PathSegment[], msg: string) => report(['battlefield', 'terrain', i, ...path], msg);
    if (!inside(size, p)) at([], `reaches ${p.at[0] + p.size[0] - 1},${p.at[1] + p.size[1] - 1}: off the ${dims} battlefield (squares 0 to ${size - 1})`);
    if (p.terrain) ref('terrain', p.terrain, report, ['battlefield', 'terrain', i, 'terrain']);
    if (p.kind !== 'gap' && p.height < 0) at(['height'], 'only a gap goes below the ground');
    let overlap = -1;
    for (const [x, y] of squares(p, size)) {
      const c = y * size + x;
      if (field.piece[c]! >= 0) {
        if (overlap < 0) {
          overlap = field.piece[c]!;
          at([], `overlaps ${pieceName(overlap)} at ${x},${y}: pieces never overlap, each square has one kind and one height (DEC-24)`);
        }
        continue;
      }
      field.piece[c] = i;
      field.kind[c] = p.kind;
    }
  });
  const blocked = (x: number, y: number): boolean => IMPASSABLE.has(field.kind[y * size + x]);
  const free = (a: AofArea): number => {
    let n = 0;
    for (const [x, y] of squares(a, size)) if (!blocked(x, y)) n++;
    return n;
  };

  // Zones.
  const zones = new Map<string, number>();
  m.zones.forEach((z, i) => {
    if (zones.has(z.id)) report(['zones', i, 'id'], `a second zone '${z.id}'`);
    else zones.set(z.id, i);
    if (!inside(size, z)) report(['zones', i], `reaches ${z.at[0] + z.size[0] - 1},${z.at[1] + z.size[1] - 1}: off the ${dims} battlefield`);
    else if (free(z) === 0) report(['zones', i], `zone '${z.id}' lies wholly on blockers and gaps: no model can stand in it`);
  });
  const zoneRef = (zid: string, path: PathSegment[]): boolean => {
    if (zones.has(zid)) return true;
    report(path, `no zone '${zid}' in this mission${didYouMean(zid, zones.keys())}`);
    return false;
  };
  /** A deployment zone: clear of blockers and gaps, with room for `models`. */
  const deployment = new Map<string, string>();
  const deploys = (zid: string, what: string): void => {
    if (deployment.has(zid)) return;
    deployment.set(zid, what);
    const i = zones.get(zid)!;
    const z = m.zones[i]!;
    const hit = new Map<number, [number, number, number]>();
    for (const [x, y] of squares(z, size)) {
      const c = y * size + x;
      if (!blocked(x, y)) continue;
      const p = field.piece[c]!;
      const h = hit.get(p);
      if (h) h[2]++;
      else hit.set(p, [x, y, 1]);
    }
    for (const [p, [x, y, n]] of hit) {
      report(['zones', i], `deployment zone '${zid}' (${what}) covers ${n} ${m.battlefield.terrain[p]!.kind} square${n === 1 ? '' : 's'} of ${pieceName(p)}, first at ${x},${y}: a deployment zone keeps clear of blockers and gaps`);
    }
  };
  if (zoneRef(m.heroZone, ['heroZone'])) {
    deploys(m.heroZone, 'the heroes\'');
    const z = m.zones[zones.get(m.heroZone)!]!;
    if (inside(size, z) && free(z) < 4) report(['heroZone'], `zone '${m.heroZone}' has room for ${free(z)} heroes, and a party may have 4 (AOF-P01)`);
  }

  // Markers and tokens: on the battlefield, where a model can stand.
  const point = (p: [number, number], path: PathSegment[], what: string): void => {
    if (p[0] >= size || p[1] >= size) report([...path, 'at'], `${p[0]},${p[1]} is off the ${dims} battlefield`);
    else if (blocked(p[0], p[1])) report([...path, 'at'], `${what} stands on ${m.battlefield.terrain[field.piece[p[1] * size + p[0]]!]!.kind === 'gap' ? 'a gap' : 'a blocker'} (${pieceName(field.piece[p[1] * size + p[0]]!)}) that no model can reach`);
  };
  const goals = new Set<string>();
  m.aiGoals.forEach((g, i) => {
    if (goals.has(g.id)) report(['aiGoals', i, 'id'], `a second AI Goal '${g.id}'`);
    goals.add(g.id);
    point(g.at, ['aiGoals', i], `AI Goal '${g.id}'`);
  });

  // Waves and their units.
  const unitIds = new Set<string>();
  /** A unit named for the objectives: once in the mission, a single unit. */
  const named = (u: AofWaveUnit, path: PathSegment[]): void => {
    if (u.id === undefined) return;
    if (unitIds.has(u.id)) report([...path, 'id'], `a second unit '${u.id}' in this mission`);
    unitIds.add(u.id);
    if ((u.count ?? 1) > 1) report([...path, 'id'], `an id names one unit, and count is ${u.count}`);
  };
  const waveIds = new Set<string>();
  const crowd = new Map<string, { models: number; path: PathSegment[] }>();
  m.waves.forEach((w, i) => {
    const path: PathSegment[] = ['waves', i];
    if (waveIds.has(w.id)) report([...path, 'id'], `a second wave '${w.id}'`);
    waveIds.add(w.id);
    if (w.round > m.rounds) report([...path, 'round'], `round ${w.round} comes after the round limit (${m.rounds})`);
    w.units.forEach((u, j) => {
      ref('units', u.unit, report, [...path, 'units', j, 'unit']);
      named(u, [...path, 'units', j]);
    });
    if (!zoneRef(w.zone, [...path, 'zone'])) return;
    deploys(w.zone, `wave '${w.id}'`);
    const models = w.units.filter((u) => !u.ambush).reduce((n, u) => n + (aof.units[u.unit]?.models ?? 0) * (u.count ?? 1), 0);
    const k = `${w.zone}@${w.round}`;
    const c = crowd.get(k) ?? { models: 0, path };
    c.models += models;
    crowd.set(k, c);
    const z = m.zones[zones.get(w.zone)!]!;
    if (inside(size, z) && c.models > free(z)) report([...path, 'units'], `${c.models} models deploy in zone '${w.zone}' at round ${w.round}, which has room for ${free(z)}`);
  });

  // Search tokens.
  const tokenIds = new Set<string>();
  const held = new Set<string>();
  (m.searchTokens ?? []).forEach((t, i) => {
    const path: PathSegment[] = ['searchTokens', i];
    if (tokenIds.has(t.id)) report([...path, 'id'], `a second search token '${t.id}'`);
    tokenIds.add(t.id);
    point(t.at, path, `search token '${t.id}'`);
    tokenContents(t.contents, report, [...path, 'contents'], ref, false);
    if (t.contents.kind === 'item') held.add(t.contents.item);
    if (t.contents.kind === 'ambush') (t.contents.units ?? []).forEach((u, j) => named(u, [...path, 'contents', 'units', j]));
  });

  // Objectives, victory, defeat.
  const objectiveIds = new Set<string>();
  m.objectives.forEach((o, i) => {
    const path: PathSegment[] = ['objectives', i];
    if (objectiveIds.has(o.id)) report([...path, 'id'], `a second objective '${o.id}'`);
    objectiveIds.add(o.id);
    switch (o.kind) {
      case 'marker':
        if (!goals.has(o.goal)) report([...path, 'goal'], `no AI Goal '${o.goal}' in this mission${didYouMean(o.goal, goals)}`);
        break;
      case 'retrieve':
        zoneRef(o.zone, [...path, 'zone']);
        if (ref('items', o.item, report, [...path, 'item'])) {
          if (aof.items[o.item]!.kind !== 'quest') report([...path, 'item'], `'${o.item}' is ${article(aof.items[o.item]!.kind)} item, not a quest item`);
          else if (!held.has(o.item)) report([...path, 'item'], `no search token of this mission holds '${o.item}'`);
        }
        break;
      case 'slay':
        if (!unitIds.has(o.unit)) report([...path, 'unit'], `no unit '${o.unit}' in this mission's waves or ambushes: give one an id${didYouMean(o.unit, unitIds)}`);
        break;
      case 'escape':
        zoneRef(o.zone, [...path, 'zone']);
        break;
      case 'clear':
        break;
    }
  });
  m.victory.forEach((v, i) => {
    if (v.kind !== 'objectives') return;
    v.objectives.forEach((o, j) => {
      if (!objectiveIds.has(o)) report(['victory', i, 'objectives', j], `no objective '${o}' in this mission${didYouMean(o, objectiveIds)}`);
    });
  });
  reachable(m, zones, report);
  const survive = m.victory.some((v) => v.kind === 'survive');
  m.defeat.forEach((d, i) => {
    if (d.kind === 'round-limit' && survive) report(['defeat', i], 'the last round would end in a victory (survive) and a defeat (round-limit) at once: keep one');
  });
}

/** A problem of a mission, at its field: `zones[0]`, `objectives[1].goal`. */
export interface MissionProblem {
  field: string;
  message: string;
}

function fieldOf(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
  return out;
}

/** What is wrong with a mission against the content (none: it can be played). For a mission met
 * outside a pack: a game's setup, a generated mission. */
export function missionProblems(m: AofMissionDef, aof: AofContent): MissionProblem[] {
  const out: MissionProblem[] = [];
  const report: Report = (path, message) => { out.push({ field: fieldOf(path), message }); };
  const ref: Ref = (collection, id, rep, path) => {
    if ((aof[collection] as Record<string, unknown>)[id]) return true;
    rep(path, `no ${collection === 'missionTypes' ? 'mission type' : collection.replace(/s$/, '')} '${id}' in the content`);
    return false;
  };
  checkMission(m, aof, report, ref, () => '');
  return out;
}
