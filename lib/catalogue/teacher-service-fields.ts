import type { Prisma } from '@/lib/core/db';
import type { TTeacherService } from './schemas';

/** The columns the teacher's area reads of a service (tags as ids), one select for every read. */
export const teacherServiceSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  deliveryMode: true,
  groupType: true,
  structure: true,
  status: true,
  pricingModel: true,
  priceAmount: true,
  currency: true,
  durationMinutes: true,
  capacity: true,
  sessionsIncluded: true,
  validityDays: true,
  billingInterval: true,
  billing: true,
  isTrial: true,
  isUnlisted: true,
  isPrivate: true,
  allowsRecurring: true,
  sortOrder: true,
  cancellationPolicyId: true,
  meetingProvider: true,
  meetingUrl: true,
  createdAt: true,
  updatedAt: true,
  tags: { select: { tagId: true }, orderBy: { tagId: 'asc' } },
} as const satisfies Prisma.ServiceSelect;

export type TeacherServiceRow = Prisma.ServiceGetPayload<{ select: typeof teacherServiceSelect }>;

/** Row -> API shape: tag ids flattened, times as ISO strings. */
export function toTeacherService({ tags, createdAt, updatedAt, ...service }: TeacherServiceRow): TTeacherService {
  return {
    ...service,
    tagIds: tags.map((tag) => tag.tagId),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Live (not soft-deleted) service of one teacher: the `where` of every teacher-side read. */
export const ownServiceWhere = (teacherId: string, serviceId: string) =>
  ({ id: serviceId, teacherId, deletedAt: null }) as const;
