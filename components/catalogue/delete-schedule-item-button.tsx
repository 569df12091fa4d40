'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { deleteScheduleItemRoute } from '@/lib/catalogue/schedule-contracts';
import type { TScheduleItem } from '@/lib/catalogue/schemas';

type Props = { serviceId: string; item: Pick<TScheduleItem, 'id' | 'title'>; onDeleted: () => void };

/** Deletes a course item after a confirmation; the following items move up. */
export function DeleteScheduleItemButton({ serviceId, item, onDeleted }: Props) {
  const t = useTranslations('teacherServiceEditor.deleteItem');
  const title = item.title;
  return (
    <ConfirmAction
      contract={deleteScheduleItemRoute}
      input={{ params: { id: serviceId, itemId: item.id } }}
      size="icon-sm"
      label={t('label', { title })}
      title={t('title', { title })}
      description={t('description')}
      confirmLabel={t('confirm')}
      done={t('done', { title })}
      failure={t('failed')}
      refresh={false}
      onDone={onDeleted}
    >
      <Trash2 aria-hidden="true" />
    </ConfirmAction>
  );
}
