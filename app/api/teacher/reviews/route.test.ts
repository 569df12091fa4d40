/** GET /api/teacher/reviews, /stats; POST /reviews/:id/respond, /approve, /hide. */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createReview, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST as approveRoute } from './[id]/approve/route';
import { POST as hideRoute } from './[id]/hide/route';
import { POST as respondRoute } from './[id]/respond/route';
import { GET as listRoute } from './route';
import { GET as statsRoute } from './stats/route';

const list = (cookie: string | undefined, search = '') =>
  callRoute(listRoute, { path: `/api/teacher/reviews${search}`, cookie });
const stats = (cookie: string | undefined) => callRoute(statsRoute, { path: '/api/teacher/reviews/stats', cookie });
const post =
  (handler: typeof respondRoute, action: string) => (cookie: string | undefined, id: string, body?: unknown) =>
    callRoute(handler, { method: 'POST', path: `/api/teacher/reviews/${id}/${action}`, params: { id }, cookie, body });
const respond = post(respondRoute, 'respond');
const approve = post(approveRoute, 'approve');
const hide = post(hideRoute, 'hide');

async function teacherWithReviews() {
  const teacher = await createTeacher();
  const cookie = await teacherCookie(teacher.id);
  const piano = await createService({ teacherId: teacher.id, name: 'Piano' });
  const guitar = await createService({ teacherId: teacher.id, name: 'Guitar' });
  const ana = await createStudent({ teacherId: teacher.id, name: 'Ana Ruiz' });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: piano.id,
    studentId: ana.id,
    status: 'completed',
    startUtc: new Date('2026-03-02T10:00:00Z'),
  });
  const at = (minutes: number) => new Date(Date.UTC(2026, 2, 10, 12, minutes));
  const named = await createReview({
    teacherId: teacher.id,
    studentId: ana.id,
    sessionId: session.id,
    serviceId: piano.id,
    rating: 5,
    reviewerName: 'Ana Ruiz',
    createdAt: at(1),
  });
  const anonymous = await createReview({
    teacherId: teacher.id,
    studentId: ana.id,
    serviceId: guitar.id,
    rating: 4,
    isAnonymous: true,
    reviewerName: null,
    teacherResponse: 'Thank you!',
    respondedAt: at(3),
    createdAt: at(2),
  });
  const pending = await createReview({
    teacherId: teacher.id,
    rating: 2,
    status: 'pending',
    serviceId: piano.id,
    createdAt: at(3),
  });
  const hidden = await createReview({ teacherId: teacher.id, rating: 1, status: 'hidden', createdAt: at(4) });
  return { teacher, cookie, piano, guitar, ana, session, named, anonymous, pending, hidden };
}

describe('GET /api/teacher/reviews', () => {
  it('lists newest first with student (not when anonymous), service and session date', async () => {
    const { cookie, piano, guitar, ana, session, named, anonymous, pending, hidden } = await teacherWithReviews();
    const response = await list(cookie);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ page: 1, limit: 20, total: 4 });
    expect(response.json.data.map((r: { id: string }) => r.id)).toEqual([
      hidden.id,
      pending.id,
      anonymous.id,
      named.id,
    ]);
    expect(response.json.data[3]).toMatchObject({
      student: { id: ana.id, name: 'Ana Ruiz' },
      service: { id: piano.id, name: 'Piano' },
      sessionStartsAt: session.startUtc.toISOString(),
      reviewerName: 'Ana Ruiz',
    });
    expect(response.json.data[2]).toMatchObject({
      student: null,
      reviewerName: null,
      reviewerAvatarUrl: null,
      service: { id: guitar.id, name: 'Guitar' },
      sessionStartsAt: null,
    });
  });

  it('filters by status, rating, answered and serviceId, and paginates', async () => {
    const { cookie, piano, named, anonymous, pending, hidden } = await teacherWithReviews();
    const ids = async (search: string) => (await list(cookie, search)).json.data.map((r: { id: string }) => r.id);
    expect(await ids('?status=approved')).toEqual([anonymous.id, named.id]);
    expect(await ids('?status=hidden')).toEqual([hidden.id]);
    expect(await ids('?rating=2')).toEqual([pending.id]);
    expect(await ids('?answered=true')).toEqual([anonymous.id]);
    expect(await ids('?answered=false')).toEqual([hidden.id, pending.id, named.id]);
    expect(await ids(`?serviceId=${piano.id}`)).toEqual([pending.id, named.id]);
    expect(await ids(`?serviceId=${piano.id}&status=approved&rating=5&answered=false`)).toEqual([named.id]);
    const second = await list(cookie, '?page=2&limit=3');
    expect(second.json).toMatchObject({ page: 2, limit: 3, total: 4 });
    expect(second.json.data.map((r: { id: string }) => r.id)).toEqual([named.id]);
  });

  it('is 400 for bad filters and unknown query fields', async () => {
    const { cookie } = await teacherWithReviews();
    for (const search of [
      '?rating=0',
      '?rating=6',
      '?rating=2.5',
      '?status=lost',
      '?answered=maybe',
      '?serviceId=x',
      '?sort=rating',
    ]) {
      expect((await list(cookie, search)).status, search).toBe(400);
    }
  });

  it("shows none of another teacher's reviews; 401 signed out", async () => {
    await teacherWithReviews();
    const other = await createTeacher();
    const response = await list(await teacherCookie(other.id));
    expect(response.json).toMatchObject({ total: 0, data: [] });
    expect((await list(undefined)).status).toBe(401);
  });
});

