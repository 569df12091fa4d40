import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';
import { ZIdpCallbackQuery } from './idp/schemas';
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

export const idpSignInRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/idp',
  summary: 'Start teacher sign-in: redirect to Google consent (state and PKCE kept server-side)',
  tags: ['auth'],
  auth: 'public',
  rateLimit: 'auth.idp',
  responses: {
    303: {
      description:
        "Redirect to Google's consent screen, setting the svc_idp_state cookie; outside production without Google configured, to /sign-in?error=idp_unconfigured",
    },
    503: { description: 'SERVICE_UNAVAILABLE: Google sign-in is not configured (production)' },
  },
});

export const idpCallbackRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/idp/callback',
  summary: 'Google redirects here: spend the state, verify the identity, find or create the teacher, set the session',
  tags: ['auth'],
  auth: 'public',
  query: ZIdpCallbackQuery,
  responses: {
    303: {
      description:
        'Signed in: session cookie set, redirect to /teacher or /teacher/onboarding. Refused: redirect to /sign-in?error=state|denied|account|idp, no session cookie',
    },
    503: { description: 'SERVICE_UNAVAILABLE: Google sign-in is not configured (production)' },
  },
});
