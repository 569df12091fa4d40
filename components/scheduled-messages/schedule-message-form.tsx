'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useFieldMessage } from '@/components/catalogue/use-field-message';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
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
import { formatDateTime, formatZoneLabel } from '@/lib/presentation/format';
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

/**
 * Compose and schedule an e-mail (POST /api/teacher/scheduled-messages): to one student, the active
 * students with a tag, or all active students, at a date and time on the teacher's clock. Validated
 * inline with the route's schema and send-time rule; the list below refreshes on success.
 */
export function ScheduleMessageForm({ students, tags, activeStudents, timeZone }: Props) {
  const router = useRouter();
  const t = useTranslations('teacherMessages.form');
  const regional = useRegionalFormat();
  const say = useFieldMessage();
  const resolver = useMemo(() => scheduleMessageResolver(timeZone), [timeZone]);
  const today = zonedToday(timeZone);
  const { form, onSubmit, formError } = useApiForm({
    resolver,
    defaultValues: emptyScheduleMessageValues,
    submit: (body: TCreateScheduledMessageInput) => callApi(createScheduledMessageRoute, { body }),
    onSuccess: (message) => {
      const when = formatDateTime(message.sendAt, timeZone, 'sessionStart', regional);
      toast.success(t('scheduled', { when, audience: message.audienceLabel, count: message.recipientPreview }));
      form.reset(emptyScheduleMessageValues);
      router.refresh();
    },
    fieldFor: (path) => {
      const field = path.replace(/^body\./, '');
      if (field === 'sendAt') return 'time';
      return field in emptyScheduleMessageValues ? (field as keyof ScheduleMessageValues) : null;
    },
    fallback: t('failed'),
  });
  const { errors, isSubmitting } = form.formState;
  const [audience, body] = useWatch({ control: form.control, name: ['audience', 'body'] });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('label')}>
      <AudienceRadioGroup registration={form.register('audience')} />
      {audience === 'student' ? (
        <Controller
          control={form.control}
          name="studentId"
          render={({ field }) => (
            <FormField label={t('student')} required error={say(errors.studentId?.message)}>
              <StudentSearchSelect students={students} {...field} />
            </FormField>
          )}
        />
      ) : null}
      {audience === 'tag' ? (
        <FormField
          label={t('tag')}
          required
          error={say(errors.tagId?.message)}
          hint={t('tagHint')}
        >
          <Select
            placeholder={tags.length ? t('chooseTag') : t('noTags')}
            options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
            {...form.register('tagId')}
          />
        </FormField>
      ) : null}
      {audience === 'all_active' ? (
        <p className="text-muted-foreground text-sm">
          {t('allActive', { count: activeStudents })}
        </p>
      ) : null}
      <FormField label={t('subject')} required error={say(errors.subject?.message)}>
        <Input autoComplete="off" maxLength={200} {...form.register('subject')} />
      </FormField>
      <FormField
        label={t('body')}
        required
        error={say(errors.body?.message)}
        hint={t('bodyHint', { length: body.length, max: maxBodyLength })}
      >
        <Textarea rows={6} {...form.register('body')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <FormField label={t('date')} required error={say(errors.date?.message)}>
              <DatePicker {...field} min={today} max={shiftIsoDate(today, 365)} />
            </FormField>
          )}
        />
        <FormField label={t('time')} required error={say(errors.time?.message)} hint={t('timeHint')}>
          <TimeInput {...form.register('time')} />
        </FormField>
      </div>
      <p className="text-muted-foreground text-sm">{t('zone', { zone: formatZoneLabel(timeZone, new Date(), regional) })}</p>
      {formError ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
