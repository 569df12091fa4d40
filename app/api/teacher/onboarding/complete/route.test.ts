import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { POST } from './route';

describe('POST /api/teacher/onboarding/complete', () => {
  it('marks onboarding done for the signed-in teacher only, and is idempotent', async () => {
    const teacher = await createTeacher({ onboardingCompleted: false });
    const other = await createTeacher({ onboardingCompleted: false });
    const cookie = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    expect((await callRoute(POST, { method: 'POST', cookie })).json).toEqual({ onboardingCompleted: true });
    expect((await callRoute(POST, { method: 'POST', cookie })).status).toBe(200);
    expect((await db.teacher.findUniqueOrThrow({ where: { id: teacher.id } })).onboardingCompleted).toBe(true);
    expect((await db.teacher.findUniqueOrThrow({ where: { id: other.id } })).onboardingCompleted).toBe(false);
  });
});
