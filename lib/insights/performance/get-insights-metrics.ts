import 'server-only';
import { rate, rateKpi } from './kpi';
import { loadPeriod } from './load-period';
import type { LoadedPeriod, PeriodInput } from './load-period';
import type { TInsightsMetrics, TQualityMetric } from './schemas';

/** Green at or above the target, red below (spec, Performance rules 2); no status without data. */
function judged(value: number | null, previous: number | null, target: number): TQualityMetric {
  return { ...rateKpi(value, previous), target, status: value === null ? null : value >= target ? 'green' : 'red' };
}

/**
 * attendance = completed / (completed + no-shows); completion = completed / (completed + no-shows +
 * cancelled); rebooking = students with a completed session in the period who have a later booked
 * session / those students. Sessions by their start in the period (definitions: decision 0049).
 */
export function buildMetrics({ teacher, info, current, previous }: LoadedPeriod): TInsightsMetrics {
  const { targets } = teacher;
  const attendance = (f: typeof current) => rate(f.completed, f.completed + f.noShows);
  const completion = (f: typeof current) => rate(f.completed, f.completed + f.noShows + f.cancelled);
  const rebooking = (f: typeof current) => rate(f.rebookedStudents, f.rebookingStudents);
  return {
    ...info,
    attendance: judged(attendance(current), attendance(previous), targets.attendance),
    completion: judged(completion(current), completion(previous), targets.completion),
    rebooking: judged(rebooking(current), rebooking(previous), targets.rebooking),
  };
}

export async function getInsightsMetrics(input: PeriodInput): Promise<TInsightsMetrics> {
  return buildMetrics(await loadPeriod(input));
}
