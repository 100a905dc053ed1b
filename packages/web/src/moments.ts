// The moment a decision is asked at, in words, from the seat's view and the latest events it saw:
// for a Fate Point, which roll failed, what it needed and what the point saves; for a push, its
// odds; after a fight, the loot shared. The panels show these beside the question.
import type { Decision, GameEvent, View } from '@delve/engine';
import type { T } from './i18n.ts';

type Fate = Extract<Decision, { kind: 'fate' }>;

/** The newest event of `type` that `ok` accepts, looking back from the end of the log. */
function last<K extends GameEvent['type']>(log: readonly GameEvent[], type: K, ok: (e: Extract<GameEvent, { type: K }>) => boolean = () => true): Extract<GameEvent, { type: K }> | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.type === type && ok(e as Extract<GameEvent, { type: K }>)) return e as Extract<GameEvent, { type: K }>;
  }
  return null;
}

/** Which roll a Fate Point is asked for, what it needed and what spending it saves. */
export function fateMoment(d: Fate, view: View, log: readonly GameEvent[], names: Readonly<Record<string, string>>, t: T): string {
  const n = (id: string) => names[id] ?? id;
  const me = view.models.find((m) => m.id === d.model);
  const left = me?.fate ?? null;
  const tail = left === null ? '' : ` ${t('fate.left', { n: left })}`;
  const roll = (purpose: string) => last(log, 'dice', (e) => e.purpose === purpose && e.by === d.model)?.faces[0];
  switch (d.reason) {
    case 'to-hit': {
      const a = last(log, 'attack', (e) => e.attacker === d.model);
      if (!a) break;
      const need = a.need === null ? '' : t('fate.needs', { need: a.need });
      return t(a.result === 'fumble' ? 'fate.toHit.fumble' : 'fate.toHit', { target: n(a.target), roll: a.roll, need }) + tail;
    }
    case 'damage': {
      const wounds = d.wounds ?? 0;
      const now = me?.wounds ?? null;
      if (now === null) return t('fate.damage.unknown', { wounds }) + tail;
      return t(wounds >= now ? 'fate.damage.falls' : 'fate.damage', { wounds, now, after: Math.max(0, now - wounds) }) + tail;
    }
    case 'spot': return t('fate.spot', { roll: roll('spot') ?? '?' }) + tail;
    case 'disarm': return t('fate.disarm', { roll: roll('disarm') ?? '?' }) + tail;
    case 'intelligence': return t('fate.intelligence', { roll: roll('intelligence') ?? '?', value: me?.profile.intelligence ?? '?' }) + tail;
    case 'check': {
      const c = last(log, 'check', (e) => e.model === d.model);
      return t('fate.check', { roll: c?.roll ?? roll('check') ?? '?', value: c?.value ?? me?.profile.speed ?? '?' }) + tail;
    }
    case 'push': {
      // The two push dice, the pusher's first: the totals add each side's Strength.
      const dice = log.filter((e): e is Extract<GameEvent, { type: 'dice' }> => e.type === 'dice' && e.purpose === 'push').slice(-2);
      const target = dice[1]?.by ? view.models.find((m) => m.id === dice[1]!.by) : undefined;
      if (dice.length < 2 || !me || !target) break;
      const pr = dice[0]!.faces[0]!, tr = dice[1]!.faces[0]!;
      return t('fate.push', {
        pr, ps: me.profile.strength, pt: pr + me.profile.strength, tr, ts: target.profile.strength, tt: tr + target.profile.strength, target: target.name,
      }) + tail;
    }
  }
  return t('fate.generic') + tail;
}

/** The chance that a push succeeds: the pusher's d12 + Strength must beat the target's d12 +
 * Strength, a tie failing (DEC-06, GLD-P03). */
export function pushOdds(pusherStrength: number, targetStrength: number): number {
  let wins = 0;
  for (let a = 1; a <= 12; a++) for (let b = 1; b <= 12; b++) if (a + pusherStrength > b + targetStrength) wins++;
  return wins / 144;
}

/** What the fight just ended left: the loot shared or lost, from the events since the combat
 * ended (the newest first in the log's order kept). */
export function fightEnd(log: readonly GameEvent[]): GameEvent[] {
  let i = log.length - 1;
  while (i >= 0 && log[i]!.type !== 'combatEnded') i--;
  if (i < 0) return [];
  return log.slice(i).filter((e) => e.type === 'combatEnded' || e.type === 'loot' || e.type === 'lootLost' || e.type === 'missileRecovered' || e.type === 'itemTaken' || e.type === 'treasureFound');
}
