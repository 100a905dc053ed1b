// Settings Node takes only when it starts (V8's flags): a command that needs them and finds them
// missing runs itself again in a Node started with them, its input and output this process's own,
// and ends with the exit code that one ends with.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/** Set in the relaunched process: it never relaunches itself again, whatever its flags. */
const RELAUNCHED = 'DELVE_RELAUNCHED';

/** `flags` this process lacks, or none once it has been relaunched. */
export function flagsToRelaunchWith(flags: readonly string[]): string[] {
  return process.env[RELAUNCHED] ? [] : flags.filter((f) => !process.execArgv.includes(f));
}

/** This command again, in a Node started with `flags` and this one's own: its exit code. */
export function relaunch(flags: readonly string[]): Promise<number> {
  const child = spawn(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit', env: { ...process.env, [RELAUNCHED]: '1' },
  });
  // Ctrl-C reaches both through the terminal; a signal sent to this process alone is passed on.
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const pass = (signal: NodeJS.Signals) => child.kill(signal);
  for (const s of signals) process.on(s, pass);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, pass);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}
