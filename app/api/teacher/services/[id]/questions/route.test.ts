import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, PUT } from './route';

const questionsPath = (id: string) => `/api/teacher/services/${id}/questions`;

describe('/api/teacher/services/:id/questions', () => {
  it('is 401 without a teacher session', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    expect((await callRoute(GET, { path: questionsPath(service.id), params: { id: service.id } })).status).toBe(401);
  });

  it('replaces the list in its order, keeps the ids sent, gives new ones ids, and GET answers the same', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const cookie = await teacherCookie(teacher.id);
    const put = (body: unknown) =>
      callRoute(PUT, { method: 'PUT', path: questionsPath(service.id), params: { id: service.id }, body, cookie });
    const get = () => callRoute(GET, { path: questionsPath(service.id), params: { id: service.id }, cookie });

    expect((await get()).json).toEqual({ data: [] });
    const first = await put({
      questions: [
        { label: 'Your level?', kind: 'single_choice', options: ['Beginner', 'Advanced'], required: true },
        { label: 'Anything else?', kind: 'long_text', required: false },
      ],
    });
    expect(first.status).toBe(200);
    const [level, other] = first.json.data;
    expect(level).toMatchObject({ label: 'Your level?', kind: 'single_choice', options: ['Beginner', 'Advanced'] });
    expect(other).not.toHaveProperty('options');

    // Reordered, one removed, one added: the kept question keeps its id.
    const second = await put({
      questions: [
        { label: 'I have a microphone', kind: 'checkbox', required: true },
        { id: level.id, label: 'Your level now?', kind: 'single_choice', options: ['A1', 'B2'], required: false },
      ],
    });
    expect(second.status).toBe(200);
    expect(second.json.data[1]).toEqual({
      id: level.id,
      label: 'Your level now?',
      kind: 'single_choice',
      options: ['A1', 'B2'],
      required: false,
    });
    expect((await get()).json).toEqual(second.json);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'service.questions.replace' } })).toBe(2);
  });

  it('refuses more than 10, a choice without options and an id that is not one of the service questions (400, nothing changed)', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const cookie = await teacherCookie(teacher.id);
    const put = (body: unknown) =>
      callRoute(PUT, { method: 'PUT', path: questionsPath(service.id), params: { id: service.id }, body, cookie });
    const q = { label: 'Q', kind: 'short_text', required: false };
    expect((await put({ questions: Array.from({ length: 11 }, () => q) })).status).toBe(400);
    const noOptions = await put({ questions: [{ ...q, kind: 'single_choice' }] });
    expect(noOptions.status).toBe(400);
    expect(noOptions.json.error.details[0].path).toBe('questions.0.options');
    const invented = await put({ questions: [{ ...q, id: crypto.randomUUID() }] });
    expect(invented.status).toBe(400);
    expect(invented.json.error.details).toEqual([
      { path: 'questions.0.id', message: 'Not a question of this service; leave the id out for a new one' },
    ]);
    const row = await db.service.findUniqueOrThrow({ where: { id: service.id }, select: { bookingQuestions: true } });
    expect(row.bookingQuestions).toEqual([]);
  });

  it("answers 404 for another teacher's service and leaves its questions alone", async () => {
    const owner = await createTeacher();
    const service = await createService({ teacherId: owner.id });
    const questions = [{ id: crypto.randomUUID(), label: 'Secret', kind: 'short_text', required: false }];
    await db.service.update({ where: { id: service.id }, data: { bookingQuestions: questions } });
    const intruder = await teacherCookie((await createTeacher()).id);
    const read = await callRoute(GET, {
      path: questionsPath(service.id),
      params: { id: service.id },
      cookie: intruder,
    });
    expect(read.status).toBe(404);
    const write = await callRoute(PUT, {
      method: 'PUT',
      path: questionsPath(service.id),
      params: { id: service.id },
      body: { questions: [] },
      cookie: intruder,
    });
    expect(write.status).toBe(404);
    const row = await db.service.findUniqueOrThrow({ where: { id: service.id }, select: { bookingQuestions: true } });
    expect(row.bookingQuestions).toEqual(questions);
  });
});
