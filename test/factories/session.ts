import { faker } from '@faker-js/faker';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import type { DbClient } from './support';

type SessionInput = { teacherId: string; serviceId: string } & Partial<Prisma.SessionUncheckedCreateInput>;

const minute = 60 * 1000;
let slot = 0;

/**
 * Sessions of one teacher may not overlap, so without a startUtc each call takes the next free
 * 2-hour slot of this process, starting tomorrow.
 */
function nextStart() {
  const base = new Date();
  base.setUTCHours(0, 0, 0, 0);
  return new Date(base.getTime() + 24 * 60 * minute + slot++ * 120 * minute);
}

export function createSession({ teacherId, serviceId, ...overrides }: SessionInput, client: DbClient = db) {
  const startUtc = overrides.startUtc ? new Date(overrides.startUtc) : nextStart();
  return client.session.create({
    data: {
      teacherId,
      serviceId,
      startUtc,
      endUtc: new Date(startUtc.getTime() + 60 * minute),
      timezone: 'Europe/Madrid',
      status: 'scheduled',
      meetingUrl: `https://meet.example.test/${faker.string.alphanumeric(10).toLowerCase()}`,
      ...overrides,
    },
  });
}
