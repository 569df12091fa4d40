import type {
  CancellationActor,
  EnrollmentStatus,
  Mood,
  ParticipantStatus,
  SessionStatus,
} from '@/generated/prisma/client';
import type { ContactSeed, LifecycleSeed, ServiceKey, StudentKey } from './types';

/**
 * The story both demo teachers share (their profiles supply names, prices and texts): who bought
 * what and which sessions happened. Times are working days from today (negative = past) at a local
 * hour; bookings.ts refuses a plan whose sessions would overlap.
 */
export interface EnrollmentPlan {
  key: string;
  student: StudentKey;
  service: ServiceKey;
  status: EnrollmentStatus;
  sessionsTotal: number;
  enrolledDaysAgo: number;
  /** validUntil, in days from now. */
  validForDays?: number;
  withDiscount?: boolean;
  /** Subscription renewal paid this many days ago (a second payment). */
  renewedDaysAgo?: number;
}

export interface ParticipantPlan {
  student: StudentKey;
  enrollment?: string;
  /** Defaults from the session status. */
  status?: ParticipantStatus;
  mood?: Mood;
}

export interface SessionPlan {
  key: string;
  service: ServiceKey;
  workday: number;
  hour: number;
  status: SessionStatus;
  participants: ParticipantPlan[];
  isTrial?: boolean;
  cancelledBy?: CancellationActor;
  cancellationReason?: string;
  /** Index into profile.lessonNotes for summary and homework. */
  notes?: number;
}

export const enrollmentPlans: EnrollmentPlan[] = [
  {
    key: 'e1',
    student: 'st1',
    service: 'package',
    status: 'active',
    sessionsTotal: 10,
    enrolledDaysAgo: 25,
    validForDays: 65,
    withDiscount: true,
  },
  { key: 'e2', student: 'st2', service: 'single', status: 'completed', sessionsTotal: 1, enrolledDaysAgo: 60 },
  {
    key: 'e3',
    student: 'st3',
    service: 'package',
    status: 'active',
    sessionsTotal: 10,
    enrolledDaysAgo: 85,
    validForDays: 5,
  },
  {
    key: 'e4',
    student: 'st4',
    service: 'subscription',
    status: 'active',
    sessionsTotal: 4,
    enrolledDaysAgo: 40,
    validForDays: 20,
    renewedDaysAgo: 10,
  },
  {
    key: 'e5',
    student: 'st5',
    service: 'course',
    status: 'active',
    sessionsTotal: 8,
    enrolledDaysAgo: 20,
    validForDays: 70,
  },
  {
    key: 'e6',
    student: 'st6',
    service: 'course',
    status: 'active',
    sessionsTotal: 8,
    enrolledDaysAgo: 19,
    validForDays: 71,
  },
  {
    key: 'e7',
    student: 'st7',
    service: 'course',
    status: 'active',
    sessionsTotal: 8,
    enrolledDaysAgo: 18,
    validForDays: 72,
  },
  { key: 'e8', student: 'st8', service: 'package', status: 'pending_payment', sessionsTotal: 10, enrolledDaysAgo: 1 },
];

const one = (student: StudentKey, enrollment?: string, mood?: Mood): ParticipantPlan[] => [
  { student, enrollment, mood },
];
const course = (statuses: Partial<Record<StudentKey, ParticipantStatus>> = {}): ParticipantPlan[] =>
  (['st5', 'st6', 'st7'] as const).map((student, index) => ({
    student,
    enrollment: `e${index + 5}`,
    status: statuses[student],
  }));

