// The aof-quest battlefield in Chromium: a generated mission's briefing (what a hero knows, DEC-27)
// drawn on the test page src/testing/aof-battlefield.html with its legend, in English and Italian.
// The new-game form's aof-quest fields, with the listing the server gives once the ruleset is
// registered. Screenshots go to test-artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { createGame, generateMission, missionBriefing, missionProblems } from '@delve/engine';
import { readCreateGame, type AofGameRequest, type CreateGameRequest, type MissionRequest } from '@delve/protocol';
import { loadDefaultContent } from '@delve/content';
import { pageSuite } from './testing/browser-suite.ts';
import { screenshot, watch } from './testing/web-harness.ts';
import { aofHeader, aofRulesetListing, resolveMission } from '../../server/src/aof-mission.ts';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = 'src/testing/aof-battlefield.html';
const { built, browser } = pageSuite(PAGE);

async function open(page: Page, json: string, lang: string): Promise<void> {
  await page.route('http://aof.test/**', (route) => {
    const p = new URL(route.request().url()).pathname;
    if (p === '/mission.json') return route.fulfill({ body: json, contentType: 'application/json' });
    const file = path.join(built.dir, p === '/' ? PAGE : p);
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    return route.fulfill({ path: file, contentType: type });
  });
  await page.goto(`http://aof.test/?lang=${lang}`);
  await page.waitForSelector('body[data-ready=yes]', { timeout: 15_000 });
}

