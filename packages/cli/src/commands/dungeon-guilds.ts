// `delve dungeon --ruleset guilds [--mode random|hand|map]`: a whole `guilds` dungeon laid from the
// card decks without playing it (GLD-R01): every door and opening explored in turn, fights
// skipped, the walls searched when nothing else is left. Prints it as the heroes know it, or as
// the GM does with --reveal (the cards still in the deck or the hand included).
import { generateDecksDungeon, type Chooser, type Content, type DecksSetup, type GameState } from '@delve/engine';
import { count, printMap } from './dungeon-map.ts';

export interface GuildsDungeonOptions {
  mode: string;
  objective?: string;
  map: string;
  seed: string;
  reveal?: boolean;
  svg?: string;
  max: number;
  area: { width?: number; height?: number };
  choose: Chooser;
}

const MODES = ['random', 'hand', 'map'] as const;

export async function guildsDungeon(content: Content, opts: GuildsDungeonOptions): Promise<number> {
  if (!(MODES as readonly string[]).includes(opts.mode)) {
    process.stderr.write(`delve dungeon: --mode is random, hand or map, not '${opts.mode}'\n`);
    return 2;
  }
  const mode = opts.mode as DecksSetup['mode'];
  const decks: DecksSetup = mode === 'map' ? { mode, map: opts.map } : { mode, ...(opts.objective ? { objective: opts.objective } : {}) };
  const seed = /^-?\d+$/.test(opts.seed) ? Number(opts.seed) : opts.seed;
  let got;
  try {
    got = generateDecksDungeon(content, { seed, decks, maxSections: opts.max, ...opts.area, choose: opts.choose });
  } catch (e) {
    process.stderr.write(`delve dungeon: ${(e as Error).message}\n`);
    return 2;
  }
  const { state, summary } = got;
  const reveal = opts.reveal === true;
  await printMap(state, reveal, opts.svg);
  process.stdout.write(`\nguilds, mode ${mode}, seed ${opts.seed}: ${summary.sections} cards laid (${count(summary.rooms, 'room')}, ${count(summary.corridors, 'corridor')}, ${summary.area} squares); `
    + `${summary.fallbacks} laid smaller or blind, ${count(summary.falseDoors, 'false door')}, ${count(summary.secretDoors, 'secret door')}, ${summary.stairsOut} stairs out; `
    + (mode === 'map' ? '' : summary.objectiveRoom ? `the Objective room is ${summary.objectiveRoom}; ` : 'the Objective room was not reached; ')
    + `${summary.closed ? 'the dungeon closed off (GLD-B03)' : summary.cardsLeft === 0 ? 'the Room cards ran out' : `stopped once ${opts.max} cards were laid (--sections)`}.\n`);
  if (reveal) process.stdout.write(notes(state));
  return 0;
}

/** The GM's notes: each card laid, what waits there, and the Room cards still to come (DEC-17). */
function notes(s: GameState): string {
  const g = s.gen as { laid: { section: string; card: string; drawn: string | null }[]; draw: string[]; hand: string[]; ambush: string[] };
  const waiting = new Map<string, string[]>();
  for (const id of s.order) {
    const m = s.models[id]!;
    if (m.side === 'monsters' && m.status.away && m.home) waiting.set(m.home, [...(waiting.get(m.home) ?? []), m.type]);
  }
  const lines = g.laid.map((l) => {
    const sec = s.map.sections[l.section]!;
    const what = waiting.get(l.section)?.join(', ') ?? 'empty';
    return `  ${l.section} ${l.card}${l.drawn ? ` (drawn: ${l.drawn})` : ''} ${sec.w}×${sec.h} at ${sec.x},${sec.y}: ${what}`;
  });
  const left = [...g.draw, ...g.hand];
  return `GM's notes:\n${lines.join('\n')}\n  still to come: ${left.join(', ') || 'nothing'}${g.ambush.length ? `\n  ambush waiting: ${g.ambush.join(', ')}` : ''}\n`;
}
