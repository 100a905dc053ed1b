// `delve validate PACKS…`: schema and rule checks of content packs, errors as file:line:column.
import { formatContentError, validatePackDir } from '@delve/content';

export async function validateCommand(packs: string[]): Promise<number> {
  let bad = 0;
  for (const p of packs) {
    const errors = await validatePackDir(p);
    if (errors.length === 0) process.stdout.write(`ok - ${p}\n`);
    else {
      bad++;
      process.stdout.write(`not ok - ${p}\n${errors.map((e) => `  ${formatContentError(e)}\n`).join('')}`);
    }
  }
  return bad > 0 ? 1 : 0;
}
