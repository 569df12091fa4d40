import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { AppError } from '@/lib/core/errors';
import { flushOutbox } from '@/lib/outbox/after-commit';
import { createReview, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { getReviewRequestState, reviewRequestDisabledReason } from './review-request-state';
import { sendReviewRequest } from './send-review-request';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

async function completedSession(overrides: { status?: 'completed' | 'scheduled'; email?: string | null } = {}) {
  const teacher = await createTeacher({ name: 'Marta Ruiz', slug: `marta-${crypto.randomUUID().slice(0, 8)}` });
  const student = await createStudent({ teacherId: teacher.id, name: 'Ana López', timezone: 'America/Mexico_City' });
  const service = await createService({ teacherId: teacher.id, name: 'Spanish conversation' });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    startUtc: new Date('2026-03-02T16:00:00Z'),
    status: overrides.status ?? 'completed',
  });
  return { teacher, student, service, session };
}

const codeOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof AppError ? `${error.status} ${error.code}` : error;
};

describe('sendReviewRequest', () => {
  it("records the request and e-mails the student a link to the portal's review of the session", async () => {
    const { teacher, student, session } = await completedSession();
    expect(await getReviewRequestState(teacher.id, session.id)).toEqual({ canSend: true });
    const request = await sendReviewRequest({ teacherId: teacher.id, sessionId: session.id });
    expect(request).toMatchObject({ sessionId: session.id, studentId: student.id, completedAt: null });
    await flushOutbox();
    const [email] = await db.emailOutbox.findMany({ where: { teacherId: teacher.id, to: student.email } });
    expect(email).toBeDefined();
    expect(email!.subject).toBe('How was your lesson with Marta Ruiz?');
    expect(email!.html).toContain(`/portal/reviews?session=${session.id}`);
    expect(email!.html).toContain(`/sign-in/student?teacher=${teacher.slug}`);
    // On the student's clock.
    expect(email!.text).toContain('Spanish conversation · Monday, 2 March 2026 at 10:00 (Mexico City time)');
    const state = await getReviewRequestState(teacher.id, session.id);
    expect(state).toMatchObject({ canSend: false, reason: 'already_sent' });
    expect(reviewRequestDisabledReason(state!, 'Europe/Madrid')).toMatch(
      /^Review request sent on \d{1,2} \w{3} \d{4}\.$/,
    );
    expect(reviewRequestDisabledReason({ canSend: true }, 'Europe/Madrid')).toBeNull();
  });

  it('refuses a second request for the session (409), also when two are sent at once', async () => {
    const { teacher, session } = await completedSession();
    const results = await Promise.allSettled([
      sendReviewRequest({ teacherId: teacher.id, sessionId: session.id }),
      sendReviewRequest({ teacherId: teacher.id, sessionId: session.id }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(await codeOf(sendReviewRequest({ teacherId: teacher.id, sessionId: session.id }))).toBe('409 CONFLICT');
    expect(await db.reviewRequest.count({ where: { sessionId: session.id } })).toBe(1);
    await flushOutbox();
    expect(await db.emailOutbox.count({ where: { teacherId: teacher.id } })).toBe(1);
  });

  it("answers 404 for another teacher's session, as for a missing one", async () => {
    const { session } = await completedSession();
    const stranger = await createTeacher();
    expect(await codeOf(sendReviewRequest({ teacherId: stranger.id, sessionId: session.id }))).toBe('404 NOT_FOUND');
    expect(await codeOf(sendReviewRequest({ teacherId: stranger.id, sessionId: crypto.randomUUID() }))).toBe(
      '404 NOT_FOUND',
    );
    expect(await getReviewRequestState(stranger.id, session.id)).toBeNull();
  });

  it('refuses a session that is not completed, without a reachable student, or already reviewed (422)', async () => {
    const scheduled = await completedSession({ status: 'scheduled' });
    expect(await codeOf(sendReviewRequest({ teacherId: scheduled.teacher.id, sessionId: scheduled.session.id }))).toBe(
      '422 SESSION_NOT_COMPLETED',
    );

    const deleted = await completedSession();
    await db.student.update({ where: { id: deleted.student.id }, data: { deletedAt: new Date() } });
    expect(await codeOf(sendReviewRequest({ teacherId: deleted.teacher.id, sessionId: deleted.session.id }))).toBe(
      '422 NO_STUDENT_EMAIL',
    );
    expect(await getReviewRequestState(deleted.teacher.id, deleted.session.id)).toEqual({
      canSend: false,
      reason: 'no_student_email',
    });

    const reviewed = await completedSession();
    await createReview({
      teacherId: reviewed.teacher.id,
      studentId: reviewed.student.id,
      sessionId: reviewed.session.id,
    });
    expect(await codeOf(sendReviewRequest({ teacherId: reviewed.teacher.id, sessionId: reviewed.session.id }))).toBe(
      '422 ALREADY_REVIEWED',
    );
    expect(await db.reviewRequest.count({ where: { teacherId: reviewed.teacher.id } })).toBe(0);
  });
});
