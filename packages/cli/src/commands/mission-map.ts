// Drawing an aof-quest battlefield for `delve mission`: as text, two characters a square (the
// terrain kind, then the height), or as SVG, a colour a kind with the height written on every
// raised or sunken square. Drawn from a hero's briefing (DEC-27): zones, AI Goals and search
// token markers, never what a token holds.
import { KIND_CHAR, zoneLetters, type AofTerrainKind, type MissionBriefing } from '@delve/engine';

const KINDS = Object.keys(KIND_CHAR) as AofTerrainKind[];

function kindOf(b: MissionBriefing, x: number, y: number): AofTerrainKind {
  const ch = b.battlefield.kinds[y * b.size + x]!;
  return KINDS.find((k) => KIND_CHAR[k] === ch)!;
}

/** A height in one character: blank at ground level, 1-9 up, + above 9; a gap shows its depth. */
function heightChar(h: number): string {
  const a = Math.abs(h);
  return a === 0 ? ' ' : a > 9 ? '+' : String(a);
}

/** The map as text: a ruler every 6 squares (6" on 4'×4'), two characters a square. */
export function textMap(b: MissionBriefing): string {
  const size = b.size;
  const letters = zoneLetters(b);
  const cells: string[][] = [];
  for (let y = 0; y < size; y++) {
    const row: string[] = [];
    for (let x = 0; x < size; x++) {
      const k = kindOf(b, x, y);
      let first = KIND_CHAR[k];
      if (k === 'open') {
        const z = b.zones.find((zz) => x >= zz.at[0] && y >= zz.at[1] && x < zz.at[0] + zz.size[0] && y < zz.at[1] + zz.size[1]);
        if (z) first = letters.get(z.id)!;
      }
      row.push(first + heightChar(b.battlefield.heights[y * size + x]!));
    }
    cells.push(row);
  }
  b.aiGoals.forEach((g, i) => { cells[g.at[1]]![g.at[0]] = `G${i + 1 > 9 ? '+' : i + 1}`; });
  b.tokens.forEach((t, i) => { cells[t.at[1]]![t.at[0]] = `T${i + 1 > 9 ? '+' : i + 1}`; });
  const ruler = Array.from({ length: size }, (_, x) => (x % 6 === 0 ? String(x).padEnd(2) : '  ')).join('');
  const lines = [`    ${ruler}`];
  cells.forEach((row, y) => lines.push(`${y % 6 === 0 ? String(y).padStart(3) : '   '} ${row.join('')}`.trimEnd()));
  return lines.join('\n');
}

export interface LegendWords {
  kinds: Record<AofTerrainKind, string>;
  height: string;
  svgHeight: string;
  zone: string;
  goal: string;
  token: string;
}

export function textLegend(b: MissionBriefing, w: LegendWords, zoneName: (id: string) => string): string {
  const letters = zoneLetters(b);
  const kinds = KINDS.map((k) => `${KIND_CHAR[k]} ${w.kinds[k]}`).join('  ');
  const zones = b.zones.map((z) => `${letters.get(z.id)!} ${zoneName(z.id)}`).join('  ');
  return `${kinds}\n${w.height}\n${zones}  (${w.zone})\nG1.. ${w.goal}  T1.. ${w.token}`;
}

export const KIND_COLOURS: Readonly<Record<AofTerrainKind, string>> = {
  open: '#c9c08f', cover: '#4f8a3c', difficult: '#8a7040', dangerous: '#b8452f', blocker: '#4a4744', gap: '#15131a',
};

/** The height's shade over the kind's colour: lighter up, darker down. */
function shade(h: number): string {
  if (h === 0) return '';
  const a = Math.min(0.5, Math.abs(h) * 0.08);
  return h > 0 ? `rgba(255,255,255,${a.toFixed(2)})` : `rgba(0,0,0,${a.toFixed(2)})`;
}

