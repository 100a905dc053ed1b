// `delve play --ruleset aof-quest`: a mission of Age of Fantasy: Quest at one keyboard. The
// mission comes from the pack (--mission), the generator (--generate TYPE --size --difficulty,
// seeded by --seed) or a file (--mission-file); the party is given by class (--heroes), each hero
// on its own seat unless one is named (knight:p1); each seat a person or the hero bot (--seats).
// The enemies are played by the engine, which says why each did what it did. A person sees the
// battlefield, the heroes' sheets and the options in words, numbered, with the engine's exact odds
// before an attack; squares are typed. Undo takes back one's latest answer while nothing has been
// learned since; the game is saved on q, at the end of input, at the end and on Ctrl-C.
import {
  aofWords, applyInPlace, createGame, formatEvent, formatRefusal, generateMission, MissionOptionError, optionOdds, prepare, seatEvents, seatView, stateHash, tellsNothing,
  type AofContent, type AofMissionDef, type AofSeatView, type AofWords, type Answer, type Content, type CoreState, type GameEvent, type GameHeader, type Locale, type Names, type Seat,
} from '@delve/engine';
import { ContentLoadError, loadDefaultContent, loadMissionFile } from '@delve/content';
import { aofHeroPolicy } from '@delve/ai/aof';
import { headerHash } from '@delve/protocol';
import { aofLegend, aofMap, aofMarks, aofSheets, aofStatusLine } from '../aof-board.ts';
import { useColour } from '../colour.ts';
import { saveOnInterrupt } from '../save-on-interrupt.ts';
import { lineReader, type LineReader } from '../line-reader.ts';
import { readSavedGame, replaySave, writeSavedGame, type Save } from '../saved-game.ts';
import { localeOf, parseSeats, savePath, type PlayOptions } from './play.ts';

type Choice = Extract<CoreState['pending'] & object, { kind: 'choice' }>;
type Aof = Content & { aof: AofContent };

const HELP = {
  en: `commands: NUMBER picks a listed option; a X Y advances to square X, Y; r X Y rushes there; c LETTER X Y charges the unit of
  that letter from square X, Y (the numbered charge takes the nearest square); j X Y jumps; m X Y moves where a question asks
  for a square; map draws the battlefield again; u takes back your latest answer while nothing new was learned since;
  s FILE saves; q saves and quits; h this help`,
  it: `comandi: NUMERO sceglie un’opzione della lista; a X Y avanza alla casella X, Y; r X Y ci corre; c LETTERA X Y carica l’unità
  di quella lettera dalla casella X, Y (la carica numerata prende la casella più vicina); j X Y salta; m X Y muove dove una
  domanda chiede una casella; map ridisegna il campo; u annulla la tua ultima risposta finché non si è saputo nulla di nuovo;
  s FILE salva; q salva ed esce; h questo aiuto`,
} as const;

