// The words of `delve mission`, in English and Italian (`--lang`).
import type { AofSkillStat, AofTerrainKind } from '@delve/engine';

export interface MissionWords {
  kinds: Record<AofTerrainKind, string>;
  stats: Record<AofSkillStat, string>;
  heightLegend: string;
  svgHeight: string;
  zoneLegend: string;
  goal: string;
  token: string;
  wrote: string;
  battlefield(size: number, pieces: number): string;
  rounds(n: number): string;
  deploy(zone: string, at: string, size: string): string;
  onField: string;
  noneOnField: string;
  more: string;
  objectives: string;
  marker(goal: string, at: string, stat: string): string;
  retrieve(item: string, zone: string): string;
  slay: string;
  clear: string;
  escape(zone: string, heroes: number | undefined): string;
  victory: string;
  defeat: string;
  or: string;
  achieve(objectives: string): string;
  survive: string;
  heroesDown: string;
  roundLimit(n: number): string;
  tokens: string;
  hidden: string;
  gmHeader: string;
  gold(n: number): string;
  trap: string;
  ambush: string;
  nothing: string;
  round: string;
  threat: string;
}

const en: MissionWords = {
  kinds: { open: 'open ground', cover: 'cover', difficult: 'difficult', dangerous: 'dangerous', blocker: 'impassable', gap: 'gap' },
  stats: { str: 'Str', dex: 'Dex', wil: 'Wil' },
  heightLegend: 'the second character is the height in inches: blank at ground level, 1-9 above it; on a gap (_) its depth',
  svgHeight: 'a number is a square\'s height in inches, lighter higher, darker lower; a gap\'s is its depth (negative)',
  zoneLegend: 'zones; H is where the heroes deploy',
  goal: 'AI Goal (an objective marker)',
  token: 'search token (contents unknown until revealed)',
  wrote: 'wrote',
  battlefield: (size, pieces) => `Battlefield: ${size}×${size} (${size === 48 ? "4'×4'" : "2'×2', every distance halved"}), ${pieces} terrain pieces.`,
  rounds: (n) => `Round limit: ${n}.`,
  deploy: (zone, at, size) => `The heroes deploy in ${zone} (${size} squares from ${at}).`,
  onField: 'Enemies on the field when the first round begins:',
  noneOnField: 'No enemy is on the field when the first round begins.',
  more: 'More may come: waves and ambushes are known when they arrive.',
  objectives: 'Objectives:',
  marker: (goal, at, stat) => `at AI Goal ${goal} (${at}), a hero within 1" takes a Skill action and a ${stat} test`,
  retrieve: (item, zone) => `find ${item} in a search token and carry it into ${zone}`,
  slay: 'destroy this enemy',
  clear: 'destroy every enemy unit, of every wave and ambush',
  escape: (zone, heroes) => `${heroes ? `${heroes} heroes leave` : 'every hero still standing leaves'} the battlefield from ${zone}`,
  victory: 'Victory',
  defeat: 'Defeat',
  or: 'or',
  achieve: (o) => `achieve “${o}”`,
  survive: 'a hero still stands when the last round ends',
  heroesDown: 'every hero is unconscious',
  roundLimit: (n) => `round ${n} ends without a victory`,
  tokens: 'Search tokens',
  hidden: '(what they hold is found out by revealing them)',
  gmHeader: 'For the mission\'s author only (--gm): what the heroes must find out',
  gold: (n) => `${n} gold`,
  trap: 'trap',
  ambush: 'ambush',
  nothing: 'nothing',
  round: 'round',
  threat: 'enemy threat in all',
};

const it: MissionWords = {
  kinds: { open: 'terreno aperto', cover: 'copertura', difficult: 'difficile', dangerous: 'pericoloso', blocker: 'invalicabile', gap: 'baratro' },
  stats: { str: 'For', dex: 'Des', wil: 'Vol' },
  heightLegend: 'il secondo carattere è l\'altezza in pollici: vuoto a livello del suolo, 1-9 sopra; su un baratro (_) la sua profondità',
  svgHeight: 'il numero è l\'altezza della casella in pollici, più chiara se più alta, più scura se più bassa; quella di un baratro è la profondità (negativa)',
  zoneLegend: 'zone; H è dove si schierano gli eroi',
  goal: 'Obiettivo IA (un segnalino obiettivo)',
  token: 'segnalino ricerca (contenuto ignoto finché non è rivelato)',
  wrote: 'scritto',
  battlefield: (size, pieces) => `Campo di battaglia: ${size}×${size} (${size === 48 ? "4'×4'" : "2'×2', ogni distanza dimezzata"}), ${pieces} elementi di terreno.`,
  rounds: (n) => `Limite di round: ${n}.`,
  deploy: (zone, at, size) => `Gli eroi si schierano in ${zone} (${size} caselle da ${at}).`,
  onField: 'Nemici in campo all\'inizio del primo round:',
  noneOnField: 'Nessun nemico è in campo all\'inizio del primo round.',
  more: 'Altri potrebbero arrivare: ondate e imboscate si scoprono quando arrivano.',
  objectives: 'Obiettivi:',
  marker: (goal, at, stat) => `all'Obiettivo IA ${goal} (${at}), un eroe entro 1" compie un'azione Abilità e una prova di ${stat}`,
  retrieve: (item, zone) => `trovate ${item} in un segnalino ricerca e portatelo in ${zone}`,
  slay: 'distruggete questo nemico',
  clear: 'distruggete ogni unità nemica, di ogni ondata e imboscata',
  escape: (zone, heroes) => `${heroes ? `${heroes} eroi lasciano` : 'ogni eroe ancora in piedi lascia'} il campo da ${zone}`,
  victory: 'Vittoria',
  defeat: 'Sconfitta',
  or: 'oppure',
  achieve: (o) => `compiere l'obiettivo «${o}»`,
  survive: 'un eroe è ancora in piedi alla fine dell\'ultimo round',
  heroesDown: 'ogni eroe è privo di sensi',
  roundLimit: (n) => `il round ${n} finisce senza vittoria`,
  tokens: 'Segnalini ricerca',
  hidden: '(cosa contengono si scopre rivelandoli)',
  gmHeader: 'Solo per l\'autore della missione (--gm): ciò che gli eroi devono scoprire',
  gold: (n) => `${n} monete d'oro`,
  trap: 'trappola',
  ambush: 'imboscata',
  nothing: 'niente',
  round: 'round',
  threat: 'minaccia nemica in tutto',
};

export const MISSION_WORDS: Readonly<Record<'en' | 'it', MissionWords>> = { en, it };
