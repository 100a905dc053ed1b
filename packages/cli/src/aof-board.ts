// An aof-quest battlefield as one hero seat sees it, drawn for a terminal: two characters a square
// (the terrain kind, or what stands there, then the height in inches), heroes as digits, enemy
// units as lower-case letters (each model of a unit the same letter), zones as capitals, AI Goals
// G1.. and search tokens T1.. as `delve mission` draws them; then its legend, the heroes' sheets
// and the objectives, in English or Italian. Drawn from the seat's view only.
import { AOF_STATUSES, KIND_CHAR, aofWords, zoneLetters, type AofContent, type AofSeatView, type AofTerrainKind, type AofUnitView } from '@delve/engine';

type Lang = 'en' | 'it';
const C = { reset: '\x1b[0m', dim: '\x1b[2m', bold: '\x1b[1m', inverse: '\x1b[7m', red: '\x1b[31m', green: '\x1b[32m', yellow: '\x1b[33m', blue: '\x1b[34m', magenta: '\x1b[35m', cyan: '\x1b[36m', grey: '\x1b[90m' };
const KINDS = Object.keys(KIND_CHAR) as AofTerrainKind[];
const KIND_COLOUR: Record<AofTerrainKind, string> = { open: '', cover: C.green, difficult: C.yellow, dangerous: C.red, blocker: C.grey, gap: C.dim };
/** Enemy letters: lower case, leaving out the terrain's own (c, d, x). */
const ENEMY = [...'abefghijklmnopqrstuvwyz'];

const WORDS = {
  en: {
    kinds: { open: 'open ground', cover: 'cover', difficult: 'difficult', dangerous: 'dangerous', blocker: 'impassable', gap: 'gap' } as Record<AofTerrainKind, string>,
    height: 'the second character is the height in inches (blank: ground level; on a gap its depth)',
    heroes: 'Heroes', enemies: 'Enemies', tokens: 'Search tokens', goals: 'AI Goals', zones: 'Zones', objectives: 'Objectives',
    models: (n: number, of: number) => `${n} of ${of} models`,
    woundsOn: (w: number, t: number) => `wounds ${w}/${t}`,
    shaken: 'Shaken', fatigued: 'fatigued', activated: 'has activated', unconscious: 'UNCONSCIOUS', escaped: 'has left the battlefield', waiting: 'waiting in Ambush',
    power: (p: number, m: number) => `power ${p}/${m}`,
    tokensHeld: (n: number) => `spell tokens ${n}`,
    items: 'items', spells: 'spells', skill: 'skill', weapons: 'weapons', gold: (n: number) => `${n} gold`,
    unknown: 'not yet revealed', revealed: 'revealed', empty: 'nothing', taken: 'taken',
    heroZone: "the heroes' zone",
    round: (r: number, of: number, phase: string) => `Round ${r} of ${of} — ${phase}`,
    phases: { heroes: "the heroes' part", ai: "the enemies' part", over: 'the mission is over' } as Record<string, string>,
    done: 'done', todo: 'to do',
    stat: { quality: 'Quality', defense: 'Defense', toughness: 'Toughness', str: 'Str', dex: 'Dex', wil: 'Wil' },
  },
  it: {
    kinds: { open: 'terreno aperto', cover: 'copertura', difficult: 'difficile', dangerous: 'pericoloso', blocker: 'invalicabile', gap: 'baratro' } as Record<AofTerrainKind, string>,
    height: 'il secondo carattere è l’altezza in pollici (vuoto: livello del suolo; su un baratro la profondità)',
    heroes: 'Eroi', enemies: 'Nemici', tokens: 'Segnalini ricerca', goals: 'Obiettivi IA', zones: 'Zone', objectives: 'Obiettivi',
    models: (n: number, of: number) => `${n} modelli su ${of}`,
    woundsOn: (w: number, t: number) => `ferite ${w}/${t}`,
    shaken: 'Scosso', fatigued: 'affaticato', activated: 'si è già attivato', unconscious: 'PRIVO DI SENSI', escaped: 'ha lasciato il campo', waiting: 'in Imboscata',
    power: (p: number, m: number) => `potere ${p}/${m}`,
    tokensHeld: (n: number) => `segnalini incantesimo ${n}`,
    items: 'oggetti', spells: 'incantesimi', skill: 'abilità', weapons: 'armi', gold: (n: number) => `${n} monete d’oro`,
    unknown: 'non ancora rivelato', revealed: 'rivelato', empty: 'niente', taken: 'preso',
    heroZone: 'la zona degli eroi',
    round: (r: number, of: number, phase: string) => `Round ${r} di ${of} — ${phase}`,
    phases: { heroes: 'il turno degli eroi', ai: 'il turno dei nemici', over: 'la missione è finita' } as Record<string, string>,
    done: 'fatto', todo: 'da fare',
    stat: { quality: 'Qualità', defense: 'Difesa', toughness: 'Robustezza', str: 'For', dex: 'Des', wil: 'Vol' },
  },
} as const;

