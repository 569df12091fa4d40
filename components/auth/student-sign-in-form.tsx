'use client';

import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { requestMagicLinkRoute } from '@/lib/auth/magic-link/contracts';
import { ZRequestMagicLinkInput } from '@/lib/auth/magic-link/schemas';
import { waitMessage, type ApiRefusal } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MagicLinkSent } from './magic-link-sent';

function refusalWords(refusal: ApiRefusal): string | undefined {
  if (refusal.status === 0) return 'We could not reach Lektio. Check your connection and try again.';
  if (refusal.status === 429) {
    return `Too many sign-in requests from your connection. ${waitMessage(refusal.retryAfterSeconds)}`;
  }
  return undefined;
}

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
  const { form, onSubmit, formError } = useApiForm({
    schema: ZRequestMagicLinkInput,
    defaultValues: { email: '', teacherSlug: teacher?.slug ?? initialSlug },
    submit: (body) => callApi(requestMagicLinkRoute, { body }),
    onSuccess: (_answer, values) => setSentTo(values.email),
    messageFor: refusalWords,
    fallback: 'We could not send the link. Try again.',
  });
  const { errors, isSubmitting } = form.formState;

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
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Student sign in">
      {formError ? (
        <p
          role="alert"
          className="border-danger/25 bg-danger-soft text-danger-foreground flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {formError}
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
