import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';

export const stopImpersonationRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/stop-impersonation',
  summary: 'End impersonation and return to the teacher session kept in svc_teacher_session',
  tags: ['auth'],
  auth: 'student',
  responses: {
    200: { description: 'Teacher session restored', schema: z.object({ redirectTo: z.string() }) },
    409: { description: 'INVALID_STATE: not impersonating' },
  },
});

export const ZSessionSummary = z.object({
  id: z.string().describe('An opaque handle (not the session id)'),
  current: z.boolean(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const listTeacherSessionsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/sessions',
  summary: 'Signed-in sessions of the teacher',
  tags: ['settings'],
  auth: 'teacher',
  responses: { 200: { description: 'Sessions, newest first', schema: z.object({ data: z.array(ZSessionSummary) }) } },
});

export const endOtherTeacherSessionsRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/settings/sessions/end-others',
  summary: 'Sign out every other session of the teacher',
  tags: ['settings'],
  auth: 'teacher',
  responses: { 200: { description: 'How many sessions ended', schema: z.object({ ended: z.number().int() }) } },
});
