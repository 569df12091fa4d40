'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { emptyToNull } from '@/components/students/student-format';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { updateSessionContentRoute } from '@/lib/booking/contracts';
import { ZSessionContentInput, type TSessionContent } from '@/lib/booking/session-schemas';
import { homeworkDueDay } from '@/lib/booking/homework-due';
import { callApi } from '@/lib/client/call-api';
import { RefusalLine } from './refusal-line';

type Values = z.input<typeof ZSessionContentInput>;
type Field = keyof Values;
const FIELDS = new Set<string>(['teacherNotes', 'summary', 'homework', 'homeworkDueAt', 'meetingUrl']);
/** `meetingUrl.0` -> `meetingUrl`: a detail lands on the field it is about. */
const fieldFor = (path: string) => {
  const field = path.split('.')[0] ?? '';
  return FIELDS.has(field) ? (field as Field) : null;
};

/**
 * Notes, summary, homework with its due day (in the teacher's zone) and meeting link of the session
 * (PATCH /content); an empty field clears it.
 */
export function SessionContentForm({ content, timeZone }: { content: TSessionContent; timeZone: string }) {
  const t = useTranslations('teacherSessionTools.content');
  const router = useRouter();
  const { id, ...stored } = content;
  const asValues = (value: Omit<TSessionContent, 'id'>): Values => ({
    ...value,
    homeworkDueAt: homeworkDueDay(value.homeworkDueAt, timeZone),
  });
  const { form, onSubmit, formError } = useApiForm({
    schema: ZSessionContentInput,
    defaultValues: asValues(stored),
    submit: (body) => callApi(updateSessionContentRoute, { params: { id }, body }),
    onSuccess: ({ id: _id, ...saved }) => {
      form.reset(asValues(saved));
      toast.success(t('saved'));
      router.refresh();
    },
    fieldFor,
    fallback: t('failed'),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const text = { setValueAs: emptyToNull };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('form')}>
      <FormField label={t('meetingLink')} hint={t('meetingHint')} error={errors.meetingUrl?.message}>
        <Input
          type="url"
          inputMode="url"
          placeholder={t('meetingPlaceholder')}
          {...form.register('meetingUrl', text)}
        />
      </FormField>
      <FormField label={t('notes')} hint={t('notesHint')} error={errors.teacherNotes?.message}>
        <Textarea rows={4} {...form.register('teacherNotes', text)} />
      </FormField>
      <FormField label={t('summary')} hint={t('summaryHint')} error={errors.summary?.message}>
        <Textarea rows={3} {...form.register('summary', text)} />
      </FormField>
      <FormField label={t('homework')} hint={t('homeworkHint')} error={errors.homework?.message}>
        <Textarea rows={3} {...form.register('homework', text)} />
      </FormField>
      <FormField label={t('due')} hint={t('dueHint')} error={errors.homeworkDueAt?.message}>
        <Input type="date" className="max-w-48" {...form.register('homeworkDueAt', text)} />
      </FormField>
      <RefusalLine message={formError} />
      <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
        {t('save')}
      </Button>
    </form>
  );
}
