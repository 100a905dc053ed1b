// Every thing a player chooses or reads is named as the table names it, in Chromium against the
// real server: monsters by kind and a number that a death does not change ("Goblin 2"), doors by
// wall and room, in English and in Italian, after a reload too; no internal id (m2, d1, c1, s4,
// t3-4) on the page; a choice under the pointer outlines its thing on the board; the house rules
// of the new-game form by their names, never their code ids.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { CreateGameRequest } from '@delve/protocol';
import { browserSuite } from './testing/browser-suite.ts';
import { boardData, clickCell, liveState, logText, screenshot, watch } from './testing/web-harness.ts';

const VIEWPORT = { width: 1366, height: 900 };
const WAIT = { timeout: 15_000 };

// A goblin must fall for its neighbours' numbers to be checked: a seed whose dice let the
// Barbarian's first blow kill one (on others the goblins may win the fight first).
const { server, browser } = browserSuite({ seed: () => 'web-names-1' });

/** Internal ids: models (m2), doors (d1, d9-0), chests (c1), sections (s4), traps (t3-4), and the
 * engine's hero ids in brackets; dice (d6, d12) are none. */
const ID = /\b(?:m\d+|d(?!(?:3|6|12)\b)\d+(?:-\d+)?|c\d+|s\d+|t\d+(?:-\d+)?)\b|\((?:barbarian|dwarf|elf|wizard)\)/;

/** A room with a door in its north wall and a chest; the Barbarian and the Elf (p1) against three
 * goblins beside them and an orc. */
function goblinRoom(): CreateGameRequest {
  const setup = {
    map: ['###+#####', '#.......#', '#.......#', '#.......#', '#.......#', '#########'],
    sections: [{ id: 'hall', kind: 'room', x: 1, y: 1, w: 7, h: 4, revealed: true }],
    heroes: [{ type: 'barbarian', seat: 'p1', at: [3, 2], id: 'barbarian' }, { type: 'elf', seat: 'p1', at: [5, 4], id: 'elf' }],
    monsters: [{ type: 'goblin', at: [4, 2] }, { type: 'goblin', at: [3, 3] }, { type: 'goblin', at: [2, 2] }, { type: 'orc', at: [7, 1] }],
    chests: [{ at: [1, 4], gold: 10 }],
    start: 'combat',
    victory: 'monsters-slain',
  };
  return { ruleset: 'ahq', packs: ['ahq-core'], options: {}, seats: { p1: 'human' }, setup: setup as CreateGameRequest['setup'] };
}

async function open(page: Page, req: CreateGameRequest): Promise<string> {
  const made = await server.create(req);
  await page.goto(made.seats.find((s) => s.link)!.link!);
  await page.locator('#decision-title').waitFor(WAIT);
  return made.gameId;
}

/** The words on the page a player reads (the board is a picture). */
async function visibleText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

function assertNoIds(text: string, where: string): void {
  for (const line of text.split('\n')) assert.doesNotMatch(line, ID, `${where}: '${line}'`);
}

/** The list of a panel's pick by its label (the label holds the list, so its text is more than
 * the label's own words). */
function pick(page: Page, label: string) {
  return page.locator('label.pick', { has: page.locator('span', { hasText: new RegExp(`^${label}$`) }) }).locator('select');
}

async function options(page: Page, label: string): Promise<string[]> {
  return pick(page, label).locator('option').allTextContents();
}

