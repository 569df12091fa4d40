'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useStatusLabel } from '@/components/ui/status-badge';

import { emptyToNull, studentLevelOptions, studentStatusChoices } from './student-format';

/** The values the student forms share (add and edit): each field registers on the form it is in. */
type StudentFieldValues = {
  level?: string | null;
  status?: string;
  goals?: string | null;
  notes?: string | null;
};
type FormProps<V extends FieldValues, O> = { form: UseFormReturn<V, unknown, O> };

function studentFieldsOf<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>) {
  const register = (name: keyof StudentFieldValues, options?: { setValueAs: (value: unknown) => unknown }) =>
    form.register(name as Path<V>, options);
  return { register, errors: form.formState.errors as FieldErrors<StudentFieldValues> };
}

/** The student's level (a select whose empty choice means "not set"). */
export function StudentLevelField<V extends FieldValues & StudentFieldValues, O>({ form }: FormProps<V, O>) {
  const t = useTranslations('teacherStudents.form');
  const { register, errors } = studentFieldsOf(form);
  return (
    <FormField label={t('level')} error={errors.level?.message}>
      <Select
        placeholder={t('notSet')}
        options={studentLevelOptions}
        {...register('level', { setValueAs: emptyToNull })}
      />
    </FormField>
  );
}

/** The student's status (trial, active, inactive) in the reader's language. */
export function StudentStatusField<V extends FieldValues & StudentFieldValues, O>({ form }: FormProps<V, O>) {
  const t = useTranslations('teacherStudents.form');
  const statusLabel = useStatusLabel();
  const { register, errors } = studentFieldsOf(form);
  return (
    <FormField label={t('status')} error={errors.status?.message}>
      <Select options={studentStatusChoices(statusLabel)} {...register('status')} />
    </FormField>
  );
}

/**
 * Goals and notes. `emptyAs` says what a cleared text becomes: left out when adding a student, null
 * (cleared) when editing one.
 */
export function StudentNotesFields<V extends FieldValues & StudentFieldValues, O>({
  form,
  emptyAs,
}: FormProps<V, O> & { emptyAs: (value: unknown) => unknown }) {
  const t = useTranslations('teacherStudents.form');
  const { register, errors } = studentFieldsOf(form);
  return (
    <>
      <FormField label={t('goals')} hint={t('maxChars', { max: 1000 })} error={errors.goals?.message}>
        <Textarea rows={3} {...register('goals', { setValueAs: emptyAs })} />
      </FormField>
      <FormField label={t('notes')} hint={t('maxChars', { max: 1000 })} error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes', { setValueAs: emptyAs })} />
      </FormField>
    </>
  );
}
