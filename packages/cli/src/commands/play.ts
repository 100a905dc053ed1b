// `delve play`: a whole game at one keyboard. Each seat is a person or the AI; a person sees the
// board from their own seat's view, the legal choices numbered (with exact attack odds), the dice
// and the log. The game is saved on quit, at the end of input and on Ctrl-C, and can be resumed.
import type { Command } from 'commander';
import { applyInPlace, createGame, finishItalian, formatEvent, formatPrompt, formatRefusal, withArticle, legalAnswers, prepare, stateHash, view, viewEvents, type Answer, type GameEvent, type GameState, type Content, type Facing, type Locale, type Seat, type View } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { aiPolicy, setupHeader } from '@delve/ai';
import { drawBoard, legend, markKeeper, type MarkKeeper } from '../draw-board.ts';
import { useColour } from '../colour.ts';
import { eventNaming, labeller } from '../answer-labels.ts';
import { saveOnInterrupt } from '../save-on-interrupt.ts';
import { lineReader, type LineReader } from '../line-reader.ts';
import { readSavedGame, replaySave, writeSavedGame, type Save } from '../saved-game.ts';
import { headerHash } from '@delve/protocol';
import { ending, PLAY_WORDS, type PlayWords } from '../play-words.ts';
import { playAof } from './play-aof.ts';
import { capitalised, parseNames, personOf, seatPerson, withPeople, type People } from '../people.ts';

export interface PlayOptions {
  seats?: string;
  difficulty?: string;
  seed: string;
  setup: string;
  quest?: string;
  objective?: string;
  ruleset: string;
  party?: string;
  monsters?: string;
  load?: string;
  /** Where to save; by default the file loaded, else delve-save.json. */
  save?: string;
  color: boolean;
  /** The language of the log, the names and the questions: en (default) or it. */
  lang?: string;
  /** The people at the seats, 'p1=Anna,p2=Bob'; a seat not named is its player by number. */
  names?: string;
  /** House-rule options, 'opt=val,…' (`delve rules` lists them). */
  options?: string;
  /** aof-quest: the party by class ('knight,wizard' or 'knight:p1,wizard:p1'). */
  heroes?: string;
  /** aof-quest: a mission of the pack, a mission file, or a generated mission of a type. */
  mission?: string;
  missionFile?: string;
  generate?: string | boolean;
  /** aof-quest: a generated battlefield's size, 24 or 48. */
  size?: string;
}

/** The --lang value, checked. */
export function localeOf(lang: string | undefined): Locale {
  if (lang === undefined || lang === 'en' || lang === 'it') return lang ?? 'en';
  throw new Error(`--lang must be 'en' or 'it', not '${lang}'`);
}

type Who = 'human' | 'ai';

/** 'p1=human,p2=ai,gm=ai' → seat table ('heroes=ai' names every hero seat, and a seat named on
 * its own is its own whatever order they come in: 'p1=human,heroes=ai' hands a solo player's
 * companions to the AI); seats not named: heroes human, the GM the AI. */
