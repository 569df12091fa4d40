'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ServiceEditorValues } from '@/lib/catalogue/service-editor-values';

const PROVIDERS = ['none', 'fixed_link', 'jitsi', 'google_meet'] as const;
/** Where a Jitsi room opens without a server of the teacher's own (publicJitsiBaseUrl, server-only). */
const PUBLIC_JITSI = 'https://meet.jit.si';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Where online sessions meet: each booked session gets its link from this choice. */
export function ServiceMeetingFields() {
  const t = useTranslations('teacherServiceEditor.meeting');
  const { control, register, formState } = useFormContext<ServiceEditorValues>();
  const provider = useWatch({ control, name: 'meetingProvider' });
  const { errors } = formState;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        label={t('label')}
        error={errors.meetingProvider?.message}
        hint={provider === 'google_meet' ? t('hintGoogle') : t('hint')}
      >
        <Select
          options={PROVIDERS.map((value) => ({ value, label: t(`provider.${value}`) }))}
          {...register('meetingProvider')}
        />
      </FormField>
      {provider === 'fixed_link' || provider === 'jitsi' ? (
        <FormField
          label={provider === 'fixed_link' ? t('link') : t('jitsiServer')}
          error={errors.meetingUrl?.message}
          required={provider === 'fixed_link'}
          hint={provider === 'jitsi' ? t('jitsiHint', { url: PUBLIC_JITSI }) : undefined}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            {...register('meetingUrl', { setValueAs: emptyToNull })}
          />
        </FormField>
      ) : null}
    </div>
  );
}
