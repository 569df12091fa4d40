import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { minuteMs } from '@/lib/core/time';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { chargeScheduledCredit } from './charge-scheduled-credit';
import { isOverlapViolation } from './is-overlap-violation';
import { teacherSessionRowSelect, toTeacherSessionRow } from './session-fields';
import type { TCreateTeacherSessionInput, TTeacherSessionRow } from './session-schemas';
import { expireOverlappingHolds } from './expire-overlapping-holds';
import { newSessionMeetingUrl } from '@/lib/booking/meeting/new-session-meeting-url';

type CreateTeacherSession = { teacherId: string; input: TCreateTeacherSessionInput; meta?: RequestMeta; now?: Date };

const slotTaken = () => new ConflictError('The teacher already has a session at that time', 'SLOT_UNAVAILABLE');

/**
 * The teacher books a session of their own service for their own student (status `scheduled`),
 * lasting the service's duration. The teacher's own calendar is not bound to the published
 * availability (schedules, buffer): only real overlap is refused, by the database's no-overlap
 * constraint (409 SLOT_UNAVAILABLE), which also settles two concurrent bookings. Holds of the teacher
 * that expired over that time are marked `expired` first in the same transaction, so they free the slot.
 * An active enrollment of the student in the service with a credit left is charged one scheduled
 * credit (the soonest to expire); without one the session is booked without enrollment. The student's
 * first booked session is recorded on their lifecycle (`first_session`).
 */
export async function createTeacherSession({
  teacherId,
  input,
  meta,
  now = new Date(),
}: CreateTeacherSession): Promise<TTeacherSessionRow> {
  const startUtc = new Date(input.startUtc);
  try {
    return await transaction(async (tx) => {
      const service = await tx.service.findFirst({
        where: { id: input.serviceId, teacherId, deletedAt: null },
        select: { id: true, durationMinutes: true },
      });
      if (!service) throw new NotFoundError('Service');
      const student = await tx.student.findFirst({
        where: { id: input.studentId, teacherId, deletedAt: null },
        select: { id: true },
      });
      if (!student) throw new NotFoundError('Student');
      const teacher = await tx.teacher.findUniqueOrThrow({ where: { id: teacherId }, select: { timezone: true } });
      const endUtc = new Date(startUtc.getTime() + service.durationMinutes * minuteMs);

      await expireOverlappingHolds(tx, { teacherId, startUtc, endUtc, now });

      const enrollmentId = await chargeScheduledCredit(tx, {
        teacherId,
        serviceId: service.id,
        studentId: student.id,
        now,
      });
      const created = await tx.session.create({
        data: {
          teacherId,
          serviceId: service.id,
          studentId: student.id,
          enrollmentId,
          startUtc,
          endUtc,
          timezone: input.timezone ?? teacher.timezone,
          status: 'scheduled',
          meetingUrl: await newSessionMeetingUrl(tx, { teacherId, serviceId: service.id }),
        },
        select: teacherSessionRowSelect,
      });
      // Once per student: later bookings leave the first one in place (recordLifecycleEvent ignores them).
      await recordLifecycleEvent(tx, {
        teacherId,
        studentId: student.id,
        type: 'first_session',
        metadata: { sessionId: created.id, startUtc: startUtc.toISOString() },
        occurredAt: now,
      });
      const session = toTeacherSessionRow(created);
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'session.create',
        entity: { type: 'session', id: session.id },
        after: { startUtc: session.startsAt, endUtc: session.endsAt, status: session.status, enrollmentId },
        request: meta,
      });
      await enqueueSessionNotice(tx, { teacherId, sessionId: session.id, kind: 'booked', actor: 'teacher' });
      return session;
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw slotTaken();
    throw error;
  }
}