const T = {
  en: {
    odds: (hit: number, one: number, mean: number, kill: number) => `odds: ${pc(hit)} to hit a die, 1+ wounds ${pc(one)}, ${fix(mean, 'en')} expected, destroys it ${pc(kill)}`,
    castOdds: (cast: number, force: number, one: number, mean: number, kill: number) => `odds: cast ${pc(cast)} (a failed roll forced for ${force} power); once cast, 1+ wounds ${pc(one)}, ${fix(mean, 'en')} expected, destroys it ${pc(kill)}`,
    noChoice: (n: string, max: number) => `no option ${n}: pick 1–${max}`,
    notThere: (what: string, sq: string, n: number, near: string) => `${what} cannot end on ${sq}: it is out of reach, taken or not standable (${n} squares are, the nearest ${near})`,
    noneNow: (what: string) => `${what} is not possible now`,
    nearest: (n: number, near: string) => `(${n} ${n === 1 ? 'square is' : 'squares are'} in reach, the nearest ${near})`,
    noUnit: (l: string) => `no unit has the letter '${l}' on the battlefield`,
    unknown: (c: string) => `unknown command '${c}' (h for help)`,
    saved: (p: string, n: number) => `saved to ${p} (${n} answers); resume with: delve play --load ${p}`,
    resumed: (p: string, n: number, to: string) => `resumed ${p} after ${n} answers; q saves it to ${to}`,
    undone: (n: number) => `taken back: the game is again where it was before answer ${n + 1}`,
    noUndo: (why: string) => `cannot take back: ${why}`,
    aiSince: (seat: string) => `the hero bot at seat ${seat} has answered since`,
    learned: (what: string) => `something new was learned since (${what})`,
    nothingYet: 'no answer of yours to take back',
    over: (won: boolean, r: number) => `${won ? 'Victory' : 'Defeat'}: the mission is over after round ${r}.`,
    commands: 'h help · u undo · map · s FILE saves · q saves and quits',
    advance: 'Advance', rush: 'Rush', jump: 'Jump', charge: 'Charge', move: 'Move', chargeCommand: 'c LETTER X Y',
    seat: (seat: string) => `seat ${seat}`,
  },
  it: {
    odds: (hit: number, one: number, mean: number, kill: number) => `probabilità: ${pc(hit)} di colpire a dado, 1+ ferite ${pc(one)}, ${fix(mean, 'it')} attese, la distrugge ${pc(kill)}`,
    castOdds: (cast: number, force: number, one: number, mean: number, kill: number) => `probabilità: riesce ${pc(cast)} (un tiro fallito si forza con ${force} di potere); se riesce, 1+ ferite ${pc(one)}, ${fix(mean, 'it')} attese, la distrugge ${pc(kill)}`,
    noChoice: (n: string, max: number) => `nessuna opzione ${n}: scegli tra 1 e ${max}`,
    notThere: (what: string, sq: string, n: number, near: string) => `${what} non può finire in ${sq}: è fuori portata, occupata o non praticabile (${n} caselle lo sono, la più vicina ${near})`,
    noneNow: (what: string) => `${what} non è possibile ora`,
    nearest: (n: number, near: string) => `(${n === 1 ? '1 casella è' : `${n} caselle sono`} a portata, la più vicina ${near})`,
    noUnit: (l: string) => `nessuna unità ha la lettera '${l}' sul campo`,
    unknown: (c: string) => `comando sconosciuto '${c}' (h per l’aiuto)`,
    saved: (p: string, n: number) => `salvata in ${p} (${n} risposte); per riprendere: delve play --load ${p}`,
    resumed: (p: string, n: number, to: string) => `ripresa ${p} dopo ${n} risposte; q la salva in ${to}`,
    undone: (n: number) => `annullata: la partita è di nuovo com’era prima della risposta ${n + 1}`,
    noUndo: (why: string) => `non si può annullare: ${why}`,
    aiSince: (seat: string) => `il bot dell’eroe al posto ${seat} ha risposto nel frattempo`,
    learned: (what: string) => `nel frattempo si è saputo qualcosa di nuovo (${what})`,
    nothingYet: 'nessuna tua risposta da annullare',
    over: (won: boolean, r: number) => `${won ? 'Vittoria' : 'Sconfitta'}: la missione è finita dopo il round ${r}.`,
    commands: 'h aiuto · u annulla · map · s FILE salva · q salva ed esce',
    advance: 'Avanzata', rush: 'Corsa', jump: 'Salto', charge: 'Carica', move: 'Movimento', chargeCommand: 'c LETTERA X Y',
    seat: (seat: string) => `posto ${seat}`,
  },
} as const;

const pc = (p: number) => `${Math.round(p * 100)}%`;
const fix = (n: number, l: Locale) => n.toFixed(1).replace('.', l === 'it' ? ',' : '.');

/** A mission type id, or the kind of objective it lays (retrieve, slay, waves, escape). */
function typeId(aof: AofContent, t: string): string {
  if (aof.missionTypes[t]) return t;
  return Object.keys(aof.missionTypes).sort().find((id) => aof.missionTypes[id]!.objective === t) ?? t;
}

/** The party: 'knight,wizard' (each hero its own seat p1, p2…) or 'knight:p1,wizard:p1'. */
export function parseHeroes(spec: string | undefined, aof: AofContent): { class: string; seat: Seat; id: string }[] {
  const list = (spec ?? 'knight,wizard,ranger,priest').split(',').map((x) => x.trim()).filter(Boolean);
  if (list.length < 2 || list.length > 4) throw new Error(`--heroes: a party is 2 to 4 heroes (AOF-P01), not ${list.length}`);
  return list.map((entry, i) => {
    const [cls, seat] = entry.split(':').map((x) => x.trim());
    if (!cls || !Object.hasOwn(aof.heroes, cls)) throw new Error(`--heroes: no hero class '${cls ?? ''}' (classes: ${Object.keys(aof.heroes).sort().join(', ')})`);
    if (seat !== undefined && !/^p[1-4]$/.test(seat)) throw new Error(`--heroes: '${entry}' names seat '${seat}', not one of p1, p2, p3, p4`);
    return { class: cls, seat: seat ?? `p${i + 1}`, id: `h${i + 1}` };
  });
}

