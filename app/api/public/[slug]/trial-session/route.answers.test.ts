import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import { createAvailabilitySchedule, createService, createTeacher } from '@/test/factories';
import { futureMonday } from '@/test/future-monday';
import { callRoute } from '@/test/http';
import { POST } from './route';

const monday = futureMonday();
const madridTen = () => new Date(wallTimeToUtc(parseIsoDate(monday), 10 * 60, 'Europe/Madrid'));

const level = {
  id: crypto.randomUUID(),
  label: 'Your level?',
  kind: 'single_choice',
  options: ['Beginner', 'Advanced'],
  required: true,
};
const mic = { id: crypto.randomUUID(), label: 'I have a microphone', kind: 'checkbox', required: false };

async function questionedTrial() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id, isTrial: true, priceAmount: 0, durationMinutes: 60 });
  await db.service.update({ where: { id: service.id }, data: { bookingQuestions: [level, mic] } });
  return { teacher, service };
}

const request = (slug: string, serviceId: string, answers?: unknown) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/public/${slug}/trial-session`,
    params: { slug },
    body: {
      serviceId,
      startUtc: madridTen().toISOString(),
      timezone: 'Europe/Madrid',
      name: 'Vera Visitor',
      email: `vera-${crypto.randomUUID()}@example.test`,
      consentAccepted: true,
      ...(answers === undefined ? {} : { answers }),
    },
  });

describe('POST /api/public/:slug/trial-session with booking questions (0135)', () => {
  it('stores the checked answers with the session, each with its label', async () => {
    const { teacher, service } = await questionedTrial();
    const response = await request(teacher.slug, service.id, { [level.id]: 'Advanced', [mic.id]: true });
    expect(response.status).toBe(201);
    const session = await db.session.findUniqueOrThrow({ where: { id: response.json.sessionId } });
    expect(session.bookingAnswers).toEqual([
      { questionId: level.id, label: 'Your level?', kind: 'single_choice', answer: 'Advanced' },
      { questionId: mic.id, label: 'I have a microphone', kind: 'checkbox', answer: true },
    ]);
  });

  it('refuses a missing required answer, a choice not offered and an unknown question id with 400 naming it; nothing is written', async () => {
    const { teacher, service } = await questionedTrial();
    const unknownId = crypto.randomUUID();
    for (const [answers, path] of [
      [undefined, `answers.${level.id}`],
      [{ [level.id]: 'Expert' }, `answers.${level.id}`],
      [{ [level.id]: 'Beginner', [unknownId]: 'x' }, `answers.${unknownId}`],
      [{ [level.id]: 'Beginner', [mic.id]: 'yes' }, `answers.${mic.id}`],
    ] as const) {
      const response = await request(teacher.slug, service.id, answers);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
      expect(response.json.error.details.map((detail: { path: string }) => detail.path)).toEqual([path]);
    }
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('refuses any answer to a service that asks nothing', async () => {
    const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
    await createAvailabilitySchedule({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id, isTrial: true, priceAmount: 0, durationMinutes: 60 });
    expect((await request(teacher.slug, service.id, { [crypto.randomUUID()]: 'x' })).status).toBe(400);
    const plain = await request(teacher.slug, service.id);
    expect(plain.status).toBe(201);
    const session = await db.session.findUniqueOrThrow({ where: { id: plain.json.sessionId } });
    expect(session.bookingAnswers).toBeNull();
  });
});
