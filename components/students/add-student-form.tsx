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
import type { TCreatedStudent } from '@/lib/students/response-schemas';
import { ZCreateStudentInput, type TCreateStudentInput } from '@/lib/students/schemas';
import { StudentTagChips } from './student-tag-chips';
import { emptyToNull, studentLevelOptions, studentStatusOptions } from './student-format';

type Values = z.input<typeof ZCreateStudentInput>;
type Tag = { id: string; name: string; color: string | null };

const FIELDS = new Set(['name', 'email', 'phone', 'timezone', 'level', 'goals', 'notes', 'status', 'tagIds']);
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Adds a student with the API's own schema (ZCreateStudentInput); refusals land on their fields. */
export function AddStudentForm({ tags, defaultTimezone }: { tags: Tag[]; defaultTimezone: string }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, TCreateStudentInput>({
    resolver: zodResolver(ZCreateStudentInput),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      timezone: defaultTimezone,
      status: 'active',
      tagIds: [],
      sendWelcomeEmail: true,
    },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: TCreateStudentInput) {
    setFormError(null);
    const answer = await sendJson<TCreatedStudent>('POST', '/api/teacher/students', values);
    if (answer.ok) {
      toast.success(
        answer.data.welcomeEmail === 'failed'
          ? `${answer.data.name} was added, but the welcome e-mail failed.`
          : `${answer.data.name} was added.`,
      );
      router.push(`/teacher/students/${answer.data.id}`);
      return;
    }
    let placed = 0;
    for (const detail of answer.error?.details ?? []) {
      const field = detail.path.split('.')[0] ?? '';
      if (!FIELDS.has(field)) continue;
      form.setError(field as keyof Values, { message: detail.message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
    if (answer.status === 409) {
      form.setError('email', { message: answer.error?.message ?? 'One of your students already has this e-mail' });
      return;
    }
    if (placed === 0) setFormError(answer.error?.message ?? 'The student could not be added. Try again.');
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-5" aria-label="Add a student">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label="E-mail" required error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" {...form.register('phone', { setValueAs: emptyToUndefined })} />
        </FormField>
        <FormField label="Time zone" hint="An IANA name such as Europe/Paris" error={errors.timezone?.message}>
          <Input {...form.register('timezone')} />
        </FormField>
        <FormField label="Level" error={errors.level?.message}>
          <Select
            placeholder="Not set"
            options={studentLevelOptions}
            {...form.register('level', { setValueAs: emptyToNull })}
          />
        </FormField>
        <FormField label="Status" error={errors.status?.message}>
          <Select options={studentStatusOptions} {...form.register('status')} />
        </FormField>
      </div>
      <FormField label="Goals" hint="At most 1000 characters" error={errors.goals?.message}>
        <Textarea rows={3} {...form.register('goals', { setValueAs: emptyToUndefined })} />
      </FormField>
      <FormField label="Notes" hint="At most 1000 characters" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes', { setValueAs: emptyToUndefined })} />
      </FormField>
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
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('sendWelcomeEmail')} />
        Send a welcome e-mail with a sign-in link
      </label>
      {formError ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        Add student
      </Button>
    </form>
  );
}
