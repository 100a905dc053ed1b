// A guilds exploration activation with a friend beside, in Chromium against the real server:
// giving, taking and potions are compact menus of the legal answers in words, not a button for
// every pair (there were about sixteen, some in raw fields), and a hero's own potion is drunk,
// never given to himself. A small room set up through the API makes the moment certain.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CreateGameRequest } from '@delve/protocol';
import { browserSuite } from './testing/browser-suite.ts';
import { clickCell, liveState, logText, screenshot, watch } from './testing/web-harness.ts';

const WAIT = { timeout: 15_000 };

const { server, browser } = browserSuite();

describe('actions on items as compact menus', { timeout: 90_000 }, () => {
  test('give, take and potions are one menu each, in words; the chosen one is done', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    watch(page, errors);
    const setup = {
      map: ['########', '#......#', '#......#', '########'],
      heroes: [{ type: 'rogue', seat: 'p1', at: [2, 1], id: 'rogue' }, { type: 'warrior', seat: 'p1', at: [3, 1], id: 'warrior' }],
      sections: [{ id: 'hall', kind: 'room', x: 1, y: 1, w: 6, h: 2, revealed: true }],
    };
    const made = await server.create({ ruleset: 'guilds', packs: ['guilds-core'], options: {}, seats: { p1: 'human' }, setup: setup as CreateGameRequest['setup'] });
    await page.goto(made.seats.find((s) => s.seat === 'p1')!.link!);
    await page.locator('#decision-title').waitFor(WAIT);
    const decision = page.locator('.decision');
    if ((await decision.getByRole('button', { name: /^Rogue/ }).count()) > 0) await decision.getByRole('button', { name: /^Rogue/ }).click();
    else await clickCell(page, 2, 1);
    const give = decision.locator('[data-menu=give]');
    await give.waitFor(WAIT);
    // The content's names come with the server's listing, which may land after the first draw.
    await decision.locator('[data-menu] option', { hasText: /^Healing potion to Warrior$/ }).waitFor({ state: 'attached', ...WAIT });

    // One menu per kind, each listing its legal answers in words: no raw fields, no self-gift.
    const menus = await decision.locator('[data-menu]').evaluateAll((els) => els.map((e) => e.getAttribute('data-menu')));
    assert.deepEqual(menus, ['potion', 'give', 'take']);
    const options = await decision.locator('[data-menu] option').allInnerTexts();
    assert.ok(options.includes('Healing potion to Warrior'), options.join(' | '));
    assert.ok(options.includes('Broadsword from Warrior'), options.join(' | '));
    assert.ok(options.includes('Healing potion (drink it)'), options.join(' | '));
    for (const o of options) assert.doesNotMatch(o, / · |model |target |Rogue to Rogue|to Rogue$/, o);
    const buttons = await decision.getByRole('button').count();
    assert.ok(buttons <= 12, `a compact panel: ${buttons} buttons`);
    await screenshot(page, 'web-menus-guilds.png');

    await give.locator('select').selectOption({ label: 'Healing potion to Warrior' });
    await give.getByRole('button', { name: 'Give' }).click();
    await page.locator('.log ol li', { hasText: 'gives' }).waitFor(WAIT);
    assert.match(await logText(page), /Rogue gives Healing potion to Warrior/);
    assert.ok(liveState(server, made.gameId).models.warrior!.items.includes('healing-potion'));
    assert.deepEqual(errors, []);
    await page.close();
  });
});
