'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { KpiChoiceFieldset } from '@/components/dashboard/kpi-choice-fieldset';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/client/call-api';
import { updateDashboardSettingsRoute } from '@/lib/dashboard/contracts';
import { dashboardKpiCount, ZUpdateDashboardSettingsInput, type TDashboardKpiKey } from '@/lib/dashboard/schemas';

/** Exactly four of the eight KPIs, saved with PATCH /api/teacher/settings/dashboard (the dialog's rule). */
export function SettingsKpiForm({ current }: { current: TDashboardKpiKey[] }) {
  const t = useTranslations('teacherSettingsGeneral.kpis');
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZUpdateDashboardSettingsInput,
    defaultValues: { kpis: current },
    mode: 'onChange',
    fallback: t('failed'),
    submit: (body) => callApi(updateDashboardSettingsRoute, { body }),
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
      <Controller
        control={form.control}
        name="kpis"
        render={({ field, fieldState }) => (
          <KpiChoiceFieldset value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <FormAlert message={formError} />
      <div>
        <Button type="submit" loading={submitting} disabled={left !== 0 || !form.formState.isDirty}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
