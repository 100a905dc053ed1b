// What the server's list of legal answers means on the board for the model picked: where it may
// move (each destination with its path), whom it may attack or shoot, which doors and chests it
// may open. The list comes from the engine through the server; nothing here decides legality.
import type { Answer, ModelView, View } from '@delve/engine';

export type AttackAnswer = Extract<Answer, { kind: 'attack' | 'shoot' }>;

export interface LegalForModel {
  /** Destination "x,y" → the squares walked, the destination last (the start left out). */
  moves: Map<string, [number, number][]>;
  /** Target model id → the attack answers on it (hand-to-hand first, then shots). */
  attacks: Map<string, AttackAnswer[]>;
  /** The shots that may snipe instead (FAC-I03): the same shots with `snipe: true`. */
  snipes: AttackAnswer[];
  /** Cell index → the door or chest answer there. */
  opens: Map<number, Extract<Answer, { kind: 'door' | 'chest' }>>;
}

export const cellKey = (x: number, y: number) => `${x},${y}`;

export function legalFor(view: View, legal: readonly Answer[], model: string | null): LegalForModel {
  const out: LegalForModel = { moves: new Map(), attacks: new Map(), opens: new Map(), snipes: [] };
  if (!model) return out;
  for (const a of legal) {
    if (!('model' in a) || a.model !== model) continue;
    switch (a.kind) {
      case 'move':
        out.moves.set(cellKey(a.to[0], a.to[1]), a.path ?? [a.to]);
        break;
      case 'attack':
      case 'shoot': {
        // A sniped shot is the same shot with its aim spent: a choice made beside its odds.
        if (a.kind === 'shoot' && a.snipe) {
          out.snipes.push(a);
          break;
        }
        const list = out.attacks.get(a.target) ?? [];
        list.push(a);
        list.sort((p, q) => (p.kind === q.kind ? 0 : p.kind === 'attack' ? -1 : 1));
        out.attacks.set(a.target, list);
        break;
      }
      case 'door': {
        const door = view.map.doors.find((d) => d.id === a.door);
        for (const c of door?.cells ?? []) out.opens.set(c, a);
        break;
      }
      case 'chest': {
        const chest = view.map.chests.find((c) => c.id === a.chest);
        if (chest) out.opens.set(chest.cell, a);
        break;
      }
    }
  }
  return out;
}

/** Models the non-act decisions name as legal targets (free attacks, fumbles, a new Leader). */
export function legalModels(legal: readonly Answer[]): string[] {
  return legal.flatMap((a) => (a.kind === 'target' ? [a.target] : a.kind === 'leader' ? [a.hero] : []));
}

/** A model standing on (x, y), the standing one first where a knocked-out one shares it. */
export function modelAt(v: View, x: number, y: number): ModelView | undefined {
  const here = v.models.filter((m) => m.x === x && m.y === y && !m.left);
  return here.find((m) => !m.ko) ?? here[0];
}

/** Whether `a`, a shot, may snipe instead (FAC-I03): the same shot is listed with `snipe: true`. */
export function maySnipe(legal: LegalForModel | null, a: AttackAnswer): boolean {
  return a.kind === 'shoot' && !!legal?.snipes.some((x) => x.kind === 'shoot' && x.target === a.target && x.weapon === a.weapon && x.facing === a.facing);
}
