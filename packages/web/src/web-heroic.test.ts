// Heroic cards on the web (GLD-H01), in Chromium against the real server: the Leader's player
// deals the four cards by clicks, then each player reads their own hero's cards on its character
// sheet, each named with what it does, in English and Italian, and never another player's cards.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import type { HeroicEffect } from '@delve/engine';
import { browserSuite } from './testing/browser-suite.ts';
import { liveState, screenshot, watch } from './testing/web-harness.ts';

const WAIT = { timeout: 15_000 };

const { server, browser } = browserSuite();

/** What the sheet says a card does, as a player reads it. */
function does(e: HeroicEffect, locale: 'en' | 'it'): string {
  const a = 'amount' in e ? e.amount : 0;
  const en: Record<HeroicEffect['kind'], string> = {
    'reroll-to-hit': 'when your to-hit roll fails: roll the die again',
    'speed-check': `when you fail a Speed check: add ${a} to your Speed for it`,
    'negate-wounds': a === 1 ? 'when you take wounds: cancel one of them' : `when you take wounds: cancel up to ${a} of them`,
    surprise: `when the heroes lose the surprise roll: add ${a} to their roll`,
    rise: `when you are knocked down: get up at once with ${a} wounds`,
  };
  const it: Record<HeroicEffect['kind'], string> = {
    'reroll-to-hit': 'quando il tiro per colpire fallisce: ritira il dado',
    'speed-check': `quando fallisci una prova di Velocità: aggiungi ${a} alla Velocità per quella prova`,
    'negate-wounds': a === 1 ? 'quando subisci ferite: annullane una' : `quando subisci ferite: annullane fino a ${a}`,
    surprise: `quando gli Eroi perdono il tiro sorpresa: aggiungi ${a} al loro tiro`,
    rise: `quando sei a terra: rialzati subito con ${a} ferite`,
  };
  return (locale === 'en' ? en : it)[e.kind];
}

/** A text matched as written (Playwright's `hasText` string ignores case). */
const exactly = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function sheetText(page: Page, hero: string): Promise<string> {
  const sheets = page.locator('.sheets');
  const summary = sheets.locator('summary', { hasText: hero });
  await summary.waitFor(WAIT);
  const details = sheets.locator('details', { hasText: hero });
  if ((await details.getAttribute('open')) === null) await summary.click();
  return details.innerText();
}

