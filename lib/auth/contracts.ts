import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';
import { ZDevLoginParams, ZMe } from './schemas';

export const getMeRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/me',
  summary: 'The signed-in teacher or student',
  tags: ['auth'],
  auth: 'session',
  responses: { 200: { description: 'Teacher or student shape', schema: ZMe } },
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'End the session and clear both session cookies',
  tags: ['auth'],
  auth: 'public',
  responses: { 200: { description: 'Signed out', schema: z.object({ ok: z.literal(true) }) } },
});

export const devLoginRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/dev-login/{teacherId}',
  summary: 'Sign in as a seeded teacher without the identity provider (never in production)',
  tags: ['auth'],
  auth: 'public',
  rateLimit: 'auth.dev-login',
  params: ZDevLoginParams,
  responses: { 303: { description: 'Session cookie set; redirect to the teacher area' } },
});
