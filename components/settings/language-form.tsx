'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormSubmitRow } from '@/components/forms/form-submit-row';
import { useApiForm } from '@/components/forms/use-api-form';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { callApi } from '@/lib/client/call-api';
import { localeNames, locales, toLocale, type HourCycle, type Locale } from '@/lib/core/locale';
import { ZLocale } from '@/lib/core/locale-schemas';
import { formatDateTime } from '@/lib/presentation/format';
import { updateProfileRoute } from '@/lib/settings/contracts';
import { updateReminderSettingsRoute } from '@/lib/sms/contracts';

// The clock select's empty value is "the language's own": null in the API.
const ZLanguageForm = z.object({
  locale: ZLocale,
  hourCycle: z.enum(['', 'h12', 'h23']).transform((clock) => (clock === '' ? null : clock)),
});
type Values = z.input<typeof ZLanguageForm>;
type Body = z.output<typeof ZLanguageForm>;

// A fixed instant for the example line: Monday 23 November 2026, 17:30 UTC.
const exampleInstant = '2026-11-23T17:30:00Z';

type Props = {
  locale: Locale;
  hourCycle: HourCycle | null;
  /**
   * Whose: the teacher's (their profile, the default) or the signed-in student's own (the portal's
   * settings, PATCH /api/student/reminder-settings, decision 0113).
   */
  owner?: 'teacher' | 'student';
  /** The line under the language select; the teacher's by default. */
  languageHint?: string;
};

/** The language of the teacher's area and e-mails, or of a student's portal and e-mails, and the clock (issue 32). */
export function LanguageForm({ locale, hourCycle, owner = 'teacher', languageHint }: Props) {
  const t = useTranslations('languageSettings');
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm<Values, Body, unknown>({
    schema: ZLanguageForm,
    defaultValues: { locale, hourCycle: hourCycle ?? '' },
    fallback: t('failed'),
    submit: (body) =>
      owner === 'student' ? callApi(updateReminderSettingsRoute, { body }) : callApi(updateProfileRoute, { body }),
    onSuccess: (_answer, body) => {
      form.reset({ locale: body.locale, hourCycle: body.hourCycle ?? '' });
      toast.success(t('saved'));
      // The whole area re-renders in the new language.
      router.refresh();
    },
  });
  const chosen = useWatch({ control: form.control, name: ['locale', 'hourCycle'] });
  const example = formatDateTime(exampleInstant, 'UTC', 'sessionStart', {
    locale: toLocale(chosen[0]),
    hourCycle: chosen[1] === '' ? null : (chosen[1] as HourCycle),
  });
  const { errors, isDirty } = form.formState;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('formLabel')} className="flex flex-col gap-5">
      <FormField label={t('language')} hint={languageHint ?? t('languageHint')} error={errors.locale?.message}>
        <Select {...form.register('locale')} options={locales.map((value) => ({ value, label: localeNames[value] }))} />
      </FormField>
      <FormField label={t('clock')} hint={t('example', { example })} error={errors.hourCycle?.message}>
        <Select
          {...form.register('hourCycle')}
          options={[
            { value: '', label: t('clockOfLanguage') },
            { value: 'h23', label: t('clock24') },
            { value: 'h12', label: t('clock12') },
          ]}
        />
      </FormField>
      <FormSubmitRow error={formError} submitting={submitting} disabled={!isDirty}>
        {t('save')}
      </FormSubmitRow>
    </form>
  );
}
