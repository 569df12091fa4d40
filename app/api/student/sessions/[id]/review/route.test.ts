/** POST /api/student/sessions/:id/review. */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createSession } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { addStudent, hour, setUpStudent } from '@/test/api/student/session-routes';
import { POST } from './route';

const past = () => new Date(Date.now() - 48 * hour);
const review = (cookie: string | undefined, id: string, body: unknown) =>
  callRoute(POST, { method: 'POST', path: `/api/student/sessions/${id}/review`, params: { id }, cookie, body });

async function completedSession(status: 'completed' | 'scheduled' | 'pending_review' | 'cancelled' = 'completed') {
  const set = await setUpStudent();
  const session = await createSession({
    teacherId: set.teacher.id,
    serviceId: set.service.id,
    studentId: set.student.id,
    status,
    startUtc: past(),
  });
  return { ...set, session };
}

describe('POST /api/student/sessions/:id/review', () => {
  it('reviews an own completed session: 201, approved, named, request completed, teacher notified, audited', async () => {
    const { teacher, service, student, session, cookie } = await completedSession();
    const request = await db.reviewRequest.create({
      data: { teacherId: teacher.id, studentId: student.id, sessionId: session.id },
    });
    const response = await review(cookie, session.id, { rating: 4, content: '  Clear and patient  ' });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      rating: 4,
      content: 'Clear and patient',
      status: 'approved',
      isAnonymous: false,
      reviewerName: student.name,
      reviewerAvatarUrl: null,
      teacherResponse: null,
      source: 'platform',
      sessionId: session.id,
      serviceId: service.id,
    });
    const stored = await db.review.findUniqueOrThrow({ where: { id: response.json.id } });
    expect(stored).toMatchObject({ teacherId: teacher.id, studentId: student.id });
    expect((await db.reviewRequest.findUniqueOrThrow({ where: { id: request.id } })).completedAt).not.toBeNull();
    expect(
      await db.notification.count({ where: { teacherId: teacher.id, type: 'review_received', studentId: student.id } }),
    ).toBe(1);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'review.create' } })).toBe(1);
  });

  it('anonymous: rating and content kept, no name, no avatar, the notice does not name the student', async () => {
    const { teacher, student, session, cookie } = await completedSession();
    const response = await review(cookie, session.id, { rating: 5, content: 'Great', anonymous: true });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      rating: 5,
      content: 'Great',
      isAnonymous: true,
      reviewerName: null,
      reviewerAvatarUrl: null,
    });
    const stored = await db.review.findUniqueOrThrow({ where: { id: response.json.id } });
    expect(stored).toMatchObject({ reviewerName: null, reviewerAvatarUrl: null, isAnonymous: true });
    const notice = await db.notification.findFirstOrThrow({ where: { teacherId: teacher.id } });
    expect(notice.studentId).toBeNull();
    expect(notice.title).not.toContain(student.name);
  });

  it('a seat in a group session completed for the student counts as their own', async () => {
    const { teacher, service, student, cookie } = await setUpStudent({ groupType: 'group', capacity: 3 });
    const host = await addStudent(teacher.id, service.id);
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: host.student.id,
      status: 'completed',
      startUtc: past(),
    });
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: session.id, studentId: student.id, status: 'completed' },
    });
    expect((await review(cookie, session.id, { rating: 3 })).status).toBe(201);
    expect((await review(host.cookie, session.id, { rating: 5 })).status).toBe(201);
    expect(await db.review.count({ where: { sessionId: session.id } })).toBe(2);
  });

  it('is 404 for a session of another student or another teacher, and for a missing one', async () => {
    const { teacher, service, session } = await completedSession();
    const classmate = await addStudent(teacher.id, service.id);
    const stranger = await setUpStudent();
    for (const cookie of [classmate.cookie, stranger.cookie]) {
      const response = await review(cookie, session.id, { rating: 5 });
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    expect((await review(classmate.cookie, crypto.randomUUID(), { rating: 5 })).status).toBe(404);
    expect(await db.review.count({ where: { sessionId: session.id } })).toBe(0);
  });

  it('is 422 SESSION_NOT_COMPLETED for a session not completed', async () => {
    for (const status of ['scheduled', 'pending_review', 'cancelled'] as const) {
      const { session, cookie } = await completedSession(status);
      const response = await review(cookie, session.id, { rating: 5 });
      expect(response.status).toBe(422);
      expect(response.json.error.code).toBe('SESSION_NOT_COMPLETED');
    }
  });

  it('is 409 CONFLICT the second time, also when both arrive together', async () => {
    const { session, cookie } = await completedSession();
    expect((await review(cookie, session.id, { rating: 5 })).status).toBe(201);
    const again = await review(cookie, session.id, { rating: 4 });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('CONFLICT');

    const other = await completedSession();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => review(other.cookie, other.session.id, { rating: (i % 5) + 1 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await db.review.count({ where: { sessionId: other.session.id } })).toBe(1);
  });

  it('is 403 while a teacher impersonates the student, storing nothing', async () => {
    const { teacher, student, session } = await completedSession();
    const impersonating = await sessionCookie({
      role: 'student',
      studentId: student.id,
      impersonatorTeacherId: teacher.id,
    });
    const response = await review(impersonating, session.id, { rating: 5 });
    expect(response.status).toBe(403);
    expect(response.json.error.code).toBe('FORBIDDEN');
    expect(await db.review.count({ where: { sessionId: session.id } })).toBe(0);
  });

  it('is 400 for ratings 0, 6, 2.5, a missing rating, long content or unknown fields; 401 signed out', async () => {
    const { session, cookie } = await completedSession();
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      { rating: '5' },
      {},
      { rating: 5, content: 'x'.repeat(2001) },
      { rating: 5, anonymous: 'yes' },
      { rating: 5, status: 'approved' },
      { rating: 5, teacherId: crypto.randomUUID() },
    ]) {
      const response = await review(cookie, session.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await review(undefined, session.id, { rating: 5 })).status).toBe(401);
    expect(await db.review.count({ where: { sessionId: session.id } })).toBe(0);
  });
});
