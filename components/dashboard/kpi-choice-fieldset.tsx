'use client';

import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import {
  DASHBOARD_KPI_KEYS,
  dashboardKpiCount,
  dashboardKpiLabels,
  type TDashboardKpiKey,
} from '@/lib/dashboard/schemas';

const descriptions: Record<TDashboardKpiKey, string> = {
  month_revenue: 'Paid enrollments this month, with the change from last month',
  month_lessons: 'Lessons scheduled or taught this month, with the change',
  active_students: 'Students with status active',
  attendance_rate: 'Completed lessons out of completed and missed, this month',
  pending_revenue: 'The price of future scheduled lessons',
  teaching_streak: 'Days in a row with a completed lesson',
  new_students: 'Students added this month',
  completed_sessions: 'Lessons completed this month',
};

const count = String(dashboardKpiCount);

function choiceStatus(chosen: number) {
  const left = dashboardKpiCount - chosen;
  if (left === 0) return `${count} of ${count} chosen`;
  if (left > 0) return `Choose ${String(left)} more (${String(chosen)} of ${count} chosen)`;
  return `Choose exactly ${count}: untick ${String(-left)}`;
}

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
  const baseId = useId();
  const statusId = `${baseId}-status`;
  const complete = value.length === dashboardKpiCount;
  const toggle = (key: TDashboardKpiKey, on: boolean) =>
    onChange(on ? [...value.filter((item) => item !== key), key] : value.filter((item) => item !== key));

  return (
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
                checked={value.includes(key)}
                aria-describedby={`${id}-hint`}
                onCheckedChange={(next) => toggle(key, next === true)}
                className="mt-0.5"
              />
              <div className="flex min-w-0 flex-col gap-0.5">
                <Label htmlFor={id} className="cursor-pointer">
                  {dashboardKpiLabels[key]}
                </Label>
                <span id={`${id}-hint`} className="text-muted-foreground text-xs">
                  {descriptions[key]}
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
        {choiceStatus(value.length)}
      </p>
      {error && complete ? (
        <p role="alert" className="text-danger-foreground text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
