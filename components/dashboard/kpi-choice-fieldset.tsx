'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { DASHBOARD_KPI_KEYS, dashboardKpiCount, type TDashboardKpiKey } from '@/lib/dashboard/schemas';

/** The schema's own refusals (lib/dashboard/schemas.ts), said in the reader's language. */
const refusalKeys: Record<string, string> = {
  [`Choose exactly ${String(dashboardKpiCount)} KPIs`]: 'refusal.exactly',
  'Choose four different KPIs': 'refusal.different',
};

type Props = {
  value: TDashboardKpiKey[];
  onChange: (next: TDashboardKpiKey[]) => void;
  /** The schema's refusal, shown once the count is right but the choice is still refused. */
  error?: string;
};

/**
 * The eight KPIs as checkboxes with the live "n of 4 chosen" status: the one picker of the dashboard's
 * dialog and the settings page (PATCH /api/teacher/settings/dashboard takes exactly four).
 */
export function KpiChoiceFieldset({ value, onChange, error }: Props) {
  const t = useTranslations('teacherDashboard.kpiChoice');
  const labels = useTranslations('teacherDashboard.kpis.label');
  const baseId = useId();
  const left = dashboardKpiCount - value.length;
  const status =
    left === 0
      ? t('status.complete', { total: dashboardKpiCount })
      : left > 0
        ? t('status.more', { left, chosen: value.length, total: dashboardKpiCount })
        : t('status.tooMany', { total: dashboardKpiCount, untick: -left });
  const refusal = error && refusalKeys[error] ? t(refusalKeys[error], { total: dashboardKpiCount }) : error;
  const statusId = `${baseId}-status`;
  const complete = value.length === dashboardKpiCount;
  const toggle = (key: TDashboardKpiKey, on: boolean) =>
    onChange(on ? [...value.filter((item) => item !== key), key] : value.filter((item) => item !== key));

  return (
    <fieldset aria-describedby={statusId} className="flex flex-col gap-3">
      <legend className="sr-only">{t('legend')}</legend>
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
                checked={value.includes(key)}
                aria-describedby={`${id}-hint`}
                onCheckedChange={(next) => toggle(key, next === true)}
                className="mt-0.5"
              />
              <div className="flex min-w-0 flex-col gap-0.5">
                <Label htmlFor={id} className="cursor-pointer">
                  {labels(key)}
                </Label>
                <span id={`${id}-hint`} className="text-muted-foreground text-xs">
                  {t(`description.${key}`)}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      <p
        id={statusId}
        aria-live="polite"
        className={complete ? 'text-muted-foreground text-sm' : 'text-danger-foreground text-sm font-medium'}
      >
        {status}
      </p>
      {refusal && complete ? (
        <p role="alert" className="text-danger-foreground text-sm">
          {refusal}
        </p>
      ) : null}
    </fieldset>
  );
}
