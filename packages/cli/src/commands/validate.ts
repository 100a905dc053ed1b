// `delve validate PACKS…`: schema and rule checks of content packs, errors as file:line:column.
import { resolvePackDir, validatePackDir } from '@delve/content';

export async function validateCommand(packs: string[]): Promise<number> {
  let bad = 0;
  for (const p of packs) {
    const dir = await resolvePackDir(p);
    const errors = await validatePackDir(dir);
    if (errors.length === 0) process.stdout.write(`ok - ${p}\n`);
    else {
      bad++;
      process.stdout.write(`not ok - ${p}\n${errors.map((e) => `  ${e.file}:${e.line}:${e.column}: ${e.field}: ${e.message}\n`).join('')}`);
    }
  }
  return bad > 0 ? 1 : 0;
}
