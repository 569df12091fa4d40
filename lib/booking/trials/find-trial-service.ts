import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

/**
 * A trial service a visitor may book at a teacher's page: a trial (`isTrial`), active, not private,
 * not deleted, and the teacher's at that slug (unlisted ones are reachable by direct link).
 * Anything else is 404, the same as a missing service.
 */
export async function findTrialService(teacherSlug: string, serviceId: string) {
  const service = await db.service.findFirst({
    where: {
      id: serviceId,
      isTrial: true,
      status: 'active',
      isPrivate: false,
      deletedAt: null,
      teacher: { slug: teacherSlug, deletedAt: null },
    },
    select: {
      id: true,
      name: true,
      durationMinutes: true,
      priceAmount: true,
      currency: true,
      bookingQuestions: true,
      teacher: { select: { id: true, slug: true, name: true, pspAccountId: true } },
    },
  });
  if (!service) throw new NotFoundError('Service');
  return service;
}

export type TrialService = Awaited<ReturnType<typeof findTrialService>>;
