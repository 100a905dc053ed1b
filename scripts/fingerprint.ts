// The fixed-game fingerprint: every answer of a fixed set of games, AI on every seat, hashed, so
// that a change meant to leave play alone can be shown to: 40 `ahq` expeditions, 20 `guilds`
// expeditions, 60 room fights (30 of each ruleset) and 10 games of the prepared `ahq` dungeon. Prints one line per game that differs
// from a list given with --against (a file this script wrote with --list), and the whole hash.
//   node scripts/fingerprint.ts            the hash
//   node scripts/fingerprint.ts --list F   also write every game's hash to F
//   node scripts/fingerprint.ts --against F  name the games whose hash differs from F's
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { aiPolicy, playOut, setupHeader } from '../packages/ai/src/index.ts';
import { createGame } from '../packages/engine/src/index.ts';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const games: { name: string; ruleset: string; setup: string; seed: number }[] = [];
for (let seed = 1; seed <= 40; seed++) games.push({ name: `ahq expedition ${seed}`, ruleset: 'ahq', setup: 'expedition', seed });
for (let seed = 1; seed <= 20; seed++) games.push({ name: `guilds expedition ${seed}`, ruleset: 'guilds', setup: 'expedition', seed });
for (const ruleset of ['ahq', 'guilds']) {
  for (let seed = 1; seed <= 30; seed++) games.push({ name: `${ruleset} room fight ${seed}`, ruleset, setup: 'room-fight', seed });
}
for (let seed = 1; seed <= 10; seed++) games.push({ name: `ahq prepared dungeon ${seed}`, ruleset: 'ahq', setup: 'dungeon', seed });

const contents = { ahq: await loadDefaultContent('ahq'), guilds: await loadDefaultContent('guilds') };
const lines: string[] = [];
const whole = createHash('sha256');
for (const g of games) {
  const content = contents[g.ruleset as 'ahq' | 'guilds'];
  const s = createGame(setupHeader(g.setup, g.seed, { ruleset: g.ruleset }, content), content);
  const r = playOut(s, aiPolicy, 20_000, true);
  // The answers and how the game ended: what play is, whatever hash the engine keeps of its states.
  // A GM answer's reason (docs/bots.md) says why and changes nothing in play: left out.
  const played = r.answers.map(({ seat, answer: { reason: _, ...answer } }) => ({ seat, answer }));
  const h = createHash('sha256').update(JSON.stringify(played)).update(JSON.stringify(r.state.result)).digest('hex').slice(0, 16);
  whole.update(h);
  lines.push(`${g.name}\t${h}\t${r.decisions} answers\t${r.state.result?.winner ?? 'unfinished'} (${r.state.result?.reason ?? '-'})`);
}

const list = flag('--list');
if (list) writeFileSync(list, lines.join('\n') + '\n');
const against = flag('--against');
if (against) {
  const before = new Map(readFileSync(against, 'utf8').trim().split('\n').map((l) => [l.split('\t')[0]!, l] as const));
  let changed = 0;
  for (const l of lines) {
    const b = before.get(l.split('\t')[0]!);
    if (b !== l) {
      changed++;
      console.log(`changed: ${b ?? '(new)'}\n     now: ${l}`);
    }
  }
  console.log(`${changed} of ${lines.length} games changed`);
}
console.log(`fingerprint ${whole.digest('hex').slice(0, 16)}`);
