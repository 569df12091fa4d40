import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZConfirmPhoneVerificationInput,
  ZPhoneVerificationSent,
  ZRequestPhoneVerificationInput,
  ZStudentReminderSettings,
  ZUpdateReminderSettingsInput,
} from './schemas';

const tags = ['sms'];

export const getReminderSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/student/reminder-settings',
  summary:
    "The student's reminder channel (email, sms, both) and their phone's state (verified, stopped, code waiting)",
  tags,
  auth: 'student',
  responses: { 200: { description: 'The settings', schema: ZStudentReminderSettings } },
});

export const updateReminderSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/api/student/reminder-settings',
  summary:
    'The student\'s own settings, any of them: how reminders arrive (`reminderChannel`: `email`, `sms` or `both`; a text channel needs a verified phone), and the language (`locale`) and clock (`hourCycle`, null: the language\'s own) of the portal and of every e-mail to them',
  tags,
  auth: 'student',
  blockedDuringImpersonation: true,
  body: ZUpdateReminderSettingsInput,
  responses: {
    200: { description: 'The settings after the change', schema: ZStudentReminderSettings },
    422: { description: 'PHONE_NOT_VERIFIED: `sms` or `both` without a verified phone' },
  },
});

export const requestPhoneVerificationRoute = defineRoute({
  method: 'POST',
  path: '/api/student/phone-verification',
  summary:
    "Text a 6-digit code (valid 10 minutes) to a phone number (international format); it becomes the student's once confirmed",
  tags,
  auth: 'student',
  rateLimit: 'student.phone-verification',
  blockedDuringImpersonation: true,
  body: ZRequestPhoneVerificationInput,
  responses: {
    200: { description: 'The code was sent', schema: ZPhoneVerificationSent },
    422: {
      description: "SMS_CAP_REACHED: the teacher's monthly texts are used up; SMS_STOPPED: the number answered STOP",
    },
  },
});

export const confirmPhoneVerificationRoute = defineRoute({
  method: 'POST',
  path: '/api/student/phone-verification/confirm',
  summary: "Send back the code: the number becomes the student's verified phone",
  tags,
  auth: 'student',
  blockedDuringImpersonation: true,
  body: ZConfirmPhoneVerificationInput,
  responses: {
    200: { description: 'The settings with the phone verified', schema: ZStudentReminderSettings },
    404: { description: 'NOT_FOUND: no code is waiting' },
    422: { description: 'CODE_INVALID: not the code sent; CODE_EXPIRED: 10 minutes or 5 wrong tries passed' },
  },
});

export const inboundSmsWebhookRoute = defineRoute({
  method: 'POST',
  path: '/api/webhooks/sms',
  summary:
    'Inbound texts from Twilio (form-encoded, signed in X-Twilio-Signature over APP_URL + path and the fields): STOP turns texts off for the number, START on again',
  tags,
  auth: 'public',
  responses: {
    200: { description: 'An empty TwiML answer (no reply text)', contentType: 'text/xml', schema: z.string() },
    403: { description: 'FORBIDDEN: the signature is missing or wrong' },
  },
});
