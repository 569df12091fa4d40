import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import type { DiscountServiceOption } from '@/components/discounts/discount-code-form';
import { getServiceEditorOptions } from '@/lib/catalogue/get-service-editor-options';
import { listServices } from '@/lib/catalogue/list-services';
import { getDiscountCode } from '@/lib/discounts/get-discount-code';
import { loadOr404 } from '@/app/(public)/load-or-404';

/** What the code editor offers: the teacher's currency and services (by their list order). */
export async function loadDiscountEditorOptions(
  teacherId: string,
): Promise<{ defaultCurrency: string; services: DiscountServiceOption[] }> {
  const [options, services] = await Promise.all([
    getServiceEditorOptions({ teacherId }),
    listServices({ teacherId, query: { page: 1, limit: 100, sort: 'sortOrder', direction: 'asc' } }),
  ]);
  return {
    defaultCurrency: options.defaultCurrency,
    services: services.data.map((service) => ({ id: service.id, name: service.name })),
  };
}

/** The signed-in teacher's live code of the URL, or the 404 page. */
export const loadOwnDiscountCode = cache(async (teacherId: string, id: string) => {
  if (!z.uuid().safeParse(id).success) notFound();
  return loadOr404(() => getDiscountCode({ teacherId, discountCodeId: id }));
});
