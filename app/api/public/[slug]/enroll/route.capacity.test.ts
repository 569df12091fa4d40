import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createStudent, createTeacher, uniqueSuffix } from '@/test/factories';
import { sessionCookie } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import { enroll as enrollAt, setUpEnrollTests } from '@/test/api/public/enroll-routes';

setUpEnrollTests();

/** A group class for two (or `capacity`; null: no limit), already holding `taken` active enrollments, and one more student signed in. */
async function groupClass(taken: number, capacity: number | null = 2) {
  const teacher = await createTeacher({ pspAccountId: `acct_${uniqueSuffix()}` });
  const service = await createService({
    teacherId: teacher.id,
    groupType: 'group',
    capacity,
    priceAmount: 5000,
    currency: 'EUR',
  });
  const terms = await createLegalDocument({ teacherId: teacher.id });
  const members = [];
  for (let i = 0; i < taken; i++) {
    const member = await createStudent({ teacherId: teacher.id });
    await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: member.id, status: 'active' });
    members.push(member);
  }
  const student = await createStudent({ teacherId: teacher.id });
  const body = { serviceId: service.id, acceptedDocumentVersionIds: [terms.current!.id] };
  const enroll = async (studentId: string) =>
    enrollAt(teacher.slug, body, { cookie: await sessionCookie({ role: 'student', studentId }) });
  return { service, student, members, enroll };
}

describe('POST /api/public/:slug/enroll: capacity', () => {
  it('sells the last place of a group class', async () => {
    const { student, enroll } = await groupClass(1);
    expect((await enroll(student.id)).status).toBe(201);
  });

  it('refuses a full class with 409 SERVICE_FULL and creates nothing', async () => {
    const { service, student, enroll } = await groupClass(2);
    const response = await enroll(student.id);
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('SERVICE_FULL');
    expect(await db.enrollment.count({ where: { serviceId: service.id, studentId: student.id } })).toBe(0);
  });

  it('lets a student who holds a place buy again when the class is full', async () => {
    const { members, enroll } = await groupClass(2);
    expect((await enroll(members[0]!.id)).status).toBe(201);
  });

  it('a group class without a capacity has no limit: it is never full', async () => {
    const { student, enroll } = await groupClass(5, null);
    expect((await enroll(student.id)).status).toBe(201);
  });
});
