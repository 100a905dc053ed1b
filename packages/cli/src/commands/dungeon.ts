// `delve dungeon --quest ID --seed N [--reveal] [--svg FILE] [--sections 40]`: a whole dungeon
// generated from the quest's tables without playing it: every door and junction explored in
// turn, fights skipped. Prints the map as the heroes know it, or as the GM does with --reveal.
import { generateDungeon, seededChooser, type Chooser, type Content, type GameState } from '@delve/engine';
import { aiChooser } from '@delve/ai';
import { loadContent, loadDefaultContent } from '@delve/content';
import { count, printMap } from './dungeon-map.ts';
import { guildsDungeon } from './dungeon-guilds.ts';

export interface DungeonCommandOptions {
  ruleset?: string;
  mode?: string;
  objective?: string;
  map?: string;
  quest: string;
  seed: string;
  reveal?: boolean;
  svg?: string;
  sections: string;
  area?: string;
  choices?: string;
  pack?: string[];
}

export async function dungeonCommand(opts: DungeonCommandOptions): Promise<number> {
  const ruleset = opts.ruleset ?? 'ahq';
  if (ruleset !== 'ahq' && ruleset !== 'guilds') {
    process.stderr.write(`delve dungeon: --ruleset is ahq or guilds, not '${ruleset}'\n`);
    return 2;
  }
  const choices = opts.choices ?? 'ai';
  if (choices !== 'ai' && choices !== 'random') {
    process.stderr.write(`delve dungeon: --choices is ai or random, not '${choices}'\n`);
    return 2;
  }
  const seed = /^-?\d+$/.test(opts.seed) ? Number(opts.seed) : opts.seed;
  const choose: Chooser = choices === 'ai' ? aiChooser : seededChooser(seed);
  const max = Number(opts.sections);
  const area = parseArea(opts.area);
  if (!Number.isInteger(max) || max < 1 || area === null) return badNumbers(opts);
  const content: Content = opts.pack?.length ? await loadContent(opts.pack) : await loadDefaultContent(ruleset);
  if (ruleset === 'guilds') {
    return guildsDungeon(content, { mode: opts.mode ?? 'random', ...(opts.objective ? { objective: opts.objective } : {}), map: opts.map ?? 'crypt-map', seed: opts.seed, reveal: opts.reveal === true, ...(opts.svg ? { svg: opts.svg } : {}), max, area, choose });
  }
  if (!content.quests[opts.quest]) {
    process.stderr.write(`delve dungeon: no quest '${opts.quest}' (quests: ${Object.keys(content.quests).join(', ') || 'none'})\n`);
    return 2;
  }
  const { state, summary } = generateDungeon(content, { quest: opts.quest, seed, maxSections: max, ...area, choose });
  const reveal = opts.reveal === true;
  await printMap(state, reveal, opts.svg);
  const ends = Object.entries(summary.ends).map(([k, n]) => `${n} ${k}`).join(', ') || 'none';
  // The parts add up to the whole: every section is a room, a passage section or a junction.
  process.stdout.write(`\nquest ${opts.quest}, seed ${opts.seed}: ${count(summary.sections, 'section')} (${count(summary.rooms, 'room')}, ${count(summary.passageSections, 'passage section')}, ${count(summary.junctions, 'junction')}); passage ends: ${ends}; `
    + `${count(summary.secretDoors, 'secret door')} found, ${count(summary.falseDoors, 'false door')}; ${summary.closed ? 'the dungeon closed off' : `stopped once ${max} sections were laid (--sections)`}.\n`);
  if (reveal) process.stdout.write(contents(state));
  return 0;
}

function parseArea(a: string | undefined): { width?: number; height?: number } | null {
  if (!a) return {};
  const m = /^(\d+)x(\d+)$/.exec(a);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

function badNumbers(opts: DungeonCommandOptions): number {
  process.stderr.write(`delve dungeon: --sections is a whole number above 0 and --area WIDTHxHEIGHT, like 64x48 (got '${opts.sections}', '${opts.area ?? ''}')\n`);
  return 2;
}

/** What the GM knows of each room: its type, the monsters waiting, chests, traps, hidden treasure. */
function contents(s: GameState): string {
  const lines: string[] = [];
  const waiting = new Map<string, string[]>();
  for (const id of s.order) {
    const m = s.models[id]!;
    if (m.side === 'monsters' && m.status.away && m.home) waiting.set(m.home, [...(waiting.get(m.home) ?? []), m.type]);
  }
  for (const id of s.map.sectionOrder) {
    const sec = s.map.sections[id]!;
    if (!sec.revealed || (sec.kind !== 'room' && !waiting.has(id))) continue;
    const inside = (cell: number) => {
      const x = cell % s.map.width;
      const y = Math.floor(cell / s.map.width);
      return x >= sec.x && y >= sec.y && x < sec.x + sec.w && y < sec.y + sec.h;
    };
    const chests = Object.values(s.map.chests).filter((c) => inside(c.cell)).map((c) => `chest (${c.gold} gc${c.items.length ? `, ${c.items.join(', ')}` : ''}${Object.values(s.map.traps).some((t) => t.chest === c.id) ? ', trapped' : ''})`);
    const traps = Object.values(s.map.traps).filter((t) => t.chest === null && inside(t.cell)).map((t) => `trap ${t.trap}`);
    const treasure = sec.hiddenTreasure ? [`hidden ${sec.hiddenTreasure.gold} gc${sec.hiddenTreasure.items.length ? ` + ${sec.hiddenTreasure.items.join(', ')}` : ''}`] : [];
    const monsters = waiting.get(id) ?? [];
    const what = [...(monsters.length ? [monsters.join(', ')] : []), ...chests, ...traps, ...treasure];
    lines.push(`  ${id} ${sec.kind === 'room' ? `${sec.type} room ${sec.w}×${sec.h}` : 'passage'} at ${sec.x},${sec.y}: ${what.join('; ') || 'empty'}`);
  }
  return lines.length ? `GM's notes:\n${lines.join('\n')}\n` : '';
}
