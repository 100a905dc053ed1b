// The letters the deployment zones of an aof-quest battlefield are drawn with, the same on the
// terminal's map, its SVG and the web page's board and legend, so that a player reading one can
// follow the other.

/** The letter of each zone: H for the heroes', then A, B, C… in the mission's order, leaving out
 * G and T (goals and search tokens are marked with them). */
export function zoneLetters(b: { heroZone: string; zones: readonly { id: string }[] }): Map<string, string> {
  const out = new Map<string, string>([[b.heroZone, 'H']]);
  let next = 0;
  for (const z of b.zones) {
    if (out.has(z.id)) continue;
    let ch = String.fromCharCode(65 + next++);
    while (ch === 'H' || ch === 'G' || ch === 'T') ch = String.fromCharCode(65 + next++);
    out.set(z.id, ch);
  }
  return out;
}
