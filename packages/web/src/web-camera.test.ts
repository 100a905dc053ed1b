// The camera, in Chromium against the real server: it follows what just happened (the GM's
// monsters moving off screen are brought on screen, every one the turn moved), Fit frames the whole known map however far
// the player zoomed, and a resize frames it again; the replay board follows each step the same way. A long room set up through the API puts the
// monsters far from the heroes.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { CreateGameRequest } from '@delve/protocol';
import { browserSuite } from './testing/browser-suite.ts';
import { cellPoint, liveState, screenshot, watch } from './testing/web-harness.ts';

const WAIT = { timeout: 15_000 };
const W = 34;

// A game whose GM moves one orc 2 squares and the other 12, so the two end 10 squares apart: more
// than a zoomed-in board shows at once, so the camera must frame the whole turn, not its last move.
const { server, browser } = browserSuite({ seed: () => 'camera-29' });

/** Whether square (x, y) comes on the visible board within `ms`: the camera moves once the page
 * has drawn the step, a frame or more after the step shows, later still on a busy machine. */
async function comesOnScreen(page: Page, x: number, y: number, ms = 5_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await page.waitForTimeout(50)) if (await cellPoint(page, x, y)) return true;
  return false;
}

/** A room 32 squares long: the Barbarian and the Elf at its west end, two orcs at its east end. */
function longRoom(): CreateGameRequest {
  const wall = '#'.repeat(W), floor = `#${'.'.repeat(W - 2)}#`;
  const setup = {
    map: [wall, floor, floor, floor, floor, wall],
    heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 2], id: 'barbarian' }, { type: 'elf', seat: 'p1', at: [1, 3], id: 'elf' }],
    monsters: [{ type: 'orc', at: [W - 2, 2] }, { type: 'orc', at: [W - 2, 3] }],
    start: 'combat', firstSide: 'heroes', victory: 'monsters-slain',
  };
  return { ruleset: 'ahq', packs: ['ahq-core'], options: {}, seats: { p1: 'human' }, setup: setup as CreateGameRequest['setup'] };
}

describe('the camera', { timeout: 90_000 }, () => {
  test('follows monsters moving off screen; Fit shows the whole map; a resize refits', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    watch(page, errors);
    const made = await server.create(longRoom());
    await page.goto(made.seats.find((s) => s.seat === 'p1')!.link!);
    await page.locator('#decision-title').waitFor(WAIT);
    await page.getByLabel('AI pace').selectOption('instant');

    // Zoomed in on the heroes: the orcs' end of the room is off screen.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 4; i++) await zoomIn.click();
    const board = page.locator('.board');
    await board.focus();
    for (let i = 0; i < 40 && (await cellPoint(page, 1, 2)) === null; i++) await page.keyboard.press('Shift+ArrowLeft');
    assert.ok(await cellPoint(page, 1, 2), 'the Barbarian is on screen');
    assert.equal(await cellPoint(page, W - 2, 2), null, 'the orcs are off screen');

    // The GM's turn: the orcs move; the board brings where they went on screen.
    const step = await page.locator('.decision').getAttribute('data-step');
    await page.getByRole('button', { name: 'End phase (all my models)' }).click();
    await page.waitForFunction((o) => document.querySelector('.decision')?.getAttribute('data-step') !== o, step, WAIT);
    const s = liveState(server, made.gameId);
    const orcs = Object.values(s.models).filter((m) => m.side === 'monsters' && !m.status.dead);
    assert.ok(orcs.some((o) => o.x < W - 2), 'an orc moved');
    for (const moved of orcs.filter((o) => o.x < W - 2)) {
      assert.ok(await comesOnScreen(page, moved.x, moved.y), `the orc that moved (${moved.x}, ${moved.y}) was brought on screen`);
    }
    await screenshot(page, 'web-camera-follow.png');

    // Fit: every known square of the long room on screen, however far the player zoomed.
    for (let i = 0; i < 4; i++) await zoomIn.click();
    await page.getByRole('button', { name: 'Fit' }).click();
    for (const [x, y] of [[0, 0], [W - 1, 0], [0, 5], [W - 1, 5]] as const) assert.ok(await cellPoint(page, x, y), `Fit shows ${x}, ${y}`);

    // A narrower window: framed again.
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.waitForFunction(() => document.querySelector('.board')!.clientWidth < 700);
    await page.waitForTimeout(200);
    for (const [x, y] of [[0, 0], [W - 1, 5]] as const) assert.ok(await cellPoint(page, x, y), `after the resize ${x}, ${y} is on screen`);
    await screenshot(page, 'web-camera-resized.png');

    // The replay board follows what happens too: zoomed in on the heroes, the step where an orc
    // moves brings the square it went to on screen.
    await page.setViewportSize({ width: 1366, height: 768 });
    const session = server.room(made.gameId)!.session;
    let orcStep = 0;
    let went: { x: number; y: number } | null = null;
    for (let k = 1; k <= session.step && !went; k++) {
      const e = (session.eventsAt(k) ?? []).find((x) => x.type === 'moved' && s.models[x.model]?.side === 'monsters');
      if (e?.type === 'moved') {
        orcStep = k;
        went = e.path[e.path.length - 1]!;
      }
    }
    assert.ok(went, 'an orc moved at some step');
    await page.goto(`${new URL(page.url()).origin}/replay/${made.gameId}`);
    const heading = page.locator('#replay-step');
    await heading.getByText(/^Step 0 of \d+$/).waitFor(WAIT);
    const next = page.getByRole('button', { name: /Next/ });
    for (let k = 0; k < orcStep - 1; k++) {
      await next.click();
      await heading.getByText(new RegExp(`^Step ${k + 1} of`)).waitFor(WAIT).catch(async (e: Error) => assert.fail(`${e.message}: '${await heading.innerText()}'`));
    }
    const replayZoom = page.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 4; i++) await replayZoom.click();
    await page.locator('.board').focus();
    for (let i = 0; i < 40 && (await cellPoint(page, 1, 2)) === null; i++) await page.keyboard.press('Shift+ArrowLeft');
    assert.ok(await cellPoint(page, 1, 2), 'the replay shows the heroes');
    assert.equal(await cellPoint(page, went.x, went.y), null, `the square the orc goes to (${went.x}, ${went.y}) is off screen before its step`);
    await next.click();
    await heading.getByText(new RegExp(`^Step ${orcStep} of`)).waitFor(WAIT).catch(async (e: Error) => assert.fail(`${e.message}: '${await heading.innerText()}' ${await next.isEnabled()} ${session.step} ${orcStep}`));
    assert.ok(await comesOnScreen(page, went.x, went.y), `the replay brought the orc's square (${went.x}, ${went.y}) on screen`);
    await screenshot(page, 'web-camera-replay-follow.png');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
