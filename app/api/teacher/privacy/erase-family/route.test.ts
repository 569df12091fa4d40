/** POST /api/teacher/privacy/erase-family and the per-member erasure of a family member (issue 34, part 5). */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { studentWithHistory } from '@/test/privacy/student-with-history';
import { POST as ERASE_STUDENT } from '../erase-student/route';
import { POST } from './route';

const eraseFamily = (cookie: string, body: unknown) =>
  callRoute(POST, { method: 'POST', path: '/api/teacher/privacy/erase-family', cookie, body });
const eraseStudent = (cookie: string, body: unknown) =>
  callRoute(ERASE_STUDENT, { method: 'POST', path: '/api/teacher/privacy/erase-student', cookie, body });

/** A family whose payer is named in an e-mail copy, whose members are the history-rich student and a sibling. */
async function familyWithHistory() {
  const scene = await studentWithHistory();
  const suffix = crypto.randomUUID().slice(0, 8);
  const payer = {
    payerName: `Quirina Payerson-${suffix}`,
    payerEmail: `qp.${suffix}@example.test`,
    payerPhone: '+39 333 9876543',
  };
  const family = await db.family.create({
    data: { teacherId: scene.teacher.id, name: `Payerson-${suffix}`, ...payer },
  });
  await db.student.updateMany({
    where: { id: { in: [scene.student.id, scene.other.id] } },
    data: { familyId: family.id, isMinor: true },
  });
  await db.emailOutbox.create({
    data: {
      teacherId: scene.teacher.id,
      to: payer.payerEmail,
      from: 'noreply@example.test',
      subject: 'Receipt',
      html: `<p>Dear ${payer.payerName}</p>`,
      text: `Dear ${payer.payerName}`,
    },
  });
  await db.authSession.create({
    data: {
      id: `s-${crypto.randomUUID()}`,
      role: 'student',
      teacherId: scene.teacher.id,
      studentId: scene.other.id,
      familyId: family.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return { ...scene, family, payer };
}

describe('POST /api/teacher/privacy/erase-family', () => {
  it('erases every member and the payer in one go and reports what was removed', async () => {
    const { teacher, student, other, family, payer } = await familyWithHistory();
    const cookie = await teacherCookie(teacher.id);
    const response = await eraseFamily(cookie, { familyId: family.id });
    expect(response.status).toBe(200);
    expect(response.json.payer).toEqual({ family: 1, signIns: 0, emails: 1, auditEntries: expect.any(Number) });
    expect(response.json.members.map((member: { studentId: string }) => member.studentId).sort()).toEqual(
      [student.id, other.id].sort(),
    );
    for (const member of response.json.members) {
      expect(member.report.counts).toMatchObject({ student: 1, familyMemberships: 1 });
    }
    expect(await db.family.findUnique({ where: { id: family.id } })).toBeNull();
    const erased = await db.student.findMany({ where: { id: { in: [student.id, other.id] } } });
    expect(erased.every((row) => row.name === 'Erased student' && row.familyId === null && row.anonymizedAt)).toBe(
      true,
    );
    expect(await db.authSession.count({ where: { studentId: { in: [student.id, other.id] } } })).toBe(0);
    expect(await db.emailOutbox.count({ where: { to: payer.payerEmail } })).toBe(0);
    await flushAudits();
    const audit = await db.auditLog.findFirst({ where: { teacherId: teacher.id, action: 'family.erase' } });
    expect(audit).toMatchObject({ entityType: 'family', entityId: family.id });
    const everything = JSON.stringify(await db.auditLog.findMany({ where: { teacherId: teacher.id } }));
    expect(everything).not.toContain(payer.payerEmail);
    expect(everything).not.toContain(payer.payerName);

    expect((await eraseFamily(cookie, { familyId: family.id })).status).toBe(404); // already gone
  });

  it("another teacher's family is 404 and nothing of it changes", async () => {
    const { family, student } = await familyWithHistory();
    const stranger = await teacherCookie((await createTeacher()).id);
    const before = await db.family.findUniqueOrThrow({ where: { id: family.id } });
    expect((await eraseFamily(stranger, { familyId: family.id })).status).toBe(404);
    expect(await db.family.findUniqueOrThrow({ where: { id: family.id } })).toEqual(before);
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).anonymizedAt).toBeNull();
  });
});

describe('erasing one family member', () => {
  it('takes them out of the family and ends the payer acting for them; the family and siblings stay', async () => {
    const { teacher, student, other, family } = await familyWithHistory();
    const response = await eraseStudent(await teacherCookie(teacher.id), { studentId: other.id });
    expect(response.status).toBe(200);
    expect(response.json.counts).toMatchObject({ student: 1, familyMemberships: 1, signIns: 1 });
    expect((await db.student.findUniqueOrThrow({ where: { id: other.id } })).familyId).toBeNull();
    expect(await db.authSession.count({ where: { familyId: family.id } })).toBe(0);
    expect(await db.family.findUnique({ where: { id: family.id } })).not.toBeNull();
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).familyId).toBe(family.id);
  });
});
