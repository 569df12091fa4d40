import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { BusinessRuleError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { minuteMs } from '@/lib/core/time';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { convertWaitlistEntry } from '@/lib/waitlist/convert-waitlist-entry';
import { isOverlapViolation } from '../is-overlap-violation';
import { chargeSeriesCredits, remainingSeriesCredits } from './charge-series-credits';
import { judgeOccurrences } from './judge-occurrences';
import { loadSeries } from './load-series';
import { expireHoldsOver, findOverlappingSessions } from './occupying-sessions';
import { seriesAnchor } from './plan-occurrences';
import type { TSeriesFrequency, TSessionSeries } from './schemas';
import type { SeriesContext } from './series-context';
import { OccurrenceConflictError } from './series-errors';
import { newSessionMeetingUrl } from '@/lib/booking/meeting/new-session-meeting-url';

type CreateSeries = {
  /** Loads (and access-checks) who books what, inside the transaction. */
  context: (tx: Prisma.TransactionClient) => Promise<SeriesContext>;
  input: { frequency: TSeriesFrequency; occurrences: { startUtc: string }[] };
  meta?: RequestMeta;
  now?: Date;
};

type Kept = { index: number; start: Date; end: Date };

const at = (kept: Kept) => `occurrences.${kept.index}`;

/**
 * Books the lessons of a series the booker kept after the preview, ALL in one transaction: the
 * series row, one `scheduled` session per occurrence (seriesId set), credits per occurrence as
 * single bookings take them. Any refusal writes nothing:
 * - an occurrence in the past: 422 OCCURRENCE_IN_PAST;
 * - a time taken (the teacher) or not free (a student: availability as a single booking enforces
 *   it): 409 SLOT_UNAVAILABLE naming the occurrences in `details` (`occurrences.<index>`), also when a
 *   concurrent booking wins the race and the no-overlap constraint refuses an insert;
 * - a student without a credit for every lesson: 422 NO_CREDITS (the teacher's lessons beyond the
 *   credits are booked without enrollment, as their single booking does).
 */
export async function createSeries({ context, input, meta, now = new Date() }: CreateSeries): Promise<TSessionSeries> {
  return transaction(async (tx) => {
    const ctx = await context(tx);
    const duration = ctx.service.durationMinutes * minuteMs;
    const kept: Kept[] = input.occurrences
      .map(({ startUtc }, index) => {
        const start = new Date(startUtc);
        return { index, start, end: new Date(start.getTime() + duration) };
      })
      .sort((a, b) => a.start.getTime() - b.start.getTime());

    const past = kept.filter((occurrence) => occurrence.start.getTime() <= now.getTime());
    if (past.length) {
      throw new BusinessRuleError(
        'OCCURRENCE_IN_PAST',
        'A lesson of the series is in the past',
        past.map((occurrence) => ({ path: at(occurrence), message: 'This lesson is in the past' })),
      );
    }
    const spans = kept.map((occurrence) => ({ start: occurrence.start.getTime(), end: occurrence.end.getTime() }));
    await expireHoldsOver(tx, { teacherId: ctx.teacherId, spans, now });
    await refuseTakenTimes(tx, ctx, kept, now);

    if (ctx.booker === 'student') {
      const remaining = await remainingSeriesCredits(tx, { ...owner(ctx), now });
      if (remaining < kept.length) {
        throw new BusinessRuleError(
          'NO_CREDITS',
          `These ${kept.length} lessons need ${kept.length} credits and you have ${remaining}: buy a package first`,
        );
      }
    }
    const enrollmentIds = await chargeSeriesCredits(tx, { ...owner(ctx), now, count: kept.length });
    const first = kept[0]!;
    const anchor = usualAnchor(kept, ctx.zone);
    const series = await tx.sessionSeries.create({
      data: {
        teacherId: ctx.teacherId,
        serviceId: ctx.service.id,
        studentId: ctx.studentId,
        enrollmentId: enrollmentIds[0],
        frequency: input.frequency,
        localTime: anchor.localTime,
        weekday: anchor.weekday,
        timezone: ctx.zone,
        createdBy: ctx.booker,
      },
      select: { id: true },
    });
    const sessionIds = await insertOccurrences(tx, ctx, series.id, kept, enrollmentIds);

    // Once per student (recordLifecycleEvent ignores a second one).
    await recordLifecycleEvent(tx, {
      teacherId: ctx.teacherId,
      studentId: ctx.studentId,
      type: 'first_session',
      metadata: { sessionId: sessionIds[0]!, seriesId: series.id, startUtc: first.start.toISOString() },
      occurredAt: now,
    });
    if (ctx.booker === 'student') {
      await convertWaitlistEntry(tx, { ...owner(ctx) });
    }
    const actor = { type: ctx.booker, id: ctx.booker === 'teacher' ? ctx.teacherId : ctx.studentId };
    await recordAudit(
      tx,
      {
        teacherId: ctx.teacherId,
        actor,
        action: 'session.series.create',
        entity: { type: 'session_series', id: series.id },
        after: {
          frequency: input.frequency,
          weekday: anchor.weekday,
          localTime: anchor.localTime,
          timezone: ctx.zone,
          occurrences: kept.length,
        },
        metadata: { serviceId: ctx.service.id, studentId: ctx.studentId, sessionIds },
        request: meta,
      },
      ...kept.map((occurrence, i) => ({
        teacherId: ctx.teacherId,
        actor,
        action: ctx.booker === 'teacher' ? ('session.create' as const) : ('session.book' as const),
        entity: { type: 'session', id: sessionIds[i]! },
        after: { startUtc: occurrence.start.toISOString(), endUtc: occurrence.end.toISOString(), status: 'scheduled' },
        metadata: { seriesId: series.id, enrollmentId: enrollmentIds[i] },
        request: meta,
      })),
    );
    // One notice per lesson: each carries the .ics of its own lesson (decision 0029).
    for (const sessionId of sessionIds) {
      await enqueueSessionNotice(tx, { teacherId: ctx.teacherId, sessionId, kind: 'booked', actor: ctx.booker });
    }
    return loadSeries(tx, { teacherId: ctx.teacherId, seriesId: series.id });
  });
}

/** The weekday and time most lessons share: a moved first lesson does not redefine the series. */
function usualAnchor(kept: Kept[], zone: string) {
  const anchors = kept.map((occurrence) => seriesAnchor(occurrence.start, zone));
  const key = (anchor: (typeof anchors)[number]) => `${anchor.weekday} ${anchor.localTime}`;
  const counts = new Map<string, number>();
  for (const anchor of anchors) counts.set(key(anchor), (counts.get(key(anchor)) ?? 0) + 1);
  const best = Math.max(...counts.values());
  return anchors.find((anchor) => counts.get(key(anchor)) === best)!;
}

const owner = (ctx: SeriesContext) => ({
  teacherId: ctx.teacherId,
  serviceId: ctx.service.id,
  studentId: ctx.studentId,
});

/** 409 naming every kept lesson whose time is not bookable, before anything is written. */
async function refuseTakenTimes(tx: Prisma.TransactionClient, ctx: SeriesContext, kept: Kept[], now: Date) {
  const refused: { occurrence: Kept; message: string }[] = [];
  if (ctx.booker === 'student') {
    const judged = await judgeOccurrences({
      teacherId: ctx.teacherId,
      durationMinutes: ctx.service.durationMinutes,
      starts: kept.map((occurrence) => occurrence.start),
      zone: ctx.zone,
      booker: 'student',
      now,
      client: tx,
    });
    judged.forEach((judgement, i) => {
      if (judgement.status === 'conflict') refused.push({ occurrence: kept[i]!, message: 'This time is not free' });
    });
  } else {
    const spans = kept.map((occurrence) => ({ start: occurrence.start.getTime(), end: occurrence.end.getTime() }));
    const taken = await findOverlappingSessions(tx, { teacherId: ctx.teacherId, spans, now });
    for (const occurrence of kept) {
      if (taken.some((s) => s.startUtc < occurrence.end && s.endUtc > occurrence.start)) {
        refused.push({ occurrence, message: 'You already have a session at that time' });
      }
    }
  }
  // Two kept lessons on top of each other (a lesson moved onto another).
  kept.forEach((occurrence, i) => {
    const previous = kept[i - 1];
    if (previous && previous.end > occurrence.start)
      refused.push({ occurrence, message: 'Overlaps another lesson of the series' });
  });
  if (refused.length) {
    throw new OccurrenceConflictError(
      refused.length === 1
        ? 'One lesson of the series is at a taken time'
        : `${refused.length} lessons of the series are at taken times`,
      refused.map(({ occurrence, message }) => ({ path: at(occurrence), message })),
    );
  }
}

/**
 * One insert per lesson, in start order, so that a lesson the no-overlap constraint refuses (a
 * concurrent booking committed after the check above) is named; the error aborts the transaction.
 */
async function insertOccurrences(
  tx: Prisma.TransactionClient,
  ctx: SeriesContext,
  seriesId: string,
  kept: Kept[],
  enrollmentIds: (string | null)[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, occurrence] of kept.entries()) {
    try {
      const created = await tx.session.create({
        data: {
          teacherId: ctx.teacherId,
          serviceId: ctx.service.id,
          studentId: ctx.studentId,
          enrollmentId: enrollmentIds[i] ?? null,
          seriesId,
          startUtc: occurrence.start,
          endUtc: occurrence.end,
          timezone: ctx.zone,
          status: 'scheduled',
          meetingUrl: await newSessionMeetingUrl(tx, { teacherId: ctx.teacherId, serviceId: ctx.service.id }),
        },
        select: { id: true },
      });
      ids.push(created.id);
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      throw new OccurrenceConflictError('A lesson of the series was booked by someone else meanwhile', [
        { path: at(occurrence), message: 'This time was just taken' },
      ]);
    }
  }
  return ids;
}
