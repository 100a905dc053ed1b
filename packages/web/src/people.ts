// People and seats in words: the name a person goes by, with the heroes their seat plays
// ("Anna (Barbarian)"), never the seat's id where a name or a hero is known.
import { GM, type Seat, type View } from '@delve/engine';
import type { SeatInfo } from '@delve/protocol';
import type { T } from './i18n.ts';

/** The heroes a seat plays, by name. */
export function heroesOf(view: View | null, seat: Seat): string[] {
  return view ? view.models.filter((m) => m.seat === seat && m.kind === 'hero').map((m) => m.name) : [];
}

/** Who is at a seat and what they play: the person's name and their heroes (or "Gamesmaster"),
 * the heroes alone while nobody has given a name, the seat only when there is nothing else. */
export function person(table: readonly SeatInfo[], view: View | null, seat: Seat, t: T): { who: string; plays: string } {
  const name = table.find((s) => s.seat === seat)?.name ?? null;
  const plays = seat === GM ? t('table.gm') : heroesOf(view, seat).join(', ');
  if (name) return { who: name, plays };
  if (seat === GM) return { who: t('waiting.gm'), plays: '' };
  return { who: plays || t('table.seat', { seat }), plays: '' };
}

/** "Anna (Barbarian)", "the Gamesmaster", "Barbarian". */
export function personLabel(table: readonly SeatInfo[], view: View | null, seat: Seat, t: T): string {
  const p = person(table, view, seat, t);
  return p.plays ? `${p.who} (${p.plays})` : p.who;
}

/** A seat as its own person reads it in their list of seats: "Anna (Barbarian)", "Gamesmaster". */
export function ownSeatLabel(table: readonly SeatInfo[], view: View | null, seat: Seat, t: T): string {
  const named = table.find((s) => s.seat === seat)?.name;
  return !named && seat === GM ? t('table.gm') : personLabel(table, view, seat, t);
}
