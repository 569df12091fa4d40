'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { Mood } from '@/generated/prisma/enums';
import { ZUpdateStudentInput, type TUpdateStudentInput } from '@/lib/students/schemas';
import { StudentTagChips } from './student-tag-chips';
import { emptyToNull, studentLevelOptions, studentStatusOptions } from './student-format';

type Values = z.input<typeof ZUpdateStudentInput>;
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
  >
> & { id: string };

const FIELDS = new Set([
  'notes',
  'goals',
  'level',
  'mood',
  'status',
  'preferredStartTime',
  'preferredEndTime',
  'tagIds',
]);
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Notes, goals, level, mood, status, schedule preferences and tags (replaced whole), via PATCH. */
export function StudentEditForm({ student, tags }: { student: Editable; tags: Tag[] }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const { id, ...initial } = student;
  const form = useForm<Values, unknown, TUpdateStudentInput>({
    resolver: zodResolver(ZUpdateStudentInput),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  async function submit(values: TUpdateStudentInput) {
    setFormError(null);
    const answer = await sendJson('PATCH', `/api/teacher/students/${id}`, values);
    if (answer.ok) {
      toast.success('Saved.');
      form.reset(values);
      router.refresh();
      return;
    }
    let placed = 0;
    for (const detail of answer.error?.details ?? []) {
      const field = detail.path.split('.')[0] ?? '';
      if (!FIELDS.has(field)) continue;
      form.setError(field as keyof Values, { message: detail.message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
    if (placed === 0) setFormError(answer.error?.message ?? 'The changes could not be saved. Try again.');
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-5" aria-label="Student details">
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
        <FormField label="Preferred from" error={errors.preferredStartTime?.message}>
          <Input type="time" {...form.register('preferredStartTime', { setValueAs: emptyToNull })} />
        </FormField>
        <FormField label="Preferred until" error={errors.preferredEndTime?.message}>
          <Input type="time" {...form.register('preferredEndTime', { setValueAs: emptyToNull })} />
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
      <Controller
        control={form.control}
        name="tagIds"
        render={({ field, fieldState }) => (
          <StudentTagChips
            tags={tags}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {formError ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
        Save details
      </Button>
    </form>
  );
}
