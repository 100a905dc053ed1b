// A solo game of each ruleset played by clicks from the start page to the end of the first combat:
// the new game made with the form (ruleset, quest or Objective card, a two-hero party), the
// dungeon explored by clicking highlighted squares and doors, the fight fought by clicking targets
// and confirming after the odds, until the log says the combat is over (or the game is). What to
// do is chosen by the hero AI (`aiPolicy`) on the live state, the same choice every run: the test
// turns that choice into the clicks a player would make, and checks what the page shows. The
// server's seed is fixed so the opening, and with it the first combat, is the same each time.
// Screenshots of the board at the end go to test-artifacts/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { aiPolicy } from '@delve/ai';
import type { Answer, GameState } from '@delve/engine';
import { browserSuite } from './testing/browser-suite.ts';
import { cellPoint, gameIdOf, liveState, logText, screenshot, watch } from './testing/web-harness.ts';

const WAIT = { timeout: 15_000 };
/** The seed of each ruleset's game: a first combat a few turns in, with blows to strike. */
const SEEDS: Record<string, string> = { ahq: process.env.DELVE_WEB_SEED ?? '4', guilds: process.env.DELVE_WEB_SEED ?? '1' };
let seed = '';

const { server, browser } = browserSuite({ seed: () => seed });

/** Clicks square (x, y): framing the board first if it is off screen, and if it still is, walking
 * the keyboard cursor there (the board pans to follow it) and pressing Enter. */
async function choose(page: Page, x: number, y: number): Promise<void> {
  let p = await cellPoint(page, x, y);
  if (!p) {
    await page.getByRole('button', { name: 'Fit' }).click();
    p = await cellPoint(page, x, y);
  }
  if (p) return page.mouse.click(p.x, p.y);
  await page.locator('.board').focus();
  const [cx, cy] = (await page.locator('#board-cursor').innerText()).split(':')[0]!.split(',').map((v) => Number(v.trim())) as [number, number];
  for (let i = 0; i < Math.abs(x - cx); i++) await page.keyboard.press(x > cx ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(y - cy); i++) await page.keyboard.press(y > cy ? 'ArrowDown' : 'ArrowUp');
  await page.keyboard.press('Enter');
}

/** Makes `model` the one picked, by clicking it on the board, unless it already is. */
async function pick(page: Page, s: GameState, model: string): Promise<void> {
  const pressed = page.locator('.act-panel .models button[aria-pressed=true]');
  const name = s.models[model]!.name;
  if ((await pressed.count()) > 0 && (await pressed.innerText()).startsWith(name)) return;
  const m = s.models[model]!;
  await choose(page, m.x, m.y);
  await page.locator('.act-panel .models button[aria-pressed=true]', { hasText: name }).waitFor(WAIT);
}

/** What the player clicks for `a`; false when the answer has no click of its own here (the test
 * then ends the model's activation instead, by its button). */
