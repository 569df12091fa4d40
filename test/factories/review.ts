import { faker } from '@faker-js/faker';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import type { DbClient } from './support';

type ReviewInput = { teacherId: string } & Partial<Prisma.ReviewUncheckedCreateInput>;

/** An approved five-star platform review unless overridden. */
export function createReview({ teacherId, ...overrides }: ReviewInput, client: DbClient = db) {
  return client.review.create({
    data: {
      teacherId,
      rating: 5,
      content: faker.lorem.sentences(2),
      status: 'approved',
      reviewerName: faker.person.fullName(),
      ...overrides,
    },
  });
}