function esc(t: string): string {
  return t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The map as SVG, with a legend under it. */
export function svgMap(b: MissionBriefing, w: LegendWords, zoneName: (id: string) => string, cell = Math.max(16, Math.floor(768 / b.size))): string {
  const size = b.size;
  const px = size * cell;
  const legendH = 5 * 18 + 10;
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px + legendH}" viewBox="0 0 ${px} ${px + legendH}" font-family="sans-serif">`, `<rect width="100%" height="100%" fill="#1d1a17"/>`];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const k = kindOf(b, x, y);
      const h = b.battlefield.heights[y * size + x]!;
      out.push(`<rect x="${x * cell}" y="${y * cell}" width="${cell}" height="${cell}" fill="${KIND_COLOURS[k]}" stroke="rgba(0,0,0,0.2)"><title>${esc(w.kinds[k])} ${x},${y} ${h}"</title></rect>`);
      const s = shade(h);
      if (s) out.push(`<rect x="${x * cell}" y="${y * cell}" width="${cell}" height="${cell}" fill="${s}" pointer-events="none"/>`);
      if (h !== 0) out.push(`<text x="${x * cell + cell / 2}" y="${y * cell + cell * 0.7}" font-size="${cell * 0.55}" text-anchor="middle" fill="${h > 0 ? '#1a1a1a' : '#d0d0d0'}">${h}</text>`);
    }
  }
  // Piece edges: a line wherever the kind or the height changes, so a hill reads as one.
  const key = (x: number, y: number) => `${b.battlefield.kinds[y * size + x]}${b.battlefield.heights[y * size + x]}`;
  const edges: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (x + 1 < size && key(x, y) !== key(x + 1, y)) edges.push(`M${(x + 1) * cell} ${y * cell}v${cell}`);
      if (y + 1 < size && key(x, y) !== key(x, y + 1)) edges.push(`M${x * cell} ${(y + 1) * cell}h${cell}`);
    }
  }
  out.push(`<path d="${edges.join('')}" stroke="#1a1410" stroke-width="2" fill="none"/>`);
  const letters = zoneLetters(b);
  for (const z of b.zones) {
    const hero = z.id === b.heroZone;
    out.push(`<rect x="${z.at[0] * cell + 1}" y="${z.at[1] * cell + 1}" width="${z.size[0] * cell - 2}" height="${z.size[1] * cell - 2}" fill="${hero ? 'rgba(80,140,220,0.25)' : 'rgba(220,80,70,0.18)'}" stroke="${hero ? '#5b9be0' : '#d6584c'}" stroke-width="2" stroke-dasharray="6 3"><title>${esc(zoneName(z.id))}</title></rect>`);
    out.push(`<text x="${z.at[0] * cell + 4}" y="${z.at[1] * cell + cell - 3}" font-size="${cell * 0.8}" font-weight="bold" fill="${hero ? '#bcd8ff' : '#ffc8c0'}">${letters.get(z.id)}</text>`);
  }
  b.aiGoals.forEach((g, i) => {
    const cx = g.at[0] * cell + cell / 2, cy = g.at[1] * cell + cell / 2;
    out.push(`<polygon points="${cx},${cy - cell * 0.6} ${cx + cell * 0.6},${cy} ${cx},${cy + cell * 0.6} ${cx - cell * 0.6},${cy}" fill="#f2c14e" stroke="#3a2a00"><title>${esc(w.goal)} G${i + 1}</title></polygon>`);
    out.push(`<text x="${cx}" y="${cy + cell * 0.25}" font-size="${cell * 0.6}" text-anchor="middle" fill="#1a1a1a">${i + 1}</text>`);
  });
  b.tokens.forEach((t, i) => {
    const cx = t.at[0] * cell + cell / 2, cy = t.at[1] * cell + cell / 2;
    out.push(`<circle cx="${cx}" cy="${cy}" r="${cell * 0.45}" fill="#e8e0cc" stroke="#5a4a2a" stroke-width="2"><title>${esc(w.token)} T${i + 1}</title></circle>`);
    out.push(`<text x="${cx}" y="${cy + cell * 0.22}" font-size="${cell * 0.6}" text-anchor="middle" fill="#1a1a1a">?</text>`);
  });
  // The legend: a swatch a kind, the shading, the markers.
  let lx = 6, ly = px + 8;
  for (const k of KINDS) {
    out.push(`<rect x="${lx}" y="${ly}" width="14" height="14" fill="${KIND_COLOURS[k]}" stroke="#000"/><text x="${lx + 18}" y="${ly + 12}" font-size="12" fill="#e8e0cc">${esc(w.kinds[k])}</text>`);
    lx += 18 + 8 * w.kinds[k].length + 14;
    if (lx > px - 120) { lx = 6; ly += 18; }
  }
  ly += 20;
  out.push(`<text x="6" y="${ly + 12}" font-size="12" fill="#e8e0cc">${esc(w.svgHeight)}</text>`);
  ly += 18;
  out.push(`<text x="6" y="${ly + 12}" font-size="12" fill="#e8e0cc">${esc(b.zones.map((z) => `${letters.get(z.id)} ${zoneName(z.id)}`).join('  '))}</text>`);
  ly += 18;
  out.push(`<text x="6" y="${ly + 12}" font-size="12" fill="#e8e0cc">◆ ${esc(w.goal)}   ● ${esc(w.token)}</text>`);
  out.push('</svg>');
  return out.join('\n');
}
