'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useApiForm } from '@/components/forms/use-api-form';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { TimeInput } from '@/components/ui/time-input';
import { createTeacherSessionRoute } from '@/lib/booking/contracts';
import { previewTeacherSeriesRoute } from '@/lib/booking/series/contracts';
import type { TSeriesPreview } from '@/lib/booking/series/schemas';
import { callApi } from '@/lib/client/call-api';
import { formatDuration } from '@/lib/presentation/format';
import {
  creditsLeft,
  newSessionFormSchema,
  toCreateSessionBody,
  toSeriesPreviewBody,
  type BookingOptions,
  type NewSessionFormValues,
} from './new-session-schema';
import { SeriesPreviewList } from './series-preview-list';
import { SeriesRepeatFields } from './series-repeat-fields';
import { zoneLabel } from './session-format';
import { RefusalLine } from './refusal-line';

type Props = {
  options: BookingOptions;
  /** The teacher's IANA zone: the date and time are read on its clock. */
  timeZone: string;
  defaults: { studentId?: string; date?: string; time?: string };
};

/** Where the API's validation details land: the instant is made of the date and the time. */
const fieldOf: Record<string, keyof NewSessionFormValues> = {
  studentId: 'studentId',
  serviceId: 'serviceId',
  startUtc: 'time',
  timezone: 'time',
  count: 'count',
};

/** What a submit answered: the booked session, or the series' dates to check before booking them. */
type Submitted =
  | { kind: 'session'; id: string }
  | { kind: 'series'; preview: TSeriesPreview; request: ReturnType<typeof toSeriesPreviewBody> };

/**
 * The teacher books a session for one of their students (POST /api/teacher/sessions) at any time of
 * their choosing: published availability does not bind their own calendar, only an overlap is refused.
 */
export function NewSessionForm({ options, timeZone, defaults }: Props) {
  const t = useTranslations('teacherSessionTools');
  const regional = useRegionalFormat();
  const router = useRouter();
  const schema = useMemo(() => newSessionFormSchema(timeZone, t), [timeZone, t]);
  const [series, setSeries] = useState<Extract<Submitted, { kind: 'series' }> | null>(null);
  const { form, onSubmit, formError } = useApiForm({
    schema,
    submit: async (values: NewSessionFormValues): Promise<Submitted> => {
      if (values.repeat === 'none') {
        const session = await callApi(createTeacherSessionRoute, { body: toCreateSessionBody(values, timeZone) });
        return { kind: 'session', id: session.id };
      }
      const request = toSeriesPreviewBody(values, timeZone);
      return { kind: 'series', preview: await callApi(previewTeacherSeriesRoute, { body: request }), request };
    },
    onSuccess: (answer) => {
      if (answer.kind === 'session') return router.push(`/teacher/sessions/${answer.id}`);
      setSeries(answer);
    },
    fieldFor: (path) => fieldOf[path.split('.')[0] ?? ''] ?? null,
    // The teacher already has a session then (SLOT_UNAVAILABLE).
    codeFields: { SLOT_UNAVAILABLE: 'time' },
    messageFor: (refusal) => (refusal.status === 409 ? t('newSession.slotTaken') : undefined),
    fallback: t('newSession.failed'),
    defaultValues: {
      studentId: defaults.studentId ?? '',
      serviceId: options.services.length === 1 ? options.services[0]!.id : '',
      date: defaults.date ?? '',
      time: defaults.time ?? '',
      repeat: 'none',
      count: 10,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [studentId, serviceId, repeat] = useWatch({
    control: form.control,
    name: ['studentId', 'serviceId', 'repeat'],
  });
  const repeats = repeat !== undefined && repeat !== 'none';
  // A change of any field makes the checked dates stale: they are checked again.
  useEffect(() => {
    const subscription = form.watch(() => setSeries(null));
    return () => subscription.unsubscribe();
  }, [form]);
  const service = options.services.find((s) => s.id === serviceId);
  const credits = studentId && serviceId ? creditsLeft(options.credits, studentId, serviceId) : null;
  const studentName = options.students.find((s) => s.id === studentId)?.name ?? t('newSession.theStudent');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('newSession.form')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('newSession.student')} required error={errors.studentId?.message}>
          <Select
            placeholder={t('newSession.chooseStudent')}
            options={options.students.map((s) => ({ value: s.id, label: s.name }))}
            {...form.register('studentId')}
          />
        </FormField>
        <FormField
          label={t('newSession.service')}
          required
          error={errors.serviceId?.message}
          hint={
            service ? t('newSession.lasts', { duration: formatDuration(service.durationMinutes, regional) }) : undefined
          }
        >
          <Select
            placeholder={t('newSession.chooseService')}
            options={options.services.map((s) => ({ value: s.id, label: s.name }))}
            {...form.register('serviceId')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <FormField label={t('newSession.date')} required error={errors.date?.message}>
              <DatePicker {...field} />
            </FormField>
          )}
        />
        <FormField label={t('newSession.startTime')} required error={errors.time?.message} hint={t('fields.clockHint')}>
          <TimeInput {...form.register('time')} />
        </FormField>
      </div>
      <SeriesRepeatFields form={form} />
      <p className="text-muted-foreground text-sm">{t('newSession.zone', { zone: zoneLabel(timeZone, regional) })}</p>
      {credits !== null && !repeats ? (
        <p className="text-sm" aria-live="polite">
          {credits > 0 ? t('newSession.credits', { name: studentName, count: credits }) : t('newSession.noCredits')}
        </p>
      ) : null}
      <RefusalLine message={formError} />
      {series ? null : (
        <Button type="submit" loading={isSubmitting}>
          {repeats ? t('newSession.checkDates') : t('newSession.book')}
        </Button>
      )}
      {series ? (
        <SeriesPreviewList
          preview={series.preview}
          request={{
            serviceId: series.request.serviceId,
            studentId: series.request.studentId,
            frequency: series.preview.frequency,
            timezone: series.request.timezone,
          }}
          studentName={studentName}
          timeZone={timeZone}
          onBooked={(booked) => router.push(`/teacher/sessions/${booked.occurrences[0]!.sessionId}`)}
        />
      ) : null}
    </form>
  );
}
