import type { Prisma } from '@/lib/core/db';
import { displayStudent, studentDisplaySelect } from '@/lib/students/student-display';
import type { TErasureRequest, TErasureRequestListItem } from './schemas';

export const erasureRequestSelect = {
  id: true,
  studentId: true,
  status: true,
  requestedBy: true,
  dueAt: true,
  rejectionReason: true,
  report: true,
  completedAt: true,
  createdAt: true,
} satisfies Prisma.DataErasureRequestSelect;

type Row = Prisma.DataErasureRequestGetPayload<{ select: typeof erasureRequestSelect }>;

/** Open (pending or processing) past its due date: the 30 days the spec gives are over. */
export const isOverdue = (row: Pick<Row, 'status' | 'dueAt'>, now: Date) =>
  (row.status === 'pending' || row.status === 'processing') && row.dueAt.getTime() < now.getTime();

export function toErasureRequest(row: Row, now = new Date()): TErasureRequest {
  return {
    id: row.id,
    studentId: row.studentId,
    status: row.status,
    requestedBy: row.requestedBy,
    dueAt: row.dueAt.toISOString(),
    overdue: isOverdue(row, now),
    rejectionReason: row.rejectionReason,
    report: (row.report as TErasureRequest['report']) ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const erasureRequestListSelect = {
  ...erasureRequestSelect,
  student: { select: studentDisplaySelect },
} satisfies Prisma.DataErasureRequestSelect;

type ListRow = Prisma.DataErasureRequestGetPayload<{ select: typeof erasureRequestListSelect }>;

export function toErasureRequestListItem({ student, ...row }: ListRow, now = new Date()): TErasureRequestListItem {
  return { ...toErasureRequest(row, now), studentName: displayStudent(student).name };
}

/** Open requests: at most one per student at a time. */
export const openErasureStatuses = ['pending', 'processing'] as const;
export const erasureDueDays = 30;
