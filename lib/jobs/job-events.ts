import { z } from 'zod';

/**
 * Every job event with the schema of its data: one definition for the sender (lib/outbox's
 * enqueueEvent type-checks the data) and the function (`parse` instead of `event.data as`).
 */
function jobEvent<const Name extends string, Schema extends z.ZodType<Record<string, unknown>>>(
  name: Name,
  schema: Schema,
) {
  return { name, schema, parse: (data: unknown): z.output<Schema> => schema.parse(data) };
}

export type JobEventDefinition<Data extends Record<string, unknown> = Record<string, unknown>> = {
  name: string;
  schema: z.ZodType<Data>;
  parse: (data: unknown) => Data;
};

export const paymentReceivedEvent = jobEvent(
  'payments/payment.received',
  z.object({ paymentId: z.string(), receipt: z.boolean().optional() }),
);

export const disputeCreatedEvent = jobEvent('payments/dispute.created', z.object({ disputeId: z.string() }));

/**
 * A cancelled enrollment's subscription is to be cancelled at the processor: sent by
 * POST /teacher/enrollments/:id/cancel, and by `invoice.paid` when a cancelled enrollment's
 * subscription is still charging.
 */
export const subscriptionCancelRequestedEvent = jobEvent(
  'payments/subscription.cancel-requested',
  z.object({ teacherId: z.string(), enrollmentId: z.string(), subscriptionId: z.string() }),
);

/** A released checkout reservation is committed: its place is offered to the waitlist. */
export const reservationReleasedEvent = jobEvent(
  'enrollments/reservation.released',
  z.object({ teacherId: z.string(), serviceId: z.string(), studentId: z.string() }),
);

/** A session changed: its event in the teacher's Google write calendar is brought in line. */
export const calendarEventSyncRequestedEvent = jobEvent(
  'calendar/session-event.sync-requested',
  z.object({ teacherId: z.string(), sessionId: z.string() }),
);

/**
 * Every relevant session of one teacher is to be brought in line with their Google write calendar
 * (decision 0058): after the write calendar changed, or after the grant came back from needs_reauth.
 */
export const calendarResyncRequestedEvent = jobEvent(
  'calendar/teacher-resync.requested',
  z.object({ teacherId: z.string(), reason: z.enum(['write_calendar', 'reconnected']) }),
);

export type JobEventData<E extends JobEventDefinition> = ReturnType<E['parse']>;

/** An event to send, its data checked against its schema: what webhook handlers collect as follow-ups. */
export const jobEventOf = <Data extends Record<string, unknown>>(event: JobEventDefinition<Data>, data: Data) => ({
  name: event.name,
  data: event.schema.parse(data) as Record<string, unknown>,
});

/** A scheduled message was created: its delivery job sleeps until the send time (lib/scheduled-messages). */
export const scheduledMessageCreatedEvent = jobEvent(
  'messages/scheduled-message.created',
  z.object({ messageId: z.string(), teacherId: z.string() }),
);

/** A pending scheduled message was cancelled: its sleeping delivery job is cancelled (cancelOn). */
export const scheduledMessageCancelledEvent = jobEvent(
  'messages/scheduled-message.cancelled',
  z.object({ messageId: z.string() }),
);

/**
 * An erased student's drive copies were marked deleted (lib/privacy/erase-student.ts): their files
 * go to the drive provider's trash after the commit.
 */
export const driveCopiesTrashRequestedEvent = jobEvent(
  'privacy/drive-copies.trash-requested',
  z.object({
    teacherId: z.string(),
    studentId: z.string(),
    driveFileIds: z.array(z.string()),
    /** The student's folder: it bears their name, so it goes to the trash too. */
    driveFolderId: z.string().optional(),
  }),
);

/**
 * A drive resource was linked to a session of a student whose teacher has Drive enabled: the copy
 * row (drive_file_copies, pending) is filled by copying the file into the student's folder (lib/drive).
 */
export const driveCopyRequestedEvent = jobEvent(
  'drive/copy.requested',
  z.object({ teacherId: z.string(), copyId: z.string() }),
);

/**
 * One teacher's share of a scheduled fan-out (decision 0047): the weekly retention job and the daily
 * lifecycle detection send one event per teacher, so one teacher's failure (retried on its own)
 * never stops the others. `runAt` is the scheduled run's instant, the same for every teacher.
 */
export const retentionTeacherDueEvent = jobEvent(
  'retention/teacher.due',
  z.object({ teacherId: z.string(), runAt: z.iso.datetime() }),
);

export const lifecycleTeacherDueEvent = jobEvent(
  'lifecycle/teacher.due',
  z.object({ teacherId: z.string(), runAt: z.iso.datetime() }),
);

/** One teacher's share of the daily content analytics (decision 0051): its insight cache is refreshed. */
export const contentInsightsTeacherDueEvent = jobEvent(
  'insights/content-teacher.due',
  z.object({ teacherId: z.string(), runAt: z.iso.datetime() }),
);
