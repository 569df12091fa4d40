import type { Prisma } from '@/lib/core/db';
import type { TContactLogEntry } from './response-schemas';

export const contactLogSelect = {
  id: true,
  studentId: true,
  channel: true,
  sentAt: true,
  note: true,
  createdAt: true,
} as const satisfies Prisma.ContactLogEntrySelect;

type ContactLogRow = Prisma.ContactLogEntryGetPayload<{ select: typeof contactLogSelect }>;

export const toContactLogEntry = ({ sentAt, createdAt, ...entry }: ContactLogRow): TContactLogEntry => ({
  ...entry,
  sentAt: sentAt.toISOString(),
  createdAt: createdAt.toISOString(),
});
