// `delve campaign new|show|shop|next`: a party kept from one expedition to the next, in a file
// (docs/campaign.md). The file is the campaign's header and steps, played again whenever it is
// read, with the record's hash after each step: a file edited by hand is refused at the step
// that breaks or where the record no longer matches. `next` sets off (the step is written at
// once) and plays the expedition in the terminal as `delve play` does, its game saved beside the
// campaign file; when the game ends its result comes back into the campaign.
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import {
  applyInPlace, campaignHash, chapterDifficulty, createGame, isDifficulty, localSeed, startAofCampaign, startCampaign, stateHash, CampaignError, DIFFICULTIES, RULES_VERSION,
  type Answer, type AofCampaign, type AofCampaignHeader, type AofContent, type Campaign, type Difficulty, type CampaignHeader, type CampaignStep, type Content, type CoreState, type GameState, type ProfileStat,
} from '@delve/engine';
import { loadDefaultContent } from '@delve/content';
import { DEFAULT_PARTY, GUILDS_PARTY } from '@delve/ai';
import { AOF_PARTY } from '@delve/ai/aof-module';
import { aofHeroPolicy } from '@delve/ai/aof';
import { campaignFileShape, headerHash, playAny, readCampaignFile, type AnyCampaign, type CampaignFile } from '@delve/protocol';
import { readSavedGame, replaySave, writeSavedGame } from '../saved-game.ts';
import { playCommand } from './play.ts';

async function contentFor(ruleset: string): Promise<Content> {
  if (ruleset !== 'ahq' && ruleset !== 'guilds' && ruleset !== 'aof-quest') throw new Error(`a campaign is played under ahq, guilds or aof-quest, not '${ruleset}'`);
  return loadDefaultContent(ruleset);
}

/** Reads a campaign file and plays its steps again; says what and where when it does not hold. */
export async function readAnyCampaign(path: string): Promise<{ file: CampaignFile; any: AnyCampaign; content: Content }> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path, 'utf8'));
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new Error(err.code === 'ENOENT' ? `${path}: no such campaign file` : `${path} is not a campaign file: ${err.message}`);
  }
  const shape = campaignFileShape(data);
  if (!shape.ok) throw new Error(`${path}: ${shape.message}`);
  const content = await contentFor(shape.file.header.ruleset);
  const read = readCampaignFile(shape.file, content);
  if (!read.ok) throw new Error(`${path}: ${read.message}`);
  return { file: shape.file, any: read.campaign, content };
}

/** An ahq or guilds campaign file; an aof-quest one is refused where only those make sense. */
export async function readCampaign(path: string): Promise<{ file: CampaignFile; campaign: Campaign; content: Content }> {
  const { file, any, content } = await readAnyCampaign(path);
  if (any.kind !== 'crawl') throw new Error(`${path} is an aof-quest campaign: its town is upgrades (delve campaign shop FILE upgrade HERO UPGRADE)`);
  return { file, campaign: any.c, content };
}

/** Writes the file whole or not at all: a crash mid-write leaves the last good one. */
async function writeCampaign(path: string, f: CampaignFile): Promise<void> {
  await writeFile(`${path}.tmp`, `${JSON.stringify(f, null, 1)}\n`);
  await rename(`${path}.tmp`, path);
}

/** Plays one step and writes the file; a refused step writes nothing. */
async function stepAny(path: string, s: CampaignFile['steps'][number]): Promise<AnyCampaign> {
  const { file, any, content } = await readAnyCampaign(path);
  try {
    playAny(content, any, s);
  } catch (e) {
    if (e instanceof CampaignError) throw new Error(`refused (${e.code}): ${e.message.replace(/^steps\[\d+\]\.?/, '').replace(/^: /, '')}`);
    throw e;
  }
  await writeCampaign(path, { ...file, steps: [...file.steps, s], check: [...file.check, campaignHash(any.c)] });
  return any;
}

async function step(path: string, s: CampaignStep): Promise<Campaign> {
  return (await stepAny(path, s)).c as Campaign;
}

