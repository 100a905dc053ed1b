// Test helper: writes small packs into a temporary folder.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function tempRoot(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'delve-packs-'));
}

/** Writes `files` (paths relative to the pack) under root/name and returns the pack directory. */
export async function writePack(root: string, name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(root, name);
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  await mkdir(dir, { recursive: true });
  return dir;
}

export const ORC_PROFILE = 'profile: { ws: 5, bs: 4, strength: 4, toughness: 4, speed: 6, bravery: 6, intelligence: 4, wounds: 2, fate: 0 }\n';
