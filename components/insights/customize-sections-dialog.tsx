'use client';

import { SlidersHorizontal } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
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
import { updateInsightsLayoutRoute } from '@/lib/insights/layout/contracts';
import { insightSections, ZInsightsLayoutInput, type TInsightsLayout } from '@/lib/insights/layout/schemas';

export const sectionLabels = {
  overview: 'Overview',
  quality: 'Session quality',
  funnel: 'Booking funnel',
  earnings: 'Earnings',
  retention: 'Retention',
  content: 'Content',
} as const;

/** "Customize": which sections the page shows, saved with PATCH /api/teacher/insights/layout. */
export function CustomizeSectionsDialog({ layout }: { layout: TInsightsLayout }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <SlidersHorizontal aria-hidden="true" />
          Customize
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Customize Insights</DialogTitle>
          <DialogDescription>Choose the sections this page shows.</DialogDescription>
        </DialogHeader>
        {open ? <SectionsForm layout={layout} onSaved={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SectionsForm({ layout, onSaved }: { layout: TInsightsLayout; onSaved: () => void }) {
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZInsightsLayoutInput,
    defaultValues: { sections: layout.sections },
    fallback: 'Your sections could not be saved. Try again.',
    submit: (body) => callApi(updateInsightsLayoutRoute, { body }),
    onSuccess: () => {
      toast.success('Insights sections saved');
      onSaved();
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <fieldset className="grid gap-2">
        <legend className="sr-only">Visible sections</legend>
        {insightSections.map((section) => (
          <label key={section} className="text-foreground flex items-center gap-2 text-sm">
            <input type="checkbox" className="accent-primary size-4" {...form.register(`sections.${section}`)} />
            {sectionLabels[section]}
          </label>
        ))}
      </fieldset>
      <FormAlert message={formError} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={submitting}>
          Save sections
        </Button>
      </DialogFooter>
    </form>
  );
}
