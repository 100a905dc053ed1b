// `delve mission --seed N [--type T] [--size 24|48] [--difficulty D] [--heroes N]`: an aof-quest
// mission rolled by the campaign builder's generator (DEC-27), or one from a pack (--mission) or a
// file (--file), printed as a hero knows it before it starts: the map, the briefing, the enemies
// on the field, the objectives. `--gm` adds what the heroes must find out (token contents, the
// waves to come, Ambush units), for a mission's author; `--svg FILE` writes the map as SVG.
import { writeFile } from 'node:fs/promises';
import {
  generateMission, missionBriefing, MissionOptionError, zoneLetters, type AofContent, type AofMissionDef, type AofObjective, type AofTokenContents,
} from '@delve/engine';
import { ContentLoadError, loadContent, loadDefaultContent, loadMissionFile } from '@delve/content';
import { svgMap, textLegend, textMap } from './mission-map.ts';
import { MISSION_WORDS, type MissionWords } from './mission-words.ts';

export interface MissionCommandOptions {
  seed: string;
  type?: string;
  size?: string;
  difficulty?: string;
  heroes?: string;
  faction?: string;
  mission?: string;
  file?: string;
  gm?: boolean;
  svg?: string;
  lang?: string;
  pack?: string[];
}

function fail(message: string): number {
  process.stderr.write(`delve mission: ${message}\n`);
  return 2;
}

export async function missionCommand(opts: MissionCommandOptions): Promise<number> {
  const lang = opts.lang ?? 'en';
  if (lang !== 'en' && lang !== 'it') return fail(`--lang is en or it, not '${lang}'`);
  const w = MISSION_WORDS[lang];
  const loaded = opts.pack?.length ? await loadContent(opts.pack) : await loadDefaultContent('aof-quest');
  const aof = loaded.aof;
  if (!aof) return fail('the packs loaded hold no aof-quest content (a pack with ruleset: aof-quest)');
  let m: AofMissionDef;
  if (opts.file) {
    try {
      m = await loadMissionFile(opts.file, aof);
    } catch (e) {
      if (e instanceof ContentLoadError) {
        process.stderr.write(`delve mission: ${opts.file} cannot be played:\n${e.message}\n`);
        return 1;
      }
      throw e;
    }
  } else if (opts.mission) {
    const found = aof.missions[opts.mission];
    if (!found) return fail(`no mission '${opts.mission}' (missions: ${Object.keys(aof.missions).sort().join(', ')})`);
    m = found;
  } else {
    const num = (v: string | undefined): number | undefined | null => {
      if (v === undefined) return undefined;
      return /^\d+$/.test(v) ? Number(v) : null;
    };
    const size = num(opts.size);
    const heroes = num(opts.heroes);
    if (size === null) return fail(`--size is 24 or 48, not '${opts.size}'`);
    if (heroes === null) return fail(`--heroes is 2 to 4, not '${opts.heroes}'`);
    const seed = /^-?\d+$/.test(opts.seed) ? Number(opts.seed) : opts.seed;
    try {
      m = generateMission(aof, {
        seed, ...(size !== undefined ? { size } : {}), ...(heroes !== undefined ? { heroes } : {}),
        ...(opts.type ? { type: typeId(aof, opts.type) } : {}), ...(opts.difficulty ? { difficulty: opts.difficulty } : {}), ...(opts.faction ? { faction: opts.faction } : {}),
      });
    } catch (e) {
      if (e instanceof MissionOptionError) return fail(`--${e.message}`);
      throw e;
    }
  }
  const b = missionBriefing(m);
  const zoneName = (id: string): string => {
    const z = m.zones.find((x) => x.id === id);
    return z?.name ? z.name[lang] : id;
  };
  const legend = { kinds: w.kinds, height: w.heightLegend, svgHeight: w.svgHeight, zone: w.zoneLegend, goal: w.goal, token: w.token };
  if (opts.svg) {
    await writeFile(opts.svg, svgMap(b, legend, zoneName));
    process.stdout.write(`${w.wrote} ${opts.svg}\n\n`);
  } else {
    process.stdout.write(`${textMap(b)}\n\n${textLegend(b, legend, zoneName)}\n\n`);
  }
  process.stdout.write(briefingText(m, aof, w, lang, zoneName));
  if (opts.gm) process.stdout.write(revealText(m, aof, w, lang, zoneName));
  return 0;
}

/** A mission type's id, or the kind of objective it lays (retrieve, slay, waves, escape). */
function typeId(aof: AofContent, t: string): string {
  if (aof.missionTypes[t]) return t;
  const byKind = Object.keys(aof.missionTypes).sort().find((id) => aof.missionTypes[id]!.objective === t);
  return byKind ?? t;
}

function unitName(aof: AofContent, id: string, lang: 'en' | 'it'): string {
  return aof.units[id]?.name[lang] ?? id;
}

