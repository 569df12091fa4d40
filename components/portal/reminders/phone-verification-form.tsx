'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/client/call-api';
import { confirmPhoneVerificationRoute, requestPhoneVerificationRoute } from '@/lib/sms/contracts';
import { ZConfirmPhoneVerificationInput, ZRequestPhoneVerificationInput } from '@/lib/sms/schemas';

/** Two steps: the number (a code is texted to it), then the code. */
export function PhoneVerificationForm({ pendingPhone }: { pendingPhone: string | null }) {
  const t = useTranslations('portalPages.phone');
  const router = useRouter();
  const [sentTo, setSentTo] = useState<string | null>(pendingPhone);
  const phoneForm = useApiForm({
    schema: ZRequestPhoneVerificationInput,
    defaultValues: { phone: '' },
    submit: (body) => callApi(requestPhoneVerificationRoute, { body }),
    onSuccess: (answer) => setSentTo(answer.phone),
    fallback: t('sendFailed'),
  });
  const codeForm = useApiForm({
    schema: ZConfirmPhoneVerificationInput,
    defaultValues: { code: '' },
    submit: (body) => callApi(confirmPhoneVerificationRoute, { body }),
    onSuccess: () => router.refresh(),
    fallback: t('verifyFailed'),
  });

  return (
    <div className="space-y-6">
      <form onSubmit={phoneForm.onSubmit} noValidate className="space-y-3">
        <FormAlert message={phoneForm.formError} />
        <FormField
          label={t('label')}
          hint={t('hint')}
          error={phoneForm.form.formState.errors.phone?.message}
          required
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" {...phoneForm.form.register('phone')} />
        </FormField>
        <Button type="submit" variant="secondary" disabled={phoneForm.submitting}>
          {t('send')}
        </Button>
      </form>
      {sentTo ? (
        <form onSubmit={codeForm.onSubmit} noValidate className="space-y-3">
          <FormAlert message={codeForm.formError} />
          <FormField
            label={t('code')}
            hint={t('codeHint', { phone: sentTo })}
            error={codeForm.form.formState.errors.code?.message}
            required
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...codeForm.form.register('code')} />
          </FormField>
          <Button type="submit" disabled={codeForm.submitting}>
            {t('verify')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