/** The header of a new aof-quest game from the command's options. */
export async function aofHeader(o: PlayOptions, content: Aof): Promise<GameHeader<unknown>> {
  const aof = content.aof;
  const seed = /^-?\d+$/.test(o.seed) ? Number(o.seed) : o.seed;
  const heroes = parseHeroes(o.heroes, aof);
  const given = [o.mission, o.missionFile, o.generate].filter((x) => x !== undefined).length;
  if (given > 1) throw new Error('--mission, --mission-file and --generate choose the mission: give one of them');
  let mission: string | AofMissionDef;
  if (o.mission !== undefined) {
    if (!Object.hasOwn(aof.missions, o.mission)) throw new Error(`--mission: no mission '${o.mission}' (missions: ${Object.keys(aof.missions).sort().join(', ')})`);
    mission = o.mission;
  } else if (o.missionFile !== undefined) {
    try {
      mission = await loadMissionFile(o.missionFile, aof);
    } catch (e) {
      if (e instanceof ContentLoadError) throw new Error(`${o.missionFile} cannot be played:\n${e.message}`);
      throw e;
    }
  } else {
    const size = o.size === undefined ? undefined : Number(o.size);
    if (size !== undefined && size !== 24 && size !== 48) throw new Error(`--size is 24 or 48, not '${o.size}'`);
    const type = typeof o.generate === 'string' && o.generate !== 'any' ? typeId(aof, o.generate) : undefined;
    try {
      mission = generateMission(aof, { seed, heroes: heroes.length, ...(size ? { size } : {}), ...(type ? { type } : {}), ...(o.difficulty ? { difficulty: o.difficulty } : {}) });
    } catch (e) {
      if (e instanceof MissionOptionError) throw new Error(`--${e.message}`);
      throw e;
    }
  }
  return { ruleset: 'aof-quest', options: {}, packs: content.packs, seed, setup: { mission, heroes: heroes.map((h) => ({ class: h.class, seat: h.seat, id: h.id })) } };
}

/** Names for the event formatter: units as the words name them (kept once they leave the
 * field), content by its names, objectives and AI Goals as the battlefield shows them. */
export function aofNames(v: AofSeatView, w: AofWords, aof: AofContent, lang: Locale, kept: Map<string, string>): Names {
  for (const u of v.units) {
    kept.set(u.id, w.unit(u.id));
    for (const m of u.models) if (m.id !== u.id) kept.set(m.id, w.model(m.id));
  }
  const item = (id: string): string => {
    const c = aof.weapons[id] ?? aof.items[id] ?? aof.spells[id] ?? aof.traps[id];
    if (c) return c.name[lang];
    const o = v.objectives.find((x) => x.id === id);
    if (o) return o.name[lang];
    const g = v.aiGoals.findIndex((x) => x.id === id);
    if (g >= 0) return v.aiGoals[g]!.name ? `G${g + 1} (${v.aiGoals[g]!.name![lang]})` : `G${g + 1}`;
    return lang === 'it' ? 'qualcosa' : 'something';
  };
  return { model: (id) => kept.get(id) ?? w.model(id), item, spell: (id) => aof.spells[id]?.name[lang] };
}

interface Played { seat: Seat; answer: Answer; events: GameEvent[] }

/** The engine's exact odds of an option that attacks (a charge from its square, a shot, a spell
 * that deals hits), in words; '' for an option that attacks nothing. */
function oddsText(s: CoreState, seat: Seat, option: string, lang: Locale): string {
  const o = optionOdds(s, seat, option);
  if (!o) return '';
  const one = 1 - (o.wounds[0] ?? 0);
  const mean = o.wounds.reduce((n, p, k) => n + p * k, 0);
  if (o.cast) return T[lang].castOdds(o.cast.chance, o.cast.force, one, mean, o.wipe);
  return T[lang].odds(Math.max(...o.weapons.map((w) => w.hit)), one, mean, o.wipe);
}

