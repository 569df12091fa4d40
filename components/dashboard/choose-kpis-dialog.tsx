'use client';

import { SlidersHorizontal } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
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

/** "Choose KPIs": exactly four of the eight, saved with PATCH /api/teacher/settings/dashboard. */
export function ChooseKpisDialog({ current }: { current: TDashboardKpiKey[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <SlidersHorizontal aria-hidden="true" />
          Choose KPIs
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Choose your KPIs</DialogTitle>
          <DialogDescription>Pick the {dashboardKpiCount} figures your dashboard shows.</DialogDescription>
        </DialogHeader>
        {open ? <ChooseKpisForm current={current} onSaved={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ChooseKpisForm({ current, onSaved }: { current: TDashboardKpiKey[]; onSaved: () => void }) {
  const router = useRouter();
  const baseId = useId();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZUpdateDashboardSettingsInput,
    defaultValues: { kpis: current },
    mode: 'onChange',
    fallback: 'Your KPIs could not be saved. Try again.',
    submit: (body) => callApi(updateDashboardSettingsRoute, { body }),
    onSuccess: () => {
      toast.success('Dashboard KPIs saved');
      onSaved();
      router.refresh();
    },
  });

  const chosenCount = useWatch({ control: form.control, name: 'kpis' }).length;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="kpis"
        render={({ field, fieldState }) => {
          const chosen = field.value;
          const left = dashboardKpiCount - chosen.length;
          const status =
            left === 0
              ? `${String(dashboardKpiCount)} of ${String(dashboardKpiCount)} chosen`
              : left > 0
                ? `Choose ${String(left)} more (${String(chosen.length)} of ${String(dashboardKpiCount)} chosen)`
                : `Choose exactly ${String(dashboardKpiCount)}: untick ${String(-left)}`;
          const statusId = `${baseId}-status`;
          return (
            <fieldset aria-describedby={statusId} className="flex flex-col gap-3">
              <legend className="sr-only">Dashboard KPIs</legend>
              <ul className="grid gap-2 sm:grid-cols-2">
                {DASHBOARD_KPI_KEYS.map((key) => {
                  const id = `${baseId}-${key}`;
                  const checked = chosen.includes(key);
                  return (
                    <li
                      key={key}
                      className="border-border has-[[data-state=checked]]:border-primary-300 has-[[data-state=checked]]:bg-primary-soft/40 flex items-start gap-3 rounded-lg border p-3"
                    >
                      <Checkbox
                        id={id}
                        checked={checked}
                        aria-describedby={`${id}-hint`}
                        onCheckedChange={(next) =>
                          field.onChange(
                            next === true
                              ? [...chosen.filter((item) => item !== key), key]
                              : chosen.filter((item) => item !== key),
                          )
                        }
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
                className={left === 0 ? 'text-muted-foreground text-sm' : 'text-danger-foreground text-sm font-medium'}
              >
                {status}
              </p>
              {fieldState.error && left === 0 ? (
                <p role="alert" className="text-danger-foreground text-sm">
                  {fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          );
        }}
      />
      <FormAlert message={formError} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={submitting} disabled={chosenCount !== dashboardKpiCount}>
          Save KPIs
        </Button>
      </DialogFooter>
    </form>
  );
}

export { descriptions as kpiDescriptions };
