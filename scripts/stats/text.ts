import { terminalSafe } from "#scripts/messages/terminal-safe.ts";

import type { StatsSummary } from "./summary";

// The report in a terminal: the period's days as two small bar charts (one column a day), then each
// list with a bar per entry. Paths and hosts come from strangers: shown terminal-safe.

const levels = " ▁▂▃▄▅▆▇█";

/** One character a day, its height the day's share of the busiest day. */
function sparkline(values: readonly number[]): string {
  const max = Math.max(...values, 0);
  return values
    .map((value) =>
      max === 0 ? levels[0] : levels[Math.ceil((value / max) * (levels.length - 1))],
    )
    .join("");
}

function bar(value: number, max: number, width = 24): string {
  return max === 0
    ? ""
    : "█".repeat(Math.max(value > 0 ? 1 : 0, Math.round((value / max) * width)));
}

function list(title: string, entries: { name: string; views: number; extra?: string }[], top = 10) {
  if (entries.length === 0) return [`${title}: none`];
  const shown = entries.slice(0, top);
  const width = Math.min(48, Math.max(...shown.map((entry) => terminalSafe(entry.name).length)));
  const max = Math.max(...shown.map((entry) => entry.views));
  const lines = shown.map((entry) => {
    const name = terminalSafe(entry.name);
    const clipped = name.length > width ? `${name.slice(0, width - 1)}…` : name.padEnd(width);
    return `  ${clipped}  ${String(entry.views).padStart(6)}${entry.extra ?? ""}  ${bar(entry.views, max)}`;
  });
  const more = entries.length - shown.length;
  return [title, ...lines, ...(more > 0 ? [`  … and ${more} more (--json lists all)`] : [])];
}

export function textReport(summary: StatsSummary, location: string): string[] {
  const views = summary.days.map((day) => day.views);
  const visitors = summary.days.map((day) => day.visitors);
  const lines = [
    `Visits ${summary.from} to ${summary.to} (UTC), ${location}`,
    "",
    `views     ${sparkline(views)}  ${summary.views} (busiest day ${Math.max(0, ...views)})`,
    `visitors  ${sparkline(visitors)}  ${summary.visitors} (daily visitors, added up)`,
    `          ${summary.from}${" ".repeat(Math.max(1, summary.days.length - 20))}${summary.to}`,
    "",
    ...list(
      "Pages (views, visitors)",
      summary.pages.map((page) => ({
        name: page.path,
        views: page.views,
        extra: ` ${String(page.visitors).padStart(6)}`,
      })),
    ),
    "",
    ...list(
      "Languages",
      summary.languages.map((entry) => ({ name: entry.language, views: entry.views })),
    ),
    "",
    ...list(
      "Referrers",
      summary.referrers.map((entry) => ({ name: entry.host, views: entry.views })),
    ),
    "",
    ...list(
      "Devices",
      summary.devices.map((entry) => ({ name: entry.device, views: entry.views })),
    ),
    "",
    ...list(
      "Broken links (404)",
      summary.notFound.map((entry) => ({ name: entry.path, views: entry.views })),
    ),
    "",
    summary.messages === null
      ? "Messages: no outbox"
      : `Messages: ${summary.messages.received} received, ${summary.messages.delivered} delivered`,
  ];
  if (summary.speed.length > 0) {
    lines.push("", "Field speed (p75: LCP and INP in ms, CLS)");
    for (const entry of summary.speed) {
      lines.push(
        `  ${entry.template.padEnd(8)} ${entry.engine.padEnd(9)} ${entry.metric.padEnd(4)} ${String(entry.p75).padStart(7)}  (${entry.samples} visits)`,
      );
    }
  }
  return lines;
}
