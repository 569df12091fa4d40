import 'server-only';
import { writeAudit } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import type { RequestMeta } from '@/lib/core/request-meta';
import { sendEmail } from '@/lib/integrations/email/send-email';
import { teacherSessionRowSelect, toTeacherSessionRow } from '../session-fields';
import type { TTeacherSessionRow } from '../session-schemas';
import { transitionSession } from '../session-transition';
import { defaultCalendarEventSink, type CalendarEventSink } from './calendar-event-sink';
import {
  formatTrialTime,
  TrialConfirmedEmail,
  TrialRejectedEmail,
  trialConfirmedSubject,
  trialRejectedSubject,
} from './trial-emails';

type DecideTrial = { teacherId: string; sessionId: string; meta?: RequestMeta };

const decidedSessionSelect = {
  ...teacherSessionRowSelect,
  timezone: true,
  teacher: { select: { name: true } },
} as const;

/**
 * The teacher confirms a pending trial: pending_confirmation -> scheduled (anything else 409
 * INVALID_STATE; another teacher's session 404). After the commit: the calendar event through the
 * CalendarEventSink (its id kept on the session), the confirmation e-mail to the student, the audit
 * entry. A failing calendar or e-mail is logged and does not undo the confirmation.
 */
export async function confirmTrial({
  teacherId,
  sessionId,
  meta,
  calendar = defaultCalendarEventSink,
}: DecideTrial & { calendar?: CalendarEventSink }): Promise<TTeacherSessionRow> {
  const row = await db.$transaction(async (tx) => {
    await transitionSession(tx, {
      teacherId,
      sessionId,
      from: ['pending_confirmation'],
      data: { status: 'scheduled' },
    });
    return tx.session.findUniqueOrThrow({ where: { id: sessionId }, select: decidedSessionSelect });
  });
  writeAudit({
    teacherId,
    actor: { type: 'teacher', id: teacherId },
    action: 'session.confirm_trial',
    entity: { type: 'session', id: sessionId },
    before: { status: 'pending_confirmation' },
    after: { status: 'scheduled' },
    request: meta,
  });
  const email = reachableEmail(row.student);
  try {
    const eventId = await calendar.createEvent({
      teacherId,
      sessionId,
      title: `${row.service.name}${row.student ? ` - ${row.student.name}` : ''}`,
      startUtc: row.startUtc,
      endUtc: row.endUtc,
      attendeeEmail: email,
    });
    if (eventId) await db.session.update({ where: { id: sessionId }, data: { calendarEventId: eventId } });
  } catch (error) {
    log.error({ err: error, sessionId }, 'calendar event for a confirmed trial not created');
  }
  if (email && row.student) {
    const props = {
      studentName: row.student.name,
      teacherName: row.teacher.name,
      serviceName: row.service.name,
      when: formatTrialTime(row.startUtc, row.timezone),
    };
    await sendQuietly(sessionId, () =>
      sendEmail({
        to: email,
        teacherId,
        subject: trialConfirmedSubject(props.teacherName),
        react: TrialConfirmedEmail(props),
      }),
    );
  }
  return toTeacherSessionRow(row);
}

/**
 * The teacher rejects a pending trial: pending_confirmation -> `rejected` with the optional reason
 * (anything else 409 INVALID_STATE; another teacher's 404). A rejected session frees its slot (the
 * no-overlap constraint and the slot engine ignore it). Then the rejection e-mail and the audit entry.
 */
export async function rejectTrial({
  teacherId,
  sessionId,
  reason,
  meta,
}: DecideTrial & { reason?: string }): Promise<TTeacherSessionRow> {
  const rejectionReason = reason ? reason : null;
  const row = await db.$transaction(async (tx) => {
    await transitionSession(tx, {
      teacherId,
      sessionId,
      from: ['pending_confirmation'],
      data: { status: 'rejected', rejectionReason },
    });
    return tx.session.findUniqueOrThrow({ where: { id: sessionId }, select: decidedSessionSelect });
  });
  writeAudit({
    teacherId,
    actor: { type: 'teacher', id: teacherId },
    action: 'session.reject_trial',
    entity: { type: 'session', id: sessionId },
    before: { status: 'pending_confirmation' },
    after: { status: 'rejected', rejectionReason },
    request: meta,
  });
  const email = reachableEmail(row.student);
  if (email && row.student) {
    const props = {
      studentName: row.student.name,
      teacherName: row.teacher.name,
      serviceName: row.service.name,
      when: formatTrialTime(row.startUtc, row.timezone),
      reason: rejectionReason,
    };
    await sendQuietly(sessionId, () =>
      sendEmail({
        to: email,
        teacherId,
        subject: trialRejectedSubject(props.teacherName),
        react: TrialRejectedEmail(props),
      }),
    );
  }
  return toTeacherSessionRow(row);
}

/** A deleted or anonymised student gets no e-mail. */
function reachableEmail(student: { email: string; deletedAt: Date | null; anonymizedAt: Date | null } | null) {
  if (!student || student.deletedAt || student.anonymizedAt) return null;
  return student.email;
}

/** The decision has committed; a mail that cannot go out is logged (and kept failed in the outbox). */
async function sendQuietly(sessionId: string, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (error) {
    log.error({ err: error, sessionId }, 'trial decision e-mail not sent');
  }
}
