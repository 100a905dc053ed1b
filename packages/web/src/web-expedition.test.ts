// A whole expedition of each ruleset played by clicks alone, from the new-game form to the end
// screen: no reload, no call to the server's API. What to do is chosen by the hero AI
// (`aiPolicy`) on the live state, and turned into the clicks a player would make; an answer the
// page has no click for fails the test, so every decision the game asks is answerable from the
// page. At each decision the page's text (the options of its menus included) is scanned for the
// engine's internal ids (m2, d1, c1, s4…). The server's seed is fixed so each game is the same
// every run and ends in a few minutes. Screenshots of the key moments go to test-artifacts/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import type { Page } from 'playwright-core';
import { aiPolicy } from '@delve/ai';
import { legalAnswers, type Answer, type GameState } from '@delve/engine';
import path from 'node:path';
import { loadDefaultContent } from '@delve/content';
import { browserSuite } from './testing/browser-suite.ts';
import { ARTIFACTS, cellPoint, gameIdOf, liveState, pageWords, screenshot, watch } from './testing/web-harness.ts';
import { readSavedGame, replaySave } from '../../cli/src/saved-game.ts';

const WAIT = { timeout: 20_000 };
/** Seeds whose expedition (two heroes, the form's party) has fights and ends in about 120 hero
 * answers: `ahq` left the dungeon at turn 25, `guilds` took the objective at turn 26. */
const SEEDS: Record<string, string> = { ahq: '2', guilds: '1' };
let seed = '';

/** The engine's ids (models m2, doors d1, chests c1, sections s4, traps t1, Guilds cards gc1…),
 * never a die: the usual sizes (d6, d12), "a d45", or a face beside its die ("11 d42" in the tray). */
const INTERNAL_ID = /(?<!\ba |\d\s?)\b(?:m|c|s|t|f|h|u|gc|d(?!(?:4|6|8|10|12|20)\b))\d+\b/g;

const { server, browser } = browserSuite({ seed: () => seed });

async function choose(page: Page, x: number, y: number): Promise<void> {
  let p = await cellPoint(page, x, y);
  if (!p) {
    await page.getByRole('button', { name: 'Fit' }).click();
    p = await cellPoint(page, x, y);
  }
  if (!p) throw new Error(`square ${x}, ${y} is not on the board after Fit`);
  await page.mouse.click(p.x, p.y);
}

async function pick(page: Page, s: GameState, model: string): Promise<void> {
  const name = s.models[model]!.name;
  const pressed = page.locator('.act-panel .models button[aria-pressed=true]');
  if ((await pressed.count()) > 0 && (await pressed.innerText()).startsWith(name)) return;
  await page.locator('.act-panel .models button', { hasText: name }).first().click();
  await page.locator('.act-panel .models button[aria-pressed=true]', { hasText: name }).waitFor(WAIT);
}

async function more(page: Page) {
  const m = page.locator('.decision details.more');
  if ((await m.getAttribute('open')) === null) await m.locator('summary').click();
  return m;
}

