// The end of an `aof-quest` round and of the mission: objectives, victory and defeat, the round
// limit (DEC-27).
import type { Point } from '../geometry/points.ts';
import { emit, push, type StepHandler } from '../runtime.ts';
import type { AofState } from './state.ts';
import { live, points, standing, unitsOf } from './common.ts';
import { pendingAmbush } from './deploy.ts';

type H = StepHandler<AofState>;

// ---- the end of a round, objectives, victory and defeat -----------------------------------------------

export const endRound: H = (s) => {
  for (const u of Object.values(s.units)) {
    u.fatigued = false;
    u.buffs = u.buffs.filter((b) => b.until !== 'end-of-round');
  }
  if (checkEnd(s)) return;
  if (s.round >= s.mission.rounds) {
    // The last round is over (DEC-27).
    const survive = s.mission.victory.some((v) => v.kind === 'survive') && unitsOf(s, 'heroes').some((u) => standing(u) || u.hero?.escaped);
    finish(s, survive ? 'heroes' : 'monsters', survive ? 'objective' : 'round-limit');
    return;
  }
  push(s, { k: 'round' }, { k: 'heroTurn' });
};

function updateObjectives(s: AofState): void {
  const ai = unitsOf(s, 'ai');
  for (const o of s.mission.objectives) {
    if (s.done.includes(o.id)) continue;
    let done = false;
    switch (o.kind) {
      case 'slay': {
        const u = s.units[o.unit];
        done = !!u && u.deployed && live(u).length === 0;
        break;
      }
      case 'clear': {
        const wavesLeft = s.mission.waves.some((w) => w.round > s.round) || pendingAmbush(s).length > 0;
        done = !wavesLeft && ai.every((u) => live(u).length === 0 || !u.deployed) && ai.length > 0;
        break;
      }
      case 'retrieve':
        done = unitsOf(s, 'heroes').some((u) => u.hero!.items.includes(o.item) && (u.hero!.escaped || (standing(u) && inZone(s, o.zone, points(u)[0]!))));
        break;
      case 'escape': {
        const heroes = unitsOf(s, 'heroes');
        const out = heroes.filter((u) => u.hero!.escaped).length;
        done = o.heroes !== undefined ? out >= o.heroes : out > 0 && heroes.every((u) => u.hero!.escaped || u.hero!.unconscious);
        break;
      }
      case 'marker':
        break;
    }
    if (done) {
      s.done.push(o.id);
      emit(s, { type: 'aofObjective', objective: o.id, by: null });
    }
  }
}

function finish(s: AofState, winner: 'heroes' | 'monsters', reason: 'objective' | 'heroes-fallen' | 'round-limit'): void {
  s.phase = 'over';
  s.result = { winner, reason };
  s.pending = null;
  s.resume = null;
  emit(s, { type: 'gameOver', result: s.result });
}

/** Objectives, victory and defeat (DEC-27); true when the game is over. */
export function checkEnd(s: AofState): boolean {
  if (s.result) return true;
  updateObjectives(s);
  for (const v of s.mission.victory) {
    if (v.kind === 'objectives' && v.objectives.length > 0 && v.objectives.every((o) => s.done.includes(o))) {
      finish(s, 'heroes', 'objective');
      return true;
    }
  }
  const heroes = unitsOf(s, 'heroes');
  const anyStanding = heroes.some((u) => standing(u) || u.hero!.ambush);
  // Every hero down (AOF-S04), or off the field with the objectives unmet: the heroes have lost.
  if (!anyStanding) {
    finish(s, 'monsters', 'heroes-fallen');
    return true;
  }
  return false;
}

export function inZone(s: AofState, zone: string, p: Point): boolean {
  const z = s.mission.zones.find((q) => q.id === zone);
  return !!z && p.x >= z.at[0] && p.y >= z.at[1] && p.x < z.at[0] + z.size[0] && p.y < z.at[1] + z.size[1];
}
