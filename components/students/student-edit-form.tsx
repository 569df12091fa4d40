'use client';

import { useRouter } from 'next/navigation';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { TagPickerField } from '@/components/forms/tag-picker-field';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TimeInput } from '@/components/ui/time-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { Mood } from '@/generated/prisma/enums';
import { callApi } from '@/lib/client/call-api';
import { fieldOf } from '@/lib/client/field-path';
import { updateStudentRoute } from '@/lib/students/contracts';
import { ZUpdateStudentInput, type TUpdateStudentInput } from '@/lib/students/schemas';

import { emptyToNull, studentLevelOptions, studentStatusOptions } from './student-format';

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
] as const;
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Notes, goals, level, mood, status, schedule preferences, tags (replaced whole) and minor, via PATCH. */
export function StudentEditForm({ student, tags }: { student: Editable; tags: Tag[] }) {
  const router = useRouter();
  const { id, ...initial } = student;
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZUpdateStudentInput,
    defaultValues: initial,
    fallback: 'The changes could not be saved. Try again.',
    fieldFor: (path) => fieldOf(path, FIELDS),
    submit: (body: TUpdateStudentInput) => callApi(updateStudentRoute, { params: { id }, body }),
    onSuccess: (_student, values) => {
      toast.success('Saved.');
      form.reset(values);
      router.refresh();
    },
  });
  const { errors, isDirty } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Student details">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Status" error={errors.status?.message}>
          <Select options={studentStatusOptions} {...form.register('status')} />
        </FormField>
        <FormField label="Level" error={errors.level?.message}>
          <Select
            placeholder="Not set"
            options={studentLevelOptions}
            {...form.register('level', { setValueAs: emptyToNull })}
          />
        </FormField>
        <FormField label="Mood" error={errors.mood?.message}>
          <Select
            placeholder="Not set"
            options={Object.values(Mood).map((mood) => ({
              value: mood,
              label: mood[0]!.toUpperCase() + mood.slice(1),
            }))}
            {...form.register('mood', { setValueAs: emptyToNull })}
          />
        </FormField>
      </div>
      <FormField label="Goals" hint="At most 1000 characters" error={errors.goals?.message}>
        <Textarea rows={3} {...form.register('goals', { setValueAs: emptyToNull })} />
      </FormField>
      <FormField label="Notes" hint="At most 1000 characters" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes', { setValueAs: emptyToNull })} />
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:w-96">
        <FormField label="Preferred from" hint="HH:mm, 24-hour clock" error={errors.preferredStartTime?.message}>
          <TimeInput placeholder="09:00" {...form.register('preferredStartTime', { setValueAs: emptyToNull })} />
        </FormField>
        <FormField label="Preferred until" hint="In the student's zone" error={errors.preferredEndTime?.message}>
          <TimeInput placeholder="18:00" {...form.register('preferredEndTime', { setValueAs: emptyToNull })} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="preferredDays"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="text-foreground mb-1 text-sm font-medium">Preferred days</legend>
            <div className="flex flex-wrap gap-3">
              {DAYS.map((label, index) => {
                const day = index + 1;
                const value = field.value ?? [];
                return (
                  <label key={label} className="flex items-center gap-1.5 text-sm">
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
                    {label}
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
      />
      <TagPickerField control={form.control} name="tagIds" tags={tags} empty="You have no tags yet." />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('isMinor')} />
        Minor: their family&apos;s payer receives their notices and accepts contracts for them
      </label>
      <FormAlert message={formError} />
      <Button type="submit" loading={submitting} disabled={!isDirty}>
        Save details
      </Button>
    </form>
  );
}
