// Logs and replays built from storage, so any process can answer them (the game may be live in
// another one). A running game is shown to a seat only as that seat saw it: at each step its
// view(state, seat) and viewEvents computed on the state of that very step, exactly what the room
// sent it live (DEC-17). A finished game may be shown as any seat saw it, the GM's included.
import { applyInPlace, createGame, seatEvents, seatView, type Content, type GameState, type Seat, type View } from '@delve/engine';

// Each ruleset's own view and events: a crawl's map and models, aof-quest's battlefield and units.
const view = (s: GameState, seat: Seat) => seatView(s, seat) as View;
const viewEvents = seatEvents;
import { MAX_REPLAY_FRAMES, type ReplayFrame, type ReplayResponse, type SeatLogFile } from '@delve/protocol';
import type { StoredGame } from './storage/store.ts';

/** Walks the stored answers; `visit` sees the state right after each step (0: the opening).
 * Stops after step `upTo`. */
function walk(g: StoredGame, content: Content, upTo: number, visit: (step: number, s: GameState, events: GameState['events']) => void): void {
  const s = createGame(g.record.header, content);
  visit(0, s, s.events);
  for (let i = 0; i < Math.min(upTo, g.answers.length); i++) {
    const { seat, answer } = g.answers[i]!;
    const r = applyInPlace(s, seat, answer);
    // A stored answer is one the engine accepted; a refusal here means the engine changed.
    if (!r.ok) throw new Error(`game ${g.record.id}: stored answer ${i} is refused on replay: ${r.error.code}`);
    visit(i + 1, s, r.events);
  }
}

export function seatLog(g: StoredGame, content: Content, seat: Seat): SeatLogFile {
  const entries: SeatLogFile['entries'] = [];
  let last: GameState | null = null;
  walk(g, content, g.answers.length, (step, s, events) => {
    entries.push({ step, seat: step === 0 ? null : g.answers[step - 1]!.seat, events: viewEvents(s, events, seat) });
    last = s;
  });
  return { format: 'delve-seat-log', version: 1, gameId: g.record.id, seat, step: g.answers.length, entries, view: view(last!, seat) };
}

export interface FrameRange {
  from: number;
  to: number;
}

/** Clamps a requested range to the game and to MAX_REPLAY_FRAMES. */
export function frameRange(steps: number, from: number | null, to: number | null): FrameRange {
  const f = Math.max(0, Math.min(from ?? 0, steps));
  const t = Math.max(f, Math.min(to ?? f + MAX_REPLAY_FRAMES - 1, steps, f + MAX_REPLAY_FRAMES - 1));
  return { from: f, to: t };
}

export function replayFrames(g: StoredGame, content: Content, seat: Seat, range: FrameRange): ReplayResponse {
  const frames: ReplayFrame[] = [];
  walk(g, content, range.to, (step, s, events) => {
    if (step < range.from) return;
    frames.push({ step, by: step === 0 ? null : g.answers[step - 1]!.seat, view: view(s, seat), events: viewEvents(s, events, seat) });
  });
  return { gameId: g.record.id, seat, steps: g.answers.length, finished: g.finished, frames };
}
