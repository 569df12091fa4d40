import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { readBookingQuestions } from './booking-questions-fields';
import { publicServiceSelect } from './public-service-fields';

/**
 * One active service by its slug. Unlisted services are reachable by direct link (that is what
 * unlisted means); private and inactive ones are not.
 */
export async function getPublicService(teacherSlug: string, serviceSlug: string) {
  const service = await db.service.findFirst({
    where: {
      slug: serviceSlug,
      status: 'active',
      deletedAt: null,
      isPrivate: false,
      teacher: { slug: teacherSlug, deletedAt: null },
    },
    select: {
      ...publicServiceSelect,
      bookingQuestions: true,
      teacher: { select: { name: true, slug: true, bio: true, avatarUrl: true, timezone: true } },
    },
  });
  if (!service) throw new NotFoundError('Service');
  const { bookingQuestions, ...rest } = service;
  // What a booker is asked (0135): the trial, enrollment and time-first bodies answer them.
  return { ...rest, questions: readBookingQuestions(bookingQuestions) };
}
