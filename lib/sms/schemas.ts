import { z } from 'zod';
import { ZHourCycle, ZLocale } from '@/lib/core/locale-schemas';

/** Client-safe (zod only): the student's text-message settings and the phone verification bodies. */
export const ZReminderChannel = z.enum(['email', 'sms', 'both']);
export type TReminderChannel = z.infer<typeof ZReminderChannel>;

export const ZPhoneNumber = z
  .string()
  .trim()
  .max(40)
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'Use the international format, e.g. +34 612 345 678'));

export const ZRequestPhoneVerificationInput = z.object({ phone: ZPhoneNumber }).strict();
export type TRequestPhoneVerificationInput = z.infer<typeof ZRequestPhoneVerificationInput>;

export const ZConfirmPhoneVerificationInput = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The code has 6 digits'),
  })
  .strict();
export type TConfirmPhoneVerificationInput = z.infer<typeof ZConfirmPhoneVerificationInput>;

/**
 * PATCH /api/student/reminder-settings: the student's own settings, any of them (decision 0113): the
 * reminder channel, and the language and clock of the portal and of every e-mail to them (issue 32).
 */
export const ZUpdateReminderSettingsInput = z
  .object({ reminderChannel: ZReminderChannel.optional(), locale: ZLocale.optional(), hourCycle: ZHourCycle.optional() })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of reminderChannel, locale or hourCycle',
  });
export type TUpdateReminderSettingsInput = z.infer<typeof ZUpdateReminderSettingsInput>;

/** GET/PATCH /api/student/reminder-settings. */
export const ZStudentReminderSettings = z.object({
  reminderChannel: ZReminderChannel,
  /** The verified number (E.164), or null. */
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  /** The number answered STOP: no texts until it answers START. */
  smsStopped: z.boolean(),
  /** A code was sent to this number and is still waiting. */
  pendingPhone: z.string().nullable(),
  /** The language of the portal and of the e-mails to the student. */
  locale: ZLocale,
  /** The student's clock; null follows the language. */
  hourCycle: ZHourCycle,
});
export type TStudentReminderSettings = z.infer<typeof ZStudentReminderSettings>;

export const ZPhoneVerificationSent = z.object({ phone: z.string(), expiresAt: z.iso.datetime() });
