// The map's tiles are one string, a character per square, read square by square wherever the board
// is looked at (move searches, sight, the views, the bots). A string joined from pieces is kept as
// a tree of them, which V8 joins into one the first time a square is read and reads through an
// extra hop ever after; a string decoded from bytes is plain from the start. So tiles are written
// as bytes and decoded once.
const decoder = new TextDecoder('latin1');
const encoder = new TextEncoder();
let scratch = new Uint8Array(4096);

/** A buffer of at least `n` bytes for tiles being written, shared (nothing keeps it). */
export function tileBytes(n: number): Uint8Array {
  if (scratch.length < n) scratch = new Uint8Array(n);
  return scratch.subarray(0, n);
}

/** The first `n` bytes of `bytes` (ASCII tiles) as one plain string. */
export function tileString(bytes: Uint8Array, n = bytes.length): string {
  return decoder.decode(bytes.subarray(0, n));
}

/** `tiles` as bytes to change, in the shared buffer. Tiles are ASCII (the map's few characters),
 * whose UTF-8 bytes are their codes: the encoder copies them many times faster than a loop. */
export function bytesOfTiles(tiles: string): Uint8Array {
  const out = tileBytes(tiles.length);
  encoder.encodeInto(tiles, out);
  return out;
}

/** `tiles` with the square of each of `changes` set to its one-character tile. */
export function withTiles(tiles: string, changes: Iterable<readonly [number, string]>): string {
  const out = bytesOfTiles(tiles);
  for (const [cell, t] of changes) out[cell] = t.charCodeAt(0);
  return tileString(out, tiles.length);
}
