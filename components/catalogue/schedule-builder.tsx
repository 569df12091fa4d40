'use client';

import { ListPlus, Pencil, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { TScheduleItem } from '@/lib/catalogue/schemas';
import { DeleteScheduleItemButton } from './delete-schedule-item-button';
import { FormSection } from './form-section';
import { SaveStateNote } from './save-state-note';
import { ScheduleItemDialog } from './schedule-item-dialog';
import { ScheduleItemSummary } from './schedule-item-summary';
import { SortableList } from './sortable-list';
import { useOrderSaver } from './use-order-saver';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { reorderScheduleItemsRoute } from '@/lib/catalogue/schedule-contracts';

const resequence = (items: TScheduleItem[]) => items.map((item, index) => ({ ...item, sequence: index + 1 }));

/** The outline of a course: add, edit, delete and reorder its items (each change is saved at once). */
export function ScheduleBuilder({ serviceId, items: serverItems }: { serviceId: string; items: TScheduleItem[] }) {
  const t = useTranslations('teacherServiceEditor.outline');
  const [items, setItems] = useState(serverItems);
  const [seen, setSeen] = useState(serverItems);
  if (serverItems !== seen) {
    // The page was refreshed (e.g. after publishing): the server's list is the truth again.
    setSeen(serverItems);
    setItems(serverItems);
  }
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const reorderItems = useApiMutation(reorderScheduleItemsRoute, { refresh: false });
  const saver = useOrderSaver((itemIds) => reorderItems.mutateAsync({ params: { id: serviceId }, body: itemIds }));

  function reorder(next: TScheduleItem[]) {
    const previous = items;
    setItems(resequence(next));
    saver.save(
      next.map((item) => item.id),
      () => setItems(previous),
    );
  }

  const addButton = (
    <Button ref={addButtonRef} variant="secondary" size="sm">
      <Plus aria-hidden="true" /> {t('add')}
    </Button>
  );

  return (
    <FormSection id="outline" title={t('title')} description={t('description')}>
      {items.length === 0 ? (
        <EmptyState
          bare
          icon={ListPlus}
          headingLevel="h3"
          title={t('emptyTitle')}
          description={t('emptyText')}
          action={<ScheduleItemDialog serviceId={serviceId} trigger={addButton} onSaved={(item) => setItems([item])} />}
          className="py-6"
        />
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <SaveStateNote state={saver.state} />
            <ScheduleItemDialog
              serviceId={serviceId}
              trigger={addButton}
              onSaved={(item) => setItems([...items, item])}
            />
          </div>
          <SortableList
            items={items}
            onReorder={reorder}
            itemLabel={(item) => item.title}
            label={t('title')}
            renderItem={(item, index) => <ScheduleItemSummary item={item} position={index + 1} />}
            renderActions={(item) => (
              <>
                <ScheduleItemDialog
                  serviceId={serviceId}
                  item={item}
                  onSaved={(saved) =>
                    setItems(items.map((candidate) => (candidate.id === saved.id ? saved : candidate)))
                  }
                  trigger={
                    <Button variant="ghost" size="icon-sm" aria-label={t('edit', { title: item.title })}>
                      <Pencil aria-hidden="true" />
                    </Button>
                  }
                />
                <DeleteScheduleItemButton
                  serviceId={serviceId}
                  item={item}
                  onDeleted={() => {
                    setItems(resequence(items.filter((candidate) => candidate.id !== item.id)));
                    // The deleted row took the focused button with it.
                    requestAnimationFrame(() => addButtonRef.current?.focus());
                  }}
                />
              </>
            )}
          />
        </>
      )}
    </FormSection>
  );
}
