/** GET /api/teacher/privacy/erasure-requests and POST .../:id/approve, .../:id/reject. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { studentWithHistory } from '@/test/privacy/student-with-history';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { POST as approve } from './[id]/approve/route';
import { POST as reject } from './[id]/reject/route';
import { GET as list } from './route';

const day = 24 * 60 * 60 * 1000;
const listOf = (cookie: string, query = '') =>
  callRoute(list, { path: `/api/teacher/privacy/erasure-requests${query}`, cookie });
const approveOf = (cookie: string, id: string) =>
  callRoute(approve, {
    method: 'POST',
    path: `/api/teacher/privacy/erasure-requests/${id}/approve`,
    params: { id },
    cookie,
  });
const rejectOf = (cookie: string, id: string, body: unknown) =>
  callRoute(reject, {
    method: 'POST',
    path: `/api/teacher/privacy/erasure-requests/${id}/reject`,
    params: { id },
    cookie,
    body,
  });

async function requestOf(
  teacherId: string,
  studentId: string,
  dueInDays: number,
  status: 'pending' | 'completed' = 'pending',
) {
  return db.dataErasureRequest.create({
    data: { teacherId, studentId, status, dueAt: new Date(Date.now() + dueInDays * day) },
  });
}

describe('GET /api/teacher/privacy/erasure-requests', () => {
  it('lists the teacher’s requests, open first by due date, overdue flagged, filtered by status; another teacher sees none', async () => {
    const teacher = await createTeacher();
    const [late, soon, done] = await Promise.all([1, 2, 3].map(() => createStudent({ teacherId: teacher.id })));
    const overdue = await requestOf(teacher.id, late!.id, -2);
    const pending = await requestOf(teacher.id, soon!.id, 20);
    await requestOf(teacher.id, done!.id, -5, 'completed');
    const cookie = await teacherCookie(teacher.id);
    const response = await listOf(cookie);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(
      response.json.data.map((row: { id: string; overdue: boolean }) => [row.id, row.overdue]).slice(0, 2),
    ).toEqual([
      [overdue.id, true],
      [pending.id, false],
    ]);
    expect(response.json.data[0].studentName).toBe(late!.name);
    expect(response.json.data[2]).toMatchObject({ status: 'completed', overdue: false });
    const filtered = await listOf(cookie, '?status=completed');
    expect(filtered.json.total).toBe(1);
    expect((await listOf(cookie, '?status=nope')).status).toBe(400);
    const stranger = await listOf(await teacherCookie((await createTeacher()).id));
    expect(stranger.json).toMatchObject({ total: 0, data: [] });
  });

  it('is for teachers only', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    expect((await listOf(await sessionCookie({ role: 'student', studentId: student.id }))).status).toBe(403);
  });
});

describe('POST /api/teacher/privacy/erasure-requests/:id/approve', () => {
  it('erases the student and completes the request with the report; a second approval is 409', async () => {
    const { teacher, student, identity } = await studentWithHistory();
    const request = await requestOf(teacher.id, student.id, 30);
    const cookie = await teacherCookie(teacher.id);
    const response = await approveOf(cookie, request.id);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: request.id, status: 'completed', studentName: 'Deleted student' });
    expect(response.json.report.counts).toMatchObject({ student: 1, reviews: 1, payments: 1 });
    const erased = await db.student.findUniqueOrThrow({ where: { id: student.id } });
    expect(erased.name).not.toBe(identity.name);
    expect((await approveOf(cookie, request.id)).status).toBe(409);
  });

  it("another teacher's request is 404 and nothing is erased", async () => {
    const { teacher, student, identity } = await studentWithHistory();
    const request = await requestOf(teacher.id, student.id, 30);
    const stranger = await teacherCookie((await createTeacher()).id);
    expect((await approveOf(stranger, request.id)).status).toBe(404);
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).name).toBe(identity.name);
    expect((await db.dataErasureRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('pending');
  });
});

describe('POST /api/teacher/privacy/erasure-requests/:id/reject', () => {
  it('needs a reason (400), then rejects with it and keeps the data; a decided request is 409', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const request = await requestOf(teacher.id, student.id, 30);
    const cookie = await teacherCookie(teacher.id);
    expect((await rejectOf(cookie, request.id, {})).status).toBe(400);
    expect((await rejectOf(cookie, request.id, { reason: '   ' })).status).toBe(400);
    const response = await rejectOf(cookie, request.id, { reason: ' Unpaid invoice under dispute ' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: 'rejected', rejectionReason: 'Unpaid invoice under dispute' });
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).anonymizedAt).toBeNull();
    expect((await rejectOf(cookie, request.id, { reason: 'again' })).status).toBe(409);
    expect((await approveOf(cookie, request.id)).status).toBe(409);
  });

  it("another teacher's request is 404", async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const request = await requestOf(teacher.id, student.id, 30);
    const stranger = await teacherCookie((await createTeacher()).id);
    expect((await rejectOf(stranger, request.id, { reason: 'No' })).status).toBe(404);
    expect((await db.dataErasureRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('pending');
  });
});
