'use client';

import { useTranslations } from 'next-intl';
import { DeleteButton } from '@/components/forms/delete-button';
import { deleteScheduleRoute } from '@/lib/availability/contracts';

/** Deletes a weekly schedule after asking (the schedule card is a server component: it cannot pass a contract). */
export function DeleteScheduleButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations('teacherCalendar.availability.deleteSchedule');
  return (
    <DeleteButton
      contract={deleteScheduleRoute}
      input={{ params: { id } }}
      label={t('label', { name })}
      title={t('title', { name })}
      description={t('description')}
      confirmLabel={t('confirm')}
      done={t('done', { name })}
      failure={t('failed')}
    />
  );
}
