'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TimeInput } from '@/components/ui/time-input';
import { callApi } from '@/lib/client/call-api';
import { formatInZone, formatZoneLabel } from '@/lib/core/format-time';
import { shiftIsoDate, zonedToday } from '@/lib/core/zoned-date';
import { createScheduledMessageRoute } from '@/lib/scheduled-messages/contracts';
import { maxBodyLength, type TCreateScheduledMessageInput } from '@/lib/scheduled-messages/schemas';
import { AudienceRadioGroup } from './audience-radio-group';
import {
  emptyScheduleMessageValues,
  scheduleMessageResolver,
  type ScheduleMessageValues,
} from './schedule-message-values';
import { StudentSearchSelect } from './student-search-select';

type Option = { id: string; name: string };
type Props = {
  students: Option[];
  tags: Option[];
  activeStudents: number;
  /** The teacher's IANA zone: the date and time are read on its clock. */
  timeZone: string;
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Compose and schedule an e-mail (POST /api/teacher/scheduled-messages): to one student, the active
 * students with a tag, or all active students, at a date and time on the teacher's clock. Validated
 * inline with the route's schema and send-time rule; the list below refreshes on success.
 */
export function ScheduleMessageForm({ students, tags, activeStudents, timeZone }: Props) {
  const router = useRouter();
  const resolver = useMemo(() => scheduleMessageResolver(timeZone), [timeZone]);
  const today = zonedToday(timeZone);
  const { form, onSubmit, formError } = useApiForm({
    resolver,
    defaultValues: emptyScheduleMessageValues,
    submit: (body: TCreateScheduledMessageInput) => callApi(createScheduledMessageRoute, { body }),
    onSuccess: (message) => {
      const when = formatInZone(message.sendAt, timeZone, 'sessionStart');
      toast.success(
        `Scheduled for ${when} to ${message.audienceLabel} (${plural(message.recipientPreview, 'recipient')} today).`,
      );
      form.reset(emptyScheduleMessageValues);
      router.refresh();
    },
    fieldFor: (path) => {
      const field = path.replace(/^body\./, '');
      if (field === 'sendAt') return 'time';
      return field in emptyScheduleMessageValues ? (field as keyof ScheduleMessageValues) : null;
    },
    fallback: 'The message could not be scheduled. Try again.',
  });
  const { errors, isSubmitting } = form.formState;
  const [audience, body] = useWatch({ control: form.control, name: ['audience', 'body'] });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Schedule a message">
      <AudienceRadioGroup registration={form.register('audience')} />
      {audience === 'student' ? (
        <Controller
          control={form.control}
          name="studentId"
          render={({ field }) => (
            <FormField label="Student" required error={errors.studentId?.message}>
              <StudentSearchSelect students={students} {...field} />
            </FormField>
          )}
        />
      ) : null}
      {audience === 'tag' ? (
        <FormField
          label="Tag"
          required
          error={errors.tagId?.message}
          hint="The active students carrying the tag when the message is sent."
        >
          <Select
            placeholder={tags.length ? 'Choose a tag' : 'You have no tags yet'}
            options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
            {...form.register('tagId')}
          />
        </FormField>
      ) : null}
      {audience === 'all_active' ? (
        <p className="text-muted-foreground text-sm">
          {`Goes to your active students as they are at the send time: ${plural(activeStudents, 'student')} today.`}
        </p>
      ) : null}
      <FormField label="Subject" required error={errors.subject?.message}>
        <Input autoComplete="off" maxLength={200} {...form.register('subject')} />
      </FormField>
      <FormField
        label="Message"
        required
        error={errors.body?.message}
        hint={`${body.length} / ${maxBodyLength} characters. Sent as plain text; a blank line starts a new paragraph.`}
      >
        <Textarea rows={6} {...form.register('body')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <FormField label="Send on" required error={errors.date?.message}>
              <DatePicker {...field} min={today} max={shiftIsoDate(today, 365)} />
            </FormField>
          )}
        />
        <FormField label="At" required error={errors.time?.message} hint="24-hour clock, e.g. 09:30">
          <TimeInput {...form.register('time')} />
        </FormField>
      </div>
      <p className="text-muted-foreground text-sm">{`Times are in your zone, ${formatZoneLabel(timeZone)}.`}</p>
      {formError ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        Schedule message
      </Button>
    </form>
  );
}
