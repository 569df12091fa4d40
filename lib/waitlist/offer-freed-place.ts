import 'server-only';
import { writeAudit } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { log } from '@/lib/core/log';
import { sendEmail } from '@/lib/integrations/email/send-email';
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
    const offer = await notifyFirstInLine({ teacherId, serviceId, now });
    if (!offer) return;
    writeAudit({
      teacherId,
      actor: { type: 'system', id: null },
      action: 'waitlist.offer',
      entity: { type: 'waitlist_entry', id: offer.id },
      before: { status: 'waiting', notifiedAt: null },
      after: { status: 'notified', notifiedAt: now },
      metadata: { serviceId, studentId: offer.studentId },
    });
    const { service } = offer;
    const appUrl = env().APP_URL;
    await sendEmail({
      to: offer.student.email,
      teacherId,
      subject: waitlistOfferSubject(service.name),
      react: WaitlistOfferEmail({
        studentName: offer.student.name,
        teacherName: service.teacher.name,
        serviceName: service.name,
        serviceUrl: new URL(`/${service.teacher.slug}/services/${service.slug}`, appUrl).toString(),
        waitlistUrl: new URL('/portal/waitlist', appUrl).toString(),
      }),
    });
  } catch (error) {
    log.error({ err: error, teacherId, serviceId }, 'waitlist offer for a freed place failed');
  }
}

/**
 * Marks the first waiting entry (by createdAt, id) notified with a compare-and-set on `waiting`, so
 * two frees never notify the same student twice. Deleted or anonymised students are skipped.
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
    const { count } = await db.waitlistEntry.updateMany({
      where: { id: candidate.id, teacherId, status: 'waiting' },
      data: { status: 'notified', notifiedAt: now },
    });
    if (count === 1) return candidate;
  }
  log.warn({ teacherId, serviceId }, 'waitlist offer gave up after repeated concurrent offers');
  return null;
}