const out = (t: string): void => {
  process.stdout.write(`${t}\n`);
};

function sheet(content: Content, c: Campaign): string[] {
  const name = (id: string) => content.weapons[id]?.name ?? content.armour[id]?.name ?? content.items[id]?.name ?? id;
  const lines: string[] = [];
  for (const h of c.party) {
    const def = content.heroes[h.type]!;
    const trained = Object.entries(h.training).filter(([, n]) => n).map(([k, n]) => `${k} +${n}`).join(', ');
    lines.push(`${h.name} (${def.name}, ${h.id}, seat ${h.seat})${h.healer ? ' — waits for the Healer' : ''}`);
    lines.push(`  gold ${h.gold} carried, ${h.stash} in the stash; Fate ${h.fate}${trained ? `; trained ${trained}` : ''}${h.fresh ? '; may train' : ''}`);
    const gear = [...h.weapons.map(name), ...(h.armour ? [name(h.armour)] : []), ...(h.shield ? [name(h.shield)] : []), ...h.items.map(name), ...Object.entries(h.ammo).filter(([, n]) => n).map(([a, n]) => `${n} ${name(a)}`)];
    lines.push(`  ${gear.join(', ') || 'nothing'}`);
    if (h.hired.length) lines.push(`  hired for the next expedition: ${h.hired.map((t) => content.heroes[t]?.name ?? t).join(', ')}`);
  }
  return lines;
}

export async function campaignShow(path: string): Promise<number> {
  const { any, content } = await readAnyCampaign(path);
  if (any.kind === 'aof') return aofShow(any.c, content);
  const { c } = any;
  out(`${c.def.name.en} (${c.header.ruleset}, ${c.header.difficulty ?? 'normal'} level) — ${c.over ? `over: ${c.over}` : c.away ? `the party is away on expedition ${c.next + 1}` : `next: expedition ${c.next + 1} of ${c.def.expeditions.length}, ${c.def.expeditions[c.next]!.name.en}`}`);
  out(`party chest: ${c.chest} gold crowns`);
  out(...[sheet(content, c).join('\n') || 'no hero is left']);
  if (c.fallen.length) out(`fallen: ${c.fallen.map((f) => `${f.name} (expedition ${f.expedition + 1})`).join(', ')}`);
  for (const h of c.history) {
    const ends = Object.entries(h.heroes).map(([id, e]) => `${id} ${e === 'out' ? 'came out' : e === 'carried' ? 'carried out' : 'died'}`).join(', ');
    out(`expedition ${h.expedition + 1}: ${h.result.winner} (${h.result.reason}); ${ends}; ${h.gold} gold carried out`);
  }
  return 0;
}

function priceList(content: Content, c: Campaign): string[] {
  const lines = ['for sale (buy HERO ITEM [COUNT]; sell for half):'];
  const row = (id: string, n: string, cost?: number) => cost !== undefined && lines.push(`  ${id.padEnd(22)} ${n.padEnd(24)} ${cost}`);
  for (const w of Object.values(content.weapons)) row(w.id, w.name, w.cost);
  for (const a of Object.values(content.armour)) row(a.id, a.name, a.cost);
  for (const i of Object.values(content.items)) row(i.id, i.kind === 'ammo' ? `${i.name} (each)` : i.name, i.cost);
  lines.push('for hire, one expedition (hire HERO TYPE):');
  for (const [t, p] of Object.entries(c.def.hire)) lines.push(`  ${t.padEnd(22)} ${(content.heroes[t]?.name ?? t).padEnd(24)} ${p}`);
  lines.push(`training (train HERO STAT): ${c.def.training.price} for a hero's first point, twice that for its second…, at most +${c.def.training.cap} a characteristic`);
  if (c.def.healer !== undefined) lines.push(`the Healer (heal HERO): ${c.def.healer}`);
  lines.push('a new hero (join TYPE SEAT [NAME]): free while the party has heroes');
  return lines;
}

