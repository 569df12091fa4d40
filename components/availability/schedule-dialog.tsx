'use client';

import { Pencil, Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from 'sonner';
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
import type { TSchedule } from '@/lib/availability/schemas';
import { ScheduleForm } from './schedule-form';

type Props = {
  /** The schedule to edit; without it the dialog creates one. */
  schedule?: TSchedule;
  /** The zone the times are read in (the schedule's, or the teacher's for a new one). */
  timezone: string;
};

/** "Add schedule" or a schedule's "Edit" button, and the editor in a dialog. */
export function ScheduleDialog({ schedule, timezone }: Props) {
  const router = useRouter();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  function saved(name: string) {
    toast.success(schedule ? `Schedule “${name}” saved` : `Schedule “${name}” added`);
    setOpen(false);
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {schedule ? (
          <Button variant="secondary" size="sm" aria-label={`Edit schedule ${schedule.name}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" /> Add schedule
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{schedule ? 'Edit schedule' : 'New schedule'}</DialogTitle>
          <DialogDescription>
            The weekly hours students can book, in {timezone}. Schedules that apply on the same day are combined.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ScheduleForm
            formId={formId}
            schedule={schedule}
            timezone={timezone}
            onSavingChange={setSaving}
            onSaved={saved}
          />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            Save schedule
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
