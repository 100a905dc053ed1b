// A whole aof-quest mission played by clicks alone, from the new-game form (two heroes, the pack's
// small 24×24 mission, solo) to the end screen: what to do is chosen by the aof-quest hero bot on
// the live state and turned into the clicks a player makes (a square of the battlefield for a
// move, a charge or a shot, with its odds seen first; a named button for the rest); an answer the
// page has no click for fails the test. At each decision the page's words are searched for the
// engine's ids. Screenshots of the board, a charge with its odds, the AI's reasons in the log and
// the Italian page go to test-artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { aofHeroPolicy } from '@delve/ai/aof';
import type { AofSeatView, CoreState } from '@delve/engine';
import { seatView } from '@delve/engine';
import { browserSuite } from './testing/browser-suite.ts';
import { gameIdOf, pageWords, screenshot, watch } from './testing/web-harness.ts';

const WAIT = { timeout: 20_000 };
/** Engine ids of units (u3), models (u3.2), tokens and the like, never a die (d6) or the page's
 * own token and goal marks (T1, G1). */
const INTERNAL_ID = /(?<![\w.])(?:u|h|t|m|w)\d+(?:\.\d+)?\b/g;

const { server, browser } = browserSuite({ seed: () => 'aof-web-3' });

/** The page point of square (x, y) of the battlefield, from the transform its canvas reports. */
async function squarePoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const board = page.locator('.aof-board');
  const [scale, ox, oy, cell] = (await board.getAttribute('data-transform'))!.split(' ').map(Number) as [number, number, number, number];
  const box = (await board.boundingBox())!;
  return { x: box.x + ox + (x + 0.5) * cell * scale, y: box.y + oy + (y + 0.5) * cell * scale };
}

async function clickSquare(page: Page, x: number, y: number): Promise<void> {
  const p = await squarePoint(page, x, y);
  await page.mouse.click(p.x, p.y);
}

/** A new page on the new-game form with the pack's mission at the mill for two heroes, `choose`
 * changing the form further, and the game created. */
async function createMill(choose?: (form: Page) => Promise<unknown>): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const errors: string[] = [];
  watch(page, errors);
  await page.goto(server.url);
  await page.getByLabel('Rules').selectOption('aof-quest');
  await page.locator('label.choice', { hasText: 'A mission of the pack' }).click();
  await page.getByRole('combobox', { name: 'A mission of the pack' }).selectOption('wolves-at-the-mill');
  await page.getByRole('button', { name: 'Remove seat p4' }).click();
  await page.getByRole('button', { name: 'Remove seat p3' }).click();
  await choose?.(page);
  await page.getByRole('button', { name: 'Create game' }).click();
  return { context, page, errors };
}

const MOVE = /^(advance|rush|jump|charge):/;

/** The clicks for `option` of the pending choice; throws when the page offers none. */
async function clickFor(page: Page, v: AofSeatView, question: string, options: readonly string[], option: string, shots: Set<string>, hits: (spell: string) => boolean): Promise<void> {
  const decision = page.locator('.aof-decision');
  const p = option.split(':');
  const sq = (t: string) => t.split('.').map(Number) as [number, number];
  if (question === 'aof.act' && MOVE.test(option)) {
    const [x, y] = sq(p[p.length - 1]!);
    await clickSquare(page, x, y);
    if (p[0] === 'charge') {
      // Several charges from one square: the page lists them in the order of the options.
      const choose = page.locator('.aof-choose');
      if (await choose.isVisible().catch(() => false)) {
        const here = options.filter((o) => o.startsWith('charge:') && o.endsWith(`:${p[2]}`));
        await choose.getByRole('button').nth(here.indexOf(option)).click();
      }
      const odds = page.locator('.aof-odds');
      await odds.getByText('Models killed').waitFor(WAIT);
      if (!shots.has('charge')) {
        shots.add('charge');
        await screenshot(page, 'web-aof-play-charge-odds.png');
      }
      return odds.getByRole('button', { name: 'Charge', exact: true }).click();
    }
    return;
  }
  if (question === 'aof.shoot' && option !== 'none') {
    const u = v.units.find((x) => x.id === option)!;
    await clickSquare(page, u.models[0]!.at[0], u.models[0]!.at[1]);
    const odds = page.locator('.aof-odds');
    await odds.getByText('Models killed').waitFor(WAIT);
    if (!shots.has('shot')) {
      shots.add('shot');
      await screenshot(page, 'web-aof-play-shot-odds.png');
    }
    return odds.getByRole('button', { name: 'Shoot', exact: true }).click();
  }
  if (['aof.scurry', 'aof.ambush'].includes(question) && /^\d+\.\d+$/.test(option)) {
    const [x, y] = sq(option);
    return clickSquare(page, x, y);
  }
  // A named button, in the order of the options that are not moves; a long list is a menu.
  const others = options.filter((o) => !(question === 'aof.act' && MOVE.test(o)));
  const i = others.indexOf(option);
  if (i < 0) throw new Error(`the page offers no click for ${option}`);
  const buttons = decision.locator('.aof-options button');
  if ((await buttons.count()) > 0) await buttons.nth(i).click();
  else {
    await decision.getByLabel('Other actions').selectOption({ index: i + 1 });
    await decision.getByRole('button', { name: 'Go' }).click();
  }
  // A spell that deals hits shows its odds first.
  if (option.startsWith('cast:') && hits(option.split(':')[1]!)) {
    const odds = page.locator('.aof-odds');
    await odds.locator('.cast-chance').waitFor(WAIT);
    shots.add('spell');
    return odds.getByRole('button', { name: 'Cast', exact: true }).click();
  }
}


