'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { TagPickerField } from '@/components/forms/tag-picker-field';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/client/call-api';
import { fieldOf } from '@/lib/client/field-path';
import { createStudentRoute } from '@/lib/students/contracts';
import { ZCreateStudentInput } from '@/lib/students/schemas';

import { emptyToNull, studentLevelOptions, studentStatusOptions } from './student-format';

type Tag = { id: string; name: string; color: string | null };

const FIELDS = ['name', 'email', 'phone', 'timezone', 'level', 'goals', 'notes', 'status', 'tagIds'] as const;
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Adds a student with the API's own schema (ZCreateStudentInput); refusals land on their fields. */
export function AddStudentForm({ tags, defaultTimezone }: { tags: Tag[]; defaultTimezone: string }) {
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZCreateStudentInput,
    fallback: 'The student could not be added. Try again.',
    fieldFor: (path) => fieldOf(path, FIELDS),
    codeFields: { CONFLICT: 'email' },
    submit: (body) => callApi(createStudentRoute, { body }),
    onSuccess: (student) => {
      toast.success(
        student.welcomeEmail === 'failed'
          ? `${student.name} was added, but the welcome e-mail failed.`
          : `${student.name} was added.`,
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
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Add a student">
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
      <TagPickerField control={form.control} name="tagIds" tags={tags} empty="You have no tags yet." />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('sendWelcomeEmail')} />
        Send a welcome e-mail with a sign-in link
      </label>
      <FormAlert message={formError} />
      <Button type="submit" loading={submitting}>
        Add student
      </Button>
    </form>
  );
}
