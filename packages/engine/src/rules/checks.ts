// Characteristic checks (DEC-05): the `guilds` Speed check, and any check the texts leave undefined.
// A d12 at or below the characteristic passes, as AHQ-C40 tests Intelligence; a 1 always passes and
// a 12 always fails, whatever the characteristic after its modifiers.

/** Whether a d12 `face` passes a check against a characteristic worth `value` (DEC-05). */
export function checkPasses(face: number, value: number): boolean {
  return face === 1 || (face !== 12 && face <= value);
}
