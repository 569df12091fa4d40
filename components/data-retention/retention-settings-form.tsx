'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('teacherRetention.form');
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
    fallback: t('failed'),
    submit: (body) => callApi(updateRetentionSettingsRoute, { body }),
    onSuccess: (answer) => {
      setSaved(answer);
      form.reset(answer);
      toast.success(t('saved'));
      router.refresh();
    },
  });
  const { errors, isDirty } = form.formState;
  const turningOn = form.watch('autoDeleteEnabled') && !saved.autoDeleteEnabled;
  const inactiveDays = form.watch('inactiveStudentDays');

  return (
    <form
      noValidate
      aria-label={t('label')}
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
        <legend className="text-foreground mb-1 text-base font-semibold">{t('inactive')}</legend>
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
              {t('autoDelete')}
            </Label>
            <span id="autoDeleteEnabled-hint" className="text-muted-foreground text-sm">
              {t('autoDeleteHint')}
            </span>
          </div>
        </div>
        <DaysField
          form={form}
          name="inactiveStudentDays"
          label={t('inactiveFor')}
          error={errors.inactiveStudentDays?.message}
          hint={t('inactiveHint')}
        />
        <DaysField
          form={form}
          name="notifyBeforeDeleteDays"
          label={t('notice')}
          error={errors.notifyBeforeDeleteDays?.message}
          hint={t('noticeHint')}
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-foreground mb-1 text-base font-semibold">{t('oldRecords')}</legend>
        <p className="text-muted-foreground -mt-1 text-sm sm:col-span-2">{t('oldRecordsText')}</p>
        <DaysField
          form={form}
          name="sessionContentDays"
          label={t('sessionContent')}
          error={errors.sessionContentDays?.message}
          hint={t('sessionContentHint')}
        />
        <DaysField
          form={form}
          name="contactLogDays"
          label={t('contactLog')}
          error={errors.contactLogDays?.message}
          hint={t('contactLogHint')}
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className="text-foreground mb-1 text-base font-semibold">{t('activity')}</legend>
        <p className="text-muted-foreground -mt-1 text-sm sm:col-span-3">{t('activityText')}</p>
        <DaysField form={form} name="gapDays" label={t('gap')} error={errors.gapDays?.message} hint={t('gapHint')} />
        <DaysField
          form={form}
          name="atRiskDays"
          label={t('atRisk')}
          error={errors.atRiskDays?.message}
          hint={t('atRiskHint')}
        />
        <DaysField
          form={form}
          name="churnDays"
          label={t('churn')}
          error={errors.churnDays?.message}
          hint={t('churnHint')}
        />
      </fieldset>

      <FormSubmitRow error={formError} submitting={submitting} disabled={!isDirty}>
        {t('save')}
      </FormSubmitRow>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmTitle')}
        description={t('confirmText', { days: inactiveDays })}
        confirmLabel={t('confirm')}
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
