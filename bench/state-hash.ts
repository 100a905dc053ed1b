// The state hash's cost: stateHash on states taken along whole `ahq` and `guilds` expeditions
// (every seat the AI), timed over many calls after warming up. The server hashes a game's state
// every `snapshotEvery` answers and at each reload, and a saved game's check hashes every step.
// `node bench/state-hash.ts` prints µs per hash and the mean state's JSON size.
import { loadDefaultContent } from '../packages/content/src/index.ts';
import { aiPolicy, setupHeader } from '../packages/ai/src/index.ts';
import { applyInPlace, createGame, stateHash, type GameState } from '../packages/engine/src/index.ts';
import { cloneState } from '../packages/engine/src/state.ts';


const out: GameState[] = [];
for (const ruleset of ['ahq', 'guilds'] as const) {
  const c = await loadDefaultContent(ruleset);
  for (let seed = 1; seed <= 4; seed++) {
    const s = createGame(setupHeader('expedition', seed, ruleset === 'ahq' ? { quest: 'standard', ruleset } : { ruleset }, c), c);
    for (let i = 0; s.pending && !s.result && i < 3000; i++) {
      const r = applyInPlace(s, s.pending.seat, aiPolicy(s, s.pending.seat));
      if (!r.ok) break;
      if (i % 50 === 0) out.push(cloneState(s));
    }
  }
}
const bytes = out.reduce((n, s) => n + JSON.stringify(s, (k, v) => (k === 'ctx' || k === 'events' ? undefined : v)).length, 0) / out.length;
let sink = 0;
for (let r = 0; r < 20; r++) for (const s of out) sink += stateHash(s).length;
const rounds = Number(process.env.ROUNDS ?? 100);
const times: number[] = [];
for (let pass = 0; pass < 5; pass++) {
  const t0 = performance.now();
  for (let r = 0; r < rounds; r++) for (const s of out) sink += stateHash(s).length;
  times.push(((performance.now() - t0) * 1000) / (rounds * out.length));
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ states: out.length, meanJsonBytes: Math.round(bytes), usPerHash: { median: +times[2]!.toFixed(1), min: +times[0]!.toFixed(1), max: +times[4]!.toFixed(1) }, sink: sink > 0 }));
