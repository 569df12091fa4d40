import 'server-only';
import type { StudentSession } from '@/lib/auth/read-student-session';
import { readBookingQuestions } from '@/lib/catalogue/booking-questions-fields';
import { checkBookingAnswers } from '@/lib/catalogue/check-booking-answers';
import { findPurchasableService } from '@/lib/catalogue/find-purchasable-service';
import { BusinessRuleError, ConflictError } from '@/lib/core/errors';
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
  // Post-paid and monthly lessons are booked by their time, onto the balance (decision 0132).
  if (service.billing !== 'prepaid') {
    throw new ConflictError('This service is paid after its lessons: book a time instead', 'INVALID_STATE');
  }
  const person = resolveEnrollingPerson(teacher.id, session, input);
  // Checked for visitors too, before the sign-in link: stored with the enrollment the student starts (0135).
  const answers = checkBookingAnswers(readBookingQuestions(service.bookingQuestions), input.answers);
  const { pspAccountId } = teacher;
  if (!pspAccountId) {
    throw new BusinessRuleError('PSP_NOT_CONNECTED', 'This teacher cannot take payments yet');
  }

  // Enrolling someone else: the learner is found or made with the enrollment, so nothing of theirs counts yet.
  const signedInStudentId = person.kind === 'student' && !input.bookingFor ? person.student.id : null;
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
    studentId: input.bookingFor ? null : await knownStudentId(teacher.id, person),
  });

  if (input.bookingFor) {
    // The payer pays now; the address is proven to the processor, not by a link (decision 0128).
    const payer = person.kind === 'student' ? person.student : person;
    const checkout = await startEnrollmentCheckout({
      service,
      accountId: pspAccountId,
      learner: {
        kind: 'family',
        payer: { name: payer.name, email: payer.email },
        bookingFor: input.bookingFor,
        timezone: teacher.timezone,
        locale: input.locale,
      },
      discountCode: input.discountCode,
      price,
      acceptedDocuments,
      meta,
    });
    return { httpStatus: 201, result: checkout };
  }
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
    learner: { kind: 'student', student: person.student },
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
