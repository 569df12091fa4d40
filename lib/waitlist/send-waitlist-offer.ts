import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import type { RequestMeta } from '@/lib/core/request-meta';
import {
  noticeFamilySelect,
  noticeRecipients,
  recipientRegional,
  type NoticeRecipient,
} from '@/lib/families/notice-recipients';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { WaitlistOfferEmail, waitlistOfferSubject } from './waitlist-offer-email';

/** What an offer needs to know of a waitlist entry: whom to write, about which service. */
export const offerCandidateSelect = {
  id: true,
  studentId: true,
  student: {
    select: { name: true, email: true, locale: true, hourCycle: true, isMinor: true, family: { select: noticeFamilySelect } },
  },
  service: { select: { name: true, slug: true, teacher: { select: { name: true, slug: true } } } },
} as const;

export type OfferCandidate = Prisma.WaitlistEntryGetPayload<{ select: typeof offerCandidateSelect }>;

/**
 * THE offer of a place to one waiting student, whoever makes it (a freed place offered to the first
 * in line, or the teacher choosing a student from the roster), in the caller's transaction: the entry
 * goes from `waiting` to `notified` with a compare-and-set (two offers never notify one student
 * twice), and the audit entry `waitlist.offer` and the offer e-mail (outbox) are written with it, so
 * a student marked notified is always told. Returns false when the entry was no longer waiting.
 */
export async function sendWaitlistOffer(
  tx: Prisma.TransactionClient,
  {
    teacherId,
    serviceId,
    candidate,
    actor,
    now,
    meta,
  }: {
    teacherId: string;
    serviceId: string;
    candidate: OfferCandidate;
    actor: { type: 'system'; id: null } | { type: 'teacher'; id: string };
    now: Date;
    meta?: RequestMeta;
  },
): Promise<boolean> {
  const { count } = await tx.waitlistEntry.updateMany({
    where: { id: candidate.id, teacherId, serviceId, status: 'waiting' },
    data: { status: 'notified', notifiedAt: now },
  });
  if (count !== 1) return false;
  await recordAudit(tx, {
    teacherId,
    actor,
    action: 'waitlist.offer',
    entity: { type: 'waitlist_entry', id: candidate.id },
    before: { status: 'waiting', notifiedAt: null },
    after: { status: 'notified', notifiedAt: now },
    metadata: { serviceId, studentId: candidate.studentId },
    request: meta,
  });
  // A family's minor's offer goes to the payer (issue 34: a booking notice).
  for (const recipient of noticeRecipients(candidate.student, 'booking')) {
    await enqueueEmail(tx, offerEmail(teacherId, candidate, recipient));
  }
  return true;
}

function offerEmail(teacherId: string, { student, service }: OfferCandidate, recipient: NoticeRecipient) {
  const appUrl = env().APP_URL;
  const { locale } = recipientRegional(recipient, student);
  return {
    to: recipient.email,
    teacherId,
    subject: waitlistOfferSubject(service.name, locale),
    react: WaitlistOfferEmail({
      studentName: recipient.name,
      teacherName: service.teacher.name,
      serviceName: service.name,
      serviceUrl: new URL(`/${service.teacher.slug}/services/${service.slug}`, appUrl).toString(),
      waitlistUrl: new URL('/portal/waitlist', appUrl).toString(),
      locale,
    }),
  };
}
