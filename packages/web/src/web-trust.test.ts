// A table players can trust, in Chromium against the real server: one person holding two hero
// seats shares out a chest between them without getting stuck, takes back answers across the
// seats they hold with Undo offered only when it can work, sees a move through a doorway
// previewed at the cost the log then records, and reads on every page that Delve is an
// unofficial fan tool. Small games set up through the API make each moment certain.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { CreateGameRequest } from '@delve/protocol';
import { browserSuite } from './testing/browser-suite.ts';
import {
  boardData, cellPoint, clickCell, liveState, logText, screenshot, watch,
} from './testing/web-harness.ts';

const VIEWPORT = { width: 1366, height: 768 };
const WAIT = { timeout: 15_000 };

const { server, browser } = browserSuite();

/** A room with the Barbarian (p1) beside a chest and the Dwarf (p2); both seats one person's. */
function chestRoom(): CreateGameRequest {
  const map = ['#########', '#.......#', '#.......#', '#.......#', '#.......#', '#########'];
  const setup = {
    map,
    heroes: [{ type: 'barbarian', seat: 'p1', at: [2, 2], id: 'barbarian' }, { type: 'dwarf', seat: 'p2', at: [3, 3], id: 'dwarf' }],
    chests: [{ at: [3, 2], gold: 40, items: ['healing-potion', 'lantern'] }],
  };
  return { ruleset: 'ahq', packs: ['ahq-core'], options: {}, seats: { p1: 'human', p2: 'human' }, setup: setup as CreateGameRequest['setup'] };
}

/** Opens every human seat's invite link in turn, so this browser holds them all (as Play solo
 * does), and waits for the board. */
async function holdAll(page: Page, req: CreateGameRequest): Promise<string> {
  const made = await server.create(req);
  for (const s of made.seats) {
    if (!s.link) continue;
    await page.goto('about:blank');
    await page.goto(s.link);
    await page.locator('.board canvas').first().waitFor(WAIT);
  }
  await page.locator('#decision-title').waitFor(WAIT);
  return made.gameId;
}

async function step(page: Page): Promise<string> {
  return (await page.locator('.decision').getAttribute('data-step')) ?? '';
}

/** Waits until the pending decision is a later one than `old`. */
async function nextDecision(page: Page, old: string): Promise<void> {
  await page.waitForFunction((o) => {
    const s = document.querySelector('.decision')?.getAttribute('data-step');
    return s !== undefined && s !== null && s !== o;
  }, old, WAIT);
}