describe('GET /api/teacher/reviews/stats', () => {
  it('counts approved reviews only: count, average, distribution, response rate', async () => {
    const { cookie, teacher } = await teacherWithReviews();
    await createReview({
      teacherId: teacher.id,
      rating: 4,
      source: 'imported',
      externalSource: 'google',
      externalId: 'g1',
    });
    const response = await stats(cookie);
    expect(response.status).toBe(200);
    // Approved: 5, 4 (answered), 4 imported; pending 2 and hidden 1 do not count.
    expect(response.json).toEqual({
      count: 3,
      average: 4.3,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
      responseRate: 33,
    });
  });

  it("is empty without reviews (null average and rate) and never counts another teacher's", async () => {
    await teacherWithReviews();
    const other = await createTeacher();
    expect((await stats(await teacherCookie(other.id))).json).toEqual({
      count: 0,
      average: null,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      responseRate: null,
    });
    expect((await stats(undefined)).status).toBe(401);
  });
});

describe('POST /api/teacher/reviews/:id/respond', () => {
  it('sets the response, and responding again replaces it; audited', async () => {
    const { teacher, cookie, named } = await teacherWithReviews();
    const first = await respond(cookie, named.id, { response: '  Thanks Ana  ' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: named.id, teacherResponse: 'Thanks Ana', respondedAt: expect.any(String) });
    const second = await respond(cookie, named.id, { response: 'Thanks again' });
    expect(second.json.teacherResponse).toBe('Thanks again');
    expect((await stats(cookie)).json.responseRate).toBe(100);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'review.respond' } })).toBe(2);
  });

  it("is 400 for an empty or too long response or unknown fields, 404 for another teacher's review", async () => {
    const { cookie, named } = await teacherWithReviews();
    for (const body of [
      { response: '' },
      { response: '   ' },
      {},
      { response: 'x'.repeat(2001) },
      { response: 'ok', status: 'approved' },
    ]) {
      expect((await respond(cookie, named.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    const other = await createTeacher();
    const response = await respond(await teacherCookie(other.id), named.id, { response: 'Mine now' });
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe('NOT_FOUND');
    expect((await db.review.findUniqueOrThrow({ where: { id: named.id } })).teacherResponse).toBeNull();
  });
});

describe('POST /api/teacher/reviews/:id/approve and /hide', () => {
  it('approve publishes, hide hides, each audited once per change', async () => {
    const { teacher, cookie, pending, named } = await teacherWithReviews();
    const approved = await approve(cookie, pending.id);
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe('approved');
    expect((await approve(cookie, pending.id)).json.status).toBe('approved');
    const hidden = await hide(cookie, named.id);
    expect(hidden.json.status).toBe('hidden');
    expect((await stats(cookie)).json.count).toBe(2);
    await flushAudits();
    const entries = await db.auditLog.findMany({
      where: { teacherId: teacher.id, action: { in: ['review.approve', 'review.hide'] } },
      select: { action: true, entityId: true, actorType: true, changes: true },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries).toEqual([
      {
        action: 'review.approve',
        entityId: pending.id,
        actorType: 'teacher',
        changes: { status: { old: 'pending', new: 'approved' } },
      },
      {
        action: 'review.hide',
        entityId: named.id,
        actorType: 'teacher',
        changes: { status: { old: 'approved', new: 'hidden' } },
      },
    ]);
  });

  it("is 404 for another teacher's review or a missing one, changing nothing", async () => {
    const { pending } = await teacherWithReviews();
    const other = await teacherCookie((await createTeacher()).id);
    expect((await approve(other, pending.id)).status).toBe(404);
    expect((await hide(other, pending.id)).status).toBe(404);
    expect((await hide(other, crypto.randomUUID())).status).toBe(404);
    expect((await approve(other, 'not-a-uuid')).status).toBe(400);
    expect((await db.review.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe('pending');
  });
});