async function clickFor(page: Page, s: GameState, a: Answer): Promise<boolean> {
  const decision = page.locator('.decision');
  switch (a.kind) {
    case 'move':
      await pick(page, s, a.model);
      await choose(page, a.to[0], a.to[1]);
      return true;
    case 'attack':
    case 'shoot': {
      await pick(page, s, a.model);
      const t = s.models[a.target]!;
      await choose(page, t.x, t.y);
      const odds = page.locator('.odds');
      await odds.getByText('Chance to kill').waitFor(WAIT);
      if (a.kind === 'shoot' && (await odds.locator('select').count()) > 0) await odds.locator('select').selectOption(`shoot:${a.weapon ?? ''}`);
      await odds.getByText('Chance to kill').waitFor(WAIT);
      await odds.getByRole('button', { name: a.kind === 'shoot' ? 'Shoot' : 'Attack', exact: true }).click();
      return true;
    }
    case 'door':
    case 'chest': {
      await pick(page, s, a.model);
      const cell = a.kind === 'door' ? s.map.doors[a.door]!.cells[0]! : s.map.chests[a.chest]!.cell;
      await choose(page, cell % s.map.width, Math.floor(cell / s.map.width));
      return true;
    }
    case 'searchSecret': {
      await pick(page, s, a.model);
      const more = decision.locator('details.more');
      if ((await more.getAttribute('open')) === null) await more.locator('summary').click();
      await more.getByLabel('Wall').selectOption(a.wall);
      await more.getByRole('button', { name: 'Search for secret doors' }).click();
      return true;
    }
    case 'searchTreasure':
      await pick(page, s, a.model);
      await decision.getByRole('button', { name: 'Search for treasure' }).click();
      return true;
    case 'leave': {
      await pick(page, s, a.model);
      const more = decision.locator('details.more');
      if ((await more.getAttribute('open')) === null) await more.locator('summary').click();
      await more.getByRole('button', { name: 'Leave by the stairs' }).click();
      return true;
    }
    case 'place':
    case 'nudge': {
      // Each monster picked by its button, then its square clicked; then the whole answer sent.
      const d = s.pending as Extract<GameState['pending'], { kind: 'placeMonsters' | 'nudgeMonsters' }>;
      const moves = a.kind === 'place' ? a.placements.map((p) => ({ model: p.model, at: p.at })) : a.moves.map((m) => ({ model: m.model, at: m.to }));
      for (const m of moves) {
        await decision.locator('.actions').first().locator('button').nth(d.monsters.indexOf(m.model)).click();
        await choose(page, m.at[0], m.at[1]);
        await decision.getByRole('button', { name: new RegExp(`→ ${m.at[0]}, ${m.at[1]}$`) }).waitFor(WAIT);
      }
      await decision.getByRole('button', { name: a.kind === 'place' ? 'Place them' : moves.length ? 'Move them' : 'Move none' }).click();
      return true;
    }
    case 'run':
      await pick(page, s, a.model);
      await decision.getByRole('button', { name: 'Run', exact: true }).click();
      return true;
    case 'end':
      await decision.getByRole('button', { name: `End ${s.models[a.model]!.name}’s activation` }).click();
      return true;
    case 'endPhase':
      await decision.getByRole('button', { name: 'End phase (all my models)' }).click();
      return true;
    case 'choosePlayer': {
      // Seats go by their heroes' names (and their people's, once given), never by seat id.
      const heroes = Object.values(s.models).filter((m) => m.seat === a.player && m.kind === 'hero').map((m) => m.name).join(', ');
      await decision.getByRole('button', { name: heroes, exact: true }).click();
      return true;
    }
    case 'target': {
      const t = s.models[a.target]!;
      await choose(page, t.x, t.y);
      return true;
    }
    case 'leader': {
      const h = s.models[a.hero]!;
      await choose(page, h.x, h.y);
      return true;
    }
    case 'fate':
      await decision.getByRole('button', { name: a.spend ? 'Spend a Fate Point' : 'Keep it' }).click();
      return true;
    case 'advance':
      await decision.getByRole('button', { name: a.advance ? /^Advance to/ : 'Stay' }).click();
      return true;
    case 'generator': {
      // A place for a room or passage is shown on the board, then placed; other choices are buttons.
      if ((await decision.getByRole('button', { name: 'Place it here' }).count()) > 0) {
        for (let i = 0; i < 50 && (await page.locator('.board').getAttribute('data-place-picked')) !== String(a.choice); i++) {
          await decision.getByRole('button', { name: 'Show another place' }).click();
        }
        await decision.getByRole('button', { name: 'Place it here' }).click();
        return true;
      }
      await decision.locator('.actions button').nth(a.choice).click();
      return true;
    }
    case 'heroicDeal':
      await decision.getByRole('button', { name: new RegExp(` to ${s.models[a.hero]!.name}$`) }).click();
      return true;
    case 'heroicPlay':
      if (a.card === null) await decision.getByRole('button', { name: 'Keep the cards (pass)' }).click();
      else await decision.getByRole('button', { name: /^Play / }).nth((s.pending as Extract<GameState['pending'], { kind: 'heroicPlay' }>).cards.indexOf(a.card)).click();
      return true;
    case 'pick':
      await decision.getByRole('button', { name: 'Leave the rest' }).click();
      return true;
    default:
      return false;
  }
}

