'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { kpiDescriptions } from '@/components/dashboard/choose-kpis-dialog';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { callApi } from '@/lib/client/call-api';
import { updateDashboardSettingsRoute } from '@/lib/dashboard/contracts';
import {
  DASHBOARD_KPI_KEYS,
  dashboardKpiCount,
  dashboardKpiLabels,
  ZUpdateDashboardSettingsInput,
  type TDashboardKpiKey,
} from '@/lib/dashboard/schemas';

const count = String(dashboardKpiCount);

/** Exactly four of the eight KPIs, saved with PATCH /api/teacher/settings/dashboard (the dialog's rule). */
export function SettingsKpiForm({ current }: { current: TDashboardKpiKey[] }) {
  const router = useRouter();
  const baseId = useId();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZUpdateDashboardSettingsInput,
    defaultValues: { kpis: current },
    mode: 'onChange',
    fallback: 'Your KPIs could not be saved. Try again.',
    submit: (body) => callApi(updateDashboardSettingsRoute, { body }),
    onSuccess: (saved) => {
      form.reset(saved);
      toast.success('Dashboard KPIs saved');
      router.refresh();
    },
  });
  const chosen = useWatch({ control: form.control, name: 'kpis' });
  const left = dashboardKpiCount - chosen.length;
  const status =
    left === 0
      ? `${count} of ${count} chosen`
      : left > 0
        ? `Choose ${String(left)} more (${String(chosen.length)} of ${count} chosen)`
        : `Choose exactly ${count}: untick ${String(-left)}`;
  const statusId = `${baseId}-status`;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Dashboard KPIs" className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="kpis"
        render={({ field }) => (
          <fieldset aria-describedby={statusId} className="flex flex-col gap-3">
            <legend className="sr-only">Dashboard KPIs</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {DASHBOARD_KPI_KEYS.map((key) => {
                const id = `${baseId}-${key}`;
                return (
                  <li
                    key={key}
                    className="border-border has-[[data-state=checked]]:border-primary-300 has-[[data-state=checked]]:bg-primary-soft/40 flex items-start gap-3 rounded-lg border p-3"
                  >
                    <Checkbox
                      id={id}
                      checked={field.value.includes(key)}
                      aria-describedby={`${id}-hint`}
                      onCheckedChange={(next) =>
                        field.onChange(
                          next === true
                            ? [...field.value.filter((item) => item !== key), key]
                            : field.value.filter((item) => item !== key),
                        )
                      }
                      className="mt-0.5"
                    />
                    <div className="flex min-w-0 flex-col gap-0.5">
                      <Label htmlFor={id} className="cursor-pointer">
                        {dashboardKpiLabels[key]}
                      </Label>
                      <span id={`${id}-hint`} className="text-muted-foreground text-xs">
                        {kpiDescriptions[key]}
                      </span>
                    </div>
                  </li>
                );
              })}
            </ul>
            <p
              id={statusId}
              aria-live="polite"
              className={left === 0 ? 'text-muted-foreground text-sm' : 'text-danger-foreground text-sm font-medium'}
            >
              {status}
            </p>
          </fieldset>
        )}
      />
      <FormAlert message={formError} />
      <div>
        <Button type="submit" loading={submitting} disabled={left !== 0 || !form.formState.isDirty}>
          Save KPIs
        </Button>
      </div>
    </form>
  );
}
