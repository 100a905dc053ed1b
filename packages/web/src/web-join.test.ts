// Joining from the start page and opening a game this browser holds no seat of, in Chromium
// against the real server: garbage in the invite field is answered beside it in words (what was
// typed, what an invite looks like), a link without its seat says so, and a game address with
// no seat saved, or a game the server does not have, says which game and what to do.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite } from './testing/browser-suite.ts';
import { screenshot, watch } from './testing/web-harness.ts';

const WAIT = { timeout: 15_000 };

const { server, browser } = browserSuite();

describe('joining a game', { timeout: 90_000 }, () => {
  test('Join answers garbage, an empty field and a link without its seat in words, and goes nowhere', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    watch(page, errors);
    await page.goto(`${server.url}/`);
    const field = page.getByRole('textbox', { name: 'Invite link' });
    const join = page.getByRole('button', { name: 'Join', exact: true });
    const problem = page.locator('#join-problem');

    await join.click();
    assert.equal(await problem.innerText(), 'Paste the invite link you were sent first.');
    await field.fill('hello there');
    await join.click();
    assert.match(await problem.innerText(), /^“hello there” is not an invite link: an invite looks like https:\/\/…\/play\/GAME#TOKEN\.$/);
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    await screenshot(page, 'web-join-garbage.png');
    await field.fill(`${server.url}/play/abcd1234`);
    await join.click();
    assert.match(await problem.innerText(), /game abcd1234 has no seat in it/);
    assert.equal(new URL(page.url()).pathname, '/', 'nothing was opened');
    // Typing again clears the complaint.
    await field.fill('x');
    assert.equal(await problem.count(), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a game address with no seat saved, or a game the server does not have, says which and what to do', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${server.url}/play/nosuchgame1`);
    const status = page.locator('.side [role=status]');
    await status.getByText(/nosuchgame1/).waitFor(WAIT);
    assert.match(await status.innerText(), /This browser holds no seat of game nosuchgame1\. If you were invited, open your invite link/);
    await page.goto(`${server.url}/play/nosuchgame2#${'t'.repeat(32)}`);
    await status.getByText(/nosuchgame2/).waitFor(WAIT);
    assert.match(await status.innerText(), /There is no game nosuchgame2 on this server|This invite link opens no seat of game nosuchgame2/);
    await screenshot(page, 'web-join-unknown.png');
    await page.close();
  });
});
