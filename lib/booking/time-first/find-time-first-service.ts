import 'server-only';
import { purchasableServiceSelect } from '@/lib/catalogue/find-purchasable-service';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';

/** What makes a service bookable by its time before paying (the rest keep enroll-then-book). */
export type TimeFirstShape = {
  structure: string;
  groupType: string;
  isTrial: boolean;
  pricingModel: string;
  priceAmount: number;
};

/**
 * A paid one-to-one single lesson: one purchase buys one lesson at one time, so the time can be
 * chosen before paying. Packages, courses and subscriptions buy credits to spend later; group
 * lessons seat several students in one session; trials have their own request flow; free services
 * have nothing to pay.
 */
export const isTimeFirstService = (service: TimeFirstShape) =>
  service.structure === 'single' &&
  service.groupType === 'individual' &&
  !service.isTrial &&
  service.pricingModel !== 'free' &&
  service.priceAmount > 0;

/**
 * The service a visitor books by its time at a teacher's page: found like any purchasable one
 * (active, not deleted, not private, that teacher's: else 404), then it must be a paid one-to-one
 * single lesson: anything else is 409 INVALID_STATE (the service exists; this is not its flow).
 */
export async function findTimeFirstService(teacherSlug: string, serviceSlug: string) {
  const service = await db.service.findFirst({
    where: {
      slug: serviceSlug,
      status: 'active',
      deletedAt: null,
      isPrivate: false,
      teacher: { slug: teacherSlug, deletedAt: null },
    },
    select: { ...purchasableServiceSelect, groupType: true, isTrial: true, durationMinutes: true },
  });
  if (!service) throw new NotFoundError('Service');
  if (!isTimeFirstService(service)) {
    throw new ConflictError(
      'Only a paid one-to-one single lesson is booked by its time; enroll in this service first',
      'INVALID_STATE',
    );
  }
  return service;
}

export type TimeFirstService = Awaited<ReturnType<typeof findTimeFirstService>>;
