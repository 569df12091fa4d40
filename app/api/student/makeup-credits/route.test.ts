/**
 * Make-up credits (issue 35, decision 0155): under monthly tuition a lesson cancelled with the notice
 * the policy asks for gives a make-up credit (the preview says so first), the teacher's cancel always
 * gives one, and the student books it into a free time of the service. Own only.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as teacherCancelRoute } from '@/app/api/teacher/sessions/[id]/cancel/route';
import { POST as bookRoute } from '@/app/api/public/[slug]/services/[serviceSlug]/book/route';
import { db } from '@/lib/core/db';
import { addStudent, cancel, hour, madridAt, previewCancel, setUpStudent } from '@/test/api/student/session-routes';
import { billedLessonScene } from '@/test/api/student/billed-lesson-scene';
import { callRoute, teacherCookie } from '@/test/http';
import { uniqueIp } from '@/test/magic-link';
import { GET } from './route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const day = 24 * hour;
const rule = (operator: 'gte' | 'lt', action: 'makeup_credit' | 'forfeit', position: number) => ({
  position,
  conditionField: 'hours_before_session' as const,
  conditionOperator: operator,
  conditionValue: 24,
  action,
});

/** A monthly-tuition student (€80 a month) with one lesson `hoursAhead`, under "24 h ahead: make-up, later: forfeit", make-ups valid 30 days. */
function monthlyScene(hoursAhead = 48) {
  return billedLessonScene({
    billing: 'monthly',
    priceAmount: 8000,
    hoursAhead,
    policy: { makeupValidDays: 30, rules: { create: [rule('gte', 'makeup_credit', 0), rule('lt', 'forfeit', 1)] } },
  });
}

const listCredits = (cookie: string) => callRoute(GET, { path: '/api/student/makeup-credits', cookie });
const bookWith = (kit: { teacher: { slug: string }; service: { slug: string } }, cookie: string, body: object) =>
  callRoute(bookRoute, {
    method: 'POST',
    path: `/api/public/${kit.teacher.slug}/services/${kit.service.slug}/book`,
    params: { slug: kit.teacher.slug, serviceSlug: kit.service.slug },
    body: { startUtc: madridAt('10:00').toISOString(), timezone: 'Europe/Madrid', consentAccepted: true, ...body },
    cookie,
    ip: uniqueIp(),
  });

