import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { enroll, enrollmentsOf, scene, setUpEnrollTests } from '@/test/api/public/enroll-routes';

setUpEnrollTests();

const level = {
  id: crypto.randomUUID(),
  label: 'Your level?',
  kind: 'single_choice',
  options: ['A1', 'B2'],
  required: true,
};

async function questionedScene() {
  const found = await scene();
  await db.service.update({ where: { id: found.service.id }, data: { bookingQuestions: [level] } });
  return found;
}

describe('POST /api/public/:slug/enroll with booking questions (0135)', () => {
  it("stores a signed-in student's answers with the pending enrollment", async () => {
    const { teacher, cookie, body } = await questionedScene();
    const response = await enroll(teacher.slug, { ...body, answers: { [level.id]: 'B2' } }, { cookie });
    expect(response.status).toBe(201);
    const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: response.json.enrollmentId } });
    expect(enrollment.bookingAnswers).toEqual([
      { questionId: level.id, label: 'Your level?', kind: 'single_choice', answer: 'B2' },
    ]);
  });

  it('refuses a missing or unknown answer with 400 naming it, before any enrollment, student or sign-in link', async () => {
    const { teacher, cookie, body } = await questionedScene();
    const missing = await enroll(teacher.slug, body, { cookie });
    expect(missing.status).toBe(400);
    expect(missing.json.error.details).toEqual([{ path: `answers.${level.id}`, message: 'Answer this question' }]);
    const students = await db.student.count({ where: { teacherId: teacher.id } });
    const visitor = await enroll(teacher.slug, {
      ...body,
      email: `new-${crypto.randomUUID()}@example.test`,
      name: 'New Person',
      answers: { [level.id]: 'C1' },
    });
    expect(visitor.status).toBe(400);
    expect(visitor.json.error.details[0].path).toBe(`answers.${level.id}`);
    expect(await enrollmentsOf(teacher.id)).toEqual([]);
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(students);
  });
});
