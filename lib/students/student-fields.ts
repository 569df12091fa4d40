import type { Prisma } from '@/lib/core/db';
import type { TStudent } from './response-schemas';

/** The columns the teacher's area reads of a student (tags as ids), one select for every read. */
export const studentSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  timezone: true,
  locale: true,
  hourCycle: true,
  level: true,
  goals: true,
  notes: true,
  status: true,
  mood: true,
  preferredStartTime: true,
  preferredEndTime: true,
  preferredDays: true,
  driveFolderId: true,
  familyId: true,
  isMinor: true,
  createdAt: true,
  updatedAt: true,
  tags: { select: { tagId: true }, orderBy: { tagId: 'asc' } },
} as const satisfies Prisma.StudentSelect;

export type StudentRow = Prisma.StudentGetPayload<{ select: typeof studentSelect }>;

/** Row -> API shape: tag ids flattened, times as ISO strings. */
export function toStudent({ tags, createdAt, updatedAt, ...student }: StudentRow): TStudent {
  return {
    ...student,
    tagIds: tags.map((tag) => tag.tagId),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The tenancy filter of every read and write: the teacher's own, non-deleted student. */
export const ownStudentWhere = (teacherId: string, studentId: string) =>
  ({ id: studentId, teacherId, deletedAt: null }) satisfies Prisma.StudentWhereInput;
