'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { rescheduleTeacherSessionRoute } from '@/lib/booking/reschedule-contracts';
import { callApi } from '@/lib/client/call-api';
import { formatInZone, formatZoneName } from '@/lib/core/format-time';
import { zonedInstant, zonedIsoDate, zonedToday } from '@/lib/core/zoned-date';
import { nonexistentTimeMessage } from './new-session-schema';

type Props = {
  session: { id: string; status: string; startsAt: string; endsAt: string };
  /** The teacher's zone: the new date and time are read on its clock. */
  timeZone: string;
};

const movable = new Set(['scheduled', 'pending_confirmation']);

/** Every quarter hour of a day, `00:00` to `23:45`. */
const quarterHours = Array.from({ length: 96 }, (_, index) => {
  const time = `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`;
  return { value: time, label: time };
});

/** The session's start on the teacher's clock, down to its quarter hour (the select's steps). */
function quarterOf(instant: string, timeZone: string) {
  const [hours, minutes] = formatInZone(instant, timeZone, 'clock').split(':').map(Number) as [number, number];
  return `${String(hours).padStart(2, '0')}:${String(minutes - (minutes % 15)).padStart(2, '0')}`;
}

/** The instant the fields name so far, or null while they are incomplete. */
function readStart(date: string, time: string, timeZone: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  try {
    return zonedInstant(date, time, timeZone);
  } catch {
    return null;
  }
}

function rescheduleSchema(timeZone: string) {
  return z
    .object({
      date: z.iso.date('Choose a date'),
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a start time'),
    })
    .transform((values, ctx) => {
      const start = zonedInstant(values.date, values.time, timeZone);
      if (!start.ok) {
        ctx.addIssue({ code: 'custom', path: ['time'], message: nonexistentTimeMessage });
        return z.NEVER;
      }
      return { startUtc: start.instant.toISOString() };
    });
}

/**
 * "Reschedule" on the teacher's session page (also the keyboard way to do what dragging does in the
 * calendar): a new date and quarter hour on the teacher's clock, the zone named, the session keeping
 * its length. Shown only for a session the teacher may still move.
 */
export function RescheduleSessionDialog({ session, timeZone }: Props) {
  const [open] = useState(() => movable.has(session.status) && Date.parse(session.startsAt) > Date.now());
  if (!open) return null;
  const at = (instant: string) => formatInZone(instant, timeZone, 'sessionStart');
  return (
    <div className="mt-3">
      <FormDialog
        trigger={<Button variant="secondary">Reschedule</Button>}
        title="Reschedule session"
        description={`Now ${at(session.startsAt)}–${formatInZone(session.endsAt, timeZone, 'clock')} (${formatZoneName(timeZone)}). Pick the new start; the session keeps its length.`}
        submitLabel="Move session"
      >
        {({ formId, onSavingChange, close }) => (
          <RescheduleForm
            formId={formId}
            session={session}
            timeZone={timeZone}
            onSavingChange={onSavingChange}
            onMoved={close}
          />
        )}
      </FormDialog>
    </div>
  );
}

type FormProps = Props & { formId: string; onSavingChange: (saving: boolean) => void; onMoved: () => void };

function RescheduleForm({ formId, session, timeZone, onSavingChange, onMoved }: FormProps) {
  const router = useRouter();
  const schema = useMemo(() => rescheduleSchema(timeZone), [timeZone]);
  const today = zonedToday(timeZone);
  const { form, onSubmit, formError } = useApiForm({
    schema,
    defaultValues: {
      date: zonedIsoDate(new Date(session.startsAt), timeZone),
      time: quarterOf(session.startsAt, timeZone),
    },
    submit: async (body: { startUtc: string }) => {
      onSavingChange(true);
      try {
        return await callApi(rescheduleTeacherSessionRoute, { params: { id: session.id }, body });
      } finally {
        onSavingChange(false);
      }
    },
    fieldFor: (path) => (path.endsWith('startUtc') ? 'time' : null),
    codeFields: { SLOT_UNAVAILABLE: 'time' },
    onSuccess: (moved) => {
      toast.success(`Session moved to ${formatInZone(moved.session.startsAt, timeZone, 'sessionStart')}.`);
      onMoved();
      router.refresh();
    },
    fallback: 'The session could not be moved. Try again.',
  });
  const { errors } = form.formState;
  const [date, time] = useWatch({ control: form.control, name: ['date', 'time'] });
  const start = readStart(date, time, timeZone);
  const length = Date.parse(session.endsAt) - Date.parse(session.startsAt);

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4" aria-label="New time">
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <FormField label="New date" required error={errors.date?.message}>
              <DatePicker {...field} min={today} />
            </FormField>
          )}
        />
        <FormField label="New start time" required error={errors.time?.message}>
          <Select options={quarterHours} {...form.register('time')} />
        </FormField>
      </div>
      <p className="text-sm" aria-live="polite">
        {start?.ok ? (
          <>
            New time:{' '}
            <span className="font-medium">
              {formatInZone(start.instant, timeZone, 'sessionStart')}–
              {formatInZone(start.instant.getTime() + length, timeZone, 'clock')}
            </span>{' '}
            ({formatZoneName(timeZone)})
          </>
        ) : (
          'Choose the new date and start time.'
        )}
      </p>
      {formError ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