test("AOF-P01 AOF-I01 AOF-S01 AOF-L01 a whole aof-quest mission by clicks alone, from the new-game form to the end screen, with odds, the AI's reasons and no engine id on the page", { timeout: 400_000 }, async () => {
  const { context, page, errors } = await createMill();
  await page.locator('.aof-play').waitFor(WAIT);
  const gameId = gameIdOf(page);
  const session = () => server.room(gameId)!.session;
  const ids = new Map<string, string>();
  const shots = new Set<string>();
  let answers = 0;
  const deadline = Date.now() + 330_000;
  while (Date.now() < deadline) {
    await page.waitForFunction(() => !!document.querySelector('.aof-decision') || !!document.querySelector('.aof-end'), null, { timeout: 60_000 });
    const s = session().state as CoreState;
    if (s.result) break;
    const d = s.pending;
    if (!d || d.kind !== 'choice') {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const step = session().step;
    await page.locator(`.aof-decision[data-step="${step}"]`).waitFor(WAIT);
    for (const m of (await pageWords(page)).matchAll(INTERNAL_ID)) {
      if (!ids.has(m[0])) ids.set(m[0], (m.input ?? '').slice(Math.max(0, m.index! - 40), m.index! + 30).replace(/\s+/g, ' '));
    }
    const v = seatView(s, d.seat) as AofSeatView;
    for (const u of v.units) assert.ok(!(await pageWords(page)).includes(` ${u.id} `), `unit id ${u.id} on the page`);
    if (answers === 0) await screenshot(page, 'web-aof-play-board.png');
    if (!shots.has('reasons') && (await page.locator('.log li', { hasText: /in sight|AI Goal|nowhere to go/ }).count()) > 0) {
      shots.add('reasons');
      await screenshot(page, 'web-aof-play-ai-reasons.png');
    }
    if (!shots.has('it') && v.round >= 2) {
      shots.add('it');
      await page.getByLabel('Language').selectOption('it');
      await page.locator('.aof-decision h2', { hasText: 'La vostra decisione' }).waitFor(WAIT);
      for (const m of (await pageWords(page)).matchAll(INTERNAL_ID)) ids.set(m[0], 'it page');
      await screenshot(page, 'web-aof-play-it.png');
      await page.getByLabel('Lingua').selectOption('en');
      await page.locator('.aof-decision h2', { hasText: 'Your decision' }).waitFor(WAIT);
    }
    const a = aofHeroPolicy(s, d.seat) as { kind: 'choice'; option: string };
    answers++;
    const spells = (s.ctx.content as unknown as { aof: { spells: Record<string, { effects: { kind: string }[] }> } }).aof.spells;
    await clickFor(page, v, d.question, d.options, a.option, shots, (id) => spells[id]!.effects.some((e) => e.kind === 'hits'));
    const until = Date.now() + 15_000;
    while (session().step === step && (await page.locator('.aof-decision .error').count()) === 0) {
      if (Date.now() > until) throw new Error(`the page did not send ${a.option} (${d.question})`);
      await new Promise((r) => setTimeout(r, 20));
    }
    if ((await page.locator('.aof-decision .error').count()) > 0) throw new Error(`refused: ${await page.locator('.aof-decision .error').innerText()}`);
  }
  const end = page.locator('.aof-end');
  await end.waitFor(WAIT);
  assert.match(await end.innerText(), /Victory: the heroes win|Defeat: the enemies win/);
  await screenshot(page, 'web-aof-play-end.png');
  assert.deepEqual([...ids.entries()], [], 'no engine id on the page');
  assert.ok(shots.has('charge') || shots.has('shot'), 'an attack\'s odds were seen');
  assert.ok(shots.has('reasons'), 'the AI\'s reasons were in the log');
  assert.ok(answers > 10, `${answers} answers`);
  // The replay from the end screen: the battlefield step by step, the log of each step in words.
  await end.getByRole('button', { name: 'Watch the replay' }).click();
  await page.locator('.replay .aof-board canvas').first().waitFor(WAIT);
  await page.getByRole('heading', { name: /^Step 0 of \d+/ }).waitFor(WAIT);
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: /Next/ }).click();
  await page.getByRole('heading', { name: /^Step 6 of \d+/ }).waitFor(WAIT);
  await page.getByRole('button', { name: /Last/ }).click();
  await page.locator('.frame-events li').first().waitFor(WAIT);
  const told = await page.locator('.replay').innerText();
  for (const m of told.matchAll(INTERNAL_ID)) ids.set(m[0], 'replay page');
  assert.deepEqual([...ids.entries()], [], 'no engine id on the replay page');
  await screenshot(page, 'web-aof-play-replay.png');
  assert.deepEqual(errors, []);
  console.log(`aof-quest by clicks: ${answers} answers, ${(session().state as unknown as { round: number }).round} rounds, ${[...shots].join(', ')}`);
  await context.close();
});

