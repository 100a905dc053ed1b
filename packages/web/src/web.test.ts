// The web client in a real browser against the real server: a solo game played by clicks, a
// reload that comes back to the same view, and two people online who each hold one seat.
// The client is built with Vite in `before` (a temporary folder, not dist/); screenshots of the
// board at the end of each test go to test-artifacts/ (git-ignored).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite } from './testing/browser-suite.ts';
import {
  ARTIFACTS, cellPoint, clickCell, gameIdOf, legalMoves, liveState, logText, screenshot, watch,
} from './testing/web-harness.ts';
import type { ContentListing } from '@delve/protocol';

const VIEWPORT = { width: 1366, height: 768 };
const WAIT = { timeout: 15_000 };

// Every game of the file on one seed: a generated dungeon opens on what its seed lays out, and
// the tests click its opening moves; this one opens with the Leader choosing who acts.
const { server, browser, built } = browserSuite({ seed: () => 'web-1' });
const figures: Record<string, number> = {};

/** Moves `model` of `seat` by clicking the farthest square the rules allow, and waits for it. */
async function moveByClick(page: Page, seat: string, model: string, name: string): Promise<[number, number]> {
  const s = liveState(server, gameIdOf(page));
  const from = s.models[model]!;
  const moves = [];
  for (const to of legalMoves(s, seat, model)) if (await cellPoint(page, to[0], to[1])) moves.push(to);
  assert.ok(moves.length > 0, `${model} has somewhere to go on screen`);
  const to = moves.reduce((a, b) => (Math.abs(b[0] - from.x) + Math.abs(b[1] - from.y) > Math.abs(a[0] - from.x) + Math.abs(a[1] - from.y) ? b : a));
  await clickCell(page, to[0], to[1]);
  await page.locator('.log ol li', { hasText: `${name} moves` }).last().waitFor(WAIT);
  assert.match(await logText(page), new RegExp(`${name} moves \\d+ squares? to \\[${to[0]}, ${to[1]}\\]`));
  return to;
}

/** Makes a game by `newGame` and waits for its opening: the Leader's choice of who acts next.
 * A generated dungeon may instead open on a Leader's choice of door or on a surprise encounter;
 * the file's games are all made on the seed below, whose dungeon opens the ordinary way. */
async function toOpening(page: Page, newGame: () => Promise<void>): Promise<void> {
  await newGame();
  const title = page.locator('#decision-title');
  await title.or(page.getByText(/Waiting for/)).first().waitFor(WAIT);
  assert.match((await title.count()) > 0 ? await title.innerText() : '', /choose who acts next/, 'the ordinary opening');
}

