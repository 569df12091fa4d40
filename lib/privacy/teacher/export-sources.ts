import 'server-only';
import { db } from '@/lib/core/db';

/** One page of a table: rows after the cursor `after`, at most `take`, all of the teacher's. */
export type ReadPage = (teacherId: string, after: string | undefined, take: number) => Promise<object[]>;
/** `cursor` names a row's place in the keyset order; the id unless the table has a composite key. */
export type ExportSource = { category: string; read: ReadPage; cursor?: (row: object) => string };

const byId = { id: 'asc' } as const;
/** Keyset pagination: the next page starts after the last id read, so no page ever re-reads or skips. */
const after = <W extends object>(where: W, last: string | undefined) => (last ? { ...where, id: { gt: last } } : where);
/** Secrets are never exported: sealed OAuth refresh tokens and feed tokens stay in the database. */
const noToken = { encryptedRefreshToken: true } as const;

/**
 * Every table the teacher owns, in the export's order. Each reader is scoped by the teacher (or by
 * a parent row of the teacher for the tables without teacherId), so another practice's rows are
 * never selected. Deliberately left out: sessions of the sign-in (auth sessions, magic links,
 * OAuth states: secrets), e-mail copies and analytics events (derived, not the teacher's records).
 */
export const exportSources: ExportSource[] = [
  {
    category: 'services',
    read: (t, l, take) => db.service.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'serviceScheduleItems',
    read: (t, l, take) => db.serviceScheduleItem.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'students',
    read: (t, l, take) =>
      db.student.findMany({
        where: after({ teacherId: t }, l),
        orderBy: byId,
        take,
        omit: { calendarFeedToken: true },
      }),
  },
  // Families (issue 34): the payer's name and contact; members name their family by `familyId`.
  {
    category: 'families',
    read: (t, l, take) =>
      db.family.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take, omit: { calendarFeedToken: true } }),
  },
  {
    category: 'practiceLogs',
    read: (t, l, take) => db.practiceLog.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'tags',
    read: (t, l, take) => db.tag.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  // Composite key (student, tag): keyset on the pair, its primary key's order. The cursor is
  // `<studentId>/<tagId>`; tags are in the `tags` category, the link names its tag by id.
  {
    category: 'studentTags',
    read: (t, l, take) => {
      const [studentId, tagId] = l?.split('/') ?? [];
      const past =
        studentId && tagId ? { OR: [{ studentId: { gt: studentId } }, { studentId, tagId: { gt: tagId } }] } : {};
      return db.studentTag.findMany({
        where: { student: { teacherId: t }, ...past },
        orderBy: [{ studentId: 'asc' }, { tagId: 'asc' }],
        take,
      });
    },
    cursor: (row) => {
      const link = row as { studentId: string; tagId: string };
      return `${link.studentId}/${link.tagId}`;
    },
  },
  {
    category: 'enrollments',
    read: (t, l, take) => db.enrollment.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'sessions',
    read: (t, l, take) => db.session.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'sessionParticipants',
    read: (t, l, take) => db.sessionParticipant.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'sessionSeries',
    read: (t, l, take) => db.sessionSeries.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'cancellationPolicies',
    read: (t, l, take) => db.cancellationPolicy.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'cancellationRules',
    read: (t, l, take) =>
      db.cancellationRule.findMany({ where: after({ policy: { teacherId: t } }, l), orderBy: byId, take }),
  },
  {
    category: 'discountCodes',
    read: (t, l, take) => db.discountCode.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'discountCodeUses',
    read: (t, l, take) => db.discountCodeUse.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'materialFolders',
    read: (t, l, take) => db.materialFolder.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'lessonTemplates',
    read: (t, l, take) => db.lessonTemplate.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'resources',
    read: (t, l, take) => db.resource.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'templateSnapshots',
    read: (t, l, take) => db.templateSnapshot.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'legalDocuments',
    read: (t, l, take) => db.legalDocument.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'legalDocumentVersions',
    read: (t, l, take) =>
      db.legalDocumentVersion.findMany({ where: after({ document: { teacherId: t } }, l), orderBy: byId, take }),
  },
  {
    category: 'legalAcceptances',
    read: (t, l, take) => db.legalAcceptance.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'contracts',
    read: (t, l, take) => db.contract.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'reviews',
    read: (t, l, take) => db.review.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'reviewRequests',
    read: (t, l, take) => db.reviewRequest.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'payments',
    read: (t, l, take) => db.payment.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'refunds',
    read: (t, l, take) => db.refund.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'disputes',
    read: (t, l, take) => db.dispute.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'notifications',
    read: (t, l, take) => db.notification.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'availabilitySchedules',
    read: (t, l, take) => db.availabilitySchedule.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'availabilityRules',
    read: (t, l, take) =>
      db.availabilityRule.findMany({ where: after({ schedule: { teacherId: t } }, l), orderBy: byId, take }),
  },
  {
    category: 'availabilityOverrides',
    read: (t, l, take) => db.availabilityOverride.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'waitlistEntries',
    read: (t, l, take) => db.waitlistEntry.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'scheduledMessages',
    read: (t, l, take) => db.scheduledMessage.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'widgetConfigs',
    read: (t, l, take) => db.widgetConfig.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'calendarConnections',
    read: (t, l, take) =>
      db.calendarConnection.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take, omit: noToken }),
  },
  {
    category: 'driveConnections',
    read: (t, l, take) =>
      db.driveConnection.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take, omit: noToken }),
  },
  {
    category: 'driveFileCopies',
    read: (t, l, take) => db.driveFileCopy.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'contactLog',
    read: (t, l, take) => db.contactLogEntry.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'lifecycleEvents',
    read: (t, l, take) => db.studentLifecycleEvent.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'erasureRequests',
    read: (t, l, take) => db.dataErasureRequest.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  {
    category: 'retentionSettings',
    read: (t, l, take) => db.retentionSettings.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
  // The teacher's own audit trail (already redacted when written): part of what is held about them.
  {
    category: 'auditLog',
    read: (t, l, take) => db.auditLog.findMany({ where: after({ teacherId: t }, l), orderBy: byId, take }),
  },
];

/** The teacher record: every field but the secrets (calendar feed token, identity-provider subject). */
export const readTeacherRecord = (teacherId: string) =>
  db.teacher.findUniqueOrThrow({ where: { id: teacherId }, omit: { calendarFeedToken: true, idpSubject: true } });
