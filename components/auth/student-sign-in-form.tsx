'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZRequestMagicLinkInput } from '@/lib/auth/magic-link/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MagicLinkSent } from './magic-link-sent';
import { postJson, waitMessage } from './post-json';

type FormInput = z.input<typeof ZRequestMagicLinkInput>;
type FormOutput = z.output<typeof ZRequestMagicLinkInput>;

export type StudentSignInFormProps = {
  /** Known teacher (from `?teacher=`): the slug field is not shown. */
  teacher?: { name: string; slug: string } | null;
  /** A slug to start the field with when the teacher is not known. */
  initialSlug?: string;
  showDevMailbox: boolean;
  submitLabel?: string;
};

/** E-mail (+ teacher page name) -> POST /api/auth/magic-link -> "check your e-mail". */
export function StudentSignInForm({ teacher, initialSlug = '', showDevMailbox, submitLabel }: StudentSignInFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZRequestMagicLinkInput),
    mode: 'onTouched',
    defaultValues: { email: '', teacherSlug: teacher?.slug ?? initialSlug },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: FormOutput) {
    try {
      const answer = await postJson<{ sent: true }>('/api/auth/magic-link', values);
      if (answer.ok) return setSentTo(values.email);
      if (answer.status === 429) {
        return form.setError('root', {
          message: `Too many sign-in requests from your connection. ${waitMessage(answer.retryAfterSeconds)}`,
        });
      }
      for (const detail of answer.error?.details ?? []) {
        if (detail.path === 'email' || detail.path === 'teacherSlug')
          form.setError(detail.path, { message: detail.message });
      }
      form.setError('root', { message: answer.error?.message ?? 'We could not send the link. Try again.' });
    } catch {
      form.setError('root', { message: 'We could not reach Lektio. Check your connection and try again.' });
    }
  }

  if (sentTo) {
    return (
      <MagicLinkSent
        email={sentTo}
        teacherName={teacher?.name}
        showDevMailbox={showDevMailbox}
        onUseAnotherAddress={() => setSentTo(null)}
      />
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" aria-label="Student sign in">
      {errors.root?.message ? (
        <p
          role="alert"
          className="border-danger/25 bg-danger-soft text-danger-foreground flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {errors.root.message}
        </p>
      ) : null}
      <FormField label="E-mail address" error={errors.email?.message} required hint="The address you booked with.">
        <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...form.register('email')} />
      </FormField>
      {teacher ? null : (
        <FormField
          label="Teacher's page name"
          error={errors.teacherSlug?.message}
          required
          hint="The end of your teacher's page address, e.g. demo for /demo."
        >
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('teacherSlug')} />
        </FormField>
      )}
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {submitLabel ?? 'E-mail me a sign-in link'}
      </Button>
    </form>
  );
}
