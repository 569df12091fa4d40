import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';
import { ZAvatarPathParams, ZAvatarUploadResult } from './schemas';

// The contract type only describes JSON bodies, so the multipart body is documented in the summary.
export const uploadAvatarRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/settings/avatar',
  summary:
    'Upload the profile photo. Body: multipart/form-data with exactly one field, `file`: a JPEG, PNG, WebP or GIF (judged by content, SVG refused) of at most 2 MB',
  tags: ['settings'],
  auth: 'teacher',
  responses: {
    200: {
      description: 'Stored; avatarUrl now points at it and the previous photo is deleted',
      schema: ZAvatarUploadResult,
    },
    400: { description: 'VALIDATION_ERROR: no `file`, more than one, or another field; or a malformed multipart body' },
    413: { description: 'PAYLOAD_TOO_LARGE: the file is over 2 MB' },
    415: {
      description:
        'UNSUPPORTED_MEDIA_TYPE: not multipart/form-data, or the file is not a JPEG, PNG, WebP or GIF by content',
    },
  },
});

export const getAvatarRoute = defineRoute({
  method: 'GET',
  path: '/api/avatars/{key}',
  summary: 'A profile photo, as linked from avatarUrl',
  tags: ['settings'],
  auth: 'public',
  params: ZAvatarPathParams,
  responses: {
    200: {
      description:
        'The image (image/jpeg, image/png, image/webp or image/gif) with nosniff, inline disposition, a no-content CSP and a one-year immutable cache',
      contentType: 'image/*',
    },
    404: { description: 'NOT_FOUND: no avatar under this key' },
  },
});

export const completeOnboardingRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/onboarding/complete',
  summary: 'Mark the first-run onboarding as done (the dashboard becomes the landing page)',
  tags: ['settings'],
  auth: 'teacher',
  responses: { 200: { description: 'Done', schema: z.object({ onboardingCompleted: z.literal(true) }) } },
});
