import 'server-only';
import type { StudentSession } from '@/lib/auth/read-student-session';
import { readBookingQuestions } from '@/lib/catalogue/booking-questions-fields';
import { checkBookingAnswers } from '@/lib/catalogue/check-booking-answers';
import { findPurchasableService } from '@/lib/catalogue/find-purchasable-service';
import { BusinessRuleError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { assertLegalAccepted } from '@/lib/legal/assert-legal-accepted';
import { findStudentByEmail } from '@/lib/students/find-student-by-email';
import { assertServiceHasRoom } from './assert-service-has-room';
import type { TEnrollInput, TEnrollResult } from './enroll-schemas';
import { enrollmentSignInRedirect } from './enrollment-return-urls';
import { priceEnrollment } from './price-enrollment';
import { resolveEnrollingPerson, type EnrollingPerson } from './resolve-enrolling-person';
import { sendEnrollmentSignInLink } from './send-enrollment-sign-in-link';
import { startEnrollmentCheckout } from './start-enrollment-checkout';

type EnrollInService = { teacherSlug: string; input: TEnrollInput; session: StudentSession | null; meta?: RequestMeta };

/**
 * POST /api/public/:slug/enroll. Every check runs for visitors and students alike, so a visitor
 * learns of a closed door before going to their mailbox: the service (404), who is enrolling
 * (403 / 422 TEACHER_MISMATCH / 400), the teacher's processor account (PSP_NOT_CONNECTED), a free
 * place when the service has a capacity (409 SERVICE_FULL), the legal
 * documents (LEGAL_NOT_ACCEPTED), the discount and the price (DISCOUNT_*, PRICE_NOT_SET). Then a
 * visitor gets a sign-in link (202) and a signed-in student a checkout (201).
 */
export async function enrollInService({ teacherSlug, input, session, meta }: EnrollInService): Promise<{
  httpStatus: 201 | 202;
  result: TEnrollResult;
}> {
  const service = await findPurchasableService(teacherSlug, input.serviceId);
  const { teacher } = service;
  const person = resolveEnrollingPerson(teacher.id, session, input);
  // Checked for visitors too, before the sign-in link: stored with the enrollment the student starts (0135).
  const answers = checkBookingAnswers(readBookingQuestions(service.bookingQuestions), input.answers);
  const { pspAccountId } = teacher;
  if (!pspAccountId) {
    throw new BusinessRuleError('PSP_NOT_CONNECTED', 'This teacher cannot take payments yet');
  }

  const signedInStudentId = person.kind === 'student' ? person.student.id : null;
  await assertServiceHasRoom(service, signedInStudentId);
  // Only a signed-in student's earlier signatures count; a visitor ticks every document.
  const acceptedDocuments = await assertLegalAccepted({
    teacherId: teacher.id,
    studentId: signedInStudentId,
    acceptedVersionIds: input.acceptedDocumentVersionIds,
  });
  const price = await priceEnrollment({
    service,
    discountCode: input.discountCode,
    studentId: await knownStudentId(teacher.id, person),
  });

  if (person.kind === 'visitor') {
    await sendEnrollmentSignInLink({
      teacher,
      email: person.email,
      name: person.name,
      locale: input.locale,
      redirectTo: enrollmentSignInRedirect(
        { teacherSlug: teacher.slug, serviceSlug: service.slug },
        input.discountCode,
        // What they ticked stays ticked when the link brings them back (enrolling asks for it again).
        input.acceptedDocumentVersionIds,
      ),
      meta,
    });
    return { httpStatus: 202, result: { status: 'magic_link_sent' } };
  }
  const checkout = await startEnrollmentCheckout({
    service,
    accountId: pspAccountId,
    student: person.student,
    discountCode: input.discountCode,
    price,
    acceptedDocuments,
    answers,
    meta,
  });
  return { httpStatus: 201, result: checkout };
}

/** The student the per-student discount limit applies to: signed in, or known by the e-mail given. */
async function knownStudentId(teacherId: string, person: EnrollingPerson) {
  if (person.kind === 'student') return person.student.id;
  return (await findStudentByEmail(teacherId, person.email))?.id ?? null;
}
