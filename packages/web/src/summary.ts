// What an expedition came to, for the end screen: each member of the party with the gold carried
// out, the monsters slain, the wounds taken and how it ended, from the seat's view and its log
// (which holds every event this seat saw since the start). The same for both rulesets: the
// events are the engine's shared ones.
import type { GameEvent, View } from '@delve/engine';

export type Fate = 'fell' | 'left' | 'ko' | 'standing';

export interface MemberSummary {
  id: string;
  name: string;
  gold: number | null;
  kills: number;
  woundsTaken: number;
  woundsLeft: number | null;
  maxWounds: number;
  fate: Fate;
}

export interface ExpeditionSummary {
  members: MemberSummary[];
  gold: number;
  kills: number;
  woundsTaken: number;
  fallen: string[];
  turns: number;
}

export function expeditionSummary(view: View, log: readonly { event: GameEvent }[]): ExpeditionSummary {
  const party = view.models.filter((m) => m.side === 'heroes' && m.kind !== 'monster');
  const ids = new Set(party.map((m) => m.id));
  const kills = new Map<string, number>();
  const taken = new Map<string, number>();
  let slain = 0;
  for (const { event: e } of log) {
    if (e.type === 'died' && !ids.has(e.model)) {
      slain++;
      if (e.by && ids.has(e.by)) kills.set(e.by, (kills.get(e.by) ?? 0) + 1);
    }
    if (e.type === 'wounded' && ids.has(e.model)) taken.set(e.model, (taken.get(e.model) ?? 0) + e.wounds);
  }
  const members = party.map((m): MemberSummary => ({
    id: m.id, name: m.name, gold: m.gold, kills: kills.get(m.id) ?? 0, woundsTaken: taken.get(m.id) ?? 0,
    woundsLeft: m.wounds, maxWounds: m.maxWounds,
    fate: m.dead ? 'fell' : m.left ? 'left' : m.ko ? 'ko' : 'standing',
  }));
  return {
    members,
    gold: members.reduce((a, m) => a + (m.gold ?? 0), 0),
    kills: slain,
    woundsTaken: members.reduce((a, m) => a + m.woundsTaken, 0),
    fallen: members.filter((m) => m.fate === 'fell').map((m) => m.name),
    turns: view.turn,
  };
}
