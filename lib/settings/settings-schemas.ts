/**
 * The whole settings object (`GET /api/teacher/settings`) and the notification toggles
 * (`PATCH /api/teacher/settings/notifications`). Client-safe (zod only).
 */
import { z } from 'zod';
import { ZDashboardSettings } from '@/lib/dashboard/schemas';
import { notificationToggles, type NotificationToggle } from '@/lib/notifications/notice-preferences';
import {
  maxReminderOffsetMinutes,
  maxReminderOffsets,
  minReminderOffsetMinutes,
} from '@/lib/notifications/reminder-offsets';
import { ZPspStatus } from '@/lib/payments/schemas';
import { ZInsightTargets } from './scheduling-schemas';

/** How each toggle reads in the settings (and in e-mail footers). */
export const notificationToggleText: Record<NotificationToggle, { label: string; description: string }> = {
  newBooking: { label: 'New booking', description: 'A student books, requests a trial or moves a lesson' },
  bookingConfirmed: { label: 'Booking confirmed', description: 'A booking is paid or confirmed' },
  bookingCancelled: { label: 'Booking cancelled', description: 'A student cancels, or a booking is cancelled' },
  sessionReminder: {
    label: 'Reminder before session',
    description: 'Your students get a reminder e-mail the day before each lesson',
  },
  paymentReceived: { label: 'Payment received', description: 'A student’s payment reaches your account' },
  creditsExpiring: {
    label: 'Credits about to expire',
    description: 'A package has lessons left and expires within 7 days',
  },
  weeklyReport: {
    label: 'Weekly report',
    description: 'A summary of last week and the week ahead, every Monday morning',
  },
  lessonSummary: {
    label: 'Lesson summary to students',
    description: 'When you complete a lesson with a summary or homework, your students get them by e-mail',
  },
};

const ZToggle = z.boolean();

/** All seven toggles, as the API answers them. */
export const ZNotificationPreferences = z.object(
  Object.fromEntries(notificationToggles.map((toggle) => [toggle, ZToggle])) as Record<
    NotificationToggle,
    typeof ZToggle
  >,
);
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** Minutes before a session's start: one to three distinct values, 10 minutes to 7 days (issue 36). */
export const ZReminderOffsetsMinutes = z
  .array(z.number().int().min(minReminderOffsetMinutes).max(maxReminderOffsetMinutes))
  .min(1)
  .max(maxReminderOffsets)
  .refine((values) => new Set(values).size === values.length, 'Each offset once');

/** The toggles with the reminder times and the monthly text-message cap, as PATCH answers them. */
export const ZNotificationSettings = ZNotificationPreferences.extend({
  reminderOffsetsMinutes: z.array(z.number().int()),
  smsMonthlyCap: z.number().int(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** Any of the seven (strict: an unknown key or a non-boolean is refused), the offsets, the cap; at least one. */
export const ZUpdateNotificationsInput = ZNotificationPreferences.partial()
  .extend({
    reminderOffsetsMinutes: ZReminderOffsetsMinutes.optional(),
    /** Texts the teacher's students may be sent per calendar month (UTC); 0 turns texts off. */
    smsMonthlyCap: z.number().int().min(0).max(10_000).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one setting');
export type TUpdateNotificationsInput = z.infer<typeof ZUpdateNotificationsInput>;

export const ZConnectionStatus = z.enum(['connected', 'needs_reauth', 'disconnected']);

export const ZRetentionSettings = z.object({
  inactiveStudentDays: z.number().int(),
  sessionContentDays: z.number().int(),
  contactLogDays: z.number().int(),
  autoDeleteEnabled: z.boolean(),
  notifyBeforeDeleteDays: z.number().int(),
});
export type TRetentionSettings = z.infer<typeof ZRetentionSettings>;

/** Spec, data retention settings: the values in force while the teacher has no row. */
export const defaultRetentionSettings: TRetentionSettings = {
  inactiveStudentDays: 730,
  sessionContentDays: 365,
  contactLogDays: 180,
  autoDeleteEnabled: false,
  notifyBeforeDeleteDays: 30,
};

/** The Teacher resource's settings fields, flat, with every default filled in. */
export const ZTeacherSettings = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  slug: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  timezone: z.string(),
  onboardingCompleted: z.boolean(),
  defaultCurrency: z.string().length(3),
  taxRate: z.number().int(),
  bufferMinutes: z.number().int(),
  insightTargets: ZInsightTargets,
  dashboardConfig: ZDashboardSettings,
  notificationPreferences: ZNotificationPreferences,
  insightsLayout: z.unknown().nullable().meta({ description: 'Which performance sections are visible; null: all' }),
  bestStreak: z.number().int().meta({
    description: 'Best consecutive-days teaching streak recorded (the dashboard summary raises it on a new record)',
  }),
  pspAccountId: z.string().nullable().meta({
    description: 'The connected payment-processor account; null when not connected (= connections.psp.accountId)',
  }),
  retentionSettings: ZRetentionSettings,
  connections: z.object({
    psp: ZPspStatus.extend({ status: ZConnectionStatus }),
    calendar: z.object({ status: ZConnectionStatus }),
    drive: z.object({ status: ZConnectionStatus }),
  }),
});
export type TTeacherSettings = z.infer<typeof ZTeacherSettings>;
