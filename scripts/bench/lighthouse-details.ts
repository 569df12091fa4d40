// What `bench:lighthouse -- --details` prints per run: the long tasks Lighthouse counted (simulated
// durations) and the main thread's time per script and per kind of work (decision 0185).
type Item = Record<string, unknown>;
export type AuditedReport = { finalDisplayedUrl: string; audits: Record<string, { details?: unknown }> };

const itemsOf = (lhr: AuditedReport, id: string) =>
  ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
const short = (url: unknown) => String(url).replace(/^.*\/_next\/static\/chunks\//, '');

export function lighthouseDetails(lhr: AuditedReport) {
  const lines = [`  ${lhr.finalDisplayedUrl}`];
  for (const task of itemsOf(lhr, 'long-tasks')) {
    lines.push(
      `    long task at ${Math.round(Number(task.startTime))} ms: ${Math.round(Number(task.duration))} ms, ${short(task.url)}`,
    );
  }
  for (const row of itemsOf(lhr, 'bootup-time').slice(0, 8)) {
    lines.push(
      `    script ${short(row.url).padEnd(30)} total ${Math.round(Number(row.total))} ms, evaluation ${Math.round(Number(row.scripting))} ms, parse/compile ${Math.round(Number(row.scriptParseCompile))} ms`,
    );
  }
  lines.push(
    `    main thread: ${itemsOf(lhr, 'mainthread-work-breakdown')
      .map((row) => `${row.groupLabel} ${Math.round(Number(row.duration))}`)
      .join(', ')} ms`,
  );
  return lines.join('\n');
}
