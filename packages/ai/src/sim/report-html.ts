// A self-contained HTML report of a simulation: win rates with their intervals, the length of the
// games, and figures per model type, drawn as inline SVG (no scripts, no network).
import type { SimReport } from './report.ts';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const COLOURS = ['#3b6ea5', '#c0504d', '#9bbb59', '#8064a2'];

/** Horizontal bars with whiskers: one per arm, values in [0, 1]. */
function winChart(r: SimReport): string {
  const rowH = 34;
  const w = 560;
  const left = 180;
  const scale = (x: number) => left + x * (w - left - 20);
  const rows = r.arms.map((a, i) => {
    const y = 20 + i * rowH;
    const s = a.summary.winRate;
    return `<text x="${left - 8}" y="${y + 15}" text-anchor="end">${esc(a.label)}</text>
<rect x="${left}" y="${y}" width="${scale(s.value) - left}" height="20" fill="${COLOURS[i % 4]}"/>
<line x1="${scale(s.low)}" x2="${scale(s.high)}" y1="${y + 10}" y2="${y + 10}" stroke="#000"/>
<line x1="${scale(s.low)}" x2="${scale(s.low)}" y1="${y + 4}" y2="${y + 16}" stroke="#000"/>
<line x1="${scale(s.high)}" x2="${scale(s.high)}" y1="${y + 4}" y2="${y + 16}" stroke="#000"/>
<text x="${scale(s.high) + 6}" y="${y + 15}">${(s.value * 100).toFixed(1)}%</text>`;
  });
  const h = 30 + r.arms.length * rowH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => `<line x1="${scale(t)}" x2="${scale(t)}" y1="14" y2="${h - 10}" stroke="#ddd"/><text x="${scale(t)}" y="${h}" text-anchor="middle" font-size="10">${t * 100}%</text>`);
  return `<svg width="${w}" height="${h + 6}" font-family="sans-serif" font-size="12">${ticks.join('')}${rows.join('')}</svg>`;
}

/** Games by number of turns, the arms side by side. */
function turnsChart(r: SimReport): string {
  const maxT = Math.max(1, ...r.arms.map((a) => a.summary.turnHistogram.length - 1));
  const frac = r.arms.map((a) => a.summary.turnHistogram.map((c) => c / Math.max(1, a.summary.games)));
  const top = Math.max(0.01, ...frac.flat());
  const w = 560;
  const h = 180;
  const slot = (w - 40) / (maxT + 1);
  const bw = slot / (r.arms.length + 1);
  const bars: string[] = [];
  frac.forEach((f, i) => f.forEach((v, t) => {
    const bh = (v / top) * (h - 40);
    bars.push(`<rect x="${30 + t * slot + i * bw}" y="${h - 20 - bh}" width="${bw}" height="${bh}" fill="${COLOURS[i % 4]}"><title>${t} turns: ${(v * 100).toFixed(1)}%</title></rect>`);
  }));
  const labels = Array.from({ length: maxT + 1 }, (_, t) => (t % Math.ceil((maxT + 1) / 15) === 0 ? `<text x="${30 + t * slot + slot / 2}" y="${h - 5}" text-anchor="middle" font-size="10">${t}</text>` : ''));
  return `<svg width="${w}" height="${h}" font-family="sans-serif" font-size="12"><line x1="30" x2="${w}" y1="${h - 20}" y2="${h - 20}" stroke="#000"/>${bars.join('')}${labels.join('')}</svg>`;
}

function typeTable(r: SimReport): string {
  return r.arms.map((a) => {
    const rows = a.summary.byType.map((t) => {
      const m = (x: number) => (x / Math.max(1, t.count)).toFixed(2);
      return `<tr><td>${esc(t.type)}</td><td>${t.side}</td><td>${t.count}</td><td>${m(t.woundsDealt)}</td><td>${m(t.woundsTaken)}</td><td>${m(t.kills)}</td><td>${m(t.knockedOut)}</td><td>${m(t.deaths)}</td><td>${m(t.gold)}</td></tr>`;
    });
    return `<h3>${esc(a.label)}</h3><table><tr><th>type</th><th>side</th><th>models</th><th>wounds dealt</th><th>wounds taken</th><th>kills</th><th>KO's</th><th>deaths</th><th>gold</th></tr>${rows.join('')}</table>`;
  }).join('');
}

export function htmlReport(r: SimReport): string {
  const summary = r.arms.map((a, i) => {
    const s = a.summary;
    return `<tr><td><span style="color:${COLOURS[i % 4]}">■</span> ${esc(a.label)}</td><td>${s.games}</td><td>${(s.winRate.value * 100).toFixed(1)}% (${(s.winRate.low * 100).toFixed(1)}–${(s.winRate.high * 100).toFixed(1)})</td><td>${s.turns.toFixed(2)}</td><td>${s.woundsDealtByHeroes.toFixed(2)}</td><td>${s.woundsTakenByHeroes.toFixed(2)}</td><td>${s.heroDeaths.toFixed(2)}</td><td>${s.heroKnockOuts.toFixed(2)}</td><td>${s.treasure.toFixed(1)}</td></tr>`;
  }).join('');
  const diff = r.difference
    ? `<p>Difference in hero win rate (${esc(r.arms[1]!.label)} − ${esc(r.arms[0]!.label)}): <b>${(r.difference.value * 100).toFixed(1)} points</b>, 95% CI ${(r.difference.low * 100).toFixed(1)} to ${(r.difference.high * 100).toFixed(1)}.</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(r.title)}</title>
<style>body{font-family:sans-serif;max-width:960px;margin:2em auto;color:#222}table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}td:first-child,th:first-child{text-align:left}</style>
</head><body>
<h1>${esc(r.title)}</h1>
<p>${r.arms.reduce((t, a) => t + a.summary.games, 0)} games in ${r.seconds.toFixed(1)} s on ${r.threads} threads.</p>
<h2>Hero win rate (95% Wilson interval)</h2>
${winChart(r)}
${diff}
<table><tr><th>arm</th><th>games</th><th>hero wins</th><th>turns</th><th>wounds dealt by heroes</th><th>wounds taken</th><th>hero deaths</th><th>KO's</th><th>gold</th></tr>${summary}</table>
<h2>Game length (share of games by turns)</h2>
${turnsChart(r)}
<h2>Per model type (means per model)</h2>
${typeTable(r)}
</body></html>
`;
}
