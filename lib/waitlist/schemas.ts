/** Zod schemas of the waitlist area (client-safe). */
import { z } from 'zod';
import { WaitlistStatus } from '@/generated/prisma/enums';
import { ZPage, ZPagination } from '@/lib/core/pagination';

export const ZWaitlistServiceParams = z.object({ serviceId: z.uuid() }).strict();

export const ZJoinWaitlistInput = z.object({ serviceId: z.uuid() }).strict();
export type TJoinWaitlistInput = z.infer<typeof ZJoinWaitlistInput>;

/** The student's place on one service's waitlist. */
export const ZWaitlistPlace = z.object({
  serviceId: z.uuid(),
  /** `waiting`, or `notified` once a freed place was offered by e-mail. */
  status: z.enum([WaitlistStatus.waiting, WaitlistStatus.notified]),
  /** 1-based rank among the service's waiting and notified entries, oldest first. */
  position: z.number().int().min(1),
  joinedAt: z.iso.datetime(),
  notifiedAt: z.iso.datetime().nullable(),
});
export type TWaitlistPlace = z.infer<typeof ZWaitlistPlace>;

/** A row of the portal's waitlist page. */
export type TWaitlistPlaceRow = TWaitlistPlace & {
  serviceName: string;
  serviceSlug: string;
  teacherSlug: string;
};

// ---- The teacher's side: who waits for one of their services ----

export const ZServiceWaitlistParams = z.object({ id: z.uuid() }).strict();
export const ZWaitlistEntryParams = z.object({ id: z.uuid(), entryId: z.uuid() }).strict();
export const ZServiceWaitlistQuery = ZPagination.strict();

/** One student waiting for a service of the teacher, as the roster shows them. */
export const ZServiceWaitlistEntry = ZWaitlistPlace.omit({ serviceId: true }).extend({
  id: z.uuid(),
  student: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
});
export type TServiceWaitlistEntry = z.infer<typeof ZServiceWaitlistEntry>;

/**
 * A page of the open line of a service (waiting and notified entries, first in line first) and
 * whether a place is free to offer: `capacity` and `placesLeft` are null for a service without a
 * capacity (never full).
 */
export const ZServiceWaitlist = ZPage(ZServiceWaitlistEntry).extend({
  capacity: z.number().int().nullable(),
  placesLeft: z.number().int().nullable(),
});
export type TServiceWaitlist = z.infer<typeof ZServiceWaitlist>;
