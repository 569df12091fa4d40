/** Every session change of the booking flows sends its notices (through enqueueSessionNotice). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelSession } from '@/lib/booking/cancel-session';
import { createTeacherSession } from '@/lib/booking/create-teacher-session';
import { bookStudentSession } from '@/lib/booking/student/book-student-session';
import { cancelStudentSession } from '@/lib/booking/student/cancel-student-session';
import { rescheduleStudentSession } from '@/lib/booking/student/reschedule-student-session';
import { bookTrialSession } from '@/lib/booking/trials/book-trial-session';
import { confirmTrial } from '@/lib/booking/trials/decide-trial';
import { createCheckoutSession } from '@/lib/integrations/psp/create-checkout-session';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import { trialCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import {
  createAvailabilitySchedule,
  createEnrollment,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from '@/test/factories';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { mailTo } from '@/test/notifications/mail-to';
import { futureMonday } from '@/test/future-monday';

const processor = setUpSimulatedProcessor();
beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says

const madridAt = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(wallTimeToUtc(parseIsoDate(futureMonday()), h * 60 + m, 'Europe/Madrid'));
};

/** A Madrid teacher with the factory week, a 60-minute service and a student with 10 sessions in it. */
async function setUpStudent() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id, durationMinutes: 60 });
  const student = await createStudent({ teacherId: teacher.id });
  await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id, sessionsTotal: 10 });
  return { teacher, service, student };
}

const subjects = async (to: string) => (await mailTo(to)).map((mail) => mail.subject);
const methods = async (to: string) =>
  (await mailTo(to)).map((mail) => /^METHOD:(\w+)$/m.exec(mail.files[0]?.text.replace(/\r/g, '') ?? '')?.[1] ?? null);

describe('session notices in the booking flows', () => {
  it('a student books, moves and cancels: each time an e-mail with its invitation, and the teacher is told', async () => {
    const { teacher, service, student } = await setUpStudent();
    const me = { id: student.id, teacherId: teacher.id };
    const booked = await bookStudentSession({
      student: me,
      input: { serviceId: service.id, startUtc: madridAt('10:00').toISOString(), consentAccepted: true },
    });
    await rescheduleStudentSession({
      student: me,
      sessionId: booked.id,
      input: { startUtc: madridAt('16:00').toISOString() },
    });
    await cancelStudentSession({ student: me, sessionId: booked.id, input: {} });

    expect(await subjects(student.email)).toEqual([
      expect.stringMatching(/^Booked: /),
      expect.stringMatching(/^Moved: .*, now .*16:00$/),
      expect.stringMatching(/^Cancelled: /),
    ]);
    expect(await methods(student.email)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(await subjects(teacher.email)).toEqual([
      expect.stringMatching(/^New booking: /),
      expect.stringMatching(/^Moved: /),
      expect.stringMatching(/^Cancelled: /),
    ]);
  });

  it('the teacher books and cancels: the student hears of both, the teacher of neither (their own doing)', async () => {
    const { teacher, service, student } = await setUpStudent();
    const session = await createTeacherSession({
      teacherId: teacher.id,
      input: { serviceId: service.id, studentId: student.id, startUtc: madridAt('11:00').toISOString() },
    });
    await cancelSession({ teacherId: teacher.id, sessionId: session.id, input: {} });
    expect(await subjects(student.email)).toEqual([
      expect.stringMatching(/^Booked: /),
      expect.stringMatching(/^Cancelled: /),
    ]);
    expect(await methods(student.email)).toEqual(['REQUEST', 'CANCEL']);
    expect(await mailTo(teacher.email)).toEqual([]);
  });

  it('a free trial: the request (no invitation yet, the teacher asked), then one confirmation with the invitation', async () => {
    const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
    await createAvailabilitySchedule({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id, isTrial: true, priceAmount: 0, durationMinutes: 60 });
    const email = `vera-${crypto.randomUUID()}@example.test`;
    const result = await bookTrialSession({
      teacherSlug: teacher.slug,
      input: {
        serviceId: service.id,
        startUtc: madridAt('12:00').toISOString(),
        timezone: 'America/New_York',
        name: 'Vera Visitor',
        email,
        consentAccepted: true,
      },
    });
    await confirmTrial({ teacherId: teacher.id, sessionId: result.sessionId });
    expect(await subjects(email)).toEqual([
      `Your trial request to ${teacher.name}`,
      `${teacher.name} confirmed your trial lesson`,
    ]);
    expect(await methods(email)).toEqual([null, 'REQUEST']);
    expect(await subjects(teacher.email)).toEqual([expect.stringMatching(/^Trial request: Vera Visitor, /)]);
  });

  it('a paid trial: confirmed by its payment, the student gets the invitation and the teacher the confirmation', async () => {
    const teacher = await createTeacher({ pspAccountId: `acct_${crypto.randomUUID()}`, taxRate: 0 });
    const service = await createService({ teacherId: teacher.id, isTrial: true, priceAmount: 1_500 });
    const student = await createStudent({ teacherId: teacher.id });
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      status: 'hold',
      isTrialSession: true,
      holdExpiresAt: new Date(Date.now() + 15 * 60 * 1000),
    });
    const checkout = await createCheckoutSession({
      accountId: teacher.pspAccountId!,
      lineItem: { name: service.name, unitAmount: 1_500, currency: 'EUR' },
      metadata: trialCheckoutMetadata(session.id),
      successUrl: 'http://localhost:3000/booked',
      cancelUrl: 'http://localhost:3000/cancelled',
      idempotencyKey: `trial-${session.id}`,
    });
    await processor().pay(checkout.id);
    expect(await subjects(student.email)).toContainEqual(expect.stringMatching(/^Confirmed: /));
    expect(await methods(student.email)).toContain('REQUEST');
    expect(await subjects(teacher.email)).toEqual([expect.stringMatching(/^Confirmed: /)]);
  });
});