/** The clicks for `a`; throws when the page offers none. */
async function clickFor(page: Page, s: GameState, seat: string, a: Answer): Promise<void> {
  const decision = page.locator('.decision');
  switch (a.kind) {
    case 'move':
      await pick(page, s, a.model);
      return choose(page, a.to[0], a.to[1]);
    case 'attack':
    case 'shoot': {
      await pick(page, s, a.model);
      const t = s.models[a.target]!;
      await choose(page, t.x, t.y);
      const odds = page.locator('.odds');
      await odds.getByText('Chance to kill').waitFor(WAIT);
      if (a.kind === 'shoot' && (await odds.locator('select').count()) > 0) {
        await odds.locator('select').selectOption(`shoot:${a.weapon ?? ''}`);
        await odds.getByText('Chance to kill').waitFor(WAIT);
      }
      return odds.getByRole('button', { name: a.kind === 'shoot' ? 'Shoot' : 'Attack', exact: true }).click();
    }
    case 'door':
    case 'chest': {
      await pick(page, s, a.model);
      const cell = a.kind === 'door' ? s.map.doors[a.door]!.cells[0]! : s.map.chests[a.chest]!.cell;
      return choose(page, cell % s.map.width, Math.floor(cell / s.map.width));
    }
    case 'searchSecret': {
      await pick(page, s, a.model);
      const m = await more(page);
      await m.getByLabel('Wall').selectOption(a.wall);
      return m.getByRole('button', { name: 'Search for secret doors' }).click();
    }
    case 'disarm': {
      await pick(page, s, a.model);
      const m = await more(page);
      await m.getByLabel('Trap').selectOption(a.trap);
      return m.getByRole('button', { name: 'Disarm' }).click();
    }
    case 'removeArmour':
    case 'leave': {
      await pick(page, s, a.model);
      const m = await more(page);
      return m.getByRole('button', { name: a.kind === 'leave' ? 'Leave by the stairs' : 'Remove armour' }).click();
    }
    case 'searchTreasure':
      await pick(page, s, a.model);
      return decision.getByRole('button', { name: 'Search for treasure' }).click();
    case 'run':
      await pick(page, s, a.model);
      return decision.getByRole('button', { name: 'Run', exact: true }).click();
    case 'potion': case 'cast': case 'give': case 'take': case 'push': case 'drag': {
      // The menu of this kind lists this model's legal answers of the kind, in the engine's order.
      await pick(page, s, a.model);
      const same = legalAnswers(s, seat).filter((x) => x.kind === a.kind && 'model' in x && x.model === a.model);
      const index = same.findIndex((x) => isDeepStrictEqual(x, a));
      if (index < 0) throw new Error(`${JSON.stringify(a)} is not among the legal answers`);
      const menu = decision.locator(`[data-menu=${a.kind}]`);
      await menu.locator('select').selectOption({ index });
      return menu.getByRole('button').click();
    }
    case 'end':
      return decision.getByRole('button', { name: `End ${s.models[a.model]!.name}’s activation` }).click();
    case 'endPhase':
      return decision.getByRole('button', { name: 'End phase (all my models)' }).click();
    case 'choosePlayer': {
      const d = s.pending as Extract<GameState['pending'], { kind: 'choosePlayer' }>;
      return decision.locator('.actions button').nth(d.options.indexOf(a.player)).click();
    }
    case 'target': {
      const t = s.models[a.target]!;
      return choose(page, t.x, t.y);
    }
    case 'leader': {
      const d = s.pending as Extract<GameState['pending'], { kind: 'newLeader' }>;
      return decision.locator('.actions button').nth(d.options.indexOf(a.hero)).click();
    }
    case 'fate':
      return decision.getByRole('button', { name: a.spend ? 'Spend a Fate Point' : 'Keep it' }).click();
    case 'advance':
      return decision.getByRole('button', { name: a.advance ? /^Advance to/ : 'Stay' }).click();
    case 'generator':
      return decision.locator('.actions button').nth(a.choice).click();
    case 'heroicDeal':
      return decision.getByRole('button', { name: new RegExp(` to ${s.models[a.hero]!.name}$`) }).click();
    case 'heroicPlay':
      if (a.card === null) return decision.getByRole('button', { name: 'Keep the cards (pass)' }).click();
      return decision.getByRole('button', { name: /^Play / }).nth((s.pending as Extract<GameState['pending'], { kind: 'heroicPlay' }>).cards.indexOf(a.card)).click();
    case 'pick': {
      if (a.item === null) return decision.getByRole('button', { name: 'Leave the rest' }).click();
      if (a.hero) await decision.locator('select').selectOption(a.hero);
      const chest = s.pending as Extract<GameState['pending'], { kind: 'chestPick' }>;
      const c = s.map.chests[chest.chest]!;
      const things = [...(c.gold ? ['gold'] : []), ...c.items];
      return decision.locator('.actions button').nth(things.indexOf(a.item)).click();
    }
    case 'components': {
      for (const [c, k] of Object.entries(a.picks)) await decision.locator('label.pick', { has: page.locator('input') }).nth((s.pending as Extract<GameState['pending'], { kind: 'components' }>).options.indexOf(c)).locator('input').fill(String(k));
      return decision.getByRole('button', { name: /^Take/ }).click();
    }
    case 'sentryDoor': {
      const d = s.pending as Extract<GameState['pending'], { kind: 'sentryDoor' }>;
      return decision.locator('.actions button').nth(a.at === null ? d.options.length : d.options.findIndex((o) => o.x === a.at![0] && o.y === a.at![1])).click();
    }
    case 'place':
    case 'nudge': {
      // Each figure picked by its button, then its square clicked; then the whole answer sent.
      const d = s.pending as Extract<GameState['pending'], { kind: 'placeMonsters' | 'nudgeMonsters' }>;
      const moves = a.kind === 'place' ? a.placements.map((p) => ({ model: p.model, at: p.at })) : a.moves.map((m) => ({ model: m.model, at: m.to }));
      for (const m of moves) {
        await decision.locator('.actions').first().locator('button').nth(d.monsters.indexOf(m.model)).click();
        await choose(page, m.at[0], m.at[1]);
        await decision.getByRole('button', { name: new RegExp(`→ ${m.at[0]}, ${m.at[1]}$`) }).waitFor(WAIT);
      }
      return decision.getByRole('button', { name: a.kind === 'place' ? 'Place them' : moves.length ? 'Move them' : 'Move none' }).click();
    }
    case 'routine':
      return decision.locator('.actions button').nth(a.routine === 'moveThenAttack' ? 0 : 1).click();
    case 'pursue':
      return decision.locator('.actions button').nth(a.pursue ? 0 : 1).click();
    default:
      throw new Error(`the page offers no click for ${JSON.stringify(a)}`);
  }
}

