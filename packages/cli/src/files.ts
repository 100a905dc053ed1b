// File arguments: plain paths, folders (every .yaml/.yml/.json inside) and glob patterns.
import { glob, stat } from 'node:fs/promises';

export async function expandFiles(args: readonly string[], exts = ['.yaml', '.yml']): Promise<string[]> {
  const out: string[] = [];
  for (const arg of args) {
    if (/[*?[{]/.test(arg)) {
      for await (const f of glob(arg)) out.push(f);
      continue;
    }
    const st = await stat(arg).catch(() => null);
    if (st?.isDirectory()) {
      for await (const f of glob(`${arg.replace(/\/$/, '')}/**/*`)) if (exts.some((e) => f.endsWith(e))) out.push(f);
    } else out.push(arg);
  }
  return [...new Set(out)].sort();
}
