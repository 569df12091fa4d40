'use client';

import { SlidersHorizontal } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormDialog, useSavingReport, type FormDialogControls } from '@/components/ui/form-dialog';
import { callApi } from '@/lib/client/call-api';
import { updateDashboardSettingsRoute } from '@/lib/dashboard/contracts';
import { dashboardKpiCount, ZUpdateDashboardSettingsInput, type TDashboardKpiKey } from '@/lib/dashboard/schemas';
import { KpiChoiceFieldset } from './kpi-choice-fieldset';

/** "Choose KPIs": exactly four of the eight, saved with PATCH /api/teacher/settings/dashboard. */
export function ChooseKpisDialog({ current }: { current: TDashboardKpiKey[] }) {
  const t = useTranslations('teacherDashboard.kpiChoice');
  return (
    <FormDialog
      trigger={
        <Button variant="secondary">
          <SlidersHorizontal aria-hidden="true" />
          {t('open')}
        </Button>
      }
      className="max-w-lg"
      title={t('title')}
      description={t('intro', { count: dashboardKpiCount })}
      submitLabel={t('save')}
    >
      {(controls) => <ChooseKpisForm current={current} {...controls} />}
    </FormDialog>
  );
}

function ChooseKpisForm({
  current,
  formId,
  onSavingChange,
  close,
  onCanSubmitChange,
}: { current: TDashboardKpiKey[] } & FormDialogControls) {
  const router = useRouter();
  const t = useTranslations('teacherDashboard.kpiChoice');
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZUpdateDashboardSettingsInput,
    defaultValues: { kpis: current },
    mode: 'onChange',
    fallback: t('failed'),
    submit: (body) => callApi(updateDashboardSettingsRoute, { body }),
    onSuccess: () => {
      toast.success(t('saved'));
      close();
      router.refresh();
    },
  });
  useSavingReport(submitting, onSavingChange);
  const chosenCount = useWatch({ control: form.control, name: 'kpis' }).length;
  useEffect(() => onCanSubmitChange(chosenCount === dashboardKpiCount), [chosenCount, onCanSubmitChange]);

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="kpis"
        render={({ field, fieldState }) => (
          <KpiChoiceFieldset value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <FormAlert message={formError} />
    </form>
  );
}