describe('a table players trust', { timeout: 180_000 }, () => {
  test('two heroes of one person take from one chest in turn: each pick names its own hero, none is refused', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    const gameId = await holdAll(page, chestRoom());
    await page.getByRole('button', { name: 'Barbarian', exact: true }).click();
    await page.getByRole('heading', { name: /pick a model|Act with/ }).waitFor(WAIT);
    // The Barbarian opens the chest by a click on it; the players roll off for first choice.
    await clickCell(page, 2, 2);
    await clickCell(page, 3, 2);
    await page.getByRole('heading', { name: /Take something from the chest/ }).waitFor(WAIT);

    const names: Record<string, string> = { barbarian: 'Barbarian', dwarf: 'Dwarf' };
    const takers: string[] = [];
    for (const what of [/^Take 40 gold$/, /^Take Healing Potion$/, /^Take Lantern$/]) {
      const pending = liveState(server, gameId).pending!;
      assert.equal(pending.kind, 'chestPick');
      const hero = (pending as { heroes: string[] }).heroes[0]!;
      // The Hero list shows this decision's hero, whoever picked before.
      const list = page.locator('.decision').getByLabel('Hero');
      assert.equal(await list.inputValue(), hero);
      assert.equal(await list.locator('option:checked').innerText(), names[hero]);
      if (takers.length === 1) await screenshot(page, 'web-trust-chest.png');
      const old = await step(page);
      await page.locator('.decision').getByRole('button', { name: what }).click();
      takers.push(hero);
      if (takers.length < 3) await nextDecision(page, old);
    }
    await page.locator('.log ol li', { hasText: 'takes Lantern' }).waitFor(WAIT);
    assert.ok(new Set(takers).size === 2, `both heroes picked: ${takers.join(', ')}`);
    assert.match(await logText(page), /Barbarian takes[\s\S]*Dwarf takes|Dwarf takes[\s\S]*Barbarian takes/);
    assert.equal(await page.locator('.error').count(), 0, 'no pick was refused');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('Undo takes back answers across the seats one person holds, and is offered only when it can work', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    const gameId = await holdAll(page, chestRoom());
    const undo = page.locator('.bar button.undo');
    const answers = () => server.room(gameId)!.session.answers.length;

    // Nothing answered yet: nothing to take back.
    assert.equal(await undo.isDisabled(), true);
    await page.getByRole('button', { name: 'Barbarian', exact: true }).click();
    await page.getByRole('heading', { name: /pick a model|Act with/ }).waitFor(WAIT);
    await page.waitForFunction(() => !(document.querySelector('.bar button.undo') as HTMLButtonElement).disabled, null, WAIT);

    // The Barbarian (p1) moves and ends; the Dwarf's seat (p2) is asked next.
    await clickCell(page, 2, 2);
    await clickCell(page, 5, 3);
    await page.locator('.log ol li', { hasText: 'Barbarian moves' }).waitFor(WAIT);
    await page.getByRole('button', { name: /End Barbarian’s activation/ }).click();
    await page.getByRole('heading', { name: /\(Dwarf\)/ }).waitFor(WAIT);
    assert.equal(liveState(server, gameId).pending!.seat, 'p2');
    assert.equal(answers(), 3);

    // Undo, from the Dwarf's turn, takes back the Barbarian's end: another of this person's seats.
    await page.waitForFunction(() => !(document.querySelector('.bar button.undo') as HTMLButtonElement).disabled, null, WAIT);
    await undo.click();
    await page.getByRole('heading', { name: /Barbarian/ }).waitFor(WAIT);
    assert.equal(answers(), 2);
    // And again: the move itself; the Barbarian stands where he started.
    await page.waitForFunction(() => !(document.querySelector('.bar button.undo') as HTMLButtonElement).disabled, null, WAIT);
    await undo.click();
    await page.waitForFunction(() => document.querySelectorAll('.log ol li').length > 0 && !Array.from(document.querySelectorAll('.log ol li')).some((l) => /Barbarian moves/.test(l.textContent ?? '')), null, WAIT);
    assert.equal(answers(), 1);
    assert.deepEqual([liveState(server, gameId).models.barbarian!.x, liveState(server, gameId).models.barbarian!.y], [2, 2]);
    await screenshot(page, 'web-trust-undo.png');

    // A chest opened rolls dice for first choice: what was seen cannot be taken back.
    await clickCell(page, 2, 2);
    await clickCell(page, 3, 2);
    await page.getByRole('heading', { name: /Take something from the chest/ }).waitFor(WAIT);
    await page.waitForFunction(() => (document.querySelector('.bar button.undo') as HTMLButtonElement).disabled, null, WAIT);
    assert.match((await undo.getAttribute('title'))!, /Nothing to take back now/);
    assert.equal(await page.locator('.error').count(), 0, 'no undo was refused');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a move through a doorway into the unknown is previewed at the squares the log then records', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    const setup = {
      map: ['###########', '#....../..#', '#......#..#', '###########'],
      heroes: [{ type: 'warrior', seat: 'p1', at: [2, 1], id: 'warrior' }],
      sections: [
        { id: 'hall', kind: 'room', x: 1, y: 1, w: 6, h: 2, revealed: true },
        { id: 'beyond', kind: 'room', x: 8, y: 1, w: 2, h: 2, revealed: false },
      ],
    };
    await holdAll(page, { ruleset: 'guilds', packs: ['guilds-core'], options: {}, seats: { p1: 'human' }, setup: setup as CreateGameRequest['setup'] });
    await clickCell(page, 2, 1);
    await page.waitForFunction(() => Number(document.querySelector('.board')?.getAttribute('data-moves')) > 0, null, WAIT);
    const p = (await cellPoint(page, 8, 1))!;
    await page.mouse.move(p.x, p.y);
    await page.waitForFunction(() => (document.querySelector('.board')?.getAttribute('data-path') ?? '') !== '', null, WAIT);
    assert.equal(await boardData(page, 'path'), 'Warrior → 8, 1: 6 squares');
    await screenshot(page, 'web-trust-doorway.png');
    await page.mouse.click(p.x, p.y);
    await page.locator('.log ol li', { hasText: 'Warrior moves' }).waitFor(WAIT);
    assert.match(await logText(page), /Warrior moves 6 squares to \[8, 1\]/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('every page says Delve is an unofficial fan tool, not affiliated with the games\' owners, and credits the icons', { timeout: 30_000 }, async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const footer = page.locator('footer');
    await footer.waitFor(WAIT);
    const text = await footer.innerText();
    assert.match(text, /unofficial fan tool/);
    assert.match(text, /not affiliated with/);
    for (const owner of ['Games Workshop', 'The Guilds', 'OnePageRules']) assert.ok(text.includes(owner), owner);
    assert.match(text, /Icons by Lorc, Delapouite and contributors at game-icons\.net, under CC BY 3\.0/);
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, 'web-trust-footer.png');
    await context.close();
  });
});
