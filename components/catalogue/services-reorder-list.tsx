'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useServicePrice } from '@/components/public/service-price-text';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TTeacherService } from '@/lib/catalogue/schemas';
import { SaveStateNote } from './save-state-note';
import { ServiceKind } from './service-kind';
import { SortableList } from './sortable-list';
import { useOrderSaver } from './use-order-saver';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { reorderServicesRoute } from '@/lib/catalogue/contracts';

type ReorderService = Pick<
  TTeacherService,
  | 'id'
  | 'name'
  | 'status'
  | 'structure'
  | 'deliveryMode'
  | 'groupType'
  | 'pricingModel'
  | 'priceAmount'
  | 'currency'
  | 'billingInterval'
>;

/** Every service in the teacher's order; each move is saved at once (the public page follows it). */
export function ServicesReorderList({ services }: { services: ReorderService[] }) {
  const router = useRouter();
  const t = useTranslations('teacherServices.reorder');
  const priceOf = useServicePrice();
  const [items, setItems] = useState(services);
  const reorderServices = useApiMutation(reorderServicesRoute, { refresh: false });
  const saver = useOrderSaver((serviceIds) => reorderServices.mutateAsync({ body: { serviceIds } }));

  function reorder(next: ReorderService[]) {
    const previous = items;
    setItems(next);
    saver.save(
      next.map((service) => service.id),
      () => {
        setItems(previous);
        router.refresh();
      },
    );
  }

  return (
    <div className="space-y-3">
      <SaveStateNote state={saver.state} />
      <SortableList
        items={items}
        onReorder={reorder}
        itemLabel={(service) => service.name}
        label={t('listLabel')}
        renderItem={(service, index) => (
          <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
            <span className="text-muted-foreground hidden w-6 text-right text-sm tabular-nums sm:inline">
              {index + 1}.
            </span>
            <span className="text-foreground min-w-0 flex-1 truncate font-medium">{service.name}</span>
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge status={service.status} />
              <ServiceKind service={service} compact className="hidden sm:flex" />
              <span className="text-muted-foreground text-sm whitespace-nowrap">{priceOf(service)}</span>
            </span>
          </div>
        )}
      />
    </div>
  );
}
