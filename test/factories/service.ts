import { faker } from '@faker-js/faker';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { type DbClient, slugify, uniqueSuffix } from './support';

type ServiceInput = { teacherId: string } & Partial<Prisma.ServiceUncheckedCreateInput>;

/** An active, live, individual single lesson unless overridden. */
export function createService({ teacherId, ...overrides }: ServiceInput, client: DbClient = db) {
  const name = `${faker.word.adjective()} ${faker.word.noun()} lesson`;
  return client.service.create({
    data: {
      teacherId,
      name,
      slug: `${slugify(name)}-${uniqueSuffix()}`,
      description: faker.lorem.sentence(),
      deliveryMode: 'live',
      groupType: 'individual',
      structure: 'single',
      status: 'active',
      priceAmount: faker.number.int({ min: 20, max: 80 }) * 100,
      currency: 'EUR',
      durationMinutes: 60,
      ...overrides,
    },
  });
}
