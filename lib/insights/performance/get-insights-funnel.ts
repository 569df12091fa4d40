import 'server-only';
import { loadPeriod } from './load-period';
import type { LoadedPeriod, PeriodInput } from './load-period';
import type { PeriodFigures } from './period-figures';
import type { TInsightsFunnel } from './schemas';

const stageValues = (f: PeriodFigures) =>
  [
    ['trials_requested', f.trialsRequested],
    ['trials_completed', f.trialsCompleted],
    ['converted', f.funnelConverted],
    ['retained', f.funnelRetained],
  ] as const;

/** The four stages of the spec (Performance rules 3); widths relative to the largest stage, 0 when all are 0. */
export function buildFunnel({ info, current, previous }: LoadedPeriod): TInsightsFunnel {
  const values = stageValues(current);
  const before = stageValues(previous);
  const max = Math.max(...values.map(([, value]) => value));
  return {
    ...info,
    stages: values.map(([stage, value], index) => ({
      stage,
      value,
      previous: before[index]![1],
      width: max === 0 ? 0 : Math.round((value / max) * 100),
    })),
  };
}

export async function getInsightsFunnel(input: PeriodInput): Promise<TInsightsFunnel> {
  return buildFunnel(await loadPeriod(input));
}
