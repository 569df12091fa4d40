import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeFirstScene, visitorBody } from '@/test/booking/time-first/time-first-scene';
import { db } from '@/lib/core/db';
import { createStudent } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import { uniqueIp } from '@/test/magic-link';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST } from './route';

setUpSimulatedProcessor();
beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const bookAt = (slug: string, serviceSlug: string, body: unknown, cookie?: string) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/public/${slug}/services/${serviceSlug}/book`,
    params: { slug, serviceSlug },
    body,
    cookie,
    ip: uniqueIp(),
  });

describe('POST /api/public/:slug/services/:serviceSlug/book', () => {
  it('answers 201 with the hold, the checkout and the price', async () => {
    const { teacher, service } = await timeFirstScene();
    const response = await bookAt(teacher.slug, service.slug, visitorBody({ discountCode: '' }));
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      status: 'checkout',
      sessionId: expect.any(String),
      enrollmentId: expect.any(String),
      checkoutId: expect.any(String),
      checkoutUrl: expect.stringContaining('/checkout/'),
      holdExpiresAt: expect.stringMatching(/Z$/),
      amount: 4500,
      currency: 'EUR',
    });
  });

  it('refuses bad bodies with 400 VALIDATION_ERROR and writes nothing', async () => {
    const { teacher, service } = await timeFirstScene();
    const bad = [
      visitorBody({ consentAccepted: false }),
      visitorBody({ status: 'scheduled' }),
      visitorBody({ timezone: '+05:30' }),
      visitorBody({ startUtc: 'tomorrow' }),
      visitorBody({ email: 'not-an-address' }),
    ];
    for (const body of bad) {
      const response = await bookAt(teacher.slug, service.slug, body);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
    const anonymous = await bookAt(teacher.slug, service.slug, visitorBody({ email: undefined, name: undefined }));
    expect(anonymous.status).toBe(400);
    expect(anonymous.json.error.details.map((detail: { path: string }) => detail.path).sort()).toEqual([
      'email',
      'name',
    ]);
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it("is 404 for an unknown service, another teacher's service and an unknown teacher", async () => {
    const { teacher, service } = await timeFirstScene();
    const other = await timeFirstScene();
    for (const [slug, serviceSlug] of [
      [teacher.slug, 'no-such-lesson'],
      [teacher.slug, other.service.slug],
      ['no-such-teacher', service.slug],
    ] as const) {
      const response = await bookAt(slug, serviceSlug, visitorBody());
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    expect(await db.session.count({ where: { teacherId: { in: [teacher.id, other.teacher.id] } } })).toBe(0);
  });

  it('is 409 INVALID_STATE for a package, which keeps enroll-then-book', async () => {
    const { teacher, service } = await timeFirstScene({ structure: 'package', sessionsIncluded: 10 });
    const response = await bookAt(teacher.slug, service.slug, visitorBody());
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('INVALID_STATE');
  });

  it('books a signed-in student as themselves (name and e-mail ignored) and records their signature', async () => {
    const { teacher, service } = await timeFirstScene();
    const terms = await createLegalDocument({ teacherId: teacher.id });
    const student = await createStudent({ teacherId: teacher.id });
    const cookie = await sessionCookie({ role: 'student', studentId: student.id });
    const unsigned = await bookAt(teacher.slug, service.slug, visitorBody(), cookie);
    expect(unsigned.status).toBe(422);
    expect(unsigned.json.error.code).toBe('LEGAL_NOT_ACCEPTED');

    const response = await bookAt(
      teacher.slug,
      service.slug,
      visitorBody({ email: 'someone-else@example.test', acceptedDocumentVersionIds: [terms.current!.id] }),
      cookie,
    );
    expect(response.status).toBe(201);
    const session = await db.session.findUniqueOrThrow({ where: { id: response.json.sessionId } });
    expect(session.studentId).toBe(student.id);
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(1);
    expect(await db.legalAcceptance.count({ where: { studentId: student.id } })).toBe(1);
  });

  it('refuses a student of another teacher (422 TEACHER_MISMATCH)', async () => {
    const { teacher, service } = await timeFirstScene();
    const other = await timeFirstScene();
    const stranger = await createStudent({ teacherId: other.teacher.id });
    const cookie = await sessionCookie({ role: 'student', studentId: stranger.id });
    const response = await bookAt(teacher.slug, service.slug, visitorBody(), cookie);
    expect(response.status).toBe(422);
    expect(response.json.error.code).toBe('TEACHER_MISMATCH');
  });
});
