/** Issue 34, part 4: who hears a family member's session notices, reminders and receipts. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { transaction } from '@/lib/outbox/transaction';
import { sendPaymentReceipt } from '@/lib/payments/follow-ups/send-payment-receipt';
import { createPayment, createService, createSession, createTeacher } from '@/test/factories';
import { createPayerFamily } from '@/test/factories/payer-family';
import { mailTo } from '@/test/notifications/mail-to';
import { enqueueLessonSummary } from './enqueue-lesson-summary';
import { enqueueSessionNotice } from './enqueue-session-notice';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox

async function familyWithSessions() {
  const teacher = await createTeacher({ name: 'Elena Teacher' });
  const service = await createService({ teacherId: teacher.id, name: 'Piano lesson' });
  const { family, members } = await createPayerFamily({
    teacherId: teacher.id,
    memberNames: ['Ada Kid', 'Al Adult'],
    adults: ['Al Adult'],
  });
  const [minor, adult] = members as [(typeof members)[0], (typeof members)[0]];
  const at = (studentId: string, hour: number) =>
    createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId,
      startUtc: new Date(`2031-12-0${hour}T09:00:00Z`),
    });
  return { teacher, family, minor, adult, minorSession: await at(minor.id, 2), adultSession: await at(adult.id, 3) };
}

describe('family notice routing', () => {
  it("sends a minor's booking notice to the payer, none to the minor", async () => {
    const { teacher, family, minor, minorSession } = await familyWithSessions();
    await transaction((tx) =>
      enqueueSessionNotice(tx, { teacherId: teacher.id, sessionId: minorSession.id, kind: 'booked', actor: 'teacher' }),
    );
    const [mail, ...more] = await mailTo(family.payerEmail);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain('Piano lesson');
    expect(mail!.files[0]!.text).toContain(family.payerEmail);
    expect(await mailTo(minor.email)).toEqual([]);
  });

  it("sends an adult member's notice to the member only, and their receipt to both", async () => {
    const { teacher, family, adult, adultSession } = await familyWithSessions();
    await transaction((tx) =>
      enqueueSessionNotice(tx, {
        teacherId: teacher.id,
        sessionId: adultSession.id,
        kind: 'rescheduled',
        actor: 'teacher',
      }),
    );
    expect(await mailTo(adult.email)).toHaveLength(1);
    expect(await mailTo(family.payerEmail)).toEqual([]);

    const payment = await createPayment({ teacherId: teacher.id, studentId: adult.id });
    expect(await sendPaymentReceipt(payment.id)).toEqual({ sent: true });
    expect((await mailTo(adult.email)).map((m) => m.subject)).toHaveLength(2);
    const [receipt] = await mailTo(family.payerEmail);
    expect(receipt!.text).toContain('Al Adult');
  });

  it("sends a minor's receipt to the payer only, and nothing to an .invalid address", async () => {
    const { teacher, family, minor } = await familyWithSessions();
    await db.student.update({ where: { id: minor.id }, data: { email: `member-${minor.id}@family.invalid` } });
    const payment = await createPayment({ teacherId: teacher.id, studentId: minor.id });
    await sendPaymentReceipt(payment.id);
    expect(await mailTo(family.payerEmail)).toHaveLength(1);
    expect(await db.emailOutbox.count({ where: { to: { endsWith: '.invalid' }, teacherId: teacher.id } })).toBe(0);
  });

  it("sends a minor's lesson summary to the payer", async () => {
    const { teacher, family, minor, minorSession } = await familyWithSessions();
    await db.session.update({ where: { id: minorSession.id }, data: { summary: 'Scales in G', status: 'completed' } });
    await transaction((tx) => enqueueLessonSummary(tx, { teacherId: teacher.id, sessionId: minorSession.id }));
    expect(await mailTo(family.payerEmail)).toHaveLength(1);
    expect(await mailTo(minor.email)).toEqual([]);
  });
});
