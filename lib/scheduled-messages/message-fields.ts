import type { Prisma } from '@/lib/core/db';
import type { TScheduledMessage } from './schemas';

/** What the message JSON is built from: the row plus the names its audience label needs. */
export const scheduledMessageSelect = {
  id: true,
  audience: true,
  studentId: true,
  tagId: true,
  subject: true,
  body: true,
  sendAt: true,
  timezone: true,
  status: true,
  sentAt: true,
  recipientCount: true,
  cancelledAt: true,
  error: true,
  createdAt: true,
  student: { select: { name: true, deletedAt: true, anonymizedAt: true } },
  tag: { select: { name: true } },
} as const satisfies Prisma.ScheduledMessageSelect;

type ScheduledMessageRow = Prisma.ScheduledMessageGetPayload<{ select: typeof scheduledMessageSelect }>;

export const allActiveLabel = 'All active students';

/** Who it goes to, in words; a student or tag deleted since is named as such, never by a stale name. */
export function audienceLabel(row: Pick<ScheduledMessageRow, 'audience' | 'student' | 'tag'>): string {
  if (row.audience === 'all_active') return allActiveLabel;
  if (row.audience === 'tag') return row.tag ? `Tag: ${row.tag.name}` : 'A deleted tag';
  const student = row.student;
  return student && !student.deletedAt && !student.anonymizedAt ? student.name : 'A deleted student';
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toScheduledMessage(row: ScheduledMessageRow): TScheduledMessage {
  const { student: _student, tag: _tag, ...fields } = row;
  return {
    ...fields,
    audienceLabel: audienceLabel(row),
    sendAt: row.sendAt.toISOString(),
    sentAt: iso(row.sentAt),
    cancelledAt: iso(row.cancelledAt),
    createdAt: row.createdAt.toISOString(),
  };
}
