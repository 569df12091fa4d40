'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useKpiChoiceForm } from '@/components/dashboard/use-kpi-choice-form';
import { Button } from '@/components/ui/button';
import { dashboardKpiCount, type TDashboardKpiKey } from '@/lib/dashboard/schemas';

/** Exactly four of the eight KPIs, saved with PATCH /api/teacher/settings/dashboard (the dialog's rule). */
export function SettingsKpiForm({ current }: { current: TDashboardKpiKey[] }) {
  const t = useTranslations('teacherSettingsGeneral.kpis');
  const router = useRouter();
  const { form, onSubmit, submitting, fields } = useKpiChoiceForm({
    current,
    fallback: t('failed'),
    onSuccess: (saved) => {
      form.reset(saved);
      toast.success(t('saved'));
      router.refresh();
    },
  });
  const chosen = useWatch({ control: form.control, name: 'kpis' });
  const left = dashboardKpiCount - chosen.length;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('label')} className="flex flex-col gap-4">
      {fields}
      <div>
        <Button type="submit" loading={submitting} disabled={left !== 0 || !form.formState.isDirty}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
