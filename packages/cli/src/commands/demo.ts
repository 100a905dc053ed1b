// `delve demo`: a fight played by the fixed policy, told in words.
import { formatEvent, view, type ModelView } from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { fixedPolicy, newRoomFight } from '@delve/ai';
import { applyInPlace } from '@delve/engine';
import { eventNaming } from '../answer-labels.ts';

export async function demoCommand(opts: { seed: string }): Promise<number> {
  const content = await loadDefaultContent('ahq');
  const s = newRoomFight(content, opts.seed);
  const say = (events: typeof s.events) => {
    const names = eventNaming(s, 'gm', content, events);
    for (const e of events) if (e.type !== 'dice') process.stdout.write(`${formatEvent(e, names)}\n`);
  };
  say(s.events);
  let n = 0;
  while (s.pending && !s.result && n++ < 10_000) {
    const seat = s.pending.seat;
    const r = applyInPlace(s, seat, fixedPolicy(s, seat));
    if (!r.ok) throw new Error(r.error.message);
    say(r.events);
  }
  const v = view(s, 'gm');
  const names = eventNaming(s, 'gm', content, []);
  process.stdout.write(`\nAfter ${s.turn} turns: ${v.models.map((m) => standing({ ...m, name: names.model(m.id) })).join(', ')}\n`);
  return 0;
}

/** How a model ended the fight: its wounds left, never below 0, or that it is dead. */
export function standing(m: Pick<ModelView, 'name' | 'wounds' | 'maxWounds' | 'ko' | 'dead'>): string {
  if (m.dead || (m.wounds !== null && m.wounds < 0)) return `${m.name} dead`;
  return `${m.name} ${m.wounds === null ? '?' : m.wounds}/${m.maxWounds}${m.ko ? ' (KO)' : ''}`;
}
