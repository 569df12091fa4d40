'use client';

import { SlidersHorizontal } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
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
import { callApi } from '@/lib/client/call-api';
import { updateDashboardSettingsRoute } from '@/lib/dashboard/contracts';
import { dashboardKpiCount, ZUpdateDashboardSettingsInput, type TDashboardKpiKey } from '@/lib/dashboard/schemas';
import { KpiChoiceFieldset } from './kpi-choice-fieldset';

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
        render={({ field, fieldState }) => (
          <KpiChoiceFieldset value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
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
