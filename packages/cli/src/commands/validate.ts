// `delve validate PACKS…`: schema and rule checks of content packs, errors as file:line:column.
// A path to a single .yaml or .json file is read as an aof-quest mission file and checked against
// the default aof-quest content, as a game created from it would be (DEC-27).
import { stat } from 'node:fs/promises';
import { ContentLoadError, formatContentError, loadDefaultContent, loadMissionFile, validatePackDir, type AofContent, type ContentError } from '@delve/content';

async function isMissionFile(p: string): Promise<boolean> {
  if (!/\.(ya?ml|json)$/i.test(p)) return false;
  return stat(p).then((s) => s.isFile(), () => false);
}

export async function validateCommand(packs: string[]): Promise<number> {
  let bad = 0;
  let aof: AofContent | undefined;
  for (const p of packs) {
    let errors: ContentError[];
    if (await isMissionFile(p)) {
      aof ??= (await loadDefaultContent('aof-quest')).aof!;
      errors = await loadMissionFile(p, aof).then(() => [], (e: unknown) => {
        if (e instanceof ContentLoadError) return e.errors;
        throw e;
      });
    } else {
      errors = await validatePackDir(p);
    }
    if (errors.length === 0) process.stdout.write(`ok - ${p}\n`);
    else {
      bad++;
      process.stdout.write(`not ok - ${p}\n${errors.map((e) => `  ${formatContentError(e)}\n`).join('')}`);
    }
  }
  return bad > 0 ? 1 : 0;
}
