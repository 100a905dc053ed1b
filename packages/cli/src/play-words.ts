// The terminal's own words for `delve play` and its menu, in English and Italian: the header of a
// decision, the commands and their help, what a typed command gets back, the answers listed. The
// log's sentences and the names are the engine's (format/, names.ts); these are the rest.
import type { Decision, HeroicEffect, Locale } from '@delve/engine';

type Kind = Decision['kind'];

export interface PlayWords {
  turnKind: Readonly<Record<'combat' | 'exploration', string>>;
  phase: Readonly<Record<string, string>>;
  /** What a decision asks, briefly. */
  kind: Readonly<Record<Kind, string>>;
  header(turn: number, turnKind: string, phase: string, seat: string, kind: string, acting: string | null): string;
  more(n: number): string;
  reach(name: string, n: number): string;
  counters(entry: string, name: string, cost: number, held: number, n: number, some: string): string;
  hint: string;
  help: string;
  usageSave: string;
  noChoice(cmd: string, n: number): string;
  cannotMove(name: string, x: string, y: string): string;
  whichModel: string;
  noAttack(name: string | null): string;
  noSnipe(name: string | null): string;
  /** The `k` command (GLD-H01): a hero's Heroic cards, one a line, each with what it does. */
  heroic: {
    title(name: string): string;
    effect(e: HeroicEffect): string;
    aim: string;
    none(name: string): string;
    held(name: string, n: number): string;
    off: string;
  };
  turnWhich: string;
  noFacing: string;
  cannotPlay(entry: string, x: string, y: string): string;
  whichEntry: string;
  nothingToEnd: string;
  unknown(cmd: string): string;
  refused(why: string): string;
  saved(path: string, answers: number): string;
  savedOnInterrupt(path: string): string;
  resumed(file: string, answers: number, saveTo: string): string;
  gameOver(winner: string, reason: string, turns: number): string;
  /** `delve replay`'s words: where it stands, whose answer, what it says, its prompt. */
  replay: {
    start(total: number): string;
    answer(n: number, total: number, who: string, said: string): string;
    /** Another seat's answer, named only by its seat. */
    answered(who: string): string;
    over(winner: string, reason: string): string;
    prompt: string;
    atStart: string;
    atEnd: string;
  };
}

const EN: PlayWords = {
  turnKind: { combat: 'combat', exploration: 'exploration' },
  phase: { setup: 'setup', hero: 'hero', exploration: 'exploration', gm: 'GM', end: 'end' },
  kind: {
    act: 'choose an action', advance: 'step into the square?', chestPick: 'take from the chest', choice: 'choose', choosePlayer: 'choose who acts',
    components: 'choose spell components', dungeonCounter: 'Dungeon Counters', fate: 'spend a Fate Point?', freeAttack: 'a free attack',
    fumbleVictim: 'who the fumbled shot hits', generator: 'the dungeon', heroicDeal: 'a Heroic card', heroicPlay: 'play a Heroic card?',
    intercept: 'step into the attack?', newLeader: 'choose a new Leader', nudgeMonsters: 'move monsters one square', placeMonsters: 'place the monsters',
    pursue: 'pursue?', routine: 'the monsters’ routine', sentryDoor: 'a second door',
  },
  header: (turn, turnKind, phase, seat, kind, acting) => `Turn ${turn} (${turnKind}), ${phase} phase — ${seat}: ${kind}${acting ? `, ${acting} is acting` : ''}`,
  more: (n) => `  … and ${n} more`,
  reach: (name, n) => `  m X Y: ${name} can reach ${n} squares`,
  counters: (entry, name, cost, held, n, some) => `  c ${entry} X Y: ${name} (${cost} of ${held} counters) on ${n} square${n === 1 ? '' : 's'}: ${some}`,
  hint: '  h: help (every command), s FILE: save, q: save and quit',
  help: `commands: NUMBER picks a listed choice; m X Y moves the acting model (m LETTER X Y for
  another, by its letter on the board); a LETTER attacks or shoots the model of that letter (a LETTER snipe: a shot
  that spends the Heroic card that would re-roll a miss, so that no one may step in, with facing); e ends the model's activation (or the phase); c ENTRY X Y spends Dungeon
  Counters on ENTRY at that square (the GM, ahq); k shows your heroes' Heroic cards (guilds); with facing, t N|E|S|W turns the acting model (t LETTER
  DIR for another) and m X Y DIR moves it to end facing DIR; s FILE saves; q saves and quits; h this help`,
  usageSave: 'usage: s FILE',
  noChoice: (cmd, n) => `no choice ${cmd}: pick 1–${n}`,
  cannotMove: (name, x, y) => `${name} cannot move to ${x},${y} now`,
  whichModel: 'which model? m LETTER X Y',
  noAttack: (name) => `no attack on ${name ?? 'nobody'} is possible now`,
  noSnipe: (name) => `no shot at ${name ?? 'nobody'} may snipe now: only a shooter holding a Heroic card that re-rolls a miss snipes (FAC-I03)`,
  heroic: {
    title: (name) => `${name}'s Heroic cards:`,
    effect: (e) => {
      switch (e.kind) {
        case 'reroll-to-hit': return 'when your to-hit roll fails: roll the die again';
        case 'speed-check': return `when you fail a Speed check: add ${e.amount} to your Speed for it`;
        case 'negate-wounds': return e.amount === 1 ? 'when you take wounds: cancel one of them' : `when you take wounds: cancel up to ${e.amount} of them`;
        case 'surprise': return `when the heroes lose the surprise roll: add ${e.amount} to their roll`;
        case 'rise': return `when you are knocked down: get up at once with ${e.amount} wounds`;
      }
    },
    aim: ' (a snipe spends this one)',
    none: (name) => `${name} holds no Heroic cards.`,
    held: (name, n) => `${name} holds ${n} Heroic card${n === 1 ? '' : 's'}.`,
    off: 'no Heroic cards in this game: they come with the house rule guilds.heroicCards (--options guilds.heroicCards=true)',
  },
  turnWhich: 'turn which way? t N|E|S|W (t LETTER DIR for another model)',
  noFacing: 'figures face no way in this game: turning comes with the facing house rule (--options facing=true)',
  cannotPlay: (entry, x, y) => `${entry} cannot be played at ${x},${y}`,
  whichEntry: 'which entry and square? c ENTRY X Y',
  nothingToEnd: 'nothing to end now',
  unknown: (cmd) => `unknown command '${cmd}' (h for help)`,
  refused: (why) => `refused: ${why}`,
  saved: (path, n) => `saved to ${path} (${n} answers); resume with: delve play --load ${path}`,
  savedOnInterrupt: (path) => `saved to ${path}; resume with: delve play --load ${path}`,
  resumed: (file, n, saveTo) => `resumed ${file} after ${n} answers; q saves it to ${saveTo}`,
  gameOver: (winner, reason, turns) => `Game over: the ${winner} win (${reason}) after ${turns} turns.`,
  replay: {
    start: (total) => `Start of the game (${total} answers)`,
    answer: (n, total, who, said) => `Answer ${n}/${total}, ${who}: ${said}`,
    answered: (who) => `${who} answered`,
    over: (winner, reason) => `Game over: the ${winner} win (${reason}).`,
    prompt: '[Enter] next, b back, q quit> ',
    atStart: 'at the start already',
    atEnd: 'at the end of the game',
  },
};

