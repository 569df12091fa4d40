/** POST /api/student/privacy/export and GET /api/student/privacy/my-data. */
import { describe, expect, it } from 'vitest';
import { exportCategories } from '@/lib/privacy/schemas';
import { createPayment, createStudent, createTeacher } from '@/test/factories';
import { createPayerFamily } from '@/test/factories/payer-family';
import { studentWithHistory } from '@/test/privacy/student-with-history';
import { callRoute, sessionCookie } from '@/test/http';
import { GET as myData } from '../my-data/route';
import { POST } from './route';

const exportOf = (cookie?: string) => callRoute(POST, { method: 'POST', path: '/api/student/privacy/export', cookie });

describe('POST /api/student/privacy/export', () => {
  it("downloads the 14 categories, payments and the practice log as a JSON attachment, with nothing of the teacher's other student", async () => {
    const { student, other, identity, payment, session, otherSession } = await studentWithHistory();
    const response = await exportOf(await sessionCookie({ role: 'student', studentId: student.id }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lektio-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const { categories } = response.json;
    expect(Object.keys(categories).sort()).toEqual([...exportCategories].sort());
    expect(exportCategories).toHaveLength(15);
    expect(categories.practiceLogs).toEqual([
      expect.objectContaining({ practisedOn: '2026-11-20', minutes: 30, note: 'Scales' }),
    ]);
    expect(categories.student).toMatchObject({
      id: student.id,
      name: identity.name,
      email: identity.email,
      phone: identity.phone,
    });
    expect(categories.preferredHours).toMatchObject({ preferredDays: [1, 3] });
    expect(categories.payments).toEqual([expect.objectContaining({ id: payment.id, amount: 30_000 })]);
    expect(categories.sessions.map((row: { id: string }) => row.id)).toEqual([session.id]);
    expect(categories.sessionContent).toEqual([
      expect.objectContaining({ sessionId: session.id, homework: 'Exercise 4' }),
    ]);
    for (const key of [
      'enrollments',
      'reviews',
      'reviewRequests',
      'legalAcceptances',
      'contactLog',
      'waitlistEntries',
      'lifecycleEvents',
      'notifications',
      'driveFileCopies',
    ]) {
      expect(categories[key], key).toHaveLength(1);
    }
    expect(response.text).not.toContain(other.id);
    expect(response.text).not.toContain(other.name);
    expect(response.text).not.toContain(otherSession.id);
    expect(response.text).not.toContain('Other note');
    expect(response.text).not.toContain('Other practice');
  });

  it("gives a payer the payer's data and their minor members', whichever member they act for, nothing of an adult member or another family", async () => {
    const teacher = await createTeacher();
    const { family, members } = await createPayerFamily({
      teacherId: teacher.id,
      memberNames: ['Ada Kid', 'Ben Adult', 'Cy Kid'],
      adults: ['Ben Adult'],
      payerPhone: '+44 7700 900001',
    });
    const [ada, ben, cy] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
    await createPayment({ teacherId: teacher.id, studentId: ada.id, amount: 4_200 });
    await createPayment({ teacherId: teacher.id, studentId: ben.id, amount: 9_900 });
    const other = await createPayerFamily({ teacherId: teacher.id, memberNames: ['Dee Elsewhere'] });
    const loner = await createStudent({ teacherId: teacher.id, isMinor: true });

    for (const acting of [ada, ben]) {
      const cookie = await sessionCookie({ role: 'student', studentId: acting.id, familyId: family.id });
      const response = await exportOf(cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="lektio-family-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.json.format).toBe('lektio-family-export/1');
      expect(response.json.payer).toMatchObject({
        familyId: family.id,
        name: 'Pat Payer',
        email: family.payerEmail,
        phone: '+44 7700 900001',
      });
      expect(response.json.minorMembers.map((member: { studentId: string }) => member.studentId)).toEqual([
        ada.id,
        cy.id,
      ]);
      expect(response.json.minorMembers[0].categories.payments).toEqual([expect.objectContaining({ amount: 4_200 })]);
      for (const outsider of [ben.id, other.members[0]!.id, other.family.id, loner.id]) {
        expect(response.text).not.toContain(outsider);
      }
      const amounts = response.json.minorMembers.flatMap((member: { categories: { payments: { amount: number }[] } }) =>
        member.categories.payments.map((payment) => payment.amount),
      );
      expect(amounts).toEqual([4_200]);
    }
  });

  it('gives an adult member signed in with their own e-mail their own data only, not the family', async () => {
    const teacher = await createTeacher();
    const { family, members } = await createPayerFamily({
      teacherId: teacher.id,
      memberNames: ['Ada Kid', 'Ben Adult'],
      adults: ['Ben Adult'],
    });
    const [ada, ben] = members as [(typeof members)[0], (typeof members)[0]];
    const response = await exportOf(await sessionCookie({ role: 'student', studentId: ben.id }));
    expect(response.status).toBe(200);
    expect(response.json.format).toBe('lektio-student-export/1');
    expect(response.json.categories.student).toMatchObject({ id: ben.id });
    expect(response.text).not.toContain(ada.id);
    expect(response.text).not.toContain(family.payerEmail);
  });

  it('needs a student session (401)', async () => {
    expect((await exportOf()).status).toBe(401);
  });
});

describe('GET /api/student/privacy/my-data', () => {
  it('counts every category of the student only, with no erasure request yet', async () => {
    const { student } = await studentWithHistory();
    const response = await callRoute(myData, {
      cookie: await sessionCookie({ role: 'student', studentId: student.id }),
    });
    expect(response.status).toBe(200);
    const counts = Object.fromEntries(
      response.json.categories.map((row: { key: string; count: number }) => [row.key, row.count]),
    );
    expect(counts).toEqual({
      student: 1,
      enrollments: 1,
      sessions: 1,
      sessionContent: 1,
      reviews: 1,
      reviewRequests: 1,
      legalAcceptances: 1,
      contactLog: 1,
      waitlistEntries: 1,
      lifecycleEvents: 1,
      notifications: 1,
      practiceLogs: 1,
      preferredHours: 1,
      driveFileCopies: 1,
      payments: 1,
    });
    expect(response.json.erasureRequest).toBeNull();
  });
});