test('DEC-24 DEC-27 a generated battlefield is drawn with every terrain kind, its heights, zones, goals and token markers, and a legend in English and Italian', async () => {
  const aof = (await loadDefaultContent('aof-quest')).aof!;
  const m = generateMission(aof, { seed: 12, type: 'recover-relic', size: 48 });
  const b = missionBriefing(m);
  const json = JSON.stringify(b);
  assert.ok(!json.includes('ancient-reliquary') || m.objectives.some((o) => o.kind === 'retrieve'), 'only the objective names the relic');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  watch(page, errors);
  await open(page, json, 'en');
  const board = page.locator('.aof-board');
  // The canvas drew every kind and every height the mission has.
  const kinds = (await board.getAttribute('data-kinds'))!;
  for (const k of ['open', 'cover', 'difficult', 'dangerous', 'blocker', 'gap']) assert.match(kinds, new RegExp(`\\b${k}:\\d+`));
  const heights = (await board.getAttribute('data-heights'))!.split(' ').map(Number);
  assert.deepEqual(heights, [...new Set(b.battlefield.heights)].sort((x, y) => x - y));
  assert.equal(await board.getAttribute('data-marks'), `${m.aiGoals.length} goals, ${m.searchTokens!.length} tokens, ${m.zones.length} zones`);
  const legend = await page.locator('.aof-legend').innerText();
  assert.match(legend, /Cover \(trees\)/);
  assert.match(legend, /Gap \(dark pit\)/);
  assert.match(legend, /Numbers are heights in inches.*-6.*3/s);
  assert.match(legend, /H Where the heroes come in \(the heroes deploy here\)/);
  assert.match(legend, /Search token/);
  // The canvas has pixels of the ground's colours: not a blank stage.
  const painted = await page.evaluate(() => {
    const c = document.querySelector('.aof-board canvas') as HTMLCanvasElement;
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let lit = 0;
    for (let i = 0; i < d.length; i += 4 * 97) if (d[i]! + d[i + 1]! + d[i + 2]! > 60) lit++;
    return lit;
  });
  assert.ok(painted > 1000, `${painted} lit samples`);
  await screenshot(page, 'web-aof-battlefield.png');
  const it = await context.newPage();
  watch(it, errors);
  await open(it, json, 'it');
  const legendIt = await it.locator('.aof-legend').innerText();
  assert.match(legendIt, /Copertura \(alberi\)/);
  assert.match(legendIt, /Baratro \(fossa scura\)/);
  assert.match(legendIt, /H Dove entrano gli eroi \(qui si schierano gli eroi\)/);
  await screenshot(it, 'web-aof-battlefield-it.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('AOF-P01 DEC-27 the aof-quest fields of the new-game form build the request the server reads and accepts: a rolled mission, a party of 2 to 4, no Gamesmaster seat', async () => {
  // The shipped client, served with the listing the server gives once aof-quest is registered
  // (on localhost, a secure context, as the client needs).
  const client = mkdtempSync(path.join(tmpdir(), 'delve-aof-client-'));
  await build({ root: WEB, configFile: path.join(WEB, 'vite.config.ts'), logLevel: 'warn', build: { outDir: client, emptyOutDir: true } });
  const content = await loadDefaultContent('aof-quest');
  const aof = content.aof!;
  const listing = { rulesets: [aofRulesetListing(['aof-core'], aof)] };
  const context = await browser.newContext({ viewport: { width: 1280, height: 1400 } });
  const page = await context.newPage();
  const errors: string[] = [];
  watch(page, errors);
  let sent: unknown = null;
  await page.route('http://localhost:9/**', async (route) => {
    const req = route.request();
    const p = new URL(req.url()).pathname;
    if (p === '/api/content') return route.fulfill({ body: JSON.stringify(listing), contentType: 'application/json' });
    if (p === '/api/games' && req.method() === 'POST') {
      sent = req.postDataJSON();
      // What the server makes of it: the header its create route builds, which the engine starts.
      const body = sent as CreateGameRequest & { aof: AofGameRequest };
      try {
        createGame(aofHeader(body, content, 3) as never, content);
      } catch (e) {
        return route.fulfill({ status: 400, body: JSON.stringify({ error: { code: 'game/bad-setup', message: (e as Error).message } }), contentType: 'application/json' });
      }
      const seats = Object.keys(body.seats ?? {}).map((seat) => ({ seat, kind: 'human', token: `tok-${seat}-0123456789abcdef`, link: null }));
      return route.fulfill({ status: 201, body: JSON.stringify({ gameId: 'g1', host: 'host-0123456789abcdef', seats }), contentType: 'application/json' });
    }
    if (p.startsWith('/api/')) return route.fulfill({ body: '[]', contentType: 'application/json' });
    const file = path.join(client, p === '/' ? 'index.html' : p);
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : file.endsWith('.svg') ? 'image/svg+xml' : 'text/html';
    return route.fulfill({ path: file, contentType: type });
  });
  try {
    await page.goto('http://localhost:9/');
    await page.getByLabel('Mission type').waitFor({ timeout: 15_000 }).catch(async (e: Error) => {
      await screenshot(page, 'web-aof-new-game-failed.png');
      throw new Error(`${e.message}\npage errors: ${errors.join('; ')}`);
    });
    await page.getByLabel('Mission type').selectOption('escape');
    await page.getByLabel('Battlefield').selectOption('24');
    await page.getByLabel('Difficulty').selectOption('hard');
    // Four heroes by default; one removed leaves three, and two cannot go below two.
    await page.getByRole('button', { name: 'Remove seat p4' }).click();
    await page.locator('.seat-row select').nth(0).selectOption('rogue');
    assert.equal(await page.getByText('Gamesmaster').count(), 0, 'no Gamesmaster seat to choose');
    await screenshot(page, 'web-aof-new-game.png');
    await page.getByRole('button', { name: 'Create game' }).click();
    // Accepted: the page goes on to the game (whose room this mock does not serve).
    await page.waitForURL(/\/play\/g1/, { timeout: 15_000 });
    const req = sent as { ruleset: string; aof: { mission: unknown; heroes: { class: string; seat: string }[] }; seats: Record<string, string> };
    assert.equal(req.ruleset, 'aof-quest');
    assert.deepEqual(req.aof.mission, { generate: { type: 'escape', size: 24, difficulty: 'hard' } });
    assert.deepEqual(req.aof.heroes.map((h) => [h.class, h.seat]), [['rogue', 'p1'], [listing.rulesets[0]!.party[1]!.type, 'p2'], [listing.rulesets[0]!.party[2]!.type, 'p3']]);
    assert.deepEqual(req.seats, { p1: 'human', p2: 'human', p3: 'human' });
    assert.equal(readCreateGame(req).ok, true);
    assert.deepEqual(missionProblems(resolveMission(req.aof.mission as MissionRequest, aof, 3, 3), aof), []);
    assert.deepEqual(errors.filter((e) => !/WebSocket|matchmake|Failed to fetch|ERR_|404|websocket/i.test(e)), []);
  } finally {
    await context.close();
    rmSync(client, { recursive: true, force: true });
  }
});
