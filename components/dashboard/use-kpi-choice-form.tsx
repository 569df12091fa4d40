'use client';

import { Controller } from 'react-hook-form';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { callApi } from '@/lib/client/call-api';
import { updateDashboardSettingsRoute } from '@/lib/dashboard/contracts';
import { ZUpdateDashboardSettingsInput, type TDashboardKpiKey, type TDashboardSettings } from '@/lib/dashboard/schemas';
import { KpiChoiceFieldset } from './kpi-choice-fieldset';

/**
 * The form of the dashboard's KPI choice (exactly four, PATCH /api/teacher/settings/dashboard), one
 * way for the dashboard's dialog and the settings page; each says what follows a save.
 */
export function useKpiChoiceForm({
  current,
  fallback,
  onSuccess,
}: {
  current: TDashboardKpiKey[];
  fallback: string;
  onSuccess: (saved: TDashboardSettings) => void;
}) {
  const api = useApiForm({
    schema: ZUpdateDashboardSettingsInput,
    defaultValues: { kpis: current },
    mode: 'onChange',
    fallback,
    submit: (body) => callApi(updateDashboardSettingsRoute, { body }),
    onSuccess,
  });
  /** The picker on the form's `kpis`, then the form's refusal. */
  const fields = (
    <>
      <Controller
        control={api.form.control}
        name="kpis"
        render={({ field, fieldState }) => (
          <KpiChoiceFieldset value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <FormAlert message={api.formError} />
    </>
  );
  return { ...api, fields };
}