/** Each unit's mark, kept for the whole game: heroes 1–9, enemies a, b, e… in the order they come. */
export type AofMarks = (v: AofSeatView) => Map<string, string>;

export function aofMarks(): AofMarks {
  const kept = new Map<string, string>();
  let heroes = 0;
  return (v) => {
    for (const u of v.units) {
      if (kept.has(u.id)) continue;
      if (u.side === 'heroes') {
        kept.set(u.id, heroes < 9 ? String(++heroes) : '@');
        continue;
      }
      const taken = new Set(kept.values());
      const here = new Set(v.units.map((x) => x.id));
      let letter = ENEMY.find((c) => !taken.has(c));
      if (!letter) {
        // Every letter given: one of a unit gone from the field is given again.
        const gone = [...kept].find(([id, c]) => ENEMY.includes(c) && !here.has(id));
        if (gone) kept.delete(gone[0]);
        letter = gone?.[1] ?? '?';
      }
      kept.set(u.id, letter);
    }
    return new Map([...kept].filter(([id]) => v.units.some((u) => u.id === id)));
  };
}

/** The zones worth drawing while playing: the heroes' and those an objective names. */
const shownZones = (v: AofSeatView) => v.zones.filter((z) => z.id === v.heroZone || v.objectives.some((o) => o.zone === z.id));

const heightChar = (h: number) => {
  const a = Math.abs(h);
  return a === 0 ? ' ' : a > 9 ? '+' : String(a);
};

/** The battlefield, with a ruler every 6 squares. */
export function aofMap(v: AofSeatView, marks: Map<string, string>, paint: boolean): string {
  const size = v.battlefield.size;
  const zl = zoneLetters(v);
  const col = (c: string, text: string) => (paint && c ? `${c}${text}${C.reset}` : text);
  const cells: string[][] = [];
  for (let y = 0; y < size; y++) {
    const row: string[] = [];
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const k = KINDS.find((kk) => KIND_CHAR[kk] === v.battlefield.kinds[i])!;
      let first = KIND_CHAR[k];
      if (k === 'open') {
        const z = shownZones(v).find((zz) => x >= zz.at[0] && y >= zz.at[1] && x < zz.at[0] + zz.size[0] && y < zz.at[1] + zz.size[1]);
        if (z) first = zl.get(z.id)!;
      }
      row.push(col(KIND_COLOUR[k], first + heightChar(v.battlefield.heights[i]!)));
    }
    cells.push(row);
  }
  const put = (x: number, y: number, text: string, c: string) => {
    if (y >= 0 && y < size && x >= 0 && x < size) cells[y]![x] = col(c, text);
  };
  v.aiGoals.forEach((g, i) => put(g.at[0], g.at[1], `G${i + 1 > 9 ? '+' : i + 1}`, C.yellow));
  v.tokens.forEach((t, i) => { if (!t.taken && (!t.contents || t.contents.kind !== 'nothing')) put(t.at[0], t.at[1], `T${i + 1 > 9 ? '+' : i + 1}`, C.magenta); });
  for (const u of v.units) {
    const mark = marks.get(u.id) ?? '?';
    const c = u.side === 'heroes' ? (u.id === v.activating ? C.inverse + C.cyan : C.bold + C.cyan) : u.shaken ? C.yellow : C.bold + C.red;
    for (const m of u.models) put(m.at[0], m.at[1], mark + heightChar(v.battlefield.heights[m.at[1] * size + m.at[0]]!), c);
  }
  const ruler = Array.from({ length: size }, (_, x) => (x % 6 === 0 ? String(x).padEnd(2) : '  ')).join('');
  const lines = [`    ${ruler}`];
  cells.forEach((row, y) => lines.push(`${y % 6 === 0 ? String(y).padStart(3) : '   '} ${row.join('')}`.trimEnd()));
  return lines.join('\n');
}

const named = (n: { en: string; it: string } | undefined, lang: Lang, fallback: string) => (n ? n[lang] : fallback);

function statusWords(u: AofUnitView, lang: Lang): string[] {
  const w = WORDS[lang];
  const out: string[] = [];
  if (u.hero?.unconscious) out.push(w.unconscious);
  if (u.hero?.escaped) out.push(w.escaped);
  if (u.shaken) out.push(w.shaken);
  if (u.fatigued) out.push(w.fatigued);
  for (const s of u.statuses) out.push(AOF_STATUSES[s].name[lang]);
  if (u.activated) out.push(w.activated);
  return out;
}