describe('Heroic cards on the web', { timeout: 180_000 }, () => {
  test('GLD-H01 DEC-17 the Leader deals the cards by clicks; each player reads their own hero’s cards and what each does on its sheet, in English and Italian, and no one else’s', { timeout: 150_000 }, async () => {
    const setup = {
      map: ['##########', '#........#', '#........#', '#........#', '##########'],
      heroes: [{ type: 'warrior', seat: 'p1', at: [1, 2], id: 'warrior' }, { type: 'elf', seat: 'p2', at: [1, 3], id: 'elf' }],
      monsters: [{ type: 'orc', at: [8, 2] }],
      start: 'combat', firstSide: 'heroes', victory: 'monsters-slain',
    };
    const made = await server.create({
      ruleset: 'guilds', packs: ['guilds-core'], options: { 'guilds.heroicCards': true },
      seats: { p1: 'human', p2: 'human', gm: 'human' },
      setup: setup as unknown as NonNullable<Parameters<typeof server.create>[0]['setup']>,
    });
    const s0 = liveState(server, made.gameId);
    assert.equal(s0.pending?.kind, 'heroicDeal', 'the Leader is asked who takes the first card');
    const dealer = s0.pending!.seat;
    // Two players, each in their own browser (a context keeps the seats it joined).
    const contexts: BrowserContext[] = [];
    const errors: string[] = [];
    const pages: Record<string, Page> = {};
    for (const seat of ['p1', 'p2']) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      watch(page, errors);
      await page.goto(made.seats.find((x) => x.seat === seat)!.link!);
      pages[seat] = page;
    }

    // The Leader's player gives the cards in turn to the warrior and the elf.
    const deal = pages[dealer]!;
    for (let i = 0; i < 4; i++) {
      const hero = i % 2 === 0 ? 'Warrior' : 'Elf Ranger';
      await deal.locator('.decision button', { hasText: new RegExp(` to ${hero}$`) }).click();
      await deal.waitForFunction((n) => document.querySelectorAll('.log ol li').length > n, i, WAIT).catch(() => {});
    }
    const s = liveState(server, made.gameId);
    await deal.waitForFunction(() => !/Heroic card/.test(document.querySelector('#decision-title')?.textContent ?? ''), null, WAIT);
    const hands = s.heroic!.hands;
    assert.equal(hands.warrior!.length + hands.elf!.length, 4, 'four cards dealt');
    const cards = s.ctx.content.heroicCards;
    const named = (id: string, locale: 'en' | 'it') => cards[id]!.names?.[locale] ?? cards[id]!.name;

    // Each player's sheet: their hero's cards, each with what it does.
    for (const [seat, hero, name] of [['p1', 'warrior', 'Warrior'], ['p2', 'elf', 'Elf Ranger']] as const) {
      const page = pages[seat]!;
      await page.locator('.sheets dt', { hasText: 'Heroic cards' }).first().waitFor(WAIT);
      await sheetText(page, name);
      for (const c of hands[hero]!) await page.locator('.sheets li', { hasText: exactly(`${named(c, 'en')}: ${does(cards[c]!.effect, 'en')}`) }).first().waitFor(WAIT);
      const text = await sheetText(page, name);
      assert.equal((text.match(/^.+: when .+$/gm) ?? []).length, hands[hero]!.length, `${seat}'s sheet of ${hero} lists its ${hands[hero]!.length} cards:\n${text}`);
      assert.equal(await page.locator('.sheets details').count(), 1, `${seat}'s page has its own hero's sheet alone`);
      // The other hero's cards are nowhere on this page (but those this hero holds too).
      const other = hero === 'warrior' ? 'elf' : 'warrior';
      const body = await page.locator('body').innerText();
      for (const c of hands[other]!) if (!hands[hero]!.includes(c)) assert.ok(!body.includes(named(c, 'en')), `${other}'s ${c} shows on ${seat}'s page`);
      // How many the other hero holds is there for every player, in the list of who is on the board.
      const held = hands[other]!.length;
      const line = await page.locator('.party li', { hasText: other === 'elf' ? 'Elf Ranger' : 'Warrior' }).innerText();
      assert.match(line, new RegExp(`, ${held} Heroic cards?(,|$)`), `${seat}'s page counts ${other}'s cards: ${line}`);
      await page.locator('.sheets details[open] .heroic-hand').scrollIntoViewIfNeeded();
      await screenshot(page, `heroic-sheet-${seat}.png`);
    }

    // In Italian, the same cards in the players' language.
    const p2 = pages.p2!;
    await p2.getByLabel('Language').first().selectOption('it');
    await p2.locator('.sheets dt', { hasText: 'Carte Eroiche' }).first().waitFor(WAIT);
    await sheetText(p2, 'Ramingo elfo');
    for (const c of hands.elf!) await p2.locator('.sheets li', { hasText: exactly(`${named(c, 'it')}: ${does(cards[c]!.effect, 'it')}`) }).first().waitFor(WAIT);
    const warriorLine = await p2.locator('.party li', { hasText: 'Guerriero' }).innerText();
    assert.match(warriorLine, new RegExp(`, ${hands.warrior!.length} Cart[ea] Eroic[ah]e?`), warriorLine);
    await p2.locator('.sheets details[open] .heroic-hand').scrollIntoViewIfNeeded();
    await screenshot(p2, 'heroic-sheet-p2-it.png');
    assert.deepEqual(errors, []);
    for (const c of contexts) await c.close();
  });
});
