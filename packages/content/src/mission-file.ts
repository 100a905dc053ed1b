// One aof-quest mission file met outside a pack: `delve mission --file`, or a game created from a
// mission file. The same checks as a pack's mission (its schema, then `checkMission`), against
// the content loaded for the game; an error names the file, line and field, and nothing is made.
import { readFile } from 'node:fs/promises';
import type { AofContent, AofMissionDef } from '../../engine/src/aof-quest/content-types.ts';
import { checkMission, type Ref } from '../../engine/src/aof-quest/mission-check.ts';
import { ContentLoadError, didYouMean } from './errors.ts';
import type { ContentError } from './errors.ts';
import { aofKindOf } from './kinds.ts';
import { validateAgainst } from './schemas.ts';
import { errorAt, parseSource } from './source.ts';

/** Reads, checks and returns the mission in `file`; throws `ContentLoadError` naming every
 * problem (file, line, column, field) when it cannot be played with `aof`. */
export async function loadMissionFile(file: string, aof: AofContent): Promise<AofMissionDef> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new ContentLoadError([{ file, line: 0, column: 0, field: '', message: `cannot read the mission file: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` }]);
  }
  return parseMission(file, text, aof);
}

/** `loadMissionFile` for a text already read. */
export function parseMission(file: string, text: string, aof: AofContent): AofMissionDef {
  const parsed = parseSource(file, text, '');
  if (parsed.errors.length > 0) throw new ContentLoadError(parsed.errors);
  const errors: ContentError[] = validateAgainst(aofKindOf('missions').schema, parsed.value, parsed.source, '');
  if (errors.length > 0) throw new ContentLoadError(errors);
  const m = parsed.value as AofMissionDef;
  const report = (path: (string | number)[], message: string, key = false) => { errors.push(errorAt(parsed.source, '', path, message, key)); };
  const ref: Ref = (collection, id, rep, path) => {
    const all = aof[collection] as Record<string, unknown>;
    if (all[id]) return true;
    rep(path, `no ${aofKindOf(collection).noun} '${id}' in the loaded packs${didYouMean(id, Object.keys(all))}`);
    return false;
  };
  checkMission(m, aof, report, ref, didYouMean);
  if (errors.length > 0) throw new ContentLoadError(errors);
  return m;
}