/** Plays this browser's decisions by clicks until the first combat is over or the game is. */
async function playToEndOfFirstCombat(page: Page, maxAnswers: number): Promise<{ answers: number; strikes: number; over: boolean; kinds: Set<string> }> {
  const gameId = gameIdOf(page);
  const session = () => server.room(gameId)!.session;
  let answers = 0, strikes = 0, fought = false;
  const kinds = new Set<string>();
  const deadline = Date.now() + 150_000;
  while (answers < maxAnswers && Date.now() < deadline) {
    // Whoever decides next: this browser (all hero seats) or the AI Gamesmaster on the server.
    await page.waitForFunction(() => !!document.querySelector('#decision-title') || !!document.querySelector('.over'), null, WAIT);
    const s = liveState(server, gameId);
    if (s.combat) fought = true;
    if (s.result) return { answers, strikes, over: true, kinds };
    if (fought && !s.combat) return { answers, strikes, over: false, kinds };
    if (!s.pending || s.pending.seat === 'gm') {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const step = session().step;
    // The page shows this very decision (not the one before it) before anything is clicked.
    await page.locator(`.decision[data-step="${step}"]`).waitFor(WAIT);
    const a = aiPolicy(s, s.pending.seat);
    answers++;
    if (a.kind === 'attack' || a.kind === 'shoot') strikes++;
    kinds.add(a.kind);
    if (!(await clickFor(page, s, a))) {
      // Searching, spells, items: not this test's business; the model ends its activation.
      if (!('model' in a) || a.model === null) throw new Error(`no click for ${JSON.stringify(a)}`);
      await clickFor(page, s, { kind: 'end', model: a.model });
    }
    const refused = page.locator('.error');
    const until = Date.now() + 15_000;
    while (session().step === step && (await refused.count()) === 0) {
      if (Date.now() > until) throw new Error(`the page did not send ${JSON.stringify(a)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    if ((await refused.count()) > 0) throw new Error(`refused: ${await refused.innerText()} (for ${JSON.stringify(a)})`);
  }
  const s = liveState(server, gameId);
  throw new Error(`no end of the first combat in ${answers} answers (turn ${s.turn}, ${s.combat ? `combat round ${s.combat.round}` : fought ? 'after a combat' : 'no combat yet'})`);
}

describe('a solo game of each ruleset, by clicks, to the end of the first combat', { timeout: 400_000 }, () => {
  for (const rules of ['ahq', 'guilds'] as const) {
    test(`${rules}: new game by the form, explore by clicks, fight by clicks until the combat ends`, { timeout: 180_000 }, async (t) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      const errors: string[] = [];
      watch(page, errors);
      seed = SEEDS[rules]!;
      await page.goto(`${server.url}/`);
      await page.getByLabel('Rules', { exact: true }).selectOption(rules);
      if (rules === 'ahq') await page.getByLabel('Quest').selectOption('standard');
      else {
        await page.getByLabel('Objective card', { exact: true }).selectOption('short-errand');
        // A house rule from the engine's option list, with its description: the Heroic cards.
        await page.locator('.option', { hasText: 'Heroic cards deck' }).getByRole('checkbox').check();
      }
      // A party of two, both played here: fewer clicks to the first fight.
      await page.getByRole('button', { name: 'Remove seat p4' }).click();
      await page.getByRole('button', { name: 'Remove seat p3' }).click();
      await page.getByRole('button', { name: 'Create game' }).click();
      await page.locator('#decision-title').waitFor(WAIT);
      assert.equal(liveState(server, gameIdOf(page)).ctx.header.ruleset, rules);
      if (rules === 'guilds') assert.equal(liveState(server, gameIdOf(page)).ctx.options['guilds.heroicCards'], true);

      const r = await playToEndOfFirstCombat(page, 400);
      const log = await logText(page);
      assert.match(log, /Combat begins/);
      if (r.over) await page.locator('.over').waitFor(WAIT);
      else await page.locator('.log ol li', { hasText: /All the monsters are slain|The fight is over/ }).last().waitFor(WAIT);
      assert.equal(await page.locator('.error').count(), 0, 'no answer was refused');
      assert.ok(r.strikes > 0, 'blows were struck by clicking targets');
      // The Heroic cards' own decision (GLD-H01) answered through its panel.
      if (rules === 'guilds') assert.ok(r.kinds.has('heroicDeal'), `Heroic cards were dealt by clicks (${[...r.kinds].join(', ')})`);
      await screenshot(page, `web-solo-${rules}.png`);
      assert.deepEqual(errors, []);
      t.diagnostic(`${rules}: ${r.answers} answers by clicks (${r.strikes} attacks or shots); ${r.over ? 'the game ended' : 'the first combat ended'}`);
      await context.close();
    });
  }
});
