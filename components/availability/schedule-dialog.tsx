'use client';

import { Pencil, Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import type { TSchedule } from '@/lib/availability/schemas';
import { ScheduleForm } from './schedule-form';
import { formatZoneName } from '@/lib/presentation/format';

type Props = {
  /** The schedule to edit; without it the dialog creates one. */
  schedule?: TSchedule;
  /** The zone the times are read in (the schedule's, or the teacher's for a new one). */
  timezone: string;
};

/** "Add schedule" or a schedule's "Edit" button, and the editor in a dialog. */
export function ScheduleDialog({ schedule, timezone }: Props) {
  const router = useRouter();
  const t = useTranslations('teacherCalendar.availability.schedule');
  const regional = useRegionalFormat();
  const trigger = schedule ? (
    <Button variant="secondary" size="sm" aria-label={t('editLabel', { name: schedule.name })}>
      <Pencil aria-hidden="true" /> {t('edit')}
    </Button>
  ) : (
    <Button>
      <Plus aria-hidden="true" /> {t('add')}
    </Button>
  );

  return (
    <FormDialog
      trigger={trigger}
      title={schedule ? t('editTitle') : t('newTitle')}
      description={t('dialogText', { zone: formatZoneName(timezone, regional) })}
      submitLabel={t('save')}
      className="max-w-xl"
    >
      {({ formId, onSavingChange, close }) => (
        <ScheduleForm
          formId={formId}
          schedule={schedule}
          timezone={timezone}
          onSavingChange={onSavingChange}
          onSaved={(name) => {
            toast.success(schedule ? t('saved', { name }) : t('added', { name }));
            close();
            router.refresh();
          }}
        />
      )}
    </FormDialog>
  );
}
