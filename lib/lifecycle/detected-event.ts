import type { Prisma } from '@/lib/core/db';
import type { DetectedLifecycleType } from '@/lib/students/lifecycle-schemas';

/**
 * One occurrence found by a detector. `key` names the occurrence within (student, type) and is
 * stored in metadata.key: an event whose (type, studentId, key) is already stored is not written
 * again, which makes the detection idempotent (decision 0047).
 */
export type DetectedEvent = {
  studentId: string;
  type: DetectedLifecycleType;
  key: string;
  occurredAt: Date;
  metadata: Prisma.InputJsonObject;
};

export const occurrenceId = (event: { type: string; studentId: string; key: string }) =>
  `${event.type}|${event.studentId}|${event.key}`;
