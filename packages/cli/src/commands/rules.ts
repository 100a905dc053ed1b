// `delve rules [RULESET]`: the rulesets and their typed house-rule options with defaults.
import { RULESETS } from '@delve/engine';

export function rulesCommand(id?: string): number {
  const list = id ? [RULESETS[id]] : Object.values(RULESETS);
  if (id && !RULESETS[id]) {
    process.stderr.write(`delve rules: unknown ruleset '${id}' (known: ${Object.keys(RULESETS).join(', ')})\n`);
    return 2;
  }
  for (const r of list) {
    process.stdout.write(`${r!.id}: ${r!.name}\n`);
    if (r!.options.length === 0) process.stdout.write('  no house-rule options\n');
    for (const o of r!.options) {
      process.stdout.write(`  ${o.id} (${o.type}, default ${JSON.stringify(o.default)}) ${o.name.en}: ${o.description.en} [${o.rules.join(', ')}]\n`);
    }
  }
  return 0;
}
