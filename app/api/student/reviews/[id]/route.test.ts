/** PATCH, DELETE /api/student/reviews/:id and GET /api/student/reviews. */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createReview, createSession } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { addStudent, hour, setUpStudent } from '@/test/api/student/session-routes';
import { GET as listRoute } from '../route';
import { DELETE, PATCH } from './route';

const update = (cookie: string | undefined, id: string, body: unknown) =>
  callRoute(PATCH, { method: 'PATCH', path: `/api/student/reviews/${id}`, params: { id }, cookie, body });
const remove = (cookie: string | undefined, id: string) =>
  callRoute(DELETE, { method: 'DELETE', path: `/api/student/reviews/${id}`, params: { id }, cookie });

async function reviewed(options: { anonymous?: boolean } = {}) {
  const set = await setUpStudent();
  const session = await createSession({
    teacherId: set.teacher.id,
    serviceId: set.service.id,
    studentId: set.student.id,
    status: 'completed',
    startUtc: new Date(Date.now() - 48 * hour),
  });
  const review = await createReview({
    teacherId: set.teacher.id,
    studentId: set.student.id,
    sessionId: session.id,
    serviceId: set.service.id,
    rating: 4,
    isAnonymous: options.anonymous ?? false,
    reviewerName: options.anonymous ? null : set.student.name,
    reviewerAvatarUrl: options.anonymous ? null : 'https://example.test/me.png',
  });
  return { ...set, session, review };
}

describe('PATCH /api/student/reviews/:id', () => {
  it('changes rating and content of the own review, audited', async () => {
    const { teacher, review, cookie } = await reviewed();
    const response = await update(cookie, review.id, { rating: 2, content: 'Changed my mind' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: review.id, rating: 2, content: 'Changed my mind', status: 'approved' });
    expect((await update(cookie, review.id, { content: '' })).json.content).toBeNull();
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'review.update' } })).toBe(2);
  });

  it('anonymous on clears name and avatar; off shows the name again (not the old avatar)', async () => {
    const { student, review, cookie } = await reviewed();
    const on = await update(cookie, review.id, { anonymous: true });
    expect(on.json).toMatchObject({ isAnonymous: true, reviewerName: null, reviewerAvatarUrl: null, rating: 4 });
    expect(await db.review.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({
      reviewerName: null,
      reviewerAvatarUrl: null,
    });
    const off = await update(cookie, review.id, { anonymous: false });
    expect(off.json).toMatchObject({ isAnonymous: false, reviewerName: student.name, reviewerAvatarUrl: null });
  });

  it('keeps a hidden review hidden', async () => {
    const { review, cookie } = await reviewed();
    await db.review.update({ where: { id: review.id }, data: { status: 'hidden' } });
    expect((await update(cookie, review.id, { rating: 5 })).json.status).toBe('hidden');
  });

  it("is 404 for another student's review (same teacher or not), 403 impersonating, 400 bad input", async () => {
    const { teacher, service, student, review, cookie } = await reviewed();
    const classmate = await addStudent(teacher.id, service.id);
    const stranger = await setUpStudent();
    for (const other of [classmate.cookie, stranger.cookie]) {
      expect((await update(other, review.id, { rating: 1 })).status).toBe(404);
    }
    const impersonating = await sessionCookie({
      role: 'student',
      studentId: student.id,
      impersonatorTeacherId: teacher.id,
    });
    expect((await update(impersonating, review.id, { rating: 1 })).status).toBe(403);
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: 3, status: 'approved' }]) {
      expect((await update(cookie, review.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).rating).toBe(4);
  });
});

describe('DELETE /api/student/reviews/:id', () => {
  it('deletes the own review (the session can be reviewed again), audited', async () => {
    const { teacher, review, cookie } = await reviewed();
    expect((await remove(cookie, review.id)).status).toBe(204);
    expect(await db.review.count({ where: { id: review.id } })).toBe(0);
    expect((await remove(cookie, review.id)).status).toBe(404);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'review.delete' } })).toBe(1);
  });

  it("is 404 for another's review and 403 while impersonating, deleting nothing", async () => {
    const { teacher, service, student, review } = await reviewed();
    const classmate = await addStudent(teacher.id, service.id);
    const stranger = await setUpStudent();
    for (const other of [classmate.cookie, stranger.cookie]) expect((await remove(other, review.id)).status).toBe(404);
    const impersonating = await sessionCookie({
      role: 'student',
      studentId: student.id,
      impersonatorTeacherId: teacher.id,
    });
    expect((await remove(impersonating, review.id)).status).toBe(403);
    expect(await db.review.count({ where: { id: review.id } })).toBe(1);
  });
});

describe('GET /api/student/reviews', () => {
  it('lists only the own reviews, with service and session date, the student shown even if anonymous', async () => {
    const { teacher, service, student, session, review, cookie } = await reviewed({ anonymous: true });
    const classmate = await addStudent(teacher.id, service.id);
    await createReview({ teacherId: teacher.id, studentId: classmate.student.id, serviceId: service.id });
    const response = await callRoute(listRoute, { path: '/api/student/reviews', cookie });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(response.json.data[0]).toMatchObject({
      id: review.id,
      isAnonymous: true,
      reviewerName: null,
      service: { id: service.id, name: service.name },
      sessionStartsAt: session.startUtc.toISOString(),
      student: { id: student.id, name: student.name },
    });
    expect((await callRoute(listRoute, { path: '/api/student/reviews', cookie: classmate.cookie })).json.total).toBe(1);
  });
});