/** The legend under the map: terrain, enemy units, tokens, AI Goals, zones. */
export function aofLegend(v: AofSeatView, marks: Map<string, string>, content: AofContent, lang: Lang): string {
  const w = WORDS[lang];
  const words = aofWords(v, content, lang);
  const lines = [KINDS.map((k) => `${KIND_CHAR[k]} ${w.kinds[k]}`).join('  ') + `  — ${w.height}`];
  const enemies = v.units.filter((u) => u.side === 'ai');
  if (enemies.length > 0) {
    lines.push(`${w.enemies}:`);
    for (const u of enemies) {
      const wounds = u.models.reduce((n, m) => n + m.wounds, 0);
      const stats = `${w.stat.quality} ${u.quality}+, ${w.stat.defense} ${u.defense}+, ${w.stat.toughness} ${u.toughness}`;
      const extra = [u.models.length > 1 || u.startModels > 1 ? w.models(u.models.length, u.startModels) : '', wounds > 0 ? w.woundsOn(wounds, u.models.length * u.toughness) : '', ...statusWords(u, lang)].filter(Boolean);
      lines.push(`  ${marks.get(u.id) ?? '?'} ${words.unit(u.id)} (${stats})${extra.length ? ` — ${extra.join(', ')}` : ''}`);
    }
  }
  if (v.tokens.length > 0) {
    lines.push(`${w.tokens}:`);
    v.tokens.forEach((t, i) => {
      const c = t.contents;
      const what = !t.revealed || !c ? w.unknown
        : c.kind === 'item' ? named(content.items[c.item]?.name, lang, w.revealed)
        : c.kind === 'gold' ? w.gold(c.gold) : c.kind === 'trap' ? named(content.traps[c.trap]?.name, lang, w.revealed) : w.empty;
      lines.push(`  T${i + 1} ${words.square(t.at[0], t.at[1])}: ${what}${t.taken ? ` (${w.taken})` : ''}`);
    });
  }
  if (v.aiGoals.length > 0) lines.push(`${w.goals}: ${v.aiGoals.map((g, i) => `G${i + 1} ${g.name ? `${g.name[lang]} ` : ''}(${words.square(g.at[0], g.at[1])})`).join(', ')}`);
  const zl = zoneLetters(v);
  const zoneList = shownZones(v);
  if (zoneList.length > 0) lines.push(`${w.zones}: ${zoneList.map((z) => `${zl.get(z.id)} ${z.name ? z.name[lang] : z.id === v.heroZone ? w.heroZone : ''}`.trim()).join(', ')}`);
  return lines.join('\n');
}

/** The heroes' sheets: stats, wounds, power, spell tokens, statuses, what each carries. */
export function aofSheets(v: AofSeatView, marks: Map<string, string>, content: AofContent, lang: Lang): string {
  const w = WORDS[lang];
  const words = aofWords(v, content, lang);
  const lines = [`${w.heroes}:`];
  for (const u of v.units.filter((x) => x.side === 'heroes')) {
    const h = u.hero!;
    const wounds = u.models[0]?.wounds ?? 0;
    const head = `  ${marks.get(u.id) ?? '?'} ${words.unit(u.id)} — ${w.stat.quality} ${u.quality}+ ${w.stat.defense} ${u.defense}+ ${w.stat.str} ${h.str}+ ${w.stat.dex} ${h.dex}+ ${w.stat.wil} ${h.wil}+ · ${w.woundsOn(wounds, u.toughness)} · ${w.power(h.power, h.maxPower)}${u.spellTokens > 0 || h.spells.length > 0 ? ` · ${w.tokensHeld(u.spellTokens)}` : ''}`;
    const st = statusWords(u, lang);
    lines.push(head + (st.length ? ` · ${st.join(', ')}` : ''));
    const gear = [
      `${w.weapons}: ${u.weapons.map((id) => named(content.weapons[id]?.name, lang, '?')).join(', ')}`,
      `${w.skill}: ${h.skill.name[lang]} (${w.stat[h.skill.stat]})`,
      h.spells.length ? `${w.spells}: ${h.spells.map((id) => `${named(content.spells[id]?.name, lang, '?')} (${content.spells[id]?.value ?? '?'})`).join(', ')}` : '',
      h.items.length ? `${w.items}: ${h.items.map((id) => named(content.items[id]?.name, lang, '?')).join(', ')}` : '',
      h.gold ? w.gold(h.gold) : '',
    ].filter(Boolean);
    lines.push(`      ${gear.join(' · ')}`);
  }
  return lines.join('\n');
}

/** The round, the phase and the objectives. */
export function aofStatusLine(v: AofSeatView, lang: Lang): string {
  const w = WORDS[lang];
  const objectives = v.objectives.map((o) => `[${o.done ? 'x' : ' '}] ${o.name[lang]}`).join('  ');
  return `${v.mission.name[lang]} · ${w.round(v.round, v.rounds, w.phases[v.phase] ?? v.phase)}${objectives ? `\n${w.objectives}: ${objectives}` : ''}`;
}
