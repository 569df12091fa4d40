import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import {
  createAvailabilitySchedule,
  createService,
  createStudent,
  createTeacher,
  uniqueSuffix,
} from '@/test/factories';
import { futureMonday } from '@/test/future-monday';
import { callRoute } from '@/test/http';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST } from './route';

const processor = setUpSimulatedProcessor();
const monday = futureMonday();
const madridAt = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(wallTimeToUtc(parseIsoDate(monday), h * 60 + m, 'Europe/Madrid')).toISOString();
};

async function trialTeacher(priceAmount = 0) {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid', pspAccountId: `acct_${uniqueSuffix()}` });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id, isTrial: true, priceAmount, durationMinutes: 60 });
  return { teacher, service };
}

const payerEmail = () => `jo.${uniqueSuffix()}@example.test`;
const bodyFor = (serviceId: string, overrides: Record<string, unknown> = {}) => ({
  serviceId,
  startUtc: madridAt('10:00'),
  timezone: 'Europe/Madrid',
  name: 'Jo Martin',
  email: payerEmail(),
  consentAccepted: true,
  bookingFor: { name: 'Lily Martin', isMinor: true },
  ...overrides,
});

const requestTrial = (slug: string, body: unknown) =>
  callRoute(POST, { method: 'POST', path: `/api/public/${slug}/trial-session`, params: { slug }, body });

describe('POST /api/public/:slug/trial-session with bookingFor', () => {
  it("books the trial for the learner, in a new family named after the payer; the payer's address is not a student", async () => {
    const { teacher, service } = await trialTeacher();
    const body = bodyFor(service.id);
    const response = await requestTrial(teacher.slug, body);

    expect(response.status).toBe(201);
    const session = await db.session.findUniqueOrThrow({
      where: { id: response.json.sessionId },
      include: { student: true },
    });
    const family = await db.family.findFirstOrThrow({ where: { teacherId: teacher.id } });
    expect(family).toMatchObject({ name: 'Martin family', payerName: 'Jo Martin', payerEmail: body.email });
    expect(session).toMatchObject({ status: 'pending_confirmation', isTrialSession: true });
    expect(session.student).toMatchObject({ name: 'Lily Martin', isMinor: true, familyId: family.id, status: 'trial' });
    expect(session.student!.email).toMatch(/@family\.invalid$/);
    expect(await db.student.count({ where: { teacherId: teacher.id, email: body.email } })).toBe(0);
    expect(
      await db.studentLifecycleEvent.findMany({
        where: { studentId: session.studentId! },
        select: { type: true },
        orderBy: { type: 'asc' },
      }),
    ).toEqual([{ type: 'first_contact' }, { type: 'trial_requested' }]);
  });

  it("a second child of the same payer joins the payer's family", async () => {
    const { teacher, service } = await trialTeacher();
    const first = bodyFor(service.id);
    expect((await requestTrial(teacher.slug, first)).status).toBe(201);
    const second = await requestTrial(
      teacher.slug,
      bodyFor(service.id, {
        email: first.email,
        startUtc: madridAt('11:00'),
        bookingFor: { name: 'Max Martin', isMinor: true },
      }),
    );

    expect(second.status).toBe(201);
    const families = await db.family.findMany({ where: { teacherId: teacher.id }, include: { members: true } });
    expect(families).toHaveLength(1);
    expect(families[0]!.members.map((member) => member.name).sort()).toEqual(['Lily Martin', 'Max Martin']);
  });

  it("a paid trial's checkout charges the family's customer", async () => {
    const { teacher, service } = await trialTeacher(2500);
    const body = bodyFor(service.id);
    const response = await requestTrial(teacher.slug, body);

    expect(response.status).toBe(201);
    expect(response.json.status).toBe('checkout');
    const family = await db.family.findFirstOrThrow({ where: { teacherId: teacher.id } });
    const checkout = [...processor().state.checkoutSessions.values()].find(
      (c) => c.metadata.sessionId === response.json.sessionId,
    );
    expect(checkout).toMatchObject({ customer: family.pspCustomerId, customer_details: { email: body.email } });
  });

  it("cannot attach another teacher's student: the same address makes a new learner of this teacher", async () => {
    const other = await trialTeacher();
    const theirs = await createStudent({ teacherId: other.teacher.id });
    const { teacher, service } = await trialTeacher();
    const response = await requestTrial(
      teacher.slug,
      bodyFor(service.id, { bookingFor: { name: 'Lily', isMinor: false, email: theirs.email } }),
    );

    expect(response.status).toBe(201);
    const session = await db.session.findUniqueOrThrow({
      where: { id: response.json.sessionId },
      include: { student: true },
    });
    expect(session.student).toMatchObject({ teacherId: teacher.id, email: theirs.email });
    expect(session.studentId).not.toBe(theirs.id);
    expect((await db.student.findUniqueOrThrow({ where: { id: theirs.id } })).familyId).toBeNull();
  });

  it('cannot attach a learner of another family (409) and writes nothing', async () => {
    const { teacher, service } = await trialTeacher();
    const kid = `kid.${uniqueSuffix()}@example.test`;
    expect(
      (
        await requestTrial(
          teacher.slug,
          bodyFor(service.id, { bookingFor: { name: 'Kid', isMinor: true, email: kid } }),
        )
      ).status,
    ).toBe(201);

    const response = await requestTrial(
      teacher.slug,
      bodyFor(service.id, { startUtc: madridAt('12:00'), bookingFor: { name: 'Kid', isMinor: true, email: kid } }),
    );
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('LEARNER_IN_OTHER_FAMILY');
    expect(await db.family.count({ where: { teacherId: teacher.id } })).toBe(1);
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);
  });

  it('refuses a malformed bookingFor with 400 VALIDATION_ERROR and writes nothing', async () => {
    const { teacher, service } = await trialTeacher();
    for (const bookingFor of [
      { name: '', isMinor: true },
      { name: 'Lily' },
      { name: 'Lily', isMinor: true, extra: 1 },
      'Lily',
    ]) {
      const response = await requestTrial(teacher.slug, bodyFor(service.id, { bookingFor }));
      expect(response.status).toBe(400);
      expect(response.json.error).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.any(Array) });
    }
    expect(await db.family.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});
