import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import type { DbClient } from './support';

type PolicyInput = { teacherId: string } & Partial<Prisma.CancellationPolicyUncheckedCreateInput>;

/** The `individual_relaxed` preset (full refund 24 h ahead, half later, forfeit under 2 h) unless overridden. */
export function createCancellationPolicy({ teacherId, ...overrides }: PolicyInput, client: DbClient = db) {
  return client.cancellationPolicy.create({
    data: {
      teacherId,
      name: 'Relaxed 1:1',
      preset: 'individual_relaxed',
      maxReschedules: 2,
      minHoursBefore: 12,
      noShowAction: 'forfeit',
      rules: {
        create: [
          {
            position: 0,
            conditionField: 'hours_before_session',
            conditionOperator: 'gte',
            conditionValue: 24,
            action: 'full_refund',
          },
          {
            position: 1,
            conditionField: 'hours_before_session',
            conditionOperator: 'gte',
            conditionValue: 2,
            action: 'partial_penalty',
            penaltyPercent: 50,
          },
          {
            position: 2,
            conditionField: 'hours_before_session',
            conditionOperator: 'lt',
            conditionValue: 2,
            action: 'forfeit',
          },
        ],
      },
      ...overrides,
    },
    include: { rules: { orderBy: { position: 'asc' } } },
  });
}
