// `delve scenario FILES…`: run scenario files and report each, then a summary line.
import { loadScenario, runScenario, ScenarioError } from '@delve/scenario';
import { loadRulesetModule } from '@delve/ai/sim';
import { expandFiles } from '../files.ts';

export async function scenarioCommand(patterns: string[], opts: { quiet?: boolean; rulesetModule?: string }): Promise<number> {
  if (opts.rulesetModule) await loadRulesetModule(opts.rulesetModule);
  // Content packs kept beside scenarios (scenarios/packs/…) are not scenarios.
  const files = (await expandFiles(patterns)).filter((f) => patterns.includes(f) || !/(^|\/)packs\//.test(f));
  if (files.length === 0) {
    process.stderr.write(`delve scenario: no scenario files match ${patterns.join(' ')}\n`);
    return 2;
  }
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    try {
      const sc = await loadScenario(file);
      const r = await runScenario(sc);
      if (r.failures.length === 0) {
        passed++;
        if (!opts.quiet) process.stdout.write(`ok - ${sc.name}\n`);
      } else {
        failed++;
        process.stdout.write(`not ok - ${sc.name}\n${r.failures.map((f) => `  ${f}\n`).join('')}`);
      }
    } catch (e) {
      failed++;
      if (e instanceof ScenarioError) process.stdout.write(`not ok - ${file}\n${e.problems.map((p) => `  ${p.file}:${p.line}:${p.column}: ${p.field}: ${p.message}\n`).join('')}`);
      // Anything else a file makes go wrong is that file's failure: named, and the run goes on.
      else process.stdout.write(`not ok - ${file}\n  ${file}: ${(e as Error).message.split('\n').join('\n  ')}\n`);
    }
  }
  process.stdout.write(`scenarios: ${passed} passed, ${failed} failed\n`);
  return failed > 0 ? 1 : 0;
}
