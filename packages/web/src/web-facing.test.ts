// The facing module on the web board, in Chromium against the real server: each figure's facing
// and blocking zone drawn, a move that ends with the facing picked from the keyboard (Alt + an
// arrow key), the sectors of a figure under the pointer, and the sector an attack comes from
// beside its exact odds.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './testing/browser.ts';
import { boardData, buildClient, cellPoint, clickCell, fightRequest, liveState, removeBuild, screenshot, startWebServer, type BuiltClient, watch } from './testing/web-harness.ts';
import type { TestServer } from '../../server/src/testing/test-server.ts';

const WAIT = { timeout: 15_000 };

let built: BuiltClient;
let server: TestServer;
let browser: Browser;

describe('facing on the web board', { timeout: 120_000 }, () => {
  before(async () => {
    built = await buildClient();
    server = await startWebServer(built.dir);
    browser = await launchBrowser();
  });

  after(async () => {
    await server?.close();
    await browser?.close();
    if (built) removeBuild(built);
  });

  test('FAC-F01 FAC-F03 FAC-K01 facings and zones are drawn, a move ends facing the way Alt + arrow picked, hovering shows a figure\'s sectors', { timeout: 90_000 }, async () => {
    const req = fightRequest();
    const setup = req.setup!;
    setup.heroes[0]!.facing = 'N';
    setup.heroes[1]!.facing = 'N';
    setup.monsters![0]!.facing = 'S';
    setup.monsters![1]!.facing = 'W';
    const made = await server.create({ ...req, options: { facing: true } });
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    await page.goto(made.seats.find((s) => s.seat === 'p1')!.link!);
    await page.locator('#decision-title').waitFor(WAIT);
    await page.waitForFunction(() => (document.querySelector('.board')?.getAttribute('data-facings') ?? '') !== '', null, WAIT);
    assert.equal(await boardData(page, 'facings'), 'barbarian:N elf:N m1:S m2:W');

    // Pick the barbarian, then Alt + → on the board: his moves end facing east.
    await clickCell(page, 1, 4);
    await page.locator('.act-panel .facing').waitFor(WAIT);
    await page.locator('.board').focus();
    await page.keyboard.press('Alt+ArrowRight');
    await page.locator('.facing button[data-facing="E"][aria-pressed="true"]').waitFor(WAIT);
    await clickCell(page, 1, 2);
    await page.waitForFunction(() => (document.querySelector('.board')?.getAttribute('data-facings') ?? '').includes('barbarian:E'), null, WAIT);
    const s = liveState(server, made.gameId);
    assert.deepEqual([s.models.barbarian!.x, s.models.barbarian!.y, s.models.barbarian!.facing], [1, 2, 'E']);

    // The orc under the pointer shows its sectors: its front to the west.
    const p = await cellPoint(page, 6, 1);
    assert.ok(p);
    await page.mouse.move(p.x, p.y);
    await page.waitForFunction(() => document.querySelector('.board')?.getAttribute('data-sectors') === 'm2', null, WAIT);
    await screenshot(page, 'facing-board.png');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
