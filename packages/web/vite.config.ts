// The web client's build: Preact's JSX, the game icons the board needs, output in dist/ (which
// packages/server serves when it exists).
import { defineConfig } from 'vite';
import { gameIcons } from './icons-plugin.ts';
import { ICON_NAMES } from './src/icon-names.ts';

export default defineConfig({
  plugins: [gameIcons(ICON_NAMES)],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // One bundle: the game page needs Konva and the Colyseus client at once, so splitting the start
  // page off would only add a round trip before the board (see README for the sizes).
  build: {
    outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 500,
    // The engine is pure (no I/O, no top-level effects), but its package does not say so: without
    // this, importing questHeader would ship the whole ahq ruleset the client never runs.
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/engine/src/') } },
  },
  server: {
    // `npx vite` against a server on :2567 (`npx node packages/server/src/main.ts`).
    proxy: { '/api': 'http://localhost:2567', '/matchmake': 'http://localhost:2567' },
  },
});