export async function campaignShop(path: string, words: string[]): Promise<number> {
  const [verb, a, b, cnt] = words;
  const { any } = await readAnyCampaign(path);
  if (any.kind === 'aof') return aofShop(path, any.c, words);
  if (!verb) {
    const { campaign, content } = await readCampaign(path);
    for (const l of priceList(content, campaign)) out(l);
    return 0;
  }
  const count = cnt === undefined ? undefined : Number(cnt);
  const steps: Record<string, () => CampaignStep> = {
    buy: () => ({ kind: 'buy', hero: a!, item: b!, ...(count !== undefined ? { count } : {}) }),
    sell: () => ({ kind: 'sell', hero: a!, item: b!, ...(count !== undefined ? { count } : {}) }),
    hire: () => ({ kind: 'hire', hero: a!, type: b! }),
    train: () => ({ kind: 'train', hero: a!, stat: b as ProfileStat }),
    heal: () => ({ kind: 'heal', hero: a! }),
    join: () => ({ kind: 'join', type: a!, seat: b!, ...(words[3] ? { name: words.slice(3).join(' ') } : {}) }),
  };
  const make = steps[verb];
  if (!make) throw new Error(`unknown shop action '${verb}' (buy, sell, hire, train, heal, join)`);
  if (!a || (verb !== 'heal' && !b)) throw new Error(`usage: delve campaign shop FILE ${verb} ${verb === 'join' ? 'TYPE SEAT [NAME]' : verb === 'heal' ? 'HERO' : verb === 'train' ? 'HERO STAT' : verb === 'hire' ? 'HERO TYPE' : 'HERO ITEM [COUNT]'}`);
  const c = await step(path, make());
  const h = c.party.find((x) => x.id === a);
  out(`done.${h ? ` ${h.name}: ${h.gold} gold carried, ${h.stash} in the stash.` : ''}`);
  return 0;
}

export interface CampaignNewOptions {
  ruleset: string;
  size?: string;
  campaign?: string;
  party?: string;
  names?: string;
  seed: string;
  force?: boolean;
  /** The campaign's level (CMP-A04, Q06). */
  difficulty?: string;
}

/** `--difficulty`: one of the levels, or nothing (normal). */
function levelOf(o: CampaignNewOptions): { difficulty?: Difficulty } {
  if (o.difficulty === undefined) return {};
  if (!isDifficulty(o.difficulty)) throw new Error(`--difficulty: a campaign's level is ${DIFFICULTIES.join(', ')}, not '${o.difficulty}'`);
  return { difficulty: o.difficulty };
}

export async function campaignNew(path: string, o: CampaignNewOptions): Promise<number> {
  if (existsSync(path) && !o.force) throw new Error(`${path} already exists: choose another file, or --force to start over`);
  const content = await contentFor(o.ruleset);
  if (o.ruleset === 'aof-quest') return aofNew(path, o, content);
  const list = Object.values(content.campaigns ?? {}).filter((c) => c.ruleset === o.ruleset);
  const def = o.campaign ? list.find((c) => c.id === o.campaign) : list[0];
  if (!def) throw new Error(`--campaign: no ${o.ruleset} campaign '${o.campaign ?? ''}' (known: ${list.map((c) => c.id).join(', ') || 'none'})`);
  const party = o.party ? o.party.split(',').map((x) => x.trim()).filter(Boolean) : [...(o.ruleset === 'ahq' ? DEFAULT_PARTY : GUILDS_PARTY)];
  const names = o.names ? o.names.split(',').map((x) => x.trim()) : [];
  const header: CampaignHeader = {
    ruleset: o.ruleset as 'ahq', packs: content.packs, campaign: def.id, seed: /^\d+$/.test(o.seed) ? Number(o.seed) : o.seed, ...levelOf(o),
    heroes: party.map((type, i) => ({ type, seat: `p${i + 1}`, ...(names[i] ? { name: names[i] } : {}) })),
  };
  let c: Campaign;
  try {
    c = startCampaign(content, header);
  } catch (e) {
    if (e instanceof CampaignError) throw new Error(e.message.replace(/^header\.heroes/, '--party'));
    throw e;
  }
  await writeCampaign(path, { format: 'delve-campaign', version: 1, header, steps: [], check: [campaignHash(c)] });
  out(`${def.name.en}: a campaign of ${def.expeditions.length} expeditions, saved to ${path}`);
  out('next: delve campaign shop FILE (prices), delve campaign next FILE (set off)');
  return 0;
}

