import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

export const purchasableServiceSelect = {
  id: true,
  slug: true,
  name: true,
  structure: true,
  pricingModel: true,
  priceAmount: true,
  currency: true,
  sessionsIncluded: true,
  validityDays: true,
  billingInterval: true,
  billing: true,
  capacity: true,
  bookingQuestions: true,
  teacher: { select: { id: true, slug: true, name: true, timezone: true, pspAccountId: true } },
} as const;

/**
 * A service a visitor may buy at a teacher's page: active, not deleted, not private (unlisted ones
 * are bought by direct link), and the teacher's at that slug. Anything else is "not found", as on
 * the public service page: a visitor cannot tell a private or paused service from a missing one.
 */
export async function findPurchasableService(teacherSlug: string, serviceId: string) {
  const service = await db.service.findFirst({
    where: {
      id: serviceId,
      status: 'active',
      deletedAt: null,
      isPrivate: false,
      teacher: { slug: teacherSlug, deletedAt: null },
    },
    select: purchasableServiceSelect,
  });
  if (!service) throw new NotFoundError('Service');
  return service;
}

export type PurchasableService = Awaited<ReturnType<typeof findPurchasableService>>;
