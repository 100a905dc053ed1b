// What the browser tests share: the client built once into a temporary folder (Vite's own API,
// so no step to remember), the real server serving it on loopback with the ahq-core content,
// and helpers to read and click the board the way a player does.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import type { CreateGameRequest } from '@delve/protocol';
import { legalAnswers, type Answer, type GameState } from '@delve/engine';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server.ts';
import type { ServerOptions } from '../../../server/src/server.ts';
import { cachedContentSource } from '../../../server/src/content-source.ts';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ARTIFACTS = path.resolve(WEB, '../../test-artifacts');

export interface BuiltClient extends BuiltPage {
  /** Gzipped bytes of the JavaScript shipped. */
  jsGzip: number;
  jsRaw: number;
}

export async function buildClient(): Promise<BuiltClient> {
  const dir = mkdtempSync(path.join(tmpdir(), 'delve-web-'));
  await build({ root: WEB, configFile: path.join(WEB, 'vite.config.ts'), logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } });
  let jsGzip = 0, jsRaw = 0;
  for (const f of readdirSync(path.join(dir, 'assets'))) {
    if (!f.endsWith('.js')) continue;
    const bytes = readFileSync(path.join(dir, 'assets', f));
    jsRaw += statSync(path.join(dir, 'assets', f)).size;
    jsGzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { dir, jsGzip, jsRaw };
}

export function removeBuild(b: BuiltPage): void {
  rmSync(b.dir, { recursive: true, force: true });
}

export function startWebServer(staticDir: string, seed?: ServerOptions['seed']): Promise<TestServer> {
  return startTestServer({ staticDir, content: cachedContentSource(), reconnectSeconds: 1, ...(seed ? { seed } : {}) });
}

/** The game's live state, from the server in this process: tests use it only to pick a square
 * the rules allow, never to check what the page shows. */
export function liveState(server: TestServer, gameId: string): GameState {
  const room = server.room(gameId);
  if (!room) throw new Error(`game ${gameId} is not loaded`);
  return room.session.state;
}

export function legalMoves(s: GameState, seat: string, model: string): [number, number][] {
  return legalAnswers(s, seat).flatMap((a: Answer) => (a.kind === 'move' && a.model === model ? [a.to] : []));
}

export function gameIdOf(page: Page): string {
  const m = /\/play\/([A-Za-z0-9_-]+)/.exec(page.url());
  if (!m) throw new Error(`not on a game page: ${page.url()}`);
  return m[1]!;
}

/** Where square (x, y)'s centre is on the page, from the transform the board publishes; null
 * when it is off the visible board. */
export async function cellPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number } | null> {
  const board = page.locator('.board');
  const [s, ox, oy, cell] = (await board.getAttribute('data-transform'))!.split(',').map(Number) as [number, number, number, number];
  const box = (await board.boundingBox())!;
  const p = { x: box.x + ox + (x + 0.5) * cell * s, y: box.y + oy + (y + 0.5) * cell * s };
  const inside = p.x > box.x + 2 && p.y > box.y + 2 && p.x < box.x + box.width - 2 && p.y < box.y + box.height - 2;
  return inside ? p : null;
}

/** Clicks square (x, y) on the canvas, as a player would. */
export async function clickCell(page: Page, x: number, y: number): Promise<void> {
  const p = await cellPoint(page, x, y);
  if (!p) throw new Error(`square ${x}, ${y} is not on screen`);
  await page.mouse.click(p.x, p.y);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, name);
  await page.screenshot({ path: file });
  return file;
}

export async function logText(page: Page): Promise<string> {
  return page.locator('.log ol').innerText();
}

/** Every word the page shows, the options of its menus and the titles and labels of its buttons
 * included, a line each: what the tests search for engine ids or words of the wrong language. */
export async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const bits = [document.body.innerText];
    for (const o of Array.from(document.querySelectorAll('option'))) bits.push(o.textContent ?? '');
    for (const e of Array.from(document.querySelectorAll('[title], [aria-label]'))) bits.push(e.getAttribute('title') ?? '', e.getAttribute('aria-label') ?? '');
    return bits.join('\n');
  });
}

export interface BuiltPage {
  dir: string;
}

/** A test page of this package (`input`, from the package's folder) built on its own into a
 * temporary folder, never into the shipped client. */
export async function buildPage(input: string): Promise<BuiltPage> {
  const dir = mkdtempSync(path.join(tmpdir(), 'delve-page-'));
  await build({
    root: WEB, configFile: path.join(WEB, 'vite.config.ts'), logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, rolldownOptions: { input: path.join(WEB, input) } },
  });
  return { dir };
}

/** The board bench page (src/testing/bench.html) built on its own. */
export async function buildBench(): Promise<string> {
  return (await buildPage('src/testing/bench.html')).dir;
}

/** Serves a built folder to the page at http://bench.test/ through the browser's request routing:
 * no second server. */
export async function openBench(page: Page, dir: string): Promise<void> {
  await page.route('http://bench.test/**', (route) => {
    const p = new URL(route.request().url()).pathname;
    const file = path.join(dir, p === '/' ? 'src/testing/bench.html' : p);
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    return route.fulfill({ path: file, contentType: type });
  });
  await page.goto('http://bench.test/');
  await page.waitForSelector('body[data-ready=yes]', { timeout: 15_000 });
}

/** A small room with the fight already on (ahq-core): the Barbarian and the Elf (p1) against an
 * orc champion (disguised as an orc to the heroes) and an orc. */
export function fightRequest(seats: CreateGameRequest['seats'] = { p1: 'human' }, firstSide: 'heroes' | 'monsters' = 'heroes'): CreateGameRequest {
  const map = ['#########', '#.......#', '#.......#', '#.......#', '#.......#', '#########'];
  const setup = {
    map,
    heroes: [{ type: 'barbarian', seat: 'p1', at: [1, 4], id: 'barbarian' }, { type: 'elf', seat: 'p1', at: [2, 4], id: 'elf' }],
    monsters: [{ type: 'orc-champion', at: [5, 1] }, { type: 'orc', at: [6, 1] }],
    start: 'combat', firstSide,
    // A room fight is won by slaying every monster in it.
    victory: 'monsters-slain',
  };
  return { ruleset: 'ahq', packs: ['ahq-core'], options: {}, seats, setup: setup as CreateGameRequest['setup'] };
}

/** Waits until the board has drawn the scene the predicate wants (its data attributes). */
export async function boardData(page: Page, name: string): Promise<string> {
  return (await page.locator('.board').getAttribute(`data-${name}`)) ?? '';
}

/** Collects the page's uncaught errors and console errors into `errors`: a test ends by asserting none. */
export function watch(page: Page, errors: string[]): void {
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
}
