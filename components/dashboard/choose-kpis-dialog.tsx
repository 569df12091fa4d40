'use client';

import { SlidersHorizontal } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormDialog, useSavingReport, type FormDialogControls } from '@/components/ui/form-dialog';
import { dashboardKpiCount, type TDashboardKpiKey } from '@/lib/dashboard/schemas';
import { useKpiChoiceForm } from './use-kpi-choice-form';

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
  const { form, onSubmit, submitting, fields } = useKpiChoiceForm({
    current,
    fallback: t('failed'),
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
      {fields}
    </form>
  );
}