/** The expedition's game, saved beside the campaign file while it is played. */
export const expeditionFile = (path: string): string => path.replace(/(\.json)?$/, '.expedition.json');

export async function campaignNext(path: string, o: { seats?: string; color: boolean; lang?: string }): Promise<number> {
  const first = await readAnyCampaign(path);
  if (first.any.kind === 'aof') return aofNext(path, first.any.c, first.content, o);
  let { campaign, content } = await readCampaign(path);
  const game = expeditionFile(path);
  if (!campaign.away) {
    campaign = await step(path, { kind: 'depart', seed: localSeed(campaign), rulesVersion: RULES_VERSION });
    const s = createGame<GameState>(campaign.away!, content);
    await writeSavedGame(game, { format: 'delve-game', version: 1, header: campaign.away!, answers: [], check: { header: headerHash(campaign.away!), steps: [stateHash(s)] } });
    out(`the party sets off: ${campaign.def.expeditions[campaign.next]!.name.en}`);
  } else if (!existsSync(game)) {
    throw new Error(`${path}: the party is away, but its expedition's game ${game} is missing`);
  }
  await playCommand({ load: game, save: game, seats: o.seats, color: o.color, seed: '1', setup: 'expedition', ruleset: campaign.header.ruleset });
  const saved = await readSavedGame(game);
  const { state } = replaySave(game, saved, content);
  if (!state.result) {
    out(`the expedition goes on: resume it with delve campaign next ${path}`);
    return 0;
  }
  const back = await step(path, { kind: 'return', game: { header: saved.header, answers: saved.answers } });
  await rename(game, game.replace(/\.expedition\.json$/, `.expedition-${back.history.length}.json`));
  const h = back.history.at(-1)!;
  out(`back in town after expedition ${h.expedition + 1}: ${Object.entries(h.heroes).map(([id, e]) => `${id} ${e === 'out' ? 'came out' : e === 'carried' ? 'was carried out' : 'died'}`).join(', ')}`);
  if (back.over) out(`the campaign is ${back.over}`);
  return 0;
}

export function registerCampaign(program: Command): void {
  const cmd = program.command('campaign').description('a party kept from one expedition to the next (docs/campaign.md)');
  cmd.command('new')
    .description('start a campaign in FILE')
    .argument('<file>', 'the campaign file to write')
    .option('--ruleset <id>', 'ahq, guilds or aof-quest', 'ahq')
    .option('--size <n>', 'aof-quest: the battlefield, 24 or 48 squares a side (default 48)')
    .option('--campaign <id>', "the content's campaign (default the ruleset's first)")
    .option('--party <list>', 'hero classes, comma-separated (default the ruleset\'s four)')
    .option('--names <list>', 'their names, comma-separated, in the same order')
    .option('--seed <seed>', 'random seed', '1')
    .option('--difficulty <level>', 'the campaign\'s level: story, normal, hard or deadly (default normal)')
    .option('--force', 'write over an existing file')
    .action(async (file: string, opts: CampaignNewOptions) => {
      process.exitCode = await campaignNew(file, opts);
    });
  cmd.command('show')
    .description("the party's sheets, purses, the chest, the fallen and the history")
    .argument('<file>')
    .action(async (file: string) => {
      process.exitCode = await campaignShow(file);
    });
  cmd.command('shop')
    .description('the town between expeditions: with no action, the prices; buy, sell, hire, train, heal, join')
    .argument('<file>')
    .argument('[action...]', 'buy HERO ITEM [COUNT] | sell HERO ITEM [COUNT] | hire HERO TYPE | train HERO STAT | heal HERO | join TYPE SEAT [NAME]')
    .action(async (file: string, words: string[]) => {
      process.exitCode = await campaignShop(file, words);
    });
  cmd.command('next')
    .description('set off on the next expedition or mission (or resume it) and play it in the terminal')
    .argument('<file>')
    .option('--seats <list>', "who plays each seat, as for delve play (e.g. 'heroes=ai')")
    .option('--no-color', 'plain text, no ANSI colour')
    .option('--lang <code>', 'aof-quest: the language of the mission, en or it', 'en')
    .action(async (file: string, opts: { seats?: string; color: boolean; lang?: string }) => {
      process.exitCode = await campaignNext(file, opts);
    });
}

