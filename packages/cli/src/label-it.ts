// The `delve play` menu's answers in Italian: "il Barbaro attacca l'Orco 1 — a segno 60%, …". Names
// come marked with their articles (`withArticle`); the caller joins them to the prepositions
// before them (`finishItalian`).
import type { Answer, Facing, GameState, Naming, View } from '@delve/engine';

export interface ItalianLabelContext {
  s: GameState;
  v: View;
  names: Naming;
  sq(at: readonly number[]): string;
  odds(attacker: string, target: string, weapon?: string, facing?: Facing): string;
  /** A model's name with its article. */
  the(id: string): string;
  /** A weapon's, item's or spell's name with its article. */
  thing(id: string): string;
  /** A seat by its person and the heroes they play: "Giocatore 2 (Nano)". */
  seatName(seat: string): string;
  /** The odds of the interception decision's shot against a figure, words and all; '' without. */
  interceptOdds(id: string): string;
  /** The Heroic card a snipe by the figure would spend (FAC-I03), with its article. */
  aim(id: string): string;
}

const WAYS: Readonly<Record<Facing, string>> = { N: 'nord', E: 'est', S: 'sud', W: 'ovest' };
const WALLS: Readonly<Record<string, string>> = { north: 'nord', east: 'est', south: 'sud', west: 'ovest' };

export function italianLabel(c: ItalianLabelContext): (a: Answer) => string {
  const { s, v, names, sq, odds, the, thing } = c;
  const faced = (f: Facing | undefined) => (f ? `, rivolto a ${WAYS[f]}` : '');
  const turns = (f: Facing | undefined) => (f ? ` si gira a ${WAYS[f]} e` : '');
  return (a) => {
    switch (a.kind) {
      case 'move': return `${the(a.model)} si muove in ${a.to[0]},${a.to[1]}${faced(a.facing)}`;
      case 'attack': return `${the(a.model)}${turns(a.facing)} attacca ${the(a.target)}${odds(a.model, a.target, undefined, a.facing)}`;
      // A sniped shot spends the Heroic card that would re-roll a miss (FAC-I03).
      case 'shoot': return `${the(a.model)}${turns(a.facing)} tira${a.snipe ? ' di precisione' : ''} a ${the(a.target)}${a.weapon ? ` con ${thing(a.weapon)}` : ''}${a.snipe ? ` (spende ${c.aim(a.model)}, la Carta Eroica che ritirerebbe un colpo mancato: niente ritiro, nessuno può frapporsi)` : ''}${odds(a.model, a.target, a.weapon, a.facing)}`;
      case 'run': return `${the(a.model)} corre (d12 caselle invece di attaccare)`;
      case 'door': return `${the(a.model)} ${v.map.doors.find((d) => d.id === a.door)?.open ? 'chiude' : 'apre'} ${names.door(a.door, a.model)}`;
      case 'chest': return `${the(a.model)} apre ${names.chest(a.chest, a.model)}`;
      case 'searchSecret': return `${the(a.model)} cerca porte segrete sulla parete ${WALLS[a.wall] ?? a.wall}`;
      case 'searchTreasure': return `${the(a.model)} cerca tesori nella stanza`;
      case 'removeArmour': return `${the(a.model)} si toglie l’armatura`;
      case 'disarm': return `${the(a.model)} disinnesca ${names.trap(a.trap, a.model)}`;
      case 'cast': return `${the(a.model)} lancia ${thing(a.spell)} su ${the(a.target)}`;
      case 'potion': return a.target === a.model ? `${the(a.model)} beve ${thing(a.item)}` : `${the(a.model)} dà ${thing(a.item)} a ${the(a.target)}`;
      case 'drag': return `${the(a.model)} trascina ${the(a.target)} in ${a.path[a.path.length - 1]!.join(',')}`;
      case 'leave': return `${the(a.model)} esce per le scale`;
      case 'push': return `${the(a.model)} spinge ${the(a.target)}`;
      case 'give': return `${the(a.model)} dà ${thing(a.item)} a ${the(a.target)}`;
      case 'take': return `${the(a.model)} prende ${thing(a.item)} da ${the(a.target)}`;
      case 'end': return `termina l’attivazione di ${the(a.model)}`;
      case 'turn': return `${the(a.model)} si gira${a.facing ? ` a ${WAYS[a.facing]}` : ''}`;
      case 'heal': return `${the(a.model)} cura ${the(a.target)} (una prova di Intelligenza, l’intera attivazione)`;
      case 'intercept': {
        const d = s.pending?.kind === 'intercept' ? s.pending : null;
        if (a.model === null) return `lascia passare l’attacco${d ? ` su ${the(d.target)}${c.interceptOdds(d.target)}` : ''}`;
        return `${the(a.model)} si frappone e subisce l’attacco${c.interceptOdds(a.model)}`;
      }
      case 'endPhase': return 'termina ogni attivazione rimasta di questo posto';
      case 'choosePlayer': return `agisce ora ${c.seatName(a.player)}`;
      case 'place': return `piazza i mostri come suggerito (${a.placements.map((p) => `${the(p.model)} in ${sq(p.at)}`).join('; ')})`;
      case 'nudge': return a.moves.length === 0 ? 'lascia i mostri dove sono' : `sposta ${a.moves.map((m) => `${the(m.model)} in ${sq(m.to)}`).join('; ')}`;
      case 'routine': return a.routine === 'moveThenAttack' ? 'i mostri muovono, poi attaccano' : 'i mostri attaccano, poi muovono';
      case 'pursue': return a.pursue ? 'insegui gli Eroi' : 'lasciali andare';
      case 'fate': return a.spend ? 'spendi un Punto Fato' : 'tieni il Punto Fato';
      case 'target': return `bersaglio: ${names.model(a.target)}`;
      case 'advance': return a.advance ? 'avanza nella casella' : 'resta';
      case 'sentryDoor': return a.at ? `metti una porta in ${a.at.join(',')}` : 'nessuna seconda porta';
      case 'components': return `componenti: ${Object.entries(a.picks).map(([k, n]) => `${n} ${names.item(k)}`).join(', ')}`;
      case 'pick': return a.item === null ? 'non prendere altro' : `${the(a.hero ?? '')} prende ${a.item === 'gold' ? 'l’oro' : thing(a.item)}`;
      case 'leader': return `${the(a.hero)} guida il gruppo`;
      case 'generator': return s.pending?.kind === 'generator' ? generatorOptionIt(s.pending.options[a.choice], names) : `scelta ${a.choice + 1}`;
      case 'heroicDeal': return `${the(a.hero)} prende la Carta Eroica`;
      case 'heroicPlay': return a.card === null ? 'tieni le Carte Eroiche' : `gioca la Carta Eroica ${names.card(a.card)}`;
      case 'choice': return a.option;
      case 'dungeonCounter': {
        const offer = s.pending?.kind === 'dungeonCounter' ? s.pending.offers.find((x) => x.entry === a.entry) : undefined;
        return a.entry === null ? 'tieni i Segnalini Dungeon' : `gioca ${offer ? offer.name.it : a.entry} in ${a.at ? sq(a.at) : '?'}`;
      }
    }
  };
}

