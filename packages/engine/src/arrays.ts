// Typed arrays carved out of shared blocks of memory. A typed array of more than a few numbers
// made with `new` (one per square of a dungeon, say) gets memory of its own outside the heap,
// which costs about a microsecond to make and more to collect; move searches and walking
// distances make thousands a game. Carving it from a block costs a twentieth. Each array has memory
// of its own, never shared with another (a block is only ever handed out forward, then left to
// the collector, which frees it once no array carved from it is left), and starts filled with
// zeros.

/** Bytes per block: a few dozen dungeons' worth of squares, so that an array kept long (a cache of
 * distances) keeps little else alive. */
const BLOCK = 1 << 16;

let block = new ArrayBuffer(BLOCK);
let used = 0;

/** Where `bytes` of fresh, zeroed memory start in `block` (8-byte aligned), or -1 if a block
 * cannot hold them. */
function carve(bytes: number): number {
  if (bytes > BLOCK / 4) return -1;
  if (used + bytes > BLOCK) {
    block = new ArrayBuffer(BLOCK);
    used = 0;
  }
  const offset = used;
  used += (bytes + 7) & ~7;
  return offset;
}

export function carveUint8(n: number): Uint8Array {
  const at = carve(n);
  return at < 0 ? new Uint8Array(n) : new Uint8Array(block, at, n);
}

export function carveUint16(n: number): Uint16Array {
  const at = carve(n * 2);
  return at < 0 ? new Uint16Array(n) : new Uint16Array(block, at, n);
}

export function carveInt16(n: number): Int16Array {
  const at = carve(n * 2);
  return at < 0 ? new Int16Array(n) : new Int16Array(block, at, n);
}

export function carveInt32(n: number): Int32Array {
  const at = carve(n * 4);
  return at < 0 ? new Int32Array(n) : new Int32Array(block, at, n);
}

export function carveFloat64(n: number): Float64Array {
  const at = carve(n * 8);
  return at < 0 ? new Float64Array(n) : new Float64Array(block, at, n);
}