const IT: PlayWords = {
  turnKind: { combat: 'combattimento', exploration: 'esplorazione' },
  phase: { setup: 'preparazione', hero: 'degli Eroi', exploration: 'di esplorazione', gm: 'del GM', end: 'finale' },
  kind: {
    act: 'scegli un’azione', advance: 'avanzare nella casella?', chestPick: 'prendi dallo scrigno', choice: 'scegli', choosePlayer: 'scegli chi agisce',
    components: 'scegli le componenti magiche', dungeonCounter: 'Segnalini Dungeon', fate: 'spendere un Punto Fato?', freeAttack: 'un attacco gratuito',
    fumbleVictim: 'chi colpisce il tiro maldestro', generator: 'il sotterraneo', heroicDeal: 'una Carta Eroica', heroicPlay: 'giocare una Carta Eroica?',
    intercept: 'frapporsi all’attacco?', newLeader: 'scegli un nuovo Capo', nudgeMonsters: 'sposta i mostri di una casella', placeMonsters: 'piazza i mostri',
    pursue: 'inseguire?', routine: 'la routine dei mostri', sentryDoor: 'una seconda porta',
  },
  header: (turn, turnKind, phase, seat, kind, acting) => `Turno ${turn} (${turnKind}), fase ${phase} — ${seat}: ${kind}${acting ? `; agisce ${acting}` : ''}`,
  more: (n) => `  … e altre ${n}`,
  reach: (name, n) => `  m X Y: ${name} può raggiungere ${n} caselle`,
  counters: (entry, name, cost, held, n, some) => `  c ${entry} X Y: ${name} (${cost} dei ${held} segnalini) su ${n === 1 ? '1 casella' : `${n} caselle`}: ${some}`,
  hint: '  h: aiuto (tutti i comandi), s FILE: salva, q: salva ed esci',
  help: `comandi: NUMERO sceglie una voce dell’elenco; m X Y muove il modello che agisce (m LETTERA X Y per
  un altro, con la sua lettera sul tabellone); a LETTERA attacca o tira al modello di quella lettera (a LETTERA precisione:
  un tiro che spende la Carta Eroica che ritirerebbe un colpo mancato, perché nessuno possa frapporsi, con l’orientamento); e termina l’attivazione del modello (o la fase); c VOCE X Y spende
  Segnalini Dungeon per VOCE su quella casella (il GM, ahq); k mostra le Carte Eroiche dei tuoi Eroi (guilds); con l’orientamento, t N|E|S|W gira il modello che agisce (t LETTERA
  DIR per un altro) e m X Y DIR lo muove lasciandolo rivolto verso DIR (N nord, E est, S sud, W ovest); s FILE salva; q salva ed esce; h questo aiuto`,
  usageSave: 'uso: s FILE',
  noChoice: (cmd, n) => `nessuna voce ${cmd}: scegli da 1 a ${n}`,
  cannotMove: (name, x, y) => `${name} non può muoversi in ${x},${y} ora`,
  whichModel: 'quale modello? m LETTERA X Y',
  noAttack: (name) => (name ? `ora non si può attaccare ${name}` : 'ora non si può attaccare nessuno'),
  noSnipe: (name) => `ora non si può tirare di precisione ${name ? `a ${name}` : 'a nessuno'}: lo fa solo un tiratore con una Carta Eroica che ritira un colpo mancato (FAC-I03)`,
  heroic: {
    title: (name) => `${name} — Carte Eroiche:`,
    effect: (e) => {
      switch (e.kind) {
        case 'reroll-to-hit': return 'quando il tiro per colpire fallisce: ritira il dado';
        case 'speed-check': return `quando fallisci una prova di Velocità: aggiungi ${e.amount} alla Velocità per quella prova`;
        case 'negate-wounds': return e.amount === 1 ? 'quando subisci ferite: annullane una' : `quando subisci ferite: annullane fino a ${e.amount}`;
        case 'surprise': return `quando gli Eroi perdono il tiro sorpresa: aggiungi ${e.amount} al loro tiro`;
        case 'rise': return `quando sei a terra: rialzati subito con ${e.amount} ferite`;
      }
    },
    aim: ' (la spende un tiro di precisione)',
    none: (name) => `${name} non ha Carte Eroiche.`,
    held: (name, n) => `${name} ha ${n === 1 ? '1 Carta Eroica' : `${n} Carte Eroiche`}.`,
    off: 'niente Carte Eroiche in questa partita: vengono con la regola della casa guilds.heroicCards (--options guilds.heroicCards=true)',
  },
  turnWhich: 'verso dove? t N|E|S|W (t LETTERA DIR per un altro modello)',
  noFacing: 'in questa partita le figure non hanno un orientamento: girarsi viene con la regola della casa dell’orientamento (--options facing=true)',
  cannotPlay: (entry, x, y) => `${entry} non si può giocare in ${x},${y}`,
  whichEntry: 'quale voce e quale casella? c VOCE X Y',
  nothingToEnd: 'niente da terminare ora',
  unknown: (cmd) => `comando sconosciuto '${cmd}' (h per l’aiuto)`,
  refused: (why) => `rifiutato: ${why}`,
  saved: (path, n) => `salvato in ${path} (${n} risposte); per riprendere: delve play --load ${path}`,
  savedOnInterrupt: (path) => `salvato in ${path}; per riprendere: delve play --load ${path}`,
  resumed: (file, n, saveTo) => `ripresa ${file} dopo ${n} risposte; q la salva in ${saveTo}`,
  gameOver: (winner, reason, turns) => `Fine della partita: vincono ${winner} (${reason}) dopo ${turns} turni.`,
  replay: {
    start: (total) => `Inizio della partita (${total} risposte)`,
    answer: (n, total, who, said) => `Risposta ${n}/${total}, ${who}: ${said}`,
    answered: (who) => `${who} ha risposto`,
    over: (winner, reason) => `Fine della partita: vincono ${winner} (${reason}).`,
    prompt: '[Invio] avanti, b indietro, q esci> ',
    atStart: 'già all’inizio',
    atEnd: 'alla fine della partita',
  },
};

export const PLAY_WORDS: Readonly<Record<Locale, PlayWords>> = { en: EN, it: IT };

/** The end of a game in words: who won and why, in `locale`. */
export function ending(winner: string, reason: string, locale: Locale): { winner: string; reason: string } {
  const it = locale === 'it';
  const who = winner === 'heroes' ? (it ? 'gli Eroi' : 'heroes') : it ? 'i mostri' : winner;
  const why: Record<string, [string, string]> = {
    monsters_slain: ['the monsters are slain', 'mostri sconfitti'], heroes_fallen: ['the heroes have fallen', 'Eroi caduti'],
    left_dungeon: ['out of the dungeon', 'usciti dal sotterraneo'], closed_off: ['the dungeon closed off', 'il sotterraneo non ha sbocchi'],
    objective: ['the objective is reached', 'obiettivo raggiunto'],
  };
  const key = reason.replace(/-/g, '_');
  return { winner: who, reason: why[key]?.[it ? 1 : 0] ?? reason };
}
