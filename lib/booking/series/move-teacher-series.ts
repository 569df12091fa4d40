import 'server-only';
import { coverPassedReminders } from '@/lib/notifications/cover-passed-reminders';
import { recordAudit } from '@/lib/audit/record-audit';
import { BusinessRuleError, ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { isOverlapViolation } from '../is-overlap-violation';
import { findSeriesOccurrence } from './find-series-occurrence';
import { loadSeries } from './load-series';
import { expireHoldsOver, findOverlappingSessions } from './occupying-sessions';
import { seriesAnchor, shiftWallClock, wallClockShift } from './plan-occurrences';
import type { TMoveSeriesInput, TSessionSeries } from './schemas';
import { OccurrenceConflictError } from './series-errors';

const changed = () => new ConflictError('The series changed meanwhile; reload it', 'INVALID_STATE');

/**
 * The teacher moves a scheduled lesson of a series to `startUtc` and every later scheduled one by
 * the same wall-clock shift in the series' zone (Tuesday 16:00 -> Thursday 17:30 stays Thursday
 * 17:30 across a DST change), in one transaction: each lesson's rescheduleCount + 1, the series'
 * weekday and time follow, notices and audit entries written. Nothing moves when any new time is
 * past (422 OCCURRENCE_IN_PAST) or taken (409 SLOT_UNAVAILABLE, `details` naming each lesson as
 * `sessions.<id>`); a lesson begun or closed cannot be moved (409 INVALID_STATE). The teacher's own
 * moves are not bound by the cancellation policy's reschedule limits, which are the student's.
 */
export async function moveTeacherSeries({
  teacherId,
  seriesId,
  input,
  meta,
  now = new Date(),
}: {
  teacherId: string;
  seriesId: string;
  input: TMoveSeriesInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TSessionSeries> {
  return transaction(async (tx) => {
    const { series, from } = await findSeriesOccurrence(tx, { teacherId, seriesId, sessionId: input.fromSessionId });
    if (from.status !== 'scheduled' || from.startUtc <= now) {
      throw new ConflictError('Only a scheduled lesson that has not begun can be moved', 'INVALID_STATE');
    }
    const targets = await tx.session.findMany({
      where: { teacherId, seriesId, status: 'scheduled', startUtc: { gte: from.startUtc } },
      orderBy: { startUtc: 'asc' },
      select: { id: true, startUtc: true, endUtc: true },
    });
    const newFirst = new Date(input.startUtc);
    const shift = wallClockShift(from.startUtc, newFirst, series.timezone);
    const moves = targets.map((session) => {
      const start = session.id === from.id ? newFirst : shiftWallClock(session.startUtc, series.timezone, shift);
      return { session, start, end: new Date(start.getTime() + session.endUtc.getTime() - session.startUtc.getTime()) };
    });
    const past = moves.filter((move) => move.start <= now);
    if (past.length) {
      throw new BusinessRuleError(
        'OCCURRENCE_IN_PAST',
        'A lesson would move into the past',
        past.map((move) => ({ path: `sessions.${move.session.id}`, message: 'This new time is in the past' })),
      );
    }
    const spans = moves.map((move) => ({ start: move.start.getTime(), end: move.end.getTime() }));
    await expireHoldsOver(tx, { teacherId, spans, now });
    const taken = await findOverlappingSessions(tx, {
      teacherId,
      spans,
      now,
      excludeSessionIds: targets.map((session) => session.id),
    });
    const clashes = moves.filter((move) => taken.some((s) => s.startUtc < move.end && s.endUtc > move.start));
    if (clashes.length) {
      throw new OccurrenceConflictError(
        clashes.length === 1
          ? 'One lesson would land on a taken time'
          : `${clashes.length} lessons would land on taken times`,
        clashes.map((move) => ({
          path: `sessions.${move.session.id}`,
          message: `${move.start.toISOString()}: you already have a session at that time`,
        })),
      );
    }
    // Moving later, the last lesson goes first (and the other way round), so that no lesson lands
    // for a moment on one of its own series still waiting to move.
    const ordered = newFirst > from.startUtc ? [...moves].reverse() : moves;
    for (const move of ordered) {
      try {
        const { count } = await tx.session.updateMany({
          where: { id: move.session.id, teacherId, status: 'scheduled' },
          data: { startUtc: move.start, endUtc: move.end, rescheduleCount: { increment: 1 } },
        });
        if (count === 0) throw changed();
        await coverPassedReminders(tx, { teacherId, sessionId: move.session.id, startUtc: move.start });
      } catch (error) {
        if (!isOverlapViolation(error)) throw error;
        throw new OccurrenceConflictError('A new time was booked by someone else meanwhile', [
          { path: `sessions.${move.session.id}`, message: 'This time was just taken' },
        ]);
      }
    }
    const anchor = seriesAnchor(newFirst, series.timezone);
    await tx.sessionSeries.update({
      where: { id: series.id },
      data: { localTime: anchor.localTime, weekday: anchor.weekday },
    });
    for (const move of moves) {
      await enqueueSessionNotice(tx, {
        teacherId,
        sessionId: move.session.id,
        kind: 'rescheduled',
        actor: 'teacher',
        previousStartUtc: move.session.startUtc,
      });
    }
    const actor = { type: 'teacher' as const, id: teacherId };
    await recordAudit(
      tx,
      {
        teacherId,
        actor,
        action: 'session.series.move',
        entity: { type: 'session_series', id: seriesId },
        after: { localTime: anchor.localTime, weekday: anchor.weekday },
        metadata: { fromSessionId: from.id, shift, sessionIds: moves.map((move) => move.session.id) },
        request: meta,
      },
      ...moves.map((move) => ({
        teacherId,
        actor,
        action: 'session.reschedule' as const,
        entity: { type: 'session', id: move.session.id },
        before: { startUtc: move.session.startUtc.toISOString() },
        after: { startUtc: move.start.toISOString() },
        metadata: { seriesId },
        request: meta,
      })),
    );
    return loadSeries(tx, { teacherId, seriesId });
  });
}