export function parseSeats(spec: string | undefined, seats: readonly Seat[]): Map<Seat, Who> {
  const out = new Map<Seat, Who>(seats.map((s) => [s, s === 'gm' ? 'ai' : 'human']));
  const pairs: [string, Who][] = [];
  for (const pair of (spec ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [seat, who] = pair.split('=').map((x) => x.trim());
    if (!seat || (seat !== 'heroes' && !out.has(seat))) throw new Error(`unknown seat '${seat}' in --seats (seats: ${seats.join(', ')}, or heroes for every hero seat)`);
    if (who !== 'human' && who !== 'ai') throw new Error(`seat ${seat} must be 'human' or 'ai', not '${who}'`);
    pairs.push([seat, who]);
  }
  for (const [seat, who] of pairs) if (seat === 'heroes') for (const s of seats) if (s !== 'gm') out.set(s, who);
  for (const [seat, who] of pairs) if (seat !== 'heroes') out.set(seat, who);
  return out;
}

/** Where a game is saved on quit, at the end and on Ctrl-C: the --save file, else the file it was
 * loaded from (a resumed game goes back where it came from), else delve-save.json. */
export function savePath(o: Pick<PlayOptions, 'save' | 'load'>): string {
  return o.save ?? o.load ?? 'delve-save.json';
}

export async function playCommand(o: PlayOptions): Promise<number> {
  if (o.ruleset === 'aof-quest' || (o.load && (await readSavedGame(o.load)).header.ruleset === 'aof-quest')) return playAof(o);
  const locale = localeOf(o.lang);
  const w = PLAY_WORDS[locale];
  let saved: Save;
  let s: GameState;
  let content: Content;
  /** The state hash after every step so far: the save's check. */
  let steps: string[];
  if (o.load) {
    saved = await readSavedGame(o.load);
    content = await loadDefaultContent(saved.header.ruleset === 'guilds' ? 'guilds' : 'ahq');
    const r = replaySave(o.load, saved, content);
    s = r.state;
    steps = r.check.steps;
  } else {
    const seed = /^\d+$/.test(o.seed) ? Number(o.seed) : o.seed;
    const list = (x?: string) => (x ? x.split(',').map((y) => y.trim()).filter(Boolean) : undefined);
    if (o.ruleset !== 'ahq' && o.ruleset !== 'guilds') throw new Error(`--ruleset must be 'ahq' or 'guilds', not '${o.ruleset}'`);
    content = await loadDefaultContent(o.ruleset);
    const options = Object.fromEntries((list(o.options) ?? []).map((kv) => {
      const [k, v] = kv.split('=');
      return [k!, v === 'true' ? true : v === 'false' ? false : /^-?\d+$/.test(v ?? '') ? Number(v) : v ?? true];
    }));
    if (o.difficulty !== undefined) options.difficulty = o.difficulty;
    const header = setupHeader(o.setup, seed, { party: list(o.party), monsters: list(o.monsters), quest: o.quest, objective: o.objective, ruleset: o.ruleset, options }, content);
    s = createGame(header, content);
    saved = { format: 'delve-game', version: 1, header, answers: [] };
    steps = [stateHash(s)];
  }
  const withCheck = (): Save => ({ ...saved, check: { header: headerHash(saved.header), steps } });
  const seats = parseSeats(o.seats, [...s.players, 'gm']);
  const people = parseNames(o.names, [...s.players, 'gm']);
  const humans = [...seats].filter(([, w]) => w === 'human').map(([seat]) => seat);
  // The log is told as the person at the keyboard may see it: the GM's secrets stay hidden from hero seats.
  let viewer: Seat = humans[0] ?? 'gm';
  const paint = useColour(o.color);
  // Each model keeps its letter on the board for the whole game.
  const marks = markKeeper();
  const saveTo = savePath(o);
  const out = (t: string) => process.stdout.write(`${t}\n`);
  const tell = (events: readonly GameEvent[]) => {
    const shown = viewEvents(s, events, viewer);
    // Models the events name that the view no longer holds (a monster slain) keep their names.
    const names = withPeople(eventNaming(s, viewer, content, shown, locale), people, locale);
    for (const e of shown) out(`  ${formatEvent(e, names, locale)}`);
  };
  const save = async (path: string) => {
    await writeSavedGame(path, withCheck());
    out(w.saved(path, saved.answers.length));
  };
  const input = lineReader();
  saveOnInterrupt(input, saveTo, withCheck, () => w.savedOnInterrupt(saveTo));
  if (!o.load) tell(s.events);
  else out(w.resumed(o.load, saved.answers.length, saveTo));
  try {
    for (let guard = 0; s.pending && !s.result && guard < 200_000; guard++) {
      const seat = s.pending.seat;
      let answer: Answer | 'quit';
      if (seats.get(seat) === 'ai') answer = aiPolicy(s, seat);
      else {
        viewer = seat;
        answer = await ask(s, seat, input, content, paint, save, marks, locale, w, people);
        if (answer === 'quit') {
          await save(saveTo);
          return 0;
        }
      }
      const r = applyInPlace(s, seat, answer);
      if (!r.ok) {
        out(w.refused(r.error.why ? formatRefusal(r.error.why, eventNaming(s, seat, content, [], locale), locale) : r.error.message));
        continue;
      }
      saved.answers.push({ seat, answer });
      steps.push(stateHash(s));
      tell(r.events);
    }
  } finally {
    input.close();
  }
  if (s.result) {
    const v = view(s, viewer);
    out(drawBoard(v, paint, marks(v)));
    const end = ending(s.result.winner, s.result.reason, locale);
    out(w.gameOver(end.winner, end.reason, s.turn));
  }
  await save(saveTo);
  return 0;
}

async function ask(s: GameState, seat: Seat, input: LineReader, content: Parameters<typeof labeller>[2], paint: boolean, save: (p: string) => Promise<void>, keeper: MarkKeeper, locale: Locale, w: PlayWords, people: People): Promise<Answer | 'quit'> {
  const d = s.pending!;
  const v = view(s, seat);
  const out = (t: string) => process.stdout.write(`${t}\n`);
  const lab = labeller(s, seat, content, { locale, people });
  out('');
  const mk = keeper(v);
  out(drawBoard(v, paint, mk));
  out(legend(v, paint, mk, lab.name, locale, (id) => (content.furnishings?.[id] ? lab.item(id) : undefined), (p) => personOf(p, people, locale)));
  // A model is typed by its letter on the board (its id is the engine's, never shown).
  const byMark = new Map([...mk].map(([id, mark]) => [mark, id]));
  const modelOf = (word: string | undefined) => (word === undefined ? undefined : byMark.get(word) ?? word);
  const legal = legalAnswers(s, seat);
  // Moves are many, and so are the squares a Dungeon Counter may be played on (DEC-30): both are
  // typed as squares rather than listed.
  const onSquare = (a: Answer) => a.kind === 'move' || (a.kind === 'dungeonCounter' && a.entry !== null);
  const listed = legal.filter((a) => !onSquare(a));
  const plays = legal.filter((a): a is Extract<Answer, { kind: 'dungeonCounter' }> => a.kind === 'dungeonCounter' && a.entry !== null);
  const moves = legal.filter((a): a is Extract<Answer, { kind: 'move' }> => a.kind === 'move');
  const current = d.kind === 'act' ? d.current : null;
  out(w.header(v.turn, w.turnKind[v.turnKind], w.phase[v.phase] ?? v.phase, seatWords(v, seat, lab.name, people, locale), w.kind[d.kind] ?? d.kind, current ? (locale === 'it' ? finishItalian(withArticle(lab.name(current), lab.names.grammar(current, 'model')), false) : lab.name(current)) : null));
  // The dungeon generator's and the Heroic cards' decisions ask a question of their own.
  if (d.kind === 'generator' || d.kind === 'heroicDeal' || d.kind === 'heroicPlay' || d.kind === 'dungeonCounter' || d.kind === 'intercept') out(formatPrompt(d, lab.names, locale));
  listed.slice(0, 60).forEach((a, i) => out(`  ${String(i + 1).padStart(2)}) ${lab.label(a)}`));
  if (listed.length > 60) out(w.more(listed.length - 60));
  const movers = [...new Set(moves.map((m) => m.model))];
  for (const id of movers) out(w.reach(lab.name(id), moves.filter((m) => m.model === id).length));
  if (d.kind === 'dungeonCounter') {
    for (const o of d.offers) {
      const some = o.squares.slice(0, 12).map((p) => `${p.x},${p.y}`).join(' ');
      out(`${w.counters(o.entry, o.name[locale], o.cost, d.held, o.squares.length, some)}${o.squares.length > 12 ? ' …' : ''}`);
    }
  }
  out(w.hint);
  for (;;) {
    const line = await input.next(`${capitalised(personOf(seat, people, locale))}> `);
    if (line === null) return 'quit';
    const words = line.trim().split(/\s+/).filter(Boolean);
    const cmd = words[0] ?? '';
    if (cmd === 'q' || cmd === 'quit') return 'quit';
    if (cmd === 'h' || cmd === '?' || cmd === 'help' || cmd === 'aiuto') { out(w.help); continue; }
    if (cmd === 's') {
      if (!words[1]) out(w.usageSave);
      else await save(words[1]);
      continue;
    }
    if (/^\d+$/.test(cmd)) {
      const a = listed[Number(cmd) - 1];
      if (a) return a;
      out(w.noChoice(cmd, listed.length));
      continue;
    }
    if (cmd === 'm') {
      // A facing after the square: the move ends facing that way (FAC-F03).
      const last = (words[words.length - 1] ?? '').toUpperCase();
      const way = words.length >= 4 && isFacing(last) ? last : null;
      if (way) words.pop();
      const [id, xs, ys] = words.length >= 4 ? [modelOf(words[1]), words[2], words[3]] : [current ?? (movers.length === 1 ? movers[0] : undefined), words[1], words[2]];
      const x = Number(xs);
      const y = Number(ys);
      const a = moves.find((mv) => mv.model === id && mv.to[0] === x && mv.to[1] === y);
      if (a && way) return { ...a, facing: way };
      if (a) return a;
      // The engine says why not (a Death Zone on the way, too far, a wall…).
      out(id ? refusal(s, seat, { kind: 'move', model: id, to: [x, y] }, lab, locale) ?? w.cannotMove(lab.name(id), xs ?? '?', ys ?? '?') : w.whichModel);
      continue;
    }
    if (cmd === 'a') {
      // `a LETTER snipe` snipes (FAC-I03): a shot that spends the card that would re-roll a miss.
      const sniping = SNIPE.has((words[2] ?? '').toLowerCase());
      const hits = listed.filter((a): a is Extract<Answer, { kind: 'attack' | 'shoot' }> => (sniping ? a.kind === 'shoot' && a.snipe === true : a.kind === 'attack' || (a.kind === 'shoot' && !a.snipe)))
        .filter((a) => a.target === modelOf(words[1]) && (!current || a.model === current));
      if (hits.length >= 1) return hits[0]!;
      const target = modelOf(words[1]);
      const who = current ?? movers[0];
      // The engine says why not, in the seat's language: a shot where the figure carries a missile
      // or thrown weapon and the target is not beside it, else a hand-to-hand attack.
      const m = who ? s.models[who] : undefined;
      const t = target ? s.models[target] : undefined;
      const shot = m && t && Math.max(Math.abs(m.x - t.x), Math.abs(m.y - t.y)) > 1 && m.weapons.some((id) => content.weapons[id]?.kind !== 'hand');
      // A letter no figure on the board has is said back as typed, not as the engine's id.
      const asked = t && who ? refusal(s, seat, { kind: shot ? 'shoot' : 'attack', model: who, target: t.id }, lab, locale) : null;
      const said = !t ? words[1] ?? null : locale === 'it' ? withArticle(lab.name(t.id), lab.names.grammar(t.id, 'model')) : lab.name(t.id);
      const none = sniping ? w.noSnipe(said) : w.noAttack(said);
      out(asked ?? (locale === 'it' ? finishItalian(none, false) : none));
      continue;
    }
    if (cmd === 'k' || cmd === 'cards' || cmd === 'carte') {
      out(heroicHands(v, seat, lab, locale, w));
      continue;
    }
    if (cmd === 't') {
      // Figures face a way only with the facing module on (FAC-F01).
      if (s.ctx.options.facing !== true) {
        out(w.noFacing);
        continue;
      }
      const [id, way] = words.length >= 3 ? [modelOf(words[1]), words[2]!.toUpperCase()] : [current ?? (movers.length === 1 ? movers[0] : undefined), (words[1] ?? '').toUpperCase()];
      if (!id || !isFacing(way)) {
        out(w.turnWhich);
        continue;
      }
      return { kind: 'turn', model: id, facing: way };
    }
    if (cmd === 'c') {
      const [entry, xs, ys] = [words[1], words[2], words[3]];
      const a = plays.find((p) => p.entry === entry && p.at?.[0] === Number(xs) && p.at?.[1] === Number(ys));
      if (a) return a;
      out(entry && plays.some((p) => p.entry === entry) ? w.cannotPlay(entry, xs ?? '?', ys ?? '?') : w.whichEntry);
      continue;
    }
    if (cmd === 'e') {
      const a = listed.find((x) => x.kind === 'end' && (!current || x.model === current)) ?? listed.find((x) => x.kind === 'endPhase');
      if (a) return a;
      out(w.nothingToEnd);
      continue;
    }
    if (cmd !== '') out(w.unknown(cmd));
  }
}

/** The `k` command (GLD-H01): the Heroic cards of the seat's heroes, each with what it does and
 * the one a snipe would spend marked; of the other heroes only how many they hold, as the seat's
 * view tells it. */
function heroicHands(v: View, seat: Seat, lab: ReturnType<typeof labeller>, locale: Locale, w: PlayWords): string {
  if (!v.heroicHands) return w.heroic.off;
  const who = (id: string) => (locale === 'it' ? capitalised(finishItalian(withArticle(lab.name(id), lab.names.grammar(id, 'model')), false)) : lab.name(id));
  const lines: string[] = [];
  const heroes = v.models.filter((m) => m.kind === 'hero' && v.heroicHands![m.id]);
  for (const m of [...heroes.filter((x) => x.seat === seat), ...heroes.filter((x) => x.seat !== seat)]) {
    const h = v.heroicHands[m.id]!;
    if (!h.cards) lines.push(`  ${w.heroic.held(who(m.id), h.count)}`);
    else if (h.cards.length === 0) lines.push(`  ${w.heroic.none(who(m.id))}`);
    else {
      lines.push(`  ${w.heroic.title(who(m.id))}`);
      let marked = false;
      for (const c of h.cards) {
        const aim = !marked && c.card === h.aim;
        if (aim) marked = true;
        lines.push(`    ${lab.names.card(c.card)}: ${w.heroic.effect(c.effect)}${aim ? w.heroic.aim : ''}`);
      }
    }
  }
  return lines.join('\n');
}

/** Why an answer typed as a square or a target cannot be played: a refused move's reason in the
 * language, with the seat's names; another refusal as the engine words it. */
function refusal(s: GameState, seat: Seat, answer: Answer, lab: ReturnType<typeof labeller>, locale: Locale): string | null {
  const p = prepare(s, seat, answer);
  if (p.ok) return null;
  return p.error.why ? formatRefusal(p.error.why, lab.names, locale) : p.error.message;
}

/** Who a seat is: its person and the heroes they play ("Anna (Barbaro)", "Player 1 (Barbarian)"),
 * the Gamesmaster by role. */
function seatWords(v: { models: readonly { id: string; seat: Seat | null; side: string }[] }, seat: Seat, name: (id: string) => string, people: People, locale: Locale): string {
  return seatPerson(seat, v.models.filter((m) => m.side === 'heroes' && m.seat === seat).map((m) => name(m.id)), people, locale);
}

/** The word after `a LETTER` that makes the shot a snipe, in either language. */
const SNIPE = new Set(['snipe', 'precisione']);

/** Whether `v` is one of the four facings (FAC-F01). */
function isFacing(v: string): v is Facing {
  return v === 'N' || v === 'E' || v === 'S' || v === 'W';
}

export function registerPlay(program: Command): void {
  program.command('play')
    .description('play a whole game in the terminal; any seat a person or the AI')
    .option('--seats <list>', "who plays each seat, e.g. 'p1=human,p2=ai,gm=ai' or 'heroes=ai,gm=human' (default: heroes human, GM AI; aof-quest has hero seats only)")
    .option('--seed <seed>', 'random seed', '1')
    .option('--setup <name>', 'room-fight, dungeon or expedition (a whole generated dungeon)', 'room-fight')
    .option('--quest <id>', "the quest of an ahq expedition (default 'standard')")
    .option('--objective <id>', "the Objective card of a guilds expedition (default the deck's first)")
    .option('--ruleset <id>', "ahq or guilds (room fights and expeditions), or aof-quest (a mission)", 'ahq')
    .option('--difficulty <level>', 'story, normal, hard or deadly: what the dungeon holds and how cunning the GM AI plays (docs/difficulty.md; default normal); aof-quest: easy, normal, hard or heroic for a generated mission')
    .option('--heroes <list>', "aof-quest: the party by class, each on its own seat ('knight,wizard,ranger,priest') or named ('knight:p1,wizard:p1')")
    .option('--mission <id>', "aof-quest: a mission of the pack")
    .option('--mission-file <file>', 'aof-quest: a mission file (checked as a game would)')
    .option('--generate [type]', 'aof-quest: a generated mission, of a type (retrieve, slay, waves, escape or a type id) or rolled (the default)')
    .option('--size <n>', "aof-quest: a generated battlefield's squares a side, 24 or 48 (default 48)")
    .option('--party <list>', 'hero types, comma-separated')
    .option('--monsters <list>', 'monster types for a room fight, comma-separated')
    .option('--load <file>', 'resume a saved game')
    .option('--save <file>', 'where to save on quit, at the end and on Ctrl-C (default: the --load file, else delve-save.json)')
    .option('--options <list>', "house-rule options 'opt=val,…', e.g. facing=true (delve rules lists them)")
    .option('--no-color', 'plain text, no ANSI colour')
    .option('--lang <code>', 'the language of the log, the names and the questions: en or it', 'en')
    .option('--names <list>', "the people at the seats, e.g. 'p1=Anna,p2=Bob' (default: Player 1, Player 2…, the GM)")
    .action(async (opts: PlayOptions) => {
      process.exitCode = await playCommand(opts);
    });
}