interface Run { answers: number; kinds: Set<string>; ids: Map<string, string>; moments: Set<string>; symbolDice: number }

async function playWholeGame(page: Page, rules: string): Promise<Run> {
  const gameId = gameIdOf(page);
  const session = () => server.room(gameId)!.session;
  const run: Run = { answers: 0, kinds: new Set(), ids: new Map(), moments: new Set(), symbolDice: 0 };
  const deadline = Date.now() + 170_000;
  const shot = async (moment: string) => {
    if (run.moments.has(moment)) return;
    run.moments.add(moment);
    await screenshot(page, `web-expedition-${rules}-${moment}.png`);
  };
  while (Date.now() < deadline) {
    await page.waitForFunction(() => !!document.querySelector('#decision-title') || !!document.querySelector('.end-screen'), null, WAIT);
    const s = liveState(server, gameId);
    if (s.result) return run;
    if (!s.pending || s.pending.seat === 'gm') {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const step = session().step;
    await page.locator(`.decision[data-step="${step}"]`).waitFor(WAIT);
    for (const m of (await pageWords(page)).matchAll(INTERNAL_ID)) {
      if (!run.ids.has(m[0])) run.ids.set(m[0], (m.input ?? '').slice(Math.max(0, m.index! - 40), m.index! + 30).replace(/\s+/g, ' '));
    }
    const seat = s.pending.seat;
    const a = aiPolicy(s, seat);
    run.answers++;
    run.kinds.add(a.kind);
    if (run.answers === 1) await shot('first-decision');
    if (s.combat && !run.moments.has('combat')) await shot('combat');
    if (['potion', 'cast', 'give', 'take', 'push'].includes(a.kind)) await shot('menus');
    if (s.pending.kind === 'fate') {
      // The question comes with its moment: the roll, what it needed, what the point saves.
      const moment = await page.locator('.decision .moment').innerText();
      assert.match(moment, /Fate Point (turns it|negates|spots|disarms|passes|wins)/, `the Fate question says what it saves: ${moment}`);
      await shot('fate');
    }
    if (s.pending.kind === 'newLeader' && (await page.locator('.decision .fight-end').count()) > 0) {
      assert.match(await page.locator('.decision .fight-end').innerText(), /All the monsters are slain|The fight is over/);
      await shot('new-leader');
    }
    // Skull-and-shield dice drawn as what they show (guilds damage, DEC-07).
    const symbols = await page.locator('.dice .die.symbol').count();
    if (symbols > 0) {
      run.symbolDice = Math.max(run.symbolDice, symbols);
      await shot('dice');
    }
    await clickFor(page, s, seat, a);
    const refused = page.locator('.error');
    const until = Date.now() + 15_000;
    while (session().step === step && (await refused.count()) === 0) {
      if (Date.now() > until) throw new Error(`the page did not send ${JSON.stringify(a)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    if ((await refused.count()) > 0) throw new Error(`refused: ${await refused.innerText()} (for ${JSON.stringify(a)})`);
  }
  const s = liveState(server, gameId);
  throw new Error(`the expedition did not end in time: ${run.answers} answers, turn ${s.turn}`);
}

describe('a whole expedition of each ruleset, by clicks, from the form to the end screen', { timeout: 420_000 }, () => {
  for (const rules of ['ahq', 'guilds'] as const) {
    test(`${rules}: the form, the whole dungeon, the end screen`, { timeout: 200_000 }, async (t) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      const errors: string[] = [];
      watch(page, errors);
      // No call to the server's API once the game page is open: the game is played by clicks.
      const calls: string[] = [];
      let playing = false;
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (playing && u.pathname.startsWith('/api/') && r.method() !== 'GET') calls.push(`${r.method()} ${u.pathname}`);
      });
      seed = SEEDS[rules]!;
      await page.goto(`${server.url}/`);
      await page.getByLabel('Rules', { exact: true }).selectOption(rules);
      if (rules === 'ahq') await page.getByLabel('Quest').selectOption('standard');
      else {
        await page.getByLabel('Objective card', { exact: true }).selectOption('short-errand');
        await page.locator('.option', { hasText: 'Heroic cards deck' }).getByRole('checkbox').check();
      }
      await page.getByRole('button', { name: 'Remove seat p4' }).click();
      await page.getByRole('button', { name: 'Remove seat p3' }).click();
      await page.getByRole('button', { name: 'Create game' }).click();
      await page.locator('#decision-title').waitFor(WAIT);
      // The AI Gamesmaster's answers shown as they come (the pace is a player's choice in the page).
      await page.getByLabel('AI pace').selectOption('instant');
      playing = true;
      const loads: string[] = [];
      page.on('framenavigated', (f) => f === page.mainFrame() && loads.push(f.url()));

      const run = await playWholeGame(page, rules);
      const s = liveState(server, gameIdOf(page));
      assert.ok(s.result, 'the game is over');

      // The end screen: who won and why, and what the expedition came to.
      const end = page.locator('.end-screen');
      await end.waitFor(WAIT);
      await end.getByRole('heading', { name: s.result.winner === 'heroes' ? /Victory/ : /Defeat/ }).waitFor(WAIT);
      const heroes = Object.values(s.models).filter((m) => m.side === 'heroes');
      for (const h of heroes) await end.locator('tr', { hasText: h.name }).waitFor(WAIT);
      const gold = heroes.reduce((a, h) => a + h.gold, 0);
      assert.match(await end.locator('.totals').innerText(), new RegExp(`\\b${gold} gold crowns carried`));
      assert.ok(await end.getByRole('link', { name: 'Download the saved game' }).isVisible());
      // The header no longer speaks of a turn and a phase, and nothing is offered to take back.
      const bar = await page.locator('header.bar').innerText();
      assert.match(bar, new RegExp(`Game over after ${s.turn} turns`));
      assert.doesNotMatch(bar, /phase/);
      assert.equal(await page.getByRole('button', { name: 'Undo' }).count(), 0);
      await screenshot(page, `web-expedition-${rules}-end.png`);

      // Damage in words that say what counted: skulls and shields, or dice against Toughness.
      const log = await page.locator('.log ol').innerText();
      if (rules === 'guilds') {
        assert.ok(run.symbolDice > 0, 'skull-and-shield dice were drawn as skulls and shields');
        assert.match(log, /\d damage (die shows|dice show) (no skull|\d+ skulls?); .*each shield stops a skull/);
      } else {
        assert.equal(run.symbolDice, 0, 'ahq rolls no skull-and-shield dice');
        assert.match(log, /against Toughness \d+ \(a die at or above it wounds\)/);
      }

      const loadsInGame = [...loads];
      const callsInGame = [...calls];
      // The saved game downloads from the end screen and replays as `delve replay` reads it.
      const [download] = await Promise.all([page.waitForEvent('download'), end.getByRole('link', { name: 'Download the saved game' }).click()]);
      const file = path.join(ARTIFACTS, `web-expedition-${rules}.json`);
      await download.saveAs(file);
      const replayed = replaySave(file, await readSavedGame(file), await loadDefaultContent(rules));
      assert.deepEqual(replayed.state.result, s.result, 'the downloaded game replays to the same end');

      // "Your games" names it as a player would: ruleset, quest, party, turn, how it ended.
      const gameId = gameIdOf(page);
      await end.getByRole('button', { name: 'Start a new game' }).click();
      const row = page.locator(`.saved li[data-game="${gameId}"]`);
      await row.getByText(`turn ${s.turn}`).waitFor(WAIT);
      const text = await row.innerText();
      assert.match(text, rules === 'ahq' ? /Advanced HeroQuest/ : /The Guilds/);
      // What was played: the quest of the dice tables, the Objective card of the random deck.
      assert.match(text, rules === 'ahq' ? /quest: A standard expedition/ : /Objective: (?:A short errand|Rob the Guildmaster's vault|The deep delve|The grand delve)/);
      for (const h of heroes.filter((m) => m.kind === 'hero')) assert.ok(text.includes(h.name), `${h.name} in "${text}"`);
      assert.match(text, new RegExp(s.result.winner === 'heroes' ? 'the heroes won' : 'the monsters won'));
      assert.match(text, /last played here/);
      assert.equal(await row.getByRole('link', { name: 'Download the saved game' }).count(), 1);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `web-expedition-${rules}-your-games.png`);

      assert.deepEqual(loadsInGame, [], 'no reload');
      assert.deepEqual(callsInGame, [], 'no call to the API after the form');
      assert.equal(await page.locator('.error').count(), 0, 'no answer was refused');
      assert.deepEqual(errors, []);
      t.diagnostic(`${rules}: ${run.answers} answers by clicks (${[...run.kinds].join(', ')}); ${s.result.winner} win (${s.result.reason}) at turn ${s.turn}`);
      // The names of game things are the engine's formatters' and the panels' job: the scan
      // reports what it finds, and passes only once no id is left anywhere on the page.
      await t.test('no visible text holds an internal id', () => {
        const found = [...run.ids].map(([id, where]) => `${id}: …${where}…`);
        assert.deepEqual(found, []);
      });
      await context.close();
    });
  }
});