export async function playAof(o: PlayOptions): Promise<number> {
  const lang = localeOf(o.lang);
  const t = T[lang];
  const content = (await loadDefaultContent('aof-quest')) as Aof;
  const aof = content.aof;
  let saved: Save;
  let s: CoreState;
  let steps: string[];
  if (o.load) {
    saved = await readSavedGame(o.load);
    const r = replaySave(o.load, saved, content);
    s = r.state as unknown as CoreState;
    steps = r.check.steps;
  } else {
    const header = await aofHeader(o, content);
    s = createGame<CoreState>(header, content);
    saved = { format: 'delve-game', version: 1, header, answers: [] };
    steps = [stateHash(s)];
  }
  // The events of each answer, for undo: a resumed game's are found by playing its answers again.
  const played: (Played | null)[] = [];
  if (o.load) {
    const again = createGame<CoreState>(saved.header, content);
    for (const a of saved.answers) {
      const r = applyInPlace(again, a.seat, a.answer);
      played.push(r.ok ? { seat: a.seat, answer: a.answer, events: [...r.events] } : null);
    }
  }
  const withCheck = (): Save => ({ ...saved, check: { header: headerHash(saved.header), steps } });
  const heroSeats = s.ctx.ruleset.seats(s);
  const seats = parseSeats(o.seats, heroSeats);
  const humans = heroSeats.filter((x) => seats.get(x) === 'human');
  let viewer: Seat = humans[0] ?? heroSeats[0]!;
  const paint = useColour(o.color);
  const marks = aofMarks();
  const kept = new Map<string, string>();
  const read: GameEvent[] = [];
  const saveTo = savePath(o);
  const out = (text: string) => process.stdout.write(`${text}\n`);
  // The battlefield is drawn again for a hero's choice once something beyond its own activation happened.
  let changed = true;
  const tell = (events: readonly GameEvent[]) => {
    const shown = seatEvents(s, events, viewer);
    if (shown.some((e) => e.type !== 'aofActivation')) changed = true;
    read.push(...shown);
    const v = seatView(s, viewer) as AofSeatView;
    const names = aofNames(v, aofWords(v, aof, lang, read), aof, lang, kept);
    for (const e of shown) out(`  ${formatEvent(e, names, lang)}`);
  };
  const save = async (path: string) => {
    await writeSavedGame(path, withCheck());
    out(t.saved(path, saved.answers.length));
  };
  const input = lineReader();
  saveOnInterrupt(input, saveTo, withCheck, () => t.saved(saveTo, saved.answers.length));
  if (!o.load) tell(s.events);
  else out(t.resumed(o.load, saved.answers.length, saveTo));
  /** Takes back the latest answer if a person gave it and nothing was learned since. */
  const undo = (): string => {
    const i = saved.answers.length - 1;
    const last = played[i];
    if (i < 0 || !last) return t.noUndo(t.nothingYet);
    if (seats.get(last.seat) !== 'human') return t.noUndo(t.aiSince(last.seat));
    const v = seatView(s, viewer) as AofSeatView;
    const learned = last.events.find((e) => !tellsNothing(s, e, last.seat));
    if (learned) return t.noUndo(t.learned(formatEvent(learned, aofNames(v, aofWords(v, aof, lang, read), aof, lang, kept), lang).replace(/\.$/, '')));
    const again = createGame<CoreState>(saved.header, content);
    for (const a of saved.answers.slice(0, i)) applyInPlace(again, a.seat, a.answer);
    s = again;
    saved.answers.pop();
    played.pop();
    steps.pop();
    return t.undone(i);
  };
  try {
    for (let guard = 0; s.pending && !s.result && guard < 100_000; guard++) {
      const seat = s.pending.seat;
      let answer: Answer | 'quit' | 'undo';
      if (seats.get(seat) === 'ai') answer = aofHeroPolicy(s, seat);
      else {
        viewer = seat;
        const full = changed && ['aof.activate', 'aof.act', 'aof.scurry', 'aof.ambush'].includes((s.pending as Choice).question);
        if (full) changed = false;
        answer = await ask(s, seat, input, aof, lang, read, paint, marks, full, save);
        if (answer === 'quit') {
          await save(saveTo);
          return 0;
        }
        if (answer === 'undo') {
          out(undo());
          changed = true;
          continue;
        }
      }
      const r = applyInPlace(s, seat, answer);
      if (!r.ok) {
        out(`refused: ${r.error.message}`);
        continue;
      }
      saved.answers.push({ seat, answer });
      played.push({ seat, answer, events: [...r.events] });
      steps.push(stateHash(s));
      tell(r.events);
    }
  } finally {
    input.close();
  }
  if (s.result) {
    const v = seatView(s, viewer) as AofSeatView;
    const mk = marks(v);
    out(aofMap(v, mk, paint));
    out(aofSheets(v, mk, aof, lang));
    out(aofStatusLine(v, lang));
    out(t.over(v.result?.winner === 'heroes', v.round));
  }
  await save(saveTo);
  return 0;
}