// ---- aof-quest campaigns (CMP-Q01..Q05) ---------------------------------------------------------

async function aofNew(path: string, o: CampaignNewOptions, content: Content): Promise<number> {
  const party = o.party ? o.party.split(',').map((x) => x.trim()).filter(Boolean) : [...AOF_PARTY];
  const names = o.names ? o.names.split(',').map((x) => x.trim()) : [];
  const size = o.size === undefined ? undefined : Number(o.size);
  if (size !== undefined && size !== 24 && size !== 48) throw new Error(`--size must be 24 or 48, not '${o.size}'`);
  const header: AofCampaignHeader = {
    ruleset: 'aof-quest', packs: content.packs, seed: /^\d+$/.test(o.seed) ? Number(o.seed) : o.seed,
    ...(o.campaign ? { campaign: o.campaign } : {}), ...(size ? { size } : {}), ...levelOf(o),
    heroes: party.map((cls, i) => ({ class: cls, seat: `p${(i % 4) + 1}`, ...(names[i] ? { name: names[i] } : {}) })),
  };
  let c: AofCampaign;
  try {
    c = startAofCampaign(content, header);
  } catch (e) {
    if (e instanceof CampaignError) throw new Error(e.message.replace(/^header\.heroes/, '--party'));
    throw e;
  }
  await writeCampaign(path, { format: 'delve-campaign', version: 1, header, steps: [], check: [campaignHash(c)] });
  out(`${c.def.name.en}: ${c.outline.chapters.length} chapters, ${c.outline.chapters.reduce((n, ch) => n + ch.missions.length, 0)} missions, saved to ${path}`);
  out('next: delve campaign show FILE, delve campaign next FILE (played at the keyboard; --seats heroes=ai for the hero bot)');
  return 0;
}

function aofShow(c: AofCampaign, content: Content): number {
  const aof = (content as Content & { aof: AofContent }).aof;
  const ch = c.outline.chapters[c.chapter];
  out(`${c.def.name.en} (aof-quest, ${c.header.difficulty ?? 'normal'} level) — ${c.over ? `over: ${c.over}` : c.away ? 'the party is on a mission' : `next: chapter ${c.chapter + 1} of ${c.outline.chapters.length}${ch?.final ? ' (final)' : ''}, mission ${c.mission + 1} of ${ch?.missions.length ?? 0} (${ch?.missions[c.mission]?.type}, ${chapterDifficulty(c, c.chapter)})`}`);
  for (const h of c.party) {
    const cls = aof.heroes[h.class]!;
    const ups = Object.entries(h.upgrades).map(([id, n]) => `${c.def.upgrades.find((u) => u.id === id)?.name.en ?? id}${n > 1 ? ` ×${n}` : ''}`);
    out(`${h.name} (${cls.name.en}, ${h.id}, seat ${h.seat}): ${h.xp} XP; wounds ${h.wounds}, power ${h.power}${h.statuses.length ? `; ${h.statuses.join(', ')}` : ''}${h.injuries.length ? `; injured: ${h.injuries.map((i) => i.name.en).join(', ')}` : ''}${ups.length ? `; upgrades: ${ups.join(', ')}` : ''}`);
  }
  for (const r of c.history) {
    const travel = Object.entries(r.travel).filter(([, e]) => e !== 'nothing').map(([id, e]) => `${id} ${e}`);
    out(`chapter ${r.chapter + 1}, mission ${r.mission + 1} (${r.type}, ${r.difficulty}): ${r.winner === 'heroes' ? 'won' : 'lost'}; objectives ${r.objectives.length ? r.objectives.join(', ') : 'none'}${Object.keys(r.injuries).length ? `; injuries ${Object.entries(r.injuries).map(([id, n]) => `${id}: ${n}`).join(', ')}` : ''}${travel.length ? `; on the road ${travel.join(', ')}` : ''}`);
  }
  return 0;
}

