// Campaigns in Chromium against the real server, by clicks: a new campaign's party named, the
// town's purchase made and a refusal read in words, the party set off into its expedition's game,
// the expedition played out (by the AI behind the scenes) and the campaign page showing its result
// and the replay link; in English and Italian.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { aiPolicy } from '@delve/ai';
import { browserSuite } from './testing/browser-suite.ts';
import { gameIdOf, screenshot, watch } from './testing/web-harness.ts';
import { SeatBot, until } from '../../server/src/testing/seat-bot.ts';

const WAIT = { timeout: 20_000 };
const { server, browser } = browserSuite();

describe('campaigns in the browser', { timeout: 240_000 }, () => {
  test('CMP-A02 CMP-S01 CMP-S02 CMP-A03 a campaign made, shopped in and set off by clicks; its expedition\'s end comes back to the page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    await page.goto(server.url);
    await page.getByRole('button', { name: /Start a campaign/ }).click();
    await page.getByRole('heading', { name: 'A new campaign' }).waitFor(WAIT);
    // A party of two: the Barbarian named Conan, the Elf.
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Remove' }).last().click();
    await page.getByLabel('Name of hero 1').fill('Conan');
    await page.getByRole('button', { name: 'Start the campaign' }).click();
    await page.getByRole('heading', { name: 'The campaign is ready' }).waitFor(WAIT);
    await screenshot(page, 'campaign-created.png');
    await page.getByRole('button', { name: 'To the campaign' }).click();
    await page.getByRole('heading', { name: /Next: expedition 1 of 4/ }).waitFor(WAIT);
    const campaignUrl = page.url();
    await page.getByText('Level: Normal').waitFor(WAIT);
    const conan = page.locator('fieldset.sheet', { hasText: 'Conan' });
    assert.match(await conan.innerText(), /20 gold carried, 0 in the stash/);

    // A dagger the Barbarian can afford; a Healing Potion he cannot, refused in words.
    await page.getByLabel('Buy for Conan').selectOption('dagger');
    await page.getByRole('button', { name: 'Buy', exact: true }).first().click();
    await page.waitForFunction(() => /15 gold carried/.test(document.querySelector('fieldset.sheet')?.textContent ?? ''), undefined, WAIT);
    await page.getByLabel('Buy for Conan').selectOption('healing-potion');
    await page.getByRole('button', { name: 'Buy', exact: true }).first().click();
    await page.getByRole('alert').filter({ hasText: /Conan has 15 gold crowns; a Healing Potion costs 100/ }).waitFor(WAIT);
    await screenshot(page, 'campaign-town.png');
    const body = await page.locator('main').innerText();
    assert.doesNotMatch(body, /\bp[1-4]\b|campaign\/|healing-potion/, 'no seat or internal id on the page');

    // Setting off lands on the expedition's board with this browser's seats.
    await page.getByRole('button', { name: 'Set off' }).click();
    await page.waitForURL(/\/play\//, WAIT);
    await page.locator('.board canvas').first().waitFor(WAIT);
    const gameId = gameIdOf(page);
    await screenshot(page, 'campaign-expedition.png');

    // The expedition played out by bots holding this browser's seats (a whole expedition by
    // clicks is the solo test's), then back to the campaign page.
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('delve.games'))) ?? '{}') as Record<string, { tokens: string[] }>;
    await page.goto('about:blank');
    const state = () => server.room(gameId)?.session.state;
    const bots = await Promise.all(saved[gameId]!.tokens.map(async (tok) => new SeatBot(await server.join(gameId, tok), { state, choose: aiPolicy, maxStep: 1e9 })));
    await until(() => server.room(gameId)?.session.finished === true, 180_000, 'the expedition to end');
    for (const b of bots) b.conn.leave();
    await page.goto(campaignUrl);
    await page.getByRole('heading', { name: /Next: expedition 2 of 4|The campaign is lost|Next: expedition 1 of 4/ }).waitFor(WAIT);
    await page.getByText(/Expedition 1: the heroes (came out|fell)/).waitFor(WAIT);
    await page.getByRole('link', { name: 'replay' }).waitFor(WAIT);
    await screenshot(page, 'campaign-after.png');
    // The same page in Italian.
    await page.getByLabel(/Language|Lingua/).selectOption('it');
    await page.getByText(/Spedizione 1: gli eroi/).waitFor(WAIT);
    await screenshot(page, 'campaign-after-it.png');
    // The refused purchase is a 400 the browser reports; nothing else went wrong.
    assert.deepEqual(errors.filter((e) => !/status of 400/.test(e)), []);
  });
});
