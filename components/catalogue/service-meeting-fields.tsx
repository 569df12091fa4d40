'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ServiceEditorValues } from '@/lib/catalogue/service-editor-values';

const PROVIDER_OPTIONS = [
  { value: 'none', label: 'No online meeting' },
  { value: 'fixed_link', label: 'The same link for every session' },
  { value: 'jitsi', label: 'A new Jitsi room for each session' },
  { value: 'google_meet', label: 'A new Google Meet for each session' },
];

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Where online sessions meet: each booked session gets its link from this choice. */
export function ServiceMeetingFields() {
  const { control, register, formState } = useFormContext<ServiceEditorValues>();
  const provider = useWatch({ control, name: 'meetingProvider' });
  const { errors } = formState;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        label="Meeting link"
        error={errors.meetingProvider?.message}
        hint={
          provider === 'google_meet'
            ? 'Needs Google Calendar connected in Settings; without it, sessions get a Jitsi room.'
            : 'Students see it in their e-mails, calendar invitations and portal.'
        }
      >
        <Select options={PROVIDER_OPTIONS} {...register('meetingProvider')} />
      </FormField>
      {provider === 'fixed_link' || provider === 'jitsi' ? (
        <FormField
          label={provider === 'fixed_link' ? 'Link' : 'Your Jitsi server (optional)'}
          error={errors.meetingUrl?.message}
          required={provider === 'fixed_link'}
          hint={provider === 'jitsi' ? 'Leave empty to use https://meet.jit.si.' : undefined}
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
