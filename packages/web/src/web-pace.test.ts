// The AI Gamesmaster's turn at the pace the player chose, in Chromium against the real server:
// step by step, each of the GM's answers waits for a click on Next while the board, the log and
// the question stay at the moment shown; Show all catches up; instantly, nothing waits. The
// server plays the AI at once (no delay): the pacing is the page's.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite } from './testing/browser-suite.ts';
import { fightRequest, liveState, screenshot, watch } from './testing/web-harness.ts';

const WAIT = { timeout: 15_000 };

const { server, browser } = browserSuite();

describe('the pace of the AI Gamesmaster\'s turn', { timeout: 120_000 }, () => {
  test('step by step: each GM answer waits for Next; Show all and Instant catch up', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    watch(page, errors);
    const made = await server.create(fightRequest({ p1: 'human' }, 'heroes'));
    await page.goto(made.seats.find((s) => s.seat === 'p1')!.link!);
    await page.locator('#decision-title').waitFor(WAIT);
    await page.getByLabel('AI pace').selectOption('step');

    // The heroes end their phase: the GM plays its whole turn on the server at once.
    await page.getByRole('button', { name: 'End phase (all my models)' }).click();
    const pacing = page.locator('.pacing');
    await pacing.waitFor(WAIT);
    const lines = () => page.locator('.log ol li').count();
    await screenshot(page, 'web-pace-step.png');
    // Next shows one more of the GM's answers; Show all catches up with the rest.
    const before = await lines();
    assert.equal(await page.locator('#decision-title').count(), 0, 'no question of ours before the GM\'s turn is shown');
    await pacing.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('.log ol li').length > n, before, WAIT);
    if ((await pacing.count()) > 0) {
      await pacing.getByRole('button', { name: 'Show all' }).click();
      assert.equal(await pacing.count(), 0, 'Show all leaves nothing waiting');
    }
    await page.locator('#decision-title, .over').first().waitFor(WAIT);

    // Instant: the GM's next turn is shown whole, nothing waits.
    await page.getByLabel('AI pace').selectOption('instant');
    let gmPlayed = false;
    for (let i = 0; i < 8 && !gmPlayed && !liveState(server, made.gameId).result; i++) {
      const old = await page.locator('.decision').getAttribute('data-step');
      const end = page.getByRole('button', { name: 'End phase (all my models)' });
      await ((await end.count()) > 0 ? end : page.locator('.decision .actions button').first()).click();
      await page.waitForFunction((o) => document.querySelector('.decision')?.getAttribute('data-step') !== o || !!document.querySelector('.over'), old, WAIT);
      gmPlayed = Number(await page.locator('.decision').getAttribute('data-step')) > Number(old) + 1;
      assert.equal(await pacing.count(), 0, 'instant: nothing waits');
    }
    assert.ok(gmPlayed || liveState(server, made.gameId).result, 'the GM played again, shown at once');
    assert.equal(await page.evaluate(() => localStorage.getItem('delve.pace')), 'instant', 'the pace chosen is kept');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
