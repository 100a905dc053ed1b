// Ctrl-C in `delve play`, for the crawls and for aof-quest: the real command in a child process,
// one answer typed, then SIGINT at the next prompt. The game so far is on disk, checked, and the
// process ends as an interrupted one.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSavedGame } from './saved-game.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'delve-interrupt-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `delve args`, types `answer` at the first prompt and presses Ctrl-C at the second. */
function interruptAtSecondPrompt(args: string[], answer: string): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [MAIN, ...args], { cwd: dir, stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  let prompts = 0;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    // A prompt is a line of its own ending in '> ' ("Player 1> ", "Anna> ").
    const seen = out.match(/\n[^\n>]+> /g)?.length ?? 0;
    if (seen === prompts) return;
    prompts = seen;
    if (prompts === 1) child.stdin.write(`${answer}\n`);
    else if (prompts === 2) child.kill('SIGINT');
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((resolve) => child.on('exit', (code) => {
    clearTimeout(timer);
    resolve({ code, out });
  }));
}

async function assertSaved(save: string, r: { code: number | null; out: string }, said: RegExp): Promise<void> {
  assert.equal(r.code, 130, `ended as interrupted:\n${r.out.slice(-400)}`);
  assert.match(r.out, said);
  const g = await readSavedGame(save);
  assert.equal(g.answers.length, 1, 'the answer typed before Ctrl-C is in the save');
  assert.equal(g.check?.steps.length, 2, 'the save carries its check');
}

test('delve play (crawl): Ctrl-C saves the game so far and says how to resume', async () => {
  const save = join(dir, 'crawl.json');
  const r = await interruptAtSecondPrompt(['play', '--seats', 'p1=human,p2=ai,p3=ai,p4=ai,gm=ai', '--seed', '3', '--save', save, '--no-color'], '1');
  await assertSaved(save, r, /saved to .*crawl\.json; resume with: delve play --load /);
});

test('delve play aof-quest: Ctrl-C saves the mission so far and says how to resume', async () => {
  const save = join(dir, 'aof.json');
  const args = ['play', '--ruleset', 'aof-quest', '--generate', 'escape', '--size', '24', '--difficulty', 'easy', '--seed', '5', '--heroes', 'ranger,priest', '--save', save, '--no-color'];
  const r = await interruptAtSecondPrompt(args, '1');
  await assertSaved(save, r, /saved to .*aof\.json \(1 answers?\); resume with: delve play --load /);
});
