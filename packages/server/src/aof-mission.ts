// An aof-quest game's mission and what a new one may choose (DEC-27), for the server: the
// listing the new-game form reads (hero classes, mission types, difficulties, the pack's
// missions), and the mission a create request asks for, rolled with the seed the server drew,
// taken from the pack, or read from a mission file's text and checked as `delve validate` does.
// A mission that cannot be played is refused with its problems named by file, line and field.
import { ContentLoadError, parseMission, type AofContent } from '@delve/content';
import { generateMission, missionProblems, MissionOptionError, type AofMissionDef } from '@delve/engine';
import type { AofListing, MissionRequest, RulesetListing } from '@delve/protocol';

/** A mission request the content cannot fill: the words name the field. */
export class MissionRequestError extends Error {
  override name = 'MissionRequestError';
}

export function aofListing(aof: AofContent): AofListing {
  const byId = <T extends { id: string }>(r: Record<string, T>) => Object.values(r).sort((a, b) => a.id.localeCompare(b.id));
  return {
    classes: byId(aof.heroes).map((h) => ({ id: h.id, name: h.name, text: h.text ?? null })),
    missionTypes: byId(aof.missionTypes).map((t) => ({ id: t.id, name: t.name, objective: t.objective })),
    difficulties: byId(aof.difficulties).sort((a, b) => a.threatPerHero - b.threatPerHero).map((d) => ({ id: d.id, name: d.name, text: d.text ?? null })),
    missions: byId(aof.missions).map((m) => ({ id: m.id, name: m.name, type: m.type, size: m.battlefield.size })),
  };
}

/** The whole listing entry of aof-quest: its heroes are the classes, its default party four of
 * them (AOF-P01). `options` are the ruleset's, which the ruleset declares. */
export function aofRulesetListing(packs: readonly string[], aof: AofContent, options: RulesetListing['options'] = []): RulesetListing {
  const listing = aofListing(aof);
  const names: Record<string, string> = {};
  for (const group of [aof.heroes, aof.weapons, aof.items, aof.spells, aof.traps, aof.units, aof.missions] as Record<string, { name: { en: string } }>[]) {
    for (const [id, def] of Object.entries(group)) names[id] = def.name.en;
  }
  return {
    id: 'aof-quest',
    name: 'Age of Fantasy: Quest',
    packs: [...packs],
    options,
    generator: 'missions',
    quests: [],
    objectives: [],
    heroes: listing.classes.map((c) => ({ id: c.id, name: c.name.en, kind: 'hero', race: '', weapons: [...aof.heroes[c.id]!.weapons], wounds: aof.heroes[c.id]!.toughness })),
    party: listing.classes.slice(0, 4).map((c, i) => ({ type: c.id, seat: `p${i + 1}`, id: c.id })),
    names,
    aof: listing,
  };
}

/** The mission a game is created on; throws `MissionRequestError` or `ContentLoadError` (a file
 * that cannot be played, every problem with its line and field) and makes nothing. */
export function resolveMission(req: MissionRequest, aof: AofContent, seed: number, heroes: number): AofMissionDef {
  let m: AofMissionDef;
  if ('generate' in req) {
    try {
      m = generateMission(aof, { seed, type: req.generate.type, size: req.generate.size, difficulty: req.generate.difficulty, heroes });
    } catch (e) {
      if (e instanceof MissionOptionError) throw new MissionRequestError(`aof.mission.generate.${e.message}`);
      throw e;
    }
  } else if ('mission' in req) {
    const found = aof.missions[req.mission];
    if (!found) throw new MissionRequestError(`aof.mission.mission: no mission '${req.mission}' (${Object.keys(aof.missions).sort().join(', ')})`);
    m = found;
  } else {
    return parseMission(req.file.name, req.file.text, aof);
  }
  // A rolled or packed mission was checked when it was made or loaded; checked again here all
  // the same, since a game must never start on one that cannot be played.
  const problems = missionProblems(m, aof);
  if (problems.length > 0) throw new ContentLoadError(problems.map((p) => ({ file: m.id, line: 0, column: 0, field: p.field, message: p.message })));
  return m;
}
