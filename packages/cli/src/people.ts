// Who sits at a seat, in words: the person by name, as the web page names them ("Anna — choose
// an action"), with the heroes they play. At one keyboard nobody has given a name unless
// `--names p1=Anna,p2=Bob` says them; a seat without one is its player by number ("Player 1",
// "Giocatore 1"), as a hot-seat game calls its players, and the GM seat is the GM, as the log says.
import type { Locale, Seat } from '@delve/engine';

/** The names people gave for their seats. */
export type People = ReadonlyMap<Seat, string>;

/** '--names p1=Anna,p2=Bob' → the names by seat; a seat not in the game is refused by name. */
export function parseNames(spec: string | undefined, seats: readonly Seat[]): Map<Seat, string> {
  const out = new Map<Seat, string>();
  for (const pair of (spec ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const at = pair.indexOf('=');
    const seat = at < 0 ? pair : pair.slice(0, at).trim();
    const name = at < 0 ? '' : pair.slice(at + 1).trim();
    if (!seats.includes(seat)) throw new Error(`unknown seat '${seat}' in --names (seats: ${seats.join(', ')})`);
    if (!name) throw new Error(`--names: seat ${seat} has no name ('${seat}=NAME')`);
    out.set(seat, name);
  }
  return out;
}

/** The person at `seat`: their name, else "Player N" (the seat's number), or the GM. */
export function personOf(seat: Seat, people: People, locale: Locale): string {
  const named = people.get(seat);
  if (named) return named;
  if (seat === 'gm') return locale === 'it' ? 'il GM' : 'the GM';
  const n = /^p(\d+)$/.exec(seat)?.[1];
  return n ? `${locale === 'it' ? 'Giocatore' : 'Player'} ${n}` : seat;
}

/** The person and the heroes they play: "Anna (Barbarian)", "Player 2 (Dwarf)", "the GM". */
export function seatPerson(seat: Seat, heroes: readonly string[], people: People, locale: Locale): string {
  const who = personOf(seat, people, locale);
  return heroes.length > 0 && seat !== 'gm' ? `${who} (${heroes.join(', ')})` : who;
}

/** The person at the start of a line ("Il Master" for "il Master"). */
export function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** `names` with each seat said as its person and heroes, for the log ("Anna (Barbarian) acts."). */
export function withPeople<N extends { seat(seat: Seat): string }>(names: N, people: People, locale: Locale): N {
  return {
    ...names,
    seat: (seat: Seat) => {
      const heroes = names.seat(seat);
      return seatPerson(seat, heroes && heroes !== seat ? [heroes] : [], people, locale);
    },
  };
}
