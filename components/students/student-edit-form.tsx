'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { TagPickerField } from '@/components/forms/tag-picker-field';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TimeInput } from '@/components/ui/time-input';
import { Select } from '@/components/ui/select';
import { Mood } from '@/generated/prisma/enums';
import { localeNames, locales } from '@/lib/core/locale';
import { callApi } from '@/lib/client/call-api';
import { fieldOf } from '@/lib/client/field-path';
import { updateStudentRoute } from '@/lib/students/contracts';
import { ZUpdateStudentInput, type TUpdateStudentInput } from '@/lib/students/schemas';

import { StudentLevelField, StudentNotesFields, StudentStatusField } from './student-fields';
import { emptyToNull } from './student-format';

type Tag = { id: string; name: string; color: string | null };
type Editable = Required<
  Pick<
    TUpdateStudentInput,
    | 'notes'
    | 'goals'
    | 'level'
    | 'mood'
    | 'status'
    | 'preferredStartTime'
    | 'preferredEndTime'
    | 'preferredDays'
    | 'tagIds'
    | 'isMinor'
    | 'locale'
  >
> & { id: string };

const FIELDS = [
  'notes',
  'goals',
  'level',
  'mood',
  'status',
  'preferredStartTime',
  'preferredEndTime',
  'tagIds',
  'isMinor',
  'locale',
] as const;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * Notes, goals, level, mood, status, the student's language (their e-mails and portal, issue 32),
 * schedule preferences, tags (replaced whole) and minor, via PATCH.
 */
export function StudentEditForm({ student, tags }: { student: Editable; tags: Tag[] }) {
  const t = useTranslations('teacherStudents.form');
  const moods = useTranslations('teacherStudents.mood');
  const router = useRouter();
  const { id, ...initial } = student;
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZUpdateStudentInput,
    defaultValues: initial,
    fallback: t('saveFailed'),
    fieldFor: (path) => fieldOf(path, FIELDS),
    submit: (body: TUpdateStudentInput) => callApi(updateStudentRoute, { params: { id }, body }),
    onSuccess: (_student, values) => {
      toast.success(t('saved'));
      form.reset(values);
      router.refresh();
    },
  });
  const { errors, isDirty } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('editLabel')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <StudentStatusField form={form} />
        <StudentLevelField form={form} />
        <FormField label={t('mood')} error={errors.mood?.message}>
          <Select
            placeholder={t('notSet')}
            options={Object.values(Mood).map((mood) => ({
              value: mood,
              label: moods(mood),
            }))}
            {...form.register('mood', { setValueAs: emptyToNull })}
          />
        </FormField>
      </div>
      <FormField label={t('language')} hint={t('languageHint')} error={errors.locale?.message} className="sm:w-64">
        <Select
          options={locales.map((code) => ({ value: code, label: localeNames[code] }))}
          {...form.register('locale')}
        />
      </FormField>
      <StudentNotesFields form={form} emptyAs={emptyToNull} />
      <div className="grid grid-cols-2 gap-4 sm:w-96">
        <FormField label={t('preferredFrom')} hint={t('preferredFromHint')} error={errors.preferredStartTime?.message}>
          <TimeInput placeholder="09:00" {...form.register('preferredStartTime', { setValueAs: emptyToNull })} />
        </FormField>
        <FormField label={t('preferredUntil')} hint={t('preferredUntilHint')} error={errors.preferredEndTime?.message}>
          <TimeInput placeholder="18:00" {...form.register('preferredEndTime', { setValueAs: emptyToNull })} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="preferredDays"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="text-foreground mb-1 text-sm font-medium">{t('preferredDays')}</legend>
            <div className="flex flex-wrap gap-3">
              {DAYS.map((key, index) => {
                const day = index + 1;
                const value = field.value ?? [];
                return (
                  <label key={key} className="flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      checked={value.includes(day)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...value, day].sort((a, b) => a - b)
                            : value.filter((item) => item !== day),
                        )
                      }
                    />
                    {t(`days.${key}`)}
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
      />
      <TagPickerField control={form.control} name="tagIds" tags={tags} empty={t('noTags')} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('isMinor')} />
        {t('minor')}
      </label>
      <FormAlert message={formError} />
      <Button type="submit" loading={submitting} disabled={!isDirty}>
        {t('save')}
      </Button>
    </form>
  );
}
