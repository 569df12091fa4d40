import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { readBookingQuestions } from './booking-questions-fields';
import { publicServiceSelect } from './public-service-fields';

/**
 * A service as the booking page loads it: what getPublicService returns, except that a private
 * service is found too when the viewer is a student of that very teacher (`studentTeacherId`, from
 * the signed-in student's session): private means "not on the public page", not "unbookable by the
 * students it was sold to". Visitors, teachers and other teachers' students get 404 for it.
 */
export async function getBookableService(
  teacherSlug: string,
  serviceSlug: string,
  { studentTeacherId }: { studentTeacherId: string | null },
) {
  const service = await db.service.findFirst({
    where: {
      slug: serviceSlug,
      status: 'active',
      deletedAt: null,
      ...(studentTeacherId ? { OR: [{ isPrivate: false }, { teacherId: studentTeacherId }] } : { isPrivate: false }),
      teacher: { slug: teacherSlug, deletedAt: null },
    },
    select: {
      ...publicServiceSelect,
      // The page sends a private service's student back to the portal: it has no public page.
      isPrivate: true,
      // A signed-in student may book a weekly series of it (0029).
      allowsRecurring: true,
      // Post-paid and monthly lessons are booked without checkout (decision 0132).
      billing: true,
      bookingQuestions: true,
      teacher: { select: { name: true, slug: true, bio: true, avatarUrl: true, timezone: true } },
    },
  });
  if (!service) throw new NotFoundError('Service');
  const { bookingQuestions, ...rest } = service;
  return { ...rest, questions: readBookingQuestions(bookingQuestions) };
}
