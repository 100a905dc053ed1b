// What every dungeon crawl plugs into the engine the same way: its first state from the setup's
// map, models, traps and chests, the players' seats and the GM's, the views that hide the
// unexplored dungeon from the heroes (DEC-17), and the map's revision kept after each answer.
import type { Ruleset } from '../ruleset.ts';
import { GM } from '../types.ts';
import { crawlState } from '../state.ts';
import { view, views, viewEvents, viewsEvents } from '../view.ts';
import { noteAnswerPlayed } from '../board.ts';
import { reasonEvent } from './reasons.ts';
import { crawlTellsNothing } from './take-back.ts';

export const CRAWL_RULESET: Pick<Ruleset, 'init' | 'seats' | 'view' | 'views' | 'viewEvents' | 'seatsEvents' | 'afterAnswer' | 'reason' | 'tellsNothing'> = {
  init: crawlState,
  seats: (s) => [...s.players, GM],
  view: (s, seat) => view(s, seat),
  views: (s, seats) => views(s, seats),
  viewEvents,
  seatsEvents: viewsEvents,
  afterAnswer: noteAnswerPlayed,
  reason: reasonEvent,
  tellsNothing: crawlTellsNothing,
};
