import type { StatsSummary } from "./summary";

// The report as one self-contained page (no script, no request): the days as an SVG bar chart of
// views with visitors as a line, and each list as bars, readable on a phone and printable. Paths
// and hosts come from strangers: every text is escaped.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0) ?? 0};`);
}

function dayChart(days: StatsSummary["days"]): string {
  // About a phone's width in CSS pixels, so the labels keep their size there.
  const width = 360;
  const height = 150;
  const top = 12;
  const bottom = 24;
  const max = Math.max(1, ...days.map((day) => Math.max(day.views, day.visitors)));
  const step = width / Math.max(1, days.length);
  const y = (value: number) => top + (height - top - bottom) * (1 - value / max);
  const bars = days
    .map((day, index) => {
      const x = index * step + step * 0.15;
      return `<rect x="${x.toFixed(1)}" y="${y(day.views).toFixed(1)}" width="${(step * 0.7).toFixed(1)}" height="${(height - bottom - y(day.views)).toFixed(1)}" class="views"><title>${day.day}: ${day.views} views, ${day.visitors} visitors</title></rect>`;
    })
    .join("");
  const line = days
    .map((day, index) => `${(index * step + step / 2).toFixed(1)},${y(day.visitors).toFixed(1)}`)
    .join(" ");
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  return `<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="Views and visitors per day">
<line x1="0" x2="${width}" y1="${height - bottom}" y2="${height - bottom}" class="axis"/>
${bars}<polyline points="${line}" class="visitors"/>
<text x="0" y="${height - 6}">${first}</text><text x="${width}" y="${height - 6}" text-anchor="end">${last}</text>
<text x="0" y="10">${max}</text></svg>`;
}

function bars(title: string, entries: { name: string; views: number; note?: string }[]): string {
  if (entries.length === 0) return `<section><h2>${title}</h2><p class="none">None</p></section>`;
  const max = Math.max(...entries.map((entry) => entry.views));
  const rows = entries
    .slice(0, 20)
    .map(
      (entry) =>
        `<li><span class="name">${escapeHtml(entry.name)}</span><span class="count">${entry.views}${entry.note ? ` <small>${entry.note}</small>` : ""}</span><span class="bar" style="width:${((entry.views / max) * 100).toFixed(1)}%"></span></li>`,
    )
    .join("");
  return `<section><h2>${title}</h2><ol>${rows}</ol></section>`;
}

const style = `
:root{color-scheme:light dark;--fg:#1d1d1f;--bg:#fafaf7;--muted:#6b6b6b;--bar:#3b6ea8;--line:#d9822b}
@media (prefers-color-scheme:dark){:root{--fg:#eee;--bg:#161616;--muted:#9a9a9a;--bar:#6f9fd8;--line:#f0a35a}}
*{box-sizing:border-box}body{margin:0;padding:16px;font:15px/1.4 system-ui,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:720px;margin:auto}h1{font-size:1.3rem;margin:0 0 4px}h2{font-size:1rem;margin:24px 0 8px}
.period{color:var(--muted);margin:0 0 16px}.totals{display:flex;gap:12px;flex-wrap:wrap;margin:0 0 8px;padding:0;list-style:none}
.totals li{display:block;flex:1 1 120px;padding:10px;border:1px solid color-mix(in srgb,var(--fg) 15%,transparent);border-radius:8px}
.totals b{display:block;font-size:1.5rem}svg{width:100%;height:auto;display:block}svg text{font-size:11px;fill:var(--muted)}
.views{fill:var(--bar)}.visitors{fill:none;stroke:var(--line);stroke-width:2}.axis{stroke:var(--muted)}
.legend{color:var(--muted);font-size:.85rem}.legend i{display:inline-block;width:10px;height:10px;margin:0 4px 0 10px}
ol{list-style:none;margin:0;padding:0}li{position:relative;display:flex;justify-content:space-between;gap:8px;padding:4px 6px;margin:2px 0}
.name{overflow-wrap:anywhere;z-index:1}.count{z-index:1;white-space:nowrap}.count small{color:var(--muted)}
.bar{position:absolute;left:0;top:0;bottom:0;background:color-mix(in srgb,var(--bar) 22%,transparent);border-radius:4px}
.none{color:var(--muted)}table{border-collapse:collapse;width:100%}td,th{text-align:left;white-space:nowrap;padding:4px 6px;border-bottom:1px solid color-mix(in srgb,var(--fg) 12%,transparent)}
`;

export function htmlReport(summary: StatsSummary): string {
  const messages =
    summary.messages === null
      ? "<b>—</b>messages"
      : `<b>${summary.messages.received}</b>messages (${summary.messages.delivered} delivered)`;
  const speed =
    summary.speed.length === 0
      ? ""
      : `<section><h2>Field speed (p75)</h2><table><tr><th>page</th><th>engine</th><th>metric</th><th>p75</th><th>visits</th></tr>${summary.speed
          .map(
            (entry) =>
              `<tr><td>${escapeHtml(entry.template)}</td><td>${escapeHtml(entry.engine)}</td><td>${entry.metric}</td><td>${entry.metric === "CLS" ? entry.p75.toFixed(3) : `${entry.p75} ms`}</td><td>${entry.samples}</td></tr>`,
          )
          .join("")}</table></section>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visits ${summary.from} to ${summary.to}</title><style>${style}</style></head>
<body><main>
<h1>Visits</h1><p class="period">${summary.from} to ${summary.to} (UTC)</p>
<ul class="totals"><li><b>${summary.views}</b>views</li><li><b>${summary.visitors}</b>visitors</li><li><b>${summary.notFound.reduce((sum, entry) => sum + entry.views, 0)}</b>broken links followed</li><li>${messages}</li></ul>
<p class="legend"><i style="background:var(--bar)"></i>views <i style="background:var(--line)"></i>visitors</p>
${dayChart(summary.days)}
${bars(
  "Pages",
  summary.pages.map((page) => ({
    name: page.path,
    views: page.views,
    note: `${page.visitors} visitors`,
  })),
)}
${bars(
  "Referrers",
  summary.referrers.map((entry) => ({ name: entry.host, views: entry.views })),
)}
${bars(
  "Languages",
  summary.languages.map((entry) => ({ name: entry.language, views: entry.views })),
)}
${bars(
  "Devices",
  summary.devices.map((entry) => ({ name: entry.device, views: entry.views })),
)}
${bars(
  "Broken links (404)",
  summary.notFound.map((entry) => ({ name: entry.path, views: entry.views })),
)}
${speed}
</main></body></html>
`;
}
