import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';
import { ZSchedulingSettings, ZUpdateSchedulingInput, maxBufferMinutes } from './scheduling-schemas';
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

export const getSchedulingSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/scheduling',
  summary: 'The default currency, the buffer between sessions and the insight targets (defaults filled in)',
  tags: ['settings'],
  auth: 'teacher',
  responses: { 200: { description: 'The scheduling settings', schema: ZSchedulingSettings } },
});

export const updateSchedulingSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/settings/scheduling',
  summary: `Change any of defaultCurrency, bufferMinutes (0-${String(maxBufferMinutes)}) and insightTargets (each 1-100); targets sent are merged into the current ones`,
  tags: ['settings'],
  auth: 'teacher',
  body: ZUpdateSchedulingInput,
  responses: {
    200: { description: 'The whole scheduling settings after the change', schema: ZSchedulingSettings },
    400: {
      description:
        'VALIDATION_ERROR: empty body, unknown field, a currency that is not three upper-case letters, a buffer outside 0-240 or a target outside 1-100; nothing is changed',
    },
  },
});