export const sessionPlans: SessionPlan[] = [
  // Sophie/Olivia (st1): trial, then a package with completed, no-show, cancelled and upcoming lessons.
  {
    key: 'st1-trial',
    service: 'trial',
    workday: -20,
    hour: 11,
    status: 'completed',
    isTrial: true,
    participants: one('st1', undefined, 'great'),
  },
  {
    key: 'e1-1',
    service: 'package',
    workday: -15,
    hour: 10,
    status: 'completed',
    notes: 0,
    participants: one('st1', 'e1', 'great'),
  },
  {
    key: 'e1-2',
    service: 'package',
    workday: -10,
    hour: 10,
    status: 'completed',
    notes: 1,
    participants: one('st1', 'e1', 'good'),
  },
  { key: 'e1-noshow', service: 'package', workday: -8, hour: 16, status: 'no_show', participants: one('st1', 'e1') },
  {
    key: 'e1-3',
    service: 'package',
    workday: -5,
    hour: 10,
    status: 'completed',
    notes: 2,
    participants: one('st1', 'e1', 'great'),
  },
  {
    key: 'e1-cancelled',
    service: 'package',
    workday: -3,
    hour: 10,
    status: 'cancelled',
    cancelledBy: 'student',
    cancellationReason: 'Work trip; cancelled two days ahead.',
    participants: one('st1', 'e1'),
  },
  { key: 'e1-4', service: 'package', workday: 2, hour: 10, status: 'scheduled', participants: one('st1', 'e1') },
  { key: 'e1-5', service: 'package', workday: 7, hour: 10, status: 'scheduled', participants: one('st1', 'e1') },
  // st2: one single lesson long ago, then nothing (inactive).
  {
    key: 'e2-1',
    service: 'single',
    workday: -40,
    hour: 12,
    status: 'completed',
    notes: 0,
    participants: one('st2', 'e2', 'good'),
  },
  // st3: a package that expires in 5 days with 3 credits left.
  ...[-28, -24, -19, -14, -9, -4].map((workday, index): SessionPlan => ({
    key: `e3-${index + 1}`,
    service: 'package',
    workday,
    hour: 9,
    status: 'completed',
    notes: index % 3,
    participants: one('st3', 'e3', 'good'),
  })),
  { key: 'e3-7', service: 'package', workday: 1, hour: 9, status: 'scheduled', participants: one('st3', 'e3') },
  // st4: monthly subscription.
  {
    key: 'e4-1',
    service: 'subscription',
    workday: -6,
    hour: 15,
    status: 'completed',
    notes: 1,
    participants: one('st4', 'e4', 'good'),
  },
  {
    key: 'e4-2',
    service: 'subscription',
    workday: -2,
    hour: 15,
    status: 'completed',
    notes: 2,
    participants: one('st4', 'e4', 'okay'),
  },
  { key: 'e4-3', service: 'subscription', workday: 3, hour: 15, status: 'scheduled', participants: one('st4', 'e4') },
  // The group course: st5-st7 (st7 missed the second class).
  { key: 'course-1', service: 'course', workday: -7, hour: 17, status: 'completed', notes: 0, participants: course() },
  {
    key: 'course-2',
    service: 'course',
    workday: -2,
    hour: 17,
    status: 'completed',
    notes: 1,
    participants: course({ st7: 'no_show' }),
  },
  { key: 'course-3', service: 'course', workday: 3, hour: 17, status: 'scheduled', participants: course() },
  { key: 'course-4', service: 'course', workday: 8, hour: 17, status: 'scheduled', participants: course() },
  // st9: a requested free trial waiting for the teacher's confirmation.
  {
    key: 'st9-trial',
    service: 'trial',
    workday: 4,
    hour: 11,
    status: 'pending_confirmation',
    isTrial: true,
    participants: one('st9'),
  },
];

/** Working day blocked by the availability override (no session may fall on it). */
export const dayOffWorkday = 6;

export const lifecyclePlans: LifecycleSeed[] = [
  ['st1', 'first_contact', 32],
  ['st1', 'trial_requested', 31],
  ['st1', 'trial_completed', 28],
  ['st1', 'first_purchase', 25],
  ['st1', 'enrollment_started', 25],
  ['st1', 'session_no_show', 11],
  ['st1', 'streak_achieved', 6, { weeks: 3 }],
  ['st2', 'first_contact', 65],
  ['st2', 'first_purchase', 60],
  ['st2', 'first_session', 56],
  ['st2', 'gap_detected', 30, { daysWithoutSession: 26 }],
  ['st2', 'churn_detected', 5, { daysWithoutSession: 56 }],
  ['st3', 'first_purchase', 85],
  ['st3', 'enrollment_started', 85],
  ['st3', 'milestone_reached', 10, { sessionsCompleted: 5 }],
  ['st3', 'enrollment_expiring', 1, { daysLeft: 5, creditsLeft: 3 }],
  ['st4', 'enrollment_started', 40],
  ['st4', 'enrollment_renewed', 10],
  ['st5', 'enrollment_started', 20],
  ['st6', 'enrollment_started', 19],
  ['st7', 'enrollment_started', 18],
  ['st7', 'no_show', 3],
  ['st7', 'mood_updated', 3, { mood: 'low' }],
  ['st8', 'first_contact', 3],
  ['st9', 'first_contact', 4],
  ['st9', 'trial_requested', 1],
  ['st10', 'churned', 30],
  ['st11', 'first_contact', 5],
  ['st12', 'level_changed', 12, { from: 'C1', to: 'C2' }],
];

export const contactPlans: ContactSeed[] = [
  ['st1', 'messaging', 2, 'Sent the subjunctive worksheet and a reminder for next lesson.'],
  ['st2', 'email', 7, 'Checked in after a long break; offered a returning-student discount.'],
  ['st3', 'email', 1, 'Reminded her that 3 credits expire in 5 days.'],
  ['st4', 'phone', 12, 'Agreed to move Thursday lessons to 15:00.'],
  ['st7', 'messaging', 2, 'Shared the recording of the class she missed.'],
  ['st8', 'email', 1, 'Sent the payment link for the 10-lesson package.'],
  ['st9', 'messaging', 1, 'Thanked her for the trial request; will confirm the time today.'],
  ['st10', 'email', 35, 'Asked whether she wants to resume lessons in autumn.'],
];
