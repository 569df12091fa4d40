'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { sendJson } from '@/components/services/send-json';
import { emptyToNull } from '@/components/students/student-format';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ZSessionContentInput, type TSessionContent, type TSessionContentInput } from '@/lib/booking/session-schemas';

type Values = z.input<typeof ZSessionContentInput>;
type Field = keyof Values;
const FIELDS = new Set<string>(['teacherNotes', 'summary', 'homework', 'meetingUrl']);

/** Notes, summary, homework and meeting link of the session (PATCH /content); an empty field clears it. */
export function SessionContentForm({ content }: { content: TSessionContent }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const { id, ...initial } = content;
  const form = useForm<Values, unknown, TSessionContentInput>({
    resolver: zodResolver(ZSessionContentInput),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const text = { setValueAs: emptyToNull };

  async function submit(values: TSessionContentInput) {
    setFormError(null);
    const answer = await sendJson<TSessionContent>('PATCH', `/api/teacher/sessions/${id}/content`, values);
    if (answer.ok) {
      const { id: _id, ...saved } = answer.data;
      form.reset(saved);
      toast.success('Session content saved.');
      router.refresh();
      return;
    }
    let placed = 0;
    for (const detail of answer.error?.details ?? []) {
      const field = detail.path.split('.')[0] ?? '';
      if (!FIELDS.has(field)) continue;
      form.setError(field as Field, { message: detail.message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
    if (placed === 0) setFormError(answer.error?.message ?? 'The content could not be saved. Try again.');
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4" aria-label="Session content">
      <FormField
        label="Meeting link"
        hint="An http(s) address, e.g. your video room"
        error={errors.meetingUrl?.message}
      >
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('meetingUrl', text)} />
      </FormField>
      <FormField label="Teacher notes" hint="Only you see these" error={errors.teacherNotes?.message}>
        <Textarea rows={4} {...form.register('teacherNotes', text)} />
      </FormField>
      <FormField label="Summary" hint="What the lesson covered" error={errors.summary?.message}>
        <Textarea rows={3} {...form.register('summary', text)} />
      </FormField>
      <FormField label="Homework" error={errors.homework?.message}>
        <Textarea rows={3} {...form.register('homework', text)} />
      </FormField>
      {formError ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
        Save content
      </Button>
    </form>
  );
}