describe('make-up credits under monthly tuition', () => {
  it('a cancel with notice: the preview shows the make-up credit, the cancel gives it, the portal lists it', async () => {
    const kit = await monthlyScene(48);
    const preview = await previewCancel(kit.cookie, kit.session.id);
    expect(preview.status).toBe(200);
    expect(preview.json.outcome).toMatchObject({
      allowed: true,
      action: 'makeup_credit',
      creditEffect: 'makeup',
      makeupValidDays: 30,
    });

    const before = Date.now();
    const done = await cancel(kit.cookie, kit.session.id);
    expect(done.status).toBe(200);
    expect(done.json.outcome).toEqual(preview.json.outcome);
    const expiresAt = new Date(done.json.makeupCredit.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * day - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * day);
    // No refund and no phantom credit: the lesson left the monthly enrollment for the make-up credit.
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: kit.enrollment.id } })).toMatchObject({
      sessionsTotal: 0,
      sessionsScheduled: 0,
      sessionsForfeited: 0,
    });

    const listed = await listCredits(kit.cookie);
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({ total: 1, page: 1 });
    expect(listed.json.data[0]).toEqual({
      id: done.json.makeupCredit.id,
      service: { id: kit.service.id, name: kit.service.name, slug: kit.service.slug },
      cancelledLessonAt: kit.session.startUtc.toISOString(),
      expiresAt: done.json.makeupCredit.expiresAt,
      bookPath: `/${kit.teacher.slug}/book/${kit.service.slug}?makeup=${done.json.makeupCredit.id}`,
    });
  });

  it('a late cancel forfeits the lesson: no make-up credit', async () => {
    const kit = await monthlyScene(10);
    const preview = await previewCancel(kit.cookie, kit.session.id);
    expect(preview.json.outcome).toMatchObject({ action: 'forfeit', creditEffect: 'forfeit', makeupValidDays: null });
    const done = await cancel(kit.cookie, kit.session.id);
    expect(done.json.makeupCredit).toBeNull();
    expect((await listCredits(kit.cookie)).json.total).toBe(0);
  });

  it('the teacher cancelling always gives one, even late', async () => {
    const kit = await monthlyScene(1);
    const response = await callRoute(teacherCancelRoute, {
      method: 'POST',
      path: `/api/teacher/sessions/${kit.session.id}/cancel`,
      params: { id: kit.session.id },
      cookie: await teacherCookie(kit.teacher.id),
      body: {},
    });
    expect(response.status).toBe(200);
    expect(response.json.outcome).toMatchObject({
      action: 'makeup_credit',
      creditEffect: 'makeup',
      makeupValidDays: 30,
    });
    expect(response.json.makeupCredit).toEqual({ id: expect.any(String), expiresAt: expect.any(String) });
    expect((await listCredits(kit.cookie)).json.data.map((credit: { id: string }) => credit.id)).toEqual([
      response.json.makeupCredit.id,
    ]);
  });

  it('books a make-up lesson into a free time once, without a month of tuition; cancelled in time it gives the credit back', async () => {
    const kit = await monthlyScene(48);
    const { json } = await cancel(kit.cookie, kit.session.id);
    const creditId = json.makeupCredit.id as string;

    const booked = await bookWith(kit, kit.cookie, { makeupCreditId: creditId });
    expect(booked.status).toBe(201);
    expect(booked.json).toMatchObject({ status: 'booked', billing: 'monthly', amount: 0, makeupCreditId: creditId });
    expect(booked.json.enrollmentId).toBe(kit.enrollment.id);
    expect(await db.makeupCredit.findUniqueOrThrow({ where: { id: creditId } })).toMatchObject({
      usedSessionId: booked.json.sessionId,
    });
    expect(await db.tuitionCharge.count({ where: { teacherId: kit.teacher.id } })).toBe(0);
    expect((await listCredits(kit.cookie)).json.total).toBe(0);

    // Used: a second booking with it is refused, whatever the time.
    const again = await bookWith(kit, kit.cookie, {
      makeupCreditId: creditId,
      startUtc: madridAt('11:00').toISOString(),
    });
    expect(again.status).toBe(422);
    expect(again.json.error.code).toBe('MAKEUP_CREDIT_UNAVAILABLE');

    // The make-up lesson cancelled in time gives the same credit back, with its expiry.
    const undone = await cancel(kit.cookie, booked.json.sessionId);
    expect(undone.json.makeupCredit).toEqual(json.makeupCredit);
    expect((await listCredits(kit.cookie)).json.total).toBe(1);
  });

  it('tenancy: another student (or another teacher) neither sees nor books the credit', async () => {
    const kit = await monthlyScene(48);
    const { json } = await cancel(kit.cookie, kit.session.id);
    const other = await addStudent(kit.teacher.id, kit.service.id, 0);
    expect((await listCredits(other.cookie)).json).toMatchObject({ data: [], total: 0 });
    const stolen = await bookWith(kit, other.cookie, { makeupCreditId: json.makeupCredit.id });
    expect(stolen.status).toBe(422);
    expect(stolen.json.error.code).toBe('MAKEUP_CREDIT_UNAVAILABLE');

    const elsewhere = await monthlyScene(48);
    expect((await listCredits(elsewhere.cookie)).json.total).toBe(0);
    expect(await db.makeupCredit.count({ where: { id: json.makeupCredit.id, usedSessionId: null } })).toBe(1);
  });

  it('an expired credit is not listed and not bookable', async () => {
    const kit = await monthlyScene(48);
    const { json } = await cancel(kit.cookie, kit.session.id);
    await db.makeupCredit.update({
      where: { id: json.makeupCredit.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await listCredits(kit.cookie)).json.total).toBe(0);
    const booked = await bookWith(kit, kit.cookie, { makeupCreditId: json.makeupCredit.id });
    expect(booked.status).toBe(422);
  });

  it('a make-up credit on a prepaid service is refused (400 on makeupCreditId)', async () => {
    const kit = await setUpStudent({ credits: 0 });
    const response = await bookWith(kit, kit.cookie, { makeupCreditId: '00000000-0000-4000-8000-000000000001' });
    expect(response.status).toBe(400);
    expect(response.json.error.details).toEqual([expect.objectContaining({ path: 'makeupCreditId' })]);
  });

  it('needs a signed-in student', async () => {
    expect((await callRoute(GET, { path: '/api/student/makeup-credits' })).status).toBe(401);
  });
});
