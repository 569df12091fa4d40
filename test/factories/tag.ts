import { faker } from '@faker-js/faker';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { type DbClient, uniqueSuffix } from './support';

type TagInput = { teacherId: string } & Partial<Prisma.TagUncheckedCreateInput>;

export function createTag({ teacherId, ...overrides }: TagInput, client: DbClient = db) {
  return client.tag.create({
    data: { teacherId, name: `${faker.word.adjective()}-${uniqueSuffix()}`, color: faker.color.rgb(), ...overrides },
  });
}
