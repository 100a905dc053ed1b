// The dice as rolled, each drawn as what it is: a d12 as a twelve-sided die (a 12 and a 1 marked
// on the rolls where they count), a d6 as a cube, a skull-and-shield die (the `guilds` damage
// die, DEC-07) as the skull, shield or blank it shows, with the faces that count lit (skulls on
// damage dice, shields on defence dice), and any other die with its size named; what they were
// for, and who rolled them.
import type { GameEvent } from '@delve/engine';
import type { RolledDice, Snapshot } from './game-client.ts';
import { sentence } from './words.ts';
import { maybe, useI18n } from './i18n.ts';

type Dice = Extract<GameEvent, { type: 'dice' }>;
type Symbol = NonNullable<Dice['symbols']>[number];

/** The rolls where a 12 and a 1 mean something beyond their number (a critical, a fumble). */
const MARKED = new Set<Dice['purpose']>(['to-hit']);

function SymbolFace({ symbol }: { symbol: Symbol }) {
  if (symbol === 'skull') {
    return (
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <path d="M10 2.5a6.8 6.8 0 0 0-6.8 6.8c0 2.4 1.2 4 2.8 5V17h8v-2.7c1.6-1 2.8-2.6 2.8-5A6.8 6.8 0 0 0 10 2.5z" fill="currentColor" />
        <circle cx="7.3" cy="9.3" r="1.7" class="hole" /><circle cx="12.7" cy="9.3" r="1.7" class="hole" />
        <path d="M9.2 12.2h1.6l-.8 1.6z" class="hole" />
      </svg>
    );
  }
  if (symbol === 'shield') {
    return (
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <path d="M10 2.2l6.2 2.4v4.8c0 4.1-2.7 7-6.2 8.6-3.5-1.6-6.2-4.5-6.2-8.6V4.6z" fill="currentColor" />
      </svg>
    );
  }
  return <svg viewBox="0 0 20 20" aria-hidden="true" />;
}

function Die({ event, face, i, outcome }: { event: Dice; face: number; i: number; outcome: RolledDice['outcome'] }) {
  const sides = event.sides ?? 12;
  const symbol = event.symbols?.[i];
  if (symbol) {
    // What counts: a skull on a damage die, a shield on a defence die.
    const counts = (event.purpose === 'damage' && symbol === 'skull') || (event.purpose === 'defence' && symbol === 'shield');
    return <span class={`die symbol ${symbol}${event.purpose === 'defence' ? ' defence' : ''}${counts ? ' counts' : ''}`} data-face={symbol}><SymbolFace symbol={symbol} /></span>;
  }
  if (sides === 12) {
    // What the attack made of the face when known (a great weapon's 2 is a fumble), else a 12 or a 1.
    const mark = outcome === 'critical' ? ' crit' : outcome === 'fumble' ? ' fumble' : outcome ? ''
      : MARKED.has(event.purpose) ? (face === 12 ? ' crit' : face === 1 ? ' fumble' : '') : '';
    return <span class={`die d12${mark}`} data-face={face}>{face}</span>;
  }
  if (sides === 6) return <span class="die d6" data-face={face}>{face}</span>;
  return <span class="die dn" data-face={face}>{face}<small>d{sides}</small></span>;
}

export function DiceTray({ dice, names }: { dice: Snapshot['dice']; names: Readonly<Record<string, string>> }) {
  const { t, locale } = useI18n();
  const recent = [...dice].reverse().slice(0, 4);
  return (
    <section class="dice" aria-labelledby="dice-title">
      <h2 id="dice-title">{t('dice')}</h2>
      {recent.length === 0 && <p class="hint">{t('dice.none')}</p>}
      <ul>
        {recent.map(({ key, event, outcome }, i) => (
          <li key={key} class={i === 0 ? 'latest' : ''} aria-label={sentence(event, names, locale)}>
            <span class="who">{event.by === null ? t('dice.gm') : names[event.by] ?? event.by} · {maybe(t, `purpose.${event.purpose}`, event.purpose)}</span>
            <span class="faces" aria-hidden="true">
              {event.faces.map((f, j) => <Die key={j} event={event} face={f} i={j} outcome={outcome} />)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