async function aofShop(path: string, c: AofCampaign, words: string[]): Promise<number> {
  const [verb, hero, upgrade] = words;
  if (!verb) {
    out(`upgrades between chapters (upgrade HERO UPGRADE), bought with XP (CMP-Q05):`);
    for (const u of c.def.upgrades) out(`  ${u.id.padEnd(10)} ${u.name.en.padEnd(26)} ${u.xp} XP, at most ${u.max}`);
    return 0;
  }
  if (verb !== 'upgrade' || !hero || !upgrade) throw new Error('an aof-quest campaign\'s town: delve campaign shop FILE upgrade HERO UPGRADE');
  const any = await stepAny(path, { kind: 'upgrade', hero, upgrade });
  const h = (any.c as AofCampaign).party.find((x) => x.id === hero)!;
  out(`done. ${h.name}: ${h.xp} XP left.`);
  return 0;
}

async function aofNext(path: string, c: AofCampaign, content: Content, o: { seats?: string; color: boolean; lang?: string }): Promise<number> {
  let cur = c;
  const game = expeditionFile(path);
  if (!cur.away) {
    cur = (await stepAny(path, { kind: 'depart', seed: `${String(cur.header.seed)}/${cur.steps}`, rulesVersion: RULES_VERSION })).c as AofCampaign;
    out(`the party sets off: chapter ${cur.chapter + 1}, mission ${cur.mission + 1} (${(cur.away!.setup.mission as { type: string }).type})`);
  } else if (!/heroes=ai/.test(o.seats ?? '') && !existsSync(game)) {
    throw new Error(`${path}: the party is away, but its mission's game ${game} is missing`);
  }
  let answers: { seat: string; answer: Answer }[];
  if (/heroes=ai/.test(o.seats ?? '') && !existsSync(game)) {
    // The hero bot plays the whole mission at once.
    const s = createGame<CoreState>(cur.away!, content);
    answers = [];
    for (let k = 0; s.pending && !s.result && k < 20_000; k++) {
      const seat = s.pending.seat;
      const answer = aofHeroPolicy(s, seat);
      if (!applyInPlace(s, seat, answer).ok) throw new Error(`the hero bot's answer was refused: ${JSON.stringify(answer)}`);
      answers.push({ seat, answer });
    }
  } else {
    // People play it in the terminal (delve play), saved beside the campaign until it ends.
    if (!existsSync(game)) {
      const s = createGame<CoreState>(cur.away!, content);
      await writeSavedGame(game, { format: 'delve-game', version: 1, header: cur.away!, answers: [], check: { header: headerHash(cur.away!), steps: [stateHash(s)] } });
    }
    await playCommand({ load: game, save: game, seats: o.seats, color: o.color, lang: o.lang, seed: '1', setup: 'mission', ruleset: 'aof-quest' });
    const saved = await readSavedGame(game);
    const { state } = replaySave(game, saved, content);
    if (!state.result) {
      out(`the mission goes on: resume it with delve campaign next ${path}`);
      return 0;
    }
    answers = saved.answers;
  }
  const back = (await stepAny(path, { kind: 'return', game: { header: cur.away!, answers } })).c as AofCampaign;
  if (existsSync(game)) await rename(game, game.replace(/\.expedition\.json$/, `.expedition-${back.history.length}.json`));
  const r = back.history.at(-1)!;
  const name = (id: string) => back.party.find((h) => h.id === id)?.name ?? id;
  out(`back from the mission: ${r.winner === 'heroes' ? 'won' : 'lost'}; XP ${Object.entries(r.xp).map(([id, x]) => `${name(id)} +${x}`).join(', ')}`);
  if (back.over) out(`the campaign is ${back.over}`);
  return 0;
}
