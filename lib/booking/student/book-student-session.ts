import 'server-only';
import { checkSlotAvailability } from '@/lib/availability/check-slot-availability';
import { recordAudit } from '@/lib/audit/record-audit';
import { db, type Prisma } from '@/lib/core/db';
import { BusinessRuleError, ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { minuteMs } from '@/lib/core/time';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { convertWaitlistEntry } from '@/lib/waitlist/convert-waitlist-entry';
import { chargeScheduledCredit } from '../charge-scheduled-credit';
import { isOverlapViolation } from '../is-overlap-violation';
import { joinGroupSession } from './join-group-session';
import type { TBookStudentSessionInput, TStudentSession } from './schemas';
import { studentSessionSelect, toStudentSession, type StudentRef } from './student-session-fields';
import { expireOverlappingHolds } from '../expire-overlapping-holds';
import { newSessionMeetingUrl } from '@/lib/booking/meeting/new-session-meeting-url';

const slotTaken = () => new ConflictError('That time is no longer available', 'SLOT_UNAVAILABLE');
const noCredits = () =>
  new BusinessRuleError('NO_CREDITS', 'You have no session left to book in this service; buy a package first');

type BookStudentSession = { student: StudentRef; input: TBookStudentSessionInput; meta?: RequestMeta; now?: Date };

/**
 * The student books a session of their teacher's active service, paying with one credit of an
 * active, unexpired enrollment in it (none left: 422 NO_CREDITS). A group or open service's session
 * already starting at that very time is joined as a participant, within capacity (full: 409
 * SLOT_UNAVAILABLE); otherwise a new `scheduled` session lasting the service's duration is created,
 * after the slot is checked against the teacher's availability and busy time (expired holds over it
 * released first). The database's no-overlap constraint settles concurrent bookings: one wins, the
 * others get 409 SLOT_UNAVAILABLE and their transaction (credit included) rolls back. A group booking
 * that lost the race to create the session tries once more, to join it.
 */
export async function bookStudentSession({
  student,
  input,
  meta,
  now = new Date(),
}: BookStudentSession): Promise<TStudentSession> {
  const startUtc = new Date(input.startUtc);
  for (let attempt = 0; ; attempt++) {
    try {
      const booked = await transaction(async (tx) => {
        const { row, enrollmentId, joined } = await bookInTransaction(tx, { student, input, startUtc, now });
        await recordAudit(tx, {
          teacherId: student.teacherId,
          actor: { type: 'student', id: student.id },
          action: 'session.book',
          entity: { type: 'session', id: row.id },
          after: { startUtc: row.startUtc, endUtc: row.endUtc, status: row.status },
          metadata: { serviceId: input.serviceId, enrollmentId, joined },
          request: meta,
        });
        // Only this student: joining a group session tells nobody else.
        await enqueueSessionNotice(tx, {
          teacherId: student.teacherId,
          sessionId: row.id,
          kind: 'booked',
          actor: 'student',
          studentId: student.id,
        });
        return row;
      });
      return toStudentSession(booked, student.id, now);
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      if (attempt > 0 || !(await isGroupService(student, input.serviceId))) throw slotTaken();
    }
  }
}

async function isGroupService(student: StudentRef, serviceId: string) {
  const service = await db.service.findFirst({
    where: { id: serviceId, teacherId: student.teacherId },
    select: { groupType: true },
  });
  return service?.groupType !== 'individual';
}

async function bookInTransaction(
  tx: Prisma.TransactionClient,
  {
    student,
    input,
    startUtc,
    now,
  }: { student: StudentRef; input: TBookStudentSessionInput; startUtc: Date; now: Date },
) {
  const { teacherId } = student;
  if (startUtc.getTime() <= now.getTime()) throw slotTaken();
  const service = await tx.service.findFirst({
    where: { id: input.serviceId, teacherId, status: 'active', deletedAt: null },
    select: { id: true, durationMinutes: true, groupType: true, capacity: true },
  });
  if (!service) throw new NotFoundError('Service');
  const me = await tx.student.findFirst({
    where: { id: student.id, teacherId, deletedAt: null },
    select: { timezone: true },
  });
  if (!me) throw new NotFoundError('Student');
  const firstSession = !(await tx.session.findFirst({
    where: {
      teacherId,
      status: { in: ['scheduled', 'completed'] },
      OR: [{ studentId: student.id }, { participants: { some: { studentId: student.id } } }],
    },
    select: { id: true },
  }));

  let sessionId: string | null = null;
  let enrollmentId: string | null = null;
  if (service.groupType !== 'individual') {
    const joined = await joinGroupSession(tx, { student, service, startUtc, now });
    if (joined) ({ sessionId, enrollmentId } = joined);
  }
  const joined = sessionId !== null;
  if (!sessionId) {
    const endUtc = new Date(startUtc.getTime() + service.durationMinutes * minuteMs);
    await expireOverlappingHolds(tx, { teacherId, startUtc, endUtc, now });
    const free = await checkSlotAvailability({
      teacherId,
      startUtc,
      durationMinutes: service.durationMinutes,
      now,
      client: tx,
    });
    if (!free) throw slotTaken();
    enrollmentId = await chargeScheduledCredit(tx, { teacherId, serviceId: service.id, studentId: student.id, now });
    if (!enrollmentId) throw noCredits();
    const created = await tx.session.create({
      data: {
        teacherId,
        serviceId: service.id,
        studentId: student.id,
        enrollmentId,
        startUtc,
        endUtc,
        timezone: input.timezone ?? me.timezone,
        status: 'scheduled',
        meetingUrl: await newSessionMeetingUrl(tx, { teacherId, serviceId: service.id }),
      },
      select: { id: true },
    });
    sessionId = created.id;
  }
  // LifecycleEventType has no "session booked": a booking records only `first_session`, the first
  // time the student holds a scheduled (or had a completed) session with this teacher. Completion,
  // cancellation and no-show have their own events, written where they happen.
  if (firstSession) {
    await recordLifecycleEvent(tx, {
      teacherId,
      studentId: student.id,
      type: 'first_session',
      metadata: { sessionId, serviceId: service.id },
      occurredAt: now,
    });
  }
  // Booked: the student leaves the service's waitlist, if they were in line.
  await convertWaitlistEntry(tx, { teacherId, serviceId: service.id, studentId: student.id });
  const row = await tx.session.findUniqueOrThrow({
    where: { id: sessionId },
    select: studentSessionSelect(student.id),
  });
  return { row, enrollmentId, joined };
}
