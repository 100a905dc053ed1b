// `delve replay FILE` of an aof-quest game: the save is checked against its check first, then
// stepped through answer by answer as a hero seat saw it (every hero seat sees the same): the
// answer in words, the events it brought (the enemies' reasons among them), the battlefield.
import {
  aofWords, applyInPlace, createGame, formatEvent, seatEvents, seatView,
  type AofContent, type AofSeatView, type Content, type CoreState, type GameEvent, type Locale, type Seat,
} from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { aofLegend, aofMap, aofMarks, aofStatusLine } from '../aof-board.ts';
import { useColour } from '../colour.ts';
import { startAfter, stepThrough } from '../step-through.ts';
import { inFile, replaySave, type Save } from '../saved-game.ts';
import { aofNames } from './play-aof.ts';
import { localeOf } from './play.ts';

type Choice = Extract<CoreState['pending'] & object, { kind: 'choice' }>;

const T = {
  en: { start: (n: number) => `Start of the mission (${n} answers)`, answer: (n: number, of: number, seat: string, said: string) => `Answer ${n}/${of}, seat ${seat}: ${said}`, prompt: '[Enter] next, b back, q quit> ', atStart: 'at the start already', atEnd: 'at the end of the game' },
  it: { start: (n: number) => `Inizio della missione (${n} risposte)`, answer: (n: number, of: number, seat: string, said: string) => `Risposta ${n}/${of}, posto ${seat}: ${said}`, prompt: '[Invio] avanti, b indietro, q esci> ', atStart: 'già all’inizio', atEnd: 'alla fine della partita' },
} as const;

export async function replayAof(file: string, saved: Save, o: { to?: string; seat: string; color: boolean; lang?: string }): Promise<number> {
  const lang: Locale = localeOf(o.lang);
  const t = T[lang];
  const content = (await loadDefaultContent('aof-quest')) as Content & { aof: AofContent };
  const aof = content.aof;
  // The whole save is checked first: an edited one says at which step it parts from the game.
  const { header } = replaySave(file, saved, content);
  const total = saved.answers.length;
  const out = (text: string) => process.stdout.write(`${text}\n`);
  const paint = useColour(o.color);
  const marks = aofMarks();
  const first = inFile(file, () => createGame<CoreState>(header, content));
  const seats = first.ctx.ruleset.seats(first);
  const seat: Seat = seats.includes(o.seat) ? o.seat : seats[0]!;
  /** The state after `n` answers, the events of the last one, and that answer in words. */
  const at = (n: number): { s: CoreState; events: GameEvent[]; said: string; kept: Map<string, string>; read: GameEvent[] } => {
    const s = inFile(file, () => createGame<CoreState>(header, content));
    const kept = new Map<string, string>();
    const read: GameEvent[] = [...seatEvents(s, s.events, seat)];
    let events: GameEvent[] = [...s.events];
    let said = '';
    const remember = () => {
      const v = seatView(s, seat) as AofSeatView;
      aofNames(v, aofWords(v, aof, lang, read), aof, lang, kept);
    };
    remember();
    for (let i = 0; i < n; i++) {
      const { seat: by, answer } = saved.answers[i]!;
      if (i === n - 1) {
        const d = s.pending as Choice;
        const v = seatView(s, seat) as AofSeatView;
        said = answer.kind === 'choice' ? aofWords(v, aof, lang, read).option(d.question, answer.option) : answer.kind;
      }
      const r = applyInPlace(s, by, answer);
      if (!r.ok) throw new Error(`${file}: answer ${i + 1} (${by}) is refused: ${r.error.code}: ${r.error.message}`);
      events = [...r.events];
      read.push(...seatEvents(s, r.events, seat));
      remember();
    }
    return { s, events, said, kept, read };
  };
  const show = (n: number) => {
    const { s, events, said, kept, read } = at(n);
    const v = seatView(s, seat) as AofSeatView;
    const names = aofNames(v, aofWords(v, aof, lang, read), aof, lang, kept);
    out('');
    out(n === 0 ? t.start(total) : t.answer(n, total, saved.answers[n - 1]!.seat, said));
    for (const e of seatEvents(s, events, seat)) out(`  ${formatEvent(e, names, lang)}`);
    const mk = marks(v);
    out(aofStatusLine(v, lang));
    out(aofMap(v, mk, paint));
    out(aofLegend(v, mk, aof, lang));
  };
  await stepThrough(total, startAfter(o.to, total), show, t, out);
  return 0;
}
