/** The scheduled instant of a cron run, to the minute: the same for every retry of the run. */
export const scheduledRunAt = (ts: number | undefined) =>
  new Date(Math.floor((ts ?? Date.now()) / 60_000) * 60_000).toISOString();
