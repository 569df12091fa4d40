'use client';

import { CircleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { requestMagicLinkRoute } from '@/lib/auth/magic-link/contracts';
import { ZRequestMagicLinkInput } from '@/lib/auth/magic-link/schemas';
import type { ApiRefusal } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MagicLinkSent } from './magic-link-sent';

type Words = ReturnType<typeof useTranslations<'auth'>>;

/** "Try again in 42 minutes" from a Retry-After in seconds, in the reader's language. */
export function waitWords(t: Words, seconds: number | undefined): string {
  if (!seconds) return t('wait.later');
  if (seconds < 90) return t('wait.seconds', { count: Math.ceil(seconds) });
  return t('wait.minutes', { count: Math.ceil(seconds / 60) });
}

function refusalWords(t: Words, refusal: ApiRefusal): string | undefined {
  if (refusal.status === 0) return t('unreachable');
  if (refusal.status === 429) return t('student.tooMany', { wait: waitWords(t, refusal.retryAfterSeconds) });
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
  const t = useTranslations('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, onSubmit, formError } = useApiForm({
    schema: ZRequestMagicLinkInput,
    defaultValues: { email: '', teacherSlug: teacher?.slug ?? initialSlug },
    submit: (body) => callApi(requestMagicLinkRoute, { body }),
    onSuccess: (_answer, values) => setSentTo(values.email),
    messageFor: (refusal) => refusalWords(t, refusal),
    fallback: t('student.sendFailed'),
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
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('student.formLabel')}>
      {formError ? (
        <p
          role="alert"
          className="border-danger/25 bg-danger-soft text-danger-foreground flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {formError}
        </p>
      ) : null}
      <FormField label={t('student.email')} error={errors.email?.message} required hint={t('student.emailHint')}>
        <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...form.register('email')} />
      </FormField>
      {teacher ? null : (
        <FormField
          label={t('student.slug')}
          error={errors.teacherSlug?.message}
          required
          hint={t('student.slugHint')}
        >
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('teacherSlug')} />
        </FormField>
      )}
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {submitLabel ?? t('student.send')}
      </Button>
    </form>
  );
}
