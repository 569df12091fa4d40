import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { remainingSeriesCredits } from './charge-series-credits';
import { judgeOccurrences } from './judge-occurrences';
import { planOccurrences, seriesAnchor } from './plan-occurrences';
import type { TSeriesFrequency, TSeriesPreview } from './schemas';
import type { SeriesContext } from './series-context';

/**
 * The dry run of a series: every planned lesson (same wall-clock time in the context's zone) with
 * its conflict and nearby free times, and what the free ones would take of the student's credits.
 * Writes nothing; the create repeats every check in its transaction.
 */
export async function previewSeries(
  client: Prisma.TransactionClient,
  context: SeriesContext,
  input: { startUtc: string; frequency: TSeriesFrequency; count: number },
  now: Date,
): Promise<TSeriesPreview> {
  const firstStartUtc = new Date(input.startUtc);
  const starts = planOccurrences({ firstStartUtc, zone: context.zone, frequency: input.frequency, count: input.count });
  const occurrences = await judgeOccurrences({
    teacherId: context.teacherId,
    durationMinutes: context.service.durationMinutes,
    starts,
    zone: context.zone,
    booker: context.booker,
    now,
    client,
  });
  const remaining = await remainingSeriesCredits(client, {
    teacherId: context.teacherId,
    serviceId: context.service.id,
    studentId: context.studentId,
    now,
  });
  const needed = occurrences.filter((occurrence) => occurrence.status === 'free').length;
  const { localTime, weekday } = seriesAnchor(firstStartUtc, context.zone);
  return {
    frequency: input.frequency,
    localTime,
    weekday,
    timezone: context.zone,
    occurrences,
    credits: { remaining, needed, shortfall: Math.max(0, needed - remaining) },
  };
}
