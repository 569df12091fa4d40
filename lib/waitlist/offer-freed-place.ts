import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { log } from '@/lib/core/log';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { transaction } from '@/lib/outbox/transaction';
import { WaitlistOfferEmail, waitlistOfferSubject } from './waitlist-offer-email';

/** Concurrent offers for one service each take a different entry; a lost race reads the next one. */
const maxAttempts = 5;

const candidateSelect = {
  id: true,
  studentId: true,
  student: { select: { name: true, email: true } },
  service: { select: { name: true, slug: true, teacher: { select: { name: true, slug: true } } } },
} as const;

/**
 * A place of a service freed up (a session cancelled or moved, an enrollment cancelled): the first
 * student waiting for the service is offered it by e-mail. Called after the freeing transaction
 * commits; never throws into the caller's response (a failed offer is logged and retried by the
 * next freed place). Nothing waiting, or the service deleted or archived: nothing happens.
 */
export async function offerFreedPlace({
  teacherId,
  serviceId,
  now = new Date(),
}: {
  teacherId: string;
  serviceId: string;
  now?: Date;
}): Promise<void> {
  try {
    await notifyFirstInLine({ teacherId, serviceId, now });
  } catch (error) {
    log.error({ err: error, teacherId, serviceId }, 'waitlist offer for a freed place failed');
  }
}

/**
 * Marks the first waiting entry (by createdAt, id) notified with a compare-and-set on `waiting`, so
 * two frees never notify the same student twice, and writes the offer e-mail and the audit entry in
 * the same transaction (outbox): a student marked notified is always told. Deleted or anonymised
 * students are skipped.
 */
async function notifyFirstInLine({ teacherId, serviceId, now }: { teacherId: string; serviceId: string; now: Date }) {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const candidate = await db.waitlistEntry.findFirst({
      where: {
        teacherId,
        serviceId,
        status: 'waiting',
        student: { deletedAt: null, anonymizedAt: null },
        service: { teacherId, deletedAt: null, status: { not: 'archived' } },
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: candidateSelect,
    });
    if (!candidate) return null;
    const notified = await transaction(async (tx) => {
      const { count } = await tx.waitlistEntry.updateMany({
        where: { id: candidate.id, teacherId, status: 'waiting' },
        data: { status: 'notified', notifiedAt: now },
      });
      if (count !== 1) return false;
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'system', id: null },
        action: 'waitlist.offer',
        entity: { type: 'waitlist_entry', id: candidate.id },
        before: { status: 'waiting', notifiedAt: null },
        after: { status: 'notified', notifiedAt: now },
        metadata: { serviceId, studentId: candidate.studentId },
      });
      await enqueueEmail(tx, offerEmail(teacherId, candidate));
      return true;
    });
    if (notified) return candidate;
  }
  log.warn({ teacherId, serviceId }, 'waitlist offer gave up after repeated concurrent offers');
  return null;
}

type Candidate = {
  id: string;
  studentId: string;
  student: { name: string; email: string };
  service: { name: string; slug: string; teacher: { name: string; slug: string } };
};

function offerEmail(teacherId: string, { student, service }: Candidate) {
  const appUrl = env().APP_URL;
  return {
    to: student.email,
    teacherId,
    subject: waitlistOfferSubject(service.name),
    react: WaitlistOfferEmail({
      studentName: student.name,
      teacherName: service.teacher.name,
      serviceName: service.name,
      serviceUrl: new URL(`/${service.teacher.slug}/services/${service.slug}`, appUrl).toString(),
      waitlistUrl: new URL('/portal/waitlist', appUrl).toString(),
    }),
  };
}
