import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { GET, PATCH } from './route';

const path = '/api/student/reminder-settings';

async function signedInStudent() {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id });
  const cookie = await sessionCookie({ role: 'student', studentId: student.id });
  return { student, cookie };
}

describe('the student sets their own language and clock (issue 32, decision 0113)', () => {
  it('reads and changes locale and hourCycle, alone or together, leaving the reminder channel as it was', async () => {
    const { student, cookie } = await signedInStudent();
    const before = await callRoute(GET, { path, cookie });
    expect(before.json).toMatchObject({ locale: 'en', hourCycle: null, reminderChannel: 'email' });

    const german = await callRoute(PATCH, { method: 'PATCH', path, cookie, body: { locale: 'de' } });
    expect(german.status).toBe(200);
    expect(german.json).toMatchObject({ locale: 'de', hourCycle: null, reminderChannel: 'email' });

    const clock = await callRoute(PATCH, { method: 'PATCH', path, cookie, body: { locale: 'es', hourCycle: 'h12' } });
    expect(clock.json).toMatchObject({ locale: 'es', hourCycle: 'h12' });
    const stored = await db.student.findUniqueOrThrow({ where: { id: student.id } });
    expect(stored).toMatchObject({ locale: 'es', hourCycle: 'h12', reminderChannel: 'email' });

    const back = await callRoute(PATCH, { method: 'PATCH', path, cookie, body: { hourCycle: null } });
    expect(back.json).toMatchObject({ locale: 'es', hourCycle: null });
  });

  it('refuses an unknown language, an unknown clock and an empty body', async () => {
    const { cookie } = await signedInStudent();
    for (const body of [{ locale: 'nl' }, { hourCycle: 'h24' }, {}]) {
      const answer = await callRoute(PATCH, { method: 'PATCH', path, cookie, body });
      expect(answer.status).toBe(400);
      expect(answer.json.error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('is the signed-in student\'s only: without a session, 401', async () => {
    const answer = await callRoute(PATCH, { method: 'PATCH', path, body: { locale: 'de' } });
    expect(answer.status).toBe(401);
  });
});
