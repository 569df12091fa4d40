'use client';

import { Trash2 } from 'lucide-react';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { deleteScheduleItemRoute } from '@/lib/catalogue/schedule-contracts';
import type { TScheduleItem } from '@/lib/catalogue/schemas';

type Props = { serviceId: string; item: Pick<TScheduleItem, 'id' | 'title'>; onDeleted: () => void };

/** Deletes a course item after a confirmation; the following items move up. */
export function DeleteScheduleItemButton({ serviceId, item, onDeleted }: Props) {
  return (
    <ConfirmAction
      contract={deleteScheduleItemRoute}
      input={{ params: { id: serviceId, itemId: item.id } }}
      size="icon-sm"
      label={`Delete ${item.title}`}
      title={`Delete “${item.title}”?`}
      description="It is removed from the course outline; the items after it move up."
      confirmLabel="Delete item"
      done={`“${item.title}” was deleted.`}
      failure="The item could not be deleted."
      refresh={false}
      onDone={onDeleted}
    >
      <Trash2 aria-hidden="true" />
    </ConfirmAction>
  );
}
