// Every die in a game comes from here. The generator's state lives inside the game state, so a
// game is reproducible from its seed and answers; tests swap in scripted faces.

export type RngState =
  | { kind: 'seeded'; s: [number, number, number, number] }
  | { kind: 'scripted'; faces: number[]; next: number };

/** A scripted source ran out of faces, or was asked for a face its die cannot show. */
export class ScriptedDiceError extends Error {
  override name = 'ScriptedDiceError';
}

/** sfc32 seeded through splitmix32: small, fast, and good enough for dice. */
export function seededRng(seed: number | string): RngState {
  let h = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = (): number => {
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const s: [number, number, number, number] = [next(), next(), next(), next()];
  return { kind: 'seeded', s };
}

export function scriptedRng(faces: readonly number[]): RngState {
  return { kind: 'scripted', faces: [...faces], next: 0 };
}

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function sfc32(s: [number, number, number, number]): number {
  let [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a;
  s[1] = b;
  s[2] = c;
  s[3] = d;
  return (t >>> 0) / 4294967296;
}

/** Rolls one die with `sides` faces, advancing the state in place. */
export function rollDie(rng: RngState, sides: number): number {
  if (rng.kind === 'scripted') {
    if (rng.next >= rng.faces.length) {
      throw new ScriptedDiceError(`scripted dice ran dry: a d${sides} was rolled after all ${rng.faces.length} scripted faces were used`);
    }
    const face = rng.faces[rng.next]!;
    if (!Number.isInteger(face) || face < 1 || face > sides) {
      throw new ScriptedDiceError(`scripted face #${rng.next + 1} is ${face}, which a d${sides} cannot show`);
    }
    rng.next++;
    return face;
  }
  return 1 + Math.floor(sfc32(rng.s) * sides);
}

/** Picks an index in [0, n) from the same generator (random choices the rules make). */
export function pickIndex(rng: RngState, n: number): number {
  return rollDie(rng, n) - 1;
}
