import type { Prisma } from '@/generated/prisma/client';
import { newReviewStatus } from '@/lib/reviews/review-publication';
import { plannedTimes } from './bookings';
import { sessionPlans } from './scenario';
import type { SeedContext, StudentKey } from './types';

const hourMs = 60 * 60 * 1000;

/**
 * The demo's reviews of their own lessons, as the product makes them: written `hoursAfterLesson`
 * after the lesson ended (a review is never dated before its lesson, whatever the day of the week
 * `now` falls on) and stored with the status a new review gets (decision 0037: published at once).
 */
export const demoReviewPlans = [
  { key: 'with-response', student: 'st1', session: 'e1-1', service: 'package', rating: 5, hoursAfterLesson: 3 },
  { key: 'without-response', student: 'st2', session: 'e2-1', service: 'single', rating: 5, hoursAfterLesson: 20 },
  // The key keeps the row's id from when the demo had it waiting for approval.
  { key: 'pending', student: 'st3', session: 'e3-6', service: 'package', rating: 4, hoursAfterLesson: 5 },
] as const;

/** When a demo review was written, and when the teacher answered it (the day after), for `clock`. */
export function demoReviewTimes(context: Pick<SeedContext, 'clock' | 'profile'>, sessionKey: string) {
  const plan = sessionPlans.find((candidate) => candidate.key === sessionKey);
  if (!plan) throw new Error(`demo review of unknown session ${sessionKey}`);
  const review = demoReviewPlans.find((candidate) => candidate.session === sessionKey)!;
  const writtenAt = new Date(plannedTimes(context, plan).endUtc.getTime() + review.hoursAfterLesson * hourMs);
  return { writtenAt, respondedAt: new Date(writtenAt.getTime() + 24 * hourMs) };
}

/** Reviews, a review request, notifications, a waitlist entry and a scheduled message. */
export async function seedEngagement({ tx, profile, teacherId, clock, id }: SeedContext) {
  const student = (key: StudentKey) => {
    const found = profile.students.find((candidate) => candidate.key === key);
    if (!found) throw new Error(`demo profile ${profile.key} has no student ${key}`);
    return { id: id('student', key), name: found.name };
  };
  const [st1, st3, st4, st9] = [student('st1'), student('st3'), student('st4'), student('st9')];

  const contents = {
    'with-response': profile.reviews.withResponse,
    'without-response': profile.reviews.withoutResponse,
    pending: profile.reviews.recent,
  } as const;
  for (const review of demoReviewPlans) {
    const who = student(review.student);
    const { writtenAt, respondedAt } = demoReviewTimes({ clock, profile }, review.session);
    const answered = review.key === 'with-response';
    const data = {
      id: id('review', review.key),
      teacherId,
      studentId: who.id,
      sessionId: id('session', review.session),
      serviceId: id('service', review.service),
      rating: review.rating,
      content: contents[review.key],
      status: newReviewStatus,
      isAnonymous: false,
      reviewerName: who.name,
      teacherResponse: answered ? profile.reviews.response : null,
      respondedAt: answered ? respondedAt : null,
      source: 'platform',
      createdAt: writtenAt,
    } satisfies Prisma.ReviewUncheckedCreateInput;
    await tx.review.upsert({ where: { id: data.id }, create: data, update: data });
  }
  const recentReviewAt = demoReviewTimes({ clock, profile }, 'e3-6').writtenAt;
  const imported = {
    id: id('review', 'imported'),
    teacherId,
    rating: 5,
    content: 'Excellent lessons, clear and motivating. I recommend them to anyone who wants real progress.',
    status: 'approved',
    reviewerName: 'Former student',
    source: 'imported',
    externalSource: 'google',
    externalId: `demo-${profile.key}-1`,
    createdAt: clock.daysAgo(150),
  } satisfies Prisma.ReviewUncheckedCreateInput;
  await tx.review.upsert({ where: { id: imported.id }, create: imported, update: imported });

  const request = {
    id: id('review-request', 'st4'),
    teacherId,
    studentId: st4.id,
    sessionId: id('session', 'e4-2'),
    sentAt: clock.daysAgo(1),
    completedAt: null,
  } satisfies Prisma.ReviewRequestUncheckedCreateInput;
  await tx.reviewRequest.upsert({ where: { id: request.id }, create: request, update: request });

  const notifications = [
    {
      key: 'trial',
      type: 'trial_requested',
      who: st9,
      title: `${st9.name} requested a trial lesson`,
      body: 'Confirm or decline the requested time.',
      hoursAgo: 20,
      read: false,
    },
    {
      key: 'expiring',
      type: 'credits_expiring',
      who: st3,
      title: `${st3.name} has 3 credits expiring in 5 days`,
      body: 'Suggest booking the remaining lessons.',
      hoursAgo: 22,
      read: false,
    },
    {
      key: 'review',
      type: 'review_received',
      who: st3,
      title: `New 4-star review from ${st3.name}`,
      body: profile.reviews.recent,
      hoursAgo: (clock.now.getTime() - recentReviewAt.getTime()) / hourMs,
      read: false,
    },
    {
      key: 'payment',
      type: 'payment_received',
      who: st4,
      title: `Payment received from ${st4.name}`,
      body: 'Monthly subscription renewed.',
      hoursAgo: 240,
      read: true,
    },
    {
      key: 'booking',
      type: 'new_booking',
      who: st1,
      title: `${st1.name} booked a lesson`,
      body: 'A new lesson from the 10-lesson package.',
      hoursAgo: 30,
      read: true,
    },
  ] as const;
  for (const notice of notifications) {
    const createdAt = new Date(clock.now.getTime() - notice.hoursAgo * 60 * 60 * 1000);
    const data = {
      id: id('notification', notice.key),
      teacherId,
      studentId: notice.who.id,
      recipientRole: 'teacher',
      type: notice.type,
      title: notice.title,
      body: notice.body,
      data: { studentId: notice.who.id },
      readAt: notice.read ? new Date(createdAt.getTime() + 60 * 60 * 1000) : null,
      createdAt,
    } satisfies Prisma.NotificationUncheckedCreateInput;
    await tx.notification.upsert({ where: { id: data.id }, create: data, update: data });
  }

  // The group course is full (capacity 3), so a fourth student waits for a seat.
  const waitlist = {
    id: id('waitlist', 'course', 'st9'),
    teacherId,
    serviceId: id('service', 'course'),
    studentId: st9.id,
    status: 'waiting',
    notifiedAt: null,
    createdAt: clock.daysAgo(2),
  } satisfies Prisma.WaitlistEntryUncheckedCreateInput;
  await tx.waitlistEntry.upsert({ where: { id: waitlist.id }, create: waitlist, update: waitlist });

  const message = {
    id: id('scheduled-message', 'st3-credits'),
    teacherId,
    studentId: st3.id,
    channel: 'email',
    subject: 'Your lessons expire soon',
    body: `Hi ${st3.name.split(' ')[0]}, you still have 3 lessons in your package. Shall we book them before they expire?`,
    // Written in the teacher's zone, for 09:00 on the next working day (not "now + 24 h", nor in UTC).
    sendAt: clock.workday(1, 9),
    timezone: clock.timezone,
    status: 'pending',
    sentAt: null,
    cancelledAt: null,
    error: null,
  } satisfies Prisma.ScheduledMessageUncheckedCreateInput;
  await tx.scheduledMessage.upsert({ where: { id: message.id }, create: message, update: message });
}