/** One option of a dungeon generator's question, in Italian (see `generatorOption`). */
export function generatorOptionIt(o: unknown, names: Naming): string {
  if (Array.isArray(o) && o.length === 2 && o.every((n) => typeof n === 'number')) return `la casella ${o[0]},${o[1]}`;
  if (!o || typeof o !== 'object') return typeof o === 'string' ? names.item(o) : String(o);
  const r = o as Record<string, unknown>;
  if (typeof r.card === 'string') {
    const size = Array.isArray(r.size) ? (r.size as number[]).join('×') : '';
    return `${names.card(r.card)}${size ? ` (${size})` : ''}${r.objective === true ? ', l’obiettivo' : ''}`;
  }
  if (Array.isArray(r.at) && typeof r.wall === 'string') {
    const [a, b] = r.at as [number, number][];
    return `la parete ${WALLS[r.wall] ?? r.wall} in ${a![0]},${a![1]}${b ? ` e ${b[0]},${b[1]}` : ''}`;
  }
  if (typeof r.section === 'string' && typeof r.wall === 'string') return names.side(r.section, r.wall as 'north' | 'east' | 'south' | 'west');
  if (['x', 'y', 'w', 'h'].every((k) => typeof r[k] === 'number')) return `${String(r.w)}×${String(r.h)} caselle da ${String(r.x)},${String(r.y)}`;
  return Object.entries(r).map(([k, v]) => `${k} ${typeof v === 'string' ? names.item(v) : String(v)}`).join(', ');
}
