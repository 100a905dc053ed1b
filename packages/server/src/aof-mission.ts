// An aof-quest game's mission and what a new one may choose (DEC-27), for the server: the
// listing the new-game form reads (hero classes, mission types, difficulties, the pack's
// missions), and the mission a create request asks for, rolled with the seed the server drew,
// taken from the pack, or read from a mission file's text and checked as `delve validate` does.
// A mission that cannot be played is refused with its problems named by file, line and field.
import { ContentLoadError, parseMission, type AofContent } from '@delve/content';
import { generateMission, missionProblems, MissionOptionError, type AofMissionDef, type AofSetup, type Content, type GameHeader } from '@delve/engine';
import type { AofGameRequest, AofListing, CreateGameRequest, MissionRequest, RulesetListing } from '@delve/protocol';

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
    words: {
      // A spell that deals hits is an attack: the page shows its odds before it is cast.
      spells: Object.fromEntries(Object.values(aof.spells).map((x) => [x.id, { name: x.name, value: x.value, hits: x.effects.some((e) => e.kind === 'hits') }])),
      items: Object.fromEntries(Object.values(aof.items).map((x) => [x.id, { name: x.name }])),
      traps: Object.fromEntries(Object.values(aof.traps).map((x) => [x.id, { name: x.name }])),
    },
  };
}

/** The whole listing entry of aof-quest: its heroes are the classes, its default party four of
 * them (AOF-P01). `options` are the ruleset's, which the ruleset declares. */
export function aofRulesetListing(packs: readonly string[], aof: AofContent, options: RulesetListing['options'] = []): RulesetListing {
  const listing = aofListing(aof);
  const names: Record<string, string> = {};
  const it: Record<string, string> = {};
  for (const group of [aof.heroes, aof.weapons, aof.items, aof.spells, aof.traps, aof.units, aof.missions] as Record<string, { name: { en: string; it: string } }>[]) {
    for (const [id, def] of Object.entries(group)) {
      names[id] = def.name.en;
      it[id] = def.name.it;
    }
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
    localNames: { it },
    aof: listing,
  };
}

/** The mission a game is created on; throws `MissionRequestError` or `ContentLoadError` (a file
 * that cannot be played, every problem with its line and field) and makes nothing. */
export function resolveMission(req: MissionRequest, aof: AofContent, seed: number | string, heroes: number): AofMissionDef {
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

/** The header of a new aof-quest game from a create request: its mission (`resolveMission`,
 * rolled with the game's own seed) and its heroes by class and seat. Throws `MissionRequestError`
 * naming the field, or `ContentLoadError` for a mission file that cannot be played; makes nothing. */
export function aofHeader(req: CreateGameRequest & { aof: AofGameRequest }, content: Content, seed: number | string): GameHeader<AofSetup> {
  if (req.ruleset !== undefined && req.ruleset !== 'aof-quest') throw new MissionRequestError(`ruleset: an aof mission is played by aof-quest, not '${req.ruleset}'`);
  const aof = (content as Content & { aof?: AofContent }).aof;
  if (!aof) throw new MissionRequestError(`packs: ${content.packs.join(', ')} hold no aof-quest content`);
  const seats = new Set<string>();
  req.aof.heroes.forEach((h, i) => {
    if (!Object.hasOwn(aof.heroes, h.class)) throw new MissionRequestError(`aof.heroes[${i}].class: no hero class '${h.class}' (${Object.keys(aof.heroes).sort().join(', ')})`);
    if (!/^p[1-4]$/.test(h.seat)) throw new MissionRequestError(`aof.heroes[${i}].seat: a hero seat is p1 to p4, not '${h.seat}'`);
    seats.add(h.seat);
  });
  // Seats in order: a party of three on p1 and p3 leaves nobody to hold p2.
  const missing = [...seats].sort().findIndex((x, k) => x !== `p${k + 1}`);
  if (missing >= 0) throw new MissionRequestError(`aof.heroes: the seats are p1, p2… in order, with none left out (given: ${[...seats].sort().join(', ')})`);
  const mission = resolveMission(req.aof.mission, aof, seed, req.aof.heroes.length);
  return {
    ruleset: 'aof-quest', options: req.options ?? {}, packs: [...content.packs], seed,
    setup: { mission, size: mission.battlefield.size, heroes: req.aof.heroes.map((h) => ({ class: h.class, seat: h.seat, id: h.id })) },
  };
}
