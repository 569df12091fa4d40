import { z } from 'zod';
import { OFFERED_CURRENCIES } from '@/lib/core/currencies';
import { defineRoute } from '@/lib/core/route-contract';
import { ZSchedulingSettings, ZUpdateSchedulingInput, maxBufferMinutes } from './scheduling-schemas';
import {
  ZTeacherProfile,
  ZTeacherSlugCheckQuery,
  ZTeacherSlugCheckResult,
  ZUpdateProfileInput,
  teacherSlugLength,
} from './profile-schemas';
import { ZAvatarPathParams, ZAvatarUploadResult } from './schemas';
import { ZNotificationSettings, ZTeacherSettings, ZUpdateNotificationsInput } from './settings-schemas';

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
  summary:
    'The default currency, the tax rate, the buffer between sessions and the insight targets (defaults filled in)',
  tags: ['settings'],
  auth: 'teacher',
  responses: { 200: { description: 'The scheduling settings', schema: ZSchedulingSettings } },
});

export const updateSchedulingSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/settings/scheduling',
  summary: `Change any of defaultCurrency (one of the 19 offered), taxRate (integer percent 0-100), bufferMinutes (0-${String(maxBufferMinutes)}) and insightTargets (each 1-100); targets sent are merged into the current ones`,
  tags: ['settings'],
  auth: 'teacher',
  body: ZUpdateSchedulingInput,
  responses: {
    200: { description: 'The whole scheduling settings after the change', schema: ZSchedulingSettings },
    400: {
      description: `VALIDATION_ERROR: empty body, unknown field, a currency that is not one of the offered ${String(OFFERED_CURRENCIES.length)}, a tax rate outside 0-100, a buffer outside 0-${String(maxBufferMinutes)} or a target outside 1-100; nothing is changed`,
    },
  },
});

export const getTeacherSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings',
  summary:
    'The whole settings object, flat with the Teacher resource field names: profile, currency, tax rate, buffer, insight targets, dashboard KPIs, the notificationPreferences toggles, insights layout, retention settings and the state of each connection; every default filled in',
  tags: ['settings'],
  auth: 'teacher',
  responses: { 200: { description: 'The settings', schema: ZTeacherSettings } },
});

export const updateProfileRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/settings/profile',
  summary: `Change any of name, slug (the public page address: ^[a-z0-9-]+$, ${String(teacherSlugLength.min)}-${String(teacherSlugLength.max)} characters, no hyphen at either end, not a reserved app path), bio, timezone (IANA), locale (en, es, de, fr, it, pt: the teacher's area and e-mails) and hourCycle (h12, h23, null: the locale's clock); the old address stops working at once`,
  tags: ['settings'],
  auth: 'teacher',
  body: ZUpdateProfileInput,
  responses: {
    200: { description: 'The profile after the change', schema: ZTeacherProfile },
    400: {
      description:
        'VALIDATION_ERROR: empty body, unknown field, an empty name, a malformed or reserved slug, a bio over 2000 characters, or a zone that is not IANA (message `Invalid IANA timezone`)',
    },
    409: { description: 'SLUG_TAKEN: another teacher already uses this slug (details name `slug`)' },
  },
});

export const checkTeacherSlugRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/slug-check',
  summary:
    'Whether a slug can become the public page address: the teacher’s own slug is available to them; a malformed, reserved or taken one answers available: false with the reason (never 400 for the slug itself)',
  tags: ['settings'],
  auth: 'teacher',
  query: ZTeacherSlugCheckQuery,
  responses: { 200: { description: 'The availability', schema: ZTeacherSlugCheckResult } },
});

export const updateNotificationsRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/settings/notifications',
  summary:
    'Switch any of the notification toggles (newBooking, bookingConfirmed, bookingCancelled, sessionReminder, paymentReceived, creditsExpiring, weeklyReport, lessonSummary), set `reminderOffsetsMinutes` (1-3 values, 10 minutes to 7 days; default [1440]) and `smsMonthlyCap`; the ones sent are merged into the stored ones',
  tags: ['settings'],
  auth: 'teacher',
  body: ZUpdateNotificationsInput,
  responses: {
    200: {
      description: 'All toggles, the reminder offsets and the SMS cap after the change',
      schema: ZNotificationSettings,
    },
    400: {
      description: 'VALIDATION_ERROR: empty body, an unknown key, a toggle that is not a boolean, offsets out of range',
    },
  },
});