function objectiveText(o: AofObjective, m: AofMissionDef, aof: AofContent, w: MissionWords, lang: 'en' | 'it', zoneName: (id: string) => string): string {
  const how = (() => {
    switch (o.kind) {
      case 'marker': {
        const i = m.aiGoals.findIndex((g) => g.id === o.goal);
        const g = m.aiGoals[i]!;
        return w.marker(`G${i + 1}`, `${g.at[0]},${g.at[1]}`, w.stats[o.test]);
      }
      case 'retrieve': return w.retrieve(aof.items[o.item]?.name[lang] ?? o.item, zoneName(o.zone));
      case 'slay': return w.slay;
      case 'clear': return w.clear;
      case 'escape': return w.escape(zoneName(o.zone), o.heroes);
    }
  })();
  return `  ${o.name[lang]}: ${how}${o.xp ? ` (${o.xp} XP)` : ''}\n`;
}

function briefingText(m: AofMissionDef, aof: AofContent, w: MissionWords, lang: 'en' | 'it', zoneName: (id: string) => string): string {
  const b = missionBriefing(m);
  const letters = zoneLetters(b);
  const typeName = aof.missionTypes[m.type]?.name[lang] ?? m.type;
  const hz = m.zones.find((z) => z.id === m.heroZone)!;
  const lines: string[] = [];
  lines.push(`${m.name[lang]} (${typeName})`, '', m.briefing[lang], '');
  lines.push(w.battlefield(m.battlefield.size, b.pieces));
  lines.push(w.rounds(m.rounds));
  lines.push(w.deploy(`${letters.get(hz.id)} ${zoneName(hz.id)}`, `${hz.at[0]},${hz.at[1]}`, `${hz.size[0]}×${hz.size[1]}`));
  lines.push(b.deployed.length ? w.onField : w.noneOnField);
  for (const d of b.deployed) lines.push(`  ${letters.get(d.zone)} ${zoneName(d.zone)}: ${d.units.map((u) => `${u.count > 1 ? `${u.count}× ` : ''}${unitName(aof, u.unit, lang)}`).join(', ')}`);
  lines.push(w.more, '');
  lines.push(w.objectives);
  let out = `${lines.join('\n')}\n`;
  for (const o of m.objectives) out += objectiveText(o, m, aof, w, lang, zoneName);
  const victory = m.victory.map((v) => (v.kind === 'survive' ? w.survive : w.achieve(v.objectives.map((id) => m.objectives.find((o) => o.id === id)?.name[lang] ?? id).join(', '))));
  const defeat = m.defeat.map((d) => (d.kind === 'heroes-down' ? w.heroesDown : w.roundLimit(m.rounds)));
  out += `${w.victory}: ${victory.join(`; ${w.or} `)}\n${w.defeat}: ${defeat.join(`; ${w.or} `)}\n`;
  if (b.tokens.length) out += `${w.tokens}: ${b.tokens.map((t, i) => `T${i + 1} ${t.at[0]},${t.at[1]}`).join(', ')} ${w.hidden}\n`;
  return out;
}

function contentsText(c: AofTokenContents, aof: AofContent, w: MissionWords, lang: 'en' | 'it'): string {
  switch (c.kind) {
    case 'item': return aof.items[c.item]?.name[lang] ?? c.item;
    case 'gold': return w.gold(c.gold);
    case 'trap': return `${w.trap}: ${aof.traps[c.trap]?.name[lang] ?? c.trap}`;
    case 'ambush': return `${w.ambush}: ${(c.units ?? []).map((u) => `${(u.count ?? 1) > 1 ? `${u.count}× ` : ''}${unitName(aof, u.unit, lang)}`).join(', ')}`;
    case 'nothing': return w.nothing;
  }
}

/** What only a mission's author may read: every token's contents, every wave, every Ambush. */
function revealText(m: AofMissionDef, aof: AofContent, w: MissionWords, lang: 'en' | 'it', zoneName: (id: string) => string): string {
  const lines = ['', w.gmHeader];
  (m.searchTokens ?? []).forEach((t, i) => lines.push(`  T${i + 1} ${t.at[0]},${t.at[1]}: ${contentsText(t.contents, aof, w, lang)}`));
  for (const wave of m.waves) {
    const units = wave.units.map((u) => `${(u.count ?? 1) > 1 ? `${u.count}× ` : ''}${unitName(aof, u.unit, lang)}${u.id ? ` [${u.id}]` : ''}${u.ambush ? ` (${w.ambush})` : ''}`);
    lines.push(`  ${w.round} ${wave.round}, ${zoneName(wave.zone)}: ${units.join(', ')}`);
  }
  const threat = m.waves.reduce((n, wave) => n + wave.units.reduce((k, u) => k + (aof.units[u.unit]?.threat ?? 0) * (u.count ?? 1), 0), 0);
  lines.push(`  ${w.threat}: ${threat}`);
  return `${lines.join('\n')}\n`;
}