describe('things named as the table names them', { timeout: 240_000 }, () => {
  test('monsters by kind and number, doors by wall and room, in English and Italian, after a death and a reload; no id on the page', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors: string[] = [];
    watch(page, errors);
    await page.evaluate(() => localStorage.setItem('delve.locale', 'en')).catch(() => undefined);
    const gameId = await open(page, goblinRoom());
    await page.getByRole('button', { name: /^Barbarian/ }).first().click();
    assert.deepEqual(await options(page, 'Enemy'), ['Goblin 1', 'Goblin 2', 'Goblin 3', 'Orc 1'], 'the enemy list tells the goblins apart');
    await page.locator('details.more > summary').click();
    assert.deepEqual(await options(page, 'Door'), ['the north door of this room (closed)']);
    assert.deepEqual(await options(page, 'Chest'), ['the chest in this room']);
    // The enemy chosen is outlined on the board while the pointer is on the list.
    await pick(page, 'Enemy').selectOption({ label: 'Goblin 2' });
    await pick(page, 'Enemy').hover();
    await page.waitForFunction(() => document.querySelector('.board')?.getAttribute('data-spot') === '3,3', null, WAIT);
    await pick(page, 'Door').hover();
    await page.waitForFunction(() => document.querySelector('.board')?.getAttribute('data-spot') === '3,0', null, WAIT);
    await screenshot(page, 'names-hover-door.png');
    // The same by keyboard: a choice reached with Tab is outlined as if pointed at.
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => !document.querySelector('.board')?.getAttribute('data-spot'), null, WAIT);
    const focusedLabel = () => page.evaluate(() => document.activeElement?.closest('label.pick')?.querySelector('span')?.textContent ?? '');
    await page.locator('#decision-title').click();
    for (let i = 0; i < 60 && await focusedLabel() !== 'Door'; i++) await page.keyboard.press('Tab');
    assert.equal(await focusedLabel(), 'Door', 'Tab reaches the door list');
    await page.waitForFunction(() => document.querySelector('.board')?.getAttribute('data-spot') === '3,0', null, WAIT);
    for (let i = 0; i < 60 && await focusedLabel() !== 'Enemy'; i++) await page.keyboard.press('Shift+Tab');
    await page.waitForFunction(() => document.querySelector('.board')?.getAttribute('data-spot') === '3,3', null, WAIT);
    await screenshot(page, 'names-focus-enemy.png');
    assertNoIds(await visibleText(page), 'the fight');

    // The Barbarian attacks goblins until one falls (the AI plays the monsters meanwhile).
    const dead = () => Object.values(liveState(server, gameId).models).filter((m) => m.type === 'goblin' && m.status.dead);
    for (let i = 0; i < 30 && dead().length === 0 && !liveState(server, gameId).result; i++) {
      const step = await page.locator('.decision').getAttribute('data-step');
      const goblin = (await options(page, 'Enemy').catch(() => [] as string[])).find((e) => e.startsWith('Goblin'));
      if (goblin && await page.locator('.act-panel').getByRole('button', { name: 'Attack', exact: true }).isEnabled().catch(() => false)) {
        await pick(page, 'Enemy').selectOption({ label: goblin });
        await page.locator('.act-panel').getByRole('button', { name: 'Attack', exact: true }).click();
        // The odds to confirm, or the rules' refusal (no blow at that goblin now): the page
        // answers the click one way or the other, however long the server takes.
        const confirm = page.locator('.odds').getByRole('button', { name: 'Attack', exact: true });
        await confirm.or(page.locator('.error')).first().waitFor(WAIT);
        if (await confirm.isVisible()) await confirm.click();
        else await page.getByRole('button', { name: /^End the phase|^End phase/ }).first().click();
      } else {
        // Another question (a Fate Point, a step into the fallen's square): its last choice.
        const end = page.getByRole('button', { name: /^End phase|^End the phase/ }).first();
        if (await end.isVisible().catch(() => false)) await end.click();
        else await page.locator('.decision .actions button').last().click();
      }
      await page.waitForFunction((o) => document.querySelector('.decision')?.getAttribute('data-step') !== o || !!document.querySelector('.over'), step, WAIT);
    }
    const slain = dead()[0];
    assert.ok(slain, 'a goblin falls');
    const slainName = `Goblin ${slain.number}`;
    await page.waitForFunction((n) => (document.querySelector('.log ol')?.textContent ?? '').includes(`${n} dies`), slainName, WAIT);
    const alive = Object.values(liveState(server, gameId).models).filter((m) => m.type === 'goblin' && !m.status.dead).map((m) => `Goblin ${m.number}`);
    if (!liveState(server, gameId).result && alive.length > 0) {
      await page.getByRole('button', { name: /^Barbarian|^Elf/ }).first().click().catch(() => undefined);
      const left = await options(page, 'Enemy').catch(() => [] as string[]);
      for (const name of alive) if (left.length > 0) assert.ok(left.includes(name), `${name} keeps its number after ${slainName} falls: ${left.join(', ')}`);
    }
    assertNoIds(await visibleText(page), 'after a death');

    // A reload rebuilds the log from the stored answers: the slain goblin is named as it was.
    await page.reload();
    await page.locator('.log ol li').first().waitFor(WAIT);
    await page.waitForFunction((n) => (document.querySelector('.log ol')?.textContent ?? '').includes(`${n} dies`), slainName, WAIT);
    assertNoIds(await logText(page), 'the log after a reload');

    // In Italian: the log, the lists and the names.
    await page.getByLabel('Language').selectOption('it');
    await page.waitForFunction(() => (document.querySelector('.log ol')?.textContent ?? '').includes(' attacca '), null, WAIT);
    const log = await logText(page);
    assert.match(log, /Il Barbaro attacca il Goblin \d con (?:il |lo |la |l')\S/, log);
    assert.doesNotMatch(log, /Barbarian|Short sword|Two-handed sword/, 'no English names in the Italian log');
    const page_ = await visibleText(page);
    assert.match(page_, /Elfo/, 'the Elf is the Elfo in Italian');
    assert.doesNotMatch(page_, /\bElf\b/, 'the Elf is the Elfo in Italian');
    assertNoIds(page_, 'in Italian');
    await screenshot(page, 'names-italian.png');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('AHQ-C14 a click on a square the move cannot reach is answered with the engine\'s reason, and changes nothing', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors: string[] = [];
    watch(page, errors);
    // A passage two squares wide; the orc's Death Zone covers both rows at x 3 to 5.
    const setup = {
      map: ['##########', '#........#', '#........#', '##########'],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 2], id: 'barbarian' }],
      monsters: [{ type: 'orc', at: [4, 1] }],
      start: 'combat',
      victory: 'monsters-slain',
    };
    const gameId = await open(page, { ruleset: 'ahq', packs: ['ahq-core'], options: {}, seats: { p1: 'human' }, setup: setup as CreateGameRequest['setup'] });
    await page.getByRole('button', { name: /^Barbarian/ }).first().click();
    const before = JSON.stringify(liveState(server, gameId).models);
    await clickCell(page, 7, 2);
    const refusal = page.locator('.error');
    await refusal.waitFor(WAIT);
    assert.match(await refusal.innerText(), /Barbarian cannot go there: an enemy Death Zone \(AHQ-C14\) stops the move on the way/);
    assert.equal(JSON.stringify(liveState(server, gameId).models), before, 'nothing moved');
    await screenshot(page, 'names-why-death-zone.png');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('AHQ-E04 AHQ-E11 in Italian a click the rules refuse (a door out of reach, a search in a fight) is answered with the reason in Italian, no English and no id', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors: string[] = [];
    watch(page, errors);
    // The door in the east wall is far from the barbarian; a fight is on.
    const setup = {
      map: ['##########', '#........#', '#........+', '##########'],
      heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 2], id: 'barbarian' }],
      monsters: [{ type: 'orc', at: [5, 1] }],
      start: 'combat',
      victory: 'monsters-slain',
    };
    const gameId = await open(page, { ruleset: 'ahq', packs: ['ahq-core'], options: {}, seats: { p1: 'human' }, setup: setup as CreateGameRequest['setup'] });
    // Switched at once, before the content's names may have come: they are said in Italian all the same.
    await page.getByLabel('Language').first().selectOption('it');
    await page.getByRole('button', { name: /^Barbaro/ }).first().click();
    const before = JSON.stringify(liveState(server, gameId).models);
    const English = /\b(?:the|is|not|next|door|search|exploration|turns?|m\d)\b/;
    await clickCell(page, 9, 2);
    const refusal = page.locator('.error');
    await refusal.waitFor(WAIT);
    const door = await refusal.innerText();
    assert.match(door, /Il Barbaro non è accanto a quella porta \(AHQ-E04\)/, door);
    assert.doesNotMatch(door.replace(/\(AHQ-[^)]*\)/g, ''), English, 'no English, no id');
    await screenshot(page, 'refusal-door-it.png');
    await page.getByRole('button', { name: 'Cerca tesori' }).click();
    await page.waitForFunction(() => /si cerca/.test(document.querySelector('.error')?.textContent ?? ''), null, WAIT);
    const search = await page.locator('.error').innerText();
    assert.match(search, /si cerca nei turni di esplorazione/, search);
    assert.doesNotMatch(search, English, 'no English, no id');
    assert.equal(JSON.stringify(liveState(server, gameId).models), before, 'nothing changed');
    await screenshot(page, 'refusal-search-it.png');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the house rules of the new-game form show their names and descriptions in the page\'s language, never code ids', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(`${server.url}/`);
    await page.getByLabel('Language').selectOption('it');
    await page.getByLabel('Regole', { exact: true }).selectOption('guilds');
    const form = page.locator('form').first();
    await form.getByText('Porte chiuse in combattimento').waitFor(WAIT);
    const text = await form.innerText();
    assert.match(text, /Carte Eroiche/);
    assert.match(text, /in combattimento una porta può essere chiusa/);
    assert.doesNotMatch(text, /guilds\.\w+/, 'an option shown by its code id');
    // The Objective cards and the heroes in Italian too.
    const all = (await page.locator('form option').allTextContents()).join(' | ');
    assert.match(all, /Una breve commissione/, all);
    assert.match(all, /Guerriero/, all);
    assert.doesNotMatch(all, /A short errand|\bWarrior\b/, all);
    await screenshot(page, 'names-options-it.png');
    await page.close();
  });
});