/** What a typed square command stands for: the option's prefix and its name. */
const SQUARE_COMMANDS: Record<string, { prefix: string; word: 'advance' | 'rush' | 'jump' | 'move' }> = {
  a: { prefix: 'advance:', word: 'advance' }, r: { prefix: 'rush:', word: 'rush' }, j: { prefix: 'jump:', word: 'jump' }, m: { prefix: '', word: 'move' },
};

async function ask(
  s: CoreState, seat: Seat, input: LineReader, aof: AofContent, lang: Locale, read: readonly GameEvent[], paint: boolean,
  keeper: ReturnType<typeof aofMarks>, full: boolean, save: (p: string) => Promise<void>,
): Promise<Answer | 'quit' | 'undo'> {
  const t = T[lang];
  const d = s.pending as Choice;
  const out = (text: string) => process.stdout.write(`${text}\n`);
  const v = seatView(s, seat) as AofSeatView;
  const w = aofWords(v, aof, lang, read);
  const mk = keeper(v);
  const byMark = new Map([...mk].map(([id, m]) => [m, id]));
  const draw = () => {
    out('');
    out(aofStatusLine(v, lang));
    out(aofMap(v, mk, paint));
    out(aofLegend(v, mk, aof, lang));
    out(aofSheets(v, mk, aof, lang));
  };
  if (full) draw();
  out('');
  out(`[${t.seat(seat)}] ${w.prompt(d)}`);
  const me = v.units.find((u) => u.id === v.activating);
  const from = me?.models[0]?.at ?? null;
  const near = (p: [number, number]) => (from ? Math.hypot(p[0] - from[0], p[1] - from[1]) : 0);
  const squareOf = (opt: string): [number, number] | null => {
    const m = /(\d+)\.(\d+)$/.exec(opt);
    return m ? [Number(m[1]), Number(m[2])] : null;
  };
  // Square options are typed; charges are listed once a target, from its nearest square.
  const squareKinds = d.question === 'aof.act' ? ['advance:', 'rush:', 'jump:'] : d.question === 'aof.scurry' || d.question === 'aof.ambush' ? [''] : [];
  const isSquare = (opt: string) => squareKinds.some((k) => (k === '' ? /^\d+\.\d+$/.test(opt) : opt.startsWith(k)));
  const listed: { option: string; label: string }[] = [];
  const charges = new Map<string, string[]>();
  for (const opt of d.options) {
    if (isSquare(opt)) continue;
    if (opt.startsWith('charge:')) {
      const target = opt.split(':')[1]!;
      if (!charges.has(target)) {
        charges.set(target, []);
        listed.push({ option: `charge:${target}`, label: '' });
      }
      charges.get(target)!.push(opt);
      continue;
    }
    listed.push({ option: opt, label: '' });
  }
  for (const e of listed) {
    if (e.option.startsWith('charge:')) {
      const best = charges.get(e.option.split(':')[1]!)!.reduce((a, b) => (near(squareOf(b)!) < near(squareOf(a)!) ? b : a));
      e.option = best;
      const odds = oddsText(s, seat, best, lang);
      e.label = `${w.option(d.question, best)}${odds ? ` — ${odds}` : ''}`;
    } else {
      const odds = (d.question === 'aof.shoot' && e.option !== 'none') || e.option.startsWith('cast:') ? oddsText(s, seat, e.option, lang) : '';
      e.label = `${w.option(d.question, e.option)}${odds ? ` — ${odds}` : ''}`;
    }
  }
  listed.forEach((e, i) => out(`  ${String(i + 1).padStart(2)}) ${e.label}`));
  /** The engine's reason an option no listing names is refused, in the seat's words; null when
   * the rules give none (then the surface says what it can). */
  const engineWhy = (option: string): string | null => {
    const p = prepare(s, seat, { kind: 'choice', option });
    return !p.ok && p.error.why ? formatRefusal(p.error.why, { model: w.unit, item: (id) => id }, lang) : null;
  };
  const squaresOf = (prefix: string) => d.options.filter((x) => (prefix === '' ? /^\d+\.\d+$/.test(x) : x.startsWith(prefix)));
  const sqWord = (p: [number, number]) => w.square(p[0], p[1]);
  for (const [key, c] of Object.entries(SQUARE_COMMANDS)) {
    if (!squareKinds.includes(c.prefix)) continue;
    const list = squaresOf(c.prefix);
    if (list.length === 0) continue;
    const far = list.map((x) => squareOf(x)!).reduce((a, b) => (near(b) > near(a) ? b : a));
    out(`  ${key} X Y: ${t[c.word]} — ${list.length} ${lang === 'it' ? 'caselle' : list.length === 1 ? 'square' : 'squares'}${from ? (lang === 'it' ? `, la più lontana ${sqWord(far)}` : `, the farthest ${sqWord(far)}`) : ''}`);
  }
  if (charges.size > 0) out(`  ${t.chargeCommand}: ${t.charge} — ${[...charges.keys()].map((id) => `${mk.get(id) ?? '?'} ${w.unit(id)}`).join(', ')}`);
  out(`  ${t.commands}`);
  for (;;) {
    const line = await input.next(`${seat}> `);
    if (line === null) return 'quit';
    const words = line.trim().split(/\s+/).filter(Boolean);
    const cmd = (words[0] ?? '').toLowerCase();
    if (cmd === 'q' || cmd === 'quit') return 'quit';
    if (cmd === 'h' || cmd === '?' || cmd === 'help') { out(HELP[lang]); continue; }
    if (cmd === 'u' || cmd === 'undo') return 'undo';
    if (cmd === 'map') { draw(); continue; }
    if (cmd === 's') {
      if (!words[1]) out('usage: s FILE');
      else await save(words[1]);
      continue;
    }
    if (/^\d+$/.test(cmd)) {
      const e = listed[Number(cmd) - 1];
      if (e) return { kind: 'choice', option: e.option };
      out(t.noChoice(cmd, listed.length));
      continue;
    }
    const sc = SQUARE_COMMANDS[cmd];
    if (sc) {
      const [xs, ys] = [words[1], words[2]];
      if (!squareKinds.includes(sc.prefix)) { out(t.noneNow(t[sc.word])); continue; }
      if (!/^\d+$/.test(xs ?? '') || !/^\d+$/.test(ys ?? '')) { out(`${cmd} X Y`); continue; }
      const opt = `${sc.prefix}${Number(xs)}.${Number(ys)}`;
      if (d.options.includes(opt)) return { kind: 'choice', option: opt };
      const why = engineWhy(opt);
      const list = squaresOf(sc.prefix).map((x) => squareOf(x)!);
      const want: [number, number] = [Number(xs), Number(ys)];
      if (list.length === 0) { out(why ?? t.noneNow(t[sc.word])); continue; }
      const nearest = list.reduce((a, b) => (Math.hypot(b[0] - want[0], b[1] - want[1]) < Math.hypot(a[0] - want[0], a[1] - want[1]) ? b : a));
      out(why ? `${why} ${t.nearest(list.length, sqWord(nearest))}` : t.notThere(t[sc.word], sqWord(want), list.length, sqWord(nearest)));
      continue;
    }
    if (cmd === 'c') {
      const target = byMark.get(words[1] ?? '');
      if (!target) { out(t.noUnit(words[1] ?? '')); continue; }
      const mine = charges.get(target);
      if (!mine) { out(engineWhy(`charge:${target}`) ?? t.noneNow(`${t.charge} — ${w.unit(target)}`)); continue; }
      if (words.length < 4) return { kind: 'choice', option: listed.find((e) => e.option.startsWith(`charge:${target}:`))!.option };
      const opt = `charge:${target}:${Number(words[2])}.${Number(words[3])}`;
      if (mine.includes(opt)) return { kind: 'choice', option: opt };
      const want: [number, number] = [Number(words[2]), Number(words[3])];
      const list = mine.map((x) => squareOf(x)!);
      const nearest = list.reduce((a, b) => (Math.hypot(b[0] - want[0], b[1] - want[1]) < Math.hypot(a[0] - want[0], a[1] - want[1]) ? b : a));
      const why = engineWhy(opt);
      out(why ? `${why} ${t.nearest(list.length, sqWord(nearest))}` : t.notThere(`${t.charge} — ${w.unit(target)}`, sqWord(want), list.length, sqWord(nearest)));
      continue;
    }
    if (cmd !== '') out(t.unknown(cmd));
  }
}
