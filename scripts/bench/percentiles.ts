/** Nearest-rank percentile of a sample (ms). */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function summarize(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    mean: round(mean),
    max: round(sorted.at(-1) ?? NaN),
  };
}

/**
 * Times `work` `requests` times after `warmup` calls and prints p50/p95/p99, mean, max and the process's
 * CPU time per call: with PGlite the database runs in this process, so CPU time is the work itself, while
 * wall time also shows what else the machine runs.
 */
export async function timeCalls(
  label: string,
  work: () => Promise<unknown>,
  { warmup, requests }: { warmup: number; requests: number },
) {
  for (let index = 0; index < warmup; index++) await work();
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerCall = Math.round((cpu.user + cpu.system) / requests / 100) / 10;
  const figures = summarize(samples);
  console.info(
    `${label.padEnd(40)} p50 ${figures.p50} ms  p95 ${figures.p95} ms  p99 ${figures.p99} ms  ` +
      `mean ${figures.mean} ms  max ${figures.max} ms  cpu ${cpuPerCall} ms/call  (n=${figures.n})`,
  );
  return figures;
}
