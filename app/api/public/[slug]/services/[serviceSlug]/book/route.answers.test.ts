import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { timeFirstScene, visitorBody } from '@/test/booking/time-first/time-first-scene';
import { callRoute } from '@/test/http';
import { uniqueIp } from '@/test/magic-link';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST } from './route';

setUpSimulatedProcessor();
beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const goal = { id: crypto.randomUUID(), label: 'What is your goal?', kind: 'short_text', required: true };

const bookAt = (slug: string, serviceSlug: string, body: unknown) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/public/${slug}/services/${serviceSlug}/book`,
    params: { slug, serviceSlug },
    body,
    ip: uniqueIp(),
  });

describe('POST /api/public/:slug/services/:serviceSlug/book with booking questions (0135)', () => {
  it('stores the answers with the held session and its enrollment', async () => {
    const { teacher, service } = await timeFirstScene();
    await db.service.update({ where: { id: service.id }, data: { bookingQuestions: [goal] } });
    const response = await bookAt(teacher.slug, service.slug, visitorBody({ answers: { [goal.id]: ' Pass B2 ' } }));
    expect(response.status).toBe(201);
    const stored = [{ questionId: goal.id, label: goal.label, kind: 'short_text', answer: 'Pass B2' }];
    const session = await db.session.findUniqueOrThrow({ where: { id: response.json.sessionId } });
    const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: response.json.enrollmentId } });
    expect(session.bookingAnswers).toEqual(stored);
    expect(enrollment.bookingAnswers).toEqual(stored);
  });

  it('refuses a missing required answer and an unknown id with 400 naming it, and writes nothing', async () => {
    const { teacher, service } = await timeFirstScene();
    await db.service.update({ where: { id: service.id }, data: { bookingQuestions: [goal] } });
    const missing = await bookAt(teacher.slug, service.slug, visitorBody());
    expect(missing.status).toBe(400);
    expect(missing.json.error.details).toEqual([{ path: `answers.${goal.id}`, message: 'Answer this question' }]);
    const unknown = await bookAt(teacher.slug, service.slug, visitorBody({ answers: { [goal.id]: 'x', other: 'y' } }));
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.details[0].path).toBe('answers.other');
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.enrollment.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});