test('aof-quest Undo by clicks: an activation and a move taken back, none once the enemies have acted', { timeout: 180_000 }, async () => {
  const { context, page, errors } = await createMill();
  await page.locator('.aof-play').waitFor(WAIT);
  const session = () => server.room(gameIdOf(page))!.session;
  const state = () => session().state as CoreState;
  const choice = () => state().pending as Extract<CoreState['pending'] & object, { kind: 'choice' }>;
  const undo = page.locator('.bar button.undo');
  const atStep = (n: number) => page.locator(`.aof-decision[data-step="${n}"]`).waitFor(WAIT);
  await atStep(0);
  assert.equal(await undo.isDisabled(), true, 'nothing to take back yet');
  assert.match((await undo.getAttribute('title'))!, /Nothing to take back now/);
  // Activate the first hero by a click on it.
  const hero = choice().options[0]!;
  const heroAt = () => (seatView(state(), choice().seat) as AofSeatView).units.find((u) => u.id === hero)!.models[0]!.at;
  const start = heroAt();
  await clickSquare(page, start[0], start[1]);
  await atStep(1);
  // Advance it by a click on a green square.
  const advance = choice().options.find((o) => o.startsWith('advance:'))!;
  const to = advance.split(':')[1]!.split('.').map(Number) as [number, number];
  await clickSquare(page, to[0], to[1]);
  await atStep(2);
  assert.deepEqual(heroAt(), to);
  await page.waitForFunction(() => !(document.querySelector('.bar button.undo') as HTMLButtonElement).disabled, null, WAIT);
  await screenshot(page, 'web-aof-undo-before.png');
  await undo.click();
  // The move is taken back: the hero is where it was, its activation still under way.
  await atStep(1);
  assert.deepEqual(heroAt(), start);
  assert.equal(session().step, 1);
  assert.equal(choice().question, 'aof.act');
  await page.waitForFunction(() => !(document.querySelector('.bar button.undo') as HTMLButtonElement).disabled, null, WAIT);
  await undo.click();
  await atStep(0);
  assert.equal(choice().question, 'aof.activate');
  await screenshot(page, 'web-aof-undo-after.png');
  // Every hero ends its activation: the enemies act (their AI, their dice), and nothing is taken back.
  for (let guard = 0; guard < 8 && (state() as unknown as { round: number }).round === 1; guard++) {
    const step = session().step;
    await atStep(step);
    const d = choice();
    if (d.question === 'aof.activate') {
      const at = (seatView(state(), d.seat) as AofSeatView).units.find((u) => u.id === d.options[0])!.models[0]!.at;
      await clickSquare(page, at[0], at[1]);
    } else await page.locator('.aof-options button[data-option-kind="end"]').click();
    while (session().step === step) await new Promise((r) => setTimeout(r, 20));
  }
  await page.locator(`.aof-decision[data-step="${session().step}"]`).waitFor(WAIT);
  await page.waitForFunction(() => (document.querySelector('.bar button.undo') as HTMLButtonElement).disabled, null, WAIT);
  assert.match((await undo.getAttribute('title'))!, /Nothing to take back now/);
  assert.equal(session().undoTarget(choice().seat, new Set(['p1', 'p2'])).ok, false);
  assert.deepEqual(errors, []);
  await context.close();
});

