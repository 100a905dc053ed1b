// Saved games on disk: the engine's SavedGame JSON (header + answers) and its check (the state
// hash after every step, protocol/saved-game.ts), read with checks that name what is wrong
// instead of failing deep inside a replay.
import { readFile, writeFile } from 'node:fs/promises';
import { RULES_VERSION, RULES_VERSIONS, type Content, type GameHeader, type GameState, type SavedGame } from '@delve/engine';
import { replayChecked, type SaveCheck } from '@delve/protocol';

export type Save = SavedGame & { check?: SaveCheck };

export async function readSavedGame(path: string): Promise<Save> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new Error(`cannot read saved game ${path}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not a saved game: it is not valid JSON`);
  }
  const g = data as Partial<SavedGame>;
  if (!g || typeof g !== 'object' || g.format !== 'delve-game') throw new Error(`${path} is not a saved game (no "format": "delve-game")`);
  if (g.version !== 1) throw new Error(`${path}: saved-game version ${String(g.version)} is not supported (expected 1)`);
  if (!g.header || typeof g.header !== 'object' || typeof g.header.ruleset !== 'string' || !g.header.setup) throw new Error(`${path}: the header is missing or incomplete`);
  if (!Array.isArray(g.answers) || !g.answers.every((a) => a && typeof a.seat === 'string' && a.answer && typeof a.answer === 'object')) {
    throw new Error(`${path}: "answers" must be a list of { seat, answer }`);
  }
  return g as Save;
}

/** Replays a save against its check: the state reached, the check of what was replayed, and the
 * header naming the rules version it is played by (a save made before headers named one is played
 * by the version its check vouches for, said on stderr when it is not the current one). Throws,
 * naming the file and the step, if the save parts from the game that was saved, or naming the file
 * and the version if this engine no longer plays its rules; a save from before checks existed
 * replays with a warning on stderr. */
export function replaySave(path: string, saved: Save, content: Content): { state: GameState; check: SaveCheck; header: GameHeader<unknown> } {
  const v = inFile(path, () => replayChecked(saved, content));
  if (!v.ok) throw new Error(`${path}: ${v.message}`);
  if (v.unchecked) process.stderr.write(`delve: warning: ${path} carries no check (saved before saves had one): it replays unverified\n`);
  const version = v.header.rulesVersion!;
  if (v.inferred && version !== RULES_VERSION) {
    const what = RULES_VERSIONS.find((r) => r.version === version)!.what;
    process.stderr.write(`delve: ${path} names no rules version; it replays by version ${version}'s rules (${what}), not today's (${RULES_VERSION})\n`);
  }
  return { state: v.state, check: v.check, header: v.header };
}

/** Runs `fn` on what `path` holds; an error it throws names the file. */
export function inFile<T>(path: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    const message = (e as Error).message;
    throw new Error(message.startsWith(`${path}:`) ? message : `${path}: ${message}`);
  }
}

export async function writeSavedGame(path: string, g: Save): Promise<void> {
  await writeFile(path, `${JSON.stringify(g)}\n`);
}
