'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { FormDialog } from '@/components/ui/form-dialog';
import { createScheduleItemRoute, updateScheduleItemRoute } from '@/lib/catalogue/schedule-contracts';
import type { TCreateScheduleItemInput, TScheduleItem } from '@/lib/catalogue/schemas';
import { ScheduleItemForm, type ScheduleItemValues } from './schedule-item-form';

const EMPTY: ScheduleItemValues = {
  type: 'live_session',
  title: '',
  description: null,
  duration: 60,
  isOptional: false,
};

type Props = {
  serviceId: string;
  /** The item to edit; without it the dialog adds a new item at the end. */
  item?: TScheduleItem;
  trigger: ReactNode;
  onSaved: (item: TScheduleItem) => void;
};

/** Adds or edits one course item in a dialog; focus returns to the button that opened it. */
export function ScheduleItemDialog({ serviceId, item, trigger, onSaved }: Props) {
  const t = useTranslations('teacherServiceEditor.item');
  const initialValues: ScheduleItemValues = item
    ? {
        type: item.type,
        title: item.title,
        description: item.description,
        duration: item.duration,
        isOptional: item.isOptional,
      }
    : EMPTY;

  // The builder keeps its own list (onSaved), so the page is not refreshed.
  const update = useApiMutation(updateScheduleItemRoute, { refresh: false });
  const create = useApiMutation(createScheduleItemRoute, { refresh: false });
  const send = (body: TCreateScheduleItemInput) =>
    item
      ? update.mutateAsync({ params: { id: serviceId, itemId: item.id }, body })
      : create.mutateAsync({ params: { id: serviceId }, body });

  return (
    <FormDialog
      trigger={trigger}
      title={item ? t('editTitle') : t('addTitle')}
      description={item ? t('editDescription', { number: item.sequence }) : t('addDescription')}
      submitLabel={item ? t('save') : t('add')}
    >
      {({ formId, onSavingChange, close }) => (
        <ScheduleItemForm
          formId={formId}
          initialValues={initialValues}
          send={send}
          onSavingChange={onSavingChange}
          onSaved={(saved) => {
            toast.success(item ? t('saved') : t('added'));
            onSaved(saved);
            close();
          }}
        />
      )}
    </FormDialog>
  );
}