test("AOF-A02 AOF-L01 a click on a square or an enemy no option names: the engine's reason in English and Italian, and nothing changes", { timeout: 180_000 }, async () => {
  const { context, page, errors } = await createMill();
  await page.locator('.aof-decision[data-step="0"]').waitFor(WAIT);
  const session = () => server.room(gameIdOf(page))!.session;
  const s = () => session().state as CoreState;
  const d = () => s().pending as Extract<CoreState['pending'] & object, { kind: 'choice' }>;
  const v = () => seatView(s(), d().seat) as AofSeatView;
  const hero = d().options[0]!;
  const at = v().units.find((u) => u.id === hero)!.models[0]!.at;
  await clickSquare(page, at[0], at[1]);
  await page.locator('.aof-decision[data-step="1"]').waitFor(WAIT);
  const error = page.locator('.aof-decision .error');
  // The farthest square of the row, beyond any Rush on 24×24 (6").
  const far: [number, number] = [at[0] < 12 ? 22 : 1, at[1]];
  assert.ok(!d().options.some((o) => o.endsWith(`:${far[0]}.${far[1]}`)));
  await clickSquare(page, far[0], far[1]);
  await error.waitFor(WAIT);
  assert.match(await error.innerText(), new RegExp(`^[A-Z][a-z]+ cannot Rush to square ${far[0]}, ${far[1]}: the way there is [\\d.]+" and a Rush goes 6"$`));
  assert.equal(session().step, 1, 'nothing was played');
  await screenshot(page, 'web-aof-refusal.png');
  // An enemy out of charge reach, clicked.
  const wolf = v().units.find((u) => u.side === 'ai' && !d().options.some((o) => o.startsWith(`charge:${u.id}:`)))!;
  await page.getByLabel('Language').selectOption('it');
  await clickSquare(page, wolf.models[0]!.at[0], wolf.models[0]!.at[1]);
  await page.locator('.aof-decision .error', { hasText: 'non può caricare' }).waitFor(WAIT);
  assert.match(await error.innerText(), /^[A-Z][a-z]+ non può caricare Lupi [^:]+ \d: la casella a contatto più vicina è a [\d,]+" e una Carica arriva a 6"$/);
  assert.equal(session().step, 1, 'nothing was played');
  await screenshot(page, 'web-aof-refusal-it.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('AOF-X06 a spell that deals hits shows its odds before it is cast: the chance of the roll, then its hits, by clicks', { timeout: 180_000 }, async () => {
  const { context, page, errors } = await createMill((form) => form.locator('.seat-row select').nth(0).selectOption('wizard'));
  await page.locator('.aof-decision[data-step="0"]').waitFor(WAIT);
  const session = () => server.room(gameIdOf(page))!.session;
  const s = () => session().state as CoreState;
  const d = () => s().pending as Extract<CoreState['pending'] & object, { kind: 'choice' }>;
  const hero = d().options[0]!;
  const at = (seatView(s(), d().seat) as AofSeatView).units.find((u) => u.id === hero)!.models[0]!.at;
  await clickSquare(page, at[0], at[1]);
  await page.locator('.aof-decision[data-step="1"]').waitFor(WAIT);
  const bolt = d().options.find((o) => o.startsWith('cast:fire-bolt:') && o.endsWith(':0'));
  assert.ok(bolt, `a Fire Bolt to cast among ${d().options.filter((o) => !/^(advance|rush|charge):/.test(o)).join(', ')}`);
  const others = d().options.filter((o) => !/^(advance|rush|charge|jump):/.test(o));
  const buttons = page.locator('.aof-decision .aof-options button');
  if ((await buttons.count()) > 0) await buttons.nth(others.indexOf(bolt)).click();
  else {
    await page.getByLabel('Other actions').selectOption({ index: others.indexOf(bolt) + 1 });
    await page.locator('.aof-decision').getByRole('button', { name: 'Go' }).click();
  }
  const odds = page.locator('.aof-odds');
  await odds.locator('.cast-chance').waitFor(WAIT);
  // Fire Bolt casts on a 4+: half the rolls; a failed one is forced for twice its value in power.
  assert.equal(await odds.locator('.cast-chance').innerText(), 'Cast on the roll: 50% (a failed roll is forced for 2 power). Once cast, its hits:');
  assert.match(await odds.innerText(), /Fire Bolt/);
  assert.match(await odds.innerText(), /Unit destroyed/);
  await screenshot(page, 'web-aof-spell-odds.png');
  await odds.getByRole('button', { name: 'Cast', exact: true }).click();
  const until = Date.now() + 15_000;
  while (session().step === 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  assert.equal(session().step, 2, 'the spell was cast');
  assert.equal(session().answers.at(-1)!.answer.kind === 'choice' && (session().answers.at(-1)!.answer as { option: string }).option, bolt);
  assert.deepEqual(errors, []);
  await context.close();
});
