'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/client/call-api';
import { addContactLogEntryRoute } from '@/lib/students/contracts';
import { maxStudentTextLength, ZCreateContactLogInput } from '@/lib/students/schemas';

/** The API's body, with an empty note sent as none. */
const ZContactForm = ZCreateContactLogInput.extend({
  note: z
    .string()
    .trim()
    .max(maxStudentTextLength)
    .transform((note) => note || null),
});

/** Records a message or call to the student (POST /api/teacher/contact-log). */
export function ContactLogForm({ studentId }: { studentId: string }) {
  const t = useTranslations('teacherStudents.contact');
  const max = useTranslations('teacherStudents.form');
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZContactForm,
    defaultValues: { studentId, channel: 'messaging', note: '' },
    fallback: t('failed'),
    submit: (body) => callApi(addContactLogEntryRoute, { body }),
    onSuccess: () => {
      form.resetField('note');
      toast.success(t('recorded'));
      router.refresh();
    },
  });

  return (
    <form onSubmit={onSubmit} aria-label={t('label')} className="space-y-3">
      <FormAlert message={formError} />
      <FormField label={t('channel')}>
        <Select
          {...form.register('channel')}
          options={[
            { value: 'messaging', label: t('messaging') },
            { value: 'email', label: t('email') },
            { value: 'phone', label: t('phone') },
          ]}
        />
      </FormField>
      <FormField
        label={t('note')}
        error={form.formState.errors.note?.message}
        hint={max('maxChars', { max: maxStudentTextLength })}
      >
        <Textarea rows={2} {...form.register('note')} />
      </FormField>
      <Button type="submit" variant="secondary" loading={submitting}>
        {t('record')}
      </Button>
    </form>
  );
}
