import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { getStudentBalance } from '@/lib/invoices/get-student-balance';
import {
  createEnrollment,
  createPayment,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { readFamilyOverview } from './read-family-overview';

const hour = 60 * 60 * 1000;

async function familyOf(teacherId: string, name = 'Rossi') {
  return db.family.create({
    data: {
      teacherId,
      name,
      payerName: `Maria ${name}`,
      payerEmail: `maria.${crypto.randomUUID()}@example.test`,
      payerPhone: '+34600000000',
    },
  });
}

/** A family with `count` members, each with an enrollment, two upcoming lessons, homework and a postpaid charge. */
async function familyWithMembers(count: number) {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, priceAmount: 3000 });
  const postpaid = await createService({ teacherId: teacher.id, billing: 'postpaid', priceAmount: 2500 });
  const family = await familyOf(teacher.id);
  for (let index = 0; index < count; index++) {
    const student = await createStudent({ teacherId: teacher.id, familyId: family.id, isMinor: index % 2 === 0 });
    await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      sessionsTotal: 10,
      sessionsScheduled: 2,
    });
    await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id, homework: 'Scales' });
    await createSession({
      teacherId: teacher.id,
      serviceId: postpaid.id,
      studentId: student.id,
      status: 'completed',
      startUtc: new Date(Date.now() - (index + 2) * 24 * hour),
    });
    await createPayment({
      teacherId: teacher.id,
      studentId: student.id,
      amount: 1000,
      kind: 'balance',
      method: 'cash',
    });
  }
  return { teacher, family, service };
}

describe('readFamilyOverview', () => {
  it('shows each member with next lessons, credits, homework and balance, and the payments', async () => {
    const { teacher, family } = await familyWithMembers(2);
    const overview = await readFamilyOverview(teacher.id, family.id);
    expect(overview).not.toBeNull();
    expect(overview!.payer).toEqual({ name: family.payerName, email: family.payerEmail, phone: '+34600000000' });
    expect(overview!.members).toHaveLength(2);
    expect(overview!.currency).toBe('EUR');
    for (const member of overview!.members) {
      expect(member.nextSessions).toHaveLength(2);
      expect(member.nextSessions[0]!.serviceName).toBeTruthy();
      expect(member.remainingCredits).toBe(8);
      expect(member.openHomework).toBe(1);
      const balance = await getStudentBalance({ teacherId: teacher.id, studentId: member.studentId });
      expect(member.balanceCents).toBe(balance.open.find((open) => open.currency === 'EUR')!.amount);
      expect(member.balanceCents).toBe(2500 - 1000);
    }
    expect(overview!.balanceCents).toBe(2 * 1500);
    expect(overview!.payments).toHaveLength(2);
    expect(overview!.payments[0]).toMatchObject({
      amountCents: 1000,
      currency: 'EUR',
      method: 'cash',
      status: 'succeeded',
    });
  });

  it('counts homework marked done and cancelled lessons out, and includes group lessons a member attends', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const family = await familyOf(teacher.id);
    const child = await createStudent({ teacherId: teacher.id, familyId: family.id });
    const other = await createStudent({ teacherId: teacher.id });
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: child.id,
      homework: 'Done',
      homeworkDoneAt: new Date(),
    });
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: child.id,
      status: 'cancelled',
      homework: 'Gone',
    });
    const group = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: other.id,
      homework: 'Read',
    });
    await db.sessionParticipant.create({ data: { teacherId: teacher.id, sessionId: group.id, studentId: child.id } });
    const overview = await readFamilyOverview(teacher.id, family.id);
    const member = overview!.members[0]!;
    expect(member.openHomework).toBe(1);
    expect(member.nextSessions.map((session) => session.id)).toEqual(expect.arrayContaining([group.id]));
    expect(member.nextSessions.some((session) => session.status === 'cancelled')).toBe(false);
  });

  it('is null for another teacher, and an empty family has no figures', async () => {
    const teacher = await createTeacher();
    const stranger = await createTeacher();
    const family = await familyOf(teacher.id);
    expect(await readFamilyOverview(stranger.id, family.id)).toBeNull();
    const overview = await readFamilyOverview(teacher.id, family.id);
    expect(overview).toMatchObject({ members: [], payments: [], balanceCents: 0, currency: 'EUR', balances: [] });
  });

  it('sends the same number of statements for two members and for six', async () => {
    const small = await familyWithMembers(2);
    const large = await familyWithMembers(6);
    const few = await countQueries(() => readFamilyOverview(small.teacher.id, small.family.id));
    const many = await countQueries(() => readFamilyOverview(large.teacher.id, large.family.id));
    expect(few.result!.members).toHaveLength(2);
    expect(many.result!.members).toHaveLength(6);
    expect(many.count).toBe(few.count);
  }, 120_000);
});
