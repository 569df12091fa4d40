import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  ZCreateScheduledMessageInput,
  type TCreateScheduledMessageInput,
  type TScheduledMessageAudience,
} from '@/lib/scheduled-messages/schemas';
import { resolveSendTime } from '@/lib/scheduled-messages/send-time';

/** Client-safe: the "Schedule a message" form's fields and how they become the API's body. */

export type ScheduleMessageValues = {
  audience: TScheduledMessageAudience;
  studentId: string;
  tagId: string;
  subject: string;
  body: string;
  /** `YYYY-MM-DD` and `HH:mm` on the teacher's clock: together the body's `sendAt`. */
  date: string;
  time: string;
};

export const emptyScheduleMessageValues: ScheduleMessageValues = {
  audience: 'student',
  studentId: '',
  tagId: '',
  subject: '',
  body: '',
  date: '',
  time: '',
};

/** The body the fields make: only the id the audience uses (the other picker may still hold a choice). */
export function toScheduleMessageBody(values: ScheduleMessageValues): Record<string, unknown> {
  return {
    audience: values.audience,
    ...(values.audience === 'student' && values.studentId ? { studentId: values.studentId } : {}),
    ...(values.audience === 'tag' && values.tagId ? { tagId: values.tagId } : {}),
    subject: values.subject,
    body: values.body,
    sendAt: `${values.date}T${values.time}`,
  };
}

type Field = keyof ScheduleMessageValues;
const timePattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * Validates with the route's own schema (ZCreateScheduledMessageInput) and the route's send-time
 * rule in the teacher's zone (resolveSendTime), placing each message on the field it is about.
 */
export function scheduleMessageResolver(
  timeZone: string,
  now: () => Date = () => new Date(),
): Resolver<ScheduleMessageValues, unknown, TCreateScheduledMessageInput> {
  return (values) => {
    const errors: Partial<Record<Field, { type: string; message: string }>> = {};
    const add = (field: Field, message: string) => (errors[field] ??= { type: 'validate', message });
    if (!values.date) add('date', 'Choose a date');
    if (!timePattern.test(values.time)) add('time', 'Choose a time, e.g. 09:30');
    const parsed = ZCreateScheduledMessageInput.safeParse(toScheduleMessageBody(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (field === 'sendAt') add(values.date ? 'time' : 'date', issue.message);
        else if (field in values) add(field as Field, issue.message);
      }
    } else {
      const sendTime = resolveSendTime(parsed.data.sendAt, timeZone, now());
      if (!sendTime.ok) add('time', sendTime.message);
    }
    if (Object.keys(errors).length || !parsed.success)
      return { values: {}, errors: errors as FieldErrors<ScheduleMessageValues> };
    return { values: parsed.data, errors: {} };
  };
}
