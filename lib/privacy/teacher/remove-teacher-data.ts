import 'server-only';
import { Prisma } from '@/generated/prisma/client';

type Tx = Prisma.TransactionClient;

/** Every sign-in of the practice ends: the teacher's, impersonations by them, and their students'. */
export async function endPracticeSessions(tx: Tx, teacherId: string) {
  const { count } = await tx.authSession.deleteMany({
    where: { OR: [{ teacherId }, { impersonatorTeacherId: teacherId }, { student: { teacherId } }] },
  });
  await tx.magicLinkToken.deleteMany({ where: { teacherId } });
  await tx.oAuthState.deleteMany({ where: { teacherId } });
  return count;
}

/**
 * Removes what the practice holds beyond the accounting record, children before parents (some
 * foreign keys do not cascade). Kept on purpose: payments, refunds and disputes (bookkeeping law),
 * the enrollments and services they were paid for (the subscription-cancel job also reads the
 * cancelled enrollment), cancellation policies the services point at, the erased students' rows
 * (ids only, their PII is gone), erasure requests (counts only: proof of the erasures) and the audit
 * log (append-only; expired by the retention job by class, financial entries after 7 years).
 */
export async function removeTeacherData(tx: Tx, teacherId: string): Promise<number> {
  const own = { teacherId };
  const counts = [
    await tx.contactLogEntry.deleteMany({ where: own }),
    await tx.studentLifecycleEvent.deleteMany({ where: own }),
    await tx.notification.deleteMany({ where: own }),
    await tx.reviewRequest.deleteMany({ where: own }),
    await tx.review.deleteMany({ where: own }),
    await tx.legalAcceptance.deleteMany({ where: own }),
    await tx.contract.deleteMany({ where: own }),
    await tx.legalDocument.deleteMany({ where: own }),
    await tx.waitlistEntry.deleteMany({ where: own }),
    await tx.scheduledMessage.deleteMany({ where: own }),
    await tx.analyticsEvent.deleteMany({ where: own }),
    await tx.widgetConfig.deleteMany({ where: own }),
    await tx.contentInsightCache.deleteMany({ where: own }),
    await tx.calendarConnection.deleteMany({ where: own }),
    await tx.driveFileCopy.deleteMany({ where: own }),
    await tx.driveConnection.deleteMany({ where: own }),
    await tx.availabilityOverride.deleteMany({ where: own }),
    await tx.availabilitySchedule.deleteMany({ where: own }),
    await tx.sessionParticipant.deleteMany({ where: own }),
    await tx.session.deleteMany({ where: own }),
    await tx.sessionSeries.deleteMany({ where: own }),
    await tx.templateSnapshot.deleteMany({ where: own }),
    await tx.resource.deleteMany({ where: own }),
    await tx.lessonTemplate.deleteMany({ where: own }),
    await tx.materialFolder.deleteMany({ where: own }),
    await tx.discountCodeUse.deleteMany({ where: own }),
    await tx.tag.deleteMany({ where: own }),
    await tx.emailOutbox.deleteMany({ where: own }),
    await tx.retentionSettings.deleteMany({ where: own }),
  ];
  await tx.service.updateMany({ where: own, data: { status: 'archived' } });
  return counts.reduce((sum, { count }) => sum + count, 0);
}

/** The teacher row stays (payments cascade from it) with nothing of the person or any secret. */
export async function anonymiseTeacher(tx: Tx, teacherId: string, now: Date) {
  await tx.teacher.update({
    where: { id: teacherId },
    data: {
      name: 'Deleted teacher',
      email: `deleted-${teacherId}@invalid`,
      slug: `deleted-${teacherId.slice(0, 8)}`,
      avatarUrl: null,
      bio: null,
      dashboardConfig: Prisma.DbNull,
      insightTargets: Prisma.DbNull,
      insightsLayout: Prisma.DbNull,
      calendarFeedToken: null,
      idpSubject: null,
      deletedAt: now,
    },
  });
}
