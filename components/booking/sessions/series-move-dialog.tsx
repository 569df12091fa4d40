'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { TimeInput } from '@/components/ui/time-input';
import { moveTeacherSeriesRoute } from '@/lib/booking/series/contracts';
import { callApi } from '@/lib/client/call-api';
import { formatInZone } from '@/lib/core/format-time';
import { zonedInstant, zonedIsoDate } from '@/lib/core/zoned-date';
import { nonexistentTimeMessage } from './new-session-schema';
import { zoneLabel } from './session-format';

type Props = {
  seriesId: string;
  sessionId: string;
  startsAt: string;
  timeZone: string;
  /** "4 lessons": what moves. */
  lessons: string;
  onMoved: (notice: string) => void;
};

const moveSchema = (timeZone: string) =>
  z
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

function MoveForm({
  formId,
  seriesId,
  sessionId,
  startsAt,
  timeZone,
  onSavingChange,
  onDone,
}: Props & {
  formId: string;
  onSavingChange: (saving: boolean) => void;
  onDone: (notice: string) => void;
}) {
  const schema = useMemo(() => moveSchema(timeZone), [timeZone]);
  const { form, onSubmit, formError } = useApiForm({
    schema,
    defaultValues: {
      date: zonedIsoDate(new Date(startsAt), timeZone),
      time: formatInZone(startsAt, timeZone, 'clock'),
    },
    submit: async ({ startUtc }: { startUtc: string }) => {
      onSavingChange(true);
      try {
        return await callApi(moveTeacherSeriesRoute, {
          params: { id: seriesId },
          body: { fromSessionId: sessionId, startUtc },
        });
      } finally {
        onSavingChange(false);
      }
    },
    onSuccess: (series) =>
      onDone(
        `Moved: the lessons from here are now on ${formatInZone(series.occurrences.find((o) => o.sessionId === sessionId)?.startsAt ?? startsAt, timeZone, 'sessionStart')}, then every ${series.frequency === 'weekly' ? 'week' : 'two weeks'} at ${series.localTime}.`,
      ),
    fieldFor: () => null,
    fallback: 'The lessons could not be moved.',
  });
  const { errors } = form.formState;
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Move this and following">
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <FormField label="New date" required error={errors.date?.message}>
              <DatePicker {...field} />
            </FormField>
          )}
        />
        <FormField label="New start time" required error={errors.time?.message} hint="24-hour clock, e.g. 16:30">
          <TimeInput {...form.register('time')} />
        </FormField>
      </div>
      {formError ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {formError}
        </p>
      ) : null}
    </form>
  );
}

/** "Move this and following": a new date and time for this lesson; the later ones shift alike on the clock. */
export function SeriesMoveDialog(props: Props) {
  const router = useRouter();
  return (
    <FormDialog
      trigger={<Button variant="secondary">Move this and following</Button>}
      title="Move this and the following lessons"
      description={`${props.lessons} move: this one to the new date and time, each later one by the same shift, at the same time of day (${zoneLabel(props.timeZone)}) even across a clock change.`}
      submitLabel="Move lessons"
    >
      {({ formId, onSavingChange, close }) => (
        <MoveForm
          {...props}
          formId={formId}
          onSavingChange={onSavingChange}
          onDone={(notice) => {
            close();
            props.onMoved(notice);
            router.refresh();
          }}
        />
      )}
    </FormDialog>
  );
}
