'use client';

import { Pencil, Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import type { TSchedule } from '@/lib/availability/schemas';
import { ScheduleForm } from './schedule-form';
import { formatZoneName } from '@/lib/core/format-time';

type Props = {
  /** The schedule to edit; without it the dialog creates one. */
  schedule?: TSchedule;
  /** The zone the times are read in (the schedule's, or the teacher's for a new one). */
  timezone: string;
};

/** "Add schedule" or a schedule's "Edit" button, and the editor in a dialog. */
export function ScheduleDialog({ schedule, timezone }: Props) {
  const router = useRouter();
  const trigger = schedule ? (
    <Button variant="secondary" size="sm" aria-label={`Edit schedule ${schedule.name}`}>
      <Pencil aria-hidden="true" /> Edit
    </Button>
  ) : (
    <Button>
      <Plus aria-hidden="true" /> Add schedule
    </Button>
  );

  return (
    <FormDialog
      trigger={trigger}
      title={schedule ? 'Edit schedule' : 'New schedule'}
      description={`The weekly hours students can book, in ${formatZoneName(timezone)}. Schedules that apply on the same day are combined.`}
      submitLabel="Save schedule"
      className="max-w-xl"
    >
      {({ formId, onSavingChange, close }) => (
        <ScheduleForm
          formId={formId}
          schedule={schedule}
          timezone={timezone}
          onSavingChange={onSavingChange}
          onSaved={(name) => {
            toast.success(schedule ? `Schedule “${name}” saved` : `Schedule “${name}” added`);
            close();
            router.refresh();
          }}
        />
      )}
    </FormDialog>
  );
}
