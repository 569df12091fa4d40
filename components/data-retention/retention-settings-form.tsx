'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { FormSubmitRow } from '@/components/forms/form-submit-row';
import { useApiForm } from '@/components/forms/use-api-form';
import { friendlyIssueMessage } from '@/components/catalogue/friendly-issue-message';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { callApi } from '@/lib/client/call-api';
import { updateRetentionSettingsRoute } from '@/lib/data-retention/contracts';
import {
  ZUpdateRetentionSettingsInput,
  type TRetentionSettings,
  type TUpdateRetentionSettingsInput,
} from '@/lib/data-retention/schemas';
import { DaysField } from './days-field';

const resolver = zodResolver(ZUpdateRetentionSettingsInput, { error: friendlyIssueMessage }) as unknown as Resolver<
  TRetentionSettings,
  unknown,
  TUpdateRetentionSettingsInput
>;

/**
 * Data retention and lifecycle thresholds, saved together (PATCH /settings/retention with the whole
 * set, validated by the route's own schema). Turning automatic deletion on asks first.
 */
export function RetentionSettingsForm({ settings }: { settings: TRetentionSettings }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(settings);
  const { form, onSubmit, formError, submitting } = useApiForm<
    TRetentionSettings,
    TUpdateRetentionSettingsInput,
    TRetentionSettings
  >({
    resolver,
    defaultValues: settings,
    fallback: 'Your retention settings could not be saved. Try again.',
    submit: (body) => callApi(updateRetentionSettingsRoute, { body }),
    onSuccess: (answer) => {
      setSaved(answer);
      form.reset(answer);
      toast.success('Retention settings saved');
      router.refresh();
    },
  });
  const { errors, isDirty } = form.formState;
  const turningOn = form.watch('autoDeleteEnabled') && !saved.autoDeleteEnabled;
  const inactiveDays = form.watch('inactiveStudentDays');

  return (
    <form
      noValidate
      aria-label="Data retention settings"
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        if (turningOn) {
          event.preventDefault();
          void form.trigger().then((valid) => valid && setConfirming(true));
          return;
        }
        void onSubmit(event);
      }}
    >
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-foreground mb-1 text-base font-semibold">Inactive students</legend>
        <div className="flex items-start gap-3 sm:col-span-2">
          <Controller
            control={form.control}
            name="autoDeleteEnabled"
            render={({ field }) => (
              <Checkbox
                id="autoDeleteEnabled"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                aria-describedby="autoDeleteEnabled-hint"
                className="mt-0.5"
              />
            )}
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor="autoDeleteEnabled" className="cursor-pointer">
              Erase inactive students automatically
            </Label>
            <span id="autoDeleteEnabled-hint" className="text-muted-foreground text-sm">
              Off by default. When on, you get an e-mail listing the students first; reviews keep their rating and text,
              payments their amounts.
            </span>
          </div>
        </div>
        <DaysField
          form={form}
          name="inactiveStudentDays"
          label="Inactive for"
          error={errors.inactiveStudentDays?.message}
          hint="No lesson, enrollment, payment, contact or portal visit for this long."
        />
        <DaysField
          form={form}
          name="notifyBeforeDeleteDays"
          label="Notice before erasing"
          error={errors.notifyBeforeDeleteDays?.message}
          hint="The e-mail comes this many days before a student is erased."
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-foreground mb-1 text-base font-semibold">Old records</legend>
        <p className="text-muted-foreground -mt-1 text-sm sm:col-span-2">
          Cleaned every Sunday, whether automatic deletion is on or not. Read notifications and the e-mail log go after
          180 days, unread notifications after a year.
        </p>
        <DaysField
          form={form}
          name="sessionContentDays"
          label="Lesson notes kept for"
          error={errors.sessionContentDays?.message}
          hint="Homework, summary and private notes of past lessons are cleared after this."
        />
        <DaysField
          form={form}
          name="contactLogDays"
          label="Contact log kept for"
          error={errors.contactLogDays?.message}
          hint="Logged messages, calls and e-mails are deleted after this."
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className="text-foreground mb-1 text-base font-semibold">Student activity</legend>
        <p className="text-muted-foreground -mt-1 text-sm sm:col-span-3">
          Checked every morning to mark gaps, students at risk and students who stopped coming.
        </p>
        <DaysField
          form={form}
          name="gapDays"
          label="Gap after"
          error={errors.gapDays?.message}
          hint="Days between lessons."
        />
        <DaysField
          form={form}
          name="atRiskDays"
          label="At risk after"
          error={errors.atRiskDays?.message}
          hint="Days without a lesson."
        />
        <DaysField
          form={form}
          name="churnDays"
          label="Churned after"
          error={errors.churnDays?.message}
          hint="More than at risk."
        />
      </fieldset>

      <FormSubmitRow error={formError} submitting={submitting} disabled={!isDirty}>
        Save settings
      </FormSubmitRow>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Erase inactive students automatically?"
        description={`Students inactive for ${String(inactiveDays)} days will be erased after an e-mail notice. Erasure cannot be undone.`}
        confirmLabel="Turn on and save"
        destructive
        pending={submitting}
        onConfirm={() => {
          setConfirming(false);
          void onSubmit();
        }}
      />
    </form>
  );
}