describe('web client in Chromium', { timeout: 180_000 }, () => {
  before(() => {
    figures.jsGzipBytes = built.jsGzip;
    figures.jsRawBytes = built.jsRaw;
  });

  after(() => {
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(path.join(ARTIFACTS, 'web-figures.json'), JSON.stringify(figures, null, 2) + '\n');
  });

  test('a solo game played by clicks from new game through the first moves, then a reload comes back to the same view', { timeout: 90_000 }, async (t) => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors);
    await toOpening(page, async () => {
      await page.goto(`${server.url}/`);
      await page.getByRole('button', { name: /Play solo/ }).click();
    });

    // The Leader picks the Barbarian, who moves by a click on the board.
    await page.getByRole('button', { name: 'Barbarian', exact: true }).click();
    await page.getByRole('heading', { name: /barbarian|Act with/i }).waitFor(WAIT);
    await moveByClick(page, 'p1', 'barbarian', 'Barbarian');
    await page.getByRole('button', { name: /End Barbarian’s activation/ }).click();

    // Then the Dwarf, picked on the board itself: click the model, then a square.
    await page.getByRole('button', { name: 'Dwarf', exact: true }).click(WAIT);
    const dwarf = liveState(server, gameIdOf(page)).models.dwarf!;
    await clickCell(page, dwarf.x, dwarf.y);
    await moveByClick(page, 'p2', 'dwarf', 'Dwarf');
    assert.equal(await page.locator('.error').count(), 0, 'no answer was refused');

    // Every die rolled so far is in the tray's sentences and the screen-reader log has words.
    const spoken = await page.locator('[role=log][aria-live]').innerText();
    assert.match(spoken, /Dwarf moves/);

    // Reload: same game, same view, same decision, log kept.
    const before = {
      party: await page.locator('.party').innerText(),
      decision: await page.locator('#decision-title').innerText(),
      log: await logText(page),
      bar: await page.locator('.bar').innerText(),
    };
    await screenshot(page, 'web-solo.png');
    const t0 = Date.now();
    await page.reload();
    await page.locator('#decision-title').waitFor(WAIT);
    await page.locator('.board canvas').first().waitFor(WAIT);
    figures.reloadToBoardMs = Date.now() - t0;
    assert.equal(await page.locator('.party').innerText(), before.party);
    assert.equal(await page.locator('#decision-title').innerText(), before.decision);
    assert.equal(await page.locator('.bar').innerText(), before.bar);
    await page.locator('.log ol li', { hasText: 'Dwarf moves' }).waitFor(WAIT);
    assert.equal(await logText(page), before.log);

    // Without the token in the address, this browser's saved seats open the game too.
    await page.goto(`${server.url}/play/${gameIdOf(page)}`);
    await page.locator('#decision-title').waitFor(WAIT);
    assert.equal(await page.locator('.party').innerText(), before.party);
    await screenshot(page, 'web-reload.png');
    assert.deepEqual(errors, []);
    t.diagnostic(`reload to board: ${figures.reloadToBoardMs} ms`);
    await context.close();
  });

  test('navigation to an interactive board, measured on a fresh browser', { timeout: 60_000 }, async (t) => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const created = await server.create({ ...(await soloRequest()) });
    const seat = created.seats.find((s) => s.seat === 'p1')!;
    const t0 = Date.now();
    await page.goto(seat.link!);
    await page.locator('#decision-title').waitFor(WAIT);
    await page.locator('.board canvas').first().waitFor(WAIT);
    figures.navigationToBoardMs = Date.now() - t0;
    // Interactive: the board takes the keyboard and describes the square under its cursor.
    await page.locator('.board').focus();
    const where = await page.locator('#board-cursor').innerText();
    await page.keyboard.press('ArrowUp');
    assert.notEqual(await page.locator('#board-cursor').innerText(), where);
    t.diagnostic(`navigation to interactive board: ${figures.navigationToBoardMs} ms; JS ${built.jsGzip} bytes gzipped`);
    await context.close();
  });

  test('two people online: each controls their own hero and cannot act for the other', { timeout: 90_000 }, async () => {
    const a = await browser.newContext({ viewport: VIEWPORT });
    const b = await browser.newContext({ viewport: VIEWPORT });
    const pa = await a.newPage();
    const pb = await b.newPage();
    const errors: string[] = [];
    watch(pa, errors);
    watch(pb, errors);

    // A makes a two-hero game: the Barbarian for A, the Dwarf for someone invited.
    let link = '';
    await toOpening(pa, async () => {
      await pa.goto(`${server.url}/`);
      await pa.getByRole('button', { name: 'Remove seat p4' }).click();
      await pa.getByRole('button', { name: 'Remove seat p3' }).click();
      await pa.getByLabel('played by').nth(1).selectOption('invite');
      await pa.getByRole('button', { name: 'Create game' }).click();
      link = await pa.getByLabel('Invite link for seat p2').inputValue();
      await pa.getByRole('button', { name: 'Go to the board' }).click();
    });
    assert.match(link, /\/play\/[A-Za-z0-9_-]+#[A-Za-z0-9_-]+$/);
    await pb.goto(link);

    // The Leader (A) chooses; B only waits, with nothing to answer.
    await pb.getByText(/Waiting for Barbarian \(the choice of who acts\)/).waitFor(WAIT);
    assert.equal(await pb.locator('.decision').count(), 0);
    await pa.getByRole('button', { name: 'Dwarf', exact: true }).click();

    // Now B acts with the Dwarf; A waits, and clicking on A's board does nothing.
    await pb.getByRole('heading', { name: /Act with|phase/ }).waitFor(WAIT);
    await pa.getByText(/Waiting for Dwarf/).waitFor(WAIT);
    assert.equal(await pa.locator('.decision').count(), 0);
    const s = liveState(server, gameIdOf(pa));
    const logBefore = await logText(pa);
    await clickCell(pa, s.models.dwarf!.x, s.models.dwarf!.y - 1);
    await pa.getByText('Nothing for you to decide now.').waitFor(WAIT);
    assert.equal(await logText(pa), logBefore);
    assert.equal(liveState(server, gameIdOf(pa)).models.dwarf!.x, s.models.dwarf!.x, 'the dwarf has not moved');

    // B's move shows on A's board and log.
    await moveByClick(pb, 'p2', 'dwarf', 'Dwarf');
    await pa.locator('.log ol li', { hasText: 'Dwarf moves' }).waitFor(WAIT);
    assert.equal(await pa.locator('.party').innerText(), await pb.locator('.party').innerText());
    assert.deepEqual(await pa.locator('.bar').getByText('Your seats').innerText(), 'Your seats: Barbarian');
    assert.deepEqual(await pb.locator('.bar').getByText('Your seats').innerText(), 'Your seats: Dwarf');
    await screenshot(pa, 'web-online-a.png');
    await screenshot(pb, 'web-online-b.png');
    assert.deepEqual(errors, []);
    await a.close();
    await b.close();
  });
});

/** The solo game's create request, as the page builds it from the server's content listing. */
async function soloRequest() {
  const { createRequest, defaultGame, rulesetOf } = await import('./new-game-request.ts');
  const listing = await (await fetch(`${server.url}/api/content`)).json() as ContentListing;
  const ahq = rulesetOf(listing, 'ahq');
  return createRequest(defaultGame(ahq, 'test-user'), ahq);
}
