'use client';

import { useTranslations } from 'next-intl';
import { DeleteButton } from '@/components/forms/delete-button';
import { deleteOverrideRoute } from '@/lib/availability/contracts';

/** Deletes a one-day exception after asking; `date` is the day as the list shows it. */
export function DeleteOverrideButton({ id, date }: { id: string; date: string }) {
  const t = useTranslations('teacherCalendar.availability.deleteOverride');
  return (
    <DeleteButton
      contract={deleteOverrideRoute}
      input={{ params: { id } }}
      label={t('label', { date })}
      title={t('title', { date })}
      description={t('description')}
      confirmLabel={t('confirm')}
      done={t('done', { date })}
      failure={t('failed')}
    />
  );
}
