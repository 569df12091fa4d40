import 'server-only';
import type { AuditAction } from '@/lib/audit/audit-action-labels';
import type { ReactElement } from 'react';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import type { RequestMeta } from '@/lib/core/request-meta';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { transaction } from '@/lib/outbox/transaction';
import { teacherSessionRowSelect, toTeacherSessionRow } from '../session-fields';
import type { TTeacherSessionRow } from '../session-schemas';
import { transitionSession } from '../session-transition';
import { defaultCalendarEventSink, type CalendarEventSink } from './calendar-event-sink';
import { toRegionalFormat, type Locale } from '@/lib/core/locale';
import { formatTrialTime, TrialRejectedEmail, trialRejectedSubject } from './trial-emails';

type DecideTrial = { teacherId: string; sessionId: string; meta?: RequestMeta };

const decidedSessionSelect = {
  ...teacherSessionRowSelect,
  // The student's language and clock for the rejection e-mail (issue 32).
  student: { select: { ...teacherSessionRowSelect.student.select, locale: true, hourCycle: true } },
  timezone: true,
  teacher: { select: { name: true } },
} as const;

/**
 * The teacher confirms a pending trial: pending_confirmation -> scheduled (anything else 409
 * INVALID_STATE; another teacher's session 404). The audit entry and the confirmation e-mail to the
 * student (with its invitation: enqueueSessionNotice) commit with it (outbox). After the commit: the calendar event through the
 * CalendarEventSink (its id kept on the session); a failing calendar is logged and does not undo the
 * confirmation, and a failing e-mail is retried by the outbox.
 */
export async function confirmTrial({
  teacherId,
  sessionId,
  meta,
  calendar = defaultCalendarEventSink,
}: DecideTrial & { calendar?: CalendarEventSink }): Promise<TTeacherSessionRow> {
  const row = await decide({ teacherId, sessionId, meta }, { status: 'scheduled' }, 'session.confirm_trial', null);
  try {
    const eventId = await calendar.createEvent({
      teacherId,
      sessionId,
      title: `${row.service.name}${row.student ? ` - ${row.student.name}` : ''}`,
      startUtc: row.startUtc,
      endUtc: row.endUtc,
      attendeeEmail: reachableEmail(row.student),
    });
    if (eventId) await db.session.update({ where: { id: sessionId }, data: { calendarEventId: eventId } });
  } catch (error) {
    log.error({ err: error, sessionId }, 'calendar event for a confirmed trial not created');
  }
  return toTeacherSessionRow(row);
}

/**
 * The teacher rejects a pending trial: pending_confirmation -> `rejected` with the optional reason
 * (anything else 409 INVALID_STATE; another teacher's 404). A rejected session frees its slot (the
 * no-overlap constraint and the slot engine ignore it). The rejection e-mail and the audit entry
 * commit with it (outbox).
 */
export async function rejectTrial({
  teacherId,
  sessionId,
  reason,
  meta,
}: DecideTrial & { reason?: string }): Promise<TTeacherSessionRow> {
  const rejectionReason = reason ? reason : null;
  const row = await decide(
    { teacherId, sessionId, meta },
    { status: 'rejected', rejectionReason },
    'session.reject_trial',
    (props) => ({
      subject: trialRejectedSubject(props.teacherName, props.locale),
      react: TrialRejectedEmail({ ...props, reason: rejectionReason }),
    }),
  );
  return toTeacherSessionRow(row);
}

type DecisionEmailProps = {
  studentName: string;
  teacherName: string;
  serviceName: string;
  when: string;
  locale: Locale;
};

/**
 * pending_confirmation -> the decided state, its audit entry and the student's e-mail in one
 * transaction (the e-mail and the entry through the outbox); answers the decided session.
 */
function decide(
  { teacherId, sessionId, meta }: DecideTrial,
  data: { status: 'scheduled' } | { status: 'rejected'; rejectionReason: string | null },
  action: AuditAction,
  /** The rejection's e-mail; a confirmation is told by the session notice (with its invitation). */
  email: ((props: DecisionEmailProps) => { subject: string; react: ReactElement }) | null,
) {
  return transaction(async (tx) => {
    await transitionSession(tx, { teacherId, sessionId, from: ['pending_confirmation'], data });
    const decided = await tx.session.findUniqueOrThrow({ where: { id: sessionId }, select: decidedSessionSelect });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action,
      entity: { type: 'session', id: sessionId },
      before: { status: 'pending_confirmation' },
      after: data,
      request: meta,
    });
    if (data.status === 'scheduled') {
      await enqueueSessionNotice(tx, { teacherId, sessionId, kind: 'confirmed', actor: 'teacher' });
    }
    const to = reachableEmail(decided.student);
    if (email && to && decided.student) {
      const regional = toRegionalFormat(decided.student);
      const props = {
        studentName: decided.student.name,
        teacherName: decided.teacher.name,
        serviceName: decided.service.name,
        when: formatTrialTime(decided.startUtc, decided.timezone, regional),
        locale: regional.locale,
      };
      await enqueueEmail(tx, { to, teacherId, ...email(props) });
    }
    return decided;
  });
}

/** A deleted or anonymised student gets no e-mail. */
function reachableEmail(student: { email: string; deletedAt: Date | null; anonymizedAt: Date | null } | null) {
  if (!student || student.deletedAt || student.anonymizedAt) return null;
  return student.email;
}
