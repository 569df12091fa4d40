'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { TagPickerField } from '@/components/forms/tag-picker-field';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/client/call-api';
import { fieldOf } from '@/lib/client/field-path';
import { createStudentRoute } from '@/lib/students/contracts';
import { ZCreateStudentInput } from '@/lib/students/schemas';

import { StudentLevelField, StudentNotesFields, StudentStatusField } from './student-fields';

type Tag = { id: string; name: string; color: string | null };

const FIELDS = ['name', 'email', 'phone', 'timezone', 'level', 'goals', 'notes', 'status', 'tagIds'] as const;
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Adds a student with the API's own schema (ZCreateStudentInput); refusals land on their fields. */
export function AddStudentForm({ tags, defaultTimezone }: { tags: Tag[]; defaultTimezone: string }) {
  const t = useTranslations('teacherStudents.form');
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZCreateStudentInput,
    fallback: t('addFailed'),
    fieldFor: (path) => fieldOf(path, FIELDS),
    codeFields: { CONFLICT: 'email' },
    submit: (body) => callApi(createStudentRoute, { body }),
    onSuccess: (student) => {
      toast.success(
        student.welcomeEmail === 'failed'
          ? t('addedWelcomeFailed', { name: student.name })
          : t('added', { name: student.name }),
      );
      router.push(`/teacher/students/${student.id}`);
    },
    defaultValues: {
      name: '',
      email: '',
      timezone: defaultTimezone,
      status: 'active',
      tagIds: [],
      sendWelcomeEmail: true,
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('addLabel')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('name')} required error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label={t('email')} required error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField label={t('phone')} error={errors.phone?.message}>
          <Input type="tel" {...form.register('phone', { setValueAs: emptyToUndefined })} />
        </FormField>
        <FormField label={t('timezone')} hint={t('timezoneHint')} error={errors.timezone?.message}>
          <Input {...form.register('timezone')} />
        </FormField>
        <StudentLevelField form={form} />
        <StudentStatusField form={form} />
      </div>
      <StudentNotesFields form={form} emptyAs={emptyToUndefined} />
      <TagPickerField control={form.control} name="tagIds" tags={tags} empty={t('noTags')} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('sendWelcomeEmail')} />
        {t('welcome')}
      </label>
      <FormAlert message={formError} />
      <Button type="submit" loading={submitting}>
        {t('add')}
      </Button>
    </form>
  );
}
