/** Zod schemas of make-up credits (issue 35, decision 0155); client-safe. */
import { z } from 'zod';
import { ZPagination } from '@/lib/core/pagination';

export const ZListMakeupCreditsQuery = ZPagination.strict();
export type TListMakeupCreditsQuery = z.infer<typeof ZListMakeupCreditsQuery>;

/** An open make-up credit of the signed-in student: book it into any free time of its service. */
export const ZMakeupCredit = z.object({
  id: z.uuid(),
  service: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  /** When the cancelled lesson was to start. */
  cancelledLessonAt: z.iso.datetime(),
  /** Bookable until then (UTC). */
  expiresAt: z.iso.datetime(),
  /** The teacher's booking page of the service with this credit: `/<slug>/book/<service>?makeup=<id>`. */
  bookPath: z.string(),
});
export type TMakeupCredit = z.infer<typeof ZMakeupCredit>;
