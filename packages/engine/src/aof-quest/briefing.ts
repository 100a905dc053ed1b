// What the heroes know of a mission before it starts (DEC-17, DEC-27): the ground, the zones, the
// AI Goals, where the search tokens lie (not what they hold), the objectives, victory, defeat and
// the round limit, and the enemies already on the field when the first round begins. Waves still
// to come and Ambush units set aside are left out, the fact of them included: a hero seat learns
// of them when they arrive. `delve mission` prints this; `missionReveal` is the mission author's
// whole picture.
import { buildBattlefield, type Battlefield } from './battlefield.ts';
import type { AofDefeat, AofGoal, AofMissionDef, AofObjective, AofVictory, AofWaveUnit, AofZone, LocalText } from './content-types.ts';

export interface BriefingToken {
  id: string;
  at: [number, number];
}

/** Enemies that stand in a zone when the first round begins (AOF-R01). */
export interface BriefingDeployed {
  zone: string;
  units: { unit: string; count: number }[];
}

export interface MissionBriefing {
  id: string;
  name: LocalText;
  briefing: LocalText;
  type: string;
  size: 24 | 48;
  /** Every distance in the rules times this: 1 on 48×48, 0.5 on 24×24 (AOF-P02). */
  scale: number;
  battlefield: Battlefield;
  pieces: number;
  zones: AofZone[];
  heroZone: string;
  aiGoals: AofGoal[];
  tokens: BriefingToken[];
  objectives: AofObjective[];
  victory: AofVictory[];
  defeat: AofDefeat[];
  rounds: number;
  deployed: BriefingDeployed[];
}

/** The units of a wave that deploy with it, counted by type: Ambush units stay aside (AOF-X02). */
function onField(units: readonly AofWaveUnit[]): { unit: string; count: number }[] {
  const out: { unit: string; count: number }[] = [];
  for (const u of units) {
    if (u.ambush) continue;
    const same = out.find((x) => x.unit === u.unit);
    if (same) same.count += u.count ?? 1;
    else out.push({ unit: u.unit, count: u.count ?? 1 });
  }
  return out;
}

export function missionBriefing(m: AofMissionDef): MissionBriefing {
  const first = Math.min(...m.waves.map((w) => w.round));
  const deployed: BriefingDeployed[] = [];
  for (const w of m.waves) {
    if (w.round !== 1 || first !== 1) continue;
    const units = onField(w.units);
    if (units.length === 0) continue;
    const same = deployed.find((d) => d.zone === w.zone);
    if (!same) deployed.push({ zone: w.zone, units });
    else for (const u of units) {
      const x = same.units.find((y) => y.unit === u.unit);
      if (x) x.count += u.count;
      else same.units.push(u);
    }
  }
  return {
    id: m.id,
    name: m.name,
    briefing: m.briefing,
    type: m.type,
    size: m.battlefield.size,
    scale: m.battlefield.size / 48,
    battlefield: buildBattlefield(m.battlefield.size, m.battlefield.terrain),
    pieces: m.battlefield.terrain.length,
    zones: m.zones.map((z) => ({ ...z })),
    heroZone: m.heroZone,
    aiGoals: m.aiGoals.map((g) => ({ ...g })),
    tokens: (m.searchTokens ?? []).map((t) => ({ id: t.id, at: [t.at[0], t.at[1]] })),
    objectives: m.objectives.map((o) => ({ ...o })),
    victory: m.victory,
    defeat: m.defeat,
    rounds: m.rounds,
    deployed,
  };
}
