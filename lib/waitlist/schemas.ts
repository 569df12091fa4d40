/** Zod schemas of the waitlist area (client-safe). */
import { z } from 'zod';
import { WaitlistStatus } from '@/generated/prisma/enums';

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
