/** POST /api/student/privacy/erasure-request. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { POST } from './route';

const day = 24 * 60 * 60 * 1000;
const request = (cookie?: string) =>
  callRoute(POST, { method: 'POST', path: '/api/student/privacy/erasure-request', cookie });

async function signedInStudent() {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id });
  return { teacher, student, cookie: await sessionCookie({ role: 'student', studentId: student.id }) };
}

describe('POST /api/student/privacy/erasure-request', () => {
  it('creates a pending request due 30 days later and notifies the teacher in the app', async () => {
    const { teacher, student, cookie } = await signedInStudent();
    const before = Date.now();
    const response = await request(cookie);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      studentId: student.id,
      status: 'pending',
      requestedBy: 'student',
      overdue: false,
      report: null,
    });
    const due = new Date(response.json.dueAt).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 30 * day);
    expect(due).toBeLessThanOrEqual(Date.now() + 30 * day);
    const notices = await db.notification.findMany({ where: { teacherId: teacher.id, type: 'erasure_requested' } });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      studentId: student.id,
      data: { href: '/teacher/privacy', requestId: response.json.id },
    });
  });

  it('one open request at a time: a second is 409 while the first is pending or processing, allowed once it is decided', async () => {
    const { teacher, student, cookie } = await signedInStudent();
    const first = await request(cookie);
    expect((await request(cookie)).status).toBe(409);
    await db.dataErasureRequest.update({ where: { id: first.json.id }, data: { status: 'processing' } });
    expect((await request(cookie)).status).toBe(409);
    await db.dataErasureRequest.update({
      where: { id: first.json.id },
      data: { status: 'rejected', rejectionReason: 'Open invoice' },
    });
    expect((await request(cookie)).status).toBe(201);
    expect(await db.dataErasureRequest.count({ where: { teacherId: teacher.id, studentId: student.id } })).toBe(2);
  });

  it('is refused while a teacher impersonates the student (403), and without a session (401)', async () => {
    const { teacher, student } = await signedInStudent();
    const impersonation = await sessionCookie({
      role: 'student',
      studentId: student.id,
      impersonatorTeacherId: teacher.id,
    });
    expect((await request(impersonation)).status).toBe(403);
    expect(await db.dataErasureRequest.count({ where: { studentId: student.id } })).toBe(0);
    expect((await request()).status).toBe(401);
  });

  it('a teacher session is 403 (students only)', async () => {
    const { teacher } = await signedInStudent();
    expect((await request(await sessionCookie({ role: 'teacher', teacherId: teacher.id }))).status).toBe(403);
  });
});
