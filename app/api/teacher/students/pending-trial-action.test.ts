import { describe, expect, it } from 'vitest';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET as smartActions } from '../dashboard/smart-actions/route';
import { GET as sessions } from '../sessions/route';
import { GET as students } from './route';

const day = 24 * 60 * 60 * 1000;

type Row = { name: string; suggestedAction: { type: string } | null };

/**
 * Issue 29, item 18: the roster's "pending trial" is the sessions page's "Pending trials" (trial
 * sessions awaiting the teacher's answer) and the dashboard's `pending_trials`, not "a trial
 * student with no session".
 */
describe('roster suggested action: pending trial', () => {
  it('marks exactly the students whose trial request waits, as many as the sessions page lists', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const service = await createService({ teacherId: teacher.id, isTrial: true });
    const student = (name: string) => createStudent({ teacherId: teacher.id, name, status: 'trial' });
    const [waiting1, waiting2, confirmed] = await Promise.all([
      student('Waiting One'),
      student('Waiting Two'),
      student('Confirmed'),
      student('No Session'),
    ]);
    const trial = (studentId: string, status: 'pending_confirmation' | 'scheduled', days: number) =>
      createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId,
        isTrialSession: true,
        status,
        startUtc: new Date(Date.now() + days * day),
      });
    await trial(waiting1!.id, 'pending_confirmation', 3);
    await trial(waiting2!.id, 'pending_confirmation', 4);
    await trial(confirmed!.id, 'scheduled', 5);

    const roster = await callRoute(students, { path: '/api/teacher/students?limit=100', cookie });
    expect(roster.status).toBe(200);
    const actions = Object.fromEntries(
      (roster.json as { data: Row[] }).data.map((row) => [row.name, row.suggestedAction?.type ?? null]),
    );
    expect(actions).toEqual({
      'Waiting One': 'pending_trial',
      'Waiting Two': 'pending_trial',
      Confirmed: null,
      'No Session': null,
    });

    const pending = await callRoute(sessions, { path: '/api/teacher/sessions?status=pending_confirmation', cookie });
    const dashboard = await callRoute(smartActions, { path: '/api/teacher/dashboard/smart-actions', cookie });
    const pendingTrials = (dashboard.json as { type: string; count: number }[]).find(
      (action) => action.type === 'pending_trials',
    );
    const marked = Object.values(actions).filter((type) => type === 'pending_trial').length;
    expect((pending.json as { total: number }).total).toBe(marked);
    expect(pendingTrials?.count).toBe(marked);
  });
});
