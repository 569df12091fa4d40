import { defineRoute } from '@/lib/core/route-contract';
import { ZMagicLinkRequested, ZMagicLinkVerified, ZRequestMagicLinkInput, ZVerifyMagicLinkInput } from './schemas';

export const requestMagicLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/magic-link',
  summary: "E-mail a one-time sign-in link to a teacher's student (same answer whether or not the student exists)",
  tags: ['auth'],
  auth: 'public',
  rateLimit: 'auth.magic-link',
  body: ZRequestMagicLinkInput,
  responses: {
    200: { description: 'Accepted; a link is e-mailed when the student exists', schema: ZMagicLinkRequested },
  },
});

export const verifyMagicLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/verify-magic-link',
  summary: 'Spend a magic-link token: new student session, `svc_session` cookie set',
  tags: ['auth'],
  auth: 'public',
  rateLimit: 'auth.verify-magic-link',
  body: ZVerifyMagicLinkInput,
  responses: {
    200: { description: 'Signed in; continue to `redirectTo`', schema: ZMagicLinkVerified },
    401: { description: '`INVALID_TOKEN`: unknown, expired, already used, or its student is gone' },
  },
});
